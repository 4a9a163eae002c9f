import type { RewardRequest, StaffReward } from '@elevar/contract';
import { errorMessage, type LanguageCode, rewardSearchText } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import type { Trx } from '../../../db/transaction.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { oneReward } from './catalogue-admin.ts';
import { changeCatalogue } from './catalogue-change.ts';

/**
 * The operators' editing of a reward (docs/rewards.md "Operators' catalogue"): its texts in the four languages, price,
 * department and category. The search key is written from the texts in the same statement, so the store's search
 * finds an edited name at once. A price applies to the redemptions that follow: an order keeps the points it was
 * debited (`reward_orders.points`). Each change publishes on the catalogue channel in its transaction: the instance
 * that made it drops its kept pages at once, every other one on the event (or within the cache's second).
 */

/** The texts as stored: every language written, an empty one left out (read falls back to pt-BR). */
const stored = (texts: Record<string, string>) =>
  JSON.stringify(Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== '')));

/**
 * The department and category chosen, the client's, each locked for share until commit: a removal racing this write
 * either waits and then sees the reward (409), or removed it first and this write says it is unknown (422).
 */
async function checkGroups(trx: Trx, clientId: number, body: RewardRequest, language: LanguageCode) {
  const [department, category] = await Promise.all([
    trx
      .selectFrom('reward_departments')
      .select('id')
      .where('id', '=', body.department_id)
      .where('client_id', '=', clientId)
      .forShare()
      .executeTakeFirst(),
    trx
      .selectFrom('reward_categories')
      .select('id')
      .where('id', '=', body.category_id)
      .where('client_id', '=', clientId)
      .forShare()
      .executeTakeFirst(),
  ]);
  const details = [];
  if (!department)
    details.push({ field: 'department_id', message: errorMessage('store.department_unknown', language) });
  if (!category)
    details.push({ field: 'category_id', message: errorMessage('store.category_unknown', language) });
  if (details.length)
    throw new AppError(department ? 'store.category_unknown' : 'store.department_unknown', 422, details);
}

function columnsOf(body: RewardRequest) {
  return {
    names: JSON.stringify(body.names),
    descriptions: JSON.stringify(body.descriptions),
    delivery_notes: stored(body.delivery_notes),
    search_text: rewardSearchText(body.names, body.descriptions),
    price: body.price,
    department_id: body.department_id,
    category_id: body.category_id,
  };
}

/**
 * POST /api/v1/admin/rewards/catalogue: a new reward of the client, active but offered nowhere until its stock per
 * country is set (`setRewardStock`), without a picture until one is sent.
 */
export async function createReward(
  ctx: ServiceContext,
  auth: AuthContext,
  body: RewardRequest,
  language: LanguageCode,
): Promise<StaffReward> {
  const { value: id, clientId } = await changeCatalogue(ctx, auth, async (trx, { clientId }) => {
    await checkGroups(trx, clientId, body, language);
    const row = await trx
      .insertInto('rewards')
      .values({ client_id: clientId, ...columnsOf(body) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    return { value: id, event: { action: 'rewards.reward.created', entity: 'reward', entityId: id } };
  });
  return oneReward(ctx, clientId, id, language);
}

const EDITED = ['names', 'descriptions', 'delivery_notes', 'price', 'department_id', 'category_id'] as const;

/** Whether two stored texts say the same in every language (jsonb keeps no key order). */
const sameTexts = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * PUT /api/v1/admin/rewards/catalogue/:id: the reward's texts, price, department and category as given (the row
 * locked); the audit event names the fields that changed, and nothing is recorded when none did.
 */
export async function updateReward(
  ctx: ServiceContext,
  auth: AuthContext,
  id: number,
  body: RewardRequest,
  language: LanguageCode,
): Promise<StaffReward> {
  const { clientId } = await changeCatalogue(ctx, auth, async (trx, { clientId }) => {
    const current = await trx
      .selectFrom('rewards')
      .select(['names', 'descriptions', 'delivery_notes', 'price', 'department_id', 'category_id'])
      .where('id', '=', id)
      .where('client_id', '=', clientId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound();
    await checkGroups(trx, clientId, body, language);
    const next = columnsOf(body);
    const changed = EDITED.filter((field) => {
      const before = current[field];
      if (typeof before === 'object') return !sameTexts(before, JSON.parse(next[field] as string));
      return Number(before) !== Number(next[field]);
    });
    if (changed.length === 0) return { value: undefined, event: null };
    await trx.updateTable('rewards').set(next).where('id', '=', id).execute();
    return {
      value: undefined,
      event: { action: 'rewards.reward.updated', entity: 'reward', entityId: id, fields: changed },
    };
  });
  return oneReward(ctx, clientId, id, language);
}
