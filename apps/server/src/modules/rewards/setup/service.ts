import type { SetupCampaign, SetupCampaignInput, SetupCampaignPage, SetupOptions } from '@elevar/contract';
import { SetupCampaignInput as InputSchema } from '@elevar/contract';
import {
  campaignSetupProblems,
  type ErrorCode,
  errorMessage,
  frozenCatalogueChanged,
  LANGUAGE_CODES,
  type LanguageCode,
  localized,
  type Role,
  SETUP_PROBLEM_FIELD,
} from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { loadActor, requireRole } from '../../identity/index.ts';
import { catalogueProduct } from '../sales/queries.ts';
import * as q from './queries.ts';

/**
 * Who sets campaigns up and imports stores: programme administrators of the selected client (SPEC §6: they run the
 * programme) and superusers; auditors, support and everyone else 403. Every query is of the actor's client.
 */
export const SETUP_ROLES: readonly Role[] = ['program_admin'];

export async function setupScope(ctx: ServiceContext, auth: AuthContext) {
  const actor = await loadActor(ctx, auth);
  return { clientId: requireRole(actor, SETUP_ROLES), actorId: actor.userId };
}

function toCampaign(row: q.CampaignRow): SetupCampaign {
  return {
    id: row.id,
    name: row.name,
    begin_date: row.begin_date,
    end_date: row.end_date,
    photo_reset_day: row.photo_reset_day,
    phase: row.phase,
    has_begun: Boolean(row.has_begun),
    country_ids: row.country_ids,
    area_ids: row.area_ids,
    store_ids: row.store_ids,
    agency_ids: row.agency_ids,
    products: row.products.map(catalogueProduct),
    photo_types: row.photo_types.map((type) => ({
      id: type.id,
      // a type written with one name reads as it in every language
      names: Object.fromEntries(
        LANGUAGE_CODES.map((code) => [code, localized(type.names, code, type.name)]),
      ) as SetupCampaign['photo_types'][number]['names'],
      base_points: type.base_points,
    })),
  };
}

/** GET /api/v1/admin/rewards/campaigns: the client's reward campaigns, newest first. */
export async function listSetupCampaigns(
  ctx: ServiceContext,
  auth: AuthContext,
  query: { page: number; page_size: number },
): Promise<SetupCampaignPage> {
  const { clientId } = await setupScope(ctx, auth);
  const { rows, count } = await q.listCampaigns(ctx.db, clientId, query.page, query.page_size);
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => ({ ...row, has_begun: Boolean(row.has_begun) })),
  };
}

/** GET /api/v1/admin/rewards/setup-options: what a campaign may choose from. */
export async function getSetupOptions(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<SetupOptions> {
  const { clientId } = await setupScope(ctx, auth);
  return q.setupOptions(ctx.db, clientId, language);
}

/** GET /api/v1/admin/rewards/campaigns/:id: a campaign of the client as the set-up edits it; another's 404. */
export async function getSetupCampaign(
  ctx: ServiceContext,
  auth: AuthContext,
  campaignId: number,
): Promise<SetupCampaign> {
  const { clientId } = await setupScope(ctx, auth);
  const row = await q.findCampaign(ctx.db, clientId, campaignId);
  if (!row) throw notFound();
  return toCampaign(row);
}

const refusal = (code: ErrorCode, field: string, language: LanguageCode) =>
  new AppError(code, 422, [{ field, message: errorMessage(code, language) }]);

/**
 * The set-up's rules, checked in the writing transaction: dates in order and SKUs once (the domain's
 * `campaignSetupProblems`), only the client's own countries, stores and agencies, each store in a chosen country,
 * no deactivated agency the campaign did not already list, areas only group 1 areas of chosen group 1 countries,
 * and products and photo types of this campaign only. The areas' countries, for writing them.
 */
async function checkInput(
  trx: Db,
  clientId: number,
  body: ReturnType<typeof InputSchema.parse>,
  current: q.CampaignRow | undefined,
  language: LanguageCode,
) {
  const problems = campaignSetupProblems(body);
  const [first] = problems;
  if (first)
    throw new AppError(
      first,
      422,
      problems.map((p) => ({ field: SETUP_PROBLEM_FIELD[p], message: errorMessage(p, language) })),
    );
  const owned = await q.ownedChoices(trx, clientId, body);
  const unknown = (ids: readonly number[], found: readonly number[]) => ids.some((id) => !found.includes(id));
  if (unknown(body.country_ids, owned.countries))
    throw refusal('rewards.setup_unknown_choice', 'country_ids', language);
  if (
    unknown(
      body.store_ids,
      owned.stores.map((s) => s.id),
    )
  )
    throw refusal('rewards.setup_unknown_choice', 'store_ids', language);
  if (
    unknown(
      body.agency_ids,
      owned.agencies.map((a) => a.id),
    )
  )
    throw refusal('rewards.setup_unknown_choice', 'agency_ids', language);
  if (owned.agencies.some((a) => !a.active && !current?.agency_ids.includes(a.id)))
    throw refusal('rewards.setup_inactive_choice', 'agency_ids', language);
  const areaCountry = new Map(owned.areas.map((area) => [area.id, area.country_id]));
  if (body.area_ids.some((id) => !body.country_ids.includes(areaCountry.get(id) ?? -1)))
    throw refusal('rewards.setup_area_invalid', 'area_ids', language);
  if (owned.stores.some((s) => s.country_id === null || !body.country_ids.includes(s.country_id)))
    throw refusal('rewards.store_outside_countries', 'store_ids', language);
  const productIds = new Set(current?.products.map((p) => p.id));
  if (body.products.some((p) => p.id !== null && !productIds.has(p.id)))
    throw refusal('rewards.setup_unknown_choice', 'products', language);
  const typeIds = new Set(current?.photo_types.map((t) => t.id));
  if (body.photo_types.some((t) => t.id !== null && !typeIds.has(t.id)))
    throw refusal('rewards.setup_unknown_choice', 'photo_types', language);
  return areaCountry;
}

/** The ledger's freeze trigger (SQLSTATE EL001) answered as the set-up's own refusal, should a race reach it. */
async function frozenRefusals<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'EL001')
      throw new AppError('rewards.catalogue_frozen', 409);
    throw error;
  }
}

