import { RESULT_KINDS, type ResultKind } from '@elevar/domain';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';
import type { Trx } from '../../../db/transaction.ts';
import { CAMPAIGN_COLUMNS, newestFirstPage } from '../queries.ts';

/** The client's reward campaigns with their days as text. */
function rewardCampaigns(db: Db, clientId: number) {
  return db
    .selectFrom('campaigns')
    .select([
      'id',
      'name',
      sql<string>`begin_date::text`.as('begin_date'),
      sql<string>`end_date::text`.as('end_date'),
    ])
    .where('client_id', '=', clientId)
    .where('is_reward_campaign', '=', true);
}

/** The client's reward campaigns whose days have begun by `today`, newest first. */
export async function campaignsBegun(db: Db, clientId: number, today: string) {
  return rewardCampaigns(db, clientId)
    .where(sql<SqlBool>`begin_date <= ${today}::date`)
    .orderBy('begin_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One reward campaign of the client (undefined for another client's or a training campaign). */
export async function findCampaign(db: Db, clientId: number, campaignId: number) {
  return rewardCampaigns(db, clientId).where('id', '=', campaignId).executeTakeFirst();
}
export type ResultCampaign = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

/** The points-table rules of results (mystery shopper, event) of the campaigns, in the table's order. */
export async function resultRules(db: Db, clientId: number, campaignIds: readonly number[]) {
  if (campaignIds.length === 0) return [];
  return db
    .selectFrom('point_rules')
    .select(['id', 'campaign_id', 'code', 'kind', 'base_points', 'descriptions'])
    .where('client_id', '=', clientId)
    .where('campaign_id', 'in', campaignIds)
    .where('kind', 'in', [...RESULT_KINDS])
    .orderBy('position')
    .orderBy('id')
    .execute();
}
export type ResultRule = Awaited<ReturnType<typeof resultRules>>[number];

/**
 * The client's participants (a partner account, SPEC §6) named by username or GMIN number among `keys`, with their
 * block and whether they registered for the campaign.
 */
export async function participantsByKey(
  db: Db,
  clientId: number,
  campaignId: number,
  keys: readonly string[],
) {
  if (keys.length === 0) return [];
  return db
    .selectFrom('users as u')
    .innerJoin('user_clients as m', (join) =>
      join.onRef('m.user_id', '=', 'u.id').on('m.client_id', '=', clientId),
    )
    .select((eb) => [
      'u.id',
      'u.username',
      'u.gmin_number',
      sql<boolean>`m.rewards_blocked_at is not null`.as('blocked'),
      eb
        .exists(
          eb
            .selectFrom('campaign_registrations as r')
            .select('r.id')
            .whereRef('r.user_id', '=', 'u.id')
            .where('r.campaign_id', '=', campaignId),
        )
        .as('registered'),
    ])
    .where('u.gmin_number', 'is not', null)
    .where((eb) => eb.or([eb('u.username', 'in', [...keys]), eb('u.gmin_number', 'in', [...keys])]))
    .execute();
}
export type ResultParticipant = Awaited<ReturnType<typeof participantsByKey>>[number];

/** The natural keys (user, kind, day) of the campaign's results of these users. */
export async function postedKeys(db: Db, clientId: number, campaignId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('reward_results')
    .select(['user_id', 'kind', sql<string>`occurred_on::text`.as('day')])
    .where('client_id', '=', clientId)
    .where('campaign_id', '=', campaignId)
    .where('user_id', 'in', [...userIds])
    .execute();
  return new Set(rows.map((row) => resultKey(row.user_id, row.kind, row.day)));
}

export const resultKey = (userId: number, kind: string, day: string) => `${userId}:${kind}:${day}`;

/** Claims the result's natural key: its id, or undefined when the key was already taken (nothing written). */
export async function claimResult(
  trx: Trx,
  row: {
    clientId: number;
    campaignId: number;
    userId: number;
    kind: ResultKind;
    day: string;
    ruleId: number;
    description: string;
    origin: 'form' | 'import';
    actorId: number;
    at: Date;
  },
) {
  const inserted = await trx
    .insertInto('reward_results')
    .values({
      client_id: row.clientId,
      campaign_id: row.campaignId,
      user_id: row.userId,
      kind: row.kind,
      occurred_on: row.day,
      rule_id: row.ruleId,
      description: row.description,
      points: 0,
      origin: row.origin,
      created_by: row.actorId,
      created_at: row.at,
    })
    .onConflict((oc) =>
      oc.columns(['client_id', 'campaign_id', 'user_id', 'kind', 'occurred_on']).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function setResultEntry(trx: Trx, id: number, entry: { id: number; amount: number }) {
  await trx
    .updateTable('reward_results')
    .set({ entry_id: entry.id, points: entry.amount })
    .where('id', '=', id)
    .execute();
}

export interface ResultFilter {
  clientId: number;
  campaignId?: number | undefined;
  kind?: ResultKind | undefined;
  search?: string | undefined;
  ids?: readonly number[];
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function resultsOf(db: Db, filter: ResultFilter) {
  let base = db
    .selectFrom('reward_results as x')
    .innerJoin('users as u', 'u.id', 'x.user_id')
    .where('x.client_id', '=', filter.clientId);
  if (filter.campaignId !== undefined) base = base.where('x.campaign_id', '=', filter.campaignId);
  if (filter.kind !== undefined) base = base.where('x.kind', '=', filter.kind);
  if (filter.ids !== undefined) base = base.where('x.id', 'in', [...filter.ids]);
  const search = filter.search;
  if (search)
    base = base.where((eb) =>
      eb.or([eb('u.full_name', 'ilike', contains(search)), eb('u.username', 'ilike', contains(search))]),
    );
  return base;
}

/** A page of the client's results, newest first, and their count. */
export async function listResults(db: Db, filter: ResultFilter, page: { limit: number; offset: number }) {
  const base = resultsOf(db, filter);
  return newestFirstPage(
    base
      .innerJoin('campaigns as k', 'k.id', 'x.campaign_id')
      .innerJoin('point_rules as pr', 'pr.id', 'x.rule_id')
      .innerJoin('users as c', 'c.id', 'x.created_by')
      .select([
        'x.id',
        'x.kind',
        sql<string>`x.occurred_on::text`.as('day'),
        'x.description',
        'x.points',
        'x.entry_id',
        'x.origin',
        'x.created_at',
        ...CAMPAIGN_COLUMNS,
        'u.id as user_id',
        'u.full_name as user_name',
        'u.username',
        'pr.code as rule_code',
        'pr.descriptions as rule_descriptions',
        'c.id as creator_id',
        'c.full_name as creator_name',
      ]),
    'x',
    page,
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  );
}
export type ResultRow = Awaited<ReturnType<typeof listResults>>['rows'][number];
