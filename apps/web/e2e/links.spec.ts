import { expect, type Page, test } from '@playwright/test';
import { partnerLoginToken } from './api.ts';
import {
  acceptCookieDialog,
  cookieDialog,
  loginHeading,
  mainMenu,
  newBrowserContext,
  openLogin,
} from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ACCOUNTS, SSO_IDENTITY, TEXTS, USERS } from './texts.ts';

const t = ACCOUNTS.links;
const learner = USERS.learner;

/**
 * A link login lands a fresh browser in the main area. The academy's cookie prompt shows there unless the learner
 * has answered it on the server already (another journey may have): once the page has settled, answer it if asked.
 */
async function answerCookiePrompt(page: Page): Promise<void> {
  await expect(mainMenu(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  if (await cookieDialog(page).isVisible()) await acceptCookieDialog(page);
}

test.describe('web-service links (issue 3; SPEC §4, §6)', () => {
  test("a partner's signed link opens the module's item when the academy has the module", async ({
    page,
    browser,
    baseURL,
    isMobile,
  }, testInfo) => {
    // news is one of the academy's modules, and its items open by id (webservice.ts DETAIL_ROUTES): the demo's
    // first article (docs/content.md)
    const token = partnerLoginToken({ sub: learner.username });
    await page.goto(`/webservice-login/${token}?module=news&id=1`);

    await expect(page).toHaveURL('/news/1');
    await expect(page.getByRole('heading', { level: 1, name: t.firstNews, exact: true })).toBeVisible();
    await answerCookiePrompt(page);
    // The side menu marks where the link landed (on mobile, news sits in the "More" drawer).
    if (!isMobile) {
      await expect(mainMenu(page).getByRole('link', { name: t.news, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await expectNoAxeViolations(page, 'news item opened by a partner link');

    // The link works once: the same token again is refused.
    const again = await newBrowserContext(browser, testInfo, baseURL);
    try {
      const replay = await again.newPage();
      await replay.goto(`/webservice-login/${token}?module=news&id=1`);
      await expect(replay.getByRole('heading', { level: 1, name: t.failedTitle, exact: true })).toBeVisible();
      await expect(replay.getByRole('alert')).toHaveText(t.invalid);
    } finally {
      await again.close();
    }
  });

  test('a module the academy does not have falls back to the home route', async ({ page }) => {
    // reward_store belongs to the rewards programme, not to the academy (seed ACADEMY_MODULES)
    const token = partnerLoginToken({ sub: learner.username });
    await page.goto(`/webservice-login/${token}?module=reward_store&id=7`);

    await expect(page).toHaveURL('/home');
    await expect(
      page.getByRole('heading', { level: 1, name: TEXTS['pt-BR'].greeting(learner.firstName) }),
    ).toBeVisible();
    await answerCookiePrompt(page);
    await expectNoAxeViolations(page, 'home opened by a partner link');
  });

  test('a link with a bad signature shows the failure page, which leads to the login', async ({ page }) => {
    const forged = partnerLoginToken({ sub: learner.username }, 'not-the-academy-secret');
    await page.goto(`/webservice-login/${forged}?module=news&id=42`);

    await expect(page.getByRole('heading', { level: 1, name: t.failedTitle, exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(t.invalid);
    await expect(mainMenu(page)).toHaveCount(0);
    await acceptCookieDialog(page);
    await expectNoAxeViolations(page, 'link failure');

    await page.getByRole('link', { name: t.backToLogin, exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(loginHeading(page)).toBeVisible();
  });
});

test.describe('single sign-on (issue 3; SPEC §3 login settings, §4)', () => {
  test('the academy login offers single sign-on; the local provider signs the learner in', async ({
    page,
    baseURL,
  }) => {
    await openLogin(page);
    const sso = page.getByRole('link', { name: ACCOUNTS.login.sso, exact: true });
    await expect(sso).toBeVisible();
    await sso.click();

    // The provider's own sign-in page (e2e/oidc-provider.mjs), on another origin.
    await expect(
      page.getByRole('heading', { level: 1, name: ACCOUNTS.sso.providerTitle, exact: true }),
    ).toBeVisible();
    expect(new URL(page.url()).origin).not.toBe(new URL(baseURL ?? '').origin);
    await expectNoAxeViolations(page, 'OpenID provider sign-in');
    await page
      .getByRole('textbox', { name: ACCOUNTS.sso.providerEmail, exact: true })
      .fill(SSO_IDENTITY.email);
    await page.getByRole('button', { name: ACCOUNTS.sso.providerContinue, exact: true }).click();

    // Back in the academy, signed in as the account with that verified e-mail.
    await expect(page).toHaveURL('/home');
    await expect(
      page.getByRole('heading', { level: 1, name: TEXTS['pt-BR'].greeting(learner.firstName) }),
    ).toBeVisible();
    await expect(mainMenu(page)).toBeVisible();
    await expectNoAxeViolations(page, 'home after single sign-on');
  });
});
