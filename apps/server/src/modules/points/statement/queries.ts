import type { StatementEntry, StatementFilter } from '@elevar/contract';
import type { LanguageCode, PointKind, PointStatus, Programme } from '@elevar/domain';
import { sql } from 'kysely';
import { type Db, preparedQuery } from '../../../db/connection.ts';
import { entryRule, ruleDescription, ruleDescriptionSql } from './rule.ts';

/**
 * The statement: a user's entries in one client, newest first, with their campaign, current status and the
 * points-table rule they were posted by (joined, never a query per entry).
 */

export interface StatementScope {
  clientId: number;
  userId: number;
}

/** A `from`/`to` bound: a yyyy-mm-dd date is that whole UTC day, a date-time that instant. */
export function dateRange(filter: Pick<StatementFilter, 'from' | 'to'>): { from?: Date; before?: Date } {
  const range: { from?: Date; before?: Date } = {};
  if (filter.from)
    range.from = new Date(filter.from.length === 10 ? `${filter.from}T00:00:00Z` : filter.from);
  if (filter.to) {
    if (filter.to.length === 10) {
      const day = new Date(`${filter.to}T00:00:00Z`);
      range.before = new Date(day.getTime() + 24 * 60 * 60 * 1000);
    } else {
      range.before = new Date(new Date(filter.to).getTime() + 1);
    }
  }
  return range;
}

function filtered(db: Db, scope: StatementScope, filter: StatementFilter) {
  const { from, before } = dateRange(filter);
  let query = db
    .selectFrom('point_entries as e')
    .leftJoin('point_entry_states as s', 's.entry_id', 'e.id')
    .where('e.user_id', '=', scope.userId)
    .where('e.client_id', '=', scope.clientId);
  if (filter.campaign_id !== undefined) query = query.where('e.campaign_id', '=', filter.campaign_id);
  if (filter.kind !== undefined) query = query.where('e.kind', 'in', filter.kind);
  if (filter.status !== undefined) {
    const status = filter.status;
    query = query.where(({ eb, fn }) => eb(fn.coalesce('s.status', 'e.status'), '=', status));
  }
  if (from) query = query.where('e.created_at', '>=', from);
  if (before) query = query.where('e.created_at', '<', before);
  return query;
}

function withColumns(query: ReturnType<typeof filtered>, language: LanguageCode) {
  return query
    .leftJoin('campaigns as c', 'c.id', 'e.campaign_id')
    .leftJoin('point_rules as r', 'r.id', 'e.rule_id')
    .select([
      'e.id',
      'e.created_at',
      'e.programme',
      'e.kind',
      'e.campaign_id',
      'c.name as campaign_name',
      'e.amount',
      'e.experience',
      'e.multiplier',
      'e.status',
      's.status as state',
      'e.reason',
      'r.code as rule_code',
      ruleDescription(language).as('rule_description'),
      'e.source_type',
      'e.source_id',
      'e.reverses_entry_id',
      'e.shortfall',
      'e.expires_at',
    ])
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc');
}

export interface StatementRow {
  id: number;
  created_at: Date;
  programme: Programme;
  kind: PointKind;
  campaign_id: number | null;
  campaign_name: string | null;
  amount: number;
  experience: number;
  multiplier: string;
  status: Exclude<PointStatus, 'reversed'>;
  state: PointStatus | null;
  reason: string | null;
  source_type: string | null;
  source_id: string | null;
  reverses_entry_id: number | null;
  shortfall: number;
  expires_at: Date | null;
  rule_code: string | null;
  /** The rule's description in the query's language (`ruleDescriptionSql`). */
  rule_description: string | null;
}

/** The statement's columns as `withColumns` selects them, over `e` (entry), `s` (state), `c` and `r`. */
const pageColumns = (
  language: string,
) => `e.id, e.created_at, e.programme, e.kind, e.campaign_id, c.name as campaign_name, e.amount,
  e.experience, e.multiplier::text as multiplier, e.status, s.status as state, e.reason, r.code as rule_code,
  ${ruleDescriptionSql(language)} as rule_description, e.source_type, e.source_id,
  e.reverses_entry_id, e.shortfall, e.expires_at`;
const ENTRIES = 'point_entries e left join point_entry_states s on s.entry_id = e.id';

/**
 * The versions the user's statement in the client is read at (`statement_versions`, migration 20261204T0900), as
 * one text: over parameters $1 (user) and $2 (client). Read in the same statement as a page, it tells which writes
 * the page has seen.
 */
export const STATEMENT_VERSION = `(coalesce((select version from statement_versions
    where user_id = $1::bigint and client_id = $2::bigint), 0) || '.' ||
  coalesce((select version from statement_client_versions where client_id = $2::bigint), 0))`;

