import { sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';
import type { Trx } from '../../../db/transaction.ts';

/** Queries of the expiry sweep and the expiry warning: campaigns due, their holders, the warnings. */

/** A campaign as the sweep and the warning read it. */
export interface CampaignEnd {
  id: number;
  client_id: number;
  end_date: string;
}

export function findCampaignEnd(db: Db, campaignId: number): Promise<CampaignEnd | undefined> {
  return db
    .selectFrom('campaigns')
    .select(['id', 'client_id', 'end_date'])
    .where('id', '=', campaignId)
    .executeTakeFirst();
}

/** The next `limit` holders of available points in the campaign, after user `after`, in user order. */
export function holdersAfter(db: Db, campaign: CampaignEnd, after: number, limit: number) {
  return db
    .selectFrom('point_balances')
    .select('user_id')
    .where('campaign_id', '=', campaign.id)
    .where('client_id', '=', campaign.client_id)
    .where('available', '>', 0)
    .where('user_id', '>', after)
    .orderBy('user_id')
    .limit(limit)
    .execute();
}

/** Campaigns that ended on or before `endedBy` and still have points left, in the order they ended. */
export function campaignsWithPointsEndedBy(db: Db, endedBy: string) {
  return db
    .selectFrom('campaigns as c')
    .select('c.id')
    .where('c.end_date', '<=', endedBy)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('point_balances as b')
          .select('b.id')
          .whereRef('b.campaign_id', '=', 'c.id')
          .whereRef('b.client_id', '=', 'c.client_id')
          .where('b.available', '>', 0),
      ),
    )
    .orderBy('c.end_date')
    .orderBy('c.id')
    .execute();
}

/**
 * Campaigns ending after `expiredBy` and by `expiringBy` with a holder of available points not yet warned, in the
 * order they end.
 */
export function campaignsToWarn(db: Db, expiredBy: string, expiringBy: string): Promise<CampaignEnd[]> {
  return db
    .selectFrom('campaigns as c')
    .select(['c.id', 'c.client_id', 'c.end_date'])
    .where('c.end_date', '>', expiredBy)
    .where('c.end_date', '<=', expiringBy)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('point_balances as b')
          .select('b.id')
          .whereRef('b.campaign_id', '=', 'c.id')
          .whereRef('b.client_id', '=', 'c.client_id')
          .where('b.available', '>', 0)
          .where((inner) =>
            inner.not(
              inner.exists(
                inner
                  .selectFrom('points_expiry_warnings as w')
                  .select('w.user_id')
                  .whereRef('w.campaign_id', '=', 'b.campaign_id')
                  .whereRef('w.user_id', '=', 'b.user_id'),
              ),
            ),
          ),
      ),
    )
    .orderBy('c.end_date')
    .orderBy('c.id')
    .execute();
}

/**
 * One statement: the next holders (user order, not yet warned) and the warnings inserted for them. Inserting in
 * user order makes two concurrent runs wait on each other's rows in the same order, never deadlock; a row the
 * other run inserted first comes back with `warned_points` null.
 */
export function warnBatch(trx: Trx, campaign: CampaignEnd, after: number, now: Date, limit: number) {
  return trx
    .with('due', (qb) =>
      qb
        .selectFrom('point_balances as b')
        .select(['b.user_id', 'b.available'])
        .where('b.campaign_id', '=', campaign.id)
        .where('b.client_id', '=', campaign.client_id)
        .where('b.available', '>', 0)
        .where('b.user_id', '>', after)
        .where(({ exists, not, selectFrom }) =>
          not(
            exists(
              selectFrom('points_expiry_warnings as w')
                .select('w.user_id')
                .where('w.campaign_id', '=', campaign.id)
                .whereRef('w.user_id', '=', 'b.user_id'),
            ),
          ),
        )
        .orderBy('b.user_id')
        .limit(limit),
    )
    .with('warned', (qb) =>
      qb
        .insertInto('points_expiry_warnings')
        .columns(['campaign_id', 'user_id', 'client_id', 'points', 'warned_at'])
        .expression((eb) =>
          eb
            .selectFrom('due')
            .select([
              sql<number>`${campaign.id}::bigint`.as('campaign_id'),
              'due.user_id',
              sql<number>`${campaign.client_id}::bigint`.as('client_id'),
              'due.available',
              sql<Date>`${now}::timestamptz`.as('warned_at'),
            ])
            .orderBy('due.user_id'),
        )
        .onConflict((oc) => oc.columns(['campaign_id', 'user_id']).doNothing())
        .returning(['points_expiry_warnings.user_id', 'points_expiry_warnings.points']),
    )
    .selectFrom('due')
    .leftJoin('warned', 'warned.user_id', 'due.user_id')
    .select(['due.user_id', 'warned.points as warned_points'])
    .orderBy('due.user_id')
    .execute();
}
