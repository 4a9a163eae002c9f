/**
 * The modules a client can switch on. Each becomes a `has_{module}` flag on the client (SPEC §3, §6) and
 * decides which menu items and routes the selected client allows.
 */
export const MODULES = [
  'online_courses',
  'trails',
  'presential_courses',
  'webcasts',
  'live_classes',
  'podcasts',
  'library',
  'news',
  'forum',
  'surveys',
  'games',
  'faq',
  'profile',
  'ranking',
  'reward_store',
  'campaigns',
  'points_table',
  'events',
  'insert_sales',
  'upload_photos',
  'points_transfer',
] as const;

export type ModuleName = (typeof MODULES)[number];

export function isModuleName(value: string): value is ModuleName {
  return (MODULES as readonly string[]).includes(value);
}

/** The route each module opens at, used by menus and by link logins that name a module (SPEC §6). */
export const MODULE_ROUTES: Record<ModuleName, string> = {
  online_courses: '/online-courses',
  trails: '/trails',
  presential_courses: '/presential-courses',
  webcasts: '/webinars',
  live_classes: '/live-classes',
  podcasts: '/podcasts',
  library: '/library',
  news: '/news',
  forum: '/forum',
  surveys: '/home',
  games: '/home',
  faq: '/faq',
  profile: '/profile',
  ranking: '/profile',
  reward_store: '/reward-store',
  campaigns: '/campaigns',
  points_table: '/points-table',
  events: '/events',
  insert_sales: '/insert-sales',
  upload_photos: '/upload-photos',
  points_transfer: '/profile',
};
