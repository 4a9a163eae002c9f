import { expect, type Page } from '@playwright/test';

/**
 * Fails (softly, like axe) when the page asked for a text that no locale file has: the app reports each one on the
 * console as "Missing text: namespace:key (language)" (src/i18n/index.ts). Reported once: the messages are cleared.
 */
export async function expectNoMissingTexts(page: Page, screen = page.url()): Promise<void> {
  const missing = (await page.consoleMessages({ filter: 'all' }))
    .map((message) => message.text())
    .filter((text) => text.startsWith('Missing text: '));
  await page.clearConsoleMessages();
  expect.soft(missing, `texts missing from every locale file, asked for up to ${screen}`).toEqual([]);
}
