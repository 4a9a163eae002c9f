import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { newBrowserContext, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { type DemoUser, USERS } from './demo.ts';

/** The academy's own programme administrator, in English (e2e/serve.mjs, E2E_CERTIFICATES_ADMIN). */
const CERTIFICATES_ADMIN: DemoUser = {
  username: 'e2e.certificates.admin',
  fullName: 'Carla Certificados',
  firstName: 'Carla',
  language: 'en-US',
};

// Certificates (issue 14, docs/certificates.md): the demo learner finds the certificate of the course they finished
// in the profile, downloads its PDF, and its verification page confirms it to anyone signed out; an unknown code
// is no certificate. The academy's administrator revokes a certificate of the staff's earlier edition (the demo holds
// three revocable ones besides the learner's, for both viewports and a retry) and its public page says revoked. The
// administrator opens the certificate template from the list, changes its title and sees the live preview follow.

test.describe('certificates (issue 14; SPEC §2 profile sections)', () => {
  test('the learner downloads their certificate and its verification page confirms it signed out', async ({
    page,
    browser,
    baseURL,
    isMobile,
  }, testInfo) => {
    await signIn(page, USERS.learner, '/profile/certificates');
    await expect(
      page.getByRole('heading', { level: isMobile ? 1 : 2, name: 'Certificados', exact: true }),
    ).toBeVisible();
    const card = page.getByRole('article').first();
    await expect(card.getByRole('button', { name: /^Baixar o certificado de / })).toBeVisible();
    await expectNoAxeViolations(page, 'profile certificates');

    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: /^Baixar o certificado de / }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^certificate-[A-Z2-7]{26}\.pdf$/);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const href = await card
      .getByRole('link', { name: 'Página de verificação', exact: true })
      .getAttribute('href');
    expect(href).toMatch(/^\/certificates\/verify\/[A-Z2-7]{26}$/);

    const visitor = await newBrowserContext(browser, testInfo, baseURL);
    try {
      const signedOut = await visitor.newPage();
      await signedOut.goto(String(href));
      await expect(
        signedOut.getByRole('heading', { level: 1, name: 'Verificação de certificado', exact: true }),
      ).toBeVisible();
      await expect(signedOut.getByText('Certificado válido', { exact: true })).toBeVisible();
      await expect(signedOut.getByRole('row', { name: /^Aluno/ })).toContainText(USERS.learner.fullName);
      await expectNoAxeViolations(signedOut, 'certificate verification');

      await signedOut.goto('/certificates/verify/AAAAAAAAAAAAAAAAAAAAAAAAAA');
      await expect(signedOut.getByText(/Nenhum certificado com este código/)).toBeVisible();
      await expectNoAxeViolations(signedOut, 'unknown certificate');
    } finally {
      await visitor.close();
    }
  });

  test('an administrator revokes a certificate with a reason and its public page says revoked', async ({
    page,
    isMobile,
  }) => {
    await signIn(page, CERTIFICATES_ADMIN, '/admin/certificates');
    await expect(page.getByRole('heading', { level: 1, name: 'Certificates', exact: true })).toBeVisible();
    await expect(page.getByText('Revoked on', { exact: false }).first()).toBeVisible();
    await expectNoAxeViolations(page, 'certificates administration');

    const revoke = page.getByRole('button', { name: /^Revoke the certificate of (?!Ana Aprendiz)/ }).first();
    const label = String(await revoke.getAttribute('aria-label'));
    const holder = isMobile
      ? page.getByRole('listitem').filter({ has: page.getByRole('button', { name: label, exact: true }) })
      : page.getByRole('row').filter({ has: page.getByRole('button', { name: label, exact: true }) });
    const code = String(await holder.getByText(/^[A-Z2-7]{26}$/).textContent());
    await revoke.click();
    const dialog = page.getByRole('dialog', { name: 'Revoke certificate' });
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Issued by mistake');
    await expectNoAxeViolations(page, 'revoke certificate dialog');
    await dialog.getByRole('button', { name: 'Revoke certificate', exact: true }).click();
    await expect(page.getByText(/^Certificate of .* revoked\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0);

    await page.goto(`/certificates/verify/${code}`);
    await expect(page.getByText('Revoked certificate', { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Revoked on/ })).toBeVisible();
    await expect(page.getByText('Issued by mistake')).toHaveCount(0);
    await expectNoAxeViolations(page, 'revoked certificate verification');
  });

  test('an administrator changes the template’s title and the live preview follows, then saves it', async ({
    page,
  }) => {
    // the server draws each preview and pdf.js draws it again: seconds each on a loaded machine
    test.slow();
    const drawing = { timeout: 30_000 };
    await signIn(page, CERTIFICATES_ADMIN, '/admin/certificates');
    await page.getByRole('link', { name: /^Edit the certificate template/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Certificate template', exact: true }),
    ).toBeVisible();
    // the academy's template, in the administrator's language, drawn once loaded
    const title = page
      .getByRole('textbox', { name: /^Title/ })
      .and(page.locator('[name="texts.en-US.title"]'));
    await expect(title).toHaveValue(/^Certificate/);
    const current = await title.inputValue();
    await expect(page.getByText('Preview updated.', { exact: true })).toBeVisible(drawing);
    await expect(page.getByRole('img', { name: `Certificate preview: ${current}` })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Current image: Logo' })).toBeVisible();
    await expectNoAxeViolations(page, 'certificate template');

    const changed = `Certificate of excellence ${Date.now() % 100_000}`;
    const drawn = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/admin/certificate-template/preview') &&
        (response.request().postData() ?? '').includes(changed),
    );
    await title.fill(changed);
    const answer = await drawn;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    await expect(page.getByRole('img', { name: `Certificate preview: ${changed}` })).toBeVisible(drawing);
    await expect(page.getByText('Preview updated.', { exact: true })).toBeVisible(drawing);

    await page.getByRole('button', { name: 'Save template', exact: true }).click();
    await expect(page.getByText('Template saved. The next certificates will use it.')).toBeVisible();
    await expectNoAxeViolations(page, 'certificate template saved');
    await page.reload();
    await expect(title).toHaveValue(changed);
  });
});
