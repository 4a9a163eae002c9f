import type { ImportPreview, QuestionInput } from '@elevar/contract';
import { QUESTION_CSV_MAX_ROWS, QuestionInput as QuestionInputSchema } from '@elevar/contract';
import { QUESTION_TRANSLATION_LANGUAGES, QUESTION_TYPES, type QuestionType } from '@elevar/domain';
import { namedCells, readCsvTable } from '../../../platform/csv.ts';
import { questionFits } from './questions.ts';

/**
 * Questions from a CSV file (the format is `ImportQuestionsRequest`'s, in the contract): each row checked on its own,
 * with the columns at fault, so the author fixes the file and sends it again. Pure: no I/O.
 */

type Row = ImportPreview['rows'][number];
type RowError = Row['errors'][number];

/**
 * Optional columns of the other languages' texts: `prompt_en-US`, `options_en-US` (the options in the same order),
 * `explanation_en-US`.
 */
const TRANSLATION_COLUMNS = QUESTION_TRANSLATION_LANGUAGES.flatMap(
  (code) => [`prompt_${code}`, `options_${code}`, `explanation_${code}`] as const,
);
const COLUMNS = [
  'type',
  'prompt',
  'options',
  'correct',
  'explanation',
  'image_url',
  ...TRANSLATION_COLUMNS,
] as const;
type Cells = Record<(typeof COLUMNS)[number], string>;
const REQUIRED = ['type', 'prompt'] as const;
const MAX_OPTIONS = 50;

const TRUE_WORDS = ['true', 'verdadeiro', 'verdadero', 'vrai', 'v', 't', '1'];
const FALSE_WORDS = ['false', 'falso', 'faux', 'f', '0'];
const list = (value: string) =>
  value
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** The options' numbers a `correct` cell names (from 1), or null when one is not a number of an option. */
function numbers(value: string, count: number): number[] | null {
  const parts = list(value);
  const picked = parts.map((part) => (/^\d+$/.test(part) ? Number(part) : 0));
  return picked.every((n) => n >= 1 && n <= count) ? picked : null;
}

/**
 * The row's texts in the other languages laid on its question: the prompt's, and the options' in the options' order
 * (a matching's as `left=right`); a list of another length than the options is `bad_translation`.
 */
function translate(question: QuestionInput, cells: Cells, errors: RowError[]): QuestionInput {
  const prompt: Record<string, string> = {};
  const explanation: Record<string, string> = {};
  const options = (question.options ?? []).map((o) => ({ ...o, translations: {} as Record<string, string> }));
  const right = (question.right_options ?? []).map((o) => ({
    ...o,
    translations: {} as Record<string, string>,
  }));
  for (const code of QUESTION_TRANSLATION_LANGUAGES) {
    const text = cells[`prompt_${code}`].trim();
    if (text) prompt[code] = text;
    const explained = cells[`explanation_${code}`].trim();
    if (explained) explanation[code] = explained;
    const items = list(cells[`options_${code}`]);
    if (items.length === 0) continue;
    const pairs = right.length ? items.map((item) => item.split('=').map((side) => side.trim())) : null;
    if (
      items.length !== options.length ||
      pairs?.some((pair) => pair.length !== 2 || pair[0] === '' || pair[1] === '')
    ) {
      errors.push({ column: `options_${code}`, code: 'bad_translation' });
      continue;
    }
    items.forEach((item, i) => {
      const [left, match] = pairs?.[i] ?? [item];
      const option = options[i];
      if (option && left) option.translations[code] = left;
      const other = right[i];
      if (other && match) other.translations[code] = match;
    });
  }
  return {
    ...question,
    prompt_translations: prompt,
    explanation_translations: explanation,
    options,
    right_options: right,
  };
}

