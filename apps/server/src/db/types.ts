import type { Role } from '@elevar/domain';
import type { ColumnType } from 'kysely';
import type { TenancyTables } from './migrations/20261121T0600_tenancy.ts';
import type { IdentityTables } from './migrations/20261121T0610_identity.ts';
import type { SeedTables } from './migrations/20261121T0620_seed_steps.ts';
import type {
  AccountTables,
  LoginSettingsAccountColumns,
  UserProfileColumns,
} from './migrations/20261121T0700_accounts.ts';
import type { LedgerTables } from './migrations/20261121T1200_rewards_ledger.ts';
import type { LedgerShortfallColumns } from './migrations/20261121T1205_ledger_shortfall.ts';
import type { RankingTables } from './migrations/20261121T1210_rankings.ts';
import type { LevelTables } from './migrations/20261121T1220_levels.ts';
import type { BadgeNotificationTables } from './migrations/20261121T1230_badges_notifications.ts';
import type { PointRuleEntryColumns } from './migrations/20261121T1400_point_rules_frozen.ts';
import type { ExpiryWarningTables } from './migrations/20261121T1410_expiry_warnings.ts';
import type {
  LoginSettingsLinkColumns,
  TokenFamilyClientColumns,
} from './migrations/20261124T0900_session_client.ts';
import type { LoginFailureAddressColumns } from './migrations/20261124T0910_login_failures_by_account.ts';
import type { UserCountryAreaColumns } from './migrations/20261125T0900_user_country_area.ts';
import type { TranslatedNamesColumns } from './migrations/20261125T1000_translated_names.ts';
import type { AuditTables } from './migrations/20261126T0900_audit_events.ts';
import type { LearningTables } from './migrations/20261127T0900_learning.ts';
import type { TrailTables } from './migrations/20261127T1100_trails.ts';
import type { LearningAuthoringTables } from './migrations/20261127T1200_learning_authoring.ts';
import type { ScormTables } from './migrations/20261127T1300_scorm.ts';
import type { BulkEnrolmentTables } from './migrations/20261127T1400_bulk_enrolments.ts';
import type { PresentationUploadColumns } from './migrations/20261128T1800_presentation_uploads.ts';
import type { PortfolioColumns } from './migrations/20261128T1900_portfolio.ts';
import type { HtmlPackageTables } from './migrations/20261128T2000_html_packages.ts';
import type { CourseLinkArrayColumns } from './migrations/20261128T2100_course_link_arrays.ts';
import type { CourseSearchWordColumns } from './migrations/20261128T2120_course_search_words.ts';
import type {
  RewardsCampaignColumns,
  RewardsCampaignTables,
  RewardsMembershipColumns,
  RewardsStoreColumns,
} from './migrations/20261129T1000_rewards_campaigns.ts';
import type { AssessmentTables } from './migrations/20261129T2000_assessment.ts';
import type { RewardsSalesTables } from './migrations/20261130T0900_rewards_sales.ts';
import type { CatalogueGenerationTables } from './migrations/20261130T0915_catalogue_generations.ts';
import type { ContentNewsTables } from './migrations/20261130T0930_content_news.ts';
import type { CertificateCourseColumns, CertificateTables } from './migrations/20261130T1100_certificates.ts';
import type { RewardsPhotosTables } from './migrations/20261201T0900_rewards_photos.ts';
import type {
  RewardsAuditPhotoColumns,
  RewardsAuditSaleColumns,
} from './migrations/20261202T0900_rewards_audit.ts';
import type { QuestionTranslationColumns } from './migrations/20261202T1000_question_translations.ts';
import type { ContentLibraryTables } from './migrations/20261202T1100_content_library.ts';
import type { FaqSupportTables } from './migrations/20261202T1200_faq_support.ts';
import type { RewardStoreTables } from './migrations/20261202T1300_reward_store.ts';
import type { ContentPagesTables } from './migrations/20261202T1400_content_pages.ts';
import type { CommunityForumTables } from './migrations/20261203T0900_community_forum.ts';
import type { PointsTransferTables } from './migrations/20261203T1000_points_transfers.ts';
import type { CourseReviewTables } from './migrations/20261203T1200_course_reviews.ts';
import type { ContentOnboardingTables } from './migrations/20261203T1300_content_onboarding.ts';
import type {
  CertificateKeyTables,
  CertificateRevocationColumns,
} from './migrations/20261203T1500_certificate_revocation.ts';
import type { StatementVersionTables } from './migrations/20261204T0900_statement_versions.ts';
import type {
  RewardOrderHoldTables,
  RewardOrderStatusColumns,
} from './migrations/20261204T1000_reward_order_holds.ts';
import type { RewardResultTables } from './migrations/20261204T1100_reward_results.ts';
import type { ClientPageStateTables } from './migrations/20261204T1200b_client_page_states.ts';
import type {
  DirectUploadChunkColumns,
  DirectUploadColumns,
} from './migrations/20261205T0800_direct_uploads.ts';
import type { LibraryPublicationColumns } from './migrations/20261205T0900_library_publication.ts';
import type { RewardsSetupListColumns } from './migrations/20261205T0900_rewards_setup_lists.ts';
import type { SaleUnitsColumns } from './migrations/20261205T0900_sale_units_store_queue.ts';
import type {
  CertificateTemplateColumns,
  CertificateTemplateTables,
} from './migrations/20261205T1000_certificate_templates.ts';
import type { RewardCatalogueGenerationTables } from './migrations/20261206T0900_reward_catalogue_generations.ts';
import type { UploadPurposeColumns } from './migrations/20261206T1000_upload_purposes.ts';
import type { SaleInvoiceHashTables } from './migrations/20261206T1100_sale_report_costs.ts';
import type { SaleDhashBandTables } from './migrations/20261206T1200_sale_dhash_bands.ts';

