import type { Institutional, LoginParams, SiteLists } from '@elevar/contract';
import {
  DEFAULT_LANGUAGE,
  GENDERS,
  LANGUAGES,
  type Language,
  languageById,
  localized,
  MARITAL_STATUSES,
} from '@elevar/domain';
import type { ServiceContext } from '../../context.ts';
import { notFound } from '../../platform/errors.ts';
import { localizedList, toClientSummary, toRegisterField } from './mappers.ts';
import * as q from './queries.ts';

const LABELS: Record<string, Record<Language['code'], string>> = {
  male: { 'pt-BR': 'Masculino', 'en-US': 'Male', 'es-ES': 'Masculino', 'fr-FR': 'Homme' },
  female: { 'pt-BR': 'Feminino', 'en-US': 'Female', 'es-ES': 'Femenino', 'fr-FR': 'Femme' },
  prefer_not_to_say: {
    'pt-BR': 'Prefiro não dizer',
    'en-US': 'Prefer not to say',
    'es-ES': 'Prefiero no decirlo',
    'fr-FR': 'Je préfère ne pas répondre',
  },
  single: { 'pt-BR': 'Solteiro(a)', 'en-US': 'Single', 'es-ES': 'Soltero(a)', 'fr-FR': 'Célibataire' },
  married: { 'pt-BR': 'Casado(a)', 'en-US': 'Married', 'es-ES': 'Casado(a)', 'fr-FR': 'Marié(e)' },
  stable_union: {
    'pt-BR': 'União estável',
    'en-US': 'Civil union',
    'es-ES': 'Unión de hecho',
    'fr-FR': 'Union libre',
  },
  divorced: {
    'pt-BR': 'Divorciado(a)',
    'en-US': 'Divorced',
    'es-ES': 'Divorciado(a)',
    'fr-FR': 'Divorcé(e)',
  },
  widowed: { 'pt-BR': 'Viúvo(a)', 'en-US': 'Widowed', 'es-ES': 'Viudo(a)', 'fr-FR': 'Veuf/Veuve' },
};

/** Public parameters the login screen is built from (SPEC §3 "Login parameters"), its texts in `language`. */
export async function getLoginParams(
  ctx: ServiceContext,
  slug: string | undefined,
  language: Language,
): Promise<LoginParams> {
  const site = await q.findSiteClient(ctx.db, slug);
  if (!site) throw notFound();
  const [settings, clients, countries, branches] = await Promise.all([
    q.findLoginSettings(ctx.db, site.id),
    q.listAllClients(ctx.db),
    q.listCountries(ctx.db, site.id),
    q.listBranches(ctx.db, site.id),
  ]);
  if (!settings) throw notFound();
  const defaultLanguage = languageById(site.default_language_id) ?? DEFAULT_LANGUAGE;
  return {
    client: toClientSummary(site),
    login_settings: {
      primary_color: settings.primary_color,
      secondary_color: settings.secondary_color,
      background_color: settings.background_color,
      text_color: settings.text_color,
      logos: settings.logos,
      background_image_url: settings.background_image_url,
      default_language: { id: defaultLanguage.id, code: defaultLanguage.code },
      use_bot_check: settings.use_bot_check,
      oauth2_enabled: settings.oauth2_enabled,
      direct_login_button: settings.direct_login_button,
      cookie_type: settings.cookie_type,
      under_maintenance: settings.under_maintenance,
      has_support: settings.has_support,
      portfolio_enabled: settings.portfolio_enabled,
    },
    clients: clients.map(toClientSummary),
    register_config: {
      password_strength_level: settings.password_strength_level,
      dynamic_fields: settings.register_fields.flatMap(
        (stored) => toRegisterField(stored, language.code) ?? [],
      ),
      countries,
      branches: localizedList(branches, language.code),
    },
    user_profile_config: { fields: settings.profile_fields as LoginParams['user_profile_config']['fields'] },
    languages: LANGUAGES.map((l) => ({ id: l.id, code: l.code, name: l.name })),
    attempts: {
      max_per_account: ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      window_seconds: ctx.config.LOGIN_FAILURE_WINDOW_SECONDS,
    },
    layout: { variant: settings.layout_variant },
  };
}

/** The selection lists (SPEC §3 "Site lists") of the user's selected client. */
export async function getSiteLists(
  ctx: ServiceContext,
  clientId: number | null,
  language: Language,
): Promise<SiteLists> {
  const option = (value: string) => ({ value, label: LABELS[value]?.[language.code] ?? value });
  const base = {
    genders: GENDERS.map(option),
    marital_statuses: MARITAL_STATUSES.map(option),
  };
  if (clientId === null) {
    return { ...base, countries: [], country_areas: [], user_groups: [], tags: [], wildcard_pages: [] };
  }
  const [countries, userGroups, tags, wildcardPages] = await Promise.all([
    q.listCountries(ctx.db, clientId),
    q.listNamed(ctx.db, 'user_groups', clientId),
    q.listNamed(ctx.db, 'tags', clientId),
    q.listWildcardPages(ctx.db, clientId),
  ]);
  const areas = await q.listCountryAreas(
    ctx.db,
    countries.map((c) => c.id),
  );
  return {
    ...base,
    countries,
    country_areas: localizedList(areas, language.code),
    user_groups: localizedList(userGroups, language.code),
    tags: localizedList(tags, language.code),
    wildcard_pages: wildcardPages.map((p) => ({
      id: p.id,
      slug: p.slug,
      title: localized(p.titles, language.code),
    })),
  };
}

export async function getInstitutional(
  ctx: ServiceContext,
  slug: Institutional['slug'],
  language: Language,
): Promise<Institutional> {
  const page = await q.findInstitutionalPage(ctx.db, slug, language.code);
  if (!page) throw notFound();
  return { slug, title: page.title, body: page.body, version: page.version };
}
