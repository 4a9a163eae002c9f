import type { EndpointSchemas } from '../endpoint-schemas.ts';
import {
  ResultImportPreview,
  ResultImportRequest,
  ResultInput,
  ResultOptions,
  ResultQuery,
  RewardResult,
  RewardResultPage,
} from '../rewards-results.ts';

export const rewardsResultsSchemas = {
  adminRewardResults: { query: ResultQuery, response: RewardResultPage },
  adminRewardResultOptions: { response: ResultOptions },
  adminRewardPostResult: { body: ResultInput, response: RewardResult, status: 201 },
  adminRewardImportResults: { body: ResultImportRequest, response: ResultImportPreview },
} as const satisfies Record<string, EndpointSchemas>;
