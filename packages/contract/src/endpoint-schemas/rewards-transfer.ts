import type { EndpointSchemas } from '../endpoint-schemas.ts';
import { PointsTransfer, PointsTransferForm, PointsTransferRequest } from '../rewards-transfer.ts';

/** The schemas of endpoints/rewards-transfer.ts, by the same names. */
export const rewardsTransferSchemas = {
  rewardsTransferForm: { response: PointsTransferForm },
  rewardsTransfer: { body: PointsTransferRequest, response: PointsTransfer, status: [200, 201] },
} as const satisfies Record<string, EndpointSchemas>;
