import { cpfCheckDigits, errorMessage } from '@elevar/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addClientCountries, buildCampaign, buildClient } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { tempDataDir } from '../../../../test/profile-fixtures.ts';
import { rewardsMember } from '../../../../test/rewards-fixtures.ts';
import { serviceContext } from '../../../../test/store-fixtures.ts';
import { postEntry } from '../../points/index.ts';
import { type DemoPartner, startDemoPartner } from './demo-partner.ts';
import { settlePendingTransfers } from './service.ts';

// The points transfer saga (SPEC §5/§6/§8/§9) against a real partner server on 127.0.0.1: the rules, every
// partner failure (refusal, time-out, 503, a crash mid-call, repeated deliveries) and concurrent transfers; after
// each, the sender's balance equals the sum of their ledger entries.

// long enough for 14 racing requests on PGlite; the time-out test waits it once
const TIMEOUT_MS = 1500;
const dataDir = tempDataDir();
let t: TestContext;
let partner: DemoPartner;
let client: { id: number };
let campaignId: number;
let brazil: number;

beforeAll(async () => {
  partner = await startDemoPartner({ clientId: 'elevar-test', secret: 'partner-secret' });
  t = await createTestContext({
    DATA_DIR: dataDir.dir,
    PARTNER_LOYALTY_URL: partner.url,
    PARTNER_LOYALTY_CLIENT_ID: 'elevar-test',
    PARTNER_LOYALTY_SECRET: 'partner-secret',
    PARTNER_LOYALTY_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  client = await buildClient(t.db, { modules: ['points_transfer', 'profile', 'reward_store'] });
  [brazil = 0] = await addClientCountries(t.db, client.id, ['BR']);
  campaignId = Number(
    (
      await buildCampaign(t.db, client.id, {
        name: 'Q4',
        begin: '2026-10-01',
        end: '2026-12-15',
        reward: true,
      })
    ).id,
  );
});
afterAll(async () => {
  await t.close();
  await partner.close();
  dataDir.remove();
});
beforeEach(() => {
  Object.assign(partner.faults, {
    delayMs: 0,
    unavailable: 0,
    unavailableDeliveries: 0,
    refuseDeliveries: 0,
    crashAfterRecording: 0,
  });
});

let documents = 100_000_000;
/** A valid CPF not used before, registered in the partner programme as `member` (none: not registered). */
function cpf(
  member: { status: 'active' | 'inactive'; role: string } | null = { status: 'active', role: 'salesperson' },
) {
  const nine = String(++documents).padStart(9, '0');
  const document = nine + cpfCheckDigits(nine);
  if (member) partner.members.set(document, member);
  return document;
}

async function sender(points: number, role: 'salesperson' | 'store_owner' | 'learner' = 'salesperson') {
  const member = await rewardsMember(t.app, t.db, client.id, { countryId: brazil, role });
  if (points > 0)
    await postEntry(
      t.db,
      {
        clientId: client.id,
        userId: member.user.id,
        programme: 'rewards',
        campaignId,
        kind: 'bonus',
        amount: points,
      },
      t.clock.now(),
    );
  return member;
}

let keys = 0;
const send = (headers: Record<string, string>, document: string, key = `transfer-${++keys}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/rewards/transfers',
    headers: { ...headers, 'idempotency-key': key },
    payload: { document },
  });

/** The user's available points, checked equal to the sum of their ledger entries (nothing lost or doubled). */
async function balanceOf(userId: number) {
  const balance = await t.db
    .selectFrom('point_balances')
    .select('available')
    .where('user_id', '=', userId)
    .where('client_id', '=', client.id)
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{ total: string }>`select coalesce(sum(amount), 0) as total from point_entries
    where user_id = ${userId} and client_id = ${client.id}`.execute(t.db);
  expect(Number(rows[0]?.total)).toBe(balance.available);
  return balance.available;
}

async function settleLater() {
  t.clock.advance(TIMEOUT_MS + 1000);
  return settlePendingTransfers(serviceContext(t));
}

/** The user's notifications of transfers the job settled. */
async function settledNotices(userId: number) {
  const rows = await t.db
    .selectFrom('notifications')
    .select('data')
    .where('user_id', '=', userId)
    .where('kind', '=', 'points_transfer')
    .execute();
  return rows.map((row) => row.data as { status: string; points: number; expires_at: string | null });
}

const received = (document: string) => [...partner.transfers.values()].filter((r) => r.document === document);

describe('points transfer rules (SPEC §5/§6/§8)', () => {
  it('sends every available point, with SPEC §9’s 12-month expiry, and the partner receives them once', async () => {
    const { user, headers } = await sender(750);
    const document = cpf();
    const response = await send(headers, document);
    expect(response.statusCode).toBe(201);
    const transfer = response.json();
    expect(transfer).toMatchObject({ document, points: 750, status: 'sent', refusal: null });
    const expiry = new Date(t.clock.now());
    expiry.setUTCFullYear(expiry.getUTCFullYear() + 1);
    expect(transfer.expires_at).toBe(expiry.toISOString());
    expect(received(document)).toEqual([
      expect.objectContaining({
        points: 750,
        status: 'accepted',
        expires_at: expiry.toISOString(),
        deliveries: 1,
      }),
    ]);
    expect(await balanceOf(user.id)).toBe(0);
    const entry = await t.db
      .selectFrom('point_entries')
      .select(['kind', 'amount', 'expires_at'])
      .where('user_id', '=', user.id)
      .where('kind', '=', 'transfer_out')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ amount: -750, expires_at: expiry });

    const form = await t.app.inject({ method: 'GET', url: '/api/v1/rewards/transfers', headers });
    expect(form.json()).toMatchObject({
      available_points: 0,
      transfers: [{ id: transfer.id, status: 'sent' }],
    });

    // the same key again answers the first transfer; nothing is sent twice
    const again = await send(headers, document, `transfer-${keys}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(transfer.id);
    expect(received(document)[0]?.deliveries).toBe(1);
  });

  it('refuses each SPEC §8 case in the request’s language, before any point moves', async () => {
    const { user, headers } = await sender(100);
    const refusal = async (document: string, language = 'pt-BR') => {
      const response = await send({ ...headers, 'accept-language': language }, document);
      return [response.statusCode, response.json().error.code, response.json().error.message];
    };
    expect(await refusal(cpf({ status: 'inactive', role: 'salesperson' }))).toEqual([
      422,
      'transfer.registration_inactive',
      errorMessage('transfer.registration_inactive', 'pt-BR'),
    ]);
    expect(await refusal(cpf(null), 'es-ES')).toEqual([
      422,
      'transfer.registration_inactive',
      errorMessage('transfer.registration_inactive', 'es-ES'),
    ]);
    expect(await refusal(cpf({ status: 'active', role: 'architect' }), 'fr-FR')).toEqual([
      422,
      'transfer.role_invalid',
      errorMessage('transfer.role_invalid', 'fr-FR'),
    ]);
    expect((await refusal('123.456.789-00'))[1]).toBe('transfer.document_invalid');
    expect(await balanceOf(user.id)).toBe(100);
    expect(partner.transfers.size).toBe(1);

    const empty = await sender(0);
    const none = await send(
      { ...empty.headers, 'accept-language': 'en-US' },
      cpf({ status: 'active', role: 'dependent' }),
    );
    expect([none.statusCode, none.json().error.message]).toEqual([
      422,
      errorMessage('transfer.no_points', 'en-US'),
    ]);
  });

  it('one document sends once across accounts; a store owner may send; a learner may not', async () => {
    const first = await sender(40, 'store_owner');
    const second = await sender(60);
    const document = cpf({ status: 'active', role: 'store_owner' });
    expect((await send(first.headers, document)).json().status).toBe('sent');
    const again = await send(second.headers, document);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'transfer.document_used']);
    expect(again.json().error.message).toBe(errorMessage('transfer.document_used', 'pt-BR'));
    expect(await balanceOf(second.user.id)).toBe(60);

    const learner = await sender(10, 'learner');
    expect((await send(learner.headers, cpf())).statusCode).toBe(404);
    const noAccount = await rewardsMember(t.app, t.db, client.id, { countryId: brazil, gmin: null });
    expect((await send(noAccount.headers, cpf())).json().error.code).toBe('rewards.no_partner_account');
    const missingKey = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rewards/transfers',
      headers: first.headers,
      payload: { document },
    });
    expect([missingKey.statusCode, missingKey.json().error.code]).toEqual([
      400,
      'transfer.idempotency_key_required',
    ]);
  });
});

