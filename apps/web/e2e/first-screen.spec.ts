import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Response, test } from '@playwright/test';
import { loginHeading } from './app.ts';
import { TEXTS } from './texts.ts';

/** What the build's budget check counted for the login's first screen (scripts/report-bundle.mjs). */
const firstScreen = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../dist/.vite/first-screen.json'), 'utf8'),
) as { budgetKb: number; gzipBytes: number; files: string[] };

test.describe('the first screen', () => {
  for (const { site, path: url, lang } of [
    { site: 'the academy (pt-BR, cookie dialog)', path: '/', lang: 'pt-BR' as const },
    {
      // its `/` shows its portfolio (the demo's portfolio setting): the portfolio's sign-in is its login
      site: 'the rewards programme (es-ES, cookie banner)',
      path: '/login-redirect-v2?client=chip-rewards',
      lang: 'es-ES' as const,
    },
  ]) {
    test(`a fresh visit to ${site} loads only the scripts the bundle budget counts, compressed`, async ({
      page,
    }) => {
      const responses: Response[] = [];
      page.on('response', (response) => responses.push(response));
      await page.goto(url);
      await expect(loginHeading(page, lang)).toBeVisible();
      await expect(page.getByText(TEXTS[lang].cookieTitle, { exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');

      const scripts = responses.filter((response) => response.request().resourceType() === 'script');
      const loaded = scripts.map((response) => new URL(response.url()).pathname.slice(1));
      expect(loaded.length).toBeGreaterThan(0);
      expect(loaded.filter((file) => !firstScreen.files.includes(file))).toEqual([]);
      expect(firstScreen.gzipBytes).toBeLessThanOrEqual(firstScreen.budgetKb * 1024);

      // the shell, its scripts and its styles arrive brotli-compressed, the hashed ones cached for good
      const files = responses.filter((response) =>
        ['document', 'script', 'stylesheet'].includes(response.request().resourceType()),
      );
      for (const response of files) {
        const headers = await response.allHeaders();
        expect(headers['content-encoding'], response.url()).toBe('br');
        if (new URL(response.url()).pathname.startsWith('/assets/'))
          expect(headers['cache-control'], response.url()).toContain('immutable');
      }
    });
  }
});
