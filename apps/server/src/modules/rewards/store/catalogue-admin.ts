import type {
  CategoryMaximumRequest,
  RewardCategory,
  RewardStockRequest,
  StaffReward,
  StaffRewardCatalogue,
} from '@elevar/contract';
import { errorMessage, type LanguageCode } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import { inTransaction, type Trx } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { IMAGE_CONTENT_TYPE, reencodeImage } from '../../../platform/images.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { fileStoreFor, recordStoredFile, removeFiles, signedFileUrl } from '../../../platform/storage.ts';
import { catalogueCache, publishCatalogueChanged } from './catalogue-cache.ts';
import { nameIn, toCategory } from './mappers.ts';
import { operatorScope } from './orders.ts';
import { REWARD_IMAGE_PURPOSE } from './queries.ts';

/**
 * The operators' catalogue (programme administrators and superusers of the selected client, as the order queue):
 * every reward with its availability and stock per country and whether it is active, and the categories' per-user
 * maximums. Each change is one transaction with its audit-trail event.
 */

function rewardRows(db: Db, clientId: number) {
  return db
    .selectFrom('rewards as r')
    .innerJoin('reward_departments as d', 'd.id', 'r.department_id')
    .innerJoin('reward_categories as c', 'c.id', 'r.category_id')
    .where('r.client_id', '=', clientId)
    .select([
      'r.id',
      'r.names',
      'r.descriptions',
      'r.delivery_notes',
      'r.price',
      'r.active',
      'r.image_key',
      'r.redemptions',
      'd.id as department_id',
      'd.names as department_names',
      'c.id as category_id',
      'c.names as category_names',
      'c.max_per_user',
    ]);
}
type RewardRow = Awaited<ReturnType<ReturnType<typeof rewardRows>['execute']>>[number];

/** The stock rows of these rewards, with their countries' codes (one statement for a page). */
async function stockOf(db: Db, rewardIds: number[]) {
  if (rewardIds.length === 0) return [];
  return db
    .selectFrom('reward_stock as s')
    .innerJoin('countries as k', 'k.id', 's.country_id')
    .where('s.reward_id', 'in', rewardIds)
    .select(['s.reward_id', 's.country_id', 'k.code', 's.stock'])
    .orderBy('k.code')
    .execute();
}

function toStaffReward(
  row: RewardRow,
  stock: Awaited<ReturnType<typeof stockOf>>,
  language: LanguageCode,
  secret: string,
): StaffReward {
  return {
    id: Number(row.id),
    name: nameIn(row.names, language),
    names: row.names,
    descriptions: row.descriptions,
    delivery_notes: row.delivery_notes,
    price: row.price,
    active: row.active,
    department: { id: Number(row.department_id), name: nameIn(row.department_names, language) },
    category: toCategory(
      { id: row.category_id, names: row.category_names, max_per_user: row.max_per_user },
      language,
    ),
    image_url: row.image_key === null ? null : signedFileUrl(row.image_key, secret),
    redemptions: row.redemptions,
    stock: stock
      .filter((s) => Number(s.reward_id) === Number(row.id))
      .map((s) => ({ country_id: Number(s.country_id), country_code: s.code.trim(), stock: s.stock })),
  };
}

