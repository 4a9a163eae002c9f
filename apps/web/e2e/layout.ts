import { expect, type Locator, type Page } from '@playwright/test';
import { animationsSettled } from './axe.ts';

/** The widths the staff tables are checked at: a phone and a common laptop. */
export const TABLE_CHECK_WIDTHS = [390, 1366] as const;

/**
 * Lays the screen out at 390 px and 1366 px wide in turn (the viewport's height kept, its width restored after)
 * and checks every table shown: no cell narrower than its longest word (a word split over two lines, or sticking
 * out of its cell), no column cut off (a cell its scroll box cannot bring into view, or a box running past the
 * screen), the actions column in view without scrolling; and the page itself never scrolls sideways. `ready` is
 * what shows the screen has laid itself out at the new width (a phone shows cards where a laptop shows a table).
 * Like the axe check, a failure is soft: the journey goes on.
 */
export async function expectTablesLaidOut(
  page: Page,
  screen: string,
  ready: (width: number) => Promise<void>,
): Promise<void> {
  const original = page.viewportSize();
  expect(original, 'the page has a viewport').not.toBeNull();
  if (!original) return;
  try {
    for (const width of TABLE_CHECK_WIDTHS) {
      await page.setViewportSize({ width, height: original.height });
      await ready(width);
      await animationsSettled(page);
      const problems = await page.evaluate(findLayoutProblems);
      expect.soft(problems, `layout of ${screen} at ${width} px:\n${problems.join('\n')}`).toEqual([]);
    }
  } finally {
    await page.setViewportSize(original);
    // the screen re-lays itself out for the restored width (a table may turn back into cards): let it settle
    await animationsSettled(page);
  }
}

/** Runs in the page: one line per problem found (see `expectTablesLaidOut`). */
function findLayoutProblems(): string[] {
  const problems: string[] = [];
  const slack = 0.5;
  const viewport = document.documentElement.clientWidth;
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > viewport + slack)
    problems.push(`the page scrolls sideways (${pageWidth} px in ${viewport} px)`);

  /** The nearest ancestor that clips or scrolls sideways. */
  const boxOf = (element: Element): HTMLElement | null => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).overflowX !== 'visible') return node;
    }
    return null;
  };
  const short = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);

  for (const table of document.querySelectorAll('table')) {
    if (!table.checkVisibility()) continue;
    const name = short(table.caption?.textContent) || 'a table';
    const box = boxOf(table);
    const boxRect = box?.getBoundingClientRect();
    const scrolls = box ? ['auto', 'scroll'].includes(getComputedStyle(box).overflowX) : false;
    if (boxRect && boxRect.right > viewport + slack)
      problems.push(`${name}: its box runs past the screen's right edge (${boxRect.right} > ${viewport})`);
    const headers = [...table.querySelectorAll('thead th')].map((th) => short(th.textContent));

    for (const row of table.querySelectorAll('tr')) {
      [...row.children].forEach((cell, column) => {
        const where = `${name}, column "${headers[column] ?? column + 1}"`;
        const cellRect = cell.getBoundingClientRect();
        // cut off: outside the box, and the box cannot scroll it into view
        if (boxRect && box) {
          const reach = scrolls ? boxRect.left - box.scrollLeft + box.scrollWidth : boxRect.right;
          if (cellRect.right > reach + slack) problems.push(`${where}: cut off at the right edge`);
        } else if (cellRect.right > viewport + slack) {
          problems.push(`${where}: runs past the screen's right edge`);
        }
        if (cell.hasAttribute('data-table-actions') && boxRect) {
          if (
            cellRect.right > Math.min(boxRect.right, viewport) + slack ||
            cellRect.left < boxRect.left - slack
          )
            problems.push(`${where}: the actions are out of view`);
        }
        // narrower than a word: a word on two lines, or wider than its cell
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent?.checkVisibility() || parent.getBoundingClientRect().width <= 1) continue;
          const text = node.textContent ?? '';
          // where lines may break without splitting a word: spaces, and after a hyphen or a slash
          for (const match of text.matchAll(/[^\s\-/]+[-/]?/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set(
              [...range.getClientRects()]
                .filter((rect) => rect.width > 0)
                .map((rect) => Math.round(rect.top)),
            );
            const rect = range.getBoundingClientRect();
            if (lines.size > 1) problems.push(`${where}: "${match[0]}" is split over ${lines.size} lines`);
            else if (rect.right > cellRect.right + slack || rect.left < cellRect.left - slack)
              problems.push(`${where}: "${match[0]}" sticks out of its cell`);
          }
        }
      });
    }
  }
  return problems;
}

/**
 * Checks that each image is shown whole: drawn at its own proportions (not cropped to another shape by
 * object-fit or a round frame) and not cut by a box around it that clips.
 */
export async function expectImagesWhole(images: Locator, what: string): Promise<void> {
  await expect(images.first(), `${what}: an image is shown`).toBeVisible();
  for (const image of await images.all()) {
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const problems = await image.evaluate((img: HTMLImageElement) => {
      const found: string[] = [];
      const box = img.getBoundingClientRect();
      const drawn = box.width / box.height;
      const own = img.naturalWidth / img.naturalHeight;
      const fit = getComputedStyle(img).objectFit;
      if (!['contain', 'scale-down'].includes(fit) && Math.abs(drawn / own - 1) > 0.03)
        found.push(
          `${img.src}: drawn at ${drawn.toFixed(2)}:1 in a box (object-fit ${fit}), its own shape is ${own.toFixed(2)}:1`,
        );
      for (let node = img.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = node.getBoundingClientRect();
        if (
          box.left < clip.left - 0.5 ||
          box.right > clip.right + 0.5 ||
          box.top < clip.top - 0.5 ||
          box.bottom > clip.bottom + 0.5
        )
          found.push(`${img.src}: cut by the box around it`);
        break;
      }
      return found;
    });
    expect.soft(problems, `${what}:\n${problems.join('\n')}`).toEqual([]);
  }
}
