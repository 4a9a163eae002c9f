import { z } from 'zod';
import { PageQuery, pageOf, TranslatedText } from './common.ts';

/*
 * The programme administrator's retail chains, companies/agencies and brands (issue 13, operator screens;
 * docs/rewards.md "Chains, agencies and brands"): named in the four languages, renamed, deactivated (no longer
 * offered for new choices) and deleted while nothing uses them. A brand belongs to one agency for good (SPEC §5:
 * registration asks at least one brand of the chosen agency).
 */

const ListItem = z.object({
  id: z.number().int(),
  names: TranslatedText.describe('The name in all four languages'),
  name: z.string().describe('In the request’s language'),
  active: z.boolean().describe('false: no longer offered for new choices; what already names it keeps it'),
  in_use: z.boolean().describe('Deleting is refused (409 rewards.setup_in_use): deactivate it instead'),
});

export const SetupChain = ListItem.extend({
  stores: z.number().int().describe('The client’s stores in the chain'),
});
export type SetupChain = z.infer<typeof SetupChain>;
export const SetupChainPage = pageOf(SetupChain);
export type SetupChainPage = z.infer<typeof SetupChainPage>;

export const SetupBrand = ListItem.extend({
  agency_id: z.number().int(),
  registrations: z.number().int().describe('Campaign registrations naming the brand'),
});
export type SetupBrand = z.infer<typeof SetupBrand>;

export const SetupAgency = ListItem.extend({
  campaigns: z.number().int().describe('Campaigns listing the agency as eligible'),
  registrations: z.number().int().describe('Campaign registrations naming the agency'),
  brands: z.array(SetupBrand).describe('Its brands, by name'),
});
export type SetupAgency = z.infer<typeof SetupAgency>;
export const SetupAgencyPage = pageOf(SetupAgency);
export type SetupAgencyPage = z.infer<typeof SetupAgencyPage>;

export const SetupListQuery = PageQuery;

/** A new chain, agency or brand: its name in all four languages (the pt-BR one unique among its kind). */
export const SetupListItemRequest = z.object({ names: TranslatedText });
export type SetupListItemRequest = z.infer<typeof SetupListItemRequest>;

/** A rename, a (de)activation, or both. */
export const SetupListItemUpdate = z.object({
  names: TranslatedText.optional(),
  active: z.boolean().optional(),
});
export type SetupListItemUpdate = z.infer<typeof SetupListItemUpdate>;
