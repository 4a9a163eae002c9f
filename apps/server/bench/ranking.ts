/**
 * The ranking scenario of `npm run bench` (index.ts): rankings at scale (issue 4). Creates a fresh PostgreSQL
 * database, migrates it, seeds one campaign ranking of 1,000,000 users, rebuilds the ranking histogram, then for a
 * bounded time runs concurrent readers (top 50 and "my rank", through the ranking module's own read functions)
 * while a writer posts points through the ledger. Reports latency percentiles per query kind and the writer's throughput, then, with everything quiet,
 * checks a random sample of positions against SQL rank() and the maintained histogram against a fresh count.
 * Exit code 1 only when a position or the histogram is wrong; the p99 target (< 10 ms) is reported as a verdict.
 *
 * Two load phases, each with BENCH_CONNECTIONS concurrent readers sharing one pool of BENCH_POOL connections (as
 * the server's requests share its DATABASE_POOL_SIZE) while the writer posts:
 * - paced (the verdict): the readers together offer BENCH_RATE reads per second, each on its own fixed schedule
 *   (open loop). A latency runs from the read's scheduled start, so a reader that falls behind is charged for it
 *   (no coordinated omission), and the wait for a pool connection counts.
 * - saturation (capacity): the same readers with no think time. In a closed loop the mean latency is clients ÷
 *   throughput (Little's law), so this phase measures throughput, not latency; its p99 is reported, not judged.
 * Alongside the percentiles it reports where the CPU went (this process, the PostgreSQL backends, the rest of the
 * machine) and what that implies for capacity.
 *
 * Environment: BENCH_DATABASE_URL (admin connection; default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_USERS (1000000), BENCH_SECONDS (20, per phase), BENCH_CONNECTIONS (50), BENCH_RATE (1000 reads/s offered in
 * the paced phase), BENCH_POOL (DATABASE_POOL_SIZE, default 10),
 * BENCH_WRITERS (1), BENCH_SAMPLE (200), BENCH_KEEP=1 keeps the elevar_bench database afterwards.
 */
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'kysely';
import { ConfigSchema } from '../src/config.ts';
import { openPostgres } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { postEntry } from '../src/modules/points/ledger.ts';
import { rebuildRankingCounts } from '../src/modules/points/ranking/queries.ts';
import { type RankingScope, readPosition, readRankingPage } from '../src/modules/points/ranking/service.ts';
import { cpuReport, measureCpu } from './cpu.ts';
import { type BenchSite, sampleUsers, seedRanking } from './seed.ts';
import { admin, databaseUrl, envNumber, log } from './support.ts';
import { type Kind, LatencyLog, TARGET_P99_MS, VERDICT_KINDS, verifyRanks } from './verify.ts';

const DATABASE = 'elevar_bench';
const USERS = envNumber('BENCH_USERS', 1_000_000);
const SECONDS = envNumber('BENCH_SECONDS', 20);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 50);
const POOL = envNumber(
  'BENCH_POOL',
  ConfigSchema.shape.DATABASE_POOL_SIZE.parse(process.env.DATABASE_POOL_SIZE),
);
const WRITERS = envNumber('BENCH_WRITERS', 1);
const RATE = envNumber('BENCH_RATE', 1000);
const SAMPLE = envNumber('BENCH_SAMPLE', 200);

const random = (n: number) => Math.floor(Math.random() * n);

type Person = { user_id: number; country_id: number; branch_id: number };

