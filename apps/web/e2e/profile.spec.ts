import { expect, type Page, test } from '@playwright/test';
import {
  approvedAccount,
  codeIn,
  lastMessageId,
  latestMessage,
  type NewAccount,
  uniqueDigits,
} from './api.ts';
import { animationsSettled, loginHeading, openLogin, signIn, submitLogin } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ACCOUNTS, LOGIN_ERRORS, TEXTS, USERS } from './texts.ts';

const t = ACCOUNTS.profile;

/** Signs a fresh account in through the login (its user name is its e-mail) and waits for its home. */
async function signInAs(page: Page, account: NewAccount): Promise<void> {
  await openLogin(page);
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL('/home');
}

/**
 * Opens a profile section from the section navigation: beside the section on desktop; on mobile, the profile's
 * list of sections, each a screen of its own.
 */
async function openSection(page: Page, isMobile: boolean, name: string): Promise<void> {
  if (!/\/profile\/?$/.test(new URL(page.url()).pathname)) {
    if (isMobile) await page.getByRole('link', { name: 'Voltar para o perfil' }).click();
    else await page.goto('/profile');
  }
  await page.getByRole('navigation', { name: t.sections }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: isMobile ? 1 : 2, name, exact: true })).toBeVisible();
}

test.describe('profile (issue 3; SPEC §2, §3, §4, §5)', () => {
  // Registrations are limited per address: the edit and the phone change share one fresh account per project.
  let account: NewAccount;

  test.beforeAll(async ({ request }, testInfo) => {
    account = await approvedAccount(request, testInfo, 'Perfil');
  });

  test('my data: a change is saved and still there after a reload; a bad e-mail gets its message', async ({
    page,
    isMobile,
  }) => {
    await signInAs(page, account);
    await page.goto('/profile');
    if (isMobile) {
      await expect(page.getByRole('heading', { level: 1, name: t.title, exact: true })).toBeVisible();
      await expectNoAxeViolations(page, 'profile sections (mobile)');
    } else {
      // Desktop opens the first section beside the navigation.
      await expect(page).toHaveURL('/profile/my-data');
    }
    await openSection(page, isMobile, t.myData);
    await expectNoAxeViolations(page, 'profile: my data');

    const nickname = `Carlinha ${Date.now() % 100_000}`;
    await page.getByRole('textbox', { name: t.nickname, exact: true }).fill(nickname);
    // The academy requires the birthday: year, month and day together (SPEC §5).
    const birthday = page.getByRole('group', { name: t.birthday });
    await birthday.getByRole('combobox', { name: t.year, exact: true }).selectOption('1990');
    await birthday.getByRole('combobox', { name: t.month, exact: true }).selectOption('5');
    await birthday.getByRole('combobox', { name: t.day, exact: true }).selectOption('17');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
    await expectNoAxeViolations(page, 'profile: my data saved');

    await page.reload();
    await expect(page.getByRole('textbox', { name: t.nickname, exact: true })).toHaveValue(nickname);
    await expect(birthday.getByRole('combobox', { name: t.year, exact: true })).toHaveValue('1990');
    await expect(birthday.getByRole('combobox', { name: t.month, exact: true })).toHaveValue('5');
    await expect(birthday.getByRole('combobox', { name: t.day, exact: true })).toHaveValue('17');

    // Contact: an e-mail that is not one is refused in Portuguese, on the field.
    await openSection(page, isMobile, t.contact);
    const email = page.getByRole('textbox', { name: t.email, exact: true });
    await expect(email).toHaveValue(account.email);
    await email.fill('carla-sem-arroba.example.com');
    // A new e-mail is typed twice.
    await page
      .getByRole('textbox', { name: t.emailConfirmation, exact: true })
      .fill('carla-sem-arroba.example.com');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(new RegExp(t.invalidEmail));
    await expect(page.getByText(t.invalidEmail, { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page, 'profile: contact with an invalid e-mail');

    // Leaving with the change unsaved asks first; discarding leaves, and nothing was saved.
    if (isMobile) await page.getByRole('link', { name: 'Voltar para o perfil' }).click();
    else
      await page
        .getByRole('navigation', { name: t.sections })
        .getByRole('link', { name: t.myData, exact: true })
        .click();
    const discard = page.getByRole('dialog', { name: 'Descartar alterações?' });
    await expect(discard).toBeVisible();
    await animationsSettled(page);
    await expectNoAxeViolations(page, 'profile: discard unsaved changes?');
    await discard.getByRole('button', { name: 'Descartar e sair' }).click();
    await expect(discard).toBeHidden();
    await page.reload();
    await openSection(page, isMobile, t.contact);
    await expect(page.getByRole('textbox', { name: t.email, exact: true })).toHaveValue(account.email);
  });

  test('phone change: a code by SMS, a resend countdown that survives a reload, then verified', async ({
    page,
    request,
    isMobile,
  }, testInfo) => {
    const newPhone = `+55119${uniqueDigits(testInfo)}`;
    await signInAs(page, account);
    await page.goto('/profile');
    await openSection(page, isMobile, t.phone);
    await expect(page.getByText(/^Celular atual:/)).toContainText(/\+55119\d{8}/);
    await expectNoAxeViolations(page, 'profile: phone');

    const before = await lastMessageId(request, newPhone, 'sms');
    await page.getByRole('textbox', { name: t.newPhone }).fill(newPhone);
    await page.getByRole('button', { name: t.sendCode, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.codeSent(newPhone) })).toBeVisible();

    // Sending again waits for the server's cooldown, counted down on the screen (SPEC §4)…
    const resend = page.getByRole('button', { name: t.resend, exact: true });
    const countdown = page.getByText(t.resendIn);
    await expect(resend).toBeDisabled();
    await expect(countdown).toBeVisible();
    await expect(resend).toHaveAccessibleDescription(t.resendIn);
    const shown = await countdown.textContent();
    await expectNoAxeViolations(page, 'profile: phone code sent');

    // …and still after a reload, from where it was (the server keeps it).
    await page.reload();
    await expect(page.getByRole('button', { name: t.resend, exact: true })).toBeDisabled();
    await expect(countdown).toBeVisible();
    expect(secondsIn(await countdown.textContent())).toBeLessThanOrEqual(secondsIn(shown));
    expect(secondsIn(await countdown.textContent())).toBeGreaterThan(240);

    // The code the SMS carries verifies the new number.
    const message = await latestMessage(request, { recipient: newPhone, channel: 'sms', afterId: before });
    await page.getByRole('textbox', { name: t.code }).fill(codeIn(message.body));
    await page.getByRole('button', { name: t.confirmCode, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.phoneConfirmed })).toBeVisible();
    await expect(page.getByText(t.currentPhone(newPhone), { exact: true })).toBeVisible();
    await expect(page.getByText(t.verified, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'profile: phone verified');
  });
});

test.describe('the demo learner (issue 10)', () => {
  test('saves a nickname on its own: the seed filled the birthday the academy requires', async ({
    page,
    isMobile,
  }) => {
    await signIn(page, USERS.learner);
    await page.goto('/profile');
    await openSection(page, isMobile, t.myData);
    const nickname = `Aninha ${isMobile ? 'm' : 'd'}${Date.now() % 100_000}`;
    await page.getByRole('textbox', { name: t.nickname, exact: true }).fill(nickname);
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: t.nickname, exact: true })).toHaveValue(nickname);
  });
});

