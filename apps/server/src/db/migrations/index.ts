import type { Migration } from 'kysely/migration';
import * as tenancy from './20261121T0600_tenancy.ts';
import * as identity from './20261121T0610_identity.ts';
import * as seedSteps from './20261121T0620_seed_steps.ts';
import * as accounts from './20261121T0700_accounts.ts';
import * as uniqueEmail from './20261121T0710_unique_email.ts';
import * as rewardsLedger from './20261121T1200_rewards_ledger.ts';
import * as ledgerShortfall from './20261121T1205_ledger_shortfall.ts';
import * as rankings from './20261121T1210_rankings.ts';
import * as levels from './20261121T1220_levels.ts';
import * as badgesNotifications from './20261121T1230_badges_notifications.ts';
import * as termsFromPage from './20261121T1300_terms_from_page.ts';
import * as pointRulesFrozen from './20261121T1400_point_rules_frozen.ts';
import * as expiryWarnings from './20261121T1410_expiry_warnings.ts';
import * as userBadgesByBadge from './20261121T1420_user_badges_by_badge.ts';
import * as sessionClient from './20261124T0900_session_client.ts';
import * as loginFailuresByAccount from './20261124T0910_login_failures_by_account.ts';
import * as userCountryArea from './20261125T0900_user_country_area.ts';
import * as translatedNames from './20261125T1000_translated_names.ts';
import * as userClientRoles from './20261125T1100_user_client_roles.ts';
import * as auditEvents from './20261126T0900_audit_events.ts';
import * as learning from './20261127T0900_learning.ts';
import * as trails from './20261127T1100_trails.ts';
import * as learningAuthoring from './20261127T1200_learning_authoring.ts';
import * as trailBadges from './20261127T1200_trail_badges.ts';
import * as scorm from './20261127T1300_scorm.ts';
import * as bulkEnrolments from './20261127T1400_bulk_enrolments.ts';
import * as presentationUploads from './20261128T1800_presentation_uploads.ts';
import * as portfolio from './20261128T1900_portfolio.ts';
import * as htmlPackages from './20261128T2000_html_packages.ts';
import * as courseLinkArrays from './20261128T2100_course_link_arrays.ts';
import * as localizedText from './20261128T2110_localized_text.ts';
import * as courseSearchWords from './20261128T2120_course_search_words.ts';
import * as rewardsCampaigns from './20261129T1000_rewards_campaigns.ts';
import * as assessment from './20261129T2000_assessment.ts';
import * as rewardsSales from './20261130T0900_rewards_sales.ts';
import * as catalogueGenerations from './20261130T0915_catalogue_generations.ts';
import * as contentNews from './20261130T0930_content_news.ts';
import * as certificates from './20261130T1100_certificates.ts';
import * as rewardsPhotos from './20261201T0900_rewards_photos.ts';
import * as rewardsAudit from './20261202T0900_rewards_audit.ts';
import * as questionTranslations from './20261202T1000_question_translations.ts';
import * as contentLibrary from './20261202T1100_content_library.ts';
import * as faqSupport from './20261202T1200_faq_support.ts';
import * as rewardStore from './20261202T1300_reward_store.ts';
import * as contentPages from './20261202T1400_content_pages.ts';
import * as communityForum from './20261203T0900_community_forum.ts';
import * as pointsTransfers from './20261203T1000_points_transfers.ts';
import * as courseReviews from './20261203T1200_course_reviews.ts';
import * as contentOnboarding from './20261203T1300_content_onboarding.ts';
import * as certificateRevocation from './20261203T1500_certificate_revocation.ts';
import * as statementVersions from './20261204T0900_statement_versions.ts';
import * as rewardOrderHolds from './20261204T1000_reward_order_holds.ts';
import * as pointsTransferQueue from './20261204T1000b_points_transfer_queue.ts';
import * as rewardResults from './20261204T1100_reward_results.ts';
import * as forumLists from './20261204T1200_forum_lists.ts';
import * as clientPageStates from './20261204T1200b_client_page_states.ts';
import * as imageHashBands from './20261204T1300_image_hash_bands.ts';
import * as directUploads from './20261205T0800_direct_uploads.ts';
import * as libraryPublication from './20261205T0900_library_publication.ts';
import * as rewardsSetupLists from './20261205T0900_rewards_setup_lists.ts';
import * as saleUnits from './20261205T0900_sale_units_store_queue.ts';
import * as certificateTemplates from './20261205T1000_certificate_templates.ts';
import * as rewardStoreOrders from './20261205T1100_reward_store_orders.ts';
import * as rewardCatalogueGenerations from './20261206T0900_reward_catalogue_generations.ts';
import * as uploadPurposes from './20261206T1000_upload_purposes.ts';
import * as saleReportCosts from './20261206T1100_sale_report_costs.ts';
import * as saleDhashBands from './20261206T1200_sale_dhash_bands.ts';

