import type { ActivityInput, AuthoringCourse, ReorderActivitiesRequest } from '@elevar/contract';
import { COURSE_ACTIVITIES_MAX } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import { sql } from 'kysely';
import type { ServiceContext } from '../../../context.ts';
import type { Trx } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { recountCourse } from '../standing.ts';
import { courseForEditing, editableCourse, scopeOf } from './courses.ts';
import type { AuthorScope } from './policy.ts';
import * as q from './queries.ts';
import { fieldError, requireDefaultLanguage, storedText } from './texts.ts';

/**
 * Activities of a course being authored. Progress is keyed by activity id, so reordering moves nothing a learner
 * did; an activity a learner has progress in cannot be deleted (409), so no completion or percent is rewritten
 * under them.
 */

/** The columns an activity input writes, its texts checked for the client's default language. */
async function activityColumns(trx: Trx, scope: AuthorScope, body: ActivityInput, language: LanguageCode) {
  const defaultLanguage = await q.clientLanguage(trx, scope.clientId);
  const title = storedText(body.title);
  requireDefaultLanguage('title', title, defaultLanguage, language);
  const menu = body.menu ? storedText(body.menu) : null;
  if (menu && Object.keys(menu).length > 0) requireDefaultLanguage('menu', menu, defaultLanguage, language);
  const content: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body.content)) if (value !== undefined) content[key] = value;
  return {
    kind: body.kind,
    title: JSON.stringify(title),
    menu: menu && Object.keys(menu).length > 0 ? JSON.stringify(menu) : null,
    content: JSON.stringify(content),
    duration_seconds: body.duration_seconds ?? null,
  };
}

async function audit(
  trx: Trx,
  scope: AuthorScope,
  action: 'learning.activity.created' | 'learning.activity.updated' | 'learning.activity.deleted',
  activityId: number,
  fields: string[],
  at: Date,
) {
  await recordAudit(trx, {
    actor: scope.actorId,
    clientId: scope.clientId,
    action,
    entity: 'activity',
    entityId: activityId,
    fields,
    at,
  });
}

async function touch(trx: Trx, courseId: number, now: Date) {
  await trx.updateTable('courses').set({ updated_at: now }).where('id', '=', courseId).execute();
}

/** POST …/courses/:id/activities: appended after the last activity. */
export async function addActivity(
  ctx: ServiceContext,
  auth: AuthContext,
  courseId: number,
  body: ActivityInput,
  language: LanguageCode,
): Promise<AuthoringCourse> {
  const scope = await scopeOf(ctx, auth);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const course = await editableCourse(trx, scope, courseId);
    const columns = await activityColumns(trx, scope, body, language);
    const last = await trx
      .selectFrom('activities')
      .select([
        sql<number>`coalesce(max(hierarchy_order), 0)::int`.as('max'),
        sql<number>`count(*)::int`.as('n'),
      ])
      .where('course_id', '=', course.id)
      .executeTakeFirstOrThrow();
    if (last.n >= COURSE_ACTIVITIES_MAX) throw fieldError('kind', 'field.invalid', language);
    const row = await trx
      .insertInto('activities')
      .values({
        ...columns,
        course_id: course.id,
        client_id: scope.clientId,
        hierarchy_order: last.max + 1,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await touch(trx, course.id, now);
    await recountCourse(trx, course.id, now);
    await audit(trx, scope, 'learning.activity.created', row.id, ['course_id', ...Object.keys(body)], now);
    return courseForEditing(trx, scope, course.id, language);
  });
}

/** The activity's course, locked and editable by the author; else 404. */
async function editableActivity(trx: Trx, scope: AuthorScope, activityId: number) {
  const activity = await q.findActivity(trx, scope.clientId, activityId);
  if (!activity) throw notFound();
  await editableCourse(trx, scope, activity.course_id);
  return activity;
}

