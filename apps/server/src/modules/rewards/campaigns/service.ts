import type {
  CampaignRegistrationRequest,
  RegistrationOffer,
  RewardsCampaign,
  RewardsCampaignDetail,
  RewardsCampaignList,
} from '@elevar/contract';
import {
  campaignBounds,
  campaignPhase,
  errorMessage,
  type LanguageCode,
  localized,
  REGISTRATION_PROBLEM_FIELD,
  registrationOfferOf,
  registrationProblems,
} from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { type RewardsViewer, rewardsViewer } from '../access.ts';
import * as q from './queries.ts';

function toCampaign(row: q.CampaignRow, viewer: RewardsViewer, now: Date): RewardsCampaign {
  const bounds = campaignBounds(row, row.time_zone);
  return {
    id: row.id,
    name: row.name,
    begin_date: row.begin_date,
    end_date: row.end_date,
    begins_at: bounds.begins.toISOString(),
    ends_before: bounds.endsBefore.toISOString(),
    time_zone: row.time_zone,
    phase: campaignPhase(row, now, row.time_zone),
    registered: row.registered,
    is_session_campaign: row.id === viewer.sessionCampaignId,
  };
}

/** SPEC §2 campaigns: the active (and about to begin) and previous campaigns of the user's client and country. */
export async function listCampaigns(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<RewardsCampaignList> {
  const viewer = await rewardsViewer(ctx, auth, language);
  const now = ctx.clock.now();
  const campaigns = (await q.campaignsOf(ctx.db, viewer)).map((row) => toCampaign(row, viewer, now));
  return {
    active: campaigns.filter((c) => c.phase !== 'previous'),
    previous: campaigns.filter((c) => c.phase === 'previous'),
  };
}

async function offerOf(
  ctx: ServiceContext,
  viewer: RewardsViewer,
  campaignId: number,
): Promise<RegistrationOffer> {
  const [stores, agencies] = await Promise.all([
    q.eligibleStores(ctx.db, viewer, campaignId),
    q.eligibleAgencies(ctx.db, viewer.clientId, campaignId),
  ]);
  const chains = new Map<number, RegistrationOffer['chains'][number]>();
  for (const s of stores) {
    const chain = chains.get(s.chain_id) ?? {
      id: s.chain_id,
      name: localized(s.chain_names, viewer.language, s.chain_name),
      stores: [],
    };
    chain.stores.push({
      id: s.id,
      name: localized(s.names, viewer.language, s.name),
      country_code: s.country_code === null ? null : s.country_code.trim(),
      time_zone: s.time_zone,
    });
    chains.set(s.chain_id, chain);
  }
  const byAgency = new Map<number, RegistrationOffer['agencies'][number]>();
  for (const a of agencies) {
    const agency = byAgency.get(a.id) ?? {
      id: a.id,
      name: localized(a.names, viewer.language, a.name),
      brands: [],
    };
    if (a.brand_id !== null && a.brand_name !== null)
      agency.brands.push({ id: a.brand_id, name: localized(a.brand_names, viewer.language, a.brand_name) });
    byAgency.set(a.id, agency);
  }
  return { chains: [...chains.values()], agencies: [...byAgency.values()] };
}

async function detailOf(
  ctx: ServiceContext,
  viewer: RewardsViewer,
  campaignId: number,
): Promise<RewardsCampaignDetail> {
  const [row] = await q.campaignsOf(ctx.db, viewer, campaignId);
  if (!row) throw notFound();
  const campaign = toCampaign(row, viewer, ctx.clock.now());
  const registration = await q.findRegistration(ctx.db, viewer.userId, campaignId);
  const offer =
    registration || campaign.phase !== 'active'
      ? { chains: [], agencies: [] }
      : await offerOf(ctx, viewer, campaignId);
  return {
    campaign,
    offer,
    registration: registration
      ? {
          chain_ids: [...new Set(registration.stores.flatMap((s) => s.retail_chain_id ?? []))],
          store_ids: registration.stores.map((s) => s.id),
          agency_id: registration.agency_id,
          brand_ids: registration.brandIds,
          registered_at: new Date(registration.created_at).toISOString(),
        }
      : null,
  };
}

/** A campaign, the user's registration and what its registration offers (only while active and not registered). */
export async function campaignDetail(
  ctx: ServiceContext,
  auth: AuthContext,
  campaignId: number,
  language: LanguageCode,
): Promise<RewardsCampaignDetail> {
  return detailOf(ctx, await rewardsViewer(ctx, auth, language), campaignId);
}

/**
 * Registers the user for a campaign (SPEC §5 campaign sign-up, §8 campaign access): refused to a user blocked for
 * activity against the rules (403), once registered (409), outside the campaign in the stores' zones (409), and on
 * any broken rule (422, one detail per rule, SPEC §8's "store not participating" among them). One registration per
 * user per campaign, whatever the concurrency: the unique key keeps the first. The campaign becomes the session's.
 */
export async function register(
  ctx: ServiceContext,
  auth: AuthContext,
  campaignId: number,
  body: CampaignRegistrationRequest,
  language: LanguageCode,
): Promise<RewardsCampaignDetail> {
  const viewer = await rewardsViewer(ctx, auth, language);
  const detail = await detailOf(ctx, viewer, campaignId);
  if (viewer.blocked) throw new AppError('rewards.account_blocked', 403);
  if (detail.registration) throw new AppError('rewards.already_registered', 409);
  if (detail.campaign.phase !== 'active') throw new AppError('rewards.campaign_not_open', 409);

  const { offer } = detail;
  const problems = registrationProblems(
    {
      chainIds: body.chain_ids,
      storeIds: body.store_ids,
      agencyIds: body.agency_ids,
      brandIds: body.brand_ids,
      acceptedTerms: body.accepted_terms,
    },
    registrationOfferOf(offer),
  );
  const [first] = problems;
  if (first)
    throw new AppError(
      first,
      422,
      problems.map((p) => ({
        field: REGISTRATION_PROBLEM_FIELD[p],
        message: errorMessage(p, language),
      })),
    );

  // every chosen store must be inside the campaign in its own zone
  const now = ctx.clock.now();
  const stores = offer.chains.flatMap((c) => c.stores).filter((s) => body.store_ids.includes(s.id));
  if (
    stores.some(
      (s) => campaignPhase(detail.campaign, now, s.time_zone ?? detail.campaign.time_zone) !== 'active',
    )
  )
    throw new AppError('rewards.campaign_not_open', 409);

  const stored = await inTransaction(ctx.db, (trx) =>
    q.insertRegistration(trx, {
      clientId: viewer.clientId,
      campaignId,
      userId: viewer.userId,
      agencyId: body.agency_ids[0] ?? 0,
      storeIds: [...new Set(body.store_ids)],
      brandIds: [...new Set(body.brand_ids)],
      now,
    }),
  );
  if (stored === undefined) throw new AppError('rewards.already_registered', 409);
  return detailOf(ctx, { ...viewer, sessionCampaignId: campaignId }, campaignId);
}
