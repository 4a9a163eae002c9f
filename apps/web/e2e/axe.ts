import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectNoMissingTexts } from './missingTexts.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe (WCAG 2.0, 2.1 and 2.2 A and AA, target size among them) on the page once nothing moves
 * (animationsSettled) and fails with one line per violation and node: rule id, impact, the element's selector and
 * axe's summary of what to fix. The failure is soft: the test is marked failed but the journey goes on, so one
 * screen's violation does not hide the next screen's.
 */
export async function expectNoAxeViolations(page: Page, screen = page.url()): Promise<void> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const lines = results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `  [${violation.id}] (${violation.impact ?? 'n/a'}) ${node.target.join(' ')}\n` +
        `      ${violation.help}: ${node.failureSummary?.replace(/\s+/g, ' ').trim() ?? ''}`,
    ),
  );
  expect
    .soft(
      lines,
      `axe found ${results.violations.length} WCAG violation(s) on ${screen}:\n${lines.join('\n')}`,
    )
    .toEqual([]);
  // every screen a journey checks is also checked for texts the app could not find
  await expectNoMissingTexts(page, screen);
}

/**
 * Waits until no CSS transition or animation runs on the page and every open dialog is fully opaque (a dialog
 * fading in), so that axe measures colours as they end up, not halfway through. The opacity check covers the
 * frame between a dialog's mount and the start of its transition, when no animation runs yet.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const running = document
          .getAnimations()
          .filter((animation) => animation.playState === 'running').length;
        const fading = [...document.querySelectorAll('[role="dialog"]')].filter(
          (dialog) => getComputedStyle(dialog).opacity !== '1',
        ).length;
        return running + fading;
      }),
    )
    .toBe(0);
}
