import { assessmentFeature } from '../features/assessment/feature.ts';
import { auditFeature } from '../features/audit/feature.ts';
import { certificatesFeature } from '../features/certificates/feature.ts';
import { communityFeature } from '../features/community/feature.ts';
import { contentFeature } from '../features/content/feature.ts';
import { engagementFeature } from '../features/engagement/feature.ts';
import { identityFeature } from '../features/identity/feature.ts';
import { learningFeature } from '../features/learning/feature.ts';
import { notificationsFeature } from '../features/notifications/feature.ts';
import { pointsFeature } from '../features/points/feature.ts';
import { profileFeature } from '../features/profile/feature.ts';
import { rewardsFeature } from '../features/rewards/feature.ts';
import { tenancyFeature } from '../features/tenancy/feature.ts';
import type { WebFeature } from './feature.ts';

/**
 * Every web feature's manifest, in the order the main menu lists their staff screens, the profile their sections
 * and the home their cards.
 */
export const FEATURES: readonly WebFeature[] = [
  engagementFeature,
  profileFeature,
  identityFeature,
  pointsFeature,
  certificatesFeature,
  notificationsFeature,
  tenancyFeature,
  learningFeature,
  rewardsFeature,
  assessmentFeature,
  contentFeature,
  communityFeature,
  auditFeature,
];
