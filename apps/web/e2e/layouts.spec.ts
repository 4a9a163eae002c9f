import { expect, type Locator, type Page, test } from '@playwright/test';
import { approvedAccount } from './api.ts';
import {
  acceptCookieDialog,
  loginHeading,
  mainMenu,
  openLogin,
  openMoreDrawer,
  submitLogin,
  switchLanguageSignedIn,
} from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { rgb } from './colors.ts';
import type { Lang } from './texts.ts';

// What a new user tripped over on a phone (issue 10, "Layouts that break"), each checked where it showed.

/** The academy's brand colour (seed: login_settings.primary_color). */
const ACADEMY_PRIMARY = '#0b7285';

/**
 * A Chip Rewards seller (seed/points.ts) whose menu fills the bottom bar; the campaigns journey registers her for Q4
 * in a session of its own, which changes nothing here.
 */
const REWARDS_SELLER = 'camila.br';

/** Checks an element's box is at least 24 × 24 px, WCAG 2.5.8's minimum target. */
async function expectTarget24(target: Locator, what: string): Promise<void> {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  expect.soft(box?.width ?? 0, `${what} is at least 24 px wide`).toBeGreaterThanOrEqual(24);
  expect.soft(box?.height ?? 0, `${what} is at least 24 px tall`).toBeGreaterThanOrEqual(24);
}

/**
 * Each link of the menu (bottom bar or side navigation) shows its whole label: at most two lines, no word split,
 * nothing outside the link or the screen. One line per label that does not fit.
 */
function labelsThatDoNotFit(nav: Locator): Promise<string[]> {
  return nav.evaluate((element) => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    for (const link of element.querySelectorAll('a, button')) {
      const box = link.getBoundingClientRect();
      const label = link.textContent ?? '';
      const linesOf = (range: Range) =>
        new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        ).size;
      const whole = document.createRange();
      whole.selectNodeContents(link);
      const lines = linesOf(whole);
      if (lines > 2) problems.push(`"${label}" takes ${lines} lines`);
      const text = whole.getBoundingClientRect();
      if (text.left < Math.max(box.left, 0) - 0.5 || text.right > Math.min(box.right, viewport) + 0.5)
        problems.push(`"${label}" is cut at the edge of its link or of the screen`);
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const word = document.createRange();
          word.setStart(node, match.index);
          word.setEnd(node, match.index + match[0].length);
          if (linesOf(word) > 1) problems.push(`"${match[0]}" of "${label}" is split over lines`);
        }
      }
    }
    return problems;
  });
}

/** The contrast ratio of an element's text against its own background (WCAG's relative luminance). */
function textContrast(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const style = getComputedStyle(el);
    const luminance = (color: string) => {
      const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
        const value = Number(c) / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  });
}

async function signInSeller(page: Page): Promise<void> {
  await openLogin(page);
  await submitLogin(page, REWARDS_SELLER);
  await expect(loginHeading(page)).toBeHidden();
  await expect(mainMenu(page)).toBeVisible();
}

test.describe('layouts that break (issue 10)', () => {
  test("the portfolio's header holds its buttons above its border, in the client's brand colour", async ({
    page,
  }) => {
    await page.goto('/portfolio');
    await acceptCookieDialog(page);
    const header = page.getByRole('banner');
    const about = header.getByRole('link', { name: 'Sobre a equipe', exact: true });
    const signInButton = header.getByRole('link', { name: 'Entrar', exact: true });
    await expect(signInButton).toBeVisible();
    const frame = await header.boundingBox();
    for (const [button, name] of [
      [about, 'Sobre a equipe'],
      [signInButton, 'Entrar'],
    ] as const) {
      const box = await button.boundingBox();
      expect
        .soft(
          box && frame && box.y + box.height <= frame.y + frame.height - 1,
          `${name} is inside the header`,
        )
        .toBe(true);
    }
    await expect(signInButton).toHaveCSS('background-color', rgb(ACADEMY_PRIMARY));
    await expect(page.getByRole('main').getByRole('link', { name: 'Entrar', exact: true })).toHaveCSS(
      'background-color',
      rgb(ACADEMY_PRIMARY),
    );
    await expectNoAxeViolations(page, 'portfolio');
  });

  test("the menu's labels fit in every language, and on a phone the current page stays in the bottom bar", async ({
    page,
    isMobile,
  }) => {
    // the bottom navigation on a phone, the side navigation on a desktop: both must fit every language
    await signInSeller(page);
    const languages: Lang[] = ['pt-BR', 'fr-FR', 'es-ES', 'en-US'];
    let current: Lang = 'pt-BR';
    try {
      for (const language of languages) {
        if (language !== current) await switchLanguageSignedIn(page, isMobile, current, language);
        current = language;
        const problems = await labelsThatDoNotFit(mainMenu(page, language));
        expect.soft(problems, `menu in ${language}:\n${problems.join('\n')}`).toEqual([]);
      }

      if (isMobile) {
        // a page of the rest of the menu ("More") takes the bar's last place while it is open
        const drawer = await openMoreDrawer(page, 'en-US');
        const elsewhere = drawer.getByRole('navigation').getByRole('link').first();
        const name = (await elsewhere.textContent()) ?? '';
        await elsewhere.click();
        await expect(drawer).toBeHidden();
        await expect(mainMenu(page, 'en-US').getByRole('link', { name, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
      }
    } finally {
      if (current !== 'pt-BR') await switchLanguageSignedIn(page, isMobile, current, 'pt-BR');
    }
  });

  test('standalone links are 24 px targets, and a disabled button can be read', async ({
    page,
    request,
    isMobile,
  }, testInfo) => {
    const account = await approvedAccount(request, testInfo, 'Alvos');
    await openLogin(page);
    await submitLogin(page, account.email, account.password);
    await expect(loginHeading(page)).toBeHidden();
    await page.goto('/profile/contact');
    await expect(page.getByRole('heading', { name: 'Contato', exact: true })).toBeVisible();
    if (isMobile)
      await expectTarget24(page.getByRole('link', { name: 'Voltar para o perfil' }), 'the back link');
    await expectTarget24(
      page.getByRole('link', { name: 'Alterar número', exact: true }),
      'the change-number link',
    );

    await page.goto('/notifications');
    const markAll = page.getByRole('button', { name: 'Marcar todas como lidas', exact: true });
    await expect(markAll).toBeVisible();
    if (await markAll.isEnabled()) await markAll.click();
    await expect(markAll).toBeDisabled();
    expect
      .soft(await textContrast(markAll), 'the disabled button reads at 4.5:1 at least')
      .toBeGreaterThanOrEqual(4.5);
  });
});
