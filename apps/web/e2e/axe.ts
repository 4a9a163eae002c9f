import { expect, type Frame, type Page } from '@playwright/test';
import axe, {
  type AxeResults,
  type ContextObject,
  type FrameContext,
  type PartialResult,
  type RunOptions,
} from 'axe-core';
import { expectNoMissingTexts } from './missingTexts.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const OPTIONS: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS } };
const WHOLE_DOCUMENT: ContextObject = { include: [], exclude: [] };

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** axe-core, evaluated only in a document that does not have it yet (a screen is checked many times). */
const INJECT = `if (typeof window.axe === 'undefined' || window.axe.version !== ${JSON.stringify(axe.version)}) {
${axe.source}
}`;
/** How long a frame may take to receive axe-core before it counts as unreachable (a frame still loading). */
const INJECT_TIMEOUT_MS = 10_000;

/**
 * axe's partial results for `frame` and, depth first, for every frame inside it: what @axe-core/playwright's
 * AxeBuilder collects (frames of other origins included), with axe-core evaluated once per document instead of at
 * every check. A frame that cannot be reached or fails counts as one missing result, as there; the page's own failure
 * throws.
 */
async function partialResults(
  frame: Frame,
  context: unknown,
  top: boolean,
): Promise<(PartialResult | null)[]> {
  try {
    const injected = frame.evaluate(INJECT);
    if (top) await injected;
    else {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('axe-core not injected')), INJECT_TIMEOUT_MS);
      });
      await Promise.race([injected, late]).finally(() => clearTimeout(timer));
    }
    // (typed here: the context's element types are too deep for Playwright's serialised types)
    const frames = (await frame.evaluate(
      (c) => window.axe.utils.getFrameContexts(c as ContextObject) as unknown,
      context,
    )) as FrameContext[];
    const own = frame.evaluate(
      ({ c, o }) => window.axe.runPartial(c as ContextObject, o as RunOptions) as Promise<unknown>,
      { c: context, o: OPTIONS as unknown },
    ) as Promise<PartialResult>;
    own.catch(() => {});
    const children: Promise<(PartialResult | null)[]>[] = [];
    for (const { frameSelector, frameContext } of frames) {
      let child: Frame | null = null;
      try {
        const element = await frame.evaluateHandle((s) => window.axe.utils.shadowSelect(s), frameSelector);
        child = (await element.asElement()?.contentFrame()) ?? null;
      } catch {
        child = null;
      }
      children.push(child ? partialResults(child, frameContext, false) : Promise.resolve([null]));
    }
    return [await own, ...(await Promise.all(children)).flat(1)];
  } catch (error) {
    if (top) throw error;
    return [null];
  }
}

/**
 * axe on the page and its frames: runPartial in every frame, finishRun in the page (where axe.run would finish
 * too), instead of AxeBuilder's fresh blank page per check with axe-core evaluated again in each, which made
 * every check cost seconds.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const partials = await partialResults(page.mainFrame(), WHOLE_DOCUMENT, true);
  return page.evaluate(
    ({ p, o }) => window.axe.finishRun(p as PartialResult[], o as RunOptions) as Promise<unknown>,
    { p: partials as unknown, o: OPTIONS as unknown },
  ) as Promise<AxeResults>;
}

/**
 * Runs axe (WCAG 2.0, 2.1 and 2.2 A and AA, target size among them) on the page once nothing moves
 * (animationsSettled) and fails with one line per violation and node: rule id, impact, the element's selector and
 * axe's summary of what to fix. The failure is soft: the test is marked failed but the journey goes on, so one
 * screen's violation does not hide the next screen's.
 */
export async function expectNoAxeViolations(page: Page, screen = page.url()): Promise<void> {
  await animationsSettled(page);
  const results = await runAxe(page);
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
