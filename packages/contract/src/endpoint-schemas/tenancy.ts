import type { EndpointSchemas } from '../endpoint-schemas.ts';
import {
  Institutional,
  InstitutionalParams,
  LoginParams,
  LoginParamsQuery,
  Maintenance,
  SiteLists,
} from '../tenancy.ts';

/** The schemas of endpoints/tenancy.ts, by the same names. */
export const tenancySchemas = {
  loginParams: { query: LoginParamsQuery, response: LoginParams },
  siteLists: { response: SiteLists },
  institutional: { params: InstitutionalParams, response: Institutional },
  maintenance: { response: Maintenance },
  setMaintenance: { body: Maintenance, response: Maintenance },
} as const satisfies Record<string, EndpointSchemas>;
