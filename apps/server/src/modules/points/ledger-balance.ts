import type { PointsBalance } from '@elevar/contract';
import type { ProgrammeLevelId } from '@elevar/domain';
import { type Db, preparedQuery } from '../../db/connection.ts';
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

/** The client's reward campaign running on a day, as SQL (the same choice as `currentRewardCampaign`). */
export const runningCampaign = (client: string, today: string) => `select id, name, end_date from campaigns
  where client_id = ${client} and is_reward_campaign and begin_date <= ${today} and end_date >= ${today}
  order by begin_date desc limit 1`;

/** The balance read's campaign: the client's reward campaign running today, or the one asked for. */
const RUNNING_CAMPAIGN = runningCampaign('$1::bigint', '$3::date');
const ASKED_CAMPAIGN =
  'select id, name, end_date from campaigns where id = $3::bigint and client_id = $1::bigint';

interface BalanceRow {
  campaign_id: number | null;
  campaign_name: string | null;
  end_date: string | null;
  level: ProgrammeLevelId | null;
  balances: {
    campaign_id: number | null;
    campaign_name: string | null;
    available: number;
    experience: number;
  }[];
}

/**
 * The whole balance answer in one statement: the campaign, the stored level there, and every balance of the user
 * in the client (the campaign's own among them), newest campaign first, points outside campaigns last.
 */
const balanceStatement = (campaign: string) =>
  preparedQuery<BalanceRow>(`with c as (${campaign})
  select c.id as campaign_id, c.name as campaign_name, c.end_date,
    (select l.level from user_levels l
      where l.user_id = $2::bigint and l.client_id = $1::bigint and l.campaign_id = c.id) as level,
    (select coalesce(json_agg(json_build_object('campaign_id', b.campaign_id, 'campaign_name', bc.name,
        'available', b.available, 'experience', b.experience) order by bc.begin_date desc nulls last, b.campaign_id),
        '[]'::json)
      from point_balances b left join campaigns bc on bc.id = b.campaign_id
      where b.user_id = $2::bigint and b.client_id = $1::bigint) as balances
  from (select 1) one left join c on true`);
const runningBalance = balanceStatement(RUNNING_CAMPAIGN);
const askedBalance = balanceStatement(ASKED_CAMPAIGN);

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
      ? await runningBalance(db, [who.clientId, who.userId, who.today])
      : await askedBalance(db, [who.clientId, who.userId, who.campaignId]);
  if (!row || (who.campaignId !== undefined && row.campaign_id === null)) throw notFound();
  const campaignId = row.campaign_id;
  const own = row.balances.find((b) => b.campaign_id === campaignId);
  const level =
    campaignId === null
      ? null
      : (row.level ?? (await resolveLevel(db, { clientId: who.clientId, userId: who.userId, campaignId })));
  return {
    campaign_id: campaignId,
    level,
    available: own?.available ?? 0,
    experience: own?.experience ?? 0,
    valid_until: row.end_date,
    balances: row.balances,
  };
}
