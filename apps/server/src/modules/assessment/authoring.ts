import type {
  AuthoringQuestion,
  QuestionBank,
  QuestionInput,
  StaffAttemptList,
  TestSettings,
  TestSettingsInput,
} from '@elevar/contract';
import { QuestionInput as QuestionInputSchema, TestSettingsInput as SettingsSchema } from '@elevar/contract';
import {
  FAILURE_RULES,
  grantExtraAttempt,
  isTestKind,
  keyFitsIds,
  type TestKind,
  unblock,
} from '@elevar/domain';
import { sql } from 'kysely';
import type { ServiceContext } from '../../context.ts';
import type { Trx } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { loadActor } from '../identity/index.ts';
import { type AuthorScope, applyTrainingOutcome, authorScope, editableCourse } from '../learning/index.ts';
import { bankQuestionIds, lockStanding, writeStanding } from './queries.ts';

/**
 * The staff side of tests: question banks and their questions, a test activity's rules, every attempt of a test,
 * and an instructor's extra attempt or unblock with a reason (shown to the learner). Authors are learning's: an
 * instructor edits the tests of the courses they created, a programme administrator any of the client's. Banks are
 * the client's. Every change records itself in the audit trail.
 */

async function scopeOf(ctx: ServiceContext, auth: AuthContext): Promise<AuthorScope> {
  return authorScope(await loadActor(ctx, auth));
}

/** The test activity (by id), its course editable by the author; 404 otherwise. */
async function editableTestActivity(trx: Trx, scope: AuthorScope, activityId: number) {
  const activity = await trx
    .selectFrom('activities')
    .select(['id', 'course_id', 'kind'])
    .where('id', '=', activityId)
    .where('client_id', '=', scope.clientId)
    .executeTakeFirst();
  if (!activity || !isTestKind(activity.kind)) throw notFound();
  await editableCourse(trx, scope, activity.course_id);
  return { ...activity, kind: activity.kind as TestKind };
}

async function findBank(trx: Trx, clientId: number, bankId: number) {
  const bank = await trx
    .selectFrom('assessment_banks')
    .select(['id', 'title'])
    .where('id', '=', bankId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!bank) throw notFound();
  return bank;
}

async function bankOf(trx: Trx, clientId: number, bankId: number): Promise<QuestionBank> {
  const bank = await findBank(trx, clientId, bankId);
  const rows = await trx
    .selectFrom('assessment_questions')
    .select(['id', 'type', 'prompt', 'image_url', 'options', 'right_options', 'answer_key', 'explanation'])
    .where('bank_id', '=', bankId)
    .where('archived', '=', false)
    .orderBy('position')
    .execute();
  return { id: bank.id, title: bank.title, questions: rows.map(toAuthoringQuestion) };
}

function toAuthoringQuestion(row: {
  id: number;
  type: string;
  prompt: string;
  image_url: string | null;
  options: AuthoringQuestion['options'];
  right_options: AuthoringQuestion['right_options'];
  answer_key: Record<string, unknown>;
  explanation: string | null;
}): AuthoringQuestion {
  return {
    id: row.id,
    type: row.type as AuthoringQuestion['type'],
    prompt: row.prompt,
    image_url: row.image_url,
    options: row.options.map((o) => ({ id: o.id, text: o.text, image_url: o.image_url ?? null })),
    right_options: row.right_options.map((o) => ({ id: o.id, text: o.text, image_url: o.image_url ?? null })),
    key: row.answer_key as AuthoringQuestion['key'],
    explanation: row.explanation,
  };
}

/** POST /api/v1/admin/assessment/banks */
export async function createBank(
  ctx: ServiceContext,
  auth: AuthContext,
  title: string,
): Promise<QuestionBank> {
  const scope = await scopeOf(ctx, auth);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const bank = await trx
      .insertInto('assessment_banks')
      .values({ client_id: scope.clientId, title, created_by: scope.actorId, created_at: now })
      .returning(['id', 'title'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: scope.actorId,
      clientId: scope.clientId,
      action: 'assessment.bank.created',
      entity: 'question_bank',
      entityId: bank.id,
      fields: ['title'],
      at: now,
    });
    return { ...bank, questions: [] };
  });
}

/** GET /api/v1/admin/assessment/banks/:id (answer keys included: staff only) */
export async function getBank(ctx: ServiceContext, auth: AuthContext, bankId: number): Promise<QuestionBank> {
  const scope = await scopeOf(ctx, auth);
  return ctx.db.transaction().execute((trx) => bankOf(trx, scope.clientId, bankId));
}

/** The option ids a question's key must fit, and the types that need options. */
function checkQuestion(body: ReturnType<typeof QuestionInputSchema.parse>) {
  const options = body.options.map((o) => o.id);
  const right = body.right_options.map((o) => o.id);
  const distinct = (ids: string[]) => new Set(ids).size === ids.length;
  const needsOptions = ['single', 'multiple', 'matching', 'ordering'].includes(body.key.type);
  if (
    !distinct(options) ||
    !distinct(right) ||
    (needsOptions && options.length < 2) ||
    (body.key.type === 'matching' && right.length < 2) ||
    !keyFitsIds(body.key, { options, right })
  )
    throw new AppError('assessment.invalid_key', 422);
}

