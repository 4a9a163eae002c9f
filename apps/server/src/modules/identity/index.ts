// identity's public surface: other modules and the app import identity only from here.

import { demoAccountsStep } from '../../db/seed/accounts.ts';
import type { ServerModule } from '../manifest.ts';
import { startActorCache } from './actor-cache.ts';
import { clientRoutes } from './client-routes.ts';
import { purgeIdentityData } from './closure.ts';
import { linkLoginRoutes } from './links/routes.ts';
import { recoveryRoutes } from './recovery/routes.ts';
import { registrationRoutes } from './registration/routes.ts';
import { identityRoutes } from './routes.ts';
import { purgeExpiredTokens } from './tokens.ts';

export const identityModule: ServerModule = {
  name: 'identity',
  routes: [identityRoutes, registrationRoutes, recoveryRoutes, linkLoginRoutes, clientRoutes],
  listeners: [startActorCache],
  housekeeping: [purgeExpiredTokens],
  purgePersonalData: purgeIdentityData,
  seed: [demoAccountsStep],
};

export { assertModule, usesModule } from './access.ts';
export { type Actor, hasRole, loadActor, requireClient, requireRole, selectedClientId } from './actor.ts';
export { authenticate, bearerSession, requireAuth } from './authenticate.ts';
export { CLOSED_ACCOUNT_NAME } from './closure.ts';
export { checkCode, codeStatus, sendCode, useCode } from './recovery/codes.ts';
export { userLanguage } from './recovery/service.ts';
export { announceActorChange, endSessions } from './revocation.ts';
export { getSession } from './session.ts';
