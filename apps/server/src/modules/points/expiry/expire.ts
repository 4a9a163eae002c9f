import type { Db } from '../../../db/connection.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { postEntry } from '../ledger.ts';
import * as ledger from '../ledger-queries.ts';
import * as q from './queries.ts';

/**
 * Points expire at the end of each campaign (SPEC §9). A campaign's last day ends at different instants across
 * the programme's countries, so its points expire once that day is over in every time zone: at 12:00 UTC on the
 * day after `end_date` (midnight at UTC−12). Nobody loses points while their campaign is still running.
 */
export function campaignPointsExpireAt(endDate: string): Date {
  const [year, month, day] = endDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1, 12));
}

/**
 * The last `end_date` whose campaign has expired at `now` (the inverse of `campaignPointsExpireAt`): a campaign's
 * points have expired at `now` exactly when its `end_date` is on or before this day.
 */
export function lastExpiredEndDate(now: Date): string {
  return new Date(now.getTime() - 36 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export interface CampaignExpiry {
  campaignId: number;
  /** Users whose remaining points were debited by this run. */
  users: number;
  /** Points debited by this run. */
  points: number;
}

const BATCH = 200;

/**
 * Posts an `expiry` entry for every user of the campaign with points left, debiting all of them. Running it again
 * changes nothing: each user's balance is locked and read inside the posting, so a second run finds nothing left,
 * and the idempotency key `expiry:<campaign>:<user>:<n>` makes a retried post a no-op. Points credited after the
 * sweep (a late correction) are swept by the next run as entry n + 1. A campaign that has not yet expired at
 * `now`, or that does not exist, expires nothing.
 */
export async function expireCampaign(db: Db, campaignId: number, now: Date): Promise<CampaignExpiry> {
  const result: CampaignExpiry = { campaignId, users: 0, points: 0 };
  const campaign = await q.findCampaignEnd(db, campaignId);
  if (!campaign || now < campaignPointsExpireAt(campaign.end_date)) return result;

  let after = 0;
  for (;;) {
    const holders = await q.holdersAfter(db, campaign, after, BATCH);
    for (const { user_id: userId } of holders) {
      const points = await expireUser(
        db,
        { clientId: campaign.client_id, userId, campaignId: campaign.id },
        now,
      );
      if (points > 0) {
        result.users += 1;
        result.points += points;
      }
    }
    if (holders.length < BATCH) return result;
    after = holders[holders.length - 1]?.user_id ?? after;
  }
}

async function expireUser(
  db: Db,
  key: ledger.BalanceKey & { campaignId: number },
  now: Date,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const left = await ledger.lockBalance(trx, key);
    if (!left || left.available === 0) return 0;
    const sweep = (await ledger.countExpiries(trx, key)) + 1;
    const posting = await postEntry(
      trx,
      {
        clientId: key.clientId,
        userId: key.userId,
        programme: 'rewards',
        campaignId: key.campaignId,
        kind: 'expiry',
        amount: -left.available,
        idempotencyKey: `expiry:${key.campaignId}:${key.userId}:${sweep}`,
      },
      now,
    );
    return posting.duplicate ? 0 : left.available;
  });
}

/** Expires every campaign, of every client, whose points have expired at `now` and that still has points left. */
export async function expireEndedCampaigns(db: Db, now: Date): Promise<CampaignExpiry[]> {
  const campaigns = await q.campaignsWithPointsEndedBy(db, lastExpiredEndDate(now));
  const results: CampaignExpiry[] = [];
  for (const { id } of campaigns) results.push(await expireCampaign(db, id, now));
  return results;
}
