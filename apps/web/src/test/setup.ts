import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { onMissingText } from '../i18n/index.ts';

// A text a screen asks for that its language lacks fails the test that rendered it, even where the app would fall
// back to pt-BR (a namespace not loaded in that language); i18n/locales.test.ts keeps the four files of every
// locale folder on the same keys.
const missingTexts = new Set<string>();
onMissingText((key, language) => missingTexts.add(`${key} (${language})`), { strict: true });

// The page's address when the file starts: a test that let the page navigate (happy-dom follows a clicked link,
// a blob's included) would leave the next test, of this file or of the next one sharing the worker, at an address
// no relative URL resolves against.
const startUrl = window.location.href;

afterEach(() => {
  cleanup();
  if (window.location.href !== startUrl && !/^https?:/.test(window.location.href))
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(startUrl);
  // Mantine's notifications live in a module-level store: a toast left by one test is not the next one's alert
  notifications.clean();
  const missing = [...missingTexts];
  missingTexts.clear();
  expect(missing, 'texts asked for that no locale file has').toEqual([]);
});
