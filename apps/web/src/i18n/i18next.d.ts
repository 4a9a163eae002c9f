import 'i18next';
import type assessment from '../features/assessment/locales/pt-BR.json';
import type assessmentReviews from '../features/assessment/reviews/locales/pt-BR.json';
import type assessmentAuthoring from '../features/assessment/staff/locales/pt-BR.json';
import type audit from '../features/audit/locales/pt-BR.json';
import type certificates from '../features/certificates/locales/pt-BR.json';
import type community from '../features/community/locales/pt-BR.json';
import type contentFaq from '../features/content/faq/locales/pt-BR.json';
import type library from '../features/content/library/locales/pt-BR.json';
import type content from '../features/content/locales/pt-BR.json';
import type contentSupport from '../features/content/support/locales/pt-BR.json';
import type admin from '../features/identity/admin/locales/pt-BR.json';
import type links from '../features/identity/links/locales/pt-BR.json';
import type accounts from '../features/identity/locales/pt-BR.json';
import type learningAuthoring from '../features/learning/authoring/locales/pt-BR.json';
import type learning from '../features/learning/locales/pt-BR.json';
import type portfolio from '../features/learning/portfolio/locales/pt-BR.json';
import type notifications from '../features/notifications/locales/pt-BR.json';
import type pointsBadgesAdmin from '../features/points/admin/badges/locales/pt-BR.json';
import type levelChanges from '../features/points/admin/locales/pt-BR.json';
import type points from '../features/points/locales/pt-BR.json';
import type profile from '../features/profile/locales/pt-BR.json';
import type rewardsAudit from '../features/rewards/audit/locales/pt-BR.json';
import type rewardsDashboard from '../features/rewards/dashboard/locales/pt-BR.json';
import type rewards from '../features/rewards/locales/pt-BR.json';
import type rewardsSetup from '../features/rewards/setup/locales/pt-BR.json';
import type rewardStore from '../features/rewards/store/locales/pt-BR.json';
import type rewardTransfer from '../features/rewards/transfer/locales/pt-BR.json';
import type maintenanceAdmin from '../features/tenancy/admin/locales/pt-BR.json';
import type richText from '../ui/rich-text/locales/pt-BR.json';
import type ptBR from './locales/pt-BR.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof ptBR;
      accounts: typeof accounts;
      admin: typeof admin;
      assessment: typeof assessment;
      assessmentAuthoring: typeof assessmentAuthoring;
      assessmentReviews: typeof assessmentReviews;
      audit: typeof audit;
      certificates: typeof certificates;
      community: typeof community;
      content: typeof content;
      contentFaq: typeof contentFaq;
      contentSupport: typeof contentSupport;
      learning: typeof learning;
      learningAuthoring: typeof learningAuthoring;
      links: typeof links;
      levelChanges: typeof levelChanges;
      library: typeof library;
      maintenanceAdmin: typeof maintenanceAdmin;
      notifications: typeof notifications;
      points: typeof points;
      pointsBadgesAdmin: typeof pointsBadgesAdmin;
      portfolio: typeof portfolio;
      profile: typeof profile;
      rewards: typeof rewards;
      rewardsAudit: typeof rewardsAudit;
      rewardsSetup: typeof rewardsSetup;
      rewardsDashboard: typeof rewardsDashboard;
      rewardStore: typeof rewardStore;
      rewardTransfer: typeof rewardTransfer;
      richText: typeof richText;
    };
  }
}
