import type { PointsBalance } from '@elevar/contract';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../platform/errors.ts';
import * as q from './ledger-queries.ts';
import { resolveLevel } from './levels/resolve.ts';

/** Balances as the user sees them: the Profile's programme fields and the "my points" screen. */

interface CampaignRow {
  id: number;
  name: string;
  end_date: string;
}

/**
 * The campaign the session's points belong to: the client's reward campaign running today (the session's
 * `reward_campaign`), or none, meaning the points outside campaigns.
 */
export async function currentRewardCampaign(
  db: Db,
  clientId: number,
  today: string,
): Promise<CampaignRow | undefined> {
  return db
    .selectFrom('campaigns')
    .select(['id', 'name', 'end_date'])
    .where('client_id', '=', clientId)
    .where('is_reward_campaign', '=', true)
    .where('begin_date', '<=', today)
    .where('end_date', '>=', today)
    .orderBy('begin_date', 'desc')
    .limit(1)
    .executeTakeFirst();
}

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
  const campaign = await currentRewardCampaign(db, who.clientId, who.today);
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
 * not found.
 */
export async function balanceSummary(
  db: Db,
  who: { clientId: number; userId: number; campaignId?: number | undefined; today: string },
): Promise<PointsBalance> {
  let campaign: CampaignRow | undefined;
  if (who.campaignId === undefined) {
    campaign = await currentRewardCampaign(db, who.clientId, who.today);
  } else {
    campaign = await db
      .selectFrom('campaigns')
      .select(['id', 'name', 'end_date'])
      .where('id', '=', who.campaignId)
      .where('client_id', '=', who.clientId)
      .executeTakeFirst();
    if (!campaign) throw notFound();
  }
  const key = { clientId: who.clientId, userId: who.userId, campaignId: campaign?.id ?? null };
  const [balance, level, balances] = await Promise.all([
    q.readBalance(db, key),
    campaign ? resolveLevel(db, { ...key, campaignId: campaign.id }) : null,
    db
      .selectFrom('point_balances as b')
      .leftJoin('campaigns as c', 'c.id', 'b.campaign_id')
      .select(['b.campaign_id', 'c.name as campaign_name', 'b.available', 'b.experience'])
      .where('b.user_id', '=', who.userId)
      .where('b.client_id', '=', who.clientId)
      .orderBy('c.begin_date', (ob) => ob.desc().nullsLast())
      .orderBy('b.campaign_id')
      .execute(),
  ]);
  return {
    campaign_id: campaign?.id ?? null,
    level,
    available: balance.available,
    experience: balance.experience,
    valid_until: campaign?.end_date ?? null,
    balances: balances.map((b) => ({
      campaign_id: b.campaign_id,
      campaign_name: b.campaign_name,
      available: b.available,
      experience: b.experience,
    })),
  };
}
