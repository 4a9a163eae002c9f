import { assessmentModule } from './assessment/index.ts';
import { auditModule } from './audit/index.ts';
import { certificatesModule } from './certificates/index.ts';
import { communityModule } from './community/index.ts';
import { contentModule } from './content/index.ts';
import { identityModule } from './identity/index.ts';
import { learningModule } from './learning/index.ts';
import type { ServerModule } from './manifest.ts';
import { notificationsModule } from './notifications/index.ts';
import { pointsModule } from './points/index.ts';
import { profileModule } from './profile/index.ts';
import { rewardsModule } from './rewards/index.ts';
import { tenancyModule } from './tenancy/index.ts';

/**
 * Every server module, a module after those it builds on. app.ts registers their routes, starts their listeners,
 * housekeeping and jobs; the ledger runs their posting hooks, account closure their purges, the seed their steps.
 */
export const serverModules: readonly ServerModule[] = [
  tenancyModule,
  identityModule,
  profileModule,
  pointsModule,
  notificationsModule,
  auditModule,
  learningModule,
  rewardsModule,
  assessmentModule,
  contentModule,
  communityModule,
  certificatesModule,
];
