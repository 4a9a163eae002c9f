import { hasRewardsAccess, type LanguageCode, type ModuleName } from '@elevar/domain';
import type { ServiceContext } from '../../context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { assertModule, loadActor } from '../identity/index.ts';
import { findMember } from './queries.ts';

/** Who uses the rewards site: the user, the client they act in and what the programme knows of them there. */
export interface RewardsViewer {
  userId: number;
  clientId: number;
  language: LanguageCode;
  countryId: number | null;
  areaId: number | null;
  /** The campaign of their session in this client (SPEC §3), the one they registered for last. */
  sessionCampaignId: number | null;
  blocked: boolean;
}

/**
 * SPEC §6 Rewards site: the campaigns module (or the rewards `module` asked, e.g. `insert_sales`) must be usable (the client's switch, the role; else not found, as the
 * web hides it), and the user needs an account in the partner retail-training programme (their GMIN number; else
 * 403 `rewards.no_partner_account`, which the web explains). Staff and superusers need none.
 */
export async function rewardsViewer(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
  module: ModuleName = 'campaigns',
): Promise<RewardsViewer> {
  const actor = await loadActor(ctx, auth);
  const clientId = await assertModule(ctx, actor, module);
  return viewerOf(actor, clientId, await findMember(ctx.db, actor.userId, clientId), language);
}

/** The member's facts in the client a rewards read needs, however they were read. */
export interface MemberFacts {
  gmin_number: string | null;
  country_id: number | null;
  country_area_id: number | null;
  campaign_id: number | null;
  rewards_blocked_at: Date | null;
}

/**
 * The viewer from the actor and their membership (`rewardsViewer`'s checks after the module's): not a member is not
 * found; without a partner account (and not staff) 403 `rewards.no_partner_account`.
 */
export function viewerOf(
  actor: { userId: number; role: Parameters<typeof hasRewardsAccess>[0]['role']; isSuperuser: boolean },
  clientId: number,
  member: MemberFacts | undefined,
  language: LanguageCode,
): RewardsViewer {
  if (!member) throw notFound();
  if (
    !hasRewardsAccess({
      role: actor.role,
      isSuperuser: actor.isSuperuser,
      partnerAccount: member.gmin_number,
    })
  )
    throw new AppError('rewards.no_partner_account', 403);
  return {
    userId: actor.userId,
    clientId,
    language,
    countryId: member.country_id,
    areaId: member.country_area_id,
    sessionCampaignId: member.campaign_id,
    blocked: member.rewards_blocked_at !== null,
  };
}
