import type { z } from 'zod';
import {
  AccountForReview,
  AccountReviewPage,
  AccountReviewQuery,
  AlternativeLoginRequest,
  CodeSentResponse,
  FirstAccessRequest,
  LinkLoginRequest,
  LinkLoginResponse,
  OutboxPage,
  OutboxQuery,
  PasswordLinkParams,
  PasswordLinkStatus,
  PhoneByDocumentRequest,
  PhoneByDocumentResponse,
  RecoverByEmailRequest,
  RegisterRequest,
  RegisterResponse,
  RejectAccountRequest,
  SendRecoveryCodeRequest,
  SetPasswordRequest,
  SsoCallbackQuery,
  SsoExchangeRequest,
  SsoExchangeResponse,
  SsoStartQuery,
  ValidateRecoveryCodeRequest,
  ValidateRecoveryCodeResponse,
} from './accounts.ts';
import { AuditFilter, AuditPage, AuditQuery } from './audit.ts';
import { BadgeList } from './badges.ts';
import {
  AdminBadge,
  AdminBadgePage,
  AdminBadgeQuery,
  CreateBadgeRequest,
  UpdateBadgeRequest,
} from './badges-admin.ts';
import { IdParam, OkResponse } from './common.ts';
import type { EndpointName } from './endpoints.ts';
import {
  AcceptCookiePolicyRequest,
  ReloadTokensResponse,
  RevokeRequest,
  SelectClientRequest,
  SelectCountryRequest,
  SelectLanguageRequest,
  Session,
  TokenRequest,
  TokenResponse,
} from './identity.ts';
import {
  ActivityView,
  CataloguePage,
  CatalogueQuery,
  CourseActivityParams,
  CourseDetail,
  FavouriteState,
  LearningFilters,
  LearningHome,
  ProgressSave,
  ProgressSaved,
} from './learning.ts';
import {
  LevelCampaignQuery,
  LevelChange,
  LevelChangeDetail,
  LevelChangeDetailQuery,
  LevelChangePage,
  LevelChangeQuery,
  MyLevelStatus,
  PointsTable,
  ReviewLevelChangeRequest,
} from './levels.ts';
import {
  FeedPage,
  FeedQuery,
  NotificationListQuery,
  NotificationPage,
  ReadAllRequest,
  UnreadCounts,
} from './notifications.ts';
import {
  BalanceQuery,
  PointsBalance,
  PostingResponse,
  ReverseEntryRequest,
  StaffEntryRequest,
  StatementEntry,
  StatementFilter,
  StatementPage,
  StatementQuery,
} from './points.ts';
import {
  AdminLevelThresholds,
  AdminPointRule,
  AdminPointsCampaignPage,
  AdminPointsCampaignQuery,
  AdminPointsTable,
  CreatePointRuleRequest,
  SetLevelThresholdsRequest,
  UpdatePointRuleRequest,
} from './points-admin.ts';
import {
  AcceptTermsRequest,
  AvatarResponse,
  ChangePasswordRequest,
  CloseAccountRequest,
  ConfirmPhoneCodeRequest,
  PhoneVerificationStatus,
  Profile,
  SendPhoneCodeRequest,
  UpdateProfileRequest,
} from './profile.ts';
import { RankingQuery, RankingResponse } from './rankings.ts';
import {
  Institutional,
  InstitutionalParams,
  LoginParams,
  LoginParamsQuery,
  Maintenance,
  SiteLists,
} from './tenancy.ts';

/**
 * What one endpoint takes and answers: the schemas of its path parameters, query, body and (JSON) answer, and the
 * success status when it is not 200. An endpoint without `response` answers something else (a file, a redirect); a
 * multipart upload declares no body (its one file part is read by the route).
 */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  status?: 201 | readonly [200, 201];
}

/**
 * THE pairing of each endpoint of `endpoints.ts` with its schemas, by the same name: the server registers every
 * route from it (`apps/server/src/platform/route.ts`), OpenAPI is generated from those registrations, and
 * `endpoints.ts` reads the same pairing as types only (`import type`), so the web's `call` infers request and
 * answer without loading zod. `satisfies` makes the compiler fail on an endpoint left out or a name it does not know.
 */
