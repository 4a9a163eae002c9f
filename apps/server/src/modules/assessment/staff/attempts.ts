import type { StaffAttemptPage, StaffAttemptQuery } from '@elevar/contract';
import { StaffAttemptQuery as StaffAttemptQuerySchema } from '@elevar/contract';
import { FAILURE_RULES, grantExtraAttempt, unblock } from '@elevar/domain';
import { sql } from 'kysely';
import type { ServiceContext } from '../../../context.ts';
import { notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { applyTrainingOutcome } from '../../learning/index.ts';
import { lockStanding, writeStanding } from '../queries.ts';
import { audit, containing, editableTestActivity, scopeOf } from './scope.ts';

/** A test's attempts as the staff sees them, and an instructor's extra attempt or unblock of a learner. */

/**
 * GET /api/v1/admin/assessment/activities/:id/attempts: the test's attempts, newest first, a page at a time; by
 * status, passed or not, and part of the learner's username.
 */
export async function listAttempts(
  ctx: ServiceContext,
  auth: AuthContext,
  activityId: number,
  input: StaffAttemptQuery,
): Promise<StaffAttemptPage> {
  const query = StaffAttemptQuerySchema.parse(input);
  const scope = await scopeOf(ctx, auth);
  return ctx.db.transaction().execute(async (trx) => {
    await editableTestActivity(trx, scope, activityId);
    let base = trx
      .selectFrom('assessment_attempts as at')
      .innerJoin('users as u', 'u.id', 'at.user_id')
      .where('at.activity_id', '=', activityId)
      .where('at.client_id', '=', scope.clientId);
    if (query.status) base = base.where('at.status', '=', query.status);
    if (query.passed)
      base = base.where('at.status', '=', 'submitted').where('at.passed', '=', query.passed === 'true');
    if (query.search) {
      base = base.where(sql<boolean>`u.username ilike ${containing(query.search)}`);
    }
    const total = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const rows = await base
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
      .orderBy('at.id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute();
    return {
      count: Number(total.count),
      page: query.page,
      page_size: query.page_size,
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
    await audit(trx, scope, now, {
      action: body.kind === 'unblock' ? 'assessment.learner.unblocked' : 'assessment.learner.extra_attempt',
      entity: 'test',
      entityId: activityId,
      fields: ['user_id', 'reason'],
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
