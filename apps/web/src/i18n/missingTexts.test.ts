import { describe, expect, it } from 'vitest';
import { createI18n, onMissingText } from './index.ts';

async function reportedBy(strict: boolean, ask: (t: (key: string) => string) => void) {
  const reported: string[] = [];
  const restore = onMissingText((key, language) => reported.push(`${key} (${language})`), { strict });
  try {
    const i18n = await createI18n('fr-FR');
    i18n.addResourceBundle('pt-BR', 'points', { only: { inPortuguese: 'Só em português' } });
    // keys the typed `t` does not know, on purpose
    const t = i18n.t as unknown as (key: string) => string;
    ask((key) => t(key));
  } finally {
    restore();
  }
  return reported;
}

describe('missing texts', () => {
  it('are reported with their namespace and the language asked in; texts the language has are not', async () => {
    const reported = await reportedBy(false, (t) => {
      expect(t('common.loading')).not.toBe('common.loading');
      t('no.such.text');
      t('points:levels.unknown');
      expect(t('points:only.inPortuguese')).toBe('Só em português');
    });
    expect(reported).toEqual(['translation:no.such.text (fr-FR)', 'points:levels.unknown (fr-FR)']);
  });

  it('strictly (the unit tests), include a text only the pt-BR fallback has', async () => {
    const reported = await reportedBy(true, (t) => {
      t('common.loading');
      t('points:only.inPortuguese');
    });
    expect(reported).toEqual(['points:only.inPortuguese (fr-FR)']);
  });
});
