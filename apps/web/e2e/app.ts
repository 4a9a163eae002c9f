import { webcrypto } from 'node:crypto';
import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { apiGet, passwordTokens } from './api.ts';
import { animationsSettled } from './axe.ts';
import { DEMO_PASSWORD, type DemoUser, type Lang, TEXTS } from './texts.ts';

export { animationsSettled };

// Each test gets a new browser context (Playwright's default), so every journey starts as a fresh visitor:
// no tokens, no stored cookie choice, no remembered language.

export function loginHeading(page: Page, lang: Lang = 'pt-BR'): Locator {
  return page.getByRole('heading', { level: 1, name: TEXTS[lang].signInTitle, exact: true });
}

/** The academy (the default site) asks with a modal dialog (login_settings.cookie_type = 'dialog'). */
export function cookieDialog(page: Page, lang: Lang = 'pt-BR'): Locator {
  return page.getByRole('dialog', { name: TEXTS[lang].cookieTitle, exact: true });
}

/** A fresh visitor must answer the modal cookie prompt before using the screen behind it. */
export async function acceptCookieDialog(page: Page, lang: Lang = 'pt-BR'): Promise<void> {
  const dialog = cookieDialog(page, lang);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: TEXTS[lang].acceptAll, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Opens an open-area path as a fresh visitor, expects the login and answers the cookie prompt. */
export async function openLogin(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(loginHeading(page)).toBeVisible();
  await acceptCookieDialog(page);
}

/** Fills the login form's username and password fields and submits. */
export async function submitLogin(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
  lang: Lang = 'pt-BR',
): Promise<void> {
  const t = TEXTS[lang];
  await page.getByRole('textbox', { name: t.username, exact: true }).fill(username);
  await page.getByRole('textbox', { name: t.password, exact: true }).fill(password);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
}

/**
 * Opens `path` signed in as `user`, for journeys whose subject is what comes after the login (the login itself is
 * session.spec's): the browser is given the storage state a form sign-in leaves (docs/ARCHITECTURE.md §7, Playwright
 * storage state), each time with a session of its own, so no journey ends or rotates another's. The tokens come from
 * the same password grant the login form sends, the session from GET /api/v1/session, and the cookie policy is
 * accepted as `acceptCookieDialog` does (the app sends that choice to the server once signed in). Seconds cheaper
 * than the form: no login screen to load, no dialog to answer.
 */
export async function signIn(page: Page, user: DemoUser, path = '/'): Promise<void> {
  const tokens = await passwordTokens(page.request, user.username);
  const [session, policy] = await Promise.all([
    apiGet<{ language: { code: string } }>(page.request, '/api/v1/session', tokens.access_token),
    apiGet<{ version: number }>(page.request, '/api/v1/institutional/cookies_policy'),
  ]);
  const slots = await encryptedStorageState({
    common: {
      tokens: { access_token: tokens.access_token, refresh_token: tokens.refresh_token, kind: 'normal' },
      session,
      language: session.language.code,
      redirect: null,
    },
    cookiePolicy: {
      version: policy.version,
      analytics: true,
      marketing: true,
      accepted_at: new Date().toISOString(),
    },
  });
  // local storage is per origin: written from a cheap page of the app's origin, then the app is opened
  await page.goto('/health');
  await page.context().addCookies([{ ...slots.cookie, url: new URL(page.url()).origin }]);
  await page.evaluate((items) => {
    for (const [name, value] of items) localStorage.setItem(name, value);
  }, slots.localStorage);
  await page.goto(path);
  // signed in, the app leaves the login's path for the home route (or the client picker)
  if (path === '/') await expect(page).not.toHaveURL('/');
}

/**
 * The web app's encrypted local storage (SPEC §7, apps/web/src/storage/encryptedStorage.ts) holding `slots`: each slot
 * `elevar.<slot>` = base64(iv ‖ AES-GCM of {v: STORAGE_VERSION, data}, the slot's name as additional data), under a
 * fresh key in the `elevar_key` cookie; and the platform reset (storage/platformReset.ts) recorded as done, so the app
 * does not clear it all on its first start. A change to that format shows here as a journey that is not signed in.
 */
async function encryptedStorageState(slots: Record<string, unknown>) {
  const STORAGE_VERSION = 1;
  const raw = webcrypto.getRandomValues(new Uint8Array(32));
  const key = await webcrypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt']);
  const encoder = new TextEncoder();
  const localStorage: [string, string][] = [['elevar.platform_reset_at', new Date().toISOString()]];
  for (const [slot, data] of Object.entries(slots)) {
    const iv = webcrypto.getRandomValues(new Uint8Array(12));
    const text = JSON.stringify({ v: STORAGE_VERSION, data });
    const cipher = await webcrypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: encoder.encode(slot) },
      key,
      encoder.encode(text),
    );
    localStorage.push([`elevar.${slot}`, Buffer.concat([iv, new Uint8Array(cipher)]).toString('base64')]);
  }
  // the app's cookie jar (storage/cookies.ts) writes and reads URI-encoded values
  const value = encodeURIComponent(Buffer.from(raw).toString('base64'));
  return { cookie: { name: 'elevar_key', value, sameSite: 'Lax' as const }, localStorage };
}

