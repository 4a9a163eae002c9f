import { ROLES, USER_STATUSES } from '@elevar/domain';
import { z } from 'zod';
import { id, LanguageRef, positiveInt, smallId } from './common.ts';
import { Branch, Campaign, Client, ClientSummary, Country, ModuleItem } from './tenancy.ts';

/**
 * POST /o/token/ — form-encoded (RFC 6749). App credentials come as client_id/client_secret fields or as
 * HTTP Basic. `password` and `refresh_token` grants.
 */
export const TokenRequest = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: z.string().trim().min(1).max(150),
    password: z.string().min(1).max(256),
    client_id: z.string().optional(),
    client_secret: z.string().optional(),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string().min(1).max(256),
    client_id: z.string().optional(),
    client_secret: z.string().optional(),
  }),
]);
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  refresh_token: z.string(),
  scope: z.string(),
  /** Signs the user in to the realtime backend (our WebSocket). */
  user_firebase_token: z.string(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** POST /o/revoke_token/ (RFC 7009): `token_type_hint`, when sent, is `access_token` or `refresh_token`. */
export const RevokeRequest = z.object({
  token: z.string().min(1).max(256),
  token_type_hint: z.string().max(64).optional(),
});

/** The token types /o/revoke_token/ revokes; a hint naming another is `unsupported_token_type`. */
export const REVOCABLE_TOKEN_TYPES = ['access_token', 'refresh_token'] as const;

/** The `error` values the OAuth endpoints answer (RFC 6749 §5.2, RFC 7009 §2.2.1, RFC 8628 `slow_down`). */
export const OAUTH_ERRORS = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unsupported_grant_type',
  'unsupported_token_type',
  'slow_down',
  'temporarily_unavailable',
  'server_error',
] as const;
export type OAuthErrorName = (typeof OAUTH_ERRORS)[number];

/**
 * How /o/token/ and /o/revoke_token/ refuse, the one exception to the error envelope: the RFCs' `error`, the
 * product's message in the request's language as `error_description`, and the product's stable `code` (the one
 * the envelope would carry) beside them, with the field `details` of a malformed request.
 */
export const OAuthError = z.object({
  error: z.enum(OAUTH_ERRORS),
  error_description: z.string(),
  code: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type OAuthError = z.infer<typeof OAuthError>;

export const SessionUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  full_name: z.string(),
  image: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  is_superuser: z.boolean(),
  role: z.enum(ROLES).nullable(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** The whole User session entity of SPEC §3, for the signed-in user and their selected client. */
export const Session = z.object({
  user: SessionUser,
  id_user_client_selected: z.number().int().nullable(),
  client: Client.nullable(),
  client_profile_id: z.number().int().nullable(),
  country: Country.nullable(),
  /**
   * The user's country group (SPEC §9: 1 reports sales, 2 are brand promoters): their country area's group when
   * they have one, else their country's. With the role and the client's flags it decides which modules they use.
   */
  country_group: z.union([z.literal(1), z.literal(2)]).nullable(),
  language: LanguageRef,
  campaign: Campaign.nullable(),
  reward_campaign: Campaign.nullable(),
  clients: z.array(ClientSummary),
  countries: z.array(Country),
  branches: z.array(Branch),
  campaigns: z.array(Campaign),
  module_items: z.array(ModuleItem),
  has_mandatory_surveys: z.boolean(),
  has_mandatory_drills: z.boolean(),
  must_change_password: z.boolean(),
  accepted_terms: z.boolean(),
  accepted_cookie_policy: z.boolean(),
  admin_left_menu: z.boolean(),
  /** Set when this session was opened by a web-service login link; such sessions never refresh. */
  is_webservice: z.boolean(),
  /**
   * The selected client is under maintenance. Its staff keep working; everyone else sees the maintenance page, and
   * the API answers them 503 `tenancy.under_maintenance` (with Retry-After) on all but the session calls.
   */
  under_maintenance: z.boolean(),
});
export type Session = z.infer<typeof Session>;

export const SelectClientRequest = z.object({ client_id: id() });
export const SelectLanguageRequest = z.object({ language_id: smallId() });
export const SelectCountryRequest = z.object({ country_id: smallId() });
export const AcceptCookiePolicyRequest = z.object({
  version: positiveInt(),
  analytics: z.boolean(),
  marketing: z.boolean(),
});

/** POST /accounts/reload_user_tokens/ — JSON with bearer: a fresh realtime token for the same session. */
export const ReloadTokensResponse = z.object({ user_firebase_token: z.string() });
