import { MODULES, type ModuleName } from '@elevar/domain';
import { z } from 'zod';
import { LanguageRef, TranslatedText } from './common.ts';

const moduleFlags = Object.fromEntries(MODULES.map((m) => [`has_${m}`, z.boolean()])) as {
  [K in ModuleName as `has_${K}`]: z.ZodBoolean;
};

/**
 * A client (company) as the signed-in user sees it: home route, the score flag and one `has_{module}` flag per
 * module (has_ranking among them; SPEC §6 defaults both ranking and score to shown).
 */
export const Client = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo_url: z.string().nullable(),
  home_route: z.string().nullable(),
  group_training_use_score: z.boolean(),
  ...moduleFlags,
});
export type Client = z.infer<typeof Client>;

export const ClientSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo_url: z.string().nullable(),
});
export type ClientSummary = z.infer<typeof ClientSummary>;

/** A country. `name` is its English reference name: screens name a country by `code` in their own language (Intl). */
export const Country = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  group: z.number().int(),
});
export type Country = z.infer<typeof Country>;

/** A branch (store) of the client; `name` in the request's language, like every list a client writes. */
export const Branch = z.object({
  id: z.number().int(),
  name: z.string(),
  country_id: z.number().int().nullable(),
});
export type Branch = z.infer<typeof Branch>;

export const Campaign = z.object({
  id: z.number().int(),
  name: z.string(),
  begin_date: z.string(),
  end_date: z.string(),
  is_active: z.boolean(),
});
export type Campaign = z.infer<typeof Campaign>;

/** One entry of a client's menu. `title` is already in the request's language. */
export const ModuleItem = z.object({
  id: z.number().int(),
  module: z.string(),
  title: z.string(),
  route: z.string(),
  icon: z.string().nullable(),
  position: z.number().int(),
});
export type ModuleItem = z.infer<typeof ModuleItem>;

export const LoginSettings = z.object({
  primary_color: z.string(),
  secondary_color: z.string(),
  background_color: z.string(),
  text_color: z.string(),
  /** Logo URL per language code (pt-BR, en-US, …). */
  logos: z.record(z.string(), z.string()),
  background_image_url: z.string().nullable(),
  default_language: LanguageRef,
  use_bot_check: z.boolean(),
  oauth2_enabled: z.boolean(),
  direct_login_button: z.boolean(),
  cookie_type: z.enum(['banner', 'dialog', 'none']),
  under_maintenance: z.boolean(),
  has_support: z.boolean(),
  portfolio_enabled: z.boolean(),
});
export type LoginSettings = z.infer<typeof LoginSettings>;

/** One of a client's own register fields, as the form shows it: its labels in the request's language. */
export const RegisterField = z.object({
  name: z.string(),
  type: z.enum(['text', 'email', 'phone', 'document', 'date', 'select', 'checkbox']),
  required: z.boolean(),
  label: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});
export type RegisterField = z.infer<typeof RegisterField>;

/** A register field as a client configures it (`login_settings.register_fields`): its labels in every language. */
export const RegisterFieldDefinition = RegisterField.extend({
  label: TranslatedText,
  options: z.array(z.object({ value: z.string(), label: TranslatedText })).optional(),
});
export type RegisterFieldDefinition = z.infer<typeof RegisterFieldDefinition>;

export const LoginParams = z.object({
  /** The client whose site this is (the `?client=` slug, else the default site): its name labels the logo. */
  client: ClientSummary,
  login_settings: LoginSettings,
  clients: z.array(ClientSummary),
  register_config: z.object({
    password_strength_level: z.enum(['weak', 'medium', 'strong']),
    dynamic_fields: z.array(RegisterField),
    /** The site's countries and branches: what a registration may choose (no session needed). */
    countries: z.array(Country),
    branches: z.array(Branch),
  }),
  user_profile_config: z.object({
    fields: z.array(z.object({ name: z.string(), visible: z.boolean(), required: z.boolean() })),
  }),
  languages: z.array(LanguageRef.extend({ name: z.string() })),
  attempts: z.object({ max_per_account: z.number().int(), window_seconds: z.number().int() }),
  layout: z.object({ variant: z.enum(['centered', 'split']) }),
});
export type LoginParams = z.infer<typeof LoginParams>;

export const LoginParamsQuery = z.object({ client: z.string().max(64).optional() });

export const SiteLists = z.object({
  countries: z.array(Country),
  country_areas: z.array(z.object({ id: z.number().int(), country_id: z.number().int(), name: z.string() })),
  genders: z.array(z.object({ value: z.string(), label: z.string() })),
  marital_statuses: z.array(z.object({ value: z.string(), label: z.string() })),
  user_groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
  wildcard_pages: z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string() })),
});
export type SiteLists = z.infer<typeof SiteLists>;

export const Institutional = z.object({
  slug: z.enum(['about', 'cookies_policy', 'support', 'privacy-policy', 'terms-and-conditions']),
  title: z.string(),
  body: z.string(),
  version: z.number().int(),
});
export type Institutional = z.infer<typeof Institutional>;
export const InstitutionalParams = z.object({ slug: Institutional.shape.slug });

/**
 * GET/PUT /api/v1/admin/maintenance: the selected client's maintenance switch, for its programme administrators
 * and superusers. While on, everyone but the client's staff sees the maintenance page and gets 503
 * `tenancy.under_maintenance` from the API; every instance follows within seconds.
 */
export const Maintenance = z.object({ under_maintenance: z.boolean() });
export type Maintenance = z.infer<typeof Maintenance>;
