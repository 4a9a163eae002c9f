import {
  type ModeratedReview,
  type ModerationPage,
  type ModerationQuery,
  ModerationQuery as ModerationQuerySchema,
} from '@elevar/contract';
import { type LanguageCode, localized, type Role } from '@elevar/domain';
import { sql } from 'kysely';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import type { Trx } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { loadActor, requireRole } from '../../identity/index.ts';

/**
 * The moderators' side of reviews (docs/assessment.md "Reviews"): the client's reported (or hidden) reviews, and a
 * review hidden from the list and the average, or shown again with its reports dismissed. SPEC §6: moderators
 * receive reports; a programme administrator and a superuser acting in the client may too.
 */
export const MODERATOR_ROLES: readonly Role[] = ['moderator', 'program_admin'];

function moderatedColumns(db: Db | Trx, clientId: number) {
  return db
    .selectFrom('course_reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('courses as c', 'c.id', 'r.course_id')
    .where('r.client_id', '=', clientId)
    .select([
      'r.id',
      'r.course_id',
      'c.title',
      'c.kind',
      'r.rating',
      'r.comment',
      'r.open_reports',
      'r.hidden_at',
      'r.created_at',
      sql<string>`coalesce(nullif(u.full_name, ''), u.username)`.as('author'),
      sql<string | null>`(select rr.reason from course_review_reports rr where rr.review_id = r.id
        order by rr.created_at desc limit 1)`.as('last_reason'),
    ]);
}

type ModeratedRow = Awaited<ReturnType<ReturnType<typeof moderatedColumns>['executeTakeFirstOrThrow']>>;

function toModerated(row: ModeratedRow, language: LanguageCode): ModeratedReview {
  return {
    id: row.id,
    course_id: row.course_id,
    course_title: localized(row.title, language),
    course_kind: row.kind,
    rating: row.rating,
    comment: row.comment,
    author: row.author,
    open_reports: row.open_reports,
    last_reason: row.last_reason,
    hidden: row.hidden_at !== null,
    created_at: row.created_at.toISOString(),
  };
}

/** GET /api/v1/admin/reviews: the reported reviews still shown (or the hidden ones), newest first, paged. */
export async function listModeration(
  ctx: ServiceContext,
  auth: AuthContext,
  input: ModerationQuery,
  language: LanguageCode,
): Promise<ModerationPage> {
  const query = ModerationQuerySchema.parse(input);
  const clientId = requireRole(await loadActor(ctx, auth), MODERATOR_ROLES);
  // the queue's rows match the partial indexes of the migration (reported and still shown; hidden)
  const queue =
    query.status === 'hidden'
      ? sql<boolean>`r.hidden_at is not null`
      : sql<boolean>`r.open_reports > 0 and r.hidden_at is null`;
  const [total, page] = await Promise.all([
    ctx.db
      .selectFrom('course_reviews as r')
      .where('r.client_id', '=', clientId)
      .where(queue)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
    moderatedColumns(ctx.db, clientId)
      .where(queue)
      .orderBy('r.id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
  ]);
  return {
    count: Number(total.count),
    page: query.page,
    page_size: query.page_size,
    results: page.map((row) => toModerated(row, language)),
  };
}

/**
 * PATCH /api/v1/admin/reviews/:id: hides a review (out of the list and the average; its author still sees it) or
 * shows it again; either way its open reports are dealt with. Audited.
 */
export async function moderateReview(
  ctx: ServiceContext,
  auth: AuthContext,
  id: number,
  hidden: boolean,
  language: LanguageCode,
): Promise<ModeratedReview> {
  const actor = await loadActor(ctx, auth);
  const clientId = requireRole(actor, MODERATOR_ROLES);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('course_reviews')
      .set({
        hidden_at: hidden ? now : null,
        hidden_by: hidden ? actor.userId : null,
        open_reports: 0,
      })
      .where('id', '=', id)
      .where('client_id', '=', clientId)
      .returning('id')
      .executeTakeFirst();
    if (!changed) throw notFound();
    await recordAudit(trx, {
      actor: actor.userId,
      clientId,
      at: now,
      action: hidden ? 'assessment.review.hidden' : 'assessment.review.restored',
      entity: 'course_review',
      entityId: id,
      fields: ['hidden_at', 'open_reports'],
    });
    return toModerated(
      await moderatedColumns(trx, clientId).where('r.id', '=', id).executeTakeFirstOrThrow(),
      language,
    );
  });
}
