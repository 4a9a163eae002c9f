import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.ts';
import { FormattedDate } from './FormattedDate.tsx';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

async function shown(value: string, language: 'pt-BR' | 'en-US' | 'es-ES' | 'fr-FR') {
  const i18n = await createI18n(language);
  const { unmount } = render(
    <I18nextProvider i18n={i18n}>
      <FormattedDate value={value} />
    </I18nextProvider>,
  );
  const text = screen.getByText(/\d/).textContent;
  unmount();
  return text;
}

describe('FormattedDate', () => {
  it("orders the date by the interface language's SPEC §9 rule", async () => {
    expect(await shown('2026-12-15T15:00:00Z', 'pt-BR')).toBe('15/12/2026');
    expect(await shown('2026-12-15T15:00:00Z', 'es-ES')).toBe('15/12/2026');
    expect(await shown('2026-12-15T15:00:00Z', 'en-US')).toBe('12-15-2026');
    expect(await shown('2026-12-15T15:00:00Z', 'fr-FR')).toBe('12-15-2026');
  });

  it('shows a calendar day as that day west of UTC too, and an instant on its day in the user zone', async () => {
    process.env.TZ = 'America/Sao_Paulo';
    expect(await shown('2026-12-15', 'pt-BR')).toBe('15/12/2026');
    expect(await shown('2026-12-15T01:00:00Z', 'pt-BR')).toBe('14/12/2026');
  });
});
