import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { ledgerClient, post } from '../../../../test/points-fixtures.ts';
import { signedIn } from '../../../../test/registration.ts';
import { reverseEntry } from '../ledger-corrections.ts';

let t: TestContext;
let a: Awaited<ReturnType<typeof ledgerClient>>;
let b: Awaited<ReturnType<typeof ledgerClient>>;
/** Ana belongs to clients A and B (A selected); Bia only to A. */
let ana: Awaited<ReturnType<typeof signedIn>>;
let bia: Awaited<ReturnType<typeof signedIn>>;
const ids: Record<string, number> = {};

const day = (d: string) => new Date(`${d}T12:00:00Z`);

beforeAll(async () => {
  t = await createTestContext();
  a = await ledgerClient(t.db);
  b = await ledgerClient(t.db);
  ana = await signedIn(t.app, t.db, {
    clients: [
      { id: a.id, role: 'salesperson' },
      { id: b.id, role: 'salesperson' },
    ],
  });
  bia = await signedIn(t.app, t.db, { clients: [{ id: a.id, role: 'salesperson' }] });
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/session/client',
    headers: ana.headers,
    payload: { client_id: a.id },
  });

  const at = (campaignId: number | null) => ({ clientId: a.id, userId: ana.id, campaignId });
  ids.bonus = (
    await post(
      t.db,
      { ...at(a.previous), kind: 'bonus', amount: 7, reason: 'Boas-vindas' },
      day('2026-08-10'),
    )
  ).entry.id;
  ids.training = (
    await post(t.db, { ...at(null), programme: 'training', kind: 'training', amount: 9 }, day('2026-10-05'))
  ).entry.id;
  ids.sale = (
    await post(
      t.db,
      { ...at(a.current), amount: 40, status: 'under_audit', reason: 'Nota 1, "loja" centro\nsegunda linha' },
      day('2026-11-01'),
    )
  ).entry.id;
  ids.photo = (
    await post(t.db, { ...at(a.current), kind: 'photo', amount: 5, reason: '=1+1' }, day('2026-11-02'))
  ).entry.id;
  ids.redemption = (
    await post(t.db, { ...at(a.current), kind: 'redemption', amount: -10 }, day('2026-11-03'))
  ).entry.id;
  ids.reversal = (
    await reverseEntry(
      t.db,
      { entryId: ids.photo, clientId: a.id, reason: 'Foto repetida' },
      day('2026-11-04'),
    )
  ).entry.id;
  // someone else's points in A, and Ana's own points in B: neither may show in Ana's statement in A
  await post(
    t.db,
    { clientId: a.id, userId: bia.id, campaignId: a.current, amount: 99, reason: 'Bia' },
    day('2026-11-05'),
  );
  ids.inB = (
    await post(t.db, { clientId: b.id, userId: ana.id, campaignId: b.current, amount: 3 }, day('2026-11-06'))
  ).entry.id;
});
afterAll(() => t.close());

function get(url: string, user = ana, language?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { ...user.headers, ...(language ? { 'accept-language': language } : {}) },
  });
}

const idsOf = (body: { results: { id: number }[] }) => body.results.map((e) => e.id);

