import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { buildPointRule } from '../../../../test/level-fixtures.ts';
import { ledgerClient, post } from '../../../../test/points-fixtures.ts';
import { signedIn } from '../../../../test/registration.ts';
import { reverseEntry, setEntryAuditStatus } from '../ledger-corrections.ts';

/**
 * The statement page a server keeps with the versions it was read at (page-cache.ts): asked again, it is answered
 * again only while nothing it shows has been written, whoever wrote it (these writes go to the database behind
 * the app, as another instance's or a job's would).
 */

let t: TestContext;
let a: Awaited<ReturnType<typeof ledgerClient>>;
let ana: Awaited<ReturnType<typeof signedIn>>;
let bia: Awaited<ReturnType<typeof signedIn>>;
const day = (d: string) => new Date(`${d}T12:00:00Z`);

beforeAll(async () => {
  t = await createTestContext();
  a = await ledgerClient(t.db);
  ana = await signedIn(t.app, t.db, { clients: [{ id: a.id, role: 'salesperson' }] });
  bia = await signedIn(t.app, t.db, { clients: [{ id: a.id, role: 'salesperson' }] });
});
afterAll(() => t.close());

interface Page {
  count: number;
  results: {
    id: number;
    status: string;
    campaign: { name: string } | null;
    rule: { code: string; description: string } | null;
  }[];
}

async function statement(user = ana, query = ''): Promise<Page> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/points/statement${query}`,
    headers: { ...user.headers, 'accept-language': 'pt-BR' },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('the statement page kept by the server', () => {
  it('shows a new entry, an audit outcome and a reversal on the next read', async () => {
    const who = { clientId: a.id, userId: ana.id, campaignId: a.current };
    const sale = (await post(t.db, { ...who, amount: 40, status: 'under_audit' }, day('2026-11-01'))).entry;
    const first = await statement();
    expect(first.results.map((e) => [e.id, e.status])).toEqual([[sale.id, 'under_audit']]);
    expect(await statement()).toEqual(first);

    const photo = (await post(t.db, { ...who, kind: 'photo', amount: 5 }, day('2026-11-02'))).entry;
    expect((await statement()).results.map((e) => e.id)).toEqual([photo.id, sale.id]);

    await setEntryAuditStatus(
      t.db,
      { entryId: sale.id, clientId: a.id, status: 'credited' },
      day('2026-11-03'),
    );
    expect((await statement()).results.find((e) => e.id === sale.id)?.status).toBe('credited');

    const reversal = (
      await reverseEntry(
        t.db,
        { entryId: photo.id, clientId: a.id, reason: 'Foto repetida' },
        day('2026-11-04'),
      )
    ).entry;
    const after = await statement();
    expect(after.count).toBe(3);
    expect(after.results.map((e) => [e.id, e.status])).toEqual([
      [reversal.id, 'credited'],
      [photo.id, 'reversed'],
      [sale.id, 'credited'],
    ]);
  });

  it("shows a renamed campaign and a rule's new description on the next read", async () => {
    const rule = await buildPointRule(t.db, a.id, a.current, {
      code: 'sale.notebook',
      kind: 'sale',
      base: 10,
      descriptions: { 'pt-BR': 'Venda de notebook' },
    });
    await post(t.db, {
      clientId: a.id,
      userId: ana.id,
      campaignId: a.current,
      amount: undefined,
      rule: { code: 'sale.notebook' },
    });
    const before = await statement();
    expect(before.results[0]?.rule).toEqual({ code: 'sale.notebook', description: 'Venda de notebook' });

    await t.db
      .updateTable('campaigns')
      .set({ name: 'Campanha de Natal' })
      .where('id', '=', a.current)
      .execute();
    expect((await statement()).results[0]?.campaign?.name).toBe('Campanha de Natal');

    await t.db
      .updateTable('point_rules')
      .set({ descriptions: JSON.stringify({ 'pt-BR': 'Notebook vendido' }) })
      .where('id', '=', rule.id)
      .execute();
    expect((await statement()).results[0]?.rule?.description).toBe('Notebook vendido');
  });

  it("keeps each user's page, filter and page apart, and answers a kept page while nothing moved", async () => {
    await post(t.db, { clientId: a.id, userId: bia.id, campaignId: a.current, amount: 99, reason: 'Bia' });
    const anaPage = await statement();
    const biaPage = await statement(bia);
    expect(biaPage.results.map((e) => e.id)).not.toEqual(anaPage.results.map((e) => e.id));
    expect((await statement(ana, '?kind=photo')).results.every((e) => e.id !== biaPage.results[0]?.id)).toBe(
      true,
    );
    expect(await statement(ana)).toEqual(anaPage);

    // a write made with the version triggers off is the one thing a kept page does not see: it proves the page
    // was answered from memory, not read again (no path of the app writes so)
    await t.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx
        .insertInto('point_entries')
        .values({
          client_id: a.id,
          user_id: ana.id,
          programme: 'rewards',
          campaign_id: a.current,
          kind: 'bonus',
          amount: 1,
        })
        .execute();
    });
    expect(await statement(ana)).toEqual(anaPage);
    expect((await statement(ana, '?page_size=5')).count).toBe(anaPage.count + 1);
  });
});
