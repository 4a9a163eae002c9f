import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import {
  registerAccount,
  registrationSite,
  signedIn,
  validRegistration,
} from '../../../../test/registration.ts';

let t: TestContext;
let siteA: Awaited<ReturnType<typeof registrationSite>>;
let siteB: Awaited<ReturnType<typeof registrationSite>>;
let reviewerA: Awaited<ReturnType<typeof signedIn>>;
let reviewerB: Awaited<ReturnType<typeof signedIn>>;
let superuser: Awaited<ReturnType<typeof signedIn>>;
const ids: Record<string, number> = {};

async function storeMessage(
  key: string,
  values: {
    channel: 'email' | 'sms' | 'whatsapp';
    recipient: string;
    clientId: number | null;
    minute: number;
  },
) {
  const row = await t.db
    .insertInto('outbox_messages')
    .values({
      channel: values.channel,
      recipient: values.recipient,
      subject: values.channel === 'email' ? `Subject ${key}` : null,
      body: `Body ${key}`,
      template: values.channel === 'email' ? 'password_recovery' : 'password_recovery_code',
      client_id: values.clientId,
      created_at: new Date(Date.UTC(2026, 10, 21, 10, values.minute)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[key] = row.id;
}

beforeAll(async () => {
  t = await createTestContext();
  siteA = await registrationSite(t.db);
  siteB = await registrationSite(t.db);
  const siteC = await registrationSite(t.db);
  reviewerA = await signedIn(t.app, t.db, { clients: [{ id: siteA.id, role: 'support' }] });
  reviewerB = await signedIn(t.app, t.db, { clients: [{ id: siteB.id, role: 'program_admin' }] });
  superuser = await signedIn(t.app, t.db, { clients: [{ id: siteC.id, role: 'learner' }], superuser: true });
  await storeMessage('a-email', {
    channel: 'email',
    recipient: 'Ana.Lima@a.test',
    clientId: siteA.id,
    minute: 0,
  });
  await storeMessage('a-sms', { channel: 'sms', recipient: '+5511999990001', clientId: siteA.id, minute: 1 });
  await storeMessage('a-whatsapp', {
    channel: 'whatsapp',
    recipient: '+5511999990002',
    clientId: siteA.id,
    minute: 2,
  });
  await storeMessage('b-email', { channel: 'email', recipient: 'bia@b.test', clientId: siteB.id, minute: 3 });
  await storeMessage('no-client', {
    channel: 'email',
    recipient: 'orphan@x.test',
    clientId: null,
    minute: 4,
  });
});
afterAll(() => t.close());

function outbox(headers: Record<string, string>, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/v1/admin/outbox${query}`, headers });
}

const idsOf = (page: { results: { id: number }[] }) => page.results.map((m) => m.id);

describe('GET /api/v1/admin/outbox', () => {
  it("shows a reviewer their client's messages only, newest first", async () => {
    const response = await outbox(reviewerA.headers);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ count: 3, page: 1, page_size: 20 });
    expect(idsOf(page)).toEqual([ids['a-whatsapp'], ids['a-sms'], ids['a-email']]);
    expect(page.results[2]).toEqual({
      id: ids['a-email'],
      channel: 'email',
      recipient: 'Ana.Lima@a.test',
      subject: 'Subject a-email',
      body: 'Body a-email',
      template: 'password_recovery',
      status: 'stored',
      created_at: '2026-11-21T10:00:00.000Z',
    });
    expect(idsOf((await outbox(reviewerB.headers)).json())).toEqual([ids['b-email']]);
  });

  it('shows a superuser every message, of any client or none', async () => {
    const page = (await outbox(superuser.headers)).json();
    expect(page.count).toBe(5);
    expect(idsOf(page)).toEqual([
      ids['no-client'],
      ids['b-email'],
      ids['a-whatsapp'],
      ids['a-sms'],
      ids['a-email'],
    ]);
  });

  it('filters by channel and by a piece of the recipient, ignoring case', async () => {
    expect(idsOf((await outbox(reviewerA.headers, '?channel=sms')).json())).toEqual([ids['a-sms']]);
    expect(idsOf((await outbox(reviewerA.headers, '?recipient=ana.LIMA')).json())).toEqual([ids['a-email']]);
    expect(idsOf((await outbox(reviewerA.headers, '?recipient=99999000&channel=whatsapp')).json())).toEqual([
      ids['a-whatsapp'],
    ]);
    expect((await outbox(reviewerA.headers, '?recipient=bia')).json().count).toBe(0);
    expect((await outbox(reviewerA.headers, '?recipient=_')).json().count).toBe(0);
    expect((await outbox(reviewerA.headers, '?channel=fax')).statusCode).toBe(400);
  });

  it('paginates', async () => {
    const page = (await outbox(superuser.headers, '?page=2&page_size=2')).json();
    expect(page).toMatchObject({ count: 5, page: 2, page_size: 2 });
    expect(idsOf(page)).toEqual([ids['a-whatsapp'], ids['a-sms']]);
    expect((await outbox(superuser.headers, '?page_size=101')).statusCode).toBe(400);
  });

  it('refuses learners and other non-reviewers, and signed-out callers', async () => {
    for (const role of ['learner', 'moderator', 'auditor'] as const) {
      const user = await signedIn(t.app, t.db, { clients: [{ id: siteA.id, role }] });
      const response = await outbox(user.headers);
      expect(response.statusCode, role).toBe(403);
      expect(response.json().error.code).toBe('common.forbidden');
    }
    expect((await outbox({})).statusCode).toBe(401);
  });

  it('is where an operator reads the e-mails a registration sends', async () => {
    const body = validRegistration(siteB);
    await registerAccount(t.app, t.db, body);
    const email = String(body.fields.email).toLowerCase();
    const page = (await outbox(reviewerB.headers, `?recipient=${encodeURIComponent(email)}`)).json();
    expect(page.results).toEqual([
      expect.objectContaining({ recipient: email, template: 'registration_received', status: 'stored' }),
    ]);
    expect((await outbox(reviewerA.headers, `?recipient=${encodeURIComponent(email)}`)).json().count).toBe(0);
  });
});