/** The signed-in menu: the side navigation on desktop, the bottom navigation on mobile. */
export function mainMenu(page: Page, lang: Lang = 'pt-BR'): Locator {
  return page.getByRole('navigation', { name: TEXTS[lang].mainMenu, exact: true });
}

/** Checks the menu sits where the layout puts it: along the left edge (desktop) or along the bottom (mobile). */
export async function expectMenuPlacement(
  page: Page,
  isMobile: boolean,
  lang: Lang = 'pt-BR',
): Promise<void> {
  const menu = mainMenu(page, lang);
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'the main menu has a layout box').not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  if (isMobile) {
    expect(box.y + box.height, 'bottom navigation touches the bottom edge').toBeCloseTo(viewport.height, 0);
    expect(box.width, 'bottom navigation spans the screen').toBeGreaterThan(viewport.width * 0.9);
  } else {
    expect(box.x, 'side navigation starts at the left edge').toBeLessThan(1);
    expect(box.width, 'side navigation is a column').toBeLessThan(viewport.width / 3);
    expect(box.height, 'side navigation runs down the page').toBeGreaterThan(viewport.height / 2);
  }
}

/** Mobile: opens the bottom navigation's "More" drawer (rest of the menu, client switcher, language). */
export async function openMoreDrawer(page: Page, lang: Lang = 'pt-BR'): Promise<Locator> {
  const t = TEXTS[lang];
  await mainMenu(page, lang).getByRole('button', { name: t.more, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: t.more, exact: true });
  await expect(drawer).toBeVisible();
  // The drawer fades in; axe on a half-faded drawer reports contrast that users never see once it has opened.
  await animationsSettled(page);
  return drawer;
}

/** Switches the interface language with the signed-in shell's own control (header menu or "More" drawer). */
export async function switchLanguageSignedIn(
  page: Page,
  isMobile: boolean,
  from: Lang,
  to: Lang,
): Promise<void> {
  if (isMobile) {
    const drawer = await openMoreDrawer(page, from);
    await drawer.getByRole('combobox', { name: TEXTS[from].language, exact: true }).selectOption(to);
    await expect(page.locator('html')).toHaveAttribute('lang', to);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: TEXTS[to].more, exact: true })).toBeHidden();
  } else {
    await page.getByRole('button', { name: TEXTS[from].languageButton(TEXTS[from].languageName) }).click();
    await page.getByRole('menuitemradio', { name: TEXTS[to].languageName, exact: true }).click();
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', to);
  }
}

/** Signs out through the user menu in the header and expects the login. */
export async function signOut(page: Page, user: DemoUser, lang: Lang = 'pt-BR'): Promise<void> {
  const t = TEXTS[lang];
  await page.getByRole('button', { name: t.userMenu(user.fullName), exact: true }).click();
  await page.getByRole('menuitem', { name: t.signOut, exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(loginHeading(page, lang)).toBeVisible();
}

/**
 * Opens a signed-in menu entry: a link of the side navigation (desktop), of the bottom navigation or, when it does
 * not fit there, of the "More" drawer (mobile).
 */
export async function openMenuEntry(page: Page, isMobile: boolean, name: string, lang: Lang = 'pt-BR') {
  await expect(mainMenu(page, lang)).toBeVisible();
  const inMenu = mainMenu(page, lang).getByRole('link', { name, exact: true });
  if (!isMobile || (await inMenu.isVisible())) {
    await inMenu.click();
    return;
  }
  const drawer = await openMoreDrawer(page, lang);
  await drawer.getByRole('link', { name, exact: true }).click();
  await expect(drawer).toBeHidden();
}

/**
 * A second person's browser beside the journey's (e.g. a reviewer): a fresh context with this project's viewport
 * and device (contexts made by hand do not get the project's `use` options on their own). Close it when done.
 */
export async function newBrowserContext(
  browser: Browser,
  testInfo: TestInfo,
  baseURL: string | undefined,
): Promise<BrowserContext> {
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  return browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor });
}
