import type {
  AuditAction,
  AuditEntity,
  RewardGroupOrderRequest,
  RewardGroupRequest,
  StaffRewardCategory,
  StaffRewardGroup,
} from '@elevar/contract';
import { errorMessage, type LanguageCode } from '@elevar/domain';
import { sql } from 'kysely';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import type { Trx } from '../../../db/transaction.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { changeCatalogue, type OperatorScope } from './catalogue-change.ts';
import { nameIn } from './mappers.ts';
import { operatorScope } from './orders.ts';

/**
 * The store's departments and categories as its operators keep them (docs/rewards.md "Operators' catalogue"): named
 * in the four languages, in the order the store's filters show them (`position`), removed only while nothing uses
 * them: no reward for a department; no reward and no order for a category (an order keeps its category, which its
 * maximum counts). A category's maximum is edited by `setCategoryMaximum` (catalogue-admin.ts). Every change
 * publishes on the catalogue channel: the store's filters are kept with its pages.
 */

export type GroupKind = 'department' | 'category';

const TABLES = { department: 'reward_departments', category: 'reward_categories' } as const;
const ENTITIES: Record<GroupKind, AuditEntity> = {
  department: 'reward_department',
  category: 'reward_category',
};
const ACTIONS: Record<GroupKind, Record<'created' | 'renamed' | 'deleted' | 'reordered', AuditAction>> = {
  department: {
    created: 'rewards.department.created',
    renamed: 'rewards.department.renamed',
    deleted: 'rewards.department.deleted',
    reordered: 'rewards.department.reordered',
  },
  category: {
    created: 'rewards.category.created',
    renamed: 'rewards.category.renamed',
    deleted: 'rewards.category.deleted',
    reordered: 'rewards.category.reordered',
  },
};
const IN_USE = { department: 'store.department_in_use', category: 'store.category_in_use' } as const;

/** Both tables have the same columns; the category's maximum is read apart. */
const table = (kind: GroupKind) => TABLES[kind] as 'reward_categories';

/** The client's departments or categories in order, each with its rewards and (categories) orders counted. */
interface GroupRow {
  id: number;
  names: Record<string, string>;
  position: number;
  reward_count: number;
  /** Categories only. */
  max_per_user?: number | null;
  order_count?: number;
}

async function groupRows(db: Db, kind: GroupKind, clientId: number, id?: number): Promise<GroupRow[]> {
  const column = kind === 'department' ? 'department_id' : 'category_id';
  let query = db
    .selectFrom(`${table(kind)} as g`)
    .where('g.client_id', '=', clientId)
    .select([
      'g.id',
      'g.names',
      'g.position',
      sql<number>`(select count(*)::int from rewards r where r.client_id = g.client_id and r.${sql.ref(column)} = g.id)`.as(
        'reward_count',
      ),
    ])
    .orderBy('g.position')
    .orderBy('g.id');
  if (kind === 'category')
    query = query.select([
      'g.max_per_user',
      sql<number>`(select count(*)::int from reward_orders o where o.client_id = g.client_id and o.category_id = g.id)`.as(
        'order_count',
      ),
    ]);
  if (id !== undefined) query = query.where('g.id', '=', id);
  return query.execute();
}

function toGroup(row: GroupRow, language: LanguageCode): StaffRewardGroup | StaffRewardCategory {
  const group = {
    id: Number(row.id),
    name: nameIn(row.names, language),
    names: row.names,
    position: row.position,
    reward_count: row.reward_count,
  };
  return row.order_count === undefined
    ? group
    : { ...group, max_per_user: row.max_per_user ?? null, order_count: row.order_count };
}

/** GET /api/v1/admin/rewards/{departments,categories}: the client's list in the store's order (two statements). */
export async function listGroups(
  ctx: ServiceContext,
  auth: AuthContext,
  kind: GroupKind,
  language: LanguageCode,
) {
  const { clientId } = await operatorScope(ctx, auth);
  const rows = await groupRows(ctx.db, kind, clientId);
  return { results: rows.map((row) => toGroup(row, language)) };
}

async function oneGroup(db: Db, kind: GroupKind, clientId: number, id: number, language: LanguageCode) {
  const [row] = await groupRows(db, kind, clientId, id);
  if (!row) throw notFound();
  return toGroup(row, language);
}

type GroupAction = keyof (typeof ACTIONS)['department'];

