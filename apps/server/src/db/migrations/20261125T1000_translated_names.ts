import { type ColumnType, type Kysely, sql } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * Names in the four languages for the lists each client writes. `names` sits beside the `name` a client wrote before
 * (kept: it stays the row's untranslated text, what a writer that knows one language still gives); a row with
 * `names` has all four languages (the contract's `TranslatedText`), and `localized` reads it in the request's
 * language, falling back to `name` where `names` is null.
 */
export interface TranslatedNamesColumns {
  names: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
}

export const TRANSLATED_TABLES = ['branches', 'user_groups', 'tags', 'country_areas'] as const;

const LANGUAGES = ['pt-BR', 'en-US', 'es-ES', 'fr-FR'];

/** The same text in every language: what an untranslated text reads as until a client translates it. */
function everyLanguage(text: string): Record<string, string> {
  return Object.fromEntries(LANGUAGES.map((code) => [code, text]));
}

/** A register field with its label (and its options' labels) in every language; anything else stays as it was. */
function translateField(field: unknown): unknown {
  if (typeof field !== 'object' || field === null) return field;
  const { label, options } = field as { label?: unknown; options?: unknown };
  return {
    ...field,
    ...(typeof label === 'string' && { label: everyLanguage(label) }),
    ...(Array.isArray(options) && {
      options: options.map((option: unknown) => {
        const text = (option as { label?: unknown } | null)?.label;
        return typeof text === 'string' ? { ...(option as object), label: everyLanguage(text) } : option;
      }),
    }),
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const complete = `array[${LANGUAGES.map((code) => `'${code}'`).join(', ')}]`;
  const everyLanguageSql = `jsonb_build_object(${LANGUAGES.map((code) => `'${code}', name`).join(', ')})`;
  await runScript(
    db,
    TRANSLATED_TABLES.map(
      (table) => /* sql */ `
      alter table ${table} add column names jsonb
        check (names is null or (jsonb_typeof(names) = 'object' and names ?& ${complete}));
      update ${table} set names = ${everyLanguageSql};`,
    ).join('\n'),
  );
  const settings = await sql<{ client_id: number; register_fields: unknown }>`
    select client_id, register_fields from login_settings`.execute(db);
  for (const row of settings.rows) {
    if (!Array.isArray(row.register_fields)) continue;
    const fields = JSON.stringify(row.register_fields.map(translateField));
    await sql`update login_settings set register_fields = ${fields}::jsonb where client_id = ${row.client_id}`.execute(
      db,
    );
  }
}
