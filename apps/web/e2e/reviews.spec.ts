import { expect, type Page, test } from '@playwright/test';
import { signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { USERS } from './demo.ts';
import type { DemoUser } from './texts.ts';

// Reviews and item analysis (issue 14, docs/assessment.md), in pt-BR, on the demo's "Atendimento na prática" (the
// demo instructor's course, reviewed by five colleagues who also took its test): a learner reviews the course, sees
// the average and count move, and edits the review; the instructor opens the test's item analysis from the course
// editor. Each viewport has its own learner (e2e/serve.mjs), so the reviews of one run add up: the journey reads
// the summary before and checks how it moved.

const LEARNERS: Record<'desktop' | 'mobile', DemoUser> = {
  desktop: { username: 'e2e.review.desktop', fullName: 'Rui Resenha', firstName: 'Rui', language: 'pt-BR' },
  mobile: { username: 'e2e.review.mobile', fullName: 'Rosa Resenha', firstName: 'Rosa', language: 'pt-BR' },
};

const COURSE = 'Atendimento na prática';
const SUMMARY = /^Nota média (\d(?:,\d)?) de 5 · (\d+) avaliações$/;

/** The average and count the course page shows. */
async function summary(page: Page): Promise<{ average: number; count: number }> {
  const line = page.getByText(SUMMARY);
  await expect(line).toBeVisible();
  const [, average = '0', count = '0'] = SUMMARY.exec((await line.textContent()) ?? '') ?? [];
  return { average: Number(average.replace(',', '.')), count: Number(count) };
}

/** Chooses `stars` with the keyboard (the rating's radios are visually hidden under their star images). */
async function rate(page: Page, stars: number): Promise<void> {
  const radio = page.getByRole('radio', { name: `${stars} de 5` });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

test.describe('reviews and item analysis', () => {
  test('a learner reviews a course, sees the average move and edits the review', async ({
    page,
    isMobile,
  }) => {
    const learner = LEARNERS[isMobile ? 'mobile' : 'desktop'];
    const first = `Esperava mais exemplos, ${learner.firstName}.`;
    const second = `Depois de praticar, ${learner.firstName} gostou muito.`;
    await signIn(page, learner, '/online-courses?search=atendimento%20na%20pratica');
    await page.getByRole('link', { name: COURSE }).click();
    await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Avaliações' })).toBeVisible();
    const before = await summary(page);
    // the colleagues' reviews are listed, each reportable
    await expect(page.getByText('Direto ao ponto: usei as dicas no mesmo dia.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Denunciar a avaliação de Bruno Balcão' })).toBeVisible();

    // a review needs a rating
    await page.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(page.getByText('Escolha uma nota de 1 a 5 estrelas.')).toBeVisible();
    await expectNoAxeViolations(page, 'course reviews, form');
    await rate(page, 1);
    await page.getByRole('textbox', { name: 'Comentário (opcional)' }).fill(first);
    await page.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(page.getByText('Avaliação enviada. Obrigado!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Sua avaliação' })).toBeVisible();
    await expect(page.getByText(first)).toBeVisible();
    const written = await summary(page);
    expect(written.count).toBe(before.count + 1);
    expect(written.average).toBeLessThan(before.average);

    // edited to five stars: the average goes up, the count stays
    await page.getByRole('button', { name: 'Editar minha avaliação' }).click();
    await rate(page, 5);
    await page.getByRole('textbox', { name: 'Comentário (opcional)' }).fill(second);
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Avaliação atualizada.')).toBeVisible();
    await expect(page.getByText(second)).toBeVisible();
    const edited = await summary(page);
    expect(edited.count).toBe(written.count);
    expect(edited.average).toBeGreaterThan(written.average);
    await expectNoAxeViolations(page, 'course reviews, own review');
  });

  test('the instructor opens a test’s item analysis from the course editor', async ({ page }) => {
    await signIn(page, USERS.instructor, '/admin/courses?search=atendimento%20na%20pratica');
    await page.getByRole('link', { name: COURSE }).first().click();
    await page.getByRole('link', { name: 'Regras e perguntas do teste Teste na prática' }).click();
    await page.getByRole('link', { name: /^Análise dos itens/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Análise dos itens' })).toBeVisible();
    await expect(page.getByText('7 tentativas enviadas analisadas')).toBeVisible();
    const questions = page.getByRole('table', { name: 'Dificuldade e discriminação de cada pergunta' });
    await expect(questions.getByRole('row')).toHaveCount(7);
    // the first question: right in six of the seven attempts
    await expect(
      questions.getByRole('row', { name: /^Qual é o primeiro passo do atendimento\?/ }).getByRole('cell'),
    ).toHaveText(['7', '6', '85,7%', /^-?\d,\d\d$/]);
    await expect(page.getByRole('table', { name: '5 alunos' }).getByRole('row')).toHaveCount(6);
    await expectNoAxeViolations(page, 'item analysis');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^test-\d+-item-analysis\.csv$/);
  });
});
