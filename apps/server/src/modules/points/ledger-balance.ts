import type { PointsBalance } from '@elevar/contract';
import type { Db } from '../../db/connection.ts';
import type { Trx } from '../../db/transaction.ts';
import { notFound } from '../../platform/errors.ts';
import { toPointsBalance } from './ledger-mappers.ts';
import * as q from './ledger-queries.ts';
import { currentLevel, resolveLevel } from './levels/resolve.ts';

/** Balances as the user sees them: the Profile's programme fields and the "my points" screen. */

export interface ProgrammeStanding {
  level: string | null;
  experience_points: number | null;
  available_points: number | null;
}

/**
 * The Profile's programme fields (SPEC §3): level, experience and available points in the selected client for the
 * session's campaign. No client selected: all null. Outside a campaign there is no level.
 */
export async function programmeStanding(
  db: Db,
  who: { clientId: number | null; userId: number; today: string },
): Promise<ProgrammeStanding> {
  if (who.clientId === null) return { level: null, experience_points: null, available_points: null };
  const campaign = await q.currentRewardCampaign(db, who.clientId, who.today);
  const key = { clientId: who.clientId, userId: who.userId, campaignId: campaign?.id ?? null };
  const [balance, level] = await Promise.all([
    q.readBalance(db, key),
    campaign ? resolveLevel(db, { ...key, campaignId: campaign.id }) : null,
  ]);
  return { level, experience_points: balance.experience, available_points: balance.available };
}

/**
 * GET /api/v1/points/balance: one campaign's balance with the user's level there and the last day its points are
 * valid (the campaign's end date), and every balance the user holds in the client. A campaign of another client is
 * not found. One statement; a level not stored yet (before the user's first posting there) is resolved and stored.
 */
export async function balanceSummary(
  db: Db,
  who: { clientId: number; userId: number; campaignId?: number | undefined; today: string },
): Promise<PointsBalance> {
  const [row] =
    who.campaignId === undefined
      ? await q.runningBalance(db, [who.clientId, who.userId, who.today])
      : await q.askedBalance(db, [who.clientId, who.userId, who.campaignId]);
  if (!row || (who.campaignId !== undefined && row.campaign_id === null)) throw notFound();
  const campaignId = row.campaign_id;
  const level =
    campaignId === null
      ? null
      : (row.level ?? (await resolveLevel(db, { clientId: who.clientId, userId: who.userId, campaignId })));
  return toPointsBalance(row, level);
}

/**
 * The balance a spend of the rewards programme debits (the reward store): the client's reward campaign running on
 * `today` (null outside any: the points outside campaigns), with the user's available and experience points there
 * and their level in it (read, never stored: a read).
 */
export async function spendingBalance(
  db: Db,
  who: { clientId: number; userId: number; today: string },
): Promise<{ campaignId: number | null; level: string | null; available: number; experience: number }> {
  const campaign = await q.currentRewardCampaign(db, who.clientId, who.today);
  const key = { clientId: who.clientId, userId: who.userId, campaignId: campaign?.id ?? null };
  const [balance, level] = await Promise.all([
    q.readBalance(db, key),
    campaign ? currentLevel(db, { ...key, campaignId: campaign.id }) : null,
  ]);
  return { campaignId: key.campaignId, level, ...balance };
}

/**
 * Locks a user's balance of one campaign (null: outside campaigns) until the caller's transaction ends, as every
 * posting to it does; for callers that must order their own locks after the balance's (the reward store's orders
 * held by the audit: docs/rewards.md "Store"). Nothing when the user has no balance there yet.
 */
export async function lockBalance(
  trx: Trx,
  key: { clientId: number; userId: number; campaignId: number | null },
): Promise<void> {
  await q.lockBalance(trx, key);
}
