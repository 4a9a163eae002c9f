import type {
  AuditAction,
  AuthoringCourse,
  AuthoringCoursePage,
  AuthoringCourseQuery,
  CourseKind,
  CreateCourseRequest,
  UpdateCourseRequest,
} from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import type { Trx } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { AppError, forbidden, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { loadActor } from '../../identity/index.ts';
import { assertKind } from '../access.ts';
import { type AuthorScope, authorScope, mayEdit } from './policy.ts';
import * as q from './queries.ts';
import {
  authored,
  courseSearchText,
  fieldError,
  readIn,
  requireDefaultLanguage,
  storedText,
} from './texts.ts';

/**
 * Course authoring (docs/learning.md "Authoring"). Instructors create courses and edit the ones they created;
 * programme administrators (and superusers acting in the client) edit any course of the client and alone publish,
 * unpublish and archive. A course of another client, of another instructor, or a trail answers 404.
 */

export async function scopeOf(ctx: ServiceContext, auth: AuthContext): Promise<AuthorScope> {
  return authorScope(await loadActor(ctx, auth));
}

/** The course, locked, if the author may edit it; else 404. */
export async function editableCourse(trx: Trx, scope: AuthorScope, courseId: number): Promise<q.CourseRow> {
  const course = await q.findCourse(trx, scope.clientId, courseId, true);
  if (!course || !mayEdit(scope, course.created_by)) throw notFound();
  return course;
}

/** GET /api/v1/admin/learning/courses */
export async function listCourses(
  ctx: ServiceContext,
  auth: AuthContext,
  query: AuthoringCourseQuery,
  language: LanguageCode,
): Promise<AuthoringCoursePage> {
  const scope = await scopeOf(ctx, auth);
  const filters = { status: query.status, kind: query.kind, search: query.search, mine: query.mine };
  const rows = await q.listCourses(ctx.db, scope, filters, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const count = rows[0]?.total ?? (query.page > 1 ? await q.countCourses(ctx.db, scope, filters) : 0);
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => ({
      id: row.id,
      kind: row.kind as CourseKind,
      status: row.status,
      title: readIn(row.title, language, row.client_language),
      cover_url: row.cover_url,
      points: row.points,
      published_points: row.published_points,
      activity_count: row.activity_count,
      created_by: row.created_by === null ? null : { id: row.created_by, full_name: row.creator_name ?? '' },
      can_publish: scope.admin,
      published_at: row.published_at ? row.published_at.toISOString() : null,
      updated_at: row.updated_at.toISOString(),
    })),
  };
}

/** The course for editing, as every authoring answer gives it. */
export async function courseForEditing(
  db: ServiceContext['db'] | Trx,
  scope: AuthorScope,
  courseId: number,
  language: LanguageCode,
): Promise<AuthoringCourse> {
  const [row, activities] = await Promise.all([
    q.findCourseForEditing(db, scope.clientId, courseId),
    q.listActivitiesForEditing(db, courseId),
  ]);
  if (!row || !mayEdit(scope, row.created_by)) throw notFound();
  return {
    id: row.id,
    kind: row.kind as CourseKind,
    status: row.status,
    title: authored(row.title),
    description: authored(row.description),
    cover_url: row.cover_url,
    category_ids: row.category_ids.map(Number),
    tag_ids: row.tag_ids.map(Number),
    group_ids: row.group_ids.map(Number),
    area_ids: row.area_ids.map(Number),
    workload_minutes: row.workload_minutes,
    points: row.points,
    published_points: row.published_points,
    prerequisite:
      row.prerequisite_course_id !== null && row.prerequisite_title && row.prerequisite_status
        ? {
            id: row.prerequisite_course_id,
            title: readIn(row.prerequisite_title, language, row.client_language),
            status: row.prerequisite_status,
          }
        : null,
    enrolment_rule: row.enrolment_rule,
    languages: (row.languages as AuthoringCourse['languages']) ?? null,
    blocked_menu: row.blocked_menu,
    grants_certificate: row.grants_certificate,
    is_online: row.is_online,
    in_portfolio: row.in_portfolio,
    default_language: row.client_language,
    created_by: row.created_by === null ? null : { id: row.created_by, full_name: row.creator_name ?? '' },
    can_publish: scope.admin,
    published_at: row.published_at ? row.published_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    activities: activities.map((a) => ({
      id: a.id,
      hierarchy_order: a.hierarchy_order,
      kind: a.kind,
      title: authored(a.title),
      menu: a.menu ? authored(a.menu) : null,
      content: a.content,
      duration_seconds: a.duration_seconds,
      learners_with_progress: a.learners_with_progress,
    })),
  };
}

/** GET /api/v1/admin/learning/courses/:id */
export async function getCourse(
  ctx: ServiceContext,
  auth: AuthContext,
  courseId: number,
  language: LanguageCode,
) {
  return courseForEditing(ctx.db, await scopeOf(ctx, auth), courseId, language);
}

