import { describe, expect, it } from 'vitest';
import { languageById, negotiateLanguage } from './languages.ts';

describe('languages', () => {
  it('keeps the SPEC ids: 1 is Portuguese and 3 is Spanish', () => {
    expect(languageById(1)?.code).toBe('pt-BR');
    expect(languageById(3)?.code).toBe('es-ES');
  });

  it('negotiates Accept-Language by quality, then by primary subtag', () => {
    expect(negotiateLanguage('fr-CA,fr;q=0.9,en;q=0.8').code).toBe('fr-FR');
    expect(negotiateLanguage('de-DE,en;q=0.5,es;q=0.7').code).toBe('es-ES');
    expect(negotiateLanguage('de-DE').code).toBe('pt-BR');
    expect(negotiateLanguage(undefined).code).toBe('pt-BR');
    expect(negotiateLanguage('en-US').code).toBe('en-US');
  });
});
