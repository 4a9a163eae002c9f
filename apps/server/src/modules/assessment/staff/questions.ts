import type { AuthoringQuestion, QuestionInput } from '@elevar/contract';
import { QuestionInput as QuestionInputSchema } from '@elevar/contract';
import { keyFitsIds } from '@elevar/domain';
import { sql } from 'kysely';
import type { ServiceContext } from '../../../context.ts';
import type { Trx } from '../../../db/transaction.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { QUESTION_COLUMNS } from '../queries.ts';
import { toAuthoringQuestion } from './banks.ts';
import { audit, findBank, scopeOf } from './scope.ts';

/** A bank's questions: added, replaced, archived (kept for the attempts that asked them, no longer drawn). */

type ParsedQuestion = ReturnType<typeof QuestionInputSchema.parse>;

/**
 * Whether a question holds together: distinct option ids, the options its type needs (two choices or items, two
 * on each side of a matching) and a key that names only them (a multiple choice at least one right option).
 */
export function questionFits(body: ParsedQuestion): boolean {
  const options = body.options.map((o) => o.id);
  const right = body.right_options.map((o) => o.id);
  const distinct = (ids: string[]) => new Set(ids).size === ids.length;
  const needsOptions = ['single', 'multiple', 'matching', 'ordering'].includes(body.key.type);
  return (
    distinct(options) &&
    distinct(right) &&
    (!needsOptions || options.length >= 2) &&
    (body.key.type !== 'matching' || right.length >= 2) &&
    keyFitsIds(body.key, { options, right })
  );
}

function checkedQuestion(input: QuestionInput): ParsedQuestion {
  const body = QuestionInputSchema.parse(input);
  if (!questionFits(body)) throw new AppError('assessment.invalid_key', 422);
  return body;
}

/** The translations written (blank ones are none: the reader falls back). */
function written(translations: Partial<Record<string, string | undefined>>): Partial<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(translations).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

function storedOptions(options: ParsedQuestion['options']) {
  return JSON.stringify(options.map((option) => ({ ...option, translations: written(option.translations) })));
}

function questionValues(body: ParsedQuestion) {
  return {
    type: body.key.type,
    prompt: body.prompt,
    prompt_translations: JSON.stringify(written(body.prompt_translations)),
    image_url: body.image_url ?? null,
    options: storedOptions(body.options),
    right_options: storedOptions(body.right_options),
    answer_key: JSON.stringify(body.key),
    explanation: body.explanation ?? null,
    // a translation explains nothing without the pt-BR explanation it translates
    explanation_translations: JSON.stringify(body.explanation ? written(body.explanation_translations) : {}),
  };
}

/** Appends questions to a bank (one statement), in order. */
export async function insertQuestions(
  trx: Trx,
  clientId: number,
  bankId: number,
  bodies: readonly ParsedQuestion[],
  now: Date,
) {
  const last = await trx
    .selectFrom('assessment_questions')
    .select(sql<number>`coalesce(max(position), 0)`.as('position'))
    .where('bank_id', '=', bankId)
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return trx
    .insertInto('assessment_questions')
    .values(
      bodies.map((body, index) => ({
        client_id: clientId,
        bank_id: bankId,
        ...questionValues(body),
        position: Number(last.position) + index + 1,
        created_at: now,
      })),
    )
    .returning(QUESTION_COLUMNS)
    .execute();
}

/** POST /api/v1/admin/assessment/banks/:id/questions: appended to the bank. */
export async function addQuestion(
  ctx: ServiceContext,
  auth: AuthContext,
  bankId: number,
  input: QuestionInput,
): Promise<AuthoringQuestion> {
  const body = checkedQuestion(input);
  const scope = await scopeOf(ctx, auth);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await findBank(trx, scope.clientId, bankId, true);
    const [row] = await insertQuestions(trx, scope.clientId, bankId, [body], now);
    if (!row) throw new Error('question not inserted');
    await audit(trx, scope, now, {
      action: 'assessment.question.created',
      entity: 'question',
      entityId: row.id,
      fields: Object.keys(input),
    });
    return toAuthoringQuestion(row);
  });
}

async function bankQuestion(trx: Trx, clientId: number, bankId: number, questionId: number) {
  await findBank(trx, clientId, bankId, true);
  const question = await trx
    .selectFrom('assessment_questions')
    .select('id')
    .where('id', '=', questionId)
    .where('bank_id', '=', bankId)
    .where('client_id', '=', clientId)
    .where('archived', '=', false)
    .executeTakeFirst();
  if (!question) throw notFound();
}

/**
 * PUT /api/v1/admin/assessment/banks/:id/questions/:question: the question replaced whole. An open attempt that drew
 * it is scored on the new key.
 */
export async function updateQuestion(
  ctx: ServiceContext,
  auth: AuthContext,
  bankId: number,
  questionId: number,
  input: QuestionInput,
): Promise<AuthoringQuestion> {
  const body = checkedQuestion(input);
  const scope = await scopeOf(ctx, auth);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await bankQuestion(trx, scope.clientId, bankId, questionId);
    const row = await trx
      .updateTable('assessment_questions')
      .set(questionValues(body))
      .where('id', '=', questionId)
      .where('client_id', '=', scope.clientId)
      .returning(QUESTION_COLUMNS)
      .executeTakeFirstOrThrow();
    await audit(trx, scope, now, {
      action: 'assessment.question.updated',
      entity: 'question',
      entityId: questionId,
      fields: Object.keys(input),
    });
    return toAuthoringQuestion(row);
  });
}

/**
 * DELETE /api/v1/admin/assessment/banks/:id/questions/:question: the question leaves the bank (archived: the attempts
 * that asked it still show it). Refused (409 `assessment.bank_too_small`) when a test drawing from the bank would be
 * left asking more questions, or more right answers, than the bank holds.
 */
export async function archiveQuestion(
  ctx: ServiceContext,
  auth: AuthContext,
  bankId: number,
  questionId: number,
) {
  const scope = await scopeOf(ctx, auth);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await bankQuestion(trx, scope.clientId, bankId, questionId);
    const left = await trx
      .selectFrom('assessment_questions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('bank_id', '=', bankId)
      .where('client_id', '=', scope.clientId)
      .where('archived', '=', false)
      .where('id', '<>', questionId)
      .executeTakeFirstOrThrow();
    const size = Number(left.count);
    const starved = await trx
      .selectFrom('assessment_tests')
      .select('activity_id')
      .where('bank_id', '=', bankId)
      .where('client_id', '=', scope.clientId)
      .where((eb) =>
        eb.or([
          eb('question_count', '>', size),
          eb('min_correct', '>', size),
          ...(size === 0 ? [eb('question_count', 'is', null)] : []),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    if (starved) throw new AppError('assessment.bank_too_small', 409);
    await trx
      .updateTable('assessment_questions')
      .set({ archived: true })
      .where('id', '=', questionId)
      .where('client_id', '=', scope.clientId)
      .execute();
    await audit(trx, scope, now, {
      action: 'assessment.question.archived',
      entity: 'question',
      entityId: questionId,
      fields: [],
    });
    return { ok: true as const };
  });
}
