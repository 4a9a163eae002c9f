import {
  type CreateReviewRequest,
  CreateReviewRequest as CreateReviewSchema,
  type Review,
  type ReviewInput,
  ReviewInput as ReviewInputSchema,
  type ReviewListQuery,
  ReviewListQuery as ReviewListSchema,
  type ReviewPage,
} from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import { sql } from 'kysely';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import { violatedUniqueIndex } from '../../../db/errors.ts';
import type { Trx } from '../../../db/transaction.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { loadActor } from '../../identity/index.ts';
import { visibleCourse } from '../../learning/index.ts';

/**
 * Course and trail reviews, the learners' side (docs/assessment.md "Reviews"): a course's visible reviews with their
 * average, the learner's own review, written once (SPEC §5 "one per user": a unique constraint), edited and deleted
 * by its author only, reported to the moderators.
 */

const ONE_PER_USER = 'course_reviews_one_per_user';

function reviewColumns(db: Db | Trx, userId: number) {
  return db
    .selectFrom('course_reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.course_id',
      'r.rating',
      'r.comment',
      'r.hidden_at',
      'r.created_at',
      'r.updated_at',
      sql<string>`coalesce(nullif(u.full_name, ''), u.username)`.as('author'),
      sql<boolean>`r.user_id = ${userId}`.as('mine'),
    ]);
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewColumns>['executeTakeFirstOrThrow']>>;

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    course_id: row.course_id,
    rating: row.rating,
    comment: row.comment,
    author: row.author,
    mine: row.mine,
    hidden: row.hidden_at !== null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * GET /api/v1/reviews?course_id: the visible reviews of a course or trail, newest first, a page at a time, with
 * their average and count (one aggregate over the visible reviews' index) and the learner's own review.
 */
export async function listReviews(
  ctx: ServiceContext,
  auth: AuthContext,
  input: ReviewListQuery,
  language: LanguageCode,
): Promise<ReviewPage> {
  const query = ReviewListSchema.parse(input);
  const { viewer } = await visibleCourse(ctx, auth, query.course_id, language);
  const visible = ctx.db
    .selectFrom('course_reviews')
    .where('course_id', '=', query.course_id)
    .where('hidden_at', 'is', null);
  const [summary, rows, mine] = await Promise.all([
    visible
      .select((eb) => [eb.fn.countAll<string>().as('count'), sql<string | null>`avg(rating)`.as('average')])
      .executeTakeFirstOrThrow(),
    reviewColumns(ctx.db, viewer.userId)
      .where('r.course_id', '=', query.course_id)
      .where('r.hidden_at', 'is', null)
      .orderBy('r.id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    reviewColumns(ctx.db, viewer.userId)
      .where('r.course_id', '=', query.course_id)
      .where('r.user_id', '=', viewer.userId)
      .executeTakeFirst(),
  ]);
  const count = Number(summary.count);
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map(toReview),
    summary: {
      count,
      average: summary.average === null ? null : Math.round(Number(summary.average) * 10) / 10,
    },
    mine: mine ? toReview(mine) : null,
  };
}

/** POST /api/v1/reviews: the learner's review of a course or trail they can see; a second one is 409. */
export async function createReview(
  ctx: ServiceContext,
  auth: AuthContext,
  input: CreateReviewRequest,
  language: LanguageCode,
): Promise<Review> {
  const body = CreateReviewSchema.parse(input);
  const { viewer } = await visibleCourse(ctx, auth, body.course_id, language);
  const now = ctx.clock.now();
  try {
    const created = await ctx.db
      .insertInto('course_reviews')
      .values({
        client_id: viewer.clientId,
        course_id: body.course_id,
        user_id: viewer.userId,
        rating: body.rating,
        comment: body.comment,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return readReview(ctx.db, viewer.userId, created.id);
  } catch (error) {
    if (violatedUniqueIndex(error) === ONE_PER_USER) throw new AppError('assessment.review_exists', 409);
    throw error;
  }
}

async function readReview(db: Db | Trx, userId: number, id: number): Promise<Review> {
  return toReview(await reviewColumns(db, userId).where('r.id', '=', id).executeTakeFirstOrThrow());
}

/**
 * A review of the actor's client, locked: its author's to change (another's visible review 403
 * `assessment.review_not_author`; a hidden one, or another client's, is not found).
 */
async function ownReview(trx: Trx, clientId: number, userId: number, id: number) {
  const row = await trx
    .selectFrom('course_reviews')
    .select(['id', 'user_id', 'hidden_at'])
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .forUpdate()
    .executeTakeFirst();
  if (!row || (row.user_id !== userId && row.hidden_at !== null)) throw notFound();
  if (row.user_id !== userId) throw new AppError('assessment.review_not_author', 403);
  return row;
}

async function actingClient(ctx: ServiceContext, auth: AuthContext) {
  const actor = await loadActor(ctx, auth);
  if (actor.clientId === null) throw notFound();
  return { clientId: actor.clientId, userId: actor.userId };
}

/** PATCH /api/v1/reviews/:id: the author changes their rating and comment. */
export async function updateReview(
  ctx: ServiceContext,
  auth: AuthContext,
  id: number,
  input: ReviewInput,
): Promise<Review> {
  const body = ReviewInputSchema.parse(input);
  const who = await actingClient(ctx, auth);
  return ctx.db.transaction().execute(async (trx) => {
    await ownReview(trx, who.clientId, who.userId, id);
    await trx
      .updateTable('course_reviews')
      .set({ rating: body.rating, comment: body.comment, updated_at: ctx.clock.now() })
      .where('id', '=', id)
      .execute();
    return readReview(trx, who.userId, id);
  });
}

/** DELETE /api/v1/reviews/:id: the author deletes their review (its reports with it); they may write another. */
export async function deleteReview(ctx: ServiceContext, auth: AuthContext, id: number) {
  const who = await actingClient(ctx, auth);
  await ctx.db.transaction().execute(async (trx) => {
    await ownReview(trx, who.clientId, who.userId, id);
    await trx.deleteFrom('course_reviews').where('id', '=', id).execute();
  });
  return { ok: true as const };
}

/**
 * POST /api/v1/reviews/:id/reports: a learner who can see the review reports it to the moderators, once (a second
 * report of theirs changes nothing); it joins the moderators' queue.
 */
export async function reportReview(
  ctx: ServiceContext,
  auth: AuthContext,
  id: number,
  reason: string,
  language: LanguageCode,
) {
  const who = await actingClient(ctx, auth);
  const review = await ctx.db
    .selectFrom('course_reviews')
    .select(['id', 'course_id'])
    .where('id', '=', id)
    .where('client_id', '=', who.clientId)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
  if (!review) throw notFound();
  await visibleCourse(ctx, auth, review.course_id, language);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const reported = await trx
      .insertInto('course_review_reports')
      .values({ review_id: id, user_id: who.userId, reason, created_at: now })
      .onConflict((oc) => oc.columns(['review_id', 'user_id']).doNothing())
      .returning('review_id')
      .executeTakeFirst();
    if (reported)
      await trx
        .updateTable('course_reviews')
        .set((eb) => ({ open_reports: eb('open_reports', '+', 1) }))
        .where('id', '=', id)
        .execute();
  });
  return { ok: true as const };
}
