import { expect, test } from '@playwright/test';
import { openMenuEntry, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { E2E_LEARNERS } from './texts.ts';

// A learner's way through learning (issue 12), in pt-BR: find a course with a search (accents ignored) and a
// filter, enrol, play its first activity (an audio) to the end and see the course move on; the stream, HTML package
// and Flash movie of the demo course of those kinds; then the trail the demo learner is halfway through.

const T = {
  menu: 'Cursos online',
  title: 'Cursos online',
  search: 'Buscar',
  showFilters: 'Mostrar filtros',
  categories: 'Categorias',
  category: 'Gestão',
  course: 'Educação financeira para franqueados',
  enrol: 'Inscrever-se',
  enrolled: 'Inscrição feita.',
  start: 'Começar',
  done: 'Atividade concluída.',
  percent: 'Você concluiu 50% do curso.',
  next: 'Próxima atividade',
  trails: 'Trilhas',
  trail: 'Trilha do atendimento',
  players: 'Abertura da loja: formatos interativos',
  startOrContinue: /^(Começar|Continuar)$/,
  flash: 'Animação Flash: A gôndola animada (Flash)',
  markDone: 'Marcar como concluída',
};

test.describe('learning (learner)', () => {
  test('finds a course, enrols and completes its first activity', async ({ page, isMobile }) => {
    await signIn(page, E2E_LEARNERS[isMobile ? 'mobile' : 'desktop']);
    await openMenuEntry(page, isMobile, T.menu);
    await expect(page).toHaveURL('/online-courses');
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();

    // "educacao" finds "Educação"; the category narrows the list
    // on a phone the filters (search included) sit behind a button
    const filtersToggle = page.getByRole('button', { name: T.showFilters });
    if (isMobile) await filtersToggle.click();
    await page.getByRole('searchbox', { name: T.search }).fill('educacao');
    await expect(page).toHaveURL(/search=educacao/);
    const categories = page.getByRole('group', { name: T.categories });
    await categories.getByText(T.category, { exact: true }).click();
    await expect(categories.getByRole('checkbox', { name: T.category })).toBeChecked();
    await expect(page).toHaveURL(/categories=\d+/);
    const card = page.getByRole('link', { name: T.course });
    await expect(card).toBeVisible();
    await expectNoAxeViolations(page, 'catalogue');

    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: T.course })).toBeVisible();
    await page.getByRole('button', { name: T.enrol }).click();
    await expect(page.getByText(T.enrolled)).toBeVisible();
    await expectNoAxeViolations(page, 'course page');

    await page.getByRole('link', { name: T.start }).click();
    await expect(page).toHaveURL(/\/courses\/\d+\/activities\/1$/);
    const audio = page.locator('audio');
    await expect(audio).toBeVisible();
    await expectNoAxeViolations(page, 'player');
    // the learner presses play (muted: the journey's browser has no sound)
    await audio.evaluate((element: HTMLAudioElement) => {
      element.muted = true;
      return element.play();
    });
    await expect(page.getByText(T.done)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(T.percent)).toBeVisible();
    await expect(page.getByRole('link', { name: T.next })).toBeVisible();

    // the course's title above the activity leads back to it
    await page.getByRole('link', { name: T.course }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.course })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  });

  test('plays a stream (wowza), an HTML package and a Flash movie', async ({ page, isMobile }) => {
    test.slow();
    await signIn(page, E2E_LEARNERS[isMobile ? 'mobile' : 'desktop']);
    await page.goto('/online-courses?search=interativos');
    await page.getByRole('link', { name: T.players }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.players })).toBeVisible();
    await page.getByRole('link', { name: T.startOrContinue }).click();
    await expect(page).toHaveURL(/\/courses\/\d+\/activities\/\d+$/);
    const activity = (order: number) => page.url().replace(/\d+$/, String(order));
    if (!page.url().endsWith('/1')) await page.goto(activity(1));

    // wowza: the HLS rendition of the demo video, played to the end (hls.js, or the browser's own HLS)
    const video = page.locator('video');
    await expect(video).toBeVisible();
    await expectNoAxeViolations(page, 'wowza player');
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect(page.getByText(T.done)).toBeVisible({ timeout: 20_000 });

    // html: the package's page on the content origin, which reads none of the app's cookies or storage
    await page.goto(activity(2));
    const frame = page.frameLocator('main iframe');
    await expect(frame.locator('h1')).toHaveText('Store opening checklist', { timeout: 20_000 });
    const body = frame.locator('body');
    expect(await body.evaluate(() => window.location.host)).not.toBe(new URL(page.url()).host);
    // the app's page holds the storage key cookie; the package's script sees no cookie at all
    expect(await page.evaluate(() => document.cookie)).toContain('elevar_key=');
    expect(await body.evaluate(() => document.cookie)).toBe('');
    expect(
      await body.evaluate(() => {
        try {
          return window.top?.localStorage.length ?? -1;
        } catch {
          return 'blocked';
        }
      }),
    ).toBe('blocked');
    await frame.getByRole('checkbox').first().check();
    await expect(frame.getByRole('status')).toHaveText('1 of 4 steps done.');
    await expectNoAxeViolations(page, 'html player');

    // flash: the hand-written demo.swf in the Ruffle emulator, loaded from our own origin
    await page.goto(activity(3));
    const stage = page.getByRole('region', { name: T.flash });
    await expect(stage).toHaveAttribute('data-state', 'playing', { timeout: 30_000 });
    await expect(stage.locator('ruffle-player')).toBeVisible();
    await expect(page.getByRole('button', { name: T.markDone })).toBeVisible();
    await expectNoAxeViolations(page, 'flash player');
  });

  test('shows a trail with its courses in order', async ({ page, isMobile }) => {
    await signIn(page, E2E_LEARNERS[isMobile ? 'mobile' : 'desktop']);
    await page.goto('/trails');
    const trail = page.getByRole('link', { name: T.trail });
    await expect(trail).toBeVisible();
    await trail.click();
    await expect(page.getByRole('heading', { level: 1, name: T.trail })).toBeVisible();
    const items = page.getByRole('region', { name: 'Cursos da trilha' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0).getByRole('link')).toBeVisible();
    // a blocked trail: the second course opens after the first
    await expect(items.nth(1).getByRole('link')).toHaveCount(0);
    await expectNoAxeViolations(page, 'trail');
  });
});
