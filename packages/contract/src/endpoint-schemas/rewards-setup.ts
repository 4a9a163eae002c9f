import { IdParam } from '../common.ts';
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
} as const satisfies Record<string, EndpointSchemas>;