/**
 * Every migration, in order. Listed statically (not read from disk) so the same list runs from TypeScript in
 * tests and from the compiled build. Forward-only: add a new file, never edit a landed one.
 */
export const migrations: Record<string, Migration> = {
  '20261121T0600_tenancy': tenancy,
  '20261121T0610_identity': identity,
  '20261121T0620_seed_steps': seedSteps,
  '20261121T0700_accounts': accounts,
  '20261121T0710_unique_email': uniqueEmail,
  '20261121T1200_rewards_ledger': rewardsLedger,
  '20261121T1205_ledger_shortfall': ledgerShortfall,
  '20261121T1210_rankings': rankings,
  '20261121T1220_levels': levels,
  '20261121T1230_badges_notifications': badgesNotifications,
  '20261121T1300_terms_from_page': termsFromPage,
  '20261121T1400_point_rules_frozen': pointRulesFrozen,
  '20261121T1410_expiry_warnings': expiryWarnings,
  '20261121T1420_user_badges_by_badge': userBadgesByBadge,
  '20261124T0900_session_client': sessionClient,
  '20261124T0910_login_failures_by_account': loginFailuresByAccount,
  '20261125T0900_user_country_area': userCountryArea,
  '20261125T1000_translated_names': translatedNames,
  '20261125T1100_user_client_roles': userClientRoles,
  '20261126T0900_audit_events': auditEvents,
  '20261127T0900_learning': learning,
  '20261127T1100_trails': trails,
  '20261127T1200_learning_authoring': learningAuthoring,
  '20261127T1200_trail_badges': trailBadges,
  '20261127T1300_scorm': scorm,
  '20261127T1400_bulk_enrolments': bulkEnrolments,
  '20261128T1800_presentation_uploads': presentationUploads,
  '20261128T1900_portfolio': portfolio,
  '20261128T2000_html_packages': htmlPackages,
  '20261128T2100_course_link_arrays': courseLinkArrays,
  '20261128T2110_localized_text': localizedText,
  '20261128T2120_course_search_words': courseSearchWords,
  '20261129T1000_rewards_campaigns': rewardsCampaigns,
  '20261129T2000_assessment': assessment,
  '20261130T0900_rewards_sales': rewardsSales,
  '20261130T0915_catalogue_generations': catalogueGenerations,
  '20261130T0930_content_news': contentNews,
  '20261130T1100_certificates': certificates,
  '20261201T0900_rewards_photos': rewardsPhotos,
  '20261202T0900_rewards_audit': rewardsAudit,
  '20261202T1000_question_translations': questionTranslations,
  '20261202T1100_content_library': contentLibrary,
  '20261202T1200_faq_support': faqSupport,
  '20261202T1300_reward_store': rewardStore,
  '20261202T1400_content_pages': contentPages,
  '20261203T0900_community_forum': communityForum,
  '20261203T1000_points_transfers': pointsTransfers,
  '20261203T1200_course_reviews': courseReviews,
  '20261203T1300_content_onboarding': contentOnboarding,
  '20261203T1500_certificate_revocation': certificateRevocation,
  '20261204T0900_statement_versions': statementVersions,
  '20261204T1000_reward_order_holds': rewardOrderHolds,
  '20261204T1000b_points_transfer_queue': pointsTransferQueue,
  '20261204T1100_reward_results': rewardResults,
  '20261204T1200_forum_lists': forumLists,
  '20261204T1200b_client_page_states': clientPageStates,
  '20261204T1300_image_hash_bands': imageHashBands,
  '20261205T0800_direct_uploads': directUploads,
  '20261205T0900_library_publication': libraryPublication,
  '20261205T0900_rewards_setup_lists': rewardsSetupLists,
  '20261205T0900_sale_units_store_queue': saleUnits,
  '20261205T1000_certificate_templates': certificateTemplates,
  '20261205T1100_reward_store_orders': rewardStoreOrders,
  '20261206T0900_reward_catalogue_generations': rewardCatalogueGenerations,
  '20261206T1000_upload_purposes': uploadPurposes,
  '20261206T1100_sale_report_costs': saleReportCosts,
  '20261206T1200_sale_dhash_bands': saleDhashBands,
};
