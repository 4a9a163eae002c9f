import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqSite } from '../../../../test/faq-fixtures.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  // Friday 13 November 2026, noon in São Paulo
  t.clock.set(new Date('2026-11-13T15:00:00Z'));
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': 'en-US' } });
const post = (url: string, headers: Headers, payload?: object, language = 'en-US') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'accept-language': language },
    ...(payload ? { payload } : {}),
  });

async function openTicket(site: Awaited<ReturnType<typeof faqSite>>, who = site.learner, subject = 'Video') {
  const res = await post('/api/v1/support/tickets', who.headers, {
    client_id: site.client.id,
    country: 'BR',
    subject,
    message: 'The second lesson does not play.',
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('POST /api/v1/support/tickets', () => {
  it('opens a ticket with its answer date and e-mails the support team', async () => {
    const site = await faqSite(t);
    const ticket = await openTicket(site);
    // 7 working days from Friday 13 November in Brazil, skipping Black Consciousness Day (Friday 20)
    expect(ticket.respond_by).toBe('2026-11-25');
    expect(ticket.status).toBe('open');
    expect(ticket.messages.map((m: { body: string }) => m.body)).toEqual([
      'The second lesson does not play.',
    ]);
    const mail = await t.db
      .selectFrom('outbox_messages')
      .select(['recipient', 'subject', 'template'])
      .where('client_id', '=', site.client.id)
      .where('template', '=', 'support_ticket')
      .execute();
    expect(mail).toEqual([
      {
        recipient: `${site.support.username}@example.test`,
        subject: `[Suporte #${ticket.id}] Video`,
        template: 'support_ticket',
      },
    ]);
  });

  it('refuses a client the user is not a member of, a country outside the programme and texts over 256', async () => {
    const site = await faqSite(t);
    const other = await faqSite(t);
    const base = { client_id: site.client.id, country: 'BR', subject: 'S', message: 'M' };
    expect(
      (await post('/api/v1/support/tickets', site.learner.headers, { ...base, client_id: other.client.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('/api/v1/support/tickets', site.learner.headers, { ...base, country: 'US' })).statusCode,
    ).toBe(400);
    const long = await post(
      '/api/v1/support/tickets',
      site.learner.headers,
      { ...base, message: 'x'.repeat(257) },
      'pt-BR',
    );
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('256');
  });
});

describe('support tickets: visibility and the queue', () => {
  it('shows a learner their own tickets only; another’s is not found', async () => {
    const site = await faqSite(t);
    const mine = await openTicket(site, site.learner, 'Mine');
    const someone = await site.as('learner');
    await openTicket(site, someone, 'Theirs');
    const list = await get('/api/v1/support/tickets', site.learner.headers);
    expect(list.json().results.map((r: { subject: string }) => r.subject)).toEqual(['Mine']);
    expect((await get(`/api/v1/support/tickets/${mine.id}`, someone.headers)).statusCode).toBe(404);
    expect(
      (await post(`/api/v1/support/tickets/${mine.id}/messages`, someone.headers, { body: 'hi' })).statusCode,
    ).toBe(404);
  });

  it('keeps the queue and closing to the support team (403 for learners and others)', async () => {
    const site = await faqSite(t);
    const ticket = await openTicket(site);
    expect((await get('/api/v1/admin/support/tickets', site.learner.headers)).statusCode).toBe(403);
    expect((await get('/api/v1/admin/support/tickets', site.instructor.headers)).statusCode).toBe(403);
    expect((await post(`/api/v1/support/tickets/${ticket.id}/close`, site.learner.headers)).statusCode).toBe(
      403,
    );
    const queue = await get('/api/v1/admin/support/tickets?status=open', site.support.headers);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().results.map((r: { id: number }) => r.id)).toEqual([ticket.id]);
    expect(
      (await get('/api/v1/admin/support/tickets?status=closed', site.support.headers)).json().count,
    ).toBe(0);
  });

  it('keeps another client’s tickets out of the queue and out of reach', async () => {
    const site = await faqSite(t);
    const other = await faqSite(t);
    const theirs = await openTicket(other);
    expect((await get('/api/v1/admin/support/tickets', site.support.headers)).json().results).toEqual([]);
    expect((await get(`/api/v1/support/tickets/${theirs.id}`, site.support.headers)).statusCode).toBe(404);
    expect((await post(`/api/v1/support/tickets/${theirs.id}/close`, site.support.headers)).statusCode).toBe(
      404,
    );
  });
});

describe('support replies', () => {
  it('answers a ticket, notifies its author in the inbox, and the author sees the thread', async () => {
    const site = await faqSite(t);
    const ticket = await openTicket(site, site.learner, 'Certificate');
    const reply = await post(`/api/v1/support/tickets/${ticket.id}/messages`, site.support.headers, {
      body: 'Fixed, try again.',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().status).toBe('answered');

    const inbox = await get('/api/v1/notifications?channel=message', site.learner.headers);
    expect(inbox.json().results).toEqual([
      expect.objectContaining({
        kind: 'support_reply',
        data: { ticket_id: ticket.id, subject: 'Certificate' },
      }),
    ]);
    const thread = (await get(`/api/v1/support/tickets/${ticket.id}`, site.learner.headers)).json();
    expect(thread.messages.map((m: { body: string; from_staff: boolean }) => [m.from_staff, m.body])).toEqual(
      [
        [false, 'The second lesson does not play.'],
        [true, 'Fixed, try again.'],
      ],
    );
    expect(thread.may_close).toBe(false);

    // the author's answer opens it again, with no notification to themself
    const back = await post(`/api/v1/support/tickets/${ticket.id}/messages`, site.learner.headers, {
      body: 'Works!',
    });
    expect(back.json().status).toBe('open');
    expect((await get('/api/v1/notifications?channel=message', site.learner.headers)).json().count).toBe(1);
  });

  it('closes a ticket, which then takes no messages', async () => {
    const site = await faqSite(t);
    const ticket = await openTicket(site);
    const closed = await post(`/api/v1/support/tickets/${ticket.id}/close`, site.support.headers);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe('closed');
    const late = await post(`/api/v1/support/tickets/${ticket.id}/messages`, site.learner.headers, {
      body: 'Hello?',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('support.ticket_closed');
  });
});