type PageStatement = (
  db: Db,
  params: readonly unknown[],
) => Promise<(StatementRow & { total: number; version: string })[]>;
const pageStatements = new Map<string, PageStatement>();

/**
 * One page of the statement and the number of entries the filter matches, in one statement: a fixed text per
 * filter shape (which filters are given), prepared once per connection. Parameters: user, client, the filters'
 * values in order, limit, offset, language. The count is an init plan (evaluated once, by index) repeated on each
 * row, as are the versions read (`STATEMENT_VERSION`), and the rows come back as rows: cheaper for PostgreSQL than
 * building them as JSON. A page past the end has no row to carry the count (nor the versions), so it is counted
 * apart.
 */
export async function statementPage(
  db: Db,
  scope: StatementScope,
  filter: StatementFilter,
  page: { limit: number; offset: number },
  language: LanguageCode,
): Promise<{ count: number; rows: StatementRow[]; version: string | null }> {
  const values: unknown[] = [scope.userId, scope.clientId];
  const add = (value: unknown, type: string) => {
    values.push(value);
    return `$${values.length}::${type}`;
  };
  const where = ['e.user_id = $1::bigint', 'e.client_id = $2::bigint'];
  const { from, before } = dateRange(filter);
  if (filter.campaign_id !== undefined) where.push(`e.campaign_id = ${add(filter.campaign_id, 'bigint')}`);
  if (filter.kind !== undefined) where.push(`e.kind = any(${add(filter.kind, 'text[]')})`);
  if (filter.status !== undefined) where.push(`coalesce(s.status, e.status) = ${add(filter.status, 'text')}`);
  if (from) where.push(`e.created_at >= ${add(from, 'timestamptz')}`);
  if (before) where.push(`e.created_at < ${add(before, 'timestamptz')}`);
  const conditions = where.join(' and ');
  const limit = add(page.limit, 'integer');
  const offset = add(page.offset, 'integer');
  const columns = pageColumns(add(language, 'text'));
  const text = `select (select count(*)::integer from ${ENTRIES} where ${conditions}) as total,
      ${STATEMENT_VERSION} as version, ${columns}
    from ${ENTRIES} left join campaigns c on c.id = e.campaign_id left join point_rules r on r.id = e.rule_id
    where ${conditions} order by e.created_at desc, e.id desc limit ${limit} offset ${offset}`;
  let run = pageStatements.get(text);
  if (!run) {
    run = preparedQuery(text);
    pageStatements.set(text, run);
  }
  const rows = await run(db, values);
  const count = rows[0]?.total ?? (page.offset === 0 ? 0 : await countEntries(db, scope, filter));
  return { count, rows, version: rows[0]?.version ?? null };
}

/** How many entries the filter matches (a page past the end). */
async function countEntries(db: Db, scope: StatementScope, filter: StatementFilter): Promise<number> {
  const row = await filtered(db, scope, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The next `limit` entries after the entry `afterId` (newest first): the export reads the statement in keyset
 * batches. The cursor's time is read back from the row itself, so microseconds a JavaScript date would drop
 * cannot skip or repeat an entry.
 */
export async function statementBatch(
  db: Db,
  scope: StatementScope,
  filter: StatementFilter,
  afterId: number | null,
  limit: number,
  language: LanguageCode,
): Promise<StatementRow[]> {
  let query = withColumns(filtered(db, scope, filter), language);
  if (afterId !== null) {
    query = query.where(
      sql<boolean>`(e.created_at, e.id) < (select created_at, id from point_entries where id = ${afterId})`,
    );
  }
  return query.limit(limit).execute();
}

/** One entry of the client as the statement shows it (staff answers), or undefined. */
export async function statementEntryById(
  db: Db,
  clientId: number,
  entryId: number,
  language: LanguageCode,
): Promise<StatementRow | undefined> {
  return withColumns(
    db
      .selectFrom('point_entries as e')
      .leftJoin('point_entry_states as s', 's.entry_id', 'e.id')
      .where('e.id', '=', entryId)
      .where('e.client_id', '=', clientId),
    language,
  ).executeTakeFirst();
}

/** An entry as the API answers it, the rule's description in the language its query read it in. */
export function toStatementEntry(row: StatementRow): StatementEntry {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    programme: row.programme,
    kind: row.kind,
    campaign:
      row.campaign_id === null
        ? null
        : { id: row.campaign_id, name: row.campaign_name ?? String(row.campaign_id) },
    amount: row.amount,
    experience: row.experience,
    multiplier: Number(row.multiplier),
    status: row.state ?? row.status,
    reason: row.reason,
    rule: entryRule(row),
    source_type: row.source_type,
    source_id: row.source_id,
    reverses_entry_id: row.reverses_entry_id,
    shortfall: row.shortfall,
    expires_at: row.expires_at ? row.expires_at.toISOString() : null,
  };
}