test.describe('account closure (issue 3; SPEC §4, §5)', () => {
  test('the user types their name, confirms, lands on the login with a goodbye; the account no longer signs in', async ({
    page,
    request,
    isMobile,
  }, testInfo) => {
    const account = await approvedAccount(request, testInfo, 'Encerramento');
    await signInAs(page, account);
    await page.goto('/profile');
    await openSection(page, isMobile, t.closeAccount);
    await expectNoAxeViolations(page, 'profile: close account');

    // Someone else's name is refused.
    const name = page.getByRole('textbox', { name: t.typeName });
    await name.fill('Ana Aprendiz');
    await page.getByRole('button', { name: t.closeSubmit, exact: true }).click();
    await expect(name).toHaveAccessibleDescription(/O nome digitado não corresponde ao seu nome\./);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await name.fill(account.fullName);
    await page.getByRole('button', { name: t.closeSubmit, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.closeConfirmTitle, exact: true });
    await expect(dialog).toBeVisible();
    await animationsSettled(page);
    await expectNoAxeViolations(page, 'close account confirmation');
    await dialog.getByRole('button', { name: t.closeConfirm, exact: true }).click();

    await expect(page).toHaveURL('/');
    await expect(loginHeading(page)).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: ACCOUNTS.login.accountClosedNotice }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'login after closing the account');

    // The old credentials open nothing, and the main area sends back to the login.
    await submitLogin(page, account.email, account.password);
    await expect(page.getByRole('alert')).toHaveText(LOGIN_ERRORS.invalidCredentials);
    await page.goto('/home');
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('heading', { level: 1, name: TEXTS['pt-BR'].signInTitle, exact: true }),
    ).toBeVisible();
  });
});

/** "… em 04:37" → 277 */
function secondsIn(text: string | null): number {
  const [, minutes = '0', seconds = '0'] = /(\d{2}):(\d{2})/.exec(text ?? '') ?? [];
  return Number(minutes) * 60 + Number(seconds);
}
