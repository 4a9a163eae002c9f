import type { ModuleName } from '@elevar/domain';

/**
 * Every route whose module is not built yet, in ONE place. Each shows the shared "coming soon" page in its
 * area's layout. When a module lands, delete its entries here and mount its feature routes instead.
 * `section` is the i18n key under `sections.` naming the screen.
 */
export interface ComingSoonEntry {
  path: string;
  section: SectionKey;
}

export type SectionKey =
  | 'surveys'
  | 'onlineCourses'
  | 'trails'
  | 'presentialCourses'
  | 'webinars'
  | 'liveClasses'
  | 'podcasts'
  | 'library'
  | 'news'
  | 'rewardStore'
  | 'pointsTable'
  | 'campaigns'
  | 'profile'
  | 'events'
  | 'faq'
  | 'support'
  | 'aboutTheProgram'
  | 'contactUs'
  | 'insertSales'
  | 'uploadPhotos'
  | 'aboutTheTeam'
  | 'hotsite'
  | 'webinarsLounge'
  | 'onboarding'
  | 'register'
  | 'passwordRecovery'
  | 'firstAccess';

/** Main signed-in area (SPEC §2). */
export const COMING_SOON_MAIN: readonly ComingSoonEntry[] = [
  { path: 'home/surveys/:id', section: 'surveys' },
  { path: 'trails/:id_trail/presential-catalogs/:id', section: 'trails' },
  {
    path: 'trails/:id_trail/presential-catalogs/:id_catalog/presential-courses/:id',
    section: 'presentialCourses',
  },
  { path: 'presential-courses', section: 'presentialCourses' },
  { path: 'presential-courses/:id', section: 'presentialCourses' },
  { path: 'webinars', section: 'webinars' },
  { path: 'webinars/:id', section: 'webinars' },
  { path: 'trails/:id_trail/webinars/:id', section: 'webinars' },
  { path: 'live-classes', section: 'liveClasses' },
  { path: 'live-classes/:id', section: 'liveClasses' },
  { path: 'trails/:id_trail/live-classes/:id', section: 'liveClasses' },
  { path: 'events', section: 'events' },
  { path: 'webinars-lounge/:id', section: 'webinarsLounge' },
  { path: 'trails/:id_trail/webinars-lounge/:id', section: 'webinarsLounge' },
];

/**
 * The module each section belongs to: its screens answer not-found (not "coming soon") to a user the domain's
 * module predicate keeps out, as the server does. Sections without a module are open to every signed-in user.
 */
export const SECTION_MODULES: Partial<Record<SectionKey, ModuleName>> = {
  surveys: 'surveys',
  onlineCourses: 'online_courses',
  trails: 'trails',
  presentialCourses: 'presential_courses',
  webinars: 'webcasts',
  webinarsLounge: 'webcasts',
  liveClasses: 'live_classes',
  podcasts: 'podcasts',
  library: 'library',
  news: 'news',
  rewardStore: 'reward_store',
  campaigns: 'campaigns',
  events: 'events',
  faq: 'faq',
  insertSales: 'insert_sales',
  uploadPhotos: 'upload_photos',
};

/** Open area (login layout) screens not built yet. */
export const COMING_SOON_OPEN: readonly ComingSoonEntry[] = [];
