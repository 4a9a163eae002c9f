import type { ModuleItem, Session } from '@elevar/contract';
import {
  DEFAULT_LANGUAGE,
  isModuleName,
  isStaffRole,
  type LanguageCode,
  languageById,
  mayUseModule,
} from '@elevar/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, unauthenticated } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import * as tenancy from '../tenancy/index.ts';
import { localizedList, toCampaign, toClient, toClientSummary, toModuleItem } from '../tenancy/index.ts';
import { moduleViewerOf } from './access.ts';
import { actorOf, selectedClientId } from './actor.ts';
import { assertMember } from './policy.ts';
import type { ClientViewRow } from './queries.ts';
import * as q from './queries.ts';
import { announceActorChange } from './revocation.ts';
import { loadClientViews, perLanguage } from './session-cache.ts';

/** The session's lists and access facts, whichever way they were read. */
interface SessionLists {
  clients: Parameters<typeof toClient>[0][];
  countries: ClientViewRow['countries'];
  campaigns: ClientViewRow['campaigns'];
  facts: Parameters<typeof moduleViewerOf>[1] & { underMaintenance: boolean };
  versions: { terms: number; cookies: number };
  /** The selected client's stores and menu in the user's language. */
  localized: (language: LanguageCode) => {
    branches: ReturnType<typeof localizedList<ClientViewRow['branches'][number]>>;
    moduleItems: ModuleItem[];
  };
}

/**
 * The lists through the client views (session-cache.ts): for a user with one client (after a bound session's
 * narrowing), whose own country, if any, is one of that client's. Undefined otherwise: the general statement reads
 * them, as their order then mixes rows of several clients (sorted by the database's collation).
 */
async function listsFromViews(
  ctx: ServiceContext,
  user: q.SessionUserRow,
  clientIds: number[],
  selectedId: number | null,
): Promise<SessionLists | undefined> {
  const [only] = clientIds;
  if (clientIds.length !== 1 || only === undefined || selectedId !== only) return undefined;
  const view = (await loadClientViews(ctx, ctx.db, [only])).get(only);
  if (!view) return undefined;
  const { row } = view;
  if (user.country_id !== null && !row.countries.some((c) => c.id === user.country_id)) return undefined;
  return {
    clients: [row],
    countries: row.countries,
    campaigns: row.campaigns,
    facts: {
      enabledModules: row.enabled_modules ?? [],
      underMaintenance: row.under_maintenance ?? false,
      country: user.country_group == null ? null : { group: user.country_group },
      area: user.area_group == null ? null : { group: user.area_group },
    },
    versions: { terms: row.terms_version, cookies: row.cookies_version },
    localized: (language) =>
      perLanguage(view, language, () => ({
        branches: localizedList(row.branches, language),
        moduleItems: row.module_items.map((m) => toModuleItem(m, language)),
      })),
  };
}

/** The lists through the general statement: any number of clients, a country outside the selected client's. */
async function listsFromStatement(
  ctx: ServiceContext,
  user: q.SessionUserRow,
  clientIds: number[],
  selectedId: number | null,
): Promise<SessionLists> {
  const lists = await tenancy.findSessionLists(ctx.db, {
    userId: user.id,
    clientIds,
    selectedId,
    extraCountryIds: user.country_id === null ? [] : [user.country_id],
  });
  return {
    clients: lists.clients,
    countries: lists.countries,
    campaigns: lists.campaigns,
    facts: lists.facts,
    versions: lists.versions,
    localized: (language) => ({
      branches: localizedList(lists.branches, language),
      moduleItems: lists.moduleItems.map((m) => toModuleItem(m, language)),
    }),
  };
}

/**
 * Builds the whole User session entity of SPEC §3 for the signed-in user: the user with their memberships and own
 * country in one statement, then what the session shows of their client, which is the same for every member and
 * changes rarely: kept per instance for at most a second (session-cache.ts), else read in one statement, whatever
 * the number of clients, countries or menu items.
 */
