import type { LoginParams } from '@elevar/contract';
import { expect, test } from '@playwright/test';
import {
  acceptCookieDialog,
  expectMenuPlacement,
  loginHeading,
  mainMenu,
  openLogin,
  openMoreDrawer,
  signOut,
  submitLogin,
  switchLanguageSignedIn,
} from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { rgb } from './colors.ts';
import { ACADEMY, DEMO_PASSWORD, type Lang, LOGIN_ERRORS, TEXTS, USERS } from './texts.ts';

/** The academy's first menu item after home, as the server names it in each language (seed MENU_TITLES). */
const ONLINE_COURSES: Record<Lang, string> = {
  'pt-BR': 'Cursos online',
  'en-US': 'Online courses',
  'es-ES': 'Cursos en línea',
  'fr-FR': 'Cours en ligne',
};

test.describe('sign-in, home, language, sign-out', () => {
  test('a learner signs in to the academy, switches through every language and signs out', async ({
    page,
    isMobile,
    request,
  }) => {
    const user = USERS.learner;
    await page.goto('/');

    // The login of the default site (the academy), in its default language.
    await expect(loginHeading(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    // Themed by the default site's login settings: its logo for the language and its background colour.
    const { login_settings: site } = (await (
      await request.get('/api/v1/login-params')
    ).json()) as LoginParams;
    const brand = page.getByRole('banner').getByRole('link');
    await expect(brand.locator('img')).toHaveAttribute('src', site.logos['pt-BR'] ?? 'the pt-BR logo');
    await expect(brand.locator('img')).toBeVisible();
    await expect(page.locator('main').locator('..')).toHaveCSS(
      'background-color',
      rgb(site.background_color),
    );
    // The logo link is named after the client whose logo it shows (WCAG 2.5.3, label in name).
    await expect.soft(brand).toHaveAccessibleName(TEXTS['pt-BR'].brandSignIn(ACADEMY));
    await acceptCookieDialog(page);
    await expectNoAxeViolations(page, 'login');

    // Signing in lands on the client's home route with its menu.
    await submitLogin(page, user.username);
    await expect(page).toHaveURL('/home');
    await expect(
      page.getByRole('heading', { level: 1, name: TEXTS['pt-BR'].greeting(user.firstName) }),
    ).toBeVisible();
    await expect(page.getByText(TEXTS['pt-BR'].clientLine(ACADEMY))).toBeVisible();
    await expectMenuPlacement(page, isMobile);
    const menu = mainMenu(page);
    await expect(menu.getByRole('link', { name: TEXTS['pt-BR'].home, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu.getByRole('link', { name: ONLINE_COURSES['pt-BR'], exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'home');
    if (isMobile) {
      const drawer = await openMoreDrawer(page);
      await expect(drawer.getByRole('link', { name: 'Perfil', exact: true })).toBeVisible();
      await expectNoAxeViolations(page, 'home with the "More" drawer open');
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }

    // Each language changes the interface, the server's menu titles and <html lang>.
    const order: Lang[] = ['pt-BR', 'en-US', 'es-ES', 'fr-FR', 'pt-BR'];
    for (const [index, to] of order.slice(1).entries()) {
      const from = order[index] as Lang;
      await switchLanguageSignedIn(page, isMobile, from, to);
      await expect(
        page.getByRole('heading', { level: 1, name: TEXTS[to].greeting(user.firstName) }),
      ).toBeVisible();
      await expect(mainMenu(page, to).getByRole('link', { name: TEXTS[to].home, exact: true })).toBeVisible();
      await expect(
        mainMenu(page, to).getByRole('link', { name: ONLINE_COURSES[to], exact: true }),
      ).toBeVisible();
      if (to === 'en-US') await expectNoAxeViolations(page, 'home in en-US');
    }

    // Signing out shows the login; the main area then sends back to it.
    await signOut(page, user);
    await page.goto('/home');
    await expect(page).toHaveURL('/');
    await expect(loginHeading(page)).toBeVisible();
  });
});

test.describe('login errors (SPEC §8)', () => {
  test('a wrong password, a blocked account and one awaiting approval each get their message', async ({
    page,
  }) => {
    await openLogin(page);

    // Wrong password: SPEC's message, announced as an alert. (The right password then still works.)
    await submitLogin(page, USERS.moderator.username, 'not-the-password');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(LOGIN_ERRORS.invalidCredentials);
    await expect(page).toHaveURL('/');
    await expectNoAxeViolations(page, 'login with an error');

    // A blocked account gets the blocked-user page (SPEC §2, §8), which leads back to the login.
    await submitLogin(page, 'blocked', DEMO_PASSWORD);
    await expect(page).toHaveURL('/blocked');
    await expect(page.getByRole('heading', { level: 1, name: 'Conta bloqueada', exact: true })).toBeVisible();
    await expect(
      page.getByText('Sua conta foi bloqueada por atividade inconsistente com as regras do programa.'),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'blocked-user page');
    await page.getByRole('link', { name: 'Voltar para o login', exact: true }).click();
    await expect(loginHeading(page)).toBeVisible();

    await submitLogin(page, 'pending', DEMO_PASSWORD);
    await expect(alert).toHaveText(LOGIN_ERRORS.pendingApproval);
    await expect(loginHeading(page)).toBeVisible();

    // Clears the failed attempt recorded against the account.
    await submitLogin(page, USERS.moderator.username, DEMO_PASSWORD);
    await expect(page).toHaveURL('/home');
  });
});

test.describe('redirect memory (SPEC §4, §6)', () => {
  test('a signed-out visit to a main-area page returns there after signing in', async ({ page }) => {
    const user = USERS.instructor;
    await page.goto('/profile?access_token=abc');
    await expect(page).toHaveURL('/');
    await expect(loginHeading(page)).toBeVisible();
    await acceptCookieDialog(page);

    await submitLogin(page, user.username);
    // The profile: its list of sections on mobile, its first section beside them on desktop.
    await expect(page).toHaveURL(/^[^?]*\/profile(\/my-data)?(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Seções do perfil', exact: true })).toBeVisible();
    await expect(mainMenu(page)).toBeVisible();
    await expectNoAxeViolations(page, 'profile');

    // Signed in, the open area sends the user to the client's home route.
    await page.goto('/');
    await expect(page).toHaveURL('/home');
    await expect(
      page.getByRole('heading', { level: 1, name: TEXTS['pt-BR'].greeting(user.firstName) }),
    ).toBeVisible();
  });
});
