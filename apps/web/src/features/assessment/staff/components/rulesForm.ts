import type { TestSettings, TestSettingsInput } from '@elevar/contract';
import type { FormErrors } from '../../../../ui/useForm.ts';
import type { StaffT } from '../i18n.ts';

/** A test's rules as the form holds them: numbers as typed, blank meaning "unlimited", "all" or "none". */
export interface RulesFormValues {
  bankId: string;
  maxAttempts: string;
  minScore: string;
  minCorrect: string;
  questionCount: string;
  timeLimitMinutes: string;
  showCorrections: boolean;
  shuffleOptions: boolean;
  onePerPage: boolean;
}

export const RULES_FIELDS = [
  'bank_id',
  'max_attempts',
  'min_score',
  'min_correct',
  'question_count',
  'time_limit_seconds',
];

export function rulesValuesOf(settings: TestSettings | null): RulesFormValues {
  if (!settings)
    return {
      bankId: '',
      maxAttempts: '',
      minScore: '70',
      minCorrect: '0',
      questionCount: '',
      timeLimitMinutes: '',
      showCorrections: false,
      shuffleOptions: true,
      onePerPage: true,
    };
  return {
    bankId: String(settings.bank_id),
    maxAttempts: settings.max_attempts === null ? '' : String(settings.max_attempts),
    minScore: String(settings.min_score ?? 70),
    minCorrect: String(settings.min_correct ?? 0),
    questionCount: settings.question_count === null ? '' : String(settings.question_count),
    timeLimitMinutes:
      settings.time_limit_seconds === null
        ? ''
        : String(Math.max(1, Math.round(settings.time_limit_seconds / 60))),
    showCorrections: settings.show_corrections ?? false,
    shuffleOptions: settings.shuffle_options ?? true,
    onePerPage: settings.one_per_page ?? true,
  };
}

function whole(value: string, min: number, max: number): number | null {
  const text = value.trim();
  if (!/^\d{1,6}$/.test(text)) return null;
  const number = Number(text);
  return number >= min && number <= max ? number : null;
}

/** What is wrong before sending; the server checks the bank can give the count (409). */
export function validateRules(values: RulesFormValues, t: StaffT): FormErrors {
  const errors: FormErrors = {};
  const range = (min: number, max: number) => ({ message: t('rules.errors.whole', { min, max }) });
  if (!values.bankId) errors.bank_id = { message: t('rules.errors.bank') };
  if (values.maxAttempts.trim() && whole(values.maxAttempts, 1, 100) === null)
    errors.max_attempts = range(1, 100);
  if (whole(values.minScore, 0, 100) === null) errors.min_score = range(0, 100);
  if (whole(values.minCorrect, 0, 500) === null) errors.min_correct = range(0, 500);
  if (values.questionCount.trim() && whole(values.questionCount, 1, 500) === null)
    errors.question_count = range(1, 500);
  if (values.timeLimitMinutes.trim() && whole(values.timeLimitMinutes, 1, 1440) === null)
    errors.time_limit_seconds = range(1, 1440);
  return errors;
}

export function rulesRequest(values: RulesFormValues): TestSettingsInput {
  const optional = (text: string) => (text.trim() ? Number(text.trim()) : null);
  const minutes = optional(values.timeLimitMinutes);
  return {
    bank_id: Number(values.bankId),
    max_attempts: optional(values.maxAttempts),
    min_score: Number(values.minScore),
    min_correct: Number(values.minCorrect),
    question_count: optional(values.questionCount),
    time_limit_seconds: minutes === null ? null : minutes * 60,
    show_corrections: values.showCorrections,
    shuffle_options: values.shuffleOptions,
    one_per_page: values.onePerPage,
  };
}
