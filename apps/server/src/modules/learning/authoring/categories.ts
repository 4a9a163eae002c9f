import type {
  CourseCategory,
  CourseCategoryList,
  CourseCategoryRequest,
  UpdateCourseCategoryRequest,
} from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import { sql } from 'kysely';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import type { Trx } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { loadActor } from '../../identity/index.ts';
import { authorScope, learningAdminScope } from './policy.ts';
import * as q from './queries.ts';
import { authored, readIn } from './texts.ts';

/**
 * Course categories (the catalogue's "categories" filter): named in all four languages, ordered by position. Authors
 * read them for the course editor; programme administrators (and superusers) keep them. A category courses use
 * cannot be deleted (409): unlink it from them first.
 */

function categories(db: Db | Trx, clientId: number) {
  return db
    .selectFrom('course_categories as k')
    .select([
      'k.id',
      'k.names',
      'k.position',
      sql<number>`(select count(*)::int from course_category_links l where l.category_id = k.id)`.as(
        'course_count',
      ),
    ])
    .where('k.client_id', '=', clientId)
    .orderBy('k.position')
    .orderBy('k.id');
}

type CategoryRow = Awaited<ReturnType<ReturnType<typeof categories>['execute']>>[number];

function toCategory(row: CategoryRow, language: LanguageCode, fallback: LanguageCode): CourseCategory {
  return {
    id: row.id,
    names: authored(row.names),
    name: readIn(row.names, language, fallback),
    position: row.position,
    course_count: row.course_count,
  };
}

/** GET /api/v1/admin/learning/categories */
export async function listCategories(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<CourseCategoryList> {
  const scope = authorScope(await loadActor(ctx, auth));
  const [rows, fallback] = await Promise.all([
    categories(ctx.db, scope.clientId).execute(),
    q.clientLanguage(ctx.db, scope.clientId),
  ]);
  return { results: rows.map((row) => toCategory(row, language, fallback)) };
}

async function readCategory(trx: Trx, clientId: number, id: number, language: LanguageCode) {
  const row = await categories(trx, clientId).where('k.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toCategory(row, language, await q.clientLanguage(trx, clientId));
}

/** POST /api/v1/admin/learning/categories: placed last unless a position is given. */
export async function createCategory(
  ctx: ServiceContext,
  auth: AuthContext,
  body: CourseCategoryRequest,
  language: LanguageCode,
): Promise<CourseCategory> {
  const scope = learningAdminScope(await loadActor(ctx, auth));
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('course_categories')
      .select(sql<number>`coalesce(max(position), 0)::int`.as('max'))
      .where('client_id', '=', scope.clientId)
      .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('course_categories')
      .values({
        client_id: scope.clientId,
        names: JSON.stringify(body.names),
        position: body.position ?? last.max + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: scope.actorId,
      clientId: scope.clientId,
      action: 'learning.category.created',
      entity: 'course_category',
      entityId: row.id,
      fields: Object.keys(body),
      at: now,
    });
    return readCategory(trx, scope.clientId, row.id, language);
  });
}

/** PATCH /api/v1/admin/learning/categories/:id */
export async function updateCategory(
  ctx: ServiceContext,
  auth: AuthContext,
  id: number,
  body: UpdateCourseCategoryRequest,
  language: LanguageCode,
): Promise<CourseCategory> {
  const scope = learningAdminScope(await loadActor(ctx, auth));
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('course_categories')
      .select(['names', 'position'])
      .where('client_id', '=', scope.clientId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound();
    const changes: { names?: string; position?: number } = {};
    if (
      body.names &&
      JSON.stringify(Object.entries(body.names).sort()) !==
        JSON.stringify(Object.entries(current.names).sort())
    )
      changes.names = JSON.stringify(body.names);
    if (body.position !== undefined && body.position !== current.position) changes.position = body.position;
    if (Object.keys(changes).length > 0) {
      await trx.updateTable('course_categories').set(changes).where('id', '=', id).execute();
      await recordAudit(trx, {
        actor: scope.actorId,
        clientId: scope.clientId,
        action: 'learning.category.updated',
        entity: 'course_category',
        entityId: id,
        fields: Object.keys(changes),
        at: now,
      });
    }
    return readCategory(trx, scope.clientId, id, language);
  });
}

/** DELETE /api/v1/admin/learning/categories/:id: refused while courses use it. */
export async function deleteCategory(
  ctx: ServiceContext,
  auth: AuthContext,
  id: number,
): Promise<{ ok: true }> {
  const scope = learningAdminScope(await loadActor(ctx, auth));
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await categories(trx, scope.clientId).where('k.id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw notFound();
    if (row.course_count > 0) throw new AppError('learning.category_in_use', 409);
    await trx.deleteFrom('course_categories').where('id', '=', id).execute();
    await recordAudit(trx, {
      actor: scope.actorId,
      clientId: scope.clientId,
      action: 'learning.category.deleted',
      entity: 'course_category',
      entityId: id,
      at: now,
    });
    return { ok: true as const };
  });
}