describe('GET /api/v1/points/balance', () => {
  it("answers the session's reward campaign: points, level, the last valid day, and every balance of the client", async () => {
    const response = await get('/api/v1/points/balance');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      campaign_id: a.current,
      level: 'junior',
      available: 30,
      experience: 40,
      // the campaign's end date: one day, the same the screens show (SPEC §9)
      valid_until: '2026-12-15',
      balances: [
        { campaign_id: a.current, campaign_name: 'Campanha Q4', available: 30, experience: 40 },
        { campaign_id: a.previous, campaign_name: 'Campanha Q3', available: 7, experience: 0 },
        { campaign_id: null, campaign_name: null, available: 9, experience: 9 },
      ],
    });
  });

  it('answers another campaign of the client on request; a campaign of another client is not found', async () => {
    expect((await get(`/api/v1/points/balance?campaign_id=${a.previous}`)).json()).toMatchObject({
      campaign_id: a.previous,
      available: 7,
      valid_until: '2026-09-15',
    });
    expect((await get(`/api/v1/points/balance?campaign_id=${b.current}`)).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/points/balance' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/points/statement', () => {
  it('lists every entry of the user in the selected client, newest first, with reason, campaign, multiplier and status', async () => {
    const response = await get('/api/v1/points/statement');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ count: 6, page: 1, page_size: 20 });
    expect(idsOf(body)).toEqual([ids.reversal, ids.redemption, ids.photo, ids.sale, ids.training, ids.bonus]);
    const byId = new Map(body.results.map((e: { id: number }) => [e.id, e]));
    expect(byId.get(ids.photo)).toMatchObject({
      kind: 'photo',
      status: 'reversed',
      amount: 5,
      reason: '=1+1',
    });
    expect(byId.get(ids.reversal)).toMatchObject({
      kind: 'reversal',
      amount: -5,
      experience: -5,
      reverses_entry_id: ids.photo,
      shortfall: 0,
      reason: 'Foto repetida',
      created_at: '2026-11-04T12:00:00.000Z',
    });
    expect(byId.get(ids.sale)).toMatchObject({
      programme: 'rewards',
      campaign: { id: a.current, name: 'Campanha Q4' },
      multiplier: 1,
      status: 'under_audit',
    });
    expect(byId.get(ids.training)).toMatchObject({ programme: 'training', campaign: null, expires_at: null });
  });

  it('filters by campaign, kinds, status and dates', async () => {
    expect(idsOf((await get(`/api/v1/points/statement?campaign_id=${a.previous}`)).json())).toEqual([
      ids.bonus,
    ]);
    expect(idsOf((await get('/api/v1/points/statement?kind=sale,photo')).json())).toEqual([
      ids.photo,
      ids.sale,
    ]);
    expect(idsOf((await get('/api/v1/points/statement?status=reversed')).json())).toEqual([ids.photo]);
    expect(idsOf((await get('/api/v1/points/statement?status=under_audit')).json())).toEqual([ids.sale]);
    expect(idsOf((await get('/api/v1/points/statement?from=2026-11-02&to=2026-11-03')).json())).toEqual([
      ids.redemption,
      ids.photo,
    ]);
    const instant = encodeURIComponent('2026-11-03T12:00:00.000Z');
    expect(idsOf((await get(`/api/v1/points/statement?to=${instant}&kind=redemption`)).json())).toEqual([
      ids.redemption,
    ]);
    expect(
      idsOf((await get(`/api/v1/points/statement?from=2026-11-04&campaign_id=${a.previous}`)).json()),
    ).toEqual([]);
  });

  it('paginates (at most 100 per page) and rejects bad filters', async () => {
    const page = (await get('/api/v1/points/statement?page=2&page_size=4')).json();
    expect(page).toMatchObject({ count: 6, page: 2, page_size: 4 });
    expect(idsOf(page)).toEqual([ids.training, ids.bonus]);
    // a page past the end still says how many entries there are
    const past = (await get('/api/v1/points/statement?page=3&page_size=4')).json();
    expect(past).toMatchObject({ count: 6, page: 3, results: [] });
    expect((await get('/api/v1/points/statement?page=9&kind=redemption')).json().count).toBe(1);
    expect((await get('/api/v1/points/statement?page_size=101')).statusCode).toBe(400);
    expect((await get('/api/v1/points/statement?kind=sale,gift')).statusCode).toBe(400);
    expect((await get('/api/v1/points/statement?from=2026-11-05&to=2026-11-01')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/points/statement.csv', () => {
  it('exports the filtered statement as CSV with a BOM, escaped fields and titles in the request language', async () => {
    const response = await get(`/api/v1/points/statement.csv?campaign_id=${a.current}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="statement-2026-11-21.csv"');
    const raw = response.rawPayload.toString('utf8');
    expect(raw.startsWith('\uFEFF')).toBe(true);
    const lines = raw.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Lançamento,Data,Programa,Tipo,Campanha,Pontos,Experiência,Multiplicador,Situação,Motivo,Estorno do lançamento,Pontos não recuperados,Expira em',
    );
    expect(lines[1]).toBe(
      `${ids.reversal},2026-11-04T12:00:00.000Z,rewards,reversal,Campanha Q4,-5,-5,1,credited,Foto repetida,${ids.photo},0,`,
    );
    expect(lines[3]).toBe(
      `${ids.photo},2026-11-02T12:00:00.000Z,rewards,photo,Campanha Q4,5,5,1,reversed,'=1+1,,0,`,
    );
    expect(raw).toContain(
      `${ids.sale},2026-11-01T12:00:00.000Z,rewards,sale,Campanha Q4,40,40,1,under_audit,"Nota 1, ""loja"" centro\nsegunda linha",,0,\r\n`,
    );
    expect(raw.endsWith('\r\n')).toBe(true);
    expect(raw).not.toContain('Bia');

    const english = (
      await get('/api/v1/points/statement.csv?kind=training', ana, 'en-US')
    ).rawPayload.toString('utf8');
    expect(english.slice(1).split('\r\n')).toEqual([
      'Entry,Date,Programme,Kind,Campaign,Points,Experience,Multiplier,Status,Reason,Reverses entry,Points not recovered,Expires at',
      `${ids.training},2026-10-05T12:00:00.000Z,training,training,,9,9,1,credited,,,0,`,
      '',
    ]);
  });
});

describe('OpenAPI', () => {
  it('documents the points endpoints', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/points/balance',
        '/api/v1/points/statement',
        '/api/v1/points/statement.csv',
        '/api/v1/admin/points/entries',
        '/api/v1/admin/points/entries/{id}/reverse',
        '/api/v1/admin/points/entries/{id}/approve',
      ]),
    );
  });
});