/** PUT /api/v1/admin/learning/activities/:id: kind, texts, content and duration replaced; its place kept. */
export async function updateActivity(
  ctx: ServiceContext,
  auth: AuthContext,
  activityId: number,
  body: ActivityInput,
  language: LanguageCode,
): Promise<AuthoringCourse> {
  const scope = await scopeOf(ctx, auth);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const activity = await editableActivity(trx, scope, activityId);
    const columns = await activityColumns(trx, scope, body, language);
    const stored = await trx
      .selectFrom('activities')
      .select(['kind', 'title', 'menu', 'content', 'duration_seconds'])
      .where('id', '=', activityId)
      .executeTakeFirstOrThrow();
    const before: Record<string, unknown> = {
      kind: stored.kind,
      title: stored.title,
      menu: stored.menu,
      content: stored.content,
      duration_seconds: stored.duration_seconds,
    };
    const parsed: Record<string, unknown> = {
      kind: columns.kind,
      title: JSON.parse(columns.title),
      menu: columns.menu === null ? null : JSON.parse(columns.menu),
      content: JSON.parse(columns.content),
      duration_seconds: columns.duration_seconds,
    };
    const fields = Object.keys(parsed).filter((key) => !sameJson(parsed[key], before[key]));
    if (fields.length > 0) {
      await trx.updateTable('activities').set(columns).where('id', '=', activityId).execute();
      await touch(trx, activity.course_id, now);
      await audit(trx, scope, 'learning.activity.updated', activityId, fields, now);
    }
    return courseForEditing(trx, scope, activity.course_id, language);
  });
}

/** JSON equality regardless of key order (jsonb does not keep it). */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/**
 * DELETE /api/v1/admin/learning/activities/:id: refused (409) once any learner has progress in it; the activities
 * after it move up one place.
 */
export async function deleteActivity(
  ctx: ServiceContext,
  auth: AuthContext,
  activityId: number,
  language: LanguageCode,
): Promise<AuthoringCourse> {
  const scope = await scopeOf(ctx, auth);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const activity = await editableActivity(trx, scope, activityId);
    const progress = await trx
      .selectFrom('activity_progress')
      .select('user_id')
      .where('activity_id', '=', activityId)
      .limit(1)
      .executeTakeFirst();
    if (progress) throw new AppError('learning.activity_has_progress', 409);
    await trx.deleteFrom('activities').where('id', '=', activityId).execute();
    await trx
      .updateTable('activities')
      .set({ hierarchy_order: sql`hierarchy_order - 1` })
      .where('course_id', '=', activity.course_id)
      .where('hierarchy_order', '>', activity.hierarchy_order)
      .execute();
    await touch(trx, activity.course_id, now);
    await recountCourse(trx, activity.course_id, now);
    await audit(trx, scope, 'learning.activity.deleted', activityId, ['course_id'], now);
    return courseForEditing(trx, scope, activity.course_id, language);
  });
}

/**
 * PUT …/courses/:id/activities/order: every activity of the course once, in the new order; their hierarchy orders
 * become 1..n in one statement (the unique order is checked at commit). Progress, keyed by activity id, stays with
 * each activity.
 */
export async function reorderActivities(
  ctx: ServiceContext,
  auth: AuthContext,
  courseId: number,
  body: ReorderActivitiesRequest,
  language: LanguageCode,
): Promise<AuthoringCourse> {
  const scope = await scopeOf(ctx, auth);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const course = await editableCourse(trx, scope, courseId);
    const rows = await trx
      .selectFrom('activities')
      .select(['id', 'hierarchy_order'])
      .where('course_id', '=', course.id)
      .orderBy('hierarchy_order')
      .execute();
    const ids = body.activity_ids;
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== rows.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
      throw fieldError('activity_ids', 'field.invalid', language);
    if (rows.every((row, index) => row.id === ids[index]))
      return courseForEditing(trx, scope, course.id, language);
    const values = sql.join(ids.map((id, index) => sql`(${id}::bigint, ${index + 1}::int)`));
    await sql`update activities set hierarchy_order = v.position
      from (values ${values}) as v(id, position)
      where activities.id = v.id and activities.course_id = ${course.id}`.execute(trx);
    await touch(trx, course.id, now);
    await recordAudit(trx, {
      actor: scope.actorId,
      clientId: scope.clientId,
      action: 'learning.activity.reordered',
      entity: 'course',
      entityId: course.id,
      fields: ['hierarchy_order'],
      at: now,
    });
    return courseForEditing(trx, scope, course.id, language);
  });
}
