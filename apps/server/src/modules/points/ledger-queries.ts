import type { PointKind, PointStatus, Programme, ProgrammeLevelId } from '@elevar/domain';
import { sql } from 'kysely';
import { type Db, preparedQuery } from '../../db/connection.ts';
import type { Trx } from '../../db/transaction.ts';

/** Queries of the ledger: entries, their audit states and the cached balances. Callers pass the transaction. */

/** Whose balance a posting moves: one row per user, client and campaign (null: points outside campaigns). */
export interface BalanceKey {
  clientId: number;
  userId: number;
  campaignId: number | null;
}

export interface Balance {
  available: number;
  experience: number;
}

const ENTRY_COLUMNS = [
  'id',
  'client_id',
  'user_id',
  'programme',
  'campaign_id',
  'kind',
  'amount',
  'experience',
  'multiplier',
  'status',
  'reverses_entry_id',
  'shortfall',
  'rule_id',
  'created_at',
] as const;

export interface EntryRow {
  id: number;
  client_id: number;
  user_id: number;
  programme: Programme;
  campaign_id: number | null;
  kind: PointKind;
  amount: number;
  experience: number;
  multiplier: string;
  status: Exclude<PointStatus, 'reversed'>;
  reverses_entry_id: number | null;
  shortfall: number;
  rule_id: number | null;
  created_at: Date;
}

export interface NewEntry {
  clientId: number;
  userId: number;
  programme: Programme;
  campaignId: number | null;
  kind: PointKind;
  amount: number;
  experience: number;
  multiplier: number;
  status: Exclude<PointStatus, 'reversed'>;
  sourceType: string | null;
  sourceId: string | null;
  reversesEntryId: number | null;
  expiresAt: Date | null;
  reason: string | null;
  idempotencyKey: string | null;
  createdBy: number | null;
  shortfall: number;
  /** The points-table rule the amount came from (postEntry by rule); absent or null otherwise. */
  ruleId?: number | null;
  createdAt: Date;
}

/** A points-table rule as a posting by rule reads it: what it is worth at the lowest level and its kind of entry. */
export interface PostingRuleRow {
  id: number;
  code: string;
  kind: PointKind;
  base_points: number;
}

/**
 * A campaign's points-table rules by their codes, for posting by rule (one statement for a whole batch). Another
 * client's or another campaign's rule is not found.
 */
export const findRulesForPosting = preparedQuery<PostingRuleRow>(
  `select id, code, kind, base_points from point_rules
  where client_id = $1::bigint and campaign_id = $2::bigint and code = any($3::text[])`,
);

/**
 * Appends entries in one statement, in order (their ids ascend in the order given). An entry whose idempotency key is
 * already used in the client is not written and not returned: on PostgreSQL a concurrent post of the same key waits
 * here until the first one commits.
 */
