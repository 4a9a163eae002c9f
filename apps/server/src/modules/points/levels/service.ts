import type { MyLevelStatus, PointsTable } from '@elevar/contract';
import { type LanguageCode, LEVEL_MULTIPLIERS, levelMinimum, nextThreshold } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { assertModule, loadActor } from '../../identity/index.ts';
import { listCampaigns, toCampaign } from '../../tenancy/index.ts';
import { toLevelInfos, toPointRuleLine } from './mappers.ts';
import { memberScope } from './policy.ts';
import * as q from './queries.ts';
import { currentLevel } from './resolve.ts';

export function today(ctx: ServiceContext): string {
  return ctx.clock.now().toISOString().slice(0, 10);
}

/**
 * The campaign a level screen shows: the asked one (of the client, else not found), or the current one: the
 * running rewards campaign, else any running one, else the latest begun, else the next to begin.
 */
async function pickCampaign(db: Db, clientId: number, campaignId: number | undefined, day: string) {
  if (campaignId !== undefined) {
    const campaign = await q.findCampaign(db, clientId, campaignId);
    if (!campaign) throw notFound();
    return campaign;
  }
  const campaigns = await listCampaigns(db, clientId); // newest first
  const running = campaigns.filter((c) => c.begin_date <= day && day <= c.end_date);
  const campaign =
    running.find((c) => c.is_reward_campaign) ??
    running[0] ??
    campaigns.find((c) => c.begin_date <= day) ??
    campaigns.at(-1);
  if (!campaign) throw new AppError('level.no_campaign', 404);
  return campaign;
}

/** The signed-in user's level in a campaign: experience, what keeps it, the next threshold, an open change. */
export async function myLevelStatus(
  ctx: ServiceContext,
  auth: AuthContext,
  query: { campaign_id?: number | undefined },
): Promise<MyLevelStatus> {
  const { clientId } = memberScope(await loadActor(ctx, auth));
  const day = today(ctx);
  const campaign = await pickCampaign(ctx.db, clientId, query.campaign_id, day);
  const who = { clientId, userId: auth.userId, campaignId: campaign.id };
  const [level, thresholds, experience, pending] = await Promise.all([
    currentLevel(ctx.db, who),
    q.findThresholds(ctx.db, clientId, campaign.id),
    q.findExperience(ctx.db, who),
    q.findPendingChange(ctx.db, who),
  ]);
  const next = nextThreshold(level, thresholds);
  return {
    campaign: toCampaign(campaign, day),
    level,
    multiplier: LEVEL_MULTIPLIERS[level],
    experience,
    keep_minimum: levelMinimum(level, thresholds),
    next: next
      ? {
          level: next.level,
          min_experience: next.minExperience,
          missing: Math.max(0, next.minExperience - experience),
        }
      : null,
    pending_change: pending
      ? {
          id: pending.id,
          from_level: pending.from_level,
          to_level: pending.to_level,
          status: pending.status,
          experience: pending.experience,
          created_at: pending.created_at.toISOString(),
        }
      : null,
  };
}

/**
 * The points table and programme explanation of a campaign: each rule's points at every level (the multipliers
 * the ledger applies), the levels' thresholds and multipliers, and the user's own level.
 */
export async function pointsTable(
  ctx: ServiceContext,
  auth: AuthContext,
  query: { campaign_id?: number | undefined },
  language: LanguageCode,
): Promise<PointsTable> {
  const actor = await loadActor(ctx, auth);
  const { clientId } = memberScope(actor);
  await assertModule(ctx, actor, 'points_table');
  const day = today(ctx);
  const campaign = await pickCampaign(ctx.db, clientId, query.campaign_id, day);
  const [rules, thresholds, level] = await Promise.all([
    q.listPointRules(ctx.db, clientId, campaign.id),
    q.findThresholds(ctx.db, clientId, campaign.id),
    currentLevel(ctx.db, { clientId, userId: auth.userId, campaignId: campaign.id }),
  ]);
  return {
    campaign: toCampaign(campaign, day),
    levels: toLevelInfos(thresholds),
    rules: rules.map((rule) => toPointRuleLine(rule, language)),
    my_level: level,
  };
}