type CourseFields = Omit<UpdateCourseRequest, 'title'> & { title?: UpdateCourseRequest['title'] };

/** The columns and links a request writes, checked against the client (400 naming the field otherwise). */
async function checkedChanges(
  trx: Trx,
  scope: AuthorScope,
  courseId: number | null,
  body: CourseFields,
  language: LanguageCode,
) {
  const defaultLanguage = await q.clientLanguage(trx, scope.clientId);
  const title = body.title === undefined ? undefined : storedText(body.title);
  if (title) requireDefaultLanguage('title', title, defaultLanguage, language);
  const description = body.description === undefined ? undefined : storedText(body.description);
  if (description && Object.keys(description).length > 0)
    requireDefaultLanguage('description', description, defaultLanguage, language);
  const links: Partial<Record<q.LinkField, number[]>> = {};
  for (const field of Object.keys(q.LINK_TABLES) as q.LinkField[]) {
    const ids = body[field];
    if (ids === undefined) continue;
    const unique = [...new Set(ids)];
    const foreign = await q.foreignIds(trx, scope.clientId, field, unique);
    if (foreign.length) throw fieldError(field, 'field.invalid', language);
    links[field] = unique.sort((a, b) => a - b);
  }
  const prerequisite = body.prerequisite_course_id;
  if (prerequisite !== undefined && prerequisite !== null) {
    const found = await q.findCourse(trx, scope.clientId, prerequisite);
    if (
      !found ||
      prerequisite === courseId ||
      (courseId !== null && (await q.closesCycle(trx, courseId, prerequisite)))
    )
      throw fieldError('prerequisite_course_id', 'field.invalid', language);
  }
  const languages =
    body.languages === undefined
      ? undefined
      : body.languages === null
        ? null
        : [...new Set(body.languages)].sort();
  return { title, description, links, languages };
}

/** POST /api/v1/admin/learning/courses: a draft course created by the author. */
export async function createCourse(
  ctx: ServiceContext,
  auth: AuthContext,
  body: CreateCourseRequest,
  language: LanguageCode,
): Promise<AuthoringCourse> {
  const actor = await loadActor(ctx, auth);
  const scope = authorScope(actor);
  await assertKind(ctx, actor, body.kind);
  // the public showcase is the client's: its programme administrators choose what it shows
  if (body.in_portfolio && !scope.admin) throw forbidden();
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const checked = await checkedChanges(trx, scope, null, body, language);
    const title = checked.title ?? {};
    const description = checked.description ?? {};
    const course = await trx
      .insertInto('courses')
      .values({
        client_id: scope.clientId,
        kind: body.kind,
        status: 'draft',
        title: JSON.stringify(title),
        description: JSON.stringify(description),
        search_text: courseSearchText(title, description),
        cover_url: body.cover_url ?? null,
        workload_minutes: body.workload_minutes ?? 0,
        points: body.points ?? 0,
        enrolment_rule: body.enrolment_rule ?? 'open',
        prerequisite_course_id: body.prerequisite_course_id ?? null,
        languages: checked.languages ?? null,
        blocked_menu: body.blocked_menu ?? false,
        grants_certificate: body.grants_certificate ?? false,
        in_portfolio: body.in_portfolio ?? false,
        created_by: scope.actorId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [field, ids] of Object.entries(checked.links) as [q.LinkField, number[]][])
      await q.replaceLinks(trx, course.id, field, ids);
    await recordAudit(trx, {
      actor: scope.actorId,
      clientId: scope.clientId,
      action: 'learning.course.created',
      entity: 'course',
      entityId: course.id,
      fields: Object.keys(body),
      at: now,
    });
    return courseForEditing(trx, scope, course.id, language);
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * PATCH /api/v1/admin/learning/courses/:id: the fields sent replace the stored ones. Points change what a completion
 * will post only when the course is next published (`published_points` stays frozen). Sending the values the course
 * has changes nothing and records nothing.
 */
export async function updateCourse(
  ctx: ServiceContext,
  auth: AuthContext,
  courseId: number,
  body: UpdateCourseRequest,
  language: LanguageCode,
): Promise<AuthoringCourse> {
  const scope = await scopeOf(ctx, auth);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const course = await editableCourse(trx, scope, courseId);
    if (body.in_portfolio !== undefined && body.in_portfolio !== course.in_portfolio && !scope.admin)
      throw forbidden();
    const current = await courseForEditing(trx, scope, courseId, language);
    const checked = await checkedChanges(trx, scope, courseId, body, language);
    const changes: Record<string, unknown> = {};
    const fields: string[] = [];
    if (checked.title && !same(checked.title, course.title)) {
      changes.title = JSON.stringify(checked.title);
      fields.push('title');
    }
    if (checked.description && !same(checked.description, course.description)) {
      changes.description = JSON.stringify(checked.description);
      fields.push('description');
    }
    if (changes.title || changes.description)
      changes.search_text = courseSearchText(
        checked.title ?? course.title,
        checked.description ?? course.description,
      );
    const scalar = {
      cover_url: body.cover_url,
      workload_minutes: body.workload_minutes,
      points: body.points,
      prerequisite_course_id: body.prerequisite_course_id,
      enrolment_rule: body.enrolment_rule,
      blocked_menu: body.blocked_menu,
      grants_certificate: body.grants_certificate,
      in_portfolio: body.in_portfolio,
      languages: checked.languages,
    } as const;
    for (const [field, value] of Object.entries(scalar)) {
      if (value === undefined || same(value, course[field as keyof typeof course])) continue;
      changes[field] = value;
      fields.push(field);
    }
    for (const [field, ids] of Object.entries(checked.links) as [q.LinkField, number[]][]) {
      if (same(ids, current[field])) continue;
      await q.replaceLinks(trx, courseId, field, ids);
      fields.push(field);
    }
    if (fields.length === 0) return current;
    await trx
      .updateTable('courses')
      .set({ ...changes, updated_at: now })
      .where('id', '=', courseId)
      .where('client_id', '=', scope.clientId)
      .execute();
    await audit(trx, scope, 'learning.course.updated', courseId, fields, now);
    return courseForEditing(trx, scope, courseId, language);
  });
}

