import type { EndpointSchemas } from '../endpoint-schemas.ts';
import {
  PointsTransfer,
  PointsTransferForm,
  PointsTransferRequest,
  StaffPointsTransferPage,
  StaffTransfersQuery,
} from '../rewards-transfer.ts';

/** The schemas of endpoints/rewards-transfer.ts, by the same names. */
export const rewardsTransferSchemas = {
  rewardsTransferForm: { response: PointsTransferForm },
  rewardsTransfer: { body: PointsTransferRequest, response: PointsTransfer, status: [200, 201] },
  rewardsStaffTransfers: { query: StaffTransfersQuery, response: StaffPointsTransferPage },
} as const satisfies Record<string, EndpointSchemas>;
