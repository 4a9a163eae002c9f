import type { LoginParams } from '@elevar/contract';
import { expect, test } from '@playwright/test';
import {
  acceptCookieDialog,
  cookieDialog,
  expectMenuPlacement,
  loginHeading,
  mainMenu,
  openLogin,
  openMoreDrawer,
  submitLogin,
} from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { rgb } from './colors.ts';
import { expectImagesWhole } from './layout.ts';
import { ACADEMY, REWARDS, TEXTS, USERS } from './texts.ts';

const WIDE_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="60" viewBox="0 0 300 60">' +
  '<rect width="300" height="60" fill="#5f3dc4"/></svg>';

test.describe('client picker and switcher (SPEC §6 selected client)', () => {
  test('a user of two clients picks Chip Rewards, gets its menu, then switches to the academy', async ({
    page,
    isMobile,
  }, testInfo) => {
    // The choice is stored on the server: each project needs its own two-client account that has not chosen yet.
    const user = testInfo.project.name === 'mobile' ? USERS.support : USERS.admin;
    const t = TEXTS[user.language];
    // Clients' logos come in any shape, most of them wide: the demo marks are served as one here.
    await page.route('**/demo/*/mark.svg', (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: WIDE_LOGO }),
    );
    await openLogin(page);
    await submitLogin(page, user.username);

    await expect(page).toHaveURL('/select-client');
    await expect(
      page.getByRole('heading', { level: 1, name: t.clientPickerTitle, exact: true }),
    ).toBeVisible();
    await expectImagesWhole(page.getByRole('main').locator('li img'), 'client picker logos');
    await expect(page.locator('html')).toHaveAttribute('lang', user.language);
    await expectNoAxeViolations(page, 'client picker');
    await page.getByRole('button', { name: REWARDS, exact: true }).click();

    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('heading', { level: 1, name: t.greeting(user.firstName) })).toBeVisible();
    await expect(page.getByText(t.clientLine(REWARDS))).toBeVisible();
    await expectMenuPlacement(page, isMobile, user.language);
    const campaigns = user.language === 'en-US' ? 'Campaigns' : 'Campanhas';
    await expect(
      mainMenu(page, user.language).getByRole('link', { name: campaigns, exact: true }),
    ).toBeVisible();
    // The rewards client turns the score off (group_training_use_score = false); ranking stays.
    await expect(page.getByRole('heading', { level: 2, name: /pontuação|score/i })).toHaveCount(0);
    await expectNoAxeViolations(page, 'rewards home');

    if (isMobile) {
      const drawer = await openMoreDrawer(page, user.language);
      await drawer
        .getByRole('combobox', { name: t.clientSwitcherLabel, exact: true })
        .selectOption({ label: ACADEMY });
      await expect(drawer).toBeHidden();
    } else {
      await page.getByRole('button', { name: t.clientSwitcherButton(REWARDS), exact: true }).click();
      await page.getByRole('menuitemradio', { name: ACADEMY, exact: true }).click();
    }
    await expect(page).toHaveURL('/home');
    await expect(page.getByText(t.clientLine(ACADEMY))).toBeVisible();
    const trails = user.language === 'en-US' ? 'Learning trails' : 'Trilhas';
    await expect(
      mainMenu(page, user.language).getByRole('link', { name: trails, exact: true }),
    ).toBeVisible();
    await expect(
      mainMenu(page, user.language).getByRole('link', { name: campaigns, exact: true }),
    ).toHaveCount(0);
  });
});