export async function insertEntries(
  trx: Trx,
  entries: readonly NewEntry[],
): Promise<(EntryRow & { idempotency_key: string | null })[]> {
  const insert = trx.insertInto('point_entries').values(
    entries.map((entry) => ({
      client_id: entry.clientId,
      user_id: entry.userId,
      programme: entry.programme,
      campaign_id: entry.campaignId,
      kind: entry.kind,
      amount: entry.amount,
      experience: entry.experience,
      multiplier: entry.multiplier,
      status: entry.status,
      source_type: entry.sourceType,
      source_id: entry.sourceId,
      reverses_entry_id: entry.reversesEntryId,
      expires_at: entry.expiresAt,
      reason: entry.reason,
      idempotency_key: entry.idempotencyKey,
      created_by: entry.createdBy,
      shortfall: entry.shortfall,
      rule_id: entry.ruleId ?? null,
      created_at: entry.createdAt,
    })),
  );
  const guarded = entries.every((entry) => entry.idempotencyKey === null)
    ? insert
    : insert.onConflict((oc) =>
        oc.columns(['client_id', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing(),
      );
  return guarded.returning([...ENTRY_COLUMNS, 'idempotency_key']).execute();
}

export async function findEntryByKey(trx: Trx, clientId: number, key: string): Promise<EntryRow | undefined> {
  return trx
    .selectFrom('point_entries')
    .select(ENTRY_COLUMNS)
    .where('client_id', '=', clientId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** An entry of the client with its current status (the audit outcome when it changed after posting). */
export async function findEntry(
  trx: Trx,
  entryId: number,
  clientId: number,
): Promise<(EntryRow & { current_status: PointStatus }) | undefined> {
  const row = await trx
    .selectFrom('point_entries as e')
    .leftJoin('point_entry_states as s', 's.entry_id', 'e.id')
    .select(ENTRY_COLUMNS.map((c) => `e.${c}` as const))
    .select('s.status as state')
    .where('e.id', '=', entryId)
    .where('e.client_id', '=', clientId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { state, ...entry } = row;
  return { ...entry, current_status: state ?? entry.status };
}

/**
 * Moves a balance by a conditional update: nothing changes (and the answer is undefined) when the row is missing
 * or either balance would go below zero. `lowest` is the lowest the balance goes on the way (entries posted
 * together: the lowest of their running sums; one entry: `delta` itself), so no entry of a batch overdraws even when
 * a later one makes up for it. Concurrent moves of one row queue on its lock, and PostgreSQL re-checks the condition
 * against the row each waiting update finally sees, so no race can overspend.
 */
export async function moveBalance(
  trx: Trx,
  key: BalanceKey,
  delta: Balance,
  now: Date,
  lowest: Balance = delta,
): Promise<Balance | undefined> {
  let query = trx
    .updateTable('point_balances')
    .set((eb) => ({
      available: eb('available', '+', delta.available),
      experience: eb('experience', '+', delta.experience),
      updated_at: now,
    }))
    .where('user_id', '=', key.userId)
    .where('client_id', '=', key.clientId)
    .where((eb) => eb(eb('available', '+', lowest.available), '>=', 0))
    .where((eb) => eb(eb('experience', '+', lowest.experience), '>=', 0));
  query =
    key.campaignId === null
      ? query.where('campaign_id', 'is', null)
      : query.where('campaign_id', '=', key.campaignId);
  return query.returning(['available', 'experience']).executeTakeFirst();
}

/**
 * Creates the balance row at zero if it does not exist yet, with the user's country and store (branch) in the
 * client for the ranking filters. Answers whether it made the row.
 */
export async function createBalance(trx: Trx, key: BalanceKey, now: Date): Promise<boolean> {
  const row = await trx
    .insertInto('point_balances')
    .columns(['client_id', 'user_id', 'campaign_id', 'country_id', 'branch_id', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('users as u')
        .leftJoin('user_clients as uc', (join) =>
          join.onRef('uc.user_id', '=', 'u.id').on('uc.client_id', '=', key.clientId),
        )
        .select([
          sql<number>`cast(${key.clientId} as bigint)`.as('client_id'),
          'u.id as user_id',
          sql<number | null>`cast(${key.campaignId} as bigint)`.as('campaign_id'),
          'u.country_id',
          'uc.branch_id',
          sql<Date>`cast(${now.toISOString()} as timestamptz)`.as('updated_at'),
        ])
        .where('u.id', '=', key.userId),
    )
    .onConflict((oc) => oc.columns(['user_id', 'client_id', 'campaign_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The balance row, locked until the transaction ends: for corrections that must read what is left, then take it. */
export async function lockBalance(trx: Trx, key: BalanceKey): Promise<Balance | undefined> {
  let query = trx
    .selectFrom('point_balances')
    .select(['available', 'experience'])
    .where('user_id', '=', key.userId)
    .where('client_id', '=', key.clientId);
  query =
    key.campaignId === null
      ? query.where('campaign_id', 'is', null)
      : query.where('campaign_id', '=', key.campaignId);
  return query.forUpdate().executeTakeFirst();
}

export async function readBalance(db: Db, key: BalanceKey): Promise<Balance> {
  let query = db
    .selectFrom('point_balances')
    .select(['available', 'experience'])
    .where('user_id', '=', key.userId)
    .where('client_id', '=', key.clientId);
  query =
    key.campaignId === null
      ? query.where('campaign_id', 'is', null)
      : query.where('campaign_id', '=', key.campaignId);
  return (await query.executeTakeFirst()) ?? { available: 0, experience: 0 };
}

/** Sets an entry's audit state (reversed wins over anything). */
export async function markReversed(trx: Trx, entryId: number, now: Date): Promise<void> {
  await trx
    .insertInto('point_entry_states')
    .values({ entry_id: entryId, status: 'reversed', changed_at: now })
    .onConflict((oc) => oc.column('entry_id').doUpdateSet({ status: 'reversed', changed_at: now }))
    .execute();
}

/** Under audit → credited, only while the entry is still under audit; answers whether it changed. */
export async function markCredited(trx: Trx, entryId: number, now: Date): Promise<boolean> {
  const row = await trx
    .insertInto('point_entry_states')
    .values({ entry_id: entryId, status: 'credited', changed_at: now })
    .onConflict((oc) =>
      oc
        .column('entry_id')
        .doUpdateSet({ status: 'credited', changed_at: now })
        .where('point_entry_states.status', '=', 'under_audit'),
    )
    .returning('entry_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** How many expiry entries a user already has in a campaign (each sweep of late credits adds one). */
export async function countExpiries(trx: Trx, key: BalanceKey & { campaignId: number }): Promise<number> {
  const row = await trx
    .selectFrom('point_entries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('campaign_id', '=', key.campaignId)
    .where('user_id', '=', key.userId)
    .where('client_id', '=', key.clientId)
    .where('kind', '=', 'expiry')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A member of the client, by id (a staff entry's user). */
export async function isClientMember(db: Db, clientId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_clients')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A campaign of the client, by id (a staff entry's campaign). */
export async function isClientCampaign(db: Db, clientId: number, campaignId: number): Promise<boolean> {
  const row = await db
    .selectFrom('campaigns')
    .select('id')
    .where('id', '=', campaignId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface CampaignRow {
  id: number;
  name: string;
  end_date: string;
}

/**
 * The campaign the session's points belong to: the client's reward campaign running today (the session's
 * `reward_campaign`), or none, meaning the points outside campaigns.
 */
export async function currentRewardCampaign(
  db: Db,
  clientId: number,
  today: string,
): Promise<CampaignRow | undefined> {
  return db
    .selectFrom('campaigns')
    .select(['id', 'name', 'end_date'])
    .where('client_id', '=', clientId)
    .where('is_reward_campaign', '=', true)
    .where('begin_date', '<=', today)
    .where('end_date', '>=', today)
    .orderBy('begin_date', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The client's reward campaign running on a day, as SQL (the same choice as `currentRewardCampaign`). */
export const runningCampaign = (client: string, today: string) => `select id, name, end_date from campaigns
  where client_id = ${client} and is_reward_campaign and begin_date <= ${today} and end_date >= ${today}
  order by begin_date desc limit 1`;

/** The balance read's campaign: the client's reward campaign running today, or the one asked for. */
const RUNNING_CAMPAIGN = runningCampaign('$1::bigint', '$3::date');
const ASKED_CAMPAIGN =
  'select id, name, end_date from campaigns where id = $3::bigint and client_id = $1::bigint';

export interface BalanceRow {
  campaign_id: number | null;
  campaign_name: string | null;
  end_date: string | null;
  level: ProgrammeLevelId | null;
  balances: {
    campaign_id: number | null;
    campaign_name: string | null;
    available: number;
    experience: number;
  }[];
}

/**
 * The whole balance answer in one statement: the campaign, the stored level there, and every balance of the user
 * in the client (the campaign's own among them), newest campaign first, points outside campaigns last.
 */
const balanceStatement = (campaign: string) =>
  preparedQuery<BalanceRow>(`with c as (${campaign})
  select c.id as campaign_id, c.name as campaign_name, c.end_date,
    (select l.level from user_levels l
      where l.user_id = $2::bigint and l.client_id = $1::bigint and l.campaign_id = c.id) as level,
    (select coalesce(json_agg(json_build_object('campaign_id', b.campaign_id, 'campaign_name', bc.name,
        'available', b.available, 'experience', b.experience) order by bc.begin_date desc nulls last, b.campaign_id),
        '[]'::json)
      from point_balances b left join campaigns bc on bc.id = b.campaign_id
      where b.user_id = $2::bigint and b.client_id = $1::bigint) as balances
  from (select 1) one left join c on true`);
export const runningBalance = balanceStatement(RUNNING_CAMPAIGN);
export const askedBalance = balanceStatement(ASKED_CAMPAIGN);
