import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildClient, login, type Tokens } from '../../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import {
  buildAccount,
  codeIn,
  lastMessage,
  nextAddress,
  postJson,
} from '../../../../test/recovery-helpers.ts';

let t: TestContext;
let clientId: number;

beforeAll(async () => {
  t = await createTestContext();
  clientId = (await buildClient(t.db)).id;
});
afterAll(() => t.close());

const URL = '/api/v1/profile/phone-verification';

async function signedIn(options: { phone?: string | null } = {}) {
  const user = await buildAccount(t.db, { clients: [{ id: clientId }], ...options });
  return { ...user, tokens: await login(t.app, user.username, user.password) };
}

function status(tokens: Tokens) {
  return t.app.inject({ method: 'GET', url: URL, headers: bearer(tokens) });
}

function send(
  tokens: Tokens,
  phone: string,
  options: { address?: string; channel?: 'sms' | 'whatsapp' } = {},
) {
  return postJson(
    t.app,
    `${URL}/send`,
    { phone, channel: options.channel ?? 'sms' },
    { address: options.address ?? nextAddress(), headers: bearer(tokens) },
  );
}

function confirm(tokens: Tokens, requestId: string, code: string) {
  return postJson(t.app, `${URL}/confirm`, { request_id: requestId, code }, { headers: bearer(tokens) });
}

/** Sends a code to `phone` and reads it from the outbox (`to` is the phone as the server normalised it). */
async function sentCode(tokens: Tokens, phone: string, to: string) {
  const response = await send(tokens, phone);
  expect(response.statusCode).toBe(200);
  return {
    requestId: response.json().request_id as string,
    code: codeIn((await lastMessage(t.db, to))?.body ?? ''),
  };
}

let phoneSequence = 0;
/** A new national mobile number as a person types it, and the digits the server keeps. */
function newPhone() {
  phoneSequence += 1;
  const digits = `2199${String(1_000_000 + phoneSequence).padStart(7, '0')}`;
  return { typed: `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`, digits };
}

describe('phone verification', () => {
  it('verifies a new phone end to end; the countdown survives reloads', async () => {
    const user = await signedIn();
    expect((await status(user.tokens)).json()).toEqual({
      phone: user.phone,
      verified: false,
      resend_in: 0,
      request_id: null,
    });

    const phone = newPhone();
    const sent = await send(user.tokens, phone.typed);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ request_id: expect.any(String), resend_in: 300, expires_in: 600 });
    const message = await lastMessage(t.db, phone.digits);
    expect(message).toMatchObject({ channel: 'sms', template: 'phone_verification_code', user_id: user.id });
    expect(message?.body).toContain('10 minutos');

    t.clock.advance(100_000);
    expect((await status(user.tokens)).json()).toEqual({
      phone: user.phone,
      verified: false,
      resend_in: 200,
      request_id: sent.json().request_id,
    });

    const confirmed = await confirm(user.tokens, sent.json().request_id, codeIn(message?.body ?? ''));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      phone: phone.digits,
      verified: true,
      resend_in: 200,
      request_id: null,
    });
    expect((await status(user.tokens)).json()).toMatchObject({ phone: phone.digits, verified: true });
  });

  it('rejects an invalid phone with a field error', async () => {
    const user = await signedIn();
    const response = await send(user.tokens, '12-34');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'common.validation',
      details: [{ field: 'phone', message: 'Telefone inválido' }],
    });
  });

  it('holds a resend for the cooldown with Retry-After, then allows it', async () => {
    const user = await signedIn();
    expect((await send(user.tokens, newPhone().typed)).statusCode).toBe(200);
    const early = await send(user.tokens, newPhone().typed);
    expect(early.statusCode).toBe(429);
    expect(early.json().error.code).toBe('account.code_cooldown');
    expect(early.headers['retry-after']).toBe('300');
    t.clock.advance(299_000);
    expect((await send(user.tokens, newPhone().typed)).headers['retry-after']).toBe('1');
    t.clock.advance(1000);
    expect((await send(user.tokens, newPhone().typed)).statusCode).toBe(200);
  });

  it("accepts only the user's own request, a right code, once, before it expires", async () => {
    const user = await signedIn();
    const someone = await signedIn();
    const phone = newPhone();
    const mine = await sentCode(user.tokens, phone.typed, phone.digits);
    const theirPhone = newPhone();
    const theirs = await sentCode(someone.tokens, theirPhone.typed, theirPhone.digits);

    const refused = [
      await confirm(user.tokens, theirs.requestId, theirs.code),
      await confirm(
        user.tokens,
        mine.requestId,
        String((Number(mine.code) + 1) % 1_000_000).padStart(6, '0'),
      ),
      await confirm(user.tokens, 'no-such-request', mine.code),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('account.code_invalid');
    }
    expect((await status(user.tokens)).json()).toMatchObject({ phone: user.phone, verified: false });

    expect((await confirm(user.tokens, mine.requestId, mine.code)).statusCode).toBe(200);
    expect((await confirm(user.tokens, mine.requestId, mine.code)).json().error.code).toBe(
      'account.code_invalid',
    );
    expect((await status(someone.tokens)).json()).toMatchObject({ phone: someone.phone, verified: false });

    t.clock.advance(600_000);
    const late = await confirm(someone.tokens, theirs.requestId, theirs.code);
    expect(late.json().error.code).toBe('account.code_invalid');
    expect((await status(someone.tokens)).json().request_id).toBeNull();
  });

  it('does not accept a password recovery code', async () => {
    const user = await signedIn();
    const recovery = await postJson(t.app, '/send_recover_password_code/', {
      document: user.document,
      phone: user.phone,
      channel: 'sms',
    });
    expect(recovery.statusCode).toBe(200);
    const code = codeIn((await lastMessage(t.db, user.phone))?.body ?? '');
    const response = await confirm(user.tokens, recovery.json().request_id, code);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('account.code_invalid');
  });

  it('limits sends to one phone across accounts', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      const user = await signedIn();
      expect((await send(user.tokens, phone.typed)).statusCode).toBe(200);
    }
    const sixth = await signedIn();
    const response = await send(sixth.tokens, phone.typed);
    expect(response.statusCode).toBe(429);
    expect(response.json().error.code).toBe('common.rate_limited');
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const response = await postJson(t.app, `${URL}/send`, { phone: newPhone().typed, channel: 'sms' });
    expect(response.statusCode).toBe(401);
  });
});
