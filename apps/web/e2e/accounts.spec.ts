import { expect, test } from '@playwright/test';
import { formatCpf, newAccountData } from './api.ts';
import {
  animationsSettled,
  loginHeading,
  newBrowserContext,
  openLogin,
  openMenuEntry,
  signIn,
  submitLogin,
} from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectTablesLaidOut } from './layout.ts';
import { ACCOUNTS, E2E_REVIEWER, LOGIN_ERRORS, TEXTS } from './texts.ts';

const t = ACCOUNTS;

test.describe('registration and approval (issue 3; SPEC §2, §4, §5)', () => {
  test('a visitor registers, waits for approval, a reviewer approves and the new account signs in', async ({
    page,
    browser,
    baseURL,
    isMobile,
  }, testInfo) => {
    test.slow(); // two people's browsers and ten axe and layout checks: past 60 s on a busy 2-core machine
    const account = newAccountData(testInfo, 'Cadastro');

    // From the login to the academy's registration form.
    await openLogin(page);
    await page.getByRole('link', { name: t.login.register, exact: true }).click();
    await expect(page).toHaveURL('/register');
    await expect(page.getByRole('heading', { level: 1, name: t.register.title, exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'register');

    // The domain's rules run as the user leaves a field (SPEC §5): a CPF of one repeated digit is refused.
    const document = page.getByRole('textbox', { name: t.register.document });
    await document.fill('11111111111');
    await expect(document).toHaveValue('111.111.111-11');
    await document.blur();
    await expect(page.getByText('Documento inválido', { exact: true })).toBeVisible();
    await expect(document).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'register with a field error');

    // The whole form, as a person fills it: the CPF is masked as it is typed, Brazil comes preselected (pt-BR).
    await page.getByRole('textbox', { name: t.register.name, exact: true }).fill(account.name);
    await page.getByRole('textbox', { name: t.register.lastName, exact: true }).fill(account.lastName);
    await expect(page.getByRole('combobox', { name: t.register.country })).toHaveValue(/\d+/);
    await document.fill(account.document);
    await expect(document).toHaveValue(formatCpf(account.document));
    await page.getByRole('textbox', { name: t.register.email, exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: t.register.emailConfirmation, exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: t.register.phone, exact: true }).fill(account.phone);
    await page.getByRole('textbox', { name: t.register.password, exact: true }).fill(account.password);
    await page
      .getByRole('textbox', { name: t.register.passwordConfirmation, exact: true })
      .fill(account.password);
    await page.getByRole('checkbox', { name: t.register.terms, exact: true }).check();
    await page.getByRole('checkbox', { name: t.register.adult, exact: true }).check();
    await expect(page.getByText('Documento inválido', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: t.register.submit, exact: true }).click();

    // The account waits for approval, and says so.
    await expect(page).toHaveURL('/register-success');
    await expect(
      page.getByRole('heading', { level: 1, name: t.register.successTitle, exact: true }),
    ).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: t.register.awaiting });
    await expect(status).toContainText(t.register.successBody(account.email));
    await expectNoAxeViolations(page, 'register success');

    await page.getByRole('link', { name: t.register.backToSignIn, exact: true }).click();
    await expect(loginHeading(page)).toBeVisible();
    await submitLogin(page, account.email, account.password);
    await expect(page.getByRole('alert')).toHaveText(LOGIN_ERRORS.pendingApproval);
    await expect(loginHeading(page)).toBeVisible();

    // A reviewer of the academy, in another browser, finds the account in the staff menu and approves it.
    const staff = await newBrowserContext(browser, testInfo, baseURL);
    try {
      const review = await staff.newPage();
      await signIn(review, E2E_REVIEWER);
      await openMenuEntry(review, isMobile, t.review.menu);
      await expect(review).toHaveURL('/admin/accounts');
      await expect(
        review.getByRole('heading', { level: 1, name: t.review.title, exact: true }),
      ).toBeVisible();
      await review.getByRole('searchbox', { name: t.review.search }).fill(account.email);
      await review.getByRole('button', { name: t.review.search, exact: true }).click();
      await expect(review).toHaveURL(/[?&]search=/);
      await expect(review.getByText(t.review.count(1), { exact: true })).toBeVisible();
      await expect(review.getByText(account.fullName, { exact: true })).toBeVisible();
      // The pending demo account is not touched (session.spec expects it to stay pending).
      await expect(review.getByText('Paulo Pendente')).toHaveCount(0);
      await expectNoAxeViolations(review, 'pending accounts (one result)');
      await expectTablesLaidOut(review, 'pending accounts', async (width) => {
        const results = { name: t.review.count(1), exact: true };
        await expect(
          width < 768 ? review.getByRole('region', results) : review.getByRole('table', results),
        ).toBeVisible();
      });

      await review
        .getByRole('button', { name: t.review.approveLabel(account.fullName), exact: true })
        .click();
      const dialog = review.getByRole('dialog', { name: t.review.approveTitle, exact: true });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t.review.approveBody(account.fullName));
      await animationsSettled(review);
      await expectNoAxeViolations(review, 'approve confirmation dialog');
      await dialog.getByRole('button', { name: t.review.approve, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(review.getByText(t.review.approved(account.fullName), { exact: true })).toBeVisible();
      // Approved, it leaves the list of accounts awaiting approval.
      await expect(review.getByText(t.review.empty, { exact: true })).toBeVisible();
      await expectNoAxeViolations(review, 'pending accounts after the approval');
    } finally {
      await staff.close();
    }

    // Now the same credentials open the academy.
    await submitLogin(page, account.email, account.password);
    await expect(page).toHaveURL('/home');
    await expect(
      page.getByRole('heading', { level: 1, name: TEXTS['pt-BR'].greeting(account.name) }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'home of the new account');
  });
});
