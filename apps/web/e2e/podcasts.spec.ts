import { expect, type Locator, type Page, test } from '@playwright/test';
import { openMenuEntry, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { E2E_LEARNERS } from './texts.ts';

// A podcast keeps playing while the learner moves between screens (issue 12, SPEC §3 playlist), in pt-BR. The demo
// podcast "Conversas de varejo" has two six-second episodes and a third of half a minute. The learner plays the
// third, queues the first to play next, moves to two other screens with the mini player going on, skips ahead to
// the third's end and hears the queue move on to the first.

const T = {
  podcasts: 'Podcasts',
  podcast: 'Conversas de varejo',
  episode1: 'Episódio 1: a vitrine',
  episode3: 'Episódio 3: a conversa',
  player: 'Player de podcast',
  courses: 'Cursos online',
  trails: 'Trilhas',
  completed: 'Concluída',
};

function miniPlayer(page: Page): Locator {
  return page.getByRole('region', { name: T.player });
}

/** The mini player's audio is playing: not paused, and its position moves on (same episode, a moment apart). */
async function expectPlaying(page: Page) {
  const audio = miniPlayer(page).locator('audio');
  await expect
    .poll(
      async () => {
        const sample = () =>
          audio.evaluate((element: HTMLAudioElement) => ({
            src: element.currentSrc,
            time: element.currentTime,
            paused: element.paused,
          }));
        const before = await sample();
        await page.waitForTimeout(400);
        const after = await sample();
        return !before.paused && !after.paused && before.src === after.src && after.time > before.time;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

test.describe('podcasts (learner)', () => {
  test('a podcast keeps playing while the learner moves between screens', async ({ page, isMobile }) => {
    // half a minute of listening, and axe on two screens
    test.setTimeout(150_000);
    await signIn(page, E2E_LEARNERS[isMobile ? 'mobile' : 'desktop']);
    await openMenuEntry(page, isMobile, T.podcasts);
    await page.getByRole('link', { name: T.podcast }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.podcast })).toBeVisible();

    await page.getByRole('button', { name: `Tocar ${T.episode3}` }).click();
    const player = miniPlayer(page);
    await expect(player).toBeVisible();
    await expect(player.getByText(`Tocando agora: ${T.episode3}`)).toBeAttached();
    await expectPlaying(page);
    await page.getByRole('button', { name: `Tocar em seguida: ${T.episode1}` }).click();
    await expect(page.getByText(`“${T.episode1}” toca em seguida.`)).toBeVisible();
    await expect(player.getByRole('button', { name: 'Fila (2)' })).toBeVisible();
    await expectNoAxeViolations(page, 'podcast page with the mini player');

    // two other screens: the same episode goes on
    await openMenuEntry(page, isMobile, T.courses);
    await expect(page.getByRole('heading', { level: 1, name: T.courses })).toBeVisible();
    await expectPlaying(page);
    await openMenuEntry(page, isMobile, T.trails);
    await expect(page.getByRole('heading', { level: 1, name: T.trails })).toBeVisible();
    await expectPlaying(page);
    await expect(player.getByText(`Tocando agora: ${T.episode3}`)).toBeAttached();
    await expectNoAxeViolations(page, 'trails with the mini player');

    // after a while (the server refuses a completion sooner than half the episode's length), +15 s to the end
    const audio = player.locator('audio');
    const position = () => audio.evaluate((element: HTMLAudioElement) => element.currentTime);
    await expect.poll(position, { timeout: 20_000 }).toBeGreaterThan(13);
    await player.getByRole('button', { name: 'Avançar 15 segundos' }).click();
    await expect.poll(position).toBeGreaterThan(27);

    // the episode ends: the one queued next plays (the learner pauses it, to look around at leisure)
    await expect(player.getByText(`Tocando agora: ${T.episode1}`)).toBeAttached({ timeout: 15_000 });
    await expectPlaying(page);
    await player.getByRole('button', { name: 'Pausar' }).click();
    await expect(player.getByRole('button', { name: 'Tocar', exact: true })).toBeVisible();
    expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);

    // the episode's title leads back to its podcast, where the episode heard to the end is completed
    await player.getByRole('link', { name: T.episode1 }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.podcast })).toBeVisible();
    const episodes = page.getByRole('region', { name: 'Atividades' });
    await expect(episodes.getByRole('listitem').filter({ hasText: T.episode3 })).toContainText(T.completed);
    await player.getByRole('button', { name: 'Tocar', exact: true }).click();
    await expectPlaying(page);

    await player.getByRole('button', { name: /Fechar player/ }).click();
    await expect(player).toBeHidden();
  });
});