export const endpointSchemas = {
  token: { body: TokenRequest, response: TokenResponse },
  revokeToken: {
    body: RevokeRequest.extend({
      client_id: TokenRequest.options[0].shape.client_id,
      client_secret: TokenRequest.options[0].shape.client_secret,
    }),
    response: OkResponse,
  },
  reloadUserTokens: { response: ReloadTokensResponse },
  loginParams: { query: LoginParamsQuery, response: LoginParams },
  session: { response: Session },
  selectClient: { body: SelectClientRequest, response: Session },
  selectLanguage: { body: SelectLanguageRequest, response: Session },
  selectCountry: { body: SelectCountryRequest, response: Session },
  acceptCookiePolicy: { body: AcceptCookiePolicyRequest, response: Session },
  logout: { response: OkResponse },
  siteLists: { response: SiteLists },
  institutional: { params: InstitutionalParams, response: Institutional },
  maintenance: { response: Maintenance },
  setMaintenance: { body: Maintenance, response: Maintenance },
  acceptTerms: { body: AcceptTermsRequest, response: Session },
  register: { body: RegisterRequest, response: RegisterResponse, status: 201 },
  firstAccess: { body: FirstAccessRequest, response: OkResponse },
  recoverByEmail: { body: RecoverByEmailRequest, response: OkResponse },
  passwordLink: { query: PasswordLinkParams, response: PasswordLinkStatus },
  setPassword: { body: SetPasswordRequest, response: OkResponse },
  phoneByDocument: { body: PhoneByDocumentRequest, response: PhoneByDocumentResponse },
  sendRecoveryCode: { body: SendRecoveryCodeRequest, response: CodeSentResponse },
  validateRecoveryCode: { body: ValidateRecoveryCodeRequest, response: ValidateRecoveryCodeResponse },
  webserviceLogin: { body: LinkLoginRequest, response: LinkLoginResponse },
  alternativeLogin: { body: AlternativeLoginRequest, response: TokenResponse },
  ssoStart: { query: SsoStartQuery },
  ssoCallback: { query: SsoCallbackQuery },
  ssoExchange: { body: SsoExchangeRequest, response: SsoExchangeResponse },
  profile: { response: Profile },
  updateProfile: { body: UpdateProfileRequest, response: Profile },
  uploadAvatar: { response: AvatarResponse },
  removeAvatar: { response: AvatarResponse },
  changePassword: { body: ChangePasswordRequest, response: OkResponse },
  phoneVerification: { response: PhoneVerificationStatus },
  sendPhoneCode: { body: SendPhoneCodeRequest, response: CodeSentResponse },
  confirmPhoneCode: { body: ConfirmPhoneCodeRequest, response: PhoneVerificationStatus },
  closeAccount: { body: CloseAccountRequest, response: OkResponse },
  accountsForReview: { query: AccountReviewQuery, response: AccountReviewPage },
  approveAccount: { params: IdParam, response: AccountForReview },
  // the reason is optional, and so is the whole body: a bare POST (body null) rejects without one
  rejectAccount: { params: IdParam, body: RejectAccountRequest.nullish(), response: AccountForReview },
  outbox: { query: OutboxQuery, response: OutboxPage },
  pointsBalance: { query: BalanceQuery, response: PointsBalance },
  pointsStatement: { query: StatementQuery, response: StatementPage },
  pointsStatementCsv: { query: StatementFilter },
  postPointsEntry: { body: StaffEntryRequest, response: PostingResponse, status: [200, 201] },
  reversePointsEntry: { params: IdParam, body: ReverseEntryRequest, response: PostingResponse },
  approvePointsEntry: { params: IdParam, response: StatementEntry },
  badges: { response: BadgeList },
  notifications: { query: NotificationListQuery, response: NotificationPage },
  unreadCounts: { response: UnreadCounts },
  readNotification: { params: IdParam, response: UnreadCounts },
  readAllNotifications: { body: ReadAllRequest, response: UnreadCounts },
  feed: { query: FeedQuery, response: FeedPage },
  adminBadges: { query: AdminBadgeQuery, response: AdminBadgePage },
  createBadge: { body: CreateBadgeRequest, response: AdminBadge, status: 201 },
  updateBadge: { params: IdParam, body: UpdateBadgeRequest, response: AdminBadge },
  activateBadge: { params: IdParam, response: AdminBadge },
  deactivateBadge: { params: IdParam, response: AdminBadge },
  myLevel: { query: LevelCampaignQuery, response: MyLevelStatus },
  pointsTable: { query: LevelCampaignQuery, response: PointsTable },
  levelChanges: { query: LevelChangeQuery, response: LevelChangePage },
  levelChange: { params: IdParam, query: LevelChangeDetailQuery, response: LevelChangeDetail },
  // the note is optional, and so is the whole body: a bare POST decides without one
  approveLevelChange: { params: IdParam, body: ReviewLevelChangeRequest.nullish(), response: LevelChange },
  rejectLevelChange: { params: IdParam, body: ReviewLevelChangeRequest.nullish(), response: LevelChange },
  adminPointsCampaigns: { query: AdminPointsCampaignQuery, response: AdminPointsCampaignPage },
  adminPointsTable: { params: IdParam, response: AdminPointsTable },
  createPointRule: { params: IdParam, body: CreatePointRuleRequest, response: AdminPointRule, status: 201 },
  setLevelThresholds: { params: IdParam, body: SetLevelThresholdsRequest, response: AdminLevelThresholds },
  updatePointRule: { params: IdParam, body: UpdatePointRuleRequest, response: AdminPointRule },
  deletePointRule: { params: IdParam, response: OkResponse },
  rankings: { query: RankingQuery, response: RankingResponse },
  adminAudit: { query: AuditQuery, response: AuditPage },
  adminAuditCsv: { query: AuditFilter },
  learningCatalogue: { query: CatalogueQuery, response: CataloguePage },
  learningFilters: { response: LearningFilters },
  learningHome: { response: LearningHome },
  learningCourse: { params: IdParam, response: CourseDetail },
  learningEnrol: { params: IdParam, response: CourseDetail },
  learningUnenrol: { params: IdParam, response: CourseDetail },
  learningFavourite: { params: IdParam, response: FavouriteState },
  learningUnfavourite: { params: IdParam, response: FavouriteState },
  learningActivity: { params: CourseActivityParams, response: ActivityView },
  learningSaveProgress: { params: IdParam, body: ProgressSave, response: ProgressSaved },
} as const satisfies { [K in EndpointName]: EndpointSchemas };