/** What each reader does per iteration, by weight: the two kinds of the target, per scope, and a deep page. */
const MIX: [Kind, number][] = [
  ['top50', 25],
  ['top50_country', 15],
  ['my_rank', 25],
  ['my_rank_country', 15],
  ['my_rank_store', 10],
  ['page_deep', 10],
];
const MIX_TOTAL = MIX.reduce((sum, [, weight]) => sum + weight, 0);
function pickKind(): Kind {
  let roll = random(MIX_TOTAL);
  for (const [kind, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'top50';
}

/** The ranking scenario; false when a position or the histogram is wrong. */
export async function runRankingBench(): Promise<boolean> {
  log(`creating database ${DATABASE}`);
  await admin(`drop database if exists ${DATABASE} with (force)`);
  await admin(`create database ${DATABASE}`);
  const readers = await openPostgres(databaseUrl(DATABASE), POOL);
  const writer = await openPostgres(databaseUrl(DATABASE), WRITERS + 1);
  let failed = false;
  try {
    await migrateToLatest(writer.db);
    log(`migrated; seeding ${USERS.toLocaleString('en')} users (set-based)`);
    const site: BenchSite = await seedRanking(writer.db, USERS);
    log('seeded; rebuilding the ranking histogram');
    await rebuildRankingCounts(writer.db, site.clientId, site.campaignId);
    await sql`vacuum (analyze) point_balances, ranking_counts, users`.execute(writer.db);
    const people = await sampleUsers(writer.db, site, 10);
    const total = (await readRankingPage(readers.db, scopeOf(site), { offset: 0, limit: 1 })).total;
    log(`histogram rebuilt and analyzed: ${total.toLocaleString('en')} ranked users`);

    const read = async (kind: Kind, person: Person) => {
      const scope = scopeOf(site, kind, person);
      if (kind === 'top50' || kind === 'top50_country') {
        await readRankingPage(readers.db, scope, { offset: 0, limit: 50 });
      } else if (kind === 'page_deep') {
        await readRankingPage(readers.db, scope, { offset: random(total), limit: 50 });
      } else {
        await readPosition(readers.db, scope, person.user_id);
      }
    };
    const readFor = async (seconds: number, latencies?: LatencyLog) => {
      const end = performance.now() + seconds * 1000;
      while (performance.now() < end) {
        const kind = pickKind();
        const person = people[random(people.length)];
        if (!person) continue;
        const begin = performance.now();
        await read(kind, person);
        latencies?.record(kind, performance.now() - begin);
      }
    };

    // open loop: reads at fixed intervals from a random phase; each latency counts from the scheduled start
    const readPaced = async (seconds: number, latencies: LatencyLog) => {
      const interval = (1000 * CONNECTIONS) / RATE;
      const end = performance.now() + seconds * 1000;
      let due = performance.now() + Math.random() * interval;
      while (due < end) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const kind = pickKind();
        const person = people[random(people.length)] as Person;
        // timers may wake a fraction of a millisecond early: then the read's own start is the origin
        const origin = Math.min(due, performance.now());
        await read(kind, person);
        latencies.record(kind, performance.now() - origin);
        due += interval;
      }
    };

    // every connection opened and every statement shape run on it several times before measuring: backends warm
    // their caches, and PostgreSQL settles on a prepared statement's generic plan after its fifth run on a connection
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        for (let round = 0; round < Math.ceil((6 * POOL) / CONNECTIONS); round++) {
          for (const [kind] of MIX) await read(kind, people[random(people.length)] as Person);
        }
      }),
    );
    log('warmed up; service time alone: one reader, no writer, 3 s');
    const alone = new LatencyLog();
    await readFor(3, alone);
    process.stdout.write(`\n${alone.table(3)}\n\n`);

    const writes = { posted: 0, refused: 0 };
    const writeFor = async (seconds: number) => {
      const end = performance.now() + seconds * 1000;
      while (performance.now() < end) {
        const person = people[random(people.length)];
        if (!person) continue;
        // mostly sales credited; some adjustments take experience back, so scores move both ways
        const down = random(100) < 15;
        const amount = down ? -(1 + random(50)) : 1 + random(200);
        try {
          await postEntry(
            writer.db,
            {
              clientId: site.clientId,
              userId: person.user_id,
              programme: 'rewards',
              campaignId: site.campaignId,
              kind: down ? 'adjustment' : 'sale',
              amount,
              ...(down ? { experience: amount } : {}),
              reason: 'bench',
            },
            new Date(),
          );
          writes.posted++;
        } catch (error) {
          if ((error as { code?: string }).code !== 'points.insufficient') throw error;
          writes.refused++;
        }
      }
    };
    log('service time alone: one writer, no reader, 3 s');
    await writeFor(3);
    process.stdout.write(`writer alone: ${(writes.posted / 3).toFixed(0)} postings/s\n\n`);
    writes.posted = 0;
    writes.refused = 0;

    log(
      `paced: ${CONNECTIONS} readers offering ${RATE} reads/s on a pool of ${POOL} connections and ${WRITERS}` +
        ` writer(s) for ${SECONDS} s (load average before: ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores)`,
    );
    const paced = new LatencyLog();
    const pacedStart = performance.now();
    await Promise.all([
      ...Array.from({ length: CONNECTIONS }, () => readPaced(SECONDS, paced)),
      ...Array.from({ length: WRITERS }, () => writeFor(SECONDS)),
    ]);
    const pacedElapsed = (performance.now() - pacedStart) / 1000;
    process.stdout.write(`\n${paced.table(pacedElapsed)}\n`);
    process.stdout.write(
      `writer: ${writes.posted} postings = ${(writes.posted / pacedElapsed).toFixed(0)}/s` +
        ` (${writes.refused} debits refused for lack of points)\n\n`,
    );
    writes.posted = 0;
    writes.refused = 0;

    log(
      `saturation: ${CONNECTIONS} readers with no think time on a pool of ${POOL} connections and ${WRITERS}` +
        ` writer(s) for ${SECONDS} s (load average before: ${loadavg()[0]?.toFixed(1)})`,
    );
    const latencies = new LatencyLog();
    const stopCpu = await measureCpu(readers.db);
    const loadStart = performance.now();
    await Promise.all([
      ...Array.from({ length: CONNECTIONS }, () => readFor(SECONDS, latencies)),
      ...Array.from({ length: WRITERS }, () => writeFor(SECONDS)),
    ]);
    const elapsed = (performance.now() - loadStart) / 1000;
    const cpu = stopCpu();

    process.stdout.write(`\n${latencies.table(elapsed)}\n`);
    process.stdout.write(
      `writer: ${writes.posted} postings in ${elapsed.toFixed(1)} s = ${(writes.posted / elapsed).toFixed(0)}/s` +
        ` (${writes.refused} debits refused for lack of points)\n`,
    );
    process.stdout.write(`${cpuReport(cpu, latencies.count(), CONNECTIONS)}\n\n`);

    log(`load stopped; checking ${SAMPLE} sampled users against SQL rank()`);
    const check = await verifyRanks(readers.db, site, SAMPLE);
    process.stdout.write(
      `positions checked: ${check.checked} (all, country and store rankings, and the top 50 page)` +
        ` — mismatches: ${check.mismatches.length}\n`,
    );
    for (const m of check.mismatches.slice(0, 10)) process.stdout.write(`  ${m}\n`);
    process.stdout.write(`histogram rows differing from a fresh count: ${check.histogramDrift}\n`);
    failed = check.mismatches.length > 0 || check.histogramDrift > 0;

    const verdicts = VERDICT_KINDS.map((kind) => [kind, paced.percentile(kind, 99)] as const);
    const pass = verdicts.every(([, p99]) => p99 < TARGET_P99_MS);
    process.stdout.write(
      `\np99 target < ${TARGET_P99_MS} ms at ${RATE} reads/s from ${CONNECTIONS} connections (top 50 and my rank,` +
        ` every scope): ${pass ? 'PASS' : 'FAIL'} — ` +
        `${verdicts.map(([kind, p99]) => `${kind} ${p99.toFixed(2)} ms`).join(', ')}\n`,
    );
    process.stdout.write(`ranks: ${failed ? 'FAIL' : 'PASS'}\n`);
  } finally {
    await readers.close();
    await writer.close();
    if (process.env.BENCH_KEEP !== '1') await admin(`drop database if exists ${DATABASE} with (force)`);
    log(process.env.BENCH_KEEP === '1' ? `kept database ${DATABASE}` : `dropped database ${DATABASE}`);
  }
  return !failed;
}

function scopeOf(site: BenchSite, kind?: Kind, person?: Person): RankingScope {
  const byCountry = kind === 'top50_country' || kind === 'my_rank_country';
  return {
    clientId: site.clientId,
    campaignId: site.campaignId,
    countryId: byCountry && person ? person.country_id : null,
    branchId: kind === 'my_rank_store' && person ? person.branch_id : null,
  };
}