export async function getSession(ctx: ServiceContext, auth: AuthContext): Promise<Session> {
  const user = await q.findSessionUser(ctx.db, auth.userId);
  if (!user) throw unauthenticated();
  // a bound session sees only the client it is bound to: nothing to pick, nothing else to list
  const memberships =
    auth.boundClientId === null
      ? user.memberships
      : user.memberships.filter((m) => m.client_id === auth.boundClientId);
  const actor = actorOf(user, memberships, auth);
  const selectedId = actor.clientId;
  const membership = memberships.find((m) => m.client_id === selectedId);
  const language = languageById(user.language_id) ?? DEFAULT_LANGUAGE;
  const today = ctx.clock.now().toISOString().slice(0, 10);

  const clientIds = memberships.map((m) => m.client_id);
  const lists =
    (await listsFromViews(ctx, user, clientIds, selectedId)) ??
    (await listsFromStatement(ctx, user, clientIds, selectedId));
  const { clients: clientRows, countries, campaigns, facts, versions } = lists;
  const { branches, moduleItems } = lists.localized(language.code);

  const clientRow = clientRows.find((c) => c.id === selectedId);
  const campaignList = campaigns.map((c) => toCampaign(c, today));
  // the reward campaign follows the user's registration (the membership's campaign) while it runs
  const activeCampaign = (reward: boolean) => {
    const running = campaigns.filter(
      (c) => c.is_reward_campaign === reward && c.begin_date <= today && today <= c.end_date,
    );
    const row = running.find((c) => reward && c.id === membership?.campaign_id) ?? running[0];
    return row ? toCampaign(row, today) : null;
  };
  const role = actor.role;
  const viewer = moduleViewerOf(actor, facts);
  // a menu item names a module or is the home; the predicate decides which modules this user sees
  const usable = moduleItems.filter((m) => !isModuleName(m.module) || mayUseModule(viewer, m.module));

  return {
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      full_name: user.full_name,
      image: user.image_url,
      status: user.status,
      is_superuser: actor.isSuperuser,
      role,
    },
    id_user_client_selected: clientRow ? clientRow.id : null,
    client: clientRow ? toClient(clientRow) : null,
    client_profile_id: membership?.profile_id ?? null,
    country: countries.find((c) => c.id === user.country_id) ?? null,
    country_group: viewer.countryGroup,
    language: { id: language.id, code: language.code },
    campaign: activeCampaign(false),
    reward_campaign: activeCampaign(true),
    clients: clientRows.map(toClientSummary),
    countries,
    branches,
    campaigns: campaignList,
    module_items: usable,
    // surveys and drills arrive with the engagement module; until then nothing is mandatory
    has_mandatory_surveys: false,
    has_mandatory_drills: false,
    must_change_password: user.must_change_password,
    // terms are asked once a terms page is published, and again whenever its version goes up
    accepted_terms: versions.terms === 0 || (user.accepted_terms_version ?? 0) >= versions.terms,
    accepted_cookie_policy:
      versions.cookies === 0 || (user.accepted_cookie_policy_version ?? 0) >= versions.cookies,
    admin_left_menu: actor.isSuperuser || (role !== null && isStaffRole(role)),
    is_webservice: auth.kind === 'webservice',
    under_maintenance: facts.underMaintenance,
  };
}

export async function selectClient(
  ctx: ServiceContext,
  auth: AuthContext,
  clientId: number,
): Promise<Session> {
  assertMember(await q.listMemberships(ctx.db, auth.userId), clientId);
  // a bound session never leaves its client, and never moves the user's choice for their other sessions
  if (auth.boundClientId !== null) {
    if (auth.boundClientId !== clientId) throw new AppError('tenancy.client_not_allowed', 403);
    return getSession(ctx, auth);
  }
  await inTransaction(ctx.db, async (trx) => {
    await q.setSelectedClient(trx, auth.userId, clientId);
    await announceActorChange(ctx, trx, auth.userId);
  });
  return getSession(ctx, auth);
}

export async function selectLanguage(
  ctx: ServiceContext,
  auth: AuthContext,
  languageId: number,
): Promise<Session> {
  if (!languageById(languageId))
    throw new AppError('common.validation', 400, [{ field: 'language_id', message: 'unknown' }]);
  await q.updateUserPreferences(ctx.db, auth.userId, { language_id: languageId });
  return getSession(ctx, auth);
}

export async function selectCountry(
  ctx: ServiceContext,
  auth: AuthContext,
  countryId: number,
): Promise<Session> {
  const allowed = await tenancy.listCountries(ctx.db, await selectedClientId(ctx, auth));
  if (!allowed.some((c) => c.id === countryId)) throw new AppError('tenancy.client_not_allowed', 403);
  // the country decides the country group, so which modules the actor may use
  await inTransaction(ctx.db, async (trx) => {
    await q.updateUserPreferences(trx, auth.userId, { country_id: countryId });
    await announceActorChange(ctx, trx, auth.userId);
  });
  return getSession(ctx, auth);
}

export async function acceptCookiePolicy(
  ctx: ServiceContext,
  auth: AuthContext,
  input: { version: number; analytics: boolean; marketing: boolean },
): Promise<Session> {
  // consent can only be given to a published version, or a forged future version would pre-accept every change
  const { cookies } = await tenancy.currentPolicyVersions(ctx.db);
  if (input.version > cookies) {
    throw new AppError('common.validation', 400, [{ field: 'version', message: 'unknown policy version' }]);
  }
  await q.updateUserPreferences(ctx.db, auth.userId, {
    accepted_cookie_policy_version: input.version,
    cookie_analytics: input.analytics,
    cookie_marketing: input.marketing,
  });
  return getSession(ctx, auth);
}
