import type { AuthoringQuestion, QuestionInput } from '@elevar/contract';
import {
  QUESTION_TRANSLATION_LANGUAGES,
  QUESTION_TYPES,
  type QuestionTranslationLanguage,
  type QuestionType,
} from '@elevar/domain';
import type { FormErrors } from '../../../../ui/useForm.ts';
import type { StaffT } from '../i18n.ts';

/** A text in each of the other languages, as typed (blank: none). */
export type Translations = Record<QuestionTranslationLanguage, string>;

/** An option as the editor holds it: its pt-BR text and its translations. */
export interface OptionValue {
  id: string;
  text: string;
  translations: Translations;
}

export function noTranslations(stored: Partial<Record<string, string>> = {}): Translations {
  return Object.fromEntries(
    QUESTION_TRANSLATION_LANGUAGES.map((code) => [code, stored[code] ?? '']),
  ) as Translations;
}

/** A new or stored option as the editor holds it. */
export const option = (
  id: string,
  text = '',
  translations?: Partial<Record<string, string>>,
): OptionValue => ({
  id,
  text,
  translations: noTranslations(translations),
});

/**
 * A question as its editor holds it (texts in pt-BR, each with its optional translations): the prompt, the options (the choices, the items in their right order, or a
 * matching's left side paired by position with `right`), which options are right, a true/false's answer and a short
 * answer's accepted variants (one a line).
 */
export interface QuestionFormValues {
  type: QuestionType;
  prompt: string;
  promptTranslations: Translations;
  imageUrl: string;
  explanation: string;
  explanationTranslations: Translations;
  options: OptionValue[];
  right: OptionValue[];
  correct: string[];
  truth: 'true' | 'false';
  accepted: string;
}

export const QUESTION_FIELDS = [
  'type',
  'prompt',
  'image_url',
  'options',
  'correct',
  'accepted',
  'explanation',
];

let serial = 0;
/** A new option's id, unique in the editor (the server only asks ids to be distinct within a question). */
export function newOptionId(prefix = 'o'): string {
  serial += 1;
  return `${prefix}${Date.now().toString(36)}${serial}`;
}

export function isQuestionType(value: string): value is QuestionType {
  return (QUESTION_TYPES as readonly string[]).includes(value);
}

export function emptyQuestionValues(): QuestionFormValues {
  return {
    type: 'single',
    prompt: '',
    promptTranslations: noTranslations(),
    imageUrl: '',
    explanation: '',
    explanationTranslations: noTranslations(),
    options: [option(newOptionId()), option(newOptionId())],
    right: [option(newOptionId('r')), option(newOptionId('r'))],
    correct: [],
    truth: 'true',
    accepted: '',
  };
}

/** The editor's values of a stored question. */
export function questionValuesOf(question: AuthoringQuestion): QuestionFormValues {
  const base = {
    ...emptyQuestionValues(),
    type: question.type,
    prompt: question.prompt,
    promptTranslations: noTranslations(question.prompt_translations),
    imageUrl: question.image_url ?? '',
    explanation: question.explanation ?? '',
    explanationTranslations: noTranslations(question.explanation_translations),
    options: question.options.map((o) => option(o.id, o.text, o.translations)),
  };
  const key = question.key;
  switch (key.type) {
    case 'single':
      return { ...base, correct: [key.correct] };
    case 'multiple':
      return { ...base, correct: key.correct };
    case 'true_false':
      return { ...base, truth: key.correct ? 'true' : 'false' };
    case 'ordering':
      return {
        ...base,
        options: key.order.flatMap((id) => base.options.filter((o) => o.id === id)),
      };
    case 'matching':
      return {
        ...base,
        right: base.options.map((left) => {
          const match = question.right_options.find((r) => r.id === key.pairs[left.id]);
          return match ? option(match.id, match.text, match.translations) : option(newOptionId('r'));
        }),
      };
    case 'short_answer':
      return { ...base, accepted: key.accepted.join('\n') };
  }
}

/** The translations typed (blank ones left out: the learner then reads the fallback). */
function written(translations: Translations): Partial<Translations> {
  return Object.fromEntries(
    QUESTION_TRANSLATION_LANGUAGES.flatMap((code) => {
      const text = translations[code].trim();
      return text ? [[code, text]] : [];
    }),
  );
}

const sent = (o: OptionValue) => ({ id: o.id, text: o.text.trim(), translations: written(o.translations) });

const filled = (items: OptionValue[]) => items.map(sent).filter((o) => o.text !== '');

/** What is wrong before sending (the server checks again, key against options). */
export function validateQuestion(values: QuestionFormValues, t: StaffT): FormErrors {
  const errors: FormErrors = {};
  if (!values.prompt.trim()) errors.prompt = { code: 'field.required' };
  const options = filled(values.options);
  switch (values.type) {
    case 'single':
    case 'multiple': {
      if (options.length < 2) errors.options = { message: t('question.errors.twoOptions') };
      const right = values.correct.filter((id) => options.some((o) => o.id === id));
      if (right.length === 0 || (values.type === 'single' && right.length !== 1))
        errors.correct = { message: t('question.errors.markCorrect') };
      break;
    }
    case 'ordering':
      if (options.length < 2) errors.options = { message: t('question.errors.twoOptions') };
      break;
    case 'matching': {
      const pairs = values.options.filter((o, i) => o.text.trim() || values.right[i]?.text.trim());
      if (pairs.length < 2) errors.options = { message: t('question.errors.twoPairs') };
      else if (values.options.some((o, i) => !o.text.trim() !== !values.right[i]?.text.trim()))
        errors.options = { message: t('question.errors.incompletePair') };
      break;
    }
    case 'short_answer':
      if (!values.accepted.trim()) errors.accepted = { message: t('question.errors.accepted') };
      break;
    case 'true_false':
      break;
  }
  return errors;
}

/** The question as the server takes it: the type's options and key only. */
export function questionRequest(values: QuestionFormValues): QuestionInput {
  const base = {
    prompt: values.prompt.trim(),
    prompt_translations: written(values.promptTranslations),
    image_url: values.imageUrl.trim() || null,
    explanation: values.explanation.trim() || null,
    explanation_translations: values.explanation.trim() ? written(values.explanationTranslations) : {},
  };
  const options = filled(values.options);
  switch (values.type) {
    case 'single':
      return { ...base, options, key: { type: 'single', correct: values.correct[0] ?? '' } };
    case 'multiple':
      return {
        ...base,
        options,
        key: { type: 'multiple', correct: values.correct.filter((id) => options.some((o) => o.id === id)) },
      };
    case 'true_false':
      return { ...base, key: { type: 'true_false', correct: values.truth === 'true' } };
    case 'ordering':
      return { ...base, options, key: { type: 'ordering', order: options.map((o) => o.id) } };
    case 'matching': {
      const pairs = values.options.flatMap((left, i) => {
        const right = values.right[i];
        return left.text.trim() && right?.text.trim() ? [{ left: sent(left), right: sent(right) }] : [];
      });
      return {
        ...base,
        options: pairs.map((p) => p.left),
        right_options: pairs.map((p) => p.right),
        key: { type: 'matching', pairs: Object.fromEntries(pairs.map((p) => [p.left.id, p.right.id])) },
      };
    }
    case 'short_answer':
      return {
        ...base,
        key: {
          type: 'short_answer',
          accepted: values.accepted
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line !== ''),
        },
      };
  }
}
