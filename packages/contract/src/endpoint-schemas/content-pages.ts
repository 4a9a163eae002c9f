import {
  AdminClientPage,
  AdminClientPageList,
  ClientPage,
  ClientPageParams,
  SaveClientPageRequest,
} from '../content-pages.ts';
import type { EndpointSchemas } from '../endpoint-schemas.ts';

/** The schemas of endpoints/content-pages.ts, by the same names. */
export const contentPagesSchemas = {
  clientPage: { params: ClientPageParams, response: ClientPage },
  adminClientPages: { response: AdminClientPageList },
  adminClientPage: { params: ClientPageParams, response: AdminClientPage },
  adminSaveClientPage: { params: ClientPageParams, body: SaveClientPageRequest, response: AdminClientPage },
  adminPublishClientPage: { params: ClientPageParams, response: AdminClientPage },
  adminUnpublishClientPage: { params: ClientPageParams, response: AdminClientPage },
} as const satisfies Record<string, EndpointSchemas>;
