import { POINTS_EXPIRY_WARNING_DAYS } from '@elevar/domain';
import type { Db } from '../../../db/connection.ts';
import { notify } from '../../notifications/index.ts';
import { campaignPointsExpireAt, lastExpiredEndDate } from './expire.ts';
import * as q from './queries.ts';

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
  // expires after now, and by now + days
  const campaigns = await q.campaignsToWarn(
    db,
    lastExpiredEndDate(now),
    lastExpiredEndDate(new Date(now.getTime() + days * DAY_MS)),
  );
  const results: CampaignWarning[] = [];
  for (const campaign of campaigns) results.push(await warnCampaign(db, campaign, now));
  return results;
}

async function warnCampaign(db: Db, campaign: q.CampaignEnd, now: Date): Promise<CampaignWarning> {
  const expiresAt = campaignPointsExpireAt(campaign.end_date).toISOString();
  const result: CampaignWarning = { campaignId: campaign.id, expiresAt, users: 0, points: 0 };
  let after = 0;
  for (;;) {
    const rows = await db.transaction().execute(async (trx) => {
      const batch = await q.warnBatch(trx, campaign, after, now, BATCH);
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