async function audit(
  trx: Trx,
  scope: AuthorScope,
  action: AuditAction,
  courseId: number,
  fields: readonly string[],
  at: Date,
) {
  await recordAudit(trx, {
    actor: scope.actorId,
    clientId: scope.clientId,
    action,
    entity: 'course',
    entityId: courseId,
    fields,
    at,
  });
}

/** Runs a status change on a course the actor may publish: an instructor 403 (after 404 for what they cannot see). */
async function statusChange(
  ctx: ServiceContext,
  auth: AuthContext,
  courseId: number,
  language: LanguageCode,
  change: (
    trx: Trx,
    course: q.CourseRow,
    now: Date,
  ) => Promise<{ action: AuditAction; fields: string[] } | null>,
): Promise<AuthoringCourse> {
  const scope = await scopeOf(ctx, auth);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const course = await editableCourse(trx, scope, courseId);
    if (!scope.admin) throw forbidden();
    const done = await change(trx, course, now);
    if (done) await audit(trx, scope, done.action, courseId, done.fields, now);
    return courseForEditing(trx, scope, courseId, language);
  });
}

/**
 * POST …/courses/:id/publish: needs at least one activity; freezes `published_points` at the course's points (SPEC
 * §9: values stay fixed), so what a completion posts changes only by publishing again. Publishing a draft or an
 * archived course sets `published_at` now; publishing a published course keeps its date and refreezes its points
 * (nothing to do, nothing recorded, when they are the same).
 */
export function publishCourse(
  ctx: ServiceContext,
  auth: AuthContext,
  courseId: number,
  language: LanguageCode,
) {
  return statusChange(ctx, auth, courseId, language, async (trx, course, now) => {
    if (course.status === 'published' && course.published_points === course.points) return null;
    const activities = await trx
      .selectFrom('activities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('course_id', '=', course.id)
      .executeTakeFirstOrThrow();
    if (Number(activities.n) === 0) throw new AppError('learning.publish_needs_activity', 422);
    const republish = course.status === 'published';
    await trx
      .updateTable('courses')
      .set({
        status: 'published',
        published_points: course.points,
        published_at: republish && course.published_at ? course.published_at : now,
        updated_at: now,
      })
      .where('id', '=', course.id)
      .execute();
    return {
      action: 'learning.course.published',
      fields: republish ? ['published_points'] : ['status', 'published_points', 'published_at'],
    };
  });
}

/** POST …/courses/:id/unpublish: a published course back to draft; learners keep what they earned. */
export function unpublishCourse(
  ctx: ServiceContext,
  auth: AuthContext,
  courseId: number,
  language: LanguageCode,
) {
  return statusChange(ctx, auth, courseId, language, async (trx, course, now) => {
    if (course.status === 'draft') return null;
    if (course.status !== 'published') throw new AppError('learning.course_status_conflict', 409);
    await trx
      .updateTable('courses')
      .set({ status: 'draft', updated_at: now })
      .where('id', '=', course.id)
      .execute();
    return { action: 'learning.course.unpublished', fields: ['status'] };
  });
}

/** POST …/courses/:id/archive: out of every catalogue for good (publishing again brings it back). */
export function archiveCourse(
  ctx: ServiceContext,
  auth: AuthContext,
  courseId: number,
  language: LanguageCode,
) {
  return statusChange(ctx, auth, courseId, language, async (trx, course, now) => {
    if (course.status === 'archived') return null;
    // the schema wants an archived course to have been published once: a draft never published gets its date now
    await trx
      .updateTable('courses')
      .set({
        status: 'archived',
        published_at: course.published_at ?? now,
        published_points: course.published_points ?? course.points,
        updated_at: now,
      })
      .where('id', '=', course.id)
      .execute();
    return { action: 'learning.course.archived', fields: ['status'] };
  });
}