/** POST /api/v1/admin/rewards/campaigns: a new reward campaign with its choices and catalogue. */
export async function createSetupCampaign(
  ctx: ServiceContext,
  auth: AuthContext,
  input: SetupCampaignInput,
  language: LanguageCode,
): Promise<SetupCampaign> {
  const body = InputSchema.parse(input);
  const { clientId, actorId } = await setupScope(ctx, auth);
  const id = await frozenRefusals(() =>
    ctx.db.transaction().execute(async (trx) => {
      const areaCountry = await checkInput(trx, clientId, body, undefined, language);
      const row = await trx
        .insertInto('campaigns')
        .values({
          client_id: clientId,
          name: body.name,
          begin_date: body.begin_date,
          end_date: body.end_date,
          is_reward_campaign: true,
          photo_reset_day: body.photo_reset_day,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await q.setChoices(trx, row.id, body, areaCountry);
      const created = await q.findCampaign(trx, clientId, row.id);
      if (!created) throw notFound();
      await q.replaceCatalogue(trx, clientId, created, body.products, body.photo_types);
      await recordAudit(trx, {
        actor: actorId,
        clientId,
        action: 'rewards.campaign.created',
        entity: 'campaign',
        entityId: row.id,
        fields: Object.keys(body),
        at: ctx.clock.now(),
      });
      return row.id;
    }),
  );
  return getSetupCampaign(ctx, auth, id);
}

/** The fields of a campaign an edit changes, for the audit trail. */
function changedFields(current: SetupCampaign, body: ReturnType<typeof InputSchema.parse>): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
  const fields: string[] = [];
  for (const key of ['name', 'begin_date', 'end_date', 'photo_reset_day'] as const)
    if (current[key] !== body[key]) fields.push(key);
  for (const key of ['country_ids', 'area_ids', 'store_ids', 'agency_ids'] as const)
    if (!same(current[key], sorted(body[key]))) fields.push(key);
  for (const key of ['products', 'photo_types'] as const)
    if (!same(current[key], body[key])) fields.push(key);
  return fields;
}

/**
 * PUT /api/v1/admin/rewards/campaigns/:id: the campaign's set-up replaced. Once the campaign has begun (its first
 * day, by the database's UTC day as the ledger's freeze) its catalogue, photo types and begin date stay as they are
 * (409 `rewards.catalogue_frozen`); its name, end, countries, stores, agencies and reset day may still change.
 */
export async function updateSetupCampaign(
  ctx: ServiceContext,
  auth: AuthContext,
  campaignId: number,
  input: SetupCampaignInput,
  language: LanguageCode,
): Promise<SetupCampaign> {
  const body = InputSchema.parse(input);
  const { clientId, actorId } = await setupScope(ctx, auth);
  await frozenRefusals(() =>
    ctx.db.transaction().execute(async (trx) => {
      // the campaign's row locked: two editors of one campaign write one after the other
      const locked = await trx
        .selectFrom('campaigns')
        .select('id')
        .where('id', '=', campaignId)
        .where('client_id', '=', clientId)
        .where('is_reward_campaign', '=', true)
        .forUpdate()
        .executeTakeFirst();
      const current = locked ? await q.findCampaign(trx, clientId, campaignId) : undefined;
      if (!current) throw notFound();
      const before = toCampaign(current);
      if (before.has_begun && frozenCatalogueChanged(before, body))
        throw new AppError('rewards.catalogue_frozen', 409);
      const areaCountry = await checkInput(trx, clientId, body, current, language);
      const fields = changedFields(before, body);
      if (fields.length === 0) return;
      await trx
        .updateTable('campaigns')
        .set({
          name: body.name,
          begin_date: body.begin_date,
          end_date: body.end_date,
          photo_reset_day: body.photo_reset_day,
        })
        .where('id', '=', campaignId)
        .execute();
      await q.setChoices(trx, campaignId, body, areaCountry);
      if (!before.has_begun)
        await q.replaceCatalogue(trx, clientId, current, body.products, body.photo_types);
      await recordAudit(trx, {
        actor: actorId,
        clientId,
        action: 'rewards.campaign.updated',
        entity: 'campaign',
        entityId: campaignId,
        fields,
        at: ctx.clock.now(),
      });
    }),
  );
  return getSetupCampaign(ctx, auth, campaignId);
}