/** POST /api/v1/admin/assessment/banks/:id/questions: appended to the bank. */
export async function addQuestion(
  ctx: ServiceContext,
  auth: AuthContext,
  bankId: number,
  input: QuestionInput,
): Promise<AuthoringQuestion> {
  const body = QuestionInputSchema.parse(input);
  checkQuestion(body);
  const scope = await scopeOf(ctx, auth);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await findBank(trx, scope.clientId, bankId);
    const row = await trx
      .insertInto('assessment_questions')
      .values({
        client_id: scope.clientId,
        bank_id: bankId,
        type: body.key.type,
        prompt: body.prompt,
        image_url: body.image_url ?? null,
        options: JSON.stringify(body.options),
        right_options: JSON.stringify(body.right_options),
        answer_key: JSON.stringify(body.key),
        explanation: body.explanation ?? null,
        position: sql<number>`(select coalesce(max(position), 0) + 1 from assessment_questions
          where bank_id = ${bankId})`,
        created_at: now,
      })
      .returning([
        'id',
        'type',
        'prompt',
        'image_url',
        'options',
        'right_options',
        'answer_key',
        'explanation',
      ])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: scope.actorId,
      clientId: scope.clientId,
      action: 'assessment.question.created',
      entity: 'question',
      entityId: row.id,
      fields: Object.keys(input),
      at: now,
    });
    return toAuthoringQuestion(row);
  });
}

async function settingsOf(
  trx: Trx,
  clientId: number,
  activityId: number,
  kind: TestKind,
): Promise<TestSettings> {
  const row = await trx
    .selectFrom('assessment_tests')
    .selectAll()
    .where('activity_id', '=', activityId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
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

/** GET /api/v1/admin/assessment/activities/:id */
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
    await findBank(trx, scope.clientId, body.bank_id);
    const size = (await bankQuestionIds(trx, scope.clientId, body.bank_id)).length;
    const asked = body.question_count ?? size;
    if (asked > size || body.min_correct > asked) throw new AppError('assessment.bank_too_small', 409);
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
    await recordAudit(trx, {
      actor: scope.actorId,
      clientId: scope.clientId,
      action: 'assessment.test.updated',
      entity: 'test',
      entityId: activityId,
      fields: Object.keys(input),
      at: now,
    });
    return settingsOf(trx, scope.clientId, activityId, activity.kind);
  });
}

/** GET /api/v1/admin/assessment/activities/:id/attempts: every attempt of the test, newest first (at most 500). */
export async function listAttempts(
  ctx: ServiceContext,
  auth: AuthContext,
  activityId: number,
): Promise<StaffAttemptList> {
  const scope = await scopeOf(ctx, auth);
  return ctx.db.transaction().execute(async (trx) => {
    await editableTestActivity(trx, scope, activityId);
    const rows = await trx
      .selectFrom('assessment_attempts as at')
      .innerJoin('users as u', 'u.id', 'at.user_id')
      .select([
        'at.id',
        'at.user_id',
        'u.username',
        'at.number',
        'at.cycle',
        'at.status',
        'at.started_at',
        'at.submitted_at',
        'at.score',
        'at.passed',
        'at.outcome',
      ])
      .where('at.activity_id', '=', activityId)
      .where('at.client_id', '=', scope.clientId)
      .orderBy('at.id', 'desc')
      .limit(500)
      .execute();
    return {
      results: rows.map((row) => ({
        ...row,
        username: row.username ?? '',
        started_at: row.started_at.toISOString(),
        submitted_at: row.submitted_at ? row.submitted_at.toISOString() : null,
        score: row.score === null ? null : Number(row.score),
      })),
    };
  });
}

/**
 * POST /api/v1/admin/assessment/activities/:id/learners/:user/interventions: an extra attempt, or an unblock (the
 * training back in progress, one more attempt), with a reason the learner sees. The learner must belong to the
 * client.
 */
export async function intervene(
  ctx: ServiceContext,
  auth: AuthContext,
  activityId: number,
  userId: number,
  body: { kind: 'extra_attempt' | 'unblock'; reason: string },
) {
  const scope = await scopeOf(ctx, auth);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const activity = await editableTestActivity(trx, scope, activityId);
    const member = await trx
      .selectFrom('user_clients')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('client_id', '=', scope.clientId)
      .executeTakeFirst();
    if (!member) throw notFound();
    const key = { userId, activityId, clientId: scope.clientId, courseId: activity.course_id };
    const standing = await lockStanding(trx, key, now);
    const wasBlocked = standing.state === 'blocked';
    const next = body.kind === 'unblock' ? unblock(standing) : grantExtraAttempt(standing);
    await writeStanding(trx, userId, activityId, next, now);
    if (wasBlocked)
      await applyTrainingOutcome(
        trx,
        { clientId: scope.clientId, userId, language: 'pt-BR' },
        activity.course_id,
        'unblocked',
        FAILURE_RULES[activity.kind].scope,
        now,
      );
    await trx
      .insertInto('assessment_interventions')
      .values({
        client_id: scope.clientId,
        user_id: userId,
        activity_id: activityId,
        kind: body.kind,
        reason: body.reason,
        staff_id: scope.actorId,
        created_at: now,
      })
      .execute();
    await recordAudit(trx, {
      actor: scope.actorId,
      clientId: scope.clientId,
      action: body.kind === 'unblock' ? 'assessment.learner.unblocked' : 'assessment.learner.extra_attempt',
      entity: 'test',
      entityId: activityId,
      fields: ['user_id', 'reason'],
      at: now,
    });
    return {
      user_id: userId,
      state: next.state,
      attempts_used: next.attemptsUsed,
      extra_attempts: next.extraAttempts,
      best_score: next.bestScore,
    };
  });
}
