import { type LanguageCode, localized } from '@elevar/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';

// SQL's localized_text must read a stored text exactly as the domain's `localized` does: lists read it in SQL
// (the learning catalogue), answers of one item in JavaScript, and the two must never disagree.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const LANGUAGES: LanguageCode[] = ['pt-BR', 'en-US', 'es-ES', 'fr-FR'];

async function inSql(stored: unknown, language: LanguageCode, clientLanguage: LanguageCode) {
  const { rows } = await sql<{ text: string }>`select localized_text(${JSON.stringify(stored)}::jsonb,
    ${language}, ${clientLanguage}) as text`.execute(t.db);
  return rows[0]?.text;
}

describe('localized_text', () => {
  it('falls back as `localized` does: the language, the client default, pt-BR, the first written', async () => {
    expect(await inSql({ 'pt-BR': 'Olá', 'en-US': 'Hello' }, 'en-US', 'pt-BR')).toBe('Hello');
    expect(await inSql({ 'pt-BR': 'Olá', 'es-ES': 'Hola', 'en-US': '' }, 'en-US', 'es-ES')).toBe('Hola');
    expect(await inSql({ 'pt-BR': 'Olá', 'fr-FR': 'Salut' }, 'en-US', 'es-ES')).toBe('Olá');
    expect(await inSql({ 'fr-FR': 'Salut' }, 'en-US', 'es-ES')).toBe('Salut');
    expect(await inSql('Plain text', 'en-US', 'pt-BR')).toBe('Plain text');
    expect(await inSql({}, 'en-US', 'pt-BR')).toBe('');
    expect(await inSql(null, 'en-US', 'pt-BR')).toBe('');
  });

  it('agrees with `localized` on any stored text', async () => {
    const text = fc.oneof(
      fc.dictionary(fc.constantFrom(...LANGUAGES), fc.constantFrom('', 'a', 'Olá', 'b c'), { maxKeys: 4 }),
      fc.constantFrom('', 'plain'),
    );
    const language = fc.constantFrom(...LANGUAGES);
    await fc.assert(
      fc.asyncProperty(text, language, language, async (stored, asked, clientDefault) => {
        // pg parses jsonb back in the database's key order, as an answer read in JavaScript would see it
        const { rows } = await sql<{
          parsed: unknown;
        }>`select ${JSON.stringify(stored)}::jsonb as parsed`.execute(t.db);
        const parsed = rows[0]?.parsed as Parameters<typeof localized>[0];
        expect(await inSql(stored, asked, clientDefault)).toBe(localized(parsed, asked, '', clientDefault));
      }),
      { numRuns: 60 },
    );
  });
});
