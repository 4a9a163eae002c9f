import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { E2E_LEARNERS } from './texts.ts';

// SCORM in the player (issue 12), with the demo course "Fundamentos de SCORM": the SCORM 1.2 package resumes where
// the learner was after a reload and completes on "Finish" (passed counts as completed); the SCORM 2004 package's two
// SCOs are chosen from the list and finishing both completes the course. The package runs on the content origin
// (another host): it reads none of the app's cookies or storage.

const T = {
  course: 'Fundamentos de SCORM',
  start: 'Começar',
  done: 'Atividade concluída.',
  next: 'Próxima atividade',
  parts: 'Partes desta atividade',
  partDone: 'concluída',
  finished: 'Parabéns! Você concluiu o curso.',
};

/** The SCO's own frame: inside the runtime bridge (the content origin) that the player frames. */
function sco(page: Page): FrameLocator {
  return page.frameLocator('main iframe').frameLocator('iframe');
}

test.describe('SCORM (learner)', () => {
  test('resumes a SCORM 1.2 package after a reload, completes it and a two-SCO SCORM 2004 one', async ({
    page,
    isMobile,
  }) => {
    test.slow();
    await signIn(page, E2E_LEARNERS[isMobile ? 'mobile' : 'desktop']);
    await page.goto('/online-courses?search=scorm');
    await page.getByRole('link', { name: T.course }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.course })).toBeVisible();
    await page.getByRole('link', { name: T.start }).click();
    await expect(page).toHaveURL(/\/courses\/\d+\/activities\/1$/);

    await expect(sco(page).locator('h1')).toHaveText('SCORM 1.2 essentials', { timeout: 20_000 });
    await expect(sco(page).locator('#page')).toHaveText('1 / 3');
    // the package runs on another host: none of the app's cookies, and the app's storage is out of reach
    const body = sco(page).locator('body');
    expect(await body.evaluate(() => window.location.host)).not.toBe(new URL(page.url()).host);
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
    await expectNoAxeViolations(page, 'scorm player');

    // each page turn commits: once the server has answered page 2's commit, a reload resumes there
    const committed = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        response.url().includes('/api/v1/learning/activities/') &&
        response.request().postDataJSON()?.cmi?.location === '1',
    );
    await sco(page).locator('#next').click();
    await expect(sco(page).locator('#page')).toHaveText('2 / 3');
    expect((await committed).ok(), 'the commit of page 2 is stored').toBe(true);
    await page.reload();
    await expect(sco(page).locator('#page')).toHaveText('2 / 3', { timeout: 20_000 });
    await sco(page).locator('#finish').click();
    await expect(page.getByText(T.done)).toBeVisible({ timeout: 20_000 });

    await page.getByRole('link', { name: T.next }).click();
    await expect(page).toHaveURL(/\/activities\/2$/);
    const parts = page.getByRole('navigation', { name: T.parts });
    await expect(sco(page).locator('h1')).toHaveText('SCORM 2004: the runtime', { timeout: 20_000 });
    await sco(page).locator('#finish').click();
    await expect(parts.getByRole('button', { name: /The runtime/ })).toContainText(T.partDone, {
      timeout: 20_000,
    });
    await parts.getByRole('button', { name: /Sequencing/ }).click();
    await expect(sco(page).locator('h1')).toHaveText('SCORM 2004: sequencing', { timeout: 20_000 });
    await sco(page).locator('#finish').click();
    await expect(page.getByText(T.finished)).toBeVisible({ timeout: 20_000 });
  });
});