describe('tenant isolation', () => {
  it("never shows another user's or another client's entries", async () => {
    const mine = (await get('/api/v1/points/statement?page_size=100', bia)).json();
    expect(mine.count).toBe(1);
    expect(mine.results[0]).toMatchObject({ amount: 99, reason: 'Bia' });
    expect((await get('/api/v1/points/balance', bia)).json()).toMatchObject({
      available: 99,
      balances: [{ available: 99 }],
    });

    // Ana in client B sees B's entries only
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/client',
      headers: ana.headers,
      payload: { client_id: b.id },
    });
    try {
      const inB = (await get('/api/v1/points/statement')).json();
      expect(idsOf(inB)).toEqual([ids.inB]);
      expect((await get('/api/v1/points/balance')).json()).toMatchObject({
        campaign_id: b.current,
        available: 3,
      });
      const csv = (await get('/api/v1/points/statement.csv')).rawPayload.toString('utf8');
      expect(csv.slice(1).split('\r\n').filter(Boolean)).toHaveLength(2);
      expect((await get(`/api/v1/points/statement?campaign_id=${a.current}`)).json().count).toBe(0);
    } finally {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/client',
        headers: ana.headers,
        payload: { client_id: a.id },
      });
    }
  });

  it('a user with several clients and none selected reads no ledger', async () => {
    const undecided = await signedIn(t.app, t.db, {
      clients: [
        { id: a.id, role: 'learner' },
        { id: b.id, role: 'learner' },
      ],
    });
    expect((await get('/api/v1/points/statement', undecided)).statusCode).toBe(403);
    expect((await get('/api/v1/points/balance', undecided)).statusCode).toBe(403);
    expect((await get('/api/v1/points/statement.csv', undecided)).statusCode).toBe(403);
  });
});
