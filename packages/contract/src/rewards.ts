import { z } from 'zod';
import { id } from './common.ts';

/** A campaign of the rewards programme (SPEC §3 Campaign), as its list and details show it. */
export const RewardsCampaign = z.object({
  id: z.number().int(),
  name: z.string(),
  begin_date: z.string().describe('first day of the campaign, yyyy-mm-dd, in the store zone `time_zone`'),
  end_date: z.string().describe('last day of the campaign, yyyy-mm-dd, in the store zone `time_zone`'),
  begins_at: z.string().describe('the instant the campaign begins: midnight of `begin_date` in `time_zone`'),
  ends_before: z
    .string()
    .describe('the first instant after the campaign: midnight after `end_date` in `time_zone`'),
  time_zone: z
    .string()
    .describe(
      'IANA zone its bounds are read in: the zone of the user’s registered store, else of an eligible store in their country',
    ),
  phase: z
    .enum(['upcoming', 'active', 'previous'])
    .describe('SPEC §4 Campaign: active or previous (or not begun)'),
  registered: z.boolean().describe('whether the user has registered for it (each campaign needs its own)'),
  is_session_campaign: z
    .boolean()
    .describe('the campaign of the user’s session (SPEC §3), the one registered for last'),
});
export type RewardsCampaign = z.infer<typeof RewardsCampaign>;

/** GET /api/v1/rewards/campaigns: the selected client's campaigns in the user's country, newest first. */
export const RewardsCampaignList = z.object({
  active: z.array(RewardsCampaign).describe('campaigns running now (and those about to begin)'),
  previous: z.array(RewardsCampaign).describe('campaigns that have ended'),
});
export type RewardsCampaignList = z.infer<typeof RewardsCampaignList>;

const Named = z.object({ id: z.number().int(), name: z.string() });

/** An eligible store of a campaign, in its retail chain. */
export const RewardsStore = Named.extend({
  country_code: z.string().nullable().describe('ISO 3166-1 alpha-2 code of the store country'),
  time_zone: z.string().nullable().describe('IANA zone of the store'),
});
export type RewardsStore = z.infer<typeof RewardsStore>;

/** What a campaign's registration offers: its eligible chains with their stores, and agencies with their brands. */
export const RegistrationOffer = z.object({
  chains: z
    .array(Named.extend({ stores: z.array(RewardsStore) }))
    .describe('retail chains with eligible stores'),
  agencies: z.array(Named.extend({ brands: z.array(Named) })).describe('eligible companies/agencies'),
});
export type RegistrationOffer = z.infer<typeof RegistrationOffer>;

/** The user's registration for a campaign. */
export const CampaignRegistration = z.object({
  chain_ids: z.array(z.number().int()),
  store_ids: z.array(z.number().int()),
  agency_id: z.number().int(),
  brand_ids: z.array(z.number().int()),
  registered_at: z.string(),
});
export type CampaignRegistration = z.infer<typeof CampaignRegistration>;

/** GET /api/v1/rewards/campaigns/:id: a campaign, the user's registration (null: none) and what registration offers. */
export const RewardsCampaignDetail = z.object({
  campaign: RewardsCampaign,
  registration: CampaignRegistration.nullable(),
  offer: RegistrationOffer.describe('empty lists once registered or when the campaign is not active'),
});
export type RewardsCampaignDetail = z.infer<typeof RewardsCampaignDetail>;

const ids = (what: string) => z.array(id()).max(200).describe(what);

/**
 * POST /api/v1/rewards/campaigns/:id/registration (SPEC §5 campaign sign-up). A broken rule answers 422 with the
 * first rule's code and one detail per rule broken, `field` naming the request field.
 */
export const CampaignRegistrationRequest = z.object({
  chain_ids: ids('the chosen retail chains; at least one store of each must be chosen'),
  store_ids: ids('the chosen stores, each eligible and in a chosen chain'),
  agency_ids: ids('the chosen company/agency: exactly one, eligible'),
  brand_ids: ids('brands of the chosen agency, at least one'),
  accepted_terms: z.boolean().describe('the campaign terms accepted; must be true'),
});
export type CampaignRegistrationRequest = z.infer<typeof CampaignRegistrationRequest>;
