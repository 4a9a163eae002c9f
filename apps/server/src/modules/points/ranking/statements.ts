import { CompiledQuery } from 'kysely';
import { type Db, prepareStatement } from '../../../db/connection.ts';

/**
 * The rankings' reads as fixed SQL texts, one per scope shape (campaign or none; all, one country or one store;
 * page size), run as named prepared statements on PostgreSQL (db/connection.ts): a ranking read executes
 * in about a tenth of a millisecond, so parsing, planning and building the query would otherwise cost as much again.
 * The texts are assembled only from fixed fragments, `$n` placeholders and validated integers (`literal`).
 * Every text keeps what the planner needs in the generic plan as a literal: `experience > 0` (the partial ranking
 * indexes' predicate) and the page size (a LIMIT parameter is planned as 10% of the table). Parameters are cast, so
 * each text has fixed parameter types.
 */

/** One ranking: a client and campaign (null: points outside campaigns), optionally one country or one store. */
export interface RankingScope {
  clientId: number;
  campaignId: number | null;
  countryId: number | null;
  branchId: number | null;
}

export interface Statement {
  text: string;
  params: unknown[];
}

/** Numbered placeholders, in the order values are added. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown, type: 'bigint' | 'integer'): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}

/** Runs a statement; on PostgreSQL as a named prepared statement of the connection. */
export async function run<R>(db: Db, statement: Statement): Promise<R[]> {
  prepareStatement(statement.text);
  const result = await db.executeQuery<R>(CompiledQuery.raw(statement.text, statement.params));
  return result.rows;
}

const texts = new Map<string, string>();

/**
 * The text of a request-path statement built once per `key` (the statement and what decides its text: the scope's
 * shape, a page size) and the same string after: a text built again per request is copied, hashed and compared
 * whole on its way to the prepared statement.
 */
export function fixedText(key: string, build: () => string): string {
  let text = texts.get(key);
  if (text === undefined) {
    text = build();
    texts.set(key, text);
  }
  return text;
}

/** Which of a scope's parts are given: the texts of its statements differ only by these. */
export const shapeOf = (scope: RankingScope) =>
  `${scope.campaignId === null ? 0 : 1}${scope.countryId === null ? 0 : 1}${scope.branchId === null ? 0 : 1}`;

/** The placeholders of a scope, added once and shared by every part of a statement. */
export function scopeParams(scope: RankingScope, p: Params) {
  return {
    client: p.add(scope.clientId, 'bigint'),
    campaign: scope.campaignId === null ? null : p.add(scope.campaignId, 'bigint'),
    country: scope.countryId === null ? null : p.add(scope.countryId, 'integer'),
    branch: scope.branchId === null ? null : p.add(scope.branchId, 'bigint'),
  };
}
export type ScopeParams = ReturnType<typeof scopeParams>;

/**
 * The ranked balances of a scope (alias `a`). `experience > 0` is a literal so the partial ranking indexes
 * (client, campaign[, country | branch], experience desc, user_id) serve every plan.
 */
export function balancesWhere(a: string, s: ScopeParams): string {
  return [
    `${a}.client_id = ${s.client}`,
    s.campaign === null ? `${a}.campaign_id is null` : `${a}.campaign_id = ${s.campaign}`,
    ...(s.country === null ? [] : [`${a}.country_id = ${s.country}`]),
    ...(s.branch === null ? [] : [`${a}.branch_id = ${s.branch}`]),
    `${a}.experience > 0`,
  ].join(' and ');
}

/** A store's ranked balances (alias `a`), whatever the country asked for: stores are small, they count by index. */
export const storeWhere = (a: string, s: ScopeParams) => balancesWhere(a, { ...s, country: null });

/** The histogram rows of a scope (client, campaign, country or all countries; a store has none). */
export function histogramWhere(s: ScopeParams): string {
  return `h.client_id = ${s.client} and h.campaign_key = ${s.campaign ?? '0'} and h.country_key = ${s.country ?? '0'}`;
}

/** Sum of users of the histogram rows of a scope at one level matching `condition`. */
const usersWhere = (s: ScopeParams, level: number, condition: string) =>
  `(select coalesce(sum(h.users), 0) from ranking_counts h where ${histogramWhere(s)} and h.level = ${level} and ${condition})`;

/**
 * How many users of a histogram scope have more experience than `score` (an SQL integer expression). Per level,
 * the users in the blocks above the score's own block inside its parent block. Within a parent block it reads the
 * smaller side: the blocks above when the score sits in the block's upper half, else the parent's total minus
 * the blocks from the start up to the score's own. So each level reads at most 512 rows (1,023 before), and the
 * many users low in the first block (most users of a sales programme) read their few blocks below instead of the
 * hundreds above. Exact: a parent's row is the sum of its blocks, kept in the same transaction.
 */
export function usersAbove(s: ScopeParams, score: string): string {
  const k1 = `(${score} >> 10)`;
  const k2 = `(${score} >> 20)`;
  return `(${usersWhere(s, 2, `h.key > ${k2}`)}
    + case when (${k1} & 512) = 0
      then ${usersWhere(s, 2, `h.key = ${k2}`)} - ${usersWhere(s, 1, `h.key between (${k2} << 10) and ${k1}`)}
      else ${usersWhere(s, 1, `h.key > ${k1} and h.key <= ((${k2} << 10) | 1023)`)} end
    + case when (${score} & 512) = 0
      then ${usersWhere(s, 1, `h.key = ${k1}`)} - ${usersWhere(s, 0, `h.key between (${k1} << 10) and ${score}`)}
      else ${usersWhere(s, 0, `h.key > ${score} and h.key <= ((${k1} << 10) | 1023)`)} end)`;
}

/** How many users the scope ranks: the top histogram level, or a store's count through its index. */
export function totalOf(s: ScopeParams): string {
  if (s.branch !== null) return `(select count(*) from point_balances o where ${storeWhere('o', s)})`;
  return usersWhere(s, 2, 'true');
}

/** The users' public fields of a page of balances `p` picked first: rows skipped never reach the users table. */
export const withUsers = (page: string) =>
  `select p.user_id, p.experience, u.full_name, u.nickname, u.image_url, u.status
  from (${page}) p join users u on u.id = p.user_id order by p.experience desc, p.user_id`;

/** An integer known to be a small bounded count (a page size), written into the text. */
export function literal(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a count: ${n}`);
  return String(n);
}