test.describe('open area branding and language', () => {
  test('the login language control changes the login texts while signed out', async ({ page }) => {
    await openLogin(page);
    const language = page.getByRole('contentinfo').getByRole('combobox', { name: TEXTS['pt-BR'].language });
    await language.selectOption('en-US');

    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(loginHeading(page, 'en-US')).toBeVisible();
    await expect(page.getByRole('textbox', { name: TEXTS['en-US'].username, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: TEXTS['en-US'].submit, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
    await expectNoAxeViolations(page, 'login in en-US');

    await page
      .getByRole('contentinfo')
      .getByRole('combobox', { name: TEXTS['en-US'].language })
      .selectOption('fr-FR');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(loginHeading(page, 'fr-FR')).toBeVisible();

    // The choice is remembered on this device.
    await page.reload();
    await expect(loginHeading(page, 'fr-FR')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  });

  test('?client=chip-rewards shows the rewards programme branding in its default language', async ({
    page,
    request,
  }) => {
    const params = (await (
      await request.get('/api/v1/login-params?client=chip-rewards')
    ).json()) as LoginParams;
    const site = params.login_settings;
    // its portfolio is on (demo data): `/` shows the showcase, the portfolio's sign-in the login
    await page.goto('/login-redirect-v2?client=chip-rewards');

    await expect(loginHeading(page, 'es-ES')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    const brand = page
      .getByRole('banner')
      .getByRole('link', { name: TEXTS['es-ES'].brandSignIn(REWARDS), exact: true });
    await expect(brand.locator('img')).toHaveAttribute('src', site.logos['es-ES'] ?? 'the es-ES logo');
    await expect(brand.locator('img')).toBeVisible();
    await expect(page.locator('main').locator('..')).toHaveCSS(
      'background-color',
      rgb(site.background_color),
    );
    await expect(page.getByRole('button', { name: TEXTS['es-ES'].submit, exact: true })).toHaveCSS(
      'background-color',
      rgb(site.primary_color),
    );
    // Its cookie prompt is a banner (cookie_type 'banner'), not a modal dialog.
    const banner = page.getByRole('region', { name: TEXTS['es-ES'].cookieTitle, exact: true });
    await expect(banner).toBeVisible();
    await expect(cookieDialog(page, 'es-ES')).toHaveCount(0);
    await expectNoAxeViolations(page, 'rewards login with the cookie banner');
    await banner.getByRole('button', { name: TEXTS['es-ES'].acceptAll, exact: true }).click();
    await expect(banner).toBeHidden();
  });
});

test.describe('cookie policy and institutional pages', () => {
  test('a fresh visitor gets the cookie dialog; accepted, it stays away after a reload', async ({ page }) => {
    await page.goto('/');
    const dialog = cookieDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Política de cookies' })).toHaveAttribute(
      'href',
      '/institutional/cookies_policy',
    );
    await expectNoAxeViolations(page, 'login with the cookie dialog');
    await dialog.getByRole('button', { name: TEXTS['pt-BR'].acceptAll, exact: true }).click();
    await expect(dialog).toBeHidden();

    const loginParams = page.waitForResponse((response) => response.url().includes('/api/v1/login-params'));
    await page.reload();
    await loginParams;
    await expect(loginHeading(page)).toBeVisible();
    // The stored choice (everything accepted) is what the settings dialog shows now.
    await page.getByRole('button', { name: TEXTS['pt-BR'].cookieSettings, exact: true }).click();
    const settings = page.getByRole('dialog', { name: TEXTS['pt-BR'].cookieSettings, exact: true });
    await expect(settings).toBeVisible();
    await expect(settings.getByRole('switch', { name: 'Análise' })).toBeChecked();
    await expect(settings.getByRole('switch', { name: 'Marketing' })).toBeChecked();
    await expectNoAxeViolations(page, 'cookie settings dialog');
    await settings.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await expect(settings).toBeHidden();
    // With the page settled (the prompt would have shown by now, as it did on the first visit), no prompt.
    await page.waitForLoadState('networkidle');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('region', { name: TEXTS['pt-BR'].cookieTitle, exact: true })).toHaveCount(0);
  });

  test('the institutional pages show their title and text', async ({ page }) => {
    await page.goto('/institutional/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Sobre', exact: true })).toBeVisible();
    await acceptCookieDialog(page);
    await expect(page.getByText('Este é um conteúdo de demonstração do Elevar.')).toBeVisible();
    await expectNoAxeViolations(page, 'institutional about');

    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Política de cookies', exact: true })
      .click();
    await expect(page).toHaveURL('/institutional/cookies_policy');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Política de cookies', exact: true }),
    ).toBeVisible();
    await expect(page.getByText(/^Usamos cookies essenciais para manter sua sessão/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar para o login', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'institutional cookie policy');
  });
});

test.describe('maintenance (login_settings.under_maintenance)', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/api/v1/login-params*', async (route) => {
      const response = await route.fetch();
      const params = (await response.json()) as LoginParams;
      params.login_settings.under_maintenance = true;
      await route.fulfill({ response, json: params });
    });
  });

  test('the login shows the maintenance page; staff still sign in at /maintenance-login', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/maintenance');
    await expect(
      page.getByRole('heading', { level: 1, name: TEXTS['pt-BR'].maintenanceTitle, exact: true }),
    ).toBeVisible();
    await expect(loginHeading(page)).toHaveCount(0);
    await acceptCookieDialog(page);
    await expectNoAxeViolations(page, 'maintenance');

    await page.goto('/maintenance-login');
    await expect(loginHeading(page)).toBeVisible();
    await expect(page.getByText(TEXTS['pt-BR'].maintenanceLoginNotice)).toBeVisible();
    await expectNoAxeViolations(page, 'maintenance login');
    await submitLogin(page, USERS.moderator.username);
    await expect(page).toHaveURL('/home');
  });
});

test('without maintenance, /maintenance sends visitors to the login', async ({ page }) => {
  await page.goto('/maintenance');
  await expect(page).toHaveURL('/');
  await expect(loginHeading(page)).toBeVisible();
});
