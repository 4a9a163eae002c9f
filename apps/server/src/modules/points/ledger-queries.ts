import type { LevelThresholds, PointKind, PointStatus, Programme, ProgrammeLevelId } from '@elevar/domain';
import { sql } from 'kysely';
import { type Db, preparedQuery } from '../../db/connection.ts';
import type { Trx } from '../../db/transaction.ts';
import { type CandidateBadge, candidateBadgesJson } from './badges/queries.ts';
import { type LevelFacts, levelFactsColumns } from './levels/queries.ts';

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

/** What a post in a campaign reads before it writes (`findPostingFacts`). */
export type PostingFactsRow = LevelFacts & {
  rules: PostingRuleRow[];
  thresholds: LevelThresholds;
  badges: CandidateBadge[];
};

/**
 * What a post in a campaign reads before it writes, in one statement: the campaign's points-table rules by their
 * codes (posting by rule; another client's or another campaign's rule is not found), the user's level facts
 * (`levelFactsColumns`), and for its posting hooks (hook-facts.ts) the campaign's level thresholds and the badges
 * it could award (`candidateBadgesJson`, read `FOR SHARE`). Parameters: client, campaign, rule codes, user, kind.
 */
export const findPostingFacts = preparedQuery<PostingFactsRow>(`select
    (select coalesce(json_agg(json_build_object('id', r.id, 'code', r.code, 'kind', r.kind,
        'base_points', r.base_points)), '[]'::json)
      from point_rules r
      where r.client_id = $1::bigint and r.campaign_id = $2::bigint and r.code = any($3::text[])) as rules,
    ${levelFactsColumns('$4::bigint', '$1::bigint', '$2::bigint')},
    (select coalesce(json_object_agg(t.level, t.min_experience), '{}'::json) from level_thresholds t
      where t.client_id = $1::bigint and t.campaign_id = $2::bigint) as thresholds,
    ${candidateBadgesJson('$1::bigint', '$4::bigint', '$5::text', '$2::bigint')} as badges`);

/**
 * Appends entries of one balance in order (their ids ascend in the order given) and moves that balance by the sum of
 * those written, in one prepared statement whatever their number: the move is the conditional update of
 * `moveBalance`, held at every running sum of the written entries in their order, and nothing moves when none was
 * written. The user's first balance there is made with the sum in the same statement (as `createBalance` makes it),
 * when every running sum is a credit and no row was there. An entry whose idempotency key is already used in the
 * client is not written and not returned: on PostgreSQL a concurrent post of the same key waits here until the
 * first one commits. Entries without a key never conflict (the key's unique index holds only keys). The balance is
 * undefined when nothing moved: no entry written, not enough points, a first debit, or a first balance made by a
 * racing post after this statement began (the caller then creates the row and moves it by `moveBalance`).
 */
type AppendedRow = EntryRow & {
  idempotency_key: string | null;
  moved_available: number | null;
  moved_experience: number | null;
  badges: CandidateBadge[] | null;
};

