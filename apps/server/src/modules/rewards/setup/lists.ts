import type {
  AuditAction,
  AuditEntity,
  SetupAgency,
  SetupAgencyPage,
  SetupBrand,
  SetupChain,
  SetupChainPage,
  SetupListItemRequest,
  SetupListItemUpdate,
  TranslatedText,
} from '@elevar/contract';
import {
  SetupListItemRequest as CreateSchema,
  SetupListQuery as QuerySchema,
  SetupListItemUpdate as UpdateSchema,
} from '@elevar/contract';
import { errorMessage, LANGUAGE_CODES, type LanguageCode, localized, type StoredText } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import { violatedUniqueIndex } from '../../../db/errors.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import * as q from './lists-queries.ts';
import { setupScope } from './service.ts';

/**
 * Retail chains, companies/agencies and their brands (issue 13, operator screens; docs/rewards.md "Chains, agencies
 * and brands"): programme administrators of the selected client (the set-up's `setupScope`) list, create, rename,
 * deactivate and delete them. Names come in the four languages (`names`; `name` keeps the pt-BR one, unique among
 * the client's chains, its agencies, an agency's brands: 409 `rewards.setup_name_taken`). A deactivated one is no
 * longer offered for new choices (a campaign's registration, a campaign's agencies); one in use is not deleted (409
 * `rewards.setup_in_use`): a chain with stores or sales, an agency a campaign lists or a registration names, a brand
 * a registration names or whose agency a campaign offers. Each change is one transaction with its audit event.
 */

export type Kind = 'chain' | 'agency' | 'brand';
const TABLE = { chain: 'retail_chains', agency: 'agencies', brand: 'brands' } as const;
const ENTITY: Record<Kind, AuditEntity> = { chain: 'retail_chain', agency: 'agency', brand: 'brand' };
const ACTION: Record<Kind, Record<'created' | 'updated' | 'deleted', AuditAction>> = {
  chain: {
    created: 'rewards.chain.created',
    updated: 'rewards.chain.updated',
    deleted: 'rewards.chain.deleted',
  },
  agency: {
    created: 'rewards.agency.created',
    updated: 'rewards.agency.updated',
    deleted: 'rewards.agency.deleted',
  },
  brand: {
    created: 'rewards.brand.created',
    updated: 'rewards.brand.updated',
    deleted: 'rewards.brand.deleted',
  },
};

/** A stored name in all four languages: `names`, or the untranslated `name` in each where a writer gave only it. */
function namesOf(row: { name: string; names: StoredText | null }): TranslatedText {
  return Object.fromEntries(
    LANGUAGE_CODES.map((code) => [code, localized(row.names, code, row.name)]),
  ) as TranslatedText;
}

const item = (
  row: { id: number; name: string; names: StoredText | null; active: boolean },
  language: LanguageCode,
) => ({
  id: row.id,
  names: namesOf(row),
  name: localized(row.names, language, row.name),
  active: row.active,
});

const toChain = (row: q.ChainRow, language: LanguageCode): SetupChain => ({
  ...item(row, language),
  stores: row.stores,
  in_use: row.stores > 0 || Boolean(row.sold),
});

const toBrand = (row: q.BrandRow, language: LanguageCode): SetupBrand => ({
  ...item(row, language),
  agency_id: row.agency_id,
  registrations: row.registrations,
  in_use: row.registrations > 0 || Boolean(row.offered),
});

const toAgency = (row: q.AgencyRow, brands: readonly q.BrandRow[], language: LanguageCode): SetupAgency => ({
  ...item(row, language),
  campaigns: row.campaigns,
  registrations: row.registrations,
  in_use: row.campaigns > 0 || row.registrations > 0,
  brands: brands.filter((brand) => brand.agency_id === row.id).map((brand) => toBrand(brand, language)),
});

/** GET /api/v1/admin/rewards/chains: the client's retail chains by name. */
export async function listChains(
  ctx: ServiceContext,
  auth: AuthContext,
  input: { page?: number; page_size?: number },
  language: LanguageCode,
): Promise<SetupChainPage> {
  const query = QuerySchema.parse(input);
  const { clientId } = await setupScope(ctx, auth);
  const { rows, count } = await q.chainPage(ctx.db, clientId, query.page, query.page_size);
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => toChain(row, language)),
  };
}

