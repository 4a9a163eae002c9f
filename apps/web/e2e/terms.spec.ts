import { expect, test } from '@playwright/test';
import { animationsSettled, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { E2E_TERMS_USERS, TEXTS } from './texts.ts';

test.describe('terms acceptance (issue 3; SPEC §3 accepted terms)', () => {
  test('a learner who has not accepted the published terms reads and accepts them once', async ({
    page,
    isMobile,
  }) => {
    const user = E2E_TERMS_USERS[isMobile ? 'mobile' : 'desktop'];
    await signIn(page, user);
    const prompt = page.getByRole('dialog', { name: 'Termos e condições' });
    await expect(prompt).toBeVisible();
    // the terms themselves are in the prompt, so the version accepted is the one read
    await expect(prompt.getByText('Este é um conteúdo de demonstração do Elevar.')).toBeVisible();
    await animationsSettled(page);
    await expectNoAxeViolations(page, 'terms prompt');

    // Escape does not get around it
    await page.keyboard.press('Escape');
    await expect(prompt).toBeVisible();

    await prompt.getByRole('button', { name: 'Li e aceito' }).click();
    await expect(prompt).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 1, name: TEXTS['pt-BR'].greeting(user.firstName) }),
    ).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: TEXTS['pt-BR'].greeting(user.firstName) }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
