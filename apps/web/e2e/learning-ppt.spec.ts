import { expect, test } from '@playwright/test';
import { signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { E2E_LEARNERS } from './texts.ts';

// The ppt activity (issue 12), in pt-BR: the demo's pptx has no converted pdf (the journey's server may have no
// LibreOffice), so its four slides are drawn in the browser and paged like a pdf until the activity completes.

const T = {
  course: 'Primeiro dia na loja',
  start: 'Começar',
  activity: 'Boas-vindas à equipe',
  next: 'Próxima página',
  done: 'Atividade concluída.',
  finished: 'Parabéns! Você concluiu o curso.',
};

test.describe('learning: a presentation', () => {
  test('pages through the demo presentation in the browser to its completion', async ({ page, isMobile }) => {
    await signIn(
      page,
      E2E_LEARNERS[isMobile ? 'mobile' : 'desktop'],
      '/online-courses?search=primeiro%20dia',
    );
    await page.getByRole('link', { name: T.course }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.course })).toBeVisible();
    await page.getByRole('link', { name: T.start }).click();
    await expect(page).toHaveURL(/\/courses\/\d+\/activities\/1$/);

    const slide = page.getByRole('img', { name: `${T.activity}, página 1 de 4` });
    await expect(slide).toBeVisible();
    // the slide is the pptx's own drawing: its title, in Portuguese and English
    await expect(slide.locator('svg')).toBeVisible();
    await expect(slide).toContainText('Primeiro dia na loja');
    await expect(slide).toContainText('First day at the store');
    await expectNoAxeViolations(page, 'ppt player');

    for (const number of [2, 3, 4]) {
      await page.getByRole('button', { name: T.next }).click();
      await expect(page.getByRole('status').filter({ hasText: `Página ${number} de 4` })).toBeVisible();
      await expect(page.getByRole('img', { name: `${T.activity}, página ${number} de 4` })).toBeVisible();
    }
    await expect(page.getByRole('img', { name: /página 4 de 4/ })).toContainText('Pronto para começar!');
    // four pages read for the first time: the completion waits for the server's least time (4 × 2 s − 3 s)
    await expect(page.getByText(T.done)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(T.finished)).toBeVisible();
    await expectNoAxeViolations(page, 'ppt player, completed');
  });
});
