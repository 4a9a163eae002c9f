import type { AttemptResult } from './attempts.ts';

/**
 * Question types and how each is scored (issue 14). A question is correct or not (no partial credit); an attempt's
 * score is the share of its questions answered correctly, 0–100 with two decimals. The answer key stays on the
 * server: the learner's screens receive the question without it until the attempt is submitted.
 */
export const QUESTION_TYPES = [
  'single',
  'multiple',
  'true_false',
  'matching',
  'ordering',
  'short_answer',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The answer key of each type (option, item and pair ids are the question's own). */
export type AnswerKey =
  | { type: 'single'; correct: string }
  | { type: 'multiple'; correct: string[] }
  | { type: 'true_false'; correct: boolean }
  | { type: 'matching'; pairs: Record<string, string> }
  | { type: 'ordering'; order: string[] }
  | { type: 'short_answer'; accepted: string[] };

/** A learner's answer to one question, as saved while the attempt runs. */
export type Answer =
  | { type: 'single'; choice: string }
  | { type: 'multiple'; choices: string[] }
  | { type: 'true_false'; value: boolean }
  | { type: 'matching'; pairs: Record<string, string> }
  | { type: 'ordering'; order: string[] }
  | { type: 'short_answer'; text: string };

/**
 * A short answer as compared: accents, case, surrounding and repeated spaces and a final full stop do not count
 * ("São Paulo." matches "sao paulo").
 */
export function normalizeShortAnswer(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en-US')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!]+$/u, '')
    .trim();
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((item) => right.has(item)) && a.length === left.size;
}

/** Whether an answer (absent: unanswered) is correct for its key. An answer of another type is wrong. */
export function isCorrect(key: AnswerKey, answer: Answer | null | undefined): boolean {
  if (!answer || answer.type !== key.type) return false;
  switch (key.type) {
    case 'single':
      return (answer as Extract<Answer, { type: 'single' }>).choice === key.correct;
    case 'multiple':
      return sameSet((answer as Extract<Answer, { type: 'multiple' }>).choices, key.correct);
    case 'true_false':
      return (answer as Extract<Answer, { type: 'true_false' }>).value === key.correct;
    case 'matching': {
      const pairs = (answer as Extract<Answer, { type: 'matching' }>).pairs;
      const lefts = Object.keys(key.pairs);
      return (
        Object.keys(pairs).length === lefts.length && lefts.every((left) => pairs[left] === key.pairs[left])
      );
    }
    case 'ordering': {
      const order = (answer as Extract<Answer, { type: 'ordering' }>).order;
      return order.length === key.order.length && order.every((item, index) => item === key.order[index]);
    }
    case 'short_answer': {
      const given = normalizeShortAnswer((answer as Extract<Answer, { type: 'short_answer' }>).text);
      return given !== '' && key.accepted.some((variant) => normalizeShortAnswer(variant) === given);
    }
  }
}

/** An attempt's score: each question by its key, the share correct as 0–100 with two decimals. */
export function scoreAttempt(
  questions: readonly { id: number; key: AnswerKey }[],
  answers: Readonly<Record<string, Answer | undefined>>,
): AttemptResult & { correctIds: number[] } {
  const correctIds = questions.filter((q) => isCorrect(q.key, answers[String(q.id)])).map((q) => q.id);
  const total = questions.length;
  const score = total === 0 ? 0 : Math.round((correctIds.length * 10000) / total) / 100;
  return { score, correct: correctIds.length, total, correctIds };
}

/** Whether an answer key is well formed for its question's ids (authoring checks it before storing). */
export function keyFitsIds(
  key: AnswerKey,
  ids: { options: readonly string[]; right: readonly string[] },
): boolean {
  const known = new Set(ids.options);
  switch (key.type) {
    case 'single':
      return known.has(key.correct);
    case 'multiple':
      return key.correct.length > 0 && key.correct.every((id) => known.has(id));
    case 'true_false':
      return true;
    case 'matching': {
      const right = new Set(ids.right);
      const lefts = Object.keys(key.pairs);
      return (
        lefts.length === ids.options.length &&
        lefts.every((left) => known.has(left) && right.has(key.pairs[left] ?? ''))
      );
    }
    case 'ordering':
      return key.order.length === ids.options.length && sameSet(key.order, ids.options);
    case 'short_answer':
      return key.accepted.some((variant) => normalizeShortAnswer(variant) !== '');
  }
}

/** A Fisher–Yates shuffle on `random` (0 ≤ r < 1): the server's draw of questions and of options' order. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * The order an ordering question's items are shown in: always shuffled (the stored order may be the answer), and
 * never the right order itself when there are two items or more (rotated by one then), so an item left untouched is
 * never taken for an answer the learner did not give.
 */
export function orderingDisplay(
  ids: readonly string[],
  rightOrder: readonly string[],
  random: () => number,
): string[] {
  const out = shuffled(ids, random);
  const isRight =
    out.length > 1 && out.length === rightOrder.length && out.every((id, i) => id === rightOrder[i]);
  return isRight ? [...out.slice(1), out[0] as string] : out;
}

/** The questions of one attempt: `count` of the bank drawn at random (all of them, shuffled, when null or more). */
export function drawQuestions<T>(bank: readonly T[], count: number | null, random: () => number): T[] {
  const all = shuffled(bank, random);
  return count === null ? all : all.slice(0, count);
}
