import type { AuditPage } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { signedIn } from '../../../test/registration.ts';
import { inTransaction } from '../../db/transaction.ts';
import { type AuditRecord, recordAudit } from '../../platform/audit.ts';

let t: TestContext;
let a: { id: number };
let b: { id: number };
let adminA: Awaited<ReturnType<typeof signedIn>>;
let otherAdminA: Awaited<ReturnType<typeof signedIn>>;
let adminB: Awaited<ReturnType<typeof signedIn>>;
let learnerA: Awaited<ReturnType<typeof signedIn>>;

const at = (iso: string) => new Date(`${iso}Z`);

beforeAll(async () => {
  t = await createTestContext();
  a = await buildClient(t.db);
  b = await buildClient(t.db);
  adminA = await signedIn(t.app, t.db, { clients: [{ id: a.id, role: 'program_admin' }] });
  otherAdminA = await signedIn(t.app, t.db, { clients: [{ id: a.id, role: 'program_admin' }] });
  adminB = await signedIn(t.app, t.db, { clients: [{ id: b.id, role: 'program_admin' }] });
  learnerA = await signedIn(t.app, t.db, { clients: [{ id: a.id, role: 'learner' }] });
  const events: AuditRecord[] = [
    {
      actor: adminA.id,
      clientId: a.id,
      action: 'points.rule.updated',
      entity: 'point_rule',
      entityId: 7,
      fields: ['base_points', 'position'],
      at: at('2026-11-18T10:00:00'),
    },
    {
      actor: otherAdminA.id,
      clientId: a.id,
      action: 'points.badge.created',
      entity: 'badge',
      entityId: 3,
      fields: ['code', 'names'],
      at: at('2026-11-19T23:59:59'),
    },
    {
      actor: adminA.id,
      clientId: a.id,
      action: 'points.badge.deactivated',
      entity: 'badge',
      entityId: 3,
      fields: ['active'],
      at: at('2026-11-20T00:00:00'),
    },
    {
      actor: adminB.id,
      clientId: b.id,
      action: 'points.badge.created',
      entity: 'badge',
      entityId: 9,
      fields: ['code'],
      at: at('2026-11-19T12:00:00'),
    },
  ];
  await inTransaction(t.db, async (trx) => {
    for (const event of events) await recordAudit(trx, event);
  });
});
afterAll(() => t.close());

function get(url: string, user: { headers: Record<string, string> }, language = 'en-US') {
  return t.app.inject({ method: 'GET', url, headers: { ...user.headers, 'accept-language': language } });
}

async function list(query: string, user = adminA): Promise<AuditPage> {
  const response = await get(`/api/v1/admin/audit${query}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const actions = (page: AuditPage) => page.results.map((event) => event.action);

describe('GET /api/v1/admin/audit', () => {
  it("lists the selected client's events newest first, with who acted and the fields written", async () => {
    const page = await list('');
    expect(page.count).toBe(3);
    expect(page.results[0]).toEqual({
      id: expect.any(Number),
      at: '2026-11-20T00:00:00.000Z',
      actor: { id: adminA.id, username: adminA.username, full_name: `User ${adminA.username}` },
      client_id: a.id,
      action: 'points.badge.deactivated',
      entity_type: 'badge',
      entity_id: 3,
      fields: ['active'],
    });
    expect(actions(page)).toEqual([
      'points.badge.deactivated',
      'points.badge.created',
      'points.rule.updated',
    ]);
    expect(actions(await list('?page=2&page_size=2'))).toEqual(['points.rule.updated']);
  });

  it('filters by action, actor, entity type and whole days', async () => {
    expect(actions(await list('?action=points.badge.created'))).toEqual(['points.badge.created']);
    expect(actions(await list(`?actor_id=${adminA.id}`))).toEqual([
      'points.badge.deactivated',
      'points.rule.updated',
    ]);
    expect(actions(await list('?entity_type=point_rule'))).toEqual(['points.rule.updated']);
    expect(actions(await list('?from=2026-11-19&to=2026-11-19'))).toEqual(['points.badge.created']);
    expect(actions(await list('?from=2026-11-20'))).toEqual(['points.badge.deactivated']);
    expect((await list('?to=2026-11-17')).count).toBe(0);
    // instants, as a screen sends the days of its user's zone
    const day = '?from=2026-11-19T21:00:00-03:00&to=2026-11-20T20:59:59.999-03:00';
    expect(actions(await list(day))).toEqual(['points.badge.deactivated']);
  });

  it('refuses an unknown action, a reversed range, and anyone but the programme administrators', async () => {
    expect((await get('/api/v1/admin/audit?action=points.anything', adminA)).statusCode).toBe(400);
    const reversed = await get('/api/v1/admin/audit?from=2026-11-20&to=2026-11-19', adminA);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.details).toEqual([{ field: 'to', message: expect.any(String) }]);
    expect((await get('/api/v1/admin/audit', learnerA)).statusCode).toBe(403);
    expect((await get('/api/v1/admin/audit.csv', learnerA)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit' })).statusCode).toBe(401);
  });

  it("never shows one client's events to another client's administrator", async () => {
    const page = await list('', adminB);
    expect(page.results.map((event) => [event.client_id, event.entity_id])).toEqual([[b.id, 9]]);
    expect((await list(`?actor_id=${adminA.id}`, adminB)).count).toBe(0);
    const csv = (await get('/api/v1/admin/audit.csv', adminB)).rawPayload.toString('utf8');
    expect(csv.slice(1).split('\r\n').filter(Boolean)).toHaveLength(2);
  });

  it("shows a superuser the selected client's events, and every client's outside any", async () => {
    const inA = await signedIn(t.app, t.db, { clients: [{ id: a.id, role: 'learner' }], superuser: true });
    expect((await list('', inA)).count).toBe(3);
    const outside = await signedIn(t.app, t.db, {
      clients: [
        { id: a.id, role: 'learner' },
        { id: b.id, role: 'learner' },
      ],
      superuser: true,
    });
    expect((await list('?action=points.badge.created', outside)).count).toBe(2);
  });

  it('lists a staff action made through the API', async () => {
    const switched = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/maintenance',
      headers: adminB.headers,
      payload: { under_maintenance: false },
    });
    expect(switched.statusCode).toBe(200);
    const [latest] = (await list('?entity_type=client', adminB)).results;
    expect(latest).toMatchObject({
      actor: { id: adminB.id },
      action: 'tenancy.maintenance.switched_off',
      entity_id: b.id,
      fields: ['under_maintenance'],
    });
    expect((await list('?entity_type=client')).count).toBe(0);
  });
});

describe('GET /api/v1/admin/audit.csv', () => {
  it('exports the filtered events as CSV with a BOM and titles in the request language', async () => {
    const response = await get('/api/v1/admin/audit.csv?entity_type=badge', adminA, 'pt-BR');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit-2026-11-21.csv"');
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = text.slice(1).split('\r\n').filter(Boolean);
    expect(header).toBe('Evento,Data,Id do usuário,Usuário,Ação,Tipo do item,Id do item,Campos alterados');
    expect(rows.map((row) => row.split(',').slice(1))).toEqual([
      [
        '2026-11-20T00:00:00.000Z',
        String(adminA.id),
        `User ${adminA.username}`,
        'points.badge.deactivated',
        'badge',
        '3',
        'active',
      ],
      [
        '2026-11-19T23:59:59.000Z',
        String(otherAdminA.id),
        `User ${otherAdminA.username}`,
        'points.badge.created',
        'badge',
        '3',
        'code names',
      ],
    ]);
  });
});
