import { sql } from 'kysely';
import type { Db } from '../src/db/connection.ts';
import { INVOICE_PATH, type RewardsRequests } from './rewards-requests.ts';
import type { RewardsSite } from './rewards-seed.ts';

interface SaleAnswer {
  id?: number;
  status?: string;
  points?: number;
  invoice_number?: string;
  lines?: { quantity: number; points: number; product: { id: number } }[];
  key?: string;
  error?: { code?: string };
  count?: number;
  results?: { suspicion?: number; signals?: string[]; status?: string }[];
}

/**
 * Requests of each kind sent one at a time and read in full, before any load: an invoice upload answers its key; a
 * sale report with it is credited under audit with its lines' points; the same Idempotency-Key again answers the
 * same sale (200); the same invoice number with another key is refused (409 rewards.invoice_already_sent); audit
 * queue pages answer the status asked for, most suspicious first. Returns what was wrong and the sales it made.
 */
export async function checkAnswers(port: number, requests: RewardsRequests, rounds: number) {
  const problems: string[] = [];
  let created = 0;
  let nonEmptyPages = 0;
  const call = async (
    path: string,
    headers: Record<string, string>,
    init: { method?: string; body?: FormData | string },
  ) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body ? { body: init.body } : {}),
    });
    return { status: response.status, body: (await response.json()) as SaleAnswer };
  };
  const json = { 'content-type': 'application/json' };
  for (let i = 0; i < rounds; i++) {
    // the sale form's two steps: the invoice upload, then the sale naming it
    const upload = await requests.uploadCall();
    const form = new FormData();
    form.append('file', new Blob([upload.image], { type: 'image/jpeg' }), 'nota.jpg');
    const seller = requests.site.sellers[upload.seller] as RewardsSite['sellers'][number];
    const auth = { authorization: `Bearer ${seller.token}` };
    const uploaded = await call(INVOICE_PATH, auth, { method: 'POST', body: form });
    if (uploaded.status !== 201 || typeof uploaded.body.key !== 'string')
      problems.push(`invoice upload: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);

    const [sale] = await requests.saleCalls(1);
    if (!sale) continue;
    const body = JSON.stringify(sale.body);
    const first = await call(sale.path, { ...sale.headers, ...json }, { method: 'POST', body });
    const lines = first.body.lines ?? [];
    const linePoints = lines.reduce((sum, line) => sum + line.points, 0);
    if (first.status !== 201) problems.push(`sale report: ${first.status} ${JSON.stringify(first.body)}`);
    else {
      created += 1;
      if (
        first.body.status !== 'under_audit' ||
        first.body.points !== linePoints ||
        linePoints <= 0 ||
        lines.length !== sale.body.lines.length ||
        lines.some((line, n) => line.quantity !== sale.body.lines[n]?.quantity)
      )
        problems.push(`sale report answered ${JSON.stringify(first.body)}`);
    }
    const retry = await call(sale.path, { ...sale.headers, ...json }, { method: 'POST', body });
    if (retry.status !== 200 || retry.body.id !== first.body.id)
      problems.push(
        `retried sale report: ${retry.status}, sale ${retry.body.id} instead of ${first.body.id}`,
      );
    // the same invoice number again, as a new submission with a new invoice: refused
    const [again] = await requests.saleCalls(1, sale.seller);
    if (again) {
      const duplicate = await call(
        again.path,
        { ...again.headers, ...json },
        { method: 'POST', body: JSON.stringify({ ...again.body, invoice_number: sale.body.invoice_number }) },
      );
      if (duplicate.status !== 409 || duplicate.body.error?.code !== 'rewards.invoice_already_sent')
        problems.push(`invoice number sent twice: ${duplicate.status} ${JSON.stringify(duplicate.body)}`);
    }

    const page = requests.queueCall();
    const status = new URLSearchParams(page.path.split('?')[1]).get('status');
    const queue = await call(page.path, page.headers, {});
    const results = queue.body.results ?? [];
    if (queue.status !== 200 || typeof queue.body.count !== 'number')
      problems.push(`${page.path}: ${queue.status} ${JSON.stringify(queue.body).slice(0, 200)}`);
    else if (results.some((r) => r.status !== status))
      problems.push(`${page.path}: an item of another status`);
    else if (
      results.some((r, n) => n > 0 && (r.signals?.length ?? 0) > (results[n - 1]?.signals?.length ?? 0))
    )
      problems.push(`${page.path}: not the most suspicious first`);
    if (results.length > 0) nonEmptyPages += 1;
  }
  return { problems, created, nonEmptyPages };
}

/**
 * After the load, on the whole client: no invoice number twice for a user in the campaign; every sale reported
 * through HTTP holds its lines, each line's points are its ledger entry's, and the sale's points their sum, all
 * under audit; each seller's balance is the sum of their entries; and as many sales were stored as reports answered.
 */
export async function verifyLedger(db: Db, site: RewardsSite, reportsAnswered: number) {
  const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows[0] as T;
  const twice = await one(sql<{ n: string }>`select count(*) as n from (select 1 from sales
    where client_id = ${site.clientId} group by campaign_id, user_id, invoice_number having count(*) > 1) d`);
  const reported = await one(sql<{ n: string }>`select count(*) as n from sales
    where client_id = ${site.clientId} and id > ${site.lastSeededSale}`);
  const wrongSales = await one(sql<{ n: string }>`select count(*) as n from sales s
    where s.client_id = ${site.clientId} and s.id > ${site.lastSeededSale} and (s.status <> 'under_audit'
      or not exists (select 1 from sale_lines l where l.sale_id = s.id)
      or s.points <> (select sum(l.points) from sale_lines l where l.sale_id = s.id)
      or s.points <> (select coalesce(sum(e.amount), 0) from point_entries e where e.client_id = s.client_id
        and e.source_type = 'sale' and e.source_id = s.id::text and e.kind = 'sale')
      or exists (select 1 from sale_lines l left join point_entries e on e.id = l.entry_id
        where l.sale_id = s.id and (e.id is null or e.amount <> l.points or e.user_id <> s.user_id
          or e.status <> 'under_audit')))`);
  const wrongBalances = await one(sql<{ n: string; balances: string }>`select count(*) filter (where
      b.available <> coalesce(e.amount, 0) or b.experience <> coalesce(e.experience, 0)) as n, count(*) as balances
    from point_balances b left join (select user_id, sum(amount) as amount, sum(experience) as experience
        from point_entries where client_id = ${site.clientId} and campaign_id = ${site.campaignId} group by user_id) e
      on e.user_id = b.user_id
    where b.client_id = ${site.clientId} and b.campaign_id = ${site.campaignId}`);
  const result = {
    invoiceTwice: Number(twice.n),
    reported: Number(reported.n),
    wrongSales: Number(wrongSales.n),
    balances: Number(wrongBalances.balances),
    wrongBalances: Number(wrongBalances.n),
    missing: reportsAnswered - Number(reported.n),
  };
  return {
    ...result,
    ok:
      result.invoiceTwice === 0 &&
      result.wrongSales === 0 &&
      result.wrongBalances === 0 &&
      result.missing === 0,
  };
}