/** Tables whose columns later migrations extend: the original columns plus the added ones. */
interface ExtendedTables {
  users: Omit<IdentityTables['users'], 'status'> & UserProfileColumns & UserCountryAreaColumns;
  // one of the domain's roles (migration 1100_user_client_roles checks it)
  user_clients: Omit<IdentityTables['user_clients'], 'role'> & { role: Role } & RewardsMembershipColumns;
  point_entries: LedgerTables['point_entries'] & LedgerShortfallColumns & PointRuleEntryColumns;
  // 1300_terms_from_page dropped terms_version: the terms page's own version is the one users accept
  login_settings: TenancyTables['login_settings'] &
    Omit<LoginSettingsAccountColumns, 'terms_version'> &
    LoginSettingsLinkColumns;
  token_families: IdentityTables['token_families'] & TokenFamilyClientColumns;
  login_failures: IdentityTables['login_failures'] & LoginFailureAddressColumns;
  branches: TenancyTables['branches'] & TranslatedNamesColumns & RewardsStoreColumns;
  campaigns: TenancyTables['campaigns'] & RewardsCampaignColumns;
  user_groups: TenancyTables['user_groups'] & TranslatedNamesColumns;
  tags: TenancyTables['tags'] & TranslatedNamesColumns;
  country_areas: TenancyTables['country_areas'] & TranslatedNamesColumns;
  // every purpose's direct uploads (20261206T1000_upload_purposes): the kind is the purpose's
  learning_uploads: Omit<LearningAuthoringTables['learning_uploads'], 'kind'> &
    Omit<PresentationUploadColumns, 'kind'> &
    DirectUploadColumns &
    UploadPurposeColumns;
  learning_upload_chunks: Omit<LearningAuthoringTables['learning_upload_chunks'], 'file_key'> &
    DirectUploadChunkColumns;
  courses: LearningTables['courses'] &
    PortfolioColumns &
    CourseLinkArrayColumns &
    CourseSearchWordColumns &
    CertificateCourseColumns;
  assessment_questions: Omit<AssessmentTables['assessment_questions'], 'options' | 'right_options'> &
    QuestionTranslationColumns;
  sales: RewardsSalesTables['sales'] & RewardsAuditSaleColumns & SaleUnitsColumns;
  photo_uploads: RewardsPhotosTables['photo_uploads'] & RewardsAuditPhotoColumns;
  certificates: CertificateTables['certificates'] & CertificateRevocationColumns & CertificateTemplateColumns;
  reward_orders: Omit<RewardStoreTables['reward_orders'], 'status'> & {
    status: ColumnType<RewardOrderStatusColumns['status'], RewardOrderStatusColumns['status'] | undefined>;
  };
  reward_order_events: Omit<RewardStoreTables['reward_order_events'], 'status'> & RewardOrderStatusColumns;
  retail_chains: RewardsCampaignTables['retail_chains'] & RewardsSetupListColumns;
  agencies: RewardsCampaignTables['agencies'] & RewardsSetupListColumns;
  brands: RewardsCampaignTables['brands'] & RewardsSetupListColumns;
  library_files: ContentLibraryTables['library_files'] & LibraryPublicationColumns;
}

/** The whole schema: one table set per module, each declared beside the migration that made it. */
export interface Database
  extends Omit<
      TenancyTables,
      'login_settings' | 'branches' | 'campaigns' | 'user_groups' | 'tags' | 'country_areas'
    >,
    Omit<IdentityTables, 'users' | 'user_clients' | 'token_families' | 'login_failures'>,
    SeedTables,
    AccountTables,
    Omit<LedgerTables, 'point_entries'>,
    RankingTables,
    LevelTables,
    BadgeNotificationTables,
    ExpiryWarningTables,
    AuditTables,
    Omit<LearningTables, 'courses'>,
    Omit<LearningAuthoringTables, 'learning_uploads' | 'learning_upload_chunks'>,
    TrailTables,
    ScormTables,
    BulkEnrolmentTables,
    HtmlPackageTables,
    Omit<RewardsCampaignTables, 'retail_chains' | 'agencies' | 'brands'>,
    Omit<RewardsSalesTables, 'sales'>,
    Omit<RewardsPhotosTables, 'photo_uploads'>,
    Omit<AssessmentTables, 'assessment_questions'>,
    Omit<RewardStoreTables, 'reward_orders' | 'reward_order_events'>,
    RewardOrderHoldTables,
    PointsTransferTables,
    RewardResultTables,
    ContentNewsTables,
    ContentPagesTables,
    ClientPageStateTables,
    ContentOnboardingTables,
    FaqSupportTables,
    CommunityForumTables,
    Omit<ContentLibraryTables, 'library_files'>,
    CatalogueGenerationTables,
    Omit<CertificateTables, 'certificates'>,
    CertificateKeyTables,
    CertificateTemplateTables,
    CourseReviewTables,
    StatementVersionTables,
    RewardCatalogueGenerationTables,
    SaleInvoiceHashTables,
    SaleDhashBandTables,
    ExtendedTables {}
