import type { z } from 'zod';
import type { EndpointSchemas, endpointSchemas } from './endpoint-schemas.ts';
import { rewardsAuditEndpoints } from './endpoints/rewards-audit.ts';

/**
 * The endpoint table: every path the web app calls, with its method and how SPEC §7 says it is sent.
 * `encoding` drives the web client (form with app credentials, JSON without auth, JSON with bearer, multipart).
 */
export type Encoding = 'form-app' | 'form-bearer' | 'json-public' | 'json-bearer' | 'multipart-bearer';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  encoding: Encoding;
}

/** Single sign-on start: opened by the browser (a plain link), not fetched; 302 to the client's OpenID provider. */
export const SSO_START_PATH = '/api/v1/sso/start';
/** Where the OpenID provider sends the browser back; 302 to /sso-complete?code= (or to /?sso_error=). */
export const SSO_CALLBACK_PATH = '/api/v1/sso/callback';

const table = {
  token: { method: 'POST', path: '/o/token/', encoding: 'form-app' },
  revokeToken: { method: 'POST', path: '/o/revoke_token/', encoding: 'form-app' },
  reloadUserTokens: { method: 'POST', path: '/accounts/reload_user_tokens/', encoding: 'json-bearer' },
  loginParams: { method: 'GET', path: '/api/v1/login-params', encoding: 'json-public' },
  session: { method: 'GET', path: '/api/v1/session', encoding: 'json-bearer' },
  selectClient: { method: 'POST', path: '/api/v1/session/client', encoding: 'json-bearer' },
  selectLanguage: { method: 'POST', path: '/api/v1/session/language', encoding: 'json-bearer' },
  selectCountry: { method: 'POST', path: '/api/v1/session/country', encoding: 'json-bearer' },
  acceptCookiePolicy: { method: 'POST', path: '/api/v1/session/cookie-policy', encoding: 'json-bearer' },
  logout: { method: 'POST', path: '/api/v1/session/logout', encoding: 'json-bearer' },
  siteLists: { method: 'GET', path: '/api/v1/site-lists', encoding: 'json-bearer' },
  institutional: { method: 'GET', path: '/api/v1/institutional/:slug', encoding: 'json-public' },
  maintenance: { method: 'GET', path: '/api/v1/admin/maintenance', encoding: 'json-bearer' },
  setMaintenance: { method: 'PUT', path: '/api/v1/admin/maintenance', encoding: 'json-bearer' },
  acceptTerms: { method: 'POST', path: '/api/v1/session/terms', encoding: 'json-bearer' },
  // Accounts without a session (SPEC §7 names the recovery paths).
  register: { method: 'POST', path: '/api/v1/accounts/register', encoding: 'json-public' },
  firstAccess: { method: 'POST', path: '/api/v1/accounts/first-access', encoding: 'json-public' },
  recoverByEmail: { method: 'POST', path: '/etraining_login/api_recover_password/', encoding: 'json-public' },
  passwordLink: { method: 'GET', path: '/api/v1/accounts/password-link', encoding: 'json-public' },
  setPassword: { method: 'POST', path: '/api/v1/accounts/set-password', encoding: 'json-public' },
  phoneByDocument: { method: 'POST', path: '/get_phone_number_with_document/', encoding: 'json-public' },
  sendRecoveryCode: { method: 'POST', path: '/send_recover_password_code/', encoding: 'json-public' },
  validateRecoveryCode: { method: 'POST', path: '/validate_recover_password_code/', encoding: 'json-public' },
  // Link and single sign-on logins.
  webserviceLogin: { method: 'POST', path: '/api/v1/webservice-login', encoding: 'json-public' },
  alternativeLogin: { method: 'POST', path: '/etraining_login/alternative_login/', encoding: 'form-app' },
  // opened by the browser (a link, the provider's redirect), not fetched: each answers 302
  ssoStart: { method: 'GET', path: SSO_START_PATH, encoding: 'json-public' },
  ssoCallback: { method: 'GET', path: SSO_CALLBACK_PATH, encoding: 'json-public' },
  ssoExchange: { method: 'POST', path: '/api/v1/sso/exchange', encoding: 'form-app' },
  // Profile (signed in).
  profile: { method: 'GET', path: '/api/v1/profile', encoding: 'json-bearer' },
  updateProfile: { method: 'PATCH', path: '/api/v1/profile', encoding: 'json-bearer' },
  uploadAvatar: { method: 'POST', path: '/api/v1/profile/avatar', encoding: 'multipart-bearer' },
  removeAvatar: { method: 'DELETE', path: '/api/v1/profile/avatar', encoding: 'json-bearer' },
  changePassword: { method: 'POST', path: '/api/v1/profile/password', encoding: 'json-bearer' },
  phoneVerification: { method: 'GET', path: '/api/v1/profile/phone-verification', encoding: 'json-bearer' },
  sendPhoneCode: { method: 'POST', path: '/api/v1/profile/phone-verification/send', encoding: 'json-bearer' },
  confirmPhoneCode: {
    method: 'POST',
    path: '/api/v1/profile/phone-verification/confirm',
    encoding: 'json-bearer',
  },
  closeAccount: { method: 'POST', path: '/api/v1/profile/close', encoding: 'json-bearer' },
  // Staff.
  accountsForReview: { method: 'GET', path: '/api/v1/admin/accounts', encoding: 'json-bearer' },
  approveAccount: { method: 'POST', path: '/api/v1/admin/accounts/:id/approve', encoding: 'json-bearer' },
  rejectAccount: { method: 'POST', path: '/api/v1/admin/accounts/:id/reject', encoding: 'json-bearer' },
  outbox: { method: 'GET', path: '/api/v1/admin/outbox', encoding: 'json-bearer' },
  // Points ledger (signed in; the selected client's): balance, statement and its CSV export; staff corrections.
  pointsBalance: { method: 'GET', path: '/api/v1/points/balance', encoding: 'json-bearer' },
  pointsStatement: { method: 'GET', path: '/api/v1/points/statement', encoding: 'json-bearer' },
  pointsStatementCsv: { method: 'GET', path: '/api/v1/points/statement.csv', encoding: 'json-bearer' },
  postPointsEntry: { method: 'POST', path: '/api/v1/admin/points/entries', encoding: 'json-bearer' },
  reversePointsEntry: {
    method: 'POST',
    path: '/api/v1/admin/points/entries/:id/reverse',
    encoding: 'json-bearer',
  },
  approvePointsEntry: {
    method: 'POST',
    path: '/api/v1/admin/points/entries/:id/approve',
    encoding: 'json-bearer',
  },
  // Badges, notifications and messages, activity feed (signed in; the selected client's).
  badges: { method: 'GET', path: '/api/v1/badges', encoding: 'json-bearer' },
  // The rewards programme's campaigns (SPEC §2 campaigns), for users with a partner retail-training account.
  rewardsCampaigns: { method: 'GET', path: '/api/v1/rewards/campaigns', encoding: 'json-bearer' },
  rewardsCampaign: { method: 'GET', path: '/api/v1/rewards/campaigns/:id', encoding: 'json-bearer' },
  rewardsRegister: {
    method: 'POST',
    path: '/api/v1/rewards/campaigns/:id/registration',
    encoding: 'json-bearer',
  },
  // Sales of the rewards programme (SPEC §2 insert-sales, §5 Sale), for group 1 sellers registered for the campaign.
  rewardsSaleForm: {
    method: 'GET',
    path: '/api/v1/rewards/campaigns/:id/sale-form',
    encoding: 'json-bearer',
  },
  rewardsSaleStore: { method: 'GET', path: '/api/v1/rewards/campaigns/:id/stores', encoding: 'json-bearer' },
  rewardsSaleInvoice: {
    method: 'POST',
    path: '/api/v1/rewards/sales/invoices',
    encoding: 'multipart-bearer',
  },
  rewardsReportSale: { method: 'POST', path: '/api/v1/rewards/campaigns/:id/sales', encoding: 'json-bearer' },
  rewardsSales: { method: 'GET', path: '/api/v1/rewards/sales', encoding: 'json-bearer' },
  // Certificates (docs/certificates.md): the learner's, their PDF, the public verification (and its Open Badge).
  certificates: { method: 'GET', path: '/api/v1/certificates', encoding: 'json-bearer' },
  certificatePdf: { method: 'GET', path: '/api/v1/certificates/:id/pdf', encoding: 'json-bearer' },
  certificateVerify: { method: 'GET', path: '/api/v1/certificates/verify/:code', encoding: 'json-public' },
  certificateBadge: {
    method: 'GET',
    path: '/api/v1/certificates/verify/:code/badge',
    encoding: 'json-public',
  },
  trailCertificate: { method: 'POST', path: '/get_trail_user_result_certificate/', encoding: 'form-bearer' },
  // News (docs/content.md): the selected client's published articles, and their editors' endpoints.
  news: { method: 'GET', path: '/api/v1/news', encoding: 'json-bearer' },
  newsCategories: { method: 'GET', path: '/api/v1/news/categories', encoding: 'json-bearer' },
  newsArticle: { method: 'GET', path: '/api/v1/news/:id', encoding: 'json-bearer' },
  adminNews: { method: 'GET', path: '/api/v1/admin/news', encoding: 'json-bearer' },
  adminNewsArticle: { method: 'GET', path: '/api/v1/admin/news/:id', encoding: 'json-bearer' },
  adminNewsCreate: { method: 'POST', path: '/api/v1/admin/news', encoding: 'json-bearer' },
  adminNewsUpdate: { method: 'PATCH', path: '/api/v1/admin/news/:id', encoding: 'json-bearer' },
  adminNewsPublish: { method: 'POST', path: '/api/v1/admin/news/:id/publish', encoding: 'json-bearer' },
  adminNewsUnpublish: { method: 'POST', path: '/api/v1/admin/news/:id/unpublish', encoding: 'json-bearer' },
  adminNewsDelete: { method: 'DELETE', path: '/api/v1/admin/news/:id', encoding: 'json-bearer' },
  adminNewsSetCover: { method: 'POST', path: '/api/v1/admin/news/:id/cover', encoding: 'multipart-bearer' },
  adminNewsRemoveCover: { method: 'DELETE', path: '/api/v1/admin/news/:id/cover', encoding: 'json-bearer' },
  // Store photos of the rewards programme (SPEC §2 upload-photos, §5 Photos), for users registered for the campaign.
  rewardsPhotoForm: {
    method: 'GET',
    path: '/api/v1/rewards/campaigns/:id/photo-form',
    encoding: 'json-bearer',
  },
  rewardsSendPhoto: {
    method: 'POST',
    path: '/api/v1/rewards/campaigns/:id/photos',
    encoding: 'multipart-bearer',
  },
  rewardsPhotos: { method: 'GET', path: '/api/v1/rewards/photos', encoding: 'json-bearer' },
  notifications: { method: 'GET', path: '/api/v1/notifications', encoding: 'json-bearer' },
  unreadCounts: { method: 'GET', path: '/api/v1/notifications/unread-count', encoding: 'json-bearer' },
  readNotification: { method: 'POST', path: '/api/v1/notifications/:id/read', encoding: 'json-bearer' },
  readAllNotifications: { method: 'POST', path: '/api/v1/notifications/read-all', encoding: 'json-bearer' },
  feed: { method: 'GET', path: '/api/v1/feed', encoding: 'json-bearer' },
  // The badges of the selected client, for its programme administrators (and superusers).
  adminBadges: { method: 'GET', path: '/api/v1/admin/badges', encoding: 'json-bearer' },
  createBadge: { method: 'POST', path: '/api/v1/admin/badges', encoding: 'json-bearer' },
  updateBadge: { method: 'PATCH', path: '/api/v1/admin/badges/:id', encoding: 'json-bearer' },
  activateBadge: { method: 'POST', path: '/api/v1/admin/badges/:id/activate', encoding: 'json-bearer' },
  deactivateBadge: { method: 'POST', path: '/api/v1/admin/badges/:id/deactivate', encoding: 'json-bearer' },
  // Levels and the points table (SPEC §4 Level, §2 points-table and programme explanation).
  myLevel: { method: 'GET', path: '/api/v1/levels/me', encoding: 'json-bearer' },
  pointsTable: { method: 'GET', path: '/api/v1/points-table', encoding: 'json-bearer' },
  levelChanges: { method: 'GET', path: '/api/v1/admin/level-changes', encoding: 'json-bearer' },
  levelChange: { method: 'GET', path: '/api/v1/admin/level-changes/:id', encoding: 'json-bearer' },
  approveLevelChange: {
    method: 'POST',
    path: '/api/v1/admin/level-changes/:id/approve',
    encoding: 'json-bearer',
  },
  rejectLevelChange: {
    method: 'POST',
    path: '/api/v1/admin/level-changes/:id/reject',
    encoding: 'json-bearer',
  },
  // The points table and level thresholds of the selected client's campaigns (programme administrators).
  adminPointsCampaigns: {
    method: 'GET',
    path: '/api/v1/admin/points-table/campaigns',
    encoding: 'json-bearer',
  },
  adminPointsTable: {
    method: 'GET',
    path: '/api/v1/admin/points-table/campaigns/:id',
    encoding: 'json-bearer',
  },
  createPointRule: {
    method: 'POST',
    path: '/api/v1/admin/points-table/campaigns/:id/rules',
    encoding: 'json-bearer',
  },
  setLevelThresholds: {
    method: 'PUT',
    path: '/api/v1/admin/points-table/campaigns/:id/thresholds',
    encoding: 'json-bearer',
  },
  updatePointRule: { method: 'PATCH', path: '/api/v1/admin/points-table/rules/:id', encoding: 'json-bearer' },
  deletePointRule: {
    method: 'DELETE',
    path: '/api/v1/admin/points-table/rules/:id',
    encoding: 'json-bearer',
  },
  // The audit trail of staff actions (programme administrators of the selected client, superusers).
  adminAudit: { method: 'GET', path: '/api/v1/admin/audit', encoding: 'json-bearer' },
  adminAuditCsv: { method: 'GET', path: '/api/v1/admin/audit.csv', encoding: 'json-bearer' },
  // Rankings (signed in; the selected client's, when it has the ranking module).
  rankings: { method: 'GET', path: '/api/v1/rankings', encoding: 'json-bearer' },
  // Learning (signed in; the selected client's, when it has the online courses or podcasts module).
  learningCatalogue: { method: 'GET', path: '/api/v1/learning/courses', encoding: 'json-bearer' },
  learningFilters: { method: 'GET', path: '/api/v1/learning/filters', encoding: 'json-bearer' },
  learningHome: { method: 'GET', path: '/api/v1/learning/home', encoding: 'json-bearer' },
  learningCourse: { method: 'GET', path: '/api/v1/learning/courses/:id', encoding: 'json-bearer' },
  learningEnrol: { method: 'POST', path: '/api/v1/learning/courses/:id/enrolment', encoding: 'json-bearer' },
  learningUnenrol: {
    method: 'DELETE',
    path: '/api/v1/learning/courses/:id/enrolment',
    encoding: 'json-bearer',
  },
  learningFavourite: {
    method: 'PUT',
    path: '/api/v1/learning/courses/:id/favourite',
    encoding: 'json-bearer',
  },
  learningUnfavourite: {
    method: 'DELETE',
    path: '/api/v1/learning/courses/:id/favourite',
    encoding: 'json-bearer',
  },
  learningTrail: { method: 'GET', path: '/api/v1/learning/trails/:id', encoding: 'json-bearer' },
  learningEnrolTrail: {
    method: 'POST',
    path: '/api/v1/learning/trails/:id/enrolment',
    encoding: 'json-bearer',
  },
  learningUnenrolTrail: {
    method: 'DELETE',
    path: '/api/v1/learning/trails/:id/enrolment',
    encoding: 'json-bearer',
  },
  learningActivity: {
    method: 'GET',
    path: '/api/v1/learning/courses/:id/activities/:order',
    encoding: 'json-bearer',
  },
  learningSaveProgress: {
    method: 'PUT',
    path: '/api/v1/learning/activities/:id/progress',
    encoding: 'json-bearer',
  },
  // Tests and quizzes (docs/assessment.md): the learner's test, attempts, answers saved as they go, the submit.
  assessmentTest: { method: 'GET', path: '/api/v1/assessment/activities/:id', encoding: 'json-bearer' },
  assessmentStart: {
    method: 'POST',
    path: '/api/v1/assessment/activities/:id/attempts',
    encoding: 'json-bearer',
  },
  assessmentSaveAnswer: {
    method: 'PUT',
    path: '/api/v1/assessment/attempts/:id/answers/:question',
    encoding: 'json-bearer',
  },
  assessmentSubmit: {
    method: 'POST',
    path: '/api/v1/assessment/attempts/:id/submit',
    encoding: 'json-bearer',
  },
  assessmentResult: { method: 'GET', path: '/api/v1/assessment/attempts/:id', encoding: 'json-bearer' },
  adminAssessmentCreateBank: {
    method: 'POST',
    path: '/api/v1/admin/assessment/banks',
    encoding: 'json-bearer',
  },
  adminAssessmentBank: { method: 'GET', path: '/api/v1/admin/assessment/banks/:id', encoding: 'json-bearer' },
  adminAssessmentAddQuestion: {
    method: 'POST',
    path: '/api/v1/admin/assessment/banks/:id/questions',
    encoding: 'json-bearer',
  },
  adminAssessmentTest: {
    method: 'GET',
    path: '/api/v1/admin/assessment/activities/:id',
    encoding: 'json-bearer',
  },
  adminAssessmentSetTest: {
    method: 'PUT',
    path: '/api/v1/admin/assessment/activities/:id',
    encoding: 'json-bearer',
  },
  adminAssessmentAttempts: {
    method: 'GET',
    path: '/api/v1/admin/assessment/activities/:id/attempts',
    encoding: 'json-bearer',
  },
  adminAssessmentBanks: { method: 'GET', path: '/api/v1/admin/assessment/banks', encoding: 'json-bearer' },
  adminAssessmentRenameBank: {
    method: 'PATCH',
    path: '/api/v1/admin/assessment/banks/:id',
    encoding: 'json-bearer',
  },
  adminAssessmentDeleteBank: {
    method: 'DELETE',
    path: '/api/v1/admin/assessment/banks/:id',
    encoding: 'json-bearer',
  },
  adminAssessmentUpdateQuestion: {
    method: 'PUT',
    path: '/api/v1/admin/assessment/banks/:id/questions/:question',
    encoding: 'json-bearer',
  },
  adminAssessmentDeleteQuestion: {
    method: 'DELETE',
    path: '/api/v1/admin/assessment/banks/:id/questions/:question',
    encoding: 'json-bearer',
  },
  adminAssessmentImportQuestions: {
    method: 'POST',
    path: '/api/v1/admin/assessment/banks/:id/import',
    encoding: 'json-bearer',
  },
  adminAssessmentPreview: {
    method: 'GET',
    path: '/api/v1/admin/assessment/activities/:id/preview',
    encoding: 'json-bearer',
  },
  adminAssessmentIntervene: {
    method: 'POST',
    path: '/api/v1/admin/assessment/activities/:id/learners/:user/interventions',
    encoding: 'json-bearer',
  },
  // The public portfolio (no session; docs/learning.md "Portfolio"): a client's showcase while its setting is on.
  learningPortfolio: { method: 'GET', path: '/api/v1/learning/portfolio', encoding: 'json-public' },
  learningPortfolioCourse: {
    method: 'GET',
    path: '/api/v1/learning/portfolio/courses/:id',
    encoding: 'json-public',
  },
  // SCORM packages (docs/learning.md "SCORM"): launch data and CMI commits (a keepalive fetch on page hide).
  learningScormLaunch: {
    method: 'GET',
    path: '/api/v1/learning/activities/:id/scorm',
    encoding: 'json-bearer',
  },
  learningScormCommit: {
    method: 'PUT',
    path: '/api/v1/learning/activities/:id/scorm/:sco',
    encoding: 'json-bearer',
  },
  // HTML packages (docs/learning.md "HTML, Flash and HLS"): the page to frame on the content origin.
  learningHtmlLaunch: {
    method: 'GET',
    path: '/api/v1/learning/activities/:id/html',
    encoding: 'json-bearer',
  },
  // Learning authoring (instructors and programme administrators; docs/learning.md "Authoring").
  adminLearningCourses: { method: 'GET', path: '/api/v1/admin/learning/courses', encoding: 'json-bearer' },
  adminLearningCourse: { method: 'GET', path: '/api/v1/admin/learning/courses/:id', encoding: 'json-bearer' },
  adminLearningCreateCourse: {
    method: 'POST',
    path: '/api/v1/admin/learning/courses',
    encoding: 'json-bearer',
  },
  adminLearningUpdateCourse: {
    method: 'PATCH',
    path: '/api/v1/admin/learning/courses/:id',
    encoding: 'json-bearer',
  },
  adminLearningPublishCourse: {
    method: 'POST',
    path: '/api/v1/admin/learning/courses/:id/publish',
    encoding: 'json-bearer',
  },
  adminLearningUnpublishCourse: {
    method: 'POST',
    path: '/api/v1/admin/learning/courses/:id/unpublish',
    encoding: 'json-bearer',
  },
  adminLearningArchiveCourse: {
    method: 'POST',
    path: '/api/v1/admin/learning/courses/:id/archive',
    encoding: 'json-bearer',
  },
  adminLearningAddActivity: {
    method: 'POST',
    path: '/api/v1/admin/learning/courses/:id/activities',
    encoding: 'json-bearer',
  },
  adminLearningReorderActivities: {
    method: 'PUT',
    path: '/api/v1/admin/learning/courses/:id/activities/order',
    encoding: 'json-bearer',
  },
  adminLearningUpdateActivity: {
    method: 'PUT',
    path: '/api/v1/admin/learning/activities/:id',
    encoding: 'json-bearer',
  },
  adminLearningDeleteActivity: {
    method: 'DELETE',
    path: '/api/v1/admin/learning/activities/:id',
    encoding: 'json-bearer',
  },
  adminLearningCategories: {
    method: 'GET',
    path: '/api/v1/admin/learning/categories',
    encoding: 'json-bearer',
  },
  adminLearningCreateCategory: {
    method: 'POST',
    path: '/api/v1/admin/learning/categories',
    encoding: 'json-bearer',
  },
  adminLearningUpdateCategory: {
    method: 'PATCH',
    path: '/api/v1/admin/learning/categories/:id',
    encoding: 'json-bearer',
  },
  adminLearningDeleteCategory: {
    method: 'DELETE',
    path: '/api/v1/admin/learning/categories/:id',
    encoding: 'json-bearer',
  },
  adminLearningGroupMembers: {
    method: 'GET',
    path: '/api/v1/admin/learning/groups/:id/members',
    encoding: 'json-bearer',
  },
  adminLearningAddGroupMembers: {
    method: 'POST',
    path: '/api/v1/admin/learning/groups/:id/members',
    encoding: 'json-bearer',
  },
  adminLearningImportGroupMembers: {
    method: 'POST',
    path: '/api/v1/admin/learning/groups/:id/members/import',
    encoding: 'multipart-bearer',
  },
  adminLearningRemoveGroupMember: {
    method: 'DELETE',
    path: '/api/v1/admin/learning/groups/:id/members/:user_id',
    encoding: 'json-bearer',
  },
  adminLearningStartUpload: {
    method: 'POST',
    path: '/api/v1/admin/learning/uploads',
    encoding: 'json-bearer',
  },
  adminLearningUpload: { method: 'GET', path: '/api/v1/admin/learning/uploads/:id', encoding: 'json-bearer' },
  adminLearningUploadChunk: {
    method: 'PUT',
    path: '/api/v1/admin/learning/uploads/:id/chunks/:index',
    encoding: 'multipart-bearer',
  },
  adminLearningCompleteUpload: {
    method: 'POST',
    path: '/api/v1/admin/learning/uploads/:id/complete',
    encoding: 'json-bearer',
  },
  adminLearningScormPackage: {
    method: 'GET',
    path: '/api/v1/admin/learning/activities/:id/scorm',
    encoding: 'json-bearer',
  },
  adminLearningImportScorm: {
    method: 'POST',
    path: '/api/v1/admin/learning/activities/:id/scorm',
    encoding: 'json-bearer',
  },
  adminLearningHtmlPackage: {
    method: 'GET',
    path: '/api/v1/admin/learning/activities/:id/html',
    encoding: 'json-bearer',
  },
  adminLearningImportHtml: {
    method: 'POST',
    path: '/api/v1/admin/learning/activities/:id/html',
    encoding: 'json-bearer',
  },
  adminLearningBulkEnrol: {
    method: 'POST',
    path: '/api/v1/admin/learning/courses/:id/bulk-enrolments',
    encoding: 'json-bearer',
  },
  adminLearningBulkEnrolCsv: {
    method: 'POST',
    path: '/api/v1/admin/learning/courses/:id/bulk-enrolments/import',
    encoding: 'multipart-bearer',
  },
  adminLearningBulkEnrolment: {
    method: 'GET',
    path: '/api/v1/admin/learning/bulk-enrolments/:id',
    encoding: 'json-bearer',
  },
  adminLearningCourseReport: {
    method: 'GET',
    path: '/api/v1/admin/learning/courses/:id/report',
    encoding: 'json-bearer',
  },
  adminLearningCourseReportCsv: {
    method: 'GET',
    path: '/api/v1/admin/learning/courses/:id/report.csv',
    encoding: 'json-bearer',
  },
  ...rewardsAuditEndpoints,
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof table;

/**
 * One entry of the table: at runtime only its method, path and encoding (the web imports this file, and zod must
 * stay out of its bundle); its request and answer types ride along as a phantom `~contract` property that no
 * object has, read from `endpoint-schemas.ts` by `import type`. That file pairs each name with its zod schemas
 * once; the server registers each route from the entry and that pairing (`platform/route.ts`), so the handler,
 * the web's `call` and OpenAPI all follow the same schemas.
 */
export type ContractEndpoint<K extends EndpointName> = (typeof table)[K] & {
  readonly '~contract'?: { readonly name: K; readonly schemas: (typeof endpointSchemas)[K] };
};

export const endpoints: { readonly [K in EndpointName]: ContractEndpoint<K> } = table;

/** The schemas an entry of the table carries (any schemas, for an endpoint outside the table). */
export type SchemasOf<E> = E extends { readonly '~contract'?: { readonly schemas: infer S } }
  ? S
  : EndpointSchemas;

/** How a path or query value is sent: zod's input type of a coerced number is `unknown`; it goes as text or a number. */
type Sent<T> = { [P in keyof T]: unknown extends T[P] ? string | number : T[P] };

/** The path parameters an endpoint takes (its `:name` segments), or undefined. */
export type ParamsOf<E> =
  SchemasOf<E> extends { params: infer P extends z.ZodType } ? Sent<z.input<P>> : undefined;
/** The query an endpoint takes, or undefined. */
export type QueryOf<E> =
  SchemasOf<E> extends { query: infer Q extends z.ZodType } ? Sent<z.input<Q>> : undefined;
/** The body an endpoint takes, or undefined (a multipart upload declares none: its parts are the sender's). */
export type BodyOf<E> = SchemasOf<E> extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
/** What an endpoint answers (JSON), as the server's schema serializes it; `unknown` for a file or a redirect. */
export type ResponseOf<E> =
  SchemasOf<E> extends { response: infer R extends z.ZodType } ? z.output<R> : unknown;

/** Paths SPEC §7 sends as JSON without authorization, whatever the session holds. */
export const PUBLIC_JSON_PATHS = [
  '/etraining_login/api_recover_password/',
  'get_phone_number_with_document/',
  'send_recover_password_code/',
  'validate_recover_password_code/',
] as const;

/** Paths SPEC §7 sends form-encoded with the app credentials. */
export const FORM_APP_PATHS = ['/o/token/', '/etraining_login/alternative_login/'] as const;

/** Paths SPEC §7 sends form-encoded with the bearer token. */
export const FORM_BEARER_PATHS = ['/get_trail_user_result_certificate/'] as const;

/** Uploads that are excluded from the multipart rule (sent as JSON or straight to storage). */
export const MULTIPART_EXCLUDED_PATHS = ['/api/files/complete/'] as const;
