import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, login } from '../../../../test/factories.ts';
import {
  createTestContext,
  createTestDatabase,
  TEST_SECRET,
  type TestContext,
} from '../../../../test/harness.ts';
import {
  buildAccount,
  codeIn,
  countMessages,
  lastMessage,
  nextAddress,
  postJson,
} from '../../../../test/recovery-helpers.ts';
import { buildApp } from '../../../app.ts';
import type { DatabaseHandle } from '../../../db/connection.ts';
import { ensureWebApplication } from '../../../db/seed/applications.ts';

let t: TestContext;
let clientId: number;

beforeAll(async () => {
  t = await createTestContext();
  clientId = (await buildClient(t.db)).id;
});
afterAll(() => t.close());

const account = (options: Parameters<typeof buildAccount>[1] = {}) =>
  buildAccount(t.db, { clients: [{ id: clientId }], ...options });

function lookUp(document: string, address = nextAddress()) {
  return postJson(t.app, '/get_phone_number_with_document/', { document }, { address });
}

function sendCode(
  user: { document: string; phone: string },
  options: { channel?: 'sms' | 'whatsapp'; phone?: string; address?: string } = {},
) {
  return postJson(
    t.app,
    '/send_recover_password_code/',
    { document: user.document, phone: options.phone ?? user.phone, channel: options.channel ?? 'sms' },
    { address: options.address ?? nextAddress() },
  );
}

function validate(requestId: string, code: string) {
  return postJson(t.app, '/validate_recover_password_code/', { request_id: requestId, code });
}

/** Sends a code and reads it from the outbox, as an operator would. */
async function sentCode(user: { document: string; phone: string }) {
  const response = await sendCode(user);
  expect(response.statusCode).toBe(200);
  const message = await lastMessage(t.db, user.phone);
  return { requestId: response.json().request_id as string, code: codeIn(message?.body ?? '') };
}

/** Another six-digit code than `code`. */
const wrong = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

const expectError = (response: { statusCode: number; json(): unknown }, status: number, code: string) => {
  expect(response.statusCode).toBe(status);
  expect((response.json() as { error: { code: string } }).error.code).toBe(code);
};

describe('get_phone_number_with_document/', () => {
  it('masks the registered phone to its last two digits and offers both channels', async () => {
    const user = await account({ phone: '+55 (11) 98765-4321' });
    const response = await lookUp(
      ` ${user.document.slice(0, 3)}.${user.document.slice(3, 6)}.${user.document.slice(6, 9)}-${user.document.slice(9)} `,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ masked_phone: '+***********21', channels: ['sms', 'whatsapp'] });
  });

  it('matches generic documents without case, and tells no_access and no_phone apart', async () => {
    const user = await account({ document: 'AB12345CD' });
    expect((await lookUp('ab-12345-cd')).statusCode).toBe(200);
    expectError(await lookUp('00000000000'), 404, 'auth.no_access');
    const phoneless = await account({ phone: null });
    expectError(await lookUp(phoneless.document), 422, 'account.no_phone');
    expectError(await sendCode({ ...phoneless, phone: user.phone }), 422, 'account.no_phone');
    const blocked = await account({ status: 'blocked' });
    expectError(await lookUp(blocked.document), 404, 'auth.no_access');
  });

  it('limits look-ups per address', async () => {
    const user = await account();
    const address = nextAddress();
    for (let i = 0; i < 30; i++) expect((await lookUp(user.document, address)).statusCode).toBe(200);
    expectError(await lookUp(user.document, address), 429, 'common.rate_limited');
    expectError(await sendCode(user, { address }), 429, 'common.rate_limited');
  });
});

describe('send_recover_password_code/', () => {
  it('needs the registered phone, typed with or without its country code', async () => {
    const user = await account();
    expectError(await sendCode(user, { phone: '+5511900000000' }), 422, 'account.phone_mismatch');
    expect(await countMessages(t.db, user.phone)).toBe(0);
    const national = await sendCode(user, { phone: `(${user.phone.slice(3, 5)}) ${user.phone.slice(5)}` });
    expect(national.statusCode).toBe(200);
    expect(national.json()).toEqual({ request_id: expect.any(String), resend_in: 300, expires_in: 600 });
  });

  it('sends the code by WhatsApp in the user language', async () => {
    const user = await account({ languageId: 3 });
    expect((await sendCode(user, { channel: 'whatsapp' })).statusCode).toBe(200);
    const message = await lastMessage(t.db, user.phone);
    expect(message).toMatchObject({
      channel: 'whatsapp',
      template: 'password_recovery_code',
      user_id: user.id,
    });
    expect(message?.body).toMatch(
      /^Elevar: tu código para restablecer la contraseña es \d{6}\. Vale por 10 minutos/,
    );
  });

  it('holds a resend for the cooldown, with Retry-After, and allows it once elapsed', async () => {
    const user = await account();
    expect((await sendCode(user)).statusCode).toBe(200);
    const early = await sendCode(user);
    expectError(early, 429, 'account.code_cooldown');
    expect(early.headers['retry-after']).toBe('300');
    t.clock.advance(120_000);
    expect((await sendCode(user)).headers['retry-after']).toBe('180');
    t.clock.advance(180_000);
    expect((await sendCode(user)).statusCode).toBe(200);
    expect(await countMessages(t.db, user.phone)).toBe(2);
  });

  it('limits sends per phone and per address, each hour', async () => {
    const user = await account();
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(user)).statusCode).toBe(200);
      t.clock.advance(300_000);
    }
    expectError(await sendCode(user), 429, 'common.rate_limited');
    t.clock.advance(3600_000);
    expect((await sendCode(user)).statusCode).toBe(200);

    const address = nextAddress();
    for (let i = 0; i < 10; i++) expect((await sendCode(await account(), { address })).statusCode).toBe(200);
    const eleventh = await account();
    expectError(await sendCode(eleventh, { address }), 429, 'common.rate_limited');
    expect(await countMessages(t.db, eleventh.phone)).toBe(0);
  });

  it('answers code_send_failed when the code cannot be recorded, without starting the cooldown', async () => {
    const user = await account();
    await t.db.schema.alterTable('outbox_messages').renameTo('outbox_messages_paused').execute();
    try {
      expectError(await sendCode(user), 503, 'account.code_send_failed');
    } finally {
      await t.db.schema.alterTable('outbox_messages_paused').renameTo('outbox_messages').execute();
    }
    expect((await sendCode(user)).statusCode).toBe(200);
  });
});