/** `APPEND_ENTRIES`' text, answering `badges` with each row (one json value, read once). */
const appendEntriesText = (badges: string) => `with ins as (
    insert into point_entries (client_id, user_id, programme, campaign_id, kind, amount, experience, multiplier,
      status, source_type, source_id, reverses_entry_id, expires_at, reason, idempotency_key, created_by, shortfall,
      rule_id, created_at)
    select e.client_id, e.user_id, e.programme, e.campaign_id, e.kind, e.amount, e.experience, e.multiplier,
      e.status, e.source_type, e.source_id, e.reverses_entry_id, e.expires_at, e.reason, e.idempotency_key,
      e.created_by, e.shortfall, e.rule_id, e.created_at
    from unnest($1::bigint[], $2::bigint[], $3::text[], $4::bigint[], $5::text[], $6::integer[], $7::integer[],
        $8::numeric[], $9::text[], $10::text[], $11::text[], $12::bigint[], $13::timestamptz[], $14::text[],
        $15::text[], $16::bigint[], $17::integer[], $18::bigint[], $19::timestamptz[])
      with ordinality e(client_id, user_id, programme, campaign_id, kind, amount, experience, multiplier, status,
        source_type, source_id, reverses_entry_id, expires_at, reason, idempotency_key, created_by, shortfall,
        rule_id, created_at, n)
    order by e.n
    on conflict (client_id, idempotency_key) where idempotency_key is not null do nothing
    returning ${[...ENTRY_COLUMNS, 'idempotency_key'].join(', ')}
  ), d as (
    select sum(r.amount) as available, sum(r.experience) as experience, min(r.low_available) as low_available,
      min(r.low_experience) as low_experience
    from (select amount, experience, sum(amount) over w as low_available, sum(experience) over w as low_experience
      from ins window w as (order by id)) r
  ), moved as (
    update point_balances b
    set available = b.available + d.available, experience = b.experience + d.experience,
      updated_at = $23::timestamptz
    from d
    where d.available is not null
      and b.user_id = $20::bigint and b.client_id = $21::bigint and b.campaign_id is not distinct from $22::bigint
      and b.available + d.low_available >= 0 and b.experience + d.low_experience >= 0
    returning b.available, b.experience
  ), made as (
    insert into point_balances (client_id, user_id, campaign_id, country_id, branch_id, available, experience,
      updated_at)
    select $21::bigint, u.id, $22::bigint, u.country_id, uc.branch_id, d.available, d.experience, $23::timestamptz
    from d
    join users u on u.id = $20::bigint
    left join user_clients uc on uc.user_id = u.id and uc.client_id = $21::bigint
    where d.available is not null and d.low_available >= 0 and d.low_experience >= 0
      and not exists (select 1 from point_balances pb where pb.user_id = $20::bigint and pb.client_id = $21::bigint
        and pb.campaign_id is not distinct from $22::bigint)
    on conflict (user_id, client_id, campaign_id) do nothing
    returning available, experience
  )
  select ins.*, coalesce(m.available, n.available) as moved_available,
    coalesce(m.experience, n.experience) as moved_experience, ${badges} as badges
  from ins left join moved m on true left join made n on true
  order by ins.id`;

const APPEND_ENTRIES = preparedQuery<AppendedRow>(appendEntriesText('null::json'));

/**
 * `APPEND_ENTRIES` with the badges an earning outside campaigns could award (`candidateBadgesJson`, read `FOR SHARE`
 * as its posting hooks would read them after it): such a post reads no facts before it writes.
 */
const APPEND_ENTRIES_WITH_BADGES = preparedQuery<AppendedRow>(
  appendEntriesText(candidateBadgesJson('$21::bigint', '$20::bigint', '($5::text[])[1]', '$22::bigint')),
);

export async function appendEntryRows(
  trx: Trx,
  key: BalanceKey,
  entries: readonly NewEntry[],
  now: Date,
  withBadges = false,
): Promise<{
  rows: (EntryRow & { idempotency_key: string | null })[];
  balance: Balance | undefined;
  badges: CandidateBadge[] | undefined;
}> {
  const column = <T>(value: (entry: NewEntry) => T) => entries.map(value);
  const found = await (withBadges ? APPEND_ENTRIES_WITH_BADGES : APPEND_ENTRIES)(trx, [
    column((e) => e.clientId),
    column((e) => e.userId),
    column((e) => e.programme),
    column((e) => e.campaignId),
    column((e) => e.kind),
    column((e) => e.amount),
    column((e) => e.experience),
    column((e) => e.multiplier),
    column((e) => e.status),
    column((e) => e.sourceType),
    column((e) => e.sourceId),
    column((e) => e.reversesEntryId),
    column((e) => e.expiresAt),
    column((e) => e.reason),
    column((e) => e.idempotencyKey),
    column((e) => e.createdBy),
    column((e) => e.shortfall),
    column((e) => e.ruleId ?? null),
    column((e) => e.createdAt),
    key.userId,
    key.clientId,
    key.campaignId,
    now,
  ]);
  const [first] = found;
  const balance =
    first && first.moved_available !== null && first.moved_experience !== null
      ? { available: first.moved_available, experience: first.moved_experience }
      : undefined;
  return {
    rows: found.map(({ moved_available: _a, moved_experience: _e, badges: _b, ...row }) => row),
    balance,
    badges: first?.badges ?? undefined,
  };
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
  const [row] = await MOVE_BALANCE(trx, [
    key.userId,
    key.clientId,
    key.campaignId,
    delta.available,
    delta.experience,
    now,
    lowest.available,
    lowest.experience,
  ]);
  return row;
}

/** `moveBalance`'s update, prepared (campaign null: the balance outside campaigns). */
const MOVE_BALANCE = preparedQuery<Balance>(`update point_balances
  set available = available + $4::integer, experience = experience + $5::integer, updated_at = $6::timestamptz
  where user_id = $1::bigint and client_id = $2::bigint and campaign_id is not distinct from $3::bigint
    and available + $7::integer >= 0 and experience + $8::integer >= 0
  returning available, experience`);

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
