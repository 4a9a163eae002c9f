/** The four interface languages. Ids are fixed by SPEC §3: 1 = pt-BR and 3 = es-ES. */
export const LANGUAGES = [
  { id: 1, code: 'pt-BR', name: 'Português (Brasil)' },
  { id: 2, code: 'en-US', name: 'English (US)' },
  { id: 3, code: 'es-ES', name: 'Español' },
  { id: 4, code: 'fr-FR', name: 'Français' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language['code'];
export type LanguageId = Language['id'];

export const DEFAULT_LANGUAGE: Language = LANGUAGES[0];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as LanguageCode[];

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as string[]).includes(value);
}

export function languageById(id: number): Language | undefined {
  return LANGUAGES.find((l) => l.id === id);
}

export function languageByCode(code: string): Language | undefined {
  return LANGUAGES.find((l) => l.code.toLowerCase() === code.toLowerCase());
}

/**
 * Picks the best supported language for an Accept-Language header
 * ("es-AR,es;q=0.9,en;q=0.8"): exact tag first, then the same primary subtag.
 */
export function negotiateLanguage(
  header: string | undefined | null,
  fallback: Language = DEFAULT_LANGUAGE,
): Language {
  if (!header) return fallback;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const exact = languageByCode(tag);
    if (exact) return exact;
    const primary = tag.split('-')[0]?.toLowerCase();
    const partial = LANGUAGES.find((l) => l.code.split('-')[0]?.toLowerCase() === primary);
    if (partial) return partial;
  }
  return fallback;
}

/**
 * A text a client writes, per language as stored (jsonb): all four languages when written through the contract's
 * `TranslatedText`, fewer (or one plain string, the same in every language) on rows stored before translations.
 */
export type StoredText = Readonly<Partial<Record<string, string>>> | string;

/**
 * The one way a stored text is read in a language: that language's text, else the client's default language's
 * when given (texts a client writes in only some languages, such as a course's), else pt-BR's (the default language, which
 * rows stored before translations always have), else any language it has, else `fallback` (the row's untranslated
 * column, when it has one).
 */
export function localized(
  text: StoredText | null | undefined,
  language: LanguageCode,
  fallback = '',
  clientDefault?: LanguageCode,
): string {
  if (typeof text === 'string') return text || fallback;
  if (!text) return fallback;
  return (
    text[language] ||
    (clientDefault && text[clientDefault]) ||
    text[DEFAULT_LANGUAGE.code] ||
    Object.values(text).find(Boolean) ||
    fallback
  );
}
