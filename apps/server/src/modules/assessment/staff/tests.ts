import type { TestPreview, TestSettings, TestSettingsInput } from '@elevar/contract';
import { TestSettingsInput as SettingsSchema } from '@elevar/contract';
import type { LanguageCode, TestKind } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import type { Trx } from '../../../db/transaction.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { bankQuestionIds, drawAttempt, learnerQuestions, toLearnerQuestion } from '../queries.ts';
import { audit, editableTestActivity, findBank, scopeOf } from './scope.ts';

/** A test activity's rules (bank, attempts, minimum, count, time, shuffle) and its preview as a learner. */

async function testRow(trx: Trx, clientId: number, activityId: number) {
  return trx
    .selectFrom('assessment_tests')
    .selectAll()
    .where('activity_id', '=', activityId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

async function settingsOf(
  trx: Trx,
  clientId: number,
  activityId: number,
  kind: TestKind,
): Promise<TestSettings> {
  const row = await testRow(trx, clientId, activityId);
  if (!row) throw notFound();
  const bank = await bankQuestionIds(trx, clientId, row.bank_id);
  return {
    activity_id: activityId,
    kind,
    bank_id: row.bank_id,
    bank_size: bank.length,
    max_attempts: row.max_attempts,
    min_score: row.min_score,
    min_correct: row.min_correct,
    question_count: row.question_count,
    time_limit_seconds: row.time_limit_seconds,
    show_corrections: row.show_corrections,
    shuffle_options: row.shuffle_options,
    one_per_page: row.one_per_page,
  };
}

/** GET /api/v1/admin/assessment/activities/:id (404 while the test has no rules yet) */
export async function getTestSettings(ctx: ServiceContext, auth: AuthContext, activityId: number) {
  const scope = await scopeOf(ctx, auth);
  return ctx.db.transaction().execute(async (trx) => {
    const activity = await editableTestActivity(trx, scope, activityId);
    return settingsOf(trx, scope.clientId, activityId, activity.kind);
  });
}

/**
 * PUT /api/v1/admin/assessment/activities/:id: a test activity's rules and bank. The bank must hold the questions
 * drawn (409 `assessment.bank_too_small`); a quiz's least correct answers cannot exceed them.
 */
export async function setTestSettings(
  ctx: ServiceContext,
  auth: AuthContext,
  activityId: number,
  input: TestSettingsInput,
): Promise<TestSettings> {
  const body = SettingsSchema.parse(input);
  const scope = await scopeOf(ctx, auth);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const activity = await editableTestActivity(trx, scope, activityId);
    await findBank(trx, scope.clientId, body.bank_id, true);
    const size = (await bankQuestionIds(trx, scope.clientId, body.bank_id)).length;
    const asked = body.question_count ?? size;
    if (size === 0 || asked > size || body.min_correct > asked)
      throw new AppError('assessment.bank_too_small', 409);
    const values = {
      bank_id: body.bank_id,
      max_attempts: body.max_attempts,
      min_score: body.min_score,
      min_correct: body.min_correct,
      question_count: body.question_count,
      time_limit_seconds: body.time_limit_seconds,
      show_corrections: body.show_corrections,
      shuffle_options: body.shuffle_options,
      one_per_page: body.one_per_page,
      updated_at: now,
    };
    await trx
      .insertInto('assessment_tests')
      .values({ activity_id: activityId, client_id: scope.clientId, ...values })
      .onConflict((oc) => oc.column('activity_id').doUpdateSet(values))
      .execute();
    await audit(trx, scope, now, {
      action: 'assessment.test.updated',
      entity: 'test',
      entityId: activityId,
      fields: Object.keys(input),
    });
    return settingsOf(trx, scope.clientId, activityId, activity.kind);
  });
}

/**
 * GET /api/v1/admin/assessment/activities/:id/preview: a draw as the learner's attempt would make it (the count, the
 * options shuffled when the test says), without answer keys; nothing recorded. 409 `assessment.test_not_configured`
 * while the test has no rules.
 */
export async function previewTest(
  ctx: ServiceContext,
  auth: AuthContext,
  activityId: number,
  language: LanguageCode,
): Promise<TestPreview> {
  const scope = await scopeOf(ctx, auth);
  return ctx.db.transaction().execute(async (trx) => {
    const activity = await editableTestActivity(trx, scope, activityId);
    const test = await testRow(trx, scope.clientId, activityId);
    if (!test) throw new AppError('assessment.test_not_configured', 409);
    const bank = await bankQuestionIds(trx, scope.clientId, test.bank_id);
    const drawn = drawAttempt(bank, test);
    const questions = await learnerQuestions(trx, scope.clientId, drawn);
    return {
      activity_id: activityId,
      kind: activity.kind,
      max_attempts: test.max_attempts,
      min_score: test.min_score,
      min_correct: test.min_correct,
      time_limit_seconds: test.time_limit_seconds,
      one_per_page: test.one_per_page,
      questions: questions.map((q) => toLearnerQuestion(q, language)),
    };
  });
}
