import { expect, type Page, test } from '@playwright/test';
import {
  approvedAccount,
  codeIn,
  formatCpf,
  lastMessageId,
  latestMessage,
  type NewAccount,
  passwordLinkIn,
} from './api.ts';
import {
  acceptCookieDialog,
  loginHeading,
  newBrowserContext,
  openLogin,
  openMenuEntry,
  signIn,
} from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ACCOUNTS, E2E_REVIEWER, LOGIN_ERRORS, TEXTS } from './texts.ts';

const t = ACCOUNTS;

// One fresh, approved account per project (registrations are limited per address, SPEC §5): each journey sets a
// password of its own, so neither depends on the other having run.
let account: NewAccount;
/** The account's password as it stands: the registration's, then each journey's new one. */
let currentPassword: string;

test.beforeAll(async ({ request }, testInfo) => {
  account = await approvedAccount(request, testInfo, 'Recuperacao');
  currentPassword = account.password;
});

/**
 * The recover-password screen of a link: a new password; then the login says so, the old password is refused and
 * the new one signs in.
 */
async function setNewPassword(page: Page, password: string): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 1, name: t.recovery.newPasswordTitle, exact: true }),
  ).toBeVisible();
  await expect(page.getByText(t.recovery.forUser(account.email), { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'recover password');
  await page.getByRole('textbox', { name: t.recovery.password, exact: true }).fill(password);
  await page.getByRole('textbox', { name: t.recovery.passwordConfirmation, exact: true }).fill(password);
  await page.getByRole('button', { name: t.recovery.savePassword, exact: true }).click();

  await expect(loginHeading(page)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t.login.passwordSetNotice })).toBeVisible();
  // The login is filled in with the account's user name.
  await expect(page.getByRole('textbox', { name: TEXTS['pt-BR'].username, exact: true })).toHaveValue(
    account.email,
  );
  await expectNoAxeViolations(page, 'login after a new password');
  const passwordField = page.getByRole('textbox', { name: TEXTS['pt-BR'].password, exact: true });
  await passwordField.fill(currentPassword);
  await page.getByRole('button', { name: TEXTS['pt-BR'].submit, exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(LOGIN_ERRORS.invalidCredentials);
  currentPassword = password;
  await passwordField.fill(password);
  await page.getByRole('button', { name: TEXTS['pt-BR'].submit, exact: true }).click();
  await expect(page).toHaveURL('/home');
  await expect(
    page.getByRole('heading', { level: 1, name: TEXTS['pt-BR'].greeting(account.name) }),
  ).toBeVisible();
}

test.describe('password recovery (issue 3; SPEC §2, §4, §7)', () => {
  test('by e-mail: the link arrives in the outbox, a reviewer reads it there, and it sets a new password', async ({
    page,
    browser,
    baseURL,
    isMobile,
  }, testInfo) => {
    await openLogin(page);
    await page.getByRole('link', { name: t.login.forgotPassword, exact: true }).click();
    await expect(page).toHaveURL('/request-password');
    await expect(page.getByRole('heading', { level: 1, name: t.recovery.title, exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'request password (by e-mail)');

    // By e-mail is the first choice.
    await expect(page.getByRole('radio', { name: t.recovery.byEmail, exact: true })).toBeChecked();
    await page.getByRole('textbox', { name: t.recovery.email, exact: true }).fill(account.email);
    await page.getByRole('button', { name: t.recovery.sendLink, exact: true }).click();
    const sent = page.getByRole('status').filter({ hasText: t.recovery.linkSentTitle });
    await expect(sent).toContainText(t.recovery.linkSentBody(account.email));
    await expectNoAxeViolations(page, 'recovery link sent');

    // Without SMTP the e-mail waits in the outbox, where the academy's reviewer reads it in the app.
    let link: URL;
    const staff = await newBrowserContext(browser, testInfo, baseURL);
    try {
      const outbox = await staff.newPage();
      await signIn(outbox, E2E_REVIEWER);
      await openMenuEntry(outbox, isMobile, t.outbox.menu);
      await expect(outbox).toHaveURL('/admin/outbox');
      await expect(
        outbox.getByRole('heading', { level: 1, name: t.outbox.title, exact: true }),
      ).toBeVisible();
      await outbox.getByRole('searchbox', { name: t.outbox.recipient }).fill(account.email);
      await outbox.getByRole('button', { name: t.outbox.search, exact: true }).click();
      await expect(outbox).toHaveURL(/[?&]recipient=/);
      // registration received, approved, and the recovery link: newest first
      await expect(outbox.getByText(t.outbox.count(3), { exact: true })).toBeVisible();
      const message = outbox.getByRole('button', { name: new RegExp(t.outbox.recoverySubject) });
      await expect(message).toHaveCount(1);
      await expectNoAxeViolations(outbox, 'outbox');
      await message.click();
      await expect(message).toHaveAttribute('aria-expanded', 'true');
      const body = outbox.getByRole('region', { name: new RegExp(t.outbox.recoverySubject) });
      // The body's link is followed as it is (shown shortened).
      const anchor = body.getByRole('link');
      await expect(anchor).toBeVisible();
      await expectNoAxeViolations(outbox, 'outbox with the recovery e-mail open');
      link = passwordLinkIn((await anchor.getAttribute('href')) ?? '');
    } finally {
      await staff.close();
    }

    // The link opens on the site the person came from.
    expect(link.origin).toBe(new URL(baseURL ?? '').origin);
    await page.goto(link.pathname);
    await setNewPassword(page, `Nova${account.password}`);
  });

  test('by document: the masked phone, a code by SMS (resend locked, counting down), then a new password', async ({
    page,
    request,
  }) => {
    await page.goto('/request-password');
    await expect(page.getByRole('heading', { level: 1, name: t.recovery.title, exact: true })).toBeVisible();
    await acceptCookieDialog(page);
    // A segmented control: its radios are visually hidden behind their labels.
    const method = page.getByRole('radiogroup', { name: t.recovery.method, exact: true });
    await method.getByText(t.recovery.byDocument, { exact: true }).click();
    await expect(method.getByRole('radio', { name: t.recovery.byDocument, exact: true })).toBeChecked();
    const document = page.getByRole('textbox', { name: t.recovery.document });
    await expect(document).toBeVisible();
    await expectNoAxeViolations(page, 'request password (by document)');
    await document.fill(formatCpf(account.document));
    await page.getByRole('button', { name: t.recovery.continue, exact: true }).click();

    // The phone on file, masked: enough to recognise, not to learn.
    await expect(
      page.getByRole('heading', { level: 2, name: t.recovery.phoneStep, exact: true }),
    ).toBeVisible();
    const masked = page.getByText(/^Celular cadastrado: /);
    await expect(masked).toHaveText(new RegExp(`\\*+.*${account.phone.slice(-2)}$`));
    await expect(masked).not.toContainText(account.phone.slice(5, -2));
    const maskedPhone = ((await masked.textContent()) ?? '').replace('Celular cadastrado: ', '');
    await expectNoAxeViolations(page, 'recovery: confirm the phone');

    // The whole number must match the one on file.
    const before = await lastMessageId(request, account.phone, 'sms');
    await page.getByRole('textbox', { name: t.recovery.phone, exact: true }).fill(account.phone);
    const sms = page.getByRole('radio', { name: t.recovery.sms, exact: true });
    if (!(await sms.isChecked())) await sms.check();
    await page.getByRole('button', { name: t.recovery.sendCode, exact: true }).click();

    await expect(
      page.getByRole('heading', { level: 2, name: t.recovery.codeTitle, exact: true }),
    ).toBeVisible();
    await expect(page.getByText(t.recovery.codeSentTo(maskedPhone), { exact: true })).toBeVisible();
    // Sending again waits for the cooldown (SPEC §4), shown as a countdown on the disabled button.
    const resend = page.getByRole('button', { name: t.recovery.resendIn });
    await expect(resend).toBeVisible();
    await expect(resend).toBeDisabled();
    await expectNoAxeViolations(page, 'recovery: type the code');

    // The code survives a reload of the screen.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 2, name: t.recovery.codeTitle, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: t.recovery.resendIn })).toBeDisabled();

    // A wrong code is refused; the one from the SMS opens the new-password screen.
    const message = await latestMessage(request, {
      recipient: account.phone,
      channel: 'sms',
      afterId: before,
    });
    const code = codeIn(message.body);
    const codeField = page.getByRole('textbox', { name: t.recovery.code, exact: true });
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: t.recovery.validateCode, exact: true }).click();
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Código inválido.', { exact: true })).toBeVisible();
    await codeField.fill(code);
    await page.getByRole('button', { name: t.recovery.validateCode, exact: true }).click();
    await expect(page).toHaveURL(/\/recover-password\//);
    await setNewPassword(page, `Doc${account.password}`);
  });
});