/** One change of a list (`changeCatalogue`: published, audited) under the group's action code and entity. */
async function change(
  ctx: ServiceContext,
  auth: AuthContext,
  kind: GroupKind,
  work: (trx: Trx, scope: OperatorScope) => Promise<{ id: number; action: GroupAction }>,
  fields?: readonly string[],
) {
  const { value, clientId } = await changeCatalogue(ctx, auth, async (trx, scope) => {
    const { id, action } = await work(trx, scope);
    const event = { action: ACTIONS[kind][action], entity: ENTITIES[kind], entityId: id };
    return { value: id, event: fields ? { ...event, fields } : event };
  });
  return { id: value, clientId };
}

/** POST: a department or category at the end of the list (a category without maximum). */
export async function createGroup(
  ctx: ServiceContext,
  auth: AuthContext,
  kind: GroupKind,
  body: RewardGroupRequest,
  language: LanguageCode,
) {
  const { id, clientId } = await change(ctx, auth, kind, async (trx, scope) => {
    const last = await trx
      .selectFrom(table(kind))
      .where('client_id', '=', scope.clientId)
      .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.lit(0)).as('position'))
      .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto(table(kind))
      .values({
        client_id: scope.clientId,
        names: JSON.stringify(body.names),
        position: Number(last.position) + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), action: 'created' };
  });
  return oneGroup(ctx.db, kind, clientId, id, language);
}

/** PUT …/:id: the name in the four languages; another client's is not found. */
export async function renameGroup(
  ctx: ServiceContext,
  auth: AuthContext,
  kind: GroupKind,
  id: number,
  body: RewardGroupRequest,
  language: LanguageCode,
) {
  const { clientId } = await change(
    ctx,
    auth,
    kind,
    async (trx, scope) => {
      const row = await trx
        .updateTable(table(kind))
        .set({ names: JSON.stringify(body.names) })
        .where('id', '=', id)
        .where('client_id', '=', scope.clientId)
        .returning('id')
        .executeTakeFirst();
      if (!row) throw notFound();
      return { id, action: 'renamed' };
    },
    ['names'],
  );
  return oneGroup(ctx.db, kind, clientId, id, language);
}

/**
 * DELETE …/:id: only while nothing uses it, else 409 with the list's message. The row is locked first, so a reward
 * written at the same moment (which locks its department and category for share) is either counted here or told the
 * group is gone.
 */
export async function deleteGroup(
  ctx: ServiceContext,
  auth: AuthContext,
  kind: GroupKind,
  id: number,
  language: LanguageCode,
) {
  await change(ctx, auth, kind, async (trx, scope) => {
    const found = await trx
      .selectFrom(table(kind))
      .select('id')
      .where('id', '=', id)
      .where('client_id', '=', scope.clientId)
      .forUpdate()
      .executeTakeFirst();
    if (!found) throw notFound();
    const [row] = await groupRows(trx, kind, scope.clientId, id);
    if (row && (row.reward_count > 0 || (row.order_count ?? 0) > 0))
      throw new AppError(IN_USE[kind], 409, [{ field: 'id', message: errorMessage(IN_USE[kind], language) }]);
    await trx.deleteFrom(table(kind)).where('id', '=', id).execute();
    return { id, action: 'deleted' };
  });
  return { ok: true as const };
}

/** POST …/reorder: every department (or category) of the client, each once, in the new order (positions 1, 2, …). */
export async function reorderGroups(
  ctx: ServiceContext,
  auth: AuthContext,
  kind: GroupKind,
  body: RewardGroupOrderRequest,
  language: LanguageCode,
) {
  const { clientId } = await change(
    ctx,
    auth,
    kind,
    async (trx, scope) => {
      const current = await trx
        .selectFrom(table(kind))
        .select('id')
        .where('client_id', '=', scope.clientId)
        .forUpdate()
        .execute();
      const known = new Set(current.map((row) => Number(row.id)));
      const ids = new Set(body.ids);
      if (ids.size !== body.ids.length || ids.size !== known.size || body.ids.some((one) => !known.has(one)))
        throw new AppError('common.validation', 400, [
          { field: 'ids', message: errorMessage('store.list_incomplete', language) },
        ]);
      await sql`update ${sql.table(table(kind))} as g set position = o.position
        from unnest(${body.ids}::bigint[]) with ordinality as o(id, position) where g.id = o.id`.execute(trx);
      return { id: body.ids[0] as number, action: 'reordered' };
    },
    ['position'],
  );
  const rows = await groupRows(ctx.db, kind, clientId);
  return { results: rows.map((row) => toGroup(row, language)) };
}
