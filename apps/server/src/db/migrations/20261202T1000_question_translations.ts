import type { ColumnType, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/** A question's texts in the languages other than pt-BR (jsonb, written as JSON text): only those written. */
type Translations = ColumnType<Partial<Record<string, string>>, string | undefined, string>;
/** An option with its texts in the other languages (none on options written before). */
export interface TranslatedOption {
  id: string;
  text: string;
  image_url?: string | null;
  translations?: Partial<Record<string, string>>;
}
type Options = ColumnType<TranslatedOption[], string, string>;

/**
 * Question texts per language (docs/assessment.md): `prompt` stays the pt-BR text, always written; the other
 * languages' prompts go in `prompt_translations`, the explanation's in `explanation_translations`, each option's in its own `translations` inside `options` and
 * `right_options`. Existing questions are their pt-BR texts with no translation (`{}`; an option without
 * `translations` has none).
 */
export interface QuestionTranslationColumns {
  prompt_translations: Translations;
  explanation_translations: Translations;
  options: Options;
  right_options: Options;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    alter table assessment_questions
      add column prompt_translations jsonb not null default '{}'
        check (jsonb_typeof(prompt_translations) = 'object'),
      add column explanation_translations jsonb not null default '{}'
        check (jsonb_typeof(explanation_translations) = 'object');
    `,
  );
}
