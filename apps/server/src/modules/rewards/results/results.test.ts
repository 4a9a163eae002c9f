import { errorMessage } from '@elevar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { salesProgramme, staffMember } from '../../../../test/rewards-fixtures.ts';

// Mystery-shopper results and event participations (issue 13): entered or imported by programme administrators,
// posted to the ledger once by rule. The test clock reads 2026-11-21 12:00 UTC: Q4 2026 (1 Oct – 15 Dec) takes
// results, Q3 2026 (ended 15 Sep) no longer does (its points have expired).

let t: TestContext;
let p: Awaited<ReturnType<typeof salesProgramme>>;
let admin: Awaited<ReturnType<typeof staffMember>>;
beforeAll(async () => {
  t = await createTestContext();
  p = await salesProgramme(t.app, t.db);
  admin = await staffMember(t.app, t.db, p.client.id, 'program_admin');
  const rule = (campaignId: number, code: string, kind: 'mystery_shopper' | 'event', points: number) =>
    t.db
      .insertInto('point_rules')
      .values({
        client_id: p.client.id,
        campaign_id: campaignId,
        code,
        kind,
        base_points: points,
        descriptions: JSON.stringify({ 'en-US': `${code} (en)`, 'pt-BR': `${code} (pt)` }),
      })
      .execute();
  await rule(p.active.id, 'mystery_shopper.visit', 'mystery_shopper', 150);
  await rule(p.active.id, 'event.checkin', 'event', 40);
  await rule(p.active.id, 'event.launch', 'event', 60);
  await rule(p.previous.id, 'mystery_shopper.visit', 'mystery_shopper', 100);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const RESULTS = '/api/v1/admin/rewards/results';
const send = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, payload });

const entriesOf = (userId: number) =>
  t.db
    .selectFrom('point_entries')
    .select(['kind', 'amount', 'multiplier', 'reason', 'source_type', 'source_id', 'status', 'created_by'])
    .where('user_id', '=', userId)
    .where('client_id', '=', p.client.id)
    .where('kind', 'in', ['mystery_shopper', 'event'])
    .orderBy('id')
    .execute();

const visit = (participant: string, extra: object = {}) => ({
  campaign_id: p.active.id,
  participant,
  kind: 'mystery_shopper',
  date: '2026-11-10',
  rule_code: 'mystery_shopper.visit',
  description: 'Visita de cliente oculto: nota 92',
  ...extra,
});