/** One row's question, or its errors. */
function questionOf(cells: Cells): Pick<Row, 'question' | 'errors'> {
  const errors: RowError[] = [];
  for (const column of REQUIRED) if (cells[column].trim() === '') errors.push({ column, code: 'required' });
  const type = cells.type.trim().toLowerCase();
  if (type !== '' && !QUESTION_TYPES.includes(type as QuestionType))
    errors.push({ column: 'type', code: 'unknown_type' });
  if (errors.length > 0) return { question: null, errors };

  const items = list(cells.options);
  if (items.length > MAX_OPTIONS)
    return { question: null, errors: [{ column: 'options', code: 'too_many_options' }] };
  const options = items.map((text, i) => ({ id: `o${i + 1}`, text }));
  const correct = cells.correct.trim();
  let question: QuestionInput | null = null;
  const base = {
    prompt: cells.prompt.trim(),
    image_url: cells.image_url.trim() || null,
    explanation: cells.explanation.trim() || null,
  };
  switch (type as QuestionType) {
    case 'single':
    case 'multiple': {
      if (options.length < 2) errors.push({ column: 'options', code: 'too_few_options' });
      const picked = numbers(correct, options.length);
      if (!picked || picked.length === 0 || (type === 'single' && picked.length !== 1))
        errors.push({ column: 'correct', code: correct === '' ? 'required' : 'bad_correct' });
      else {
        const ids = [...new Set(picked)].map((n) => `o${n}`);
        question = {
          ...base,
          options,
          key:
            type === 'single'
              ? { type: 'single', correct: ids[0] as string }
              : { type: 'multiple', correct: ids },
        };
      }
      break;
    }
    case 'true_false': {
      const word = correct.toLowerCase();
      if (TRUE_WORDS.includes(word) || FALSE_WORDS.includes(word))
        question = { ...base, key: { type: 'true_false', correct: TRUE_WORDS.includes(word) } };
      else errors.push({ column: 'correct', code: correct === '' ? 'required' : 'bad_correct' });
      break;
    }
    case 'matching': {
      const pairs = items.map((item) => item.split('=').map((side) => side.trim()));
      if (pairs.some((pair) => pair.length !== 2 || pair[0] === '' || pair[1] === ''))
        errors.push({ column: 'options', code: 'bad_pair' });
      else if (pairs.length < 2) errors.push({ column: 'options', code: 'too_few_options' });
      else
        question = {
          ...base,
          options: pairs.map(([left], i) => ({ id: `l${i + 1}`, text: left as string })),
          right_options: pairs.map(([, right], i) => ({ id: `r${i + 1}`, text: right as string })),
          key: {
            type: 'matching',
            pairs: Object.fromEntries(pairs.map((_, i) => [`l${i + 1}`, `r${i + 1}`])),
          },
        };
      break;
    }
    case 'ordering':
      if (options.length < 2) errors.push({ column: 'options', code: 'too_few_options' });
      else question = { ...base, options, key: { type: 'ordering', order: options.map((o) => o.id) } };
      break;
    case 'short_answer': {
      const accepted = list(correct);
      if (accepted.length === 0) errors.push({ column: 'correct', code: 'required' });
      else question = { ...base, key: { type: 'short_answer', accepted } };
      break;
    }
  }
  if (!question) return { question: null, errors };
  question = translate(question, cells, errors);
  if (errors.length > 0) return { question: null, errors };
  const parsed = QuestionInputSchema.safeParse(question);
  if (!parsed.success) {
    const columns = new Set(
      parsed.error.issues.map((issue) =>
        issue.path[0] === 'prompt_translations' || issue.path[0] === 'explanation_translations'
          ? `${String(issue.path[0]).replace('_translations', '')}_${String(issue.path[1])}`
          : String(issue.path[0] ?? 'row'),
      ),
    );
    return {
      question: null,
      errors: [...columns].map((column) => ({
        column: column === 'key' || column === 'right_options' ? 'correct' : column,
        code: column === 'image_url' ? 'bad_url' : column === 'key' ? 'bad_correct' : 'too_long',
      })),
    };
  }
  if (!questionFits(parsed.data)) return { question: null, errors: [{ column: 'row', code: 'invalid_key' }] };
  return { question: parsed.data, errors: [] };
}

/** The file read row by row: each row's question or errors, or why the file as a whole cannot be read. */
export function readQuestionCsv(text: string): Omit<ImportPreview, 'imported'> {
  const table = readCsvTable(text, [...REQUIRED, 'options', 'correct'], QUESTION_CSV_MAX_ROWS);
  const empty = { rows: [], valid: 0, invalid: 0 };
  if ('error' in table) return { ...empty, header_error: table.error };
  const rows: Row[] = table.lines.map(({ cells, line }) => {
    const named = namedCells(table.header, cells, COLUMNS) as Cells;
    const { question, errors } = questionOf(named);
    return { line, prompt: named.prompt.trim(), type: named.type.trim(), errors, question };
  });
  const invalid = rows.filter((row) => row.errors.length > 0).length;
  return { rows, valid: rows.length - invalid, invalid, header_error: null };
}
