import { describe, expect, it } from 'vitest';
import { languageById, localized, negotiateLanguage } from './languages.ts';

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

describe('localized', () => {
  const names = { 'pt-BR': 'Vendedores', 'en-US': 'Salespeople', 'es-ES': 'Vendedores', 'fr-FR': 'Vendeurs' };

  it("reads the language's text", () => {
    expect(localized(names, 'fr-FR')).toBe('Vendeurs');
    expect(localized(names, 'en-US')).toBe('Salespeople');
  });

  it('falls back to pt-BR, then to the untranslated column, for rows stored before translations', () => {
    expect(localized({ 'pt-BR': 'Sudeste' }, 'es-ES')).toBe('Sudeste');
    expect(localized({ 'pt-BR': 'Sudeste', 'es-ES': '' }, 'es-ES')).toBe('Sudeste');
    expect(localized(null, 'en-US', 'Ontario')).toBe('Ontario');
    expect(localized({}, 'en-US', 'Ontario')).toBe('Ontario');
  });

  it('reads another language when pt-BR is missing, and a plain string as the same text in every language', () => {
    expect(localized({ 'en-US': 'Sellers' }, 'es-ES')).toBe('Sellers');
    expect(localized('Documento', 'fr-FR')).toBe('Documento');
  });
});
