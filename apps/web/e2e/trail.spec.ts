import { expect, type Page, test } from '@playwright/test';
import { signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { E2E_TRAIL_LEARNERS, POINTS } from './texts.ts';

// A learner finishes a trail (issue 12): the store trail's one course, a six-page pdf paged through and a short
// video played to its end, through the trail's own course route; the course's points show at once, the trail's
// posting joins them in the statement, and the Trilheiro badge is earned.

const T = {
  trail: 'Trilha da loja',
  items: 'Cursos da trilha',
  course: 'Layout de loja: o essencial',
  start: 'Começar',
  nextPage: 'Próxima página',
  done: 'Atividade concluída.',
  next: 'Próxima atividade',
  courseFinished: 'Parabéns! Você concluiu o curso.',
  coursePoints: '+40 pontos',
  finished: 'Concluído',
  postings: 'Lançamentos encontrados: 2',
  badge: 'Trilheiro',
};

async function openSection(page: Page, isMobile: boolean, path: string, name: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: isMobile ? 1 : 2, name, exact: true })).toBeVisible();
}

test('finishes a trail and sees its points and the Trilheiro badge', async ({ page, isMobile }) => {
  test.slow(); // the server holds a pdf's completion until its pages could have been read
  await signIn(page, E2E_TRAIL_LEARNERS[isMobile ? 'mobile' : 'desktop']);
  await page.goto('/trails');
  await page.getByRole('link', { name: T.trail }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.trail })).toBeVisible();
  await page.getByRole('region', { name: T.items }).getByRole('link', { name: T.course }).click();
  await expect(page).toHaveURL(/\/trails\/\d+\/course\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: T.course })).toBeVisible();

  await page.getByRole('link', { name: T.start }).click();
  // the player's trail twin: its links lead back into the trail
  await expect(page).toHaveURL(/\/trails\/\d+\/courses\/\d+\/activities\/1$/);
  const nextPage = page.getByRole('button', { name: T.nextPage });
  for (let turn = 0; turn < 5; turn += 1) {
    await expect(nextPage).toBeEnabled();
    await nextPage.click();
  }
  await expect(page.getByText(T.done)).toBeVisible({ timeout: 30_000 });

  await page.getByRole('link', { name: T.next }).click();
  const video = page.locator('video');
  await expect(video).toBeVisible();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect(page.getByText(T.courseFinished)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(T.coursePoints)).toBeVisible();

  await page.goto('/trails');
  await page.getByRole('link', { name: T.trail }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.trail })).toBeVisible();
  await expect(page.getByText(T.finished).first()).toBeVisible();
  await expectNoAxeViolations(page, 'finished trail');

  // the course's 40 points and the trail's 30, one posting each
  await openSection(page, isMobile, '/profile/statement', POINTS.sections.statement);
  await expect(page.getByText(T.postings)).toBeVisible();

  await openSection(page, isMobile, '/profile/badges', POINTS.sections.badges);
  const badge = page.getByRole('article').filter({ hasText: T.badge });
  await expect(badge).toContainText(POINTS.earnedOn);
});
