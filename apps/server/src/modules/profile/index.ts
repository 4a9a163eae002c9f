// profile's public surface: other modules and the app import profile only from here.
import {
  accountProfilesStep,
  DEMO_ACCOUNTS,
  demoProfilesCompleteStep,
  demoTermsStep,
} from '../../db/seed/accounts.ts';
import type { ServerModule } from '../manifest.ts';
import { purgeProfileData } from './closure/service.ts';
import { phoneVerificationRoutes } from './phone/routes.ts';
import { profileRoutes } from './routes.ts';

export const profileModule: ServerModule = {
  name: 'profile',
  routes: [profileRoutes, phoneVerificationRoutes],
  purgePersonalData: purgeProfileData,
  seed: [
    accountProfilesStep,
    demoTermsStep(DEMO_ACCOUNTS.map((account) => account.username)),
    demoProfilesCompleteStep,
  ],
};
