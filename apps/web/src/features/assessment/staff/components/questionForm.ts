import type { AuthoringQuestion, QuestionInput } from '@elevar/contract';
import { QUESTION_TYPES, type QuestionType } from '@elevar/domain';
import type { FormErrors } from '../../../../ui/useForm.ts';
import type { StaffT } from '../i18n.ts';

/**
 * A question as its editor holds it: the prompt, the options (the choices, the items in their right order, or a
 * matching's left side paired by position with `right`), which options are right, a true/false's answer and a short
 * answer's accepted variants (one a line).
 */
export interface QuestionFormValues {
  type: QuestionType;
  prompt: string;
  imageUrl: string;
  explanation: string;
  options: { id: string; text: string }[];
  right: { id: string; text: string }[];
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
    imageUrl: '',
    explanation: '',
    options: [
      { id: newOptionId(), text: '' },
      { id: newOptionId(), text: '' },
    ],
    right: [
      { id: newOptionId('r'), text: '' },
      { id: newOptionId('r'), text: '' },
    ],
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
    imageUrl: question.image_url ?? '',
    explanation: question.explanation ?? '',
    options: question.options.map((o) => ({ id: o.id, text: o.text })),
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
          return match ? { id: match.id, text: match.text } : { id: newOptionId('r'), text: '' };
        }),
      };
    case 'short_answer':
      return { ...base, accepted: key.accepted.join('\n') };
  }
}

const filled = (items: { id: string; text: string }[]) =>
  items.map((o) => ({ id: o.id, text: o.text.trim() })).filter((o) => o.text !== '');

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
    image_url: values.imageUrl.trim() || null,
    explanation: values.explanation.trim() || null,
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
        return left.text.trim() && right?.text.trim()
          ? [
              {
                left: { id: left.id, text: left.text.trim() },
                right: { id: right.id, text: right.text.trim() },
              },
            ]
          : [];
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
