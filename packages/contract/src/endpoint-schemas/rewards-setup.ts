import { IdParam, OkResponse } from '../common.ts';
import type { EndpointSchemas } from '../endpoint-schemas.ts';
import {
  Participant,
  ParticipantPage,
  ParticipantQuery,
  SetupCampaign,
  SetupCampaignInput,
  SetupCampaignPage,
  SetupCampaignQuery,
  SetupOptions,
  StoreImportPreview,
  StoreImportRequest,
} from '../rewards-setup.ts';
import {
  SetupAgency,
  SetupAgencyPage,
  SetupBrand,
  SetupChain,
  SetupChainPage,
  SetupListItemRequest,
  SetupListItemUpdate,
  SetupListQuery,
} from '../rewards-setup-lists.ts';

export const rewardsSetupSchemas = {
  adminRewardsCampaigns: { query: SetupCampaignQuery, response: SetupCampaignPage },
  adminRewardsSetupOptions: { response: SetupOptions },
  adminRewardsCampaign: { params: IdParam, response: SetupCampaign },
  adminRewardsCreateCampaign: { body: SetupCampaignInput, response: SetupCampaign, status: 201 },
  adminRewardsUpdateCampaign: { params: IdParam, body: SetupCampaignInput, response: SetupCampaign },
  adminRewardsImportStores: { body: StoreImportRequest, response: StoreImportPreview },
  adminRewardsParticipants: { query: ParticipantQuery, response: ParticipantPage },
  adminRewardsBlockParticipant: { params: IdParam, response: Participant },
  adminRewardsUnblockParticipant: { params: IdParam, response: Participant },
  adminRewardsChains: { query: SetupListQuery, response: SetupChainPage },
  adminRewardsCreateChain: { body: SetupListItemRequest, response: SetupChain, status: 201 },
  adminRewardsUpdateChain: { params: IdParam, body: SetupListItemUpdate, response: SetupChain },
  adminRewardsDeleteChain: { params: IdParam, response: OkResponse },
  adminRewardsAgencies: { query: SetupListQuery, response: SetupAgencyPage },
  adminRewardsCreateAgency: { body: SetupListItemRequest, response: SetupAgency, status: 201 },
  adminRewardsUpdateAgency: { params: IdParam, body: SetupListItemUpdate, response: SetupAgency },
  adminRewardsDeleteAgency: { params: IdParam, response: OkResponse },
  adminRewardsCreateBrand: { params: IdParam, body: SetupListItemRequest, response: SetupBrand, status: 201 },
  adminRewardsUpdateBrand: { params: IdParam, body: SetupListItemUpdate, response: SetupBrand },
  adminRewardsDeleteBrand: { params: IdParam, response: OkResponse },
} as const satisfies Record<string, EndpointSchemas>;
