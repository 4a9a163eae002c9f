import type { Db } from '../../../db/connection.ts';
import type { Trx } from '../../../db/transaction.ts';

/** The onboarding tour's steps, who saw it, and the welcome banners: every statement filters by client. */

export interface StepRow {
  id: number;
  language_code: string;
  module: string | null;
  title: string;
  body: string;
  published: boolean;
}

/** The client's steps in every language (or only published ones), in order. */
export function clientSteps(db: Db | Trx, clientId: number, publishedOnly: boolean): Promise<StepRow[]> {
  let query = db
    .selectFrom('onboarding_steps')
    .select(['id', 'language_code', 'module', 'title', 'body', 'published'])
    .where('client_id', '=', clientId);
  if (publishedOnly) query = query.where('published', '=', true);
  return query.orderBy('language_code').orderBy('position').execute();
}

/** Whether the user saw the client's tour. */
export async function hasSeen(db: Db, userId: number, clientId: number): Promise<boolean> {
  const row = await db
    .selectFrom('onboarding_views')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records that the user saw the client's tour; the first time stays. */
export async function markSeen(db: Db, userId: number, clientId: number, at: Date): Promise<void> {
  await db
    .insertInto('onboarding_views')
    .values({ user_id: userId, client_id: clientId, seen_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'client_id']).doNothing())
    .execute();
}

/** A language's steps replaced whole, in the given order. */
export async function replaceSteps(
  trx: Trx,
  scope: { clientId: number; language: string; actorId: number; at: Date },
  steps: readonly { module: string | null; title: string; body: string; published: boolean }[],
): Promise<void> {
  await trx
    .deleteFrom('onboarding_steps')
    .where('client_id', '=', scope.clientId)
    .where('language_code', '=', scope.language)
    .execute();
  if (steps.length === 0) return;
  await trx
    .insertInto('onboarding_steps')
    .values(
      steps.map((step, position) => ({
        client_id: scope.clientId,
        language_code: scope.language,
        module: step.module,
        position,
        title: step.title,
        body: step.body,
        published: step.published,
        updated_by: scope.actorId,
        updated_at: scope.at,
      })),
    )
    .execute();
}

export interface BannerRow {
  language_code: string;
  title: string;
  body: string;
  published: boolean;
  updated_at: Date;
}

/** The client's banners in every language (or only published ones). */
export function clientBanners(db: Db | Trx, clientId: number, publishedOnly: boolean): Promise<BannerRow[]> {
  let query = db
    .selectFrom('welcome_banners')
    .select(['language_code', 'title', 'body', 'published', 'updated_at'])
    .where('client_id', '=', clientId);
  if (publishedOnly) query = query.where('published', '=', true);
  return query.execute();
}

/** A language's banner written (created or replaced). */
export async function saveBanner(
  trx: Trx,
  scope: { clientId: number; language: string; actorId: number; at: Date },
  banner: { title: string; body: string; published: boolean },
): Promise<void> {
  const values = { ...banner, updated_by: scope.actorId, updated_at: scope.at };
  await trx
    .insertInto('welcome_banners')
    .values({ client_id: scope.clientId, language_code: scope.language, ...values })
    .onConflict((oc) => oc.columns(['client_id', 'language_code']).doUpdateSet(values))
    .execute();
}

/** Closure: the user's record of having seen tours. */
export async function deleteViewsOf(trx: Trx, userId: number): Promise<void> {
  await trx.deleteFrom('onboarding_views').where('user_id', '=', userId).execute();
}