/** GET /api/v1/admin/rewards/agencies: the client's companies/agencies by name, each with its brands. */
export async function listAgencies(
  ctx: ServiceContext,
  auth: AuthContext,
  input: { page?: number; page_size?: number },
  language: LanguageCode,
): Promise<SetupAgencyPage> {
  const query = QuerySchema.parse(input);
  const { clientId } = await setupScope(ctx, auth);
  const { rows, brands, count } = await q.agencyPage(ctx.db, clientId, query.page, query.page_size);
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => toAgency(row, brands, language)),
  };
}

async function readChain(db: Db, clientId: number, id: number, language: LanguageCode) {
  const row = await q.chains(db, clientId).where('rc.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toChain(row, language);
}

async function readAgency(db: Db, clientId: number, id: number, language: LanguageCode) {
  const [row, brands] = await Promise.all([
    q.agencies(db, clientId).where('a.id', '=', id).executeTakeFirst(),
    q.brands(db, clientId).where('br.agency_id', '=', id).orderBy('br.name').orderBy('br.id').execute(),
  ]);
  if (!row) throw notFound();
  return toAgency(row, brands, language);
}

async function readBrand(db: Db, clientId: number, id: number, language: LanguageCode) {
  const row = await q.brands(db, clientId).where('br.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toBrand(row, language);
}

/** Another of its kind already has this pt-BR name (the unique index decides, whatever the concurrency). */
async function uniqueNames<T>(language: LanguageCode, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueIndex(error) === null) throw error;
    throw new AppError('rewards.setup_name_taken', 409, [
      { field: 'names.pt-BR', message: errorMessage('rewards.setup_name_taken', language) },
    ]);
  }
}

const stored = (names: TranslatedText) => ({ name: names['pt-BR'], names: JSON.stringify(names) });

/** Inserts a chain, agency or brand (of `agencyId`) and records it; its id. */
async function insertItem(
  ctx: ServiceContext,
  scope: { clientId: number; actorId: number },
  kind: Kind,
  names: TranslatedText,
  language: LanguageCode,
  agencyId?: number,
): Promise<number> {
  return uniqueNames(language, () =>
    ctx.db.transaction().execute(async (trx) => {
      const values = { client_id: scope.clientId, ...stored(names) };
      let id: number;
      if (kind === 'brand') {
        // the agency locked: a brand is not added to an agency being deleted
        const agency = await trx
          .selectFrom('agencies')
          .select('id')
          .where('id', '=', agencyId ?? 0)
          .where('client_id', '=', scope.clientId)
          .forUpdate()
          .executeTakeFirst();
        if (!agency) throw notFound();
        id = (
          await trx
            .insertInto('brands')
            .values({ ...values, agency_id: agency.id })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      } else
        id = (await trx.insertInto(TABLE[kind]).values(values).returning('id').executeTakeFirstOrThrow()).id;
      await recordAudit(trx, {
        actor: scope.actorId,
        clientId: scope.clientId,
        action: ACTION[kind].created,
        entity: ENTITY[kind],
        entityId: id,
        fields: ['names'],
        at: ctx.clock.now(),
      });
      return id;
    }),
  );
}

/** Renames and/or (de)activates one of the client's; nothing recorded when nothing changes. 404 for another's. */
async function updateItem(
  ctx: ServiceContext,
  scope: { clientId: number; actorId: number },
  kind: Kind,
  id: number,
  body: SetupListItemUpdate,
  language: LanguageCode,
): Promise<void> {
  await uniqueNames(language, () =>
    ctx.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom(TABLE[kind])
        .select(['name', 'names', 'active'])
        .where('id', '=', id)
        .where('client_id', '=', scope.clientId)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw notFound();
      const changes: { name?: string; names?: string; active?: boolean } = {};
      const before = namesOf(current);
      if (body.names && LANGUAGE_CODES.some((code) => body.names?.[code] !== before[code]))
        Object.assign(changes, stored(body.names));
      if (body.active !== undefined && body.active !== current.active) changes.active = body.active;
      if (Object.keys(changes).length === 0) return;
      await trx.updateTable(TABLE[kind]).set(changes).where('id', '=', id).execute();
      await recordAudit(trx, {
        actor: scope.actorId,
        clientId: scope.clientId,
        action: ACTION[kind].updated,
        entity: ENTITY[kind],
        entityId: id,
        fields: Object.keys(changes).filter((field) => field !== 'name'),
        at: ctx.clock.now(),
      });
    }),
  );
}