/** GET /api/v1/admin/rewards/catalogue: a page of every reward of the client (inactive ones too), by id. */
export async function staffCatalogue(
  ctx: ServiceContext,
  auth: AuthContext,
  query: { page: number; page_size: number },
  language: LanguageCode,
): Promise<StaffRewardCatalogue> {
  const { clientId } = await operatorScope(ctx, auth);
  const [rows, total, countries, categories] = await Promise.all([
    rewardRows(ctx.db, clientId)
      .orderBy('r.id')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    ctx.db
      .selectFrom('rewards')
      .where('client_id', '=', clientId)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('client_countries as cc')
      .innerJoin('countries as k', 'k.id', 'cc.country_id')
      .where('cc.client_id', '=', clientId)
      .select(['k.id', 'k.code'])
      .orderBy('k.code')
      .execute(),
    ctx.db
      .selectFrom('reward_categories')
      .where('client_id', '=', clientId)
      .select(['id', 'names', 'max_per_user'])
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  const stock = await stockOf(
    ctx.db,
    rows.map((row) => Number(row.id)),
  );
  return {
    count: Number(total.count),
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => toStaffReward(row, stock, language, ctx.secret)),
    countries: countries.map((c) => ({ id: Number(c.id), code: c.code.trim() })),
    categories: categories.map((c) => toCategory(c, language)),
  };
}

/** One reward of the client as the operators' list shows it (another client's is not found). */
export async function oneReward(ctx: ServiceContext, clientId: number, id: number, language: LanguageCode) {
  const row = await rewardRows(ctx.db, clientId).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toStaffReward(row, await stockOf(ctx.db, [id]), language, ctx.secret);
}

/** Locks the client's reward (another client's is not found). */
export async function lockReward(trx: Trx, clientId: number, id: number) {
  const row = await trx
    .selectFrom('rewards')
    .select('id')
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
}

/**
 * PUT /api/v1/admin/rewards/catalogue/:id/stock (SPEC §3: stock by country): the countries the reward is offered in
 * and the units in each; a country left out is no longer offered (its row removed: the store no longer finds the
 * reward there), a country not among the client's is 422 naming `stock`. Racing redemptions take units with their
 * conditional update under the row's lock, so a count set here is never driven below zero.
 */
export async function setRewardStock(
  ctx: ServiceContext,
  auth: AuthContext,
  id: number,
  body: RewardStockRequest,
  language: LanguageCode,
): Promise<StaffReward> {
  const { actorId, clientId } = await operatorScope(ctx, auth);
  const generation = await inTransaction(ctx.db, async (trx) => {
    await lockReward(trx, clientId, id);
    const countries = body.stock.map((row) => row.country_id);
    if (countries.length) {
      const known = await trx
        .selectFrom('client_countries')
        .select('country_id')
        .where('client_id', '=', clientId)
        .where('country_id', 'in', countries)
        .execute();
      if (known.length !== countries.length)
        throw new AppError('store.country_unknown', 422, [
          { field: 'stock', message: errorMessage('store.country_unknown', language) },
        ]);
    }
    let removed = trx.deleteFrom('reward_stock').where('reward_id', '=', id);
    if (countries.length) removed = removed.where('country_id', 'not in', countries);
    await removed.execute();
    if (body.stock.length)
      await trx
        .insertInto('reward_stock')
        .values(body.stock.map((row) => ({ reward_id: id, client_id: clientId, ...row })))
        .onConflict((oc) =>
          oc.columns(['reward_id', 'country_id']).doUpdateSet((eb) => ({ stock: eb.ref('excluded.stock') })),
        )
        .execute();
    const bumped = await publishCatalogueChanged(trx, clientId);
    await recordAudit(trx, {
      actor: actorId,
      clientId,
      action: 'rewards.reward.stock_changed',
      entity: 'reward',
      entityId: id,
      fields: ['stock'],
      at: ctx.clock.now(),
    });
    return bumped;
  });
  catalogueCache(ctx).drop(clientId, generation);
  return oneReward(ctx, clientId, id, language);
}

/** PUT /api/v1/admin/rewards/catalogue/:id/active: offered at all, or not (an inactive reward is not found in the store). */
export async function setRewardActive(
  ctx: ServiceContext,
  auth: AuthContext,
  id: number,
  active: boolean,
  language: LanguageCode,
): Promise<StaffReward> {
  const { actorId, clientId } = await operatorScope(ctx, auth);
  const generation = await inTransaction(ctx.db, async (trx) => {
    const changed = await trx
      .updateTable('rewards')
      .set({ active })
      .where('id', '=', id)
      .where('client_id', '=', clientId)
      .where('active', '<>', active)
      .returning('id')
      .executeTakeFirst();
    if (!changed) {
      await lockReward(trx, clientId, id); // not found, or already so (nothing to record)
      return undefined;
    }
    const bumped = await publishCatalogueChanged(trx, clientId);
    await recordAudit(trx, {
      actor: actorId,
      clientId,
      action: active ? 'rewards.reward.activated' : 'rewards.reward.deactivated',
      entity: 'reward',
      entityId: id,
      fields: ['active'],
      at: ctx.clock.now(),
    });
    return bumped;
  });
  catalogueCache(ctx).drop(clientId, generation);
  return oneReward(ctx, clientId, id, language);
}

/**
 * PUT /api/v1/admin/rewards/categories/:id/maximum (SPEC §5 Redemption: the per-category maximum): the most live
 * orders one user may hold in the category, or none. Orders already placed stay; the next redemption is judged by it.
 */
export async function setCategoryMaximum(
  ctx: ServiceContext,
  auth: AuthContext,
  id: number,
  body: CategoryMaximumRequest,
  language: LanguageCode,
): Promise<RewardCategory> {
  const { actorId, clientId } = await operatorScope(ctx, auth);
  const { row, generation } = await inTransaction(ctx.db, async (trx) => {
    const updated = await trx
      .updateTable('reward_categories')
      .set({ max_per_user: body.max_per_user })
      .where('id', '=', id)
      .where('client_id', '=', clientId)
      .returning(['id', 'names', 'max_per_user'])
      .executeTakeFirst();
    if (!updated) throw notFound();
    const bumped = await publishCatalogueChanged(trx, clientId);
    await recordAudit(trx, {
      actor: actorId,
      clientId,
      action: 'rewards.category.maximum_changed',
      entity: 'reward_category',
      entityId: id,
      fields: ['max_per_user'],
      at: ctx.clock.now(),
    });
    return { row: updated, generation: bumped };
  });
  catalogueCache(ctx).drop(clientId, generation);
  return toCategory(row, language);
}

/** The largest reward image accepted before re-encoding. */
export const REWARD_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * POST /api/v1/admin/rewards/catalogue/:id/image (multipart, one `file` part): the reward's picture, checked by its
 * content and re-encoded as WebP (at most 800×600, no metadata), written under a new key and set in one transaction
 * (the reward's row locked) with its audit event; the previous picture's row and file go after commit, the new
 * file on failure.
 */
export async function setRewardImage(
  ctx: ServiceContext,
  auth: AuthContext,
  id: number,
  upload: Buffer,
  language: LanguageCode,
  log: { warn(obj: object, msg: string): void },
): Promise<StaffReward> {
  const { actorId, clientId } = await operatorScope(ctx, auth);
  const image = await reencodeImage(upload, { width: 800, height: 600, fit: 'inside' });
  const store = fileStoreFor(ctx);
  const key = await store.write(image);
  let previous: string | null;
  let generation: number;
  try {
    ({ previous, generation } = await inTransaction(ctx.db, async (trx) => {
      const row = await trx
        .selectFrom('rewards')
        .select('image_key')
        .where('id', '=', id)
        .where('client_id', '=', clientId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw notFound();
      await recordStoredFile(trx, {
        key,
        ownerUserId: null,
        purpose: REWARD_IMAGE_PURPOSE,
        contentType: IMAGE_CONTENT_TYPE,
        size: image.length,
      });
      await trx.updateTable('rewards').set({ image_key: key }).where('id', '=', id).execute();
      if (row.image_key) await trx.deleteFrom('stored_files').where('key', '=', row.image_key).execute();
      const bumped = await publishCatalogueChanged(trx, clientId);
      await recordAudit(trx, {
        actor: actorId,
        clientId,
        action: 'rewards.reward.image_changed',
        entity: 'reward',
        entityId: id,
        fields: ['image_key'],
        at: ctx.clock.now(),
      });
      return { previous: row.image_key, generation: bumped };
    }));
  } catch (error) {
    await removeFiles(store, [key], log);
    throw error;
  }
  if (previous) await removeFiles(store, [previous], log);
  catalogueCache(ctx).drop(clientId, generation);
  return oneReward(ctx, clientId, id, language);
}