describe('one result entered by a programme administrator', () => {
  it('posts it to the ledger by the rule with the level multiplier and its reason, once; audited and listed', async () => {
    const seller = await p.seller({ level: 'intermediate' });
    const posted = await send('POST', RESULTS, admin.headers, visit(seller.user.username));
    expect(posted.statusCode, posted.body).toBe(201);
    const result = posted.json();
    expect(result).toMatchObject({
      campaign: { id: p.active.id, name: 'Q4 2026' },
      user: { id: seller.user.id, username: seller.user.username },
      kind: 'mystery_shopper',
      date: '2026-11-10',
      rule: { code: 'mystery_shopper.visit', description: 'mystery_shopper.visit (pt)' },
      description: 'Visita de cliente oculto: nota 92',
      points: 225,
      origin: 'form',
      created_by: { id: admin.user.id },
    });
    expect(await entriesOf(seller.user.id)).toEqual([
      {
        kind: 'mystery_shopper',
        amount: 225,
        multiplier: expect.anything(),
        reason: 'Visita de cliente oculto: nota 92',
        source_type: 'mystery_shopper',
        source_id: String(result.id),
        status: 'credited',
        created_by: admin.user.id,
      },
    ]);

    // the same participant, kind and day again: nothing posted, whatever the rule or text
    const again = await send(
      'POST',
      RESULTS,
      { ...admin.headers, 'accept-language': 'fr-FR' },
      visit(seller.user.username, { description: 'Autre texte' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(errorMessage('rewards.result_already_posted', 'fr-FR'));
    // an event the same day, found by GMIN number, is another result
    await t.db
      .updateTable('users')
      .set({ gmin_number: `G${seller.user.id}` })
      .where('id', '=', seller.user.id)
      .execute();
    const event = await send(
      'POST',
      RESULTS,
      admin.headers,
      visit(`G${seller.user.id}`, { kind: 'event', rule_code: 'event.launch', description: 'Lançamento' }),
    );
    expect(event.statusCode, event.body).toBe(201);
    expect(event.json().points).toBe(90);
    expect((await entriesOf(seller.user.id)).map((e) => e.amount)).toEqual([225, 90]);

    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'actor_id', 'entity_type'])
      .where('entity_id', '=', result.id)
      .where('entity_type', '=', 'reward_result')
      .execute();
    expect(audit).toEqual([
      { action: 'rewards.result.posted', actor_id: admin.user.id, entity_type: 'reward_result' },
    ]);

    const listed = await send(
      'GET',
      `${RESULTS}?search=${seller.user.username}&kind=mystery_shopper`,
      admin.headers,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ count: 1, results: [{ id: result.id, points: 225 }] });
  });

  it('refuses each broken rule naming its field, in the request’s language, and posts nothing', async () => {
    const es = { ...admin.headers, 'accept-language': 'es-ES' };
    const registered = await p.seller();
    const unregistered = await p.seller({ register: false });
    const blocked = await p.seller();
    await t.db
      .updateTable('user_clients')
      .set({ rewards_blocked_at: new Date() })
      .where('user_id', '=', blocked.user.id)
      .execute();
    const cases: [object, number, string, string | null][] = [
      [visit('nobody-here'), 422, 'rewards.result_participant_unknown', 'participant'],
      [visit(blocked.user.username), 422, 'rewards.account_blocked', 'participant'],
      [visit(unregistered.user.username), 422, 'rewards.result_not_registered', 'participant'],
      [
        visit(registered.user.username, { rule_code: 'event.checkin' }),
        422,
        'rewards.result_rule_unknown',
        'rule_code',
      ],
      [visit(registered.user.username, { date: '2026-11-22' }), 422, 'rewards.result_date_future', 'date'],
      [
        visit(registered.user.username, { date: '2026-09-30' }),
        422,
        'rewards.result_outside_campaign',
        'date',
      ],
      [
        visit(registered.user.username, { campaign_id: p.previous.id }),
        409,
        'rewards.result_campaign_closed',
        null,
      ],
    ];
    for (const [body, status, code, field] of cases) {
      const response = await send('POST', RESULTS, es, body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error.code).toBe(code);
      expect(response.json().error.message).toBe(errorMessage(code as 'rewards.result_date_future', 'es-ES'));
      if (field) expect(response.json().error.details).toEqual([{ field, message: expect.any(String) }]);
    }
    for (const who of [registered, unregistered, blocked]) expect(await entriesOf(who.user.id)).toEqual([]);
  });

  it('is for programme administrators of the client only: another client sees nothing of it', async () => {
    const seller = await p.seller();
    const auditor = await staffMember(t.app, t.db, p.client.id, 'auditor');
    for (const headers of [auditor.headers, seller.headers]) {
      expect((await send('POST', RESULTS, headers, visit(seller.user.username))).statusCode).toBe(403);
      expect((await send('GET', RESULTS, headers)).statusCode).toBe(403);
    }
    const other = await salesProgramme(t.app, t.db);
    const otherAdmin = await staffMember(t.app, t.db, other.client.id, 'program_admin');
    expect((await send('POST', RESULTS, admin.headers, visit(seller.user.username))).statusCode).toBe(201);
    // another client's admin: our campaign is not found, our participant unknown, our results not listed
    expect((await send('POST', RESULTS, otherAdmin.headers, visit(seller.user.username))).statusCode).toBe(
      404,
    );
    const foreign = await send('POST', `${RESULTS}/import`, otherAdmin.headers, {
      campaign_id: p.active.id,
      csv: 'participant,kind,date,rule,description\nx,event,2026-11-01,,y',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await send('GET', RESULTS, otherAdmin.headers)).json()).toMatchObject({ count: 0, results: [] });
    const options = await send('GET', `${RESULTS}/options`, otherAdmin.headers);
    expect(options.json().campaigns.map((c: { id: number }) => c.id)).not.toContain(p.active.id);
  });

  it('offers the campaigns taking results with their result rules', async () => {
    const options = await send('GET', `${RESULTS}/options`, { ...admin.headers, 'accept-language': 'en-US' });
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json()).toEqual({
      today: '2026-11-21',
      campaigns: [
        {
          id: p.active.id,
          name: 'Q4 2026',
          begin_date: '2026-10-01',
          end_date: '2026-12-15',
          rules: [
            {
              code: 'mystery_shopper.visit',
              kind: 'mystery_shopper',
              description: 'mystery_shopper.visit (en)',
              base_points: 150,
            },
            { code: 'event.checkin', kind: 'event', description: 'event.checkin (en)', base_points: 40 },
            { code: 'event.launch', kind: 'event', description: 'event.launch (en)', base_points: 60 },
          ],
        },
      ],
    });
  });
});

