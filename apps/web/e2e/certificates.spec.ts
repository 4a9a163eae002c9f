import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { newBrowserContext, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { USERS } from './demo.ts';

// Certificates (issue 14, docs/certificates.md): the demo learner finds the certificate of the course they finished
// in the profile, downloads its PDF, and its verification page confirms it to anyone signed out; an unknown code
// is no certificate.

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
});
