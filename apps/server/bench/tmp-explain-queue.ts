import { openPostgres } from '../src/db/connection.ts';
import { salesQueue } from '../src/modules/rewards/audit/queries.ts';

const h = await openPostgres('postgres://postgres@127.0.0.1:5432/elevar_bench_rewards_perfsales', 1);
const captured: { sql: string; parameters: readonly unknown[] }[] = [];
const orig = h.db.getExecutor().executeQuery.bind(h.db.getExecutor());
// biome-ignore lint: temp
(h.db.getExecutor() as any).executeQuery = async (q: any, id: any) => { captured.push(q); return orig(q, id); };
const filters = [
  { status: 'under_audit' as const },
  { status: 'under_audit' as const, campaignId: 1 },
  { status: 'under_audit' as const, countryId: 2 },
  { status: 'under_audit' as const, storeId: 223 },
  { status: 'under_audit' as const, signal: 'burst' as const },
  { status: 'under_audit' as const, campaignId: 1, page: 4 },
  { status: 'approved' as const, storeId: 223, page: 2 },
  { status: 'reproved' as const, storeId: 223 },
];
for (const f of filters) {
  captured.length = 0;
  await salesQueue(h.db, { clientId: 1, page: 1, pageSize: 20, ...f });
  for (const q of [...captured]) {
    for (let i = 0; i < 2; i++) {
      const r = await h.db.executeQuery({ ...q, sql: `explain (analyze, summary) ${q.sql}` } as never);
      const rows = (r.rows as { 'QUERY PLAN': string }[]).map((x) => x['QUERY PLAN']);
      if (i === 1) console.log(JSON.stringify(f), q.sql.slice(0, 30).replace(/\s+/g, ' '), rows.filter((x) => /Planning|Execution/.test(x)).join(' | '));
      if (i === 1 && process.env.PLAN) console.log(rows.join('\n'));
    }
  }
}
await h.close();