describe('validate_recover_password_code/', () => {
  it('turns a right code into a recovery link that sets the password', async () => {
    const user = await account();
    const { requestId, code } = await sentCode(user);
    const response = await validate(requestId, code);
    expect(response.statusCode).toBe(200);
    const link = response.json();
    expect(link).toEqual({ username: user.username, uidb64: expect.any(String), token: expect.any(String) });
    const status = await t.app.inject({ method: 'GET', url: '/api/v1/accounts/password-link', query: link });
    expect(status.json()).toMatchObject({ username: user.username, purpose: 'recover' });
    const set = await postJson(t.app, '/api/v1/accounts/set-password', {
      ...link,
      password: 'Abcdef123',
      password_confirmation: 'Abcdef123',
    });
    expect(set.statusCode).toBe(200);
    await expect(login(t.app, user.username, 'Abcdef123')).resolves.toHaveProperty('access_token');
  });

  it('works once', async () => {
    const user = await account();
    const { requestId, code } = await sentCode(user);
    const results = await Promise.all([validate(requestId, code), validate(requestId, code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expectError(await validate(requestId, code), 422, 'account.code_invalid');
  });

  it('expires after its lifetime', async () => {
    const user = await account();
    const { requestId, code } = await sentCode(user);
    t.clock.advance(600_000);
    expectError(await validate(requestId, code), 422, 'account.code_invalid');
  });

  it('dies after five wrong tries; four wrong tries still leave the right one', async () => {
    const user = await account();
    const dead = await sentCode(user);
    for (let i = 1; i <= 5; i++)
      expectError(await validate(dead.requestId, wrong(dead.code, i)), 422, 'account.code_invalid');
    expectError(await validate(dead.requestId, dead.code), 422, 'account.code_invalid');

    t.clock.advance(300_000);
    const alive = await sentCode(user);
    for (let i = 1; i <= 4; i++) await validate(alive.requestId, wrong(alive.code, i));
    expect((await validate(alive.requestId, alive.code)).statusCode).toBe(200);
  });

  it('works only with the request that asked for it', async () => {
    const a = await account();
    const b = await account();
    const first = await sentCode(a);
    const other = await sentCode(b);
    t.clock.advance(300_000);
    const second = await sentCode(a);
    expectError(await validate(other.requestId, first.code), 422, 'account.code_invalid');
    expectError(await validate(second.requestId, first.code), 422, 'account.code_invalid');
    expectError(await validate('made-up-request-id', first.code), 422, 'account.code_invalid');
    expect((await validate(first.requestId, first.code)).json().username).toBe(a.username);
    expect((await validate(other.requestId, other.code)).json().username).toBe(b.username);
  });
});

describe('delivery through a provider', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    await ensureWebApplication(database.db, t.config);
    const failing = {
      deliver: async () => {
        throw new Error('provider unavailable');
      },
    };
    app = await buildApp({
      config: t.config,
      db: database.db,
      secret: TEST_SECRET,
      clock: t.clock,
      logger: false,
      serveWeb: false,
      housekeeping: false,
      transports: { sms: failing },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers code_send_failed when the provider refuses, and the person may try again at once', async () => {
    const client = await buildClient(database.db);
    const user = await buildAccount(database.db, { clients: [client] });
    const send = () =>
      postJson(app, '/send_recover_password_code/', {
        document: user.document,
        phone: user.phone,
        channel: 'sms',
      });
    expectError(await send(), 503, 'account.code_send_failed');
    const second = await send();
    expectError(second, 503, 'account.code_send_failed');
    expect(second.headers['retry-after']).toBeUndefined();
    expect((await lastMessage(database.db, user.phone))?.status).toBe('failed');
  });
});
