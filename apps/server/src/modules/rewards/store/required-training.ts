import {
  REQUIRED_COURSE_OPTIONS_MAX,
  type RequiredCourses,
  type RequiredCoursesRequest,
  type RewardCourseOptions,
} from '@elevar/contract';
import { errorMessage, type LanguageCode, SEARCH_MIN_LENGTH, searchKey } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { AppError } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { nameIn } from './mappers.ts';
import { operatorScope } from './orders.ts';

/**
 * The training a user must have finished before any redemption (SPEC §5 Redemption; `reward_required_courses`,
 * checked by `redeem.ts` through catalogue.ts `trainingComplete` and shown on a reward's details), chosen by the
 * store's operators among the client's published courses. Nothing here is kept by the catalogue cache: a
 * redemption and a reward's details read the list live.
 */

const byTitle = (language: LanguageCode) => (a: { title: string }, b: { title: string }) =>
  a.title.localeCompare(b.title, language);

/** GET /api/v1/admin/rewards/required-courses: the client's required courses, by title in the language. */
export async function requiredCourses(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<RequiredCourses> {
  const { clientId } = await operatorScope(ctx, auth);
  return listOf(ctx.db, clientId, language);
}

async function listOf(db: Db, clientId: number, language: LanguageCode): Promise<RequiredCourses> {
  const rows = await db
    .selectFrom('reward_required_courses as r')
    .innerJoin('courses as c', 'c.id', 'r.course_id')
    .where('r.client_id', '=', clientId)
    .select(['c.id', 'c.title', 'c.kind', 'c.status'])
    .execute();
  return {
    results: rows
      .map((row) => ({
        id: Number(row.id),
        title: nameIn(row.title, language),
        kind: row.kind,
        published: row.status === 'published',
      }))
      .sort(byTitle(language)),
  };
}

/**
 * GET /api/v1/admin/rewards/course-options?search=: the client's published courses, trails and podcasts whose title
 * or description has every word searched (3 characters or more, accents ignored; fewer: the first ones by id), at
 * most REQUIRED_COURSE_OPTIONS_MAX.
 */
export async function courseOptions(
  ctx: ServiceContext,
  auth: AuthContext,
  search: string | undefined,
  language: LanguageCode,
): Promise<RewardCourseOptions> {
  const { clientId } = await operatorScope(ctx, auth);
  let query = ctx.db
    .selectFrom('courses')
    .where('client_id', '=', clientId)
    .where('status', '=', 'published')
    .select(['id', 'title', 'kind'])
    .orderBy('id')
    .limit(REQUIRED_COURSE_OPTIONS_MAX);
  const words = search ? searchKey(search) : '';
  if (words.length >= SEARCH_MIN_LENGTH)
    for (const word of words.split(' ')) query = query.where('search_text', 'like', `%${word}%`);
  const rows = await query.execute();
  return {
    results: rows
      .map((row) => ({ id: Number(row.id), title: nameIn(row.title, language), kind: row.kind }))
      .sort(byTitle(language)),
  };
}

/**
 * PUT /api/v1/admin/rewards/required-courses: the whole list, replaced in one transaction; each course a published
 * one of the client (else 422 `store.course_unknown` on `course_ids`). The next redemption is judged by it; orders
 * already placed stay.
 */
export async function setRequiredCourses(
  ctx: ServiceContext,
  auth: AuthContext,
  body: RequiredCoursesRequest,
  language: LanguageCode,
): Promise<RequiredCourses> {
  const { actorId, clientId } = await operatorScope(ctx, auth);
  await inTransaction(ctx.db, async (trx) => {
    // concurrent replacements of the list take turns (the client's row, not blocking writes that reference it)
    await trx.selectFrom('clients').select('id').where('id', '=', clientId).forNoKeyUpdate().execute();
    if (body.course_ids.length) {
      const known = await trx
        .selectFrom('courses')
        .select('id')
        .where('client_id', '=', clientId)
        .where('status', '=', 'published')
        .where('id', 'in', body.course_ids)
        .execute();
      if (known.length !== body.course_ids.length)
        throw new AppError('store.course_unknown', 422, [
          { field: 'course_ids', message: errorMessage('store.course_unknown', language) },
        ]);
    }
    await trx.deleteFrom('reward_required_courses').where('client_id', '=', clientId).execute();
    if (body.course_ids.length)
      await trx
        .insertInto('reward_required_courses')
        .values(body.course_ids.map((course_id) => ({ client_id: clientId, course_id })))
        .execute();
    await recordAudit(trx, {
      actor: actorId,
      clientId,
      action: 'rewards.required_courses.changed',
      entity: 'client',
      entityId: clientId,
      fields: ['course_ids'],
      at: ctx.clock.now(),
    });
  });
  return listOf(ctx.db, clientId, language);
}
