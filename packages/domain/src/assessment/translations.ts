import type { LanguageCode } from '../shared/languages.ts';

/**
 * The languages a question's texts may be translated into (docs/assessment.md): the prompt and options are written
 * in pt-BR, always; these are optional, and a learner whose language has none reads the client's default language's
 * text, else the pt-BR one (`localized`).
 */
export const QUESTION_TRANSLATION_LANGUAGES = ['en-US', 'es-ES', 'fr-FR'] as const satisfies readonly Exclude<
  LanguageCode,
  'pt-BR'
>[];
export type QuestionTranslationLanguage = (typeof QUESTION_TRANSLATION_LANGUAGES)[number];

export function isQuestionTranslationLanguage(value: string): value is QuestionTranslationLanguage {
  return (QUESTION_TRANSLATION_LANGUAGES as readonly string[]).includes(value);
}
