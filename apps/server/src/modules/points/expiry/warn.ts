import { POINTS_EXPIRY_WARNING_DAYS } from '@elevar/domain';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';
import type { Trx } from '../../../db/transaction.ts';
import { notify } from '../../notifications/index.ts';
import { campaignPointsExpireAt, lastExpiredEndDate } from './expire.ts';

/**
 * The notification kind the web writes as "N points are valid until <date>" (data: `points`, `valid_until`, the
 * campaign's last day, the date every screen gives; and `expires_at`, the instant the sweep takes them).
 */
export const POINTS_EXPIRING_KIND = 'points_expiring';

export interface CampaignWarning {
  campaignId: number;
  /** When the campaign's points expire (ISO instant), as sent to the users. */
  expiresAt: string;
  /** Users warned by this run. */
  users: number;
  /** Points they were warned about. */
  points: number;
}

interface WarnedCampaign {
  id: number;
  client_id: number;
  end_date: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * Warns every holder of available points in a campaign whose points expire within the next `days` (after `now`,
 * not yet expired) how many points they hold and when they expire: the instant the expiry sweep uses
 * (`campaignPointsExpireAt`). Each (campaign, user) is warned once, ever: the warning row is inserted with
 * ON CONFLICT DO NOTHING and only the rows this run inserted are notified, in the same transaction, so reruns
 * and concurrent runs (another instance) never warn twice. A holder who gets points later in the window is warned
 * by the next run. Holders are read in keyset batches, one statement and one transaction per batch.
 */
export async function warnExpiringPoints(
  db: Db,
  now: Date,
  days: number = POINTS_EXPIRY_WARNING_DAYS,
): Promise<CampaignWarning[]> {
  const campaigns = await db
    .selectFrom('campaigns as c')
    .select(['c.id', 'c.client_id', 'c.end_date'])
    // expires after now, and by now + days
    .where('c.end_date', '>', lastExpiredEndDate(now))
    .where('c.end_date', '<=', lastExpiredEndDate(new Date(now.getTime() + days * DAY_MS)))
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
  const results: CampaignWarning[] = [];
  for (const campaign of campaigns) results.push(await warnCampaign(db, campaign, now));
  return results;
}

async function warnCampaign(db: Db, campaign: WarnedCampaign, now: Date): Promise<CampaignWarning> {
  const expiresAt = campaignPointsExpireAt(campaign.end_date).toISOString();
  const result: CampaignWarning = { campaignId: campaign.id, expiresAt, users: 0, points: 0 };
  let after = 0;
  for (;;) {
    const rows = await db.transaction().execute(async (trx) => {
      const batch = await warnBatch(trx, campaign, after, now);
      for (const row of batch) {
        if (row.warned_points === null) continue; // warned already, by a concurrent run
        await notify(trx, {
          clientId: campaign.client_id,
          userId: row.user_id,
          kind: POINTS_EXPIRING_KIND,
          data: { points: row.warned_points, valid_until: campaign.end_date, expires_at: expiresAt },
          at: now,
        });
        result.users += 1;
        result.points += row.warned_points;
      }
      return batch;
    });
    if (rows.length < BATCH) return result;
    after = rows[rows.length - 1]?.user_id ?? after;
  }
}

/**
 * One statement: the next holders (user order, not yet warned) and the warnings inserted for them. Inserting in
 * user order makes two concurrent runs wait on each other's rows in the same order, never deadlock; a row the
 * other run inserted first comes back with `warned_points` null.
 */
function warnBatch(trx: Trx, campaign: WarnedCampaign, after: number, now: Date) {
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
        .limit(BATCH),
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