describe('results imported from CSV', () => {
  const IMPORT = `${RESULTS}/import`;
  const HEADER = 'participant;kind;date;rule;description';

  it('previews every row with its errors and writes nothing until every row is valid', async () => {
    const a = await p.seller();
    const unregistered = await p.seller({ register: false });
    const csv = [
      HEADER,
      `${a.user.username};mystery-shopper;2026-11-02;;Visita 1`,
      `${a.user.username};Event;2026-11-03;;Sem regra única`,
      `${a.user.username};event;2026-11-03;event.checkin;Check-in`,
      `nobody;event;2026-11-31;event.checkin;`,
      `${unregistered.user.username};webinar;2026-12-01;;Futuro`,
      `${a.user.username};mystery_shopper;2026-11-02;;Repetida`,
      `${a.user.username};event;2026-09-01;event.checkin;${'x'.repeat(257)}`,
    ].join('\n');
    for (const confirm of [false, true]) {
      const preview = await send('POST', IMPORT, admin.headers, { campaign_id: p.active.id, csv, confirm });
      expect(preview.statusCode, preview.body).toBe(200);
      const body = preview.json();
      // line 4 repeats line 3's participant, kind and day (whichever of the two is fixed, one would be left)
      expect(body).toMatchObject({ valid: 1, invalid: 6, header_error: null, imported: 0 });
      expect(
        body.rows.map(
          (row: { line: number; action: string | null; errors: { column: string; code: string }[] }) => [
            row.line,
            row.action,
            row.errors.map((e) => `${e.column}:${e.code}`),
          ],
        ),
      ).toEqual([
        [2, 'post', []],
        [3, null, ['rule:unknown_rule']],
        [4, null, ['date:duplicate']],
        [5, null, ['description:required', 'participant:unknown_participant', 'date:bad_date']],
        [6, null, ['participant:not_registered', 'kind:bad_kind', 'date:date_future']],
        [7, null, ['date:duplicate']],
        [8, null, ['description:too_long', 'date:outside_campaign']],
      ]);
      expect(body.rows[0].points).toBe(150);
    }
    expect(await entriesOf(a.user.id)).toEqual([]);
    const header = await send('POST', IMPORT, admin.headers, {
      campaign_id: p.active.id,
      csv: 'who,kind\nx,y',
    });
    expect(header.json()).toMatchObject({ header_error: 'missing_columns', rows: [] });
  });

  it('posts each valid row once: a file imported again, or by concurrent requests, posts nothing twice', async () => {
    const a = await p.seller();
    const b = await p.seller({ level: 'highest' });
    const csv = [
      HEADER,
      `${a.user.username};mystery_shopper;2026-11-05;;Visita: atendimento 9/10`,
      `${a.user.username};event;2026-11-06;event.launch;Lançamento Core Ultra`,
      `${b.user.username};event;2026-11-06;event.checkin;Treinamento presencial`,
    ].join('\n');
    const confirmed = await send('POST', IMPORT, admin.headers, {
      campaign_id: p.active.id,
      csv,
      confirm: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ valid: 3, invalid: 0, imported: 3 });
    expect((await entriesOf(a.user.id)).map((e) => [e.kind, e.amount, e.reason])).toEqual([
      ['mystery_shopper', 150, 'Visita: atendimento 9/10'],
      ['event', 60, 'Lançamento Core Ultra'],
    ]);
    expect((await entriesOf(b.user.id)).map((e) => e.amount)).toEqual([80]);

    const again = await send('POST', IMPORT, admin.headers, { campaign_id: p.active.id, csv, confirm: true });
    expect(again.json()).toMatchObject({ valid: 3, invalid: 0, imported: 0 });
    expect(again.json().rows.map((row: { action: string }) => row.action)).toEqual(['skip', 'skip', 'skip']);

    // one new row among the old, sent five times at once: posted once
    const more = `${csv}\n${b.user.username};mystery_shopper;2026-11-07;;Visita surpresa`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        send('POST', IMPORT, admin.headers, { campaign_id: p.active.id, csv: more, confirm: true }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.reduce((sum, r) => sum + r.json().imported, 0)).toBe(1);
    expect((await entriesOf(b.user.id)).map((e) => e.amount)).toEqual([80, 300]);
    const events = await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('entity_type', '=', 'campaign')
      .where('entity_id', '=', p.active.id)
      .where('action', '=', 'rewards.results.imported')
      .execute();
    expect(events).toHaveLength(2);

    const listed = await send(
      'GET',
      `${RESULTS}?campaign_id=${p.active.id}&search=${b.user.username}`,
      admin.headers,
    );
    expect(
      listed.json().results.map((r: { origin: string; points: number }) => [r.origin, r.points]),
    ).toEqual([
      ['import', 300],
      ['import', 80],
    ]);
  });
});
