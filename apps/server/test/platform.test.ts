import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildClient, buildUser, login } from './factories.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('health and API documentation', () => {
  it('GET /health answers ok', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI UI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger-ui');
  });

  it('/api/docs/json is an OpenAPI document of the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Elevar API');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/o/token/', '/api/v1/session', '/api/v1/login-params']),
    );
    expect(document.paths['/o/token/'].post.requestBody.content).toHaveProperty(
      'application/x-www-form-urlencoded',
    );
    expect(document.paths['/api/v1/session'].get.responses).toHaveProperty('200');
    // internal routes stay out of the public document
    expect(document.paths).not.toHaveProperty('/health');
    expect(document.paths).not.toHaveProperty('/ws');
  });
});

describe('security headers', () => {
  it('sends a strict content security policy and nosniff', async () => {
    for (const url of ['/health', '/api/v1/login-params', '/api/v1/nothing-here']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      const directives = csp.split(';').map((d) => d.trim());
      expect(directives).toContain("default-src 'self'");
      expect(directives).toContain("frame-ancestors 'none'");
      expect(directives).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('errors outside any route', () => {
  it('an unknown /api/v1 path answers 404 with the localized envelope', async () => {
    const portuguese = await t.app.inject({ method: 'GET', url: '/api/v1/does-not-exist' });
    expect(portuguese.statusCode).toBe(404);
    expect(portuguese.json()).toEqual({
      error: { code: 'common.not_found', message: 'Não encontrado ou não possui permissão para acessar.' },
    });
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/v1/does-not-exist',
      headers: { 'accept-language': 'en-US' },
      payload: {},
    });
    expect(english.statusCode).toBe(404);
    expect(english.json().error).toEqual({
      code: 'common.not_found',
      message: 'Not found or you do not have permission to access it.',
    });
  });

  it('a body that is not valid JSON answers 400 with the envelope', async () => {
    const client = await buildClient(t.db);
    const user = await buildUser(t.db, { clients: [{ id: client.id }] });
    const tokens = await login(t.app, user.username, user.password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/language',
      headers: { ...bearer(tokens), 'content-type': 'application/json', 'accept-language': 'es-ES' },
      payload: '{"language_id": 2',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'common.malformed_request',
        message: 'Lo enviado llegó incompleto o mal formado. Inténtalo de nuevo.',
      },
    });
    // nothing was changed
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: bearer(tokens) });
    expect(session.json().language.code).toBe('pt-BR');
  });
});

describe('request schema errors', () => {
  it('name each field with a text in the request language, never the schema library English', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/register',
      headers: { 'accept-language': 'es-ES' },
      payload: {
        variant: 'nope',
        fields: { name: 'x'.repeat(1001) },
        email_confirmation: '',
        password: 'x',
        password_confirmation: 'x',
        accepted_terms: true,
      },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('common.validation');
    expect(error.details).toEqual(
      expect.arrayContaining([
        { field: 'variant', message: 'Valor inválido' },
        { field: 'fields.name', message: 'Tu texto tiene más de 256 caracteres' },
        { field: 'confirmed_adult', message: 'Campo obligatorio' },
      ]),
    );
  });
});

interface SocketResult {
  first: Promise<string>;
  closed: Promise<{ code: number; reason: string }>;
  socket: Awaited<ReturnType<FastifyInstance['injectWS']>>;
}

/** Opens /ws in-process, listening before the upgrade so the first message cannot be missed. */
async function openSocket(query: string): Promise<SocketResult> {
  let first!: Promise<string>;
  let closed!: Promise<{ code: number; reason: string }>;
  // injectWS fakes the upgrade request without a socket; the rate limiter keys on the peer address
  const upgrade = { socket: { remoteAddress: '127.0.0.1' } } as unknown as Partial<IncomingMessage>;
  const socket = await t.app.injectWS(`/ws${query}`, upgrade, {
    onInit(ws) {
      first = new Promise((resolve) => ws.once('message', (data) => resolve(data.toString())));
      closed = new Promise((resolve) =>
        ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
      );
    },
  });
  return { first, closed, socket };
}

/** How the server answered a socket: closed it (code, reason) or greeted it (code 0, the message). */
async function outcome(result: SocketResult) {
  try {
    return await Promise.race([
      result.closed,
      result.first.then((message) => ({ code: 0, reason: message })),
    ]);
  } finally {
    result.socket.terminate();
  }
}

describe('realtime socket /ws', () => {
  it('greets a client holding a valid user_firebase_token with a ready message', async () => {
    const client = await buildClient(t.db);
    const user = await buildUser(t.db, { clients: [{ id: client.id }] });
    const tokens = await login(t.app, user.username, user.password);

    const { first, socket, closed } = await openSocket(
      `?token=${encodeURIComponent(tokens.user_firebase_token)}`,
    );
    try {
      expect(JSON.parse(await first)).toEqual({ type: 'ready', user_id: user.id });
      const pong = new Promise((resolve) => socket.once('message', (data) => resolve(data.toString())));
      socket.send('ping');
      expect(await pong).toBe('pong');
    } finally {
      socket.terminate();
    }
    await closed;
  });

  it.each([
    ['no token', ''],
    ['a garbage token', '?token=garbage'],
    ['an access token instead of the realtime one', 'ACCESS'],
  ])('closes with 4401 for %s', async (_label, query) => {
    let q = query;
    if (query === 'ACCESS') {
      const client = await buildClient(t.db);
      const user = await buildUser(t.db, { clients: [{ id: client.id }] });
      q = `?token=${(await login(t.app, user.username, user.password)).access_token}`;
    }
    expect(await outcome(await openSocket(q))).toEqual({ code: 4401, reason: 'unauthenticated' });
  });

  it('closes with 4401 for a realtime token signed with another secret', async () => {
    const client = await buildClient(t.db);
    const user = await buildUser(t.db, { clients: [{ id: client.id }] });
    const [header, , signature] = (
      await login(t.app, user.username, user.password)
    ).user_firebase_token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 1, aud: 'realtime', exp: 4_102_444_800 })).toString(
      'base64url',
    );
    expect((await outcome(await openSocket(`?token=${header}.${forged}.${signature}`))).code).toBe(4401);
  });

  it("closes with 4401 for a realtime token that expired on the app's clock", async () => {
    const client = await buildClient(t.db);
    const user = await buildUser(t.db, { clients: [{ id: client.id }] });
    const tokens = await login(t.app, user.username, user.password);
    const start = t.clock.now();
    t.clock.advance((t.config.ACCESS_TOKEN_TTL_SECONDS + 60) * 1000);
    try {
      const socket = await openSocket(`?token=${encodeURIComponent(tokens.user_firebase_token)}`);
      expect((await outcome(socket)).code).toBe(4401);
    } finally {
      t.clock.set(start);
    }
  });

  it('closes with 4401 once the session behind the token has logged out', async () => {
    const client = await buildClient(t.db);
    const user = await buildUser(t.db, { clients: [{ id: client.id }] });
    const tokens = await login(t.app, user.username, user.password);
    await t.app.inject({ method: 'POST', url: '/api/v1/session/logout', headers: bearer(tokens) });
    const socket = await openSocket(`?token=${encodeURIComponent(tokens.user_firebase_token)}`);
    expect((await outcome(socket)).code).toBe(4401);
  });
});
