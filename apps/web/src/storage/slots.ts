import type { LoginParams, Session, SiteLists } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';

/**
 * The locally persisted state of SPEC §7, one encrypted entry per slot. Entries carry STORAGE_VERSION: bump it
 * whenever a slot's shape changes, and entries written by older builds read as empty. (AES-GCM already proves an
 * entry was written by this app, so the version is the only check needed.)
 */
export const STORAGE_VERSION = 1;

/** Web-service link sessions never refresh (SPEC §4, §6). */
export type TokenKind = 'normal' | 'webservice';

export interface StoredTokens {
  access_token: string;
  refresh_token: string | null;
  kind: TokenKind;
}

/** Where a signed-out visit wanted to go (SPEC §4 "Redirect memory"). */
export interface RedirectMemory {
  path: string;
  access_token: string | null;
}

export interface CommonState {
  tokens: StoredTokens | null;
  session: Session | null;
  /** The language the user chose (or their session's); null until then, when the client's default applies. */
  language: LanguageCode | null;
  redirect: RedirectMemory | null;
}

export interface ParamsState {
  /** The `?client=<slug>` last used on the open pages. */
  client_slug: string | null;
  login_params: LoginParams | null;
}

export interface CookiePolicyRecord {
  version: number;
  analytics: boolean;
  marketing: boolean;
  accepted_at: string;
}

/**
 * SPEC §3/§7's welcome banner state: the banners each user dismissed, by `<user id>:<client id>`, as the banner's
 * `updated_at` they dismissed (a banner saved again shows again). Optional: entries of older builds lack it.
 */
export interface WelcomeBannerState {
  dismissed?: Record<string, string>;
}

/** SPEC §3 offline activity record. */
export interface OfflineActivity {
  item_id: number;
  updated_date: string;
  src: string;
  downloading: boolean;
}

export interface OfflineCourseState {
  activities: OfflineActivity[];
}

export interface AppState {
  common: CommonState;
  params: ParamsState;
  siteLists: SiteLists | null;
  welcomeBanner: WelcomeBannerState | null;
  offlineCourse: OfflineCourseState | null;
  cookiePolicy: CookiePolicyRecord | null;
}

export type SlotName = keyof AppState;

export const SLOT_NAMES: readonly SlotName[] = [
  'common',
  'params',
  'siteLists',
  'welcomeBanner',
  'offlineCourse',
  'cookiePolicy',
];

export function emptyState(): AppState {
  return {
    common: { tokens: null, session: null, language: null, redirect: null },
    params: { client_slug: null, login_params: null },
    siteLists: null,
    welcomeBanner: null,
    offlineCourse: null,
    cookiePolicy: null,
  };
}