/** Whether what `id` is of its kind is used (its row locked first, so a use cannot arrive before the delete). */
async function inUse(trx: Db, clientId: number, kind: Kind, id: number): Promise<boolean | undefined> {
  const locked = await trx
    .selectFrom(TABLE[kind])
    .select('id')
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) return undefined;
  if (kind === 'chain') {
    const row = await q.chains(trx, clientId).where('rc.id', '=', id).executeTakeFirstOrThrow();
    return toChain(row, 'pt-BR').in_use;
  }
  if (kind === 'brand') {
    const row = await q.brands(trx, clientId).where('br.id', '=', id).executeTakeFirstOrThrow();
    return toBrand(row, 'pt-BR').in_use;
  }
  const [row, brands] = await Promise.all([
    q.agencies(trx, clientId).where('a.id', '=', id).executeTakeFirstOrThrow(),
    q.brands(trx, clientId).where('br.agency_id', '=', id).execute(),
  ]);
  return toAgency(row, brands, 'pt-BR').in_use || brands.some((brand) => brand.registrations > 0);
}

/** Deletes one of the client's that nothing uses (an agency with its brands); 409 while something does. */
async function deleteItem(
  ctx: ServiceContext,
  scope: { clientId: number; actorId: number },
  kind: Kind,
  id: number,
): Promise<{ ok: true }> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const used = await inUse(trx, scope.clientId, kind, id);
      if (used === undefined) throw notFound();
      if (used) throw new AppError('rewards.setup_in_use', 409);
      await trx.deleteFrom(TABLE[kind]).where('id', '=', id).execute();
      await recordAudit(trx, {
        actor: scope.actorId,
        clientId: scope.clientId,
        action: ACTION[kind].deleted,
        entity: ENTITY[kind],
        entityId: id,
        at: ctx.clock.now(),
      });
      return { ok: true as const };
    });
  } catch (error) {
    // a row naming it that the checks could not see (a foreign key's own refusal) is a use all the same
    if ((error as { code?: unknown } | null)?.code === '23503')
      throw new AppError('rewards.setup_in_use', 409);
    throw error;
  }
}

interface ItemOf {
  chain: SetupChain;
  agency: SetupAgency;
  brand: SetupBrand;
}
const READ: {
  [K in Kind]: (db: Db, clientId: number, id: number, language: LanguageCode) => Promise<ItemOf[K]>;
} = { chain: readChain, agency: readAgency, brand: readBrand };

/**
 * POST …/chains, …/agencies, …/agencies/:id/brands: a new chain, agency or brand of the agency `agencyId` (another
 * client's agency 404), as its list shows it.
 */
export async function createListItem<K extends Kind>(
  ctx: ServiceContext,
  auth: AuthContext,
  kind: K,
  input: SetupListItemRequest,
  language: LanguageCode,
  agencyId?: number,
): Promise<ItemOf[K]> {
  const { names } = CreateSchema.parse(input);
  const scope = await setupScope(ctx, auth);
  const id = await insertItem(ctx, scope, kind, names, language, agencyId);
  return READ[kind](ctx.db, scope.clientId, id, language);
}

/** PATCH …/chains/:id, …/agencies/:id, …/brands/:id: renamed and/or (de)activated. */
export async function updateListItem<K extends Kind>(
  ctx: ServiceContext,
  auth: AuthContext,
  kind: K,
  id: number,
  input: SetupListItemUpdate,
  language: LanguageCode,
): Promise<ItemOf[K]> {
  const body = UpdateSchema.parse(input);
  const scope = await setupScope(ctx, auth);
  await updateItem(ctx, scope, kind, id, body, language);
  return READ[kind](ctx.db, scope.clientId, id, language);
}

/** DELETE …/chains/:id, …/agencies/:id, …/brands/:id: 409 while in use. */
export async function deleteListItem(ctx: ServiceContext, auth: AuthContext, kind: Kind, id: number) {
  return deleteItem(ctx, await setupScope(ctx, auth), kind, id);
}
