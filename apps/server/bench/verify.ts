import { sql } from 'kysely';
import type { Db } from '../src/db/connection.ts';
import { type RankingScope, readPosition, readRankingPage } from '../src/modules/points/ranking/service.ts';
import type { BenchSite } from './seed.ts';

export type Kind = 'top50' | 'top50_country' | 'my_rank' | 'my_rank_country' | 'my_rank_store' | 'page_deep';
/** The kinds the target is about (top 50 and "my rank"); the deep page is reported for information. */
export const VERDICT_KINDS: Kind[] = [
  'top50',
  'top50_country',
  'my_rank',
  'my_rank_country',
  'my_rank_store',
];
export const TARGET_P99_MS = 10;

const KIND_LABELS: Record<Kind, string> = {
  top50: 'top 50 (all countries)',
  top50_country: 'top 50 (one country)',
  my_rank: 'my rank (all countries)',
  my_rank_country: 'my rank (my country)',
  my_rank_store: 'my rank (my store)',
  page_deep: 'page of 50 at a random depth',
};

/** Latencies per query kind, in milliseconds. */
export class LatencyLog {
  readonly #samples = new Map<Kind, number[]>();

  record(kind: Kind, ms: number) {
    const list = this.#samples.get(kind);
    if (list) list.push(ms);
    else this.#samples.set(kind, [ms]);
  }

  /** How many reads were recorded, of every kind. */
  count(): number {
    return [...this.#samples.values()].reduce((sum, list) => sum + list.length, 0);
  }

  #sorted(kind: Kind) {
    return [...(this.#samples.get(kind) ?? [])].sort((a, b) => a - b);
  }

  percentile(kind: Kind, p: number): number {
    const sorted = this.#sorted(kind);
    if (sorted.length === 0) return Number.NaN;
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  }

  table(seconds: number): string {
    const header = `${'query'.padEnd(30)}${'count'.padStart(9)}${'per s'.padStart(8)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}`;
    const rows = (Object.keys(KIND_LABELS) as Kind[]).map((kind) => {
      const sorted = this.#sorted(kind);
      const cell = (value: number) => value.toFixed(2).padStart(9);
      return (
        `${KIND_LABELS[kind].padEnd(30)}${String(sorted.length).padStart(9)}` +
        `${(sorted.length / seconds).toFixed(0).padStart(8)}` +
        `${cell(this.percentile(kind, 50))}${cell(this.percentile(kind, 95))}${cell(this.percentile(kind, 99))}` +
        `${cell(sorted.at(-1) ?? Number.NaN)}`
      );
    });
    const all = this.count();
    return [
      header,
      ...rows,
      `reads: ${all} in ${seconds.toFixed(1)} s = ${(all / seconds).toFixed(0)}/s`,
    ].join('\n');
  }
}

interface Reference {
  user_id: number;
  country_id: number;
  branch_id: number;
  rank_all: number;
  rank_country: number;
  rank_store: number;
}

/**
 * With no writes running: a random sample of ranked users (plus the first page) checked in every scope against
 * SQL rank() over the whole table, and the maintained histogram compared row by row with a fresh count.
 */
export async function verifyRanks(db: Db, site: BenchSite, sampleSize: number) {
  const base: RankingScope = {
    clientId: site.clientId,
    campaignId: site.campaignId,
    countryId: null,
    branchId: null,
  };
  const top = await readRankingPage(db, base, { offset: 0, limit: 50 });
  const sample = await sql<{ user_id: number }>`
    select user_id from point_balances
    where client_id = ${site.clientId} and campaign_id = ${site.campaignId} and experience > 0
    order by random() limit ${sampleSize}`.execute(db);
  const ids = [...new Set([...sample.rows.map((r) => r.user_id), ...top.rows.map((r) => r.user_id)])];
  const reference = await sql<Reference>`
    select user_id, country_id, branch_id, rank_all, rank_country, rank_store from (
      select user_id, country_id, branch_id,
        rank() over (order by experience desc) as rank_all,
        rank() over (partition by country_id order by experience desc) as rank_country,
        rank() over (partition by branch_id order by experience desc) as rank_store
      from point_balances
      where client_id = ${site.clientId} and campaign_id = ${site.campaignId} and experience > 0
    ) ranked
    where user_id = any(${ids}::bigint[])`.execute(db);

  const mismatches: string[] = [];
  let checked = 0;
  const expect = (what: string, actual: number | undefined, expected: number) => {
    checked++;
    if (actual !== Number(expected)) mismatches.push(`${what}: got ${actual}, SQL rank() says ${expected}`);
  };
  for (const ref of reference.rows) {
    const position = async (scope: Partial<RankingScope>) =>
      (await readPosition(db, { ...base, ...scope }, ref.user_id))?.position;
    expect(`user ${ref.user_id} overall`, await position({}), ref.rank_all);
    expect(
      `user ${ref.user_id} in country ${ref.country_id}`,
      await position({ countryId: ref.country_id }),
      ref.rank_country,
    );
    expect(
      `user ${ref.user_id} in store ${ref.branch_id}`,
      await position({ branchId: ref.branch_id }),
      ref.rank_store,
    );
  }
  const byUser = new Map(reference.rows.map((r) => [r.user_id, r.rank_all]));
  for (const row of top.rows)
    expect(`top 50 row of user ${row.user_id}`, row.position, byUser.get(row.user_id) ?? -1);

  const drift = await sql<{ n: number }>`
    with fresh as (
      select coalesce(b.campaign_id, 0) as campaign_key, s.country_key, l.level, l.key, count(*)::integer as users
      from point_balances b
      cross join lateral (values (0), (b.country_id)) as s (country_key)
      cross join lateral (values (0, b.experience), (1, b.experience >> 10), (2, b.experience >> 20)) as l (level, key)
      where b.client_id = ${site.clientId} and b.campaign_id = ${site.campaignId}
        and b.experience > 0 and s.country_key is not null
      group by 1, 2, 3, 4
    ), kept as (
      select campaign_key, country_key, level::integer, key, users from ranking_counts
      where client_id = ${site.clientId} and campaign_key = ${site.campaignId} and users <> 0
    )
    select count(*)::integer as n from (
      (select * from fresh except select * from kept) union all (select * from kept except select * from fresh)
    ) as differing`.execute(db);
  return { checked, mismatches, histogramDrift: Number(drift.rows[0]?.n ?? 0) };
}