describe('partner failures: the saga never loses nor doubles points', () => {
  it('a refusal at delivery refunds the points exactly once, and the document may send again', async () => {
    const { user, headers } = await sender(200);
    const document = cpf();
    // registered when asked, then the partner refuses the delivery itself (the registration ended meanwhile)
    partner.faults.refuseDeliveries = 1;
    const response = await send(headers, document);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'refunded',
      refusal: errorMessage('transfer.registration_inactive', 'pt-BR'),
    });
    expect(await balanceOf(user.id)).toBe(200);
    // settling again, and the same refusal applied twice at once, refund nothing more
    await Promise.all([settleLater(), settleLater()]);
    const refunds = await t.db
      .selectFrom('point_entries')
      .select('amount')
      .where('user_id', '=', user.id)
      .where('kind', '=', 'refund')
      .execute();
    expect(refunds).toEqual([{ amount: 200 }]);
    // the request told the outcome; nothing was left for the job to tell
    expect(await settledNotices(user.id)).toEqual([]);
    // a refused transfer sent nothing: the document may send again
    expect((await send(headers, document)).json()).toMatchObject({ status: 'sent', points: 200 });
    expect(await balanceOf(user.id)).toBe(0);
  });

  it('a time-out leaves the transfer pending; the job asks the partner and confirms it', async () => {
    const { user, headers } = await sender(300);
    const document = cpf();
    partner.faults.delayMs = TIMEOUT_MS + 300;
    const response = await send(headers, document);
    expect(response.json()).toMatchObject({ status: 'pending', points: 300 });
    expect(await balanceOf(user.id)).toBe(0);
    partner.faults.delayMs = 0;
    expect(await settleLater()).toEqual({ looked: 1, settled: 1 });
    const form = await t.app.inject({ method: 'GET', url: '/api/v1/rewards/transfers', headers });
    expect(form.json().transfers[0]).toMatchObject({ status: 'sent' });
    expect(received(document)).toEqual([expect.objectContaining({ deliveries: 1, status: 'accepted' })]);
    expect(await balanceOf(user.id)).toBe(0);
    // the user hears the job settled it, with the date to redeem by
    expect(await settledNotices(user.id)).toEqual([
      expect.objectContaining({ status: 'sent', points: 300, expires_at: expect.any(String) }),
    ]);
  });

  it('a transfer the partner refuses when the job delivers it again is refunded once and the user told', async () => {
    const { user, headers } = await sender(150);
    partner.faults.unavailableDeliveries = 1;
    expect((await send(headers, cpf())).json().status).toBe('pending');
    partner.faults.refuseDeliveries = 1;
    await Promise.all([settleLater(), settleLater()]);
    expect(await balanceOf(user.id)).toBe(150);
    expect(await settledNotices(user.id)).toEqual([
      expect.objectContaining({ status: 'refunded', points: 150, expires_at: null }),
    ]);
  });

  it('a crash mid-call (received, no answer) and a partner down (never received) each settle once', async () => {
    const crashed = await sender(80);
    const down = await sender(90);
    const crashedDocument = cpf();
    const downDocument = cpf();
    partner.faults.crashAfterRecording = 1;
    expect((await send(crashed.headers, crashedDocument)).json().status).toBe('pending');
    partner.faults.unavailableDeliveries = 1;
    expect((await send(down.headers, downDocument)).json().status).toBe('pending');
    expect(received(downDocument)).toEqual([]);

    // the partner is still down for the first run: both stay pending
    partner.faults.unavailable = 2;
    expect(await settleLater()).toEqual({ looked: 2, settled: 0 });
    // two runs at once, then another: the crashed one is confirmed (never delivered again), the other delivered
    // again under its key (once: the partner answers a repeated key without applying it)
    await Promise.all([settleLater(), settleLater()]);
    await settleLater();
    const statuses = await t.db
      .selectFrom('points_transfers')
      .select('status')
      .where('document', 'in', [crashedDocument, downDocument])
      .execute();
    expect(statuses.map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(received(crashedDocument)).toEqual([
      expect.objectContaining({ deliveries: 1, status: 'accepted' }),
    ]);
    expect(received(downDocument)).toEqual([expect.objectContaining({ points: 90, status: 'accepted' })]);
    expect(await balanceOf(crashed.user.id)).toBe(0);
    expect(await balanceOf(down.user.id)).toBe(0);
    // each told once, whatever the concurrent runs
    expect(await settledNotices(crashed.user.id)).toHaveLength(1);
    expect(await settledNotices(down.user.id)).toHaveLength(1);
  });

  it('concurrent transfers by one user, of one document, or under one key never send twice', async () => {
    const first = await sender(500);
    const second = await sender(500);
    const document = cpf();
    const responses = await Promise.all([
      ...Array.from({ length: 6 }, () => send(first.headers, document)),
      ...Array.from({ length: 4 }, () => send(second.headers, document)),
      ...Array.from({ length: 4 }, () => send(first.headers, cpf())),
    ]);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const codes = new Set(responses.filter((r) => r.statusCode !== 201).map((r) => r.json().error.code));
    expect(
      [...codes].every((code) => ['transfer.document_used', 'transfer.no_points'].includes(code)),
      [...codes].join(),
    ).toBe(true);
    expect(await balanceOf(first.user.id)).toBe((await balanceOf(second.user.id)) === 0 ? 500 : 0);

    const third = await sender(70);
    const key = `same-key-${++keys}`;
    const retryDocument = cpf();
    const retries = await Promise.all(
      Array.from({ length: 5 }, () => send(third.headers, retryDocument, key)),
    );
    expect(new Set(retries.map((r) => r.json().id)).size).toBe(1);
    expect(retries.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await balanceOf(third.user.id)).toBe(0);
    const transfers = await t.db
      .selectFrom('points_transfers')
      .select('id')
      .where('user_id', 'in', [first.user.id, second.user.id, third.user.id])
      .execute();
    expect(transfers).toHaveLength(2);
  });
});
