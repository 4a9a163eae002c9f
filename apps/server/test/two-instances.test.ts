import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openPostgres } from '../src/db/connection.ts';
import { ensureWebApplication } from '../src/db/seed/applications.ts';
import { databaseListener } from '../src/platform/pubsub.ts';
import { buildClient, buildUser, type Tokens, tokenForm } from './factories.ts';
import { createTestDatabase, TEST_SECRET } from './harness.ts';
import { hasPgbouncer, startPgbouncer } from './pgbouncer.ts';
import { roundRobin } from './round-robin.ts';
import { completeUpload, partUrls, putToPartUrl, reportPart, startUpload } from './upload-fixtures.ts';

/**
 * Two app instances on one PostgreSQL behind a round-robin proxy, over real HTTP and WebSocket, as production runs
 * them behind a load balancer (docs/DEPLOY.md): each with its own pool, LISTEN connection and pg-boss workers, the
 * actor cache on, one shared upload directory (the disk store; object storage plays that part in production).
 * Twice: straight to PostgreSQL, and with the instances' pools through a PgBouncer in transaction mode (its LISTEN
 * and jobs direct). PostgreSQL only: PGlite is one process's database.
 */

const onPostgres = inject('testDatabase').kind === 'postgres';
/** The promise: a session's end takes effect on every instance within a second. */
const WITHIN_MS = 1000;

interface Instance {
  app: FastifyInstance;
  port: number;
  close(): Promise<void>;
}

/**
 * One instance: its pool on `pooledUrl` when given (a transaction-mode pooler, so prepared statements off, as
 * DATABASE_PREPARED_STATEMENTS=false says), else on the database directly; its LISTEN connection and pg-boss always
 * on the direct URL, as main.ts does with DATABASE_DIRECT_URL.
 */
async function startInstance(directUrl: string, config: Config, pooledUrl?: string): Promise<Instance> {
  const pool = await openPostgres(pooledUrl ?? directUrl, 5, () => {}, { preparedStatements: !pooledUrl });
  const app = await buildApp({
    config,
    db: pool.db,
    secret: TEST_SECRET,
    logger: false,
    serveWeb: false,
    housekeeping: false,
    listen: databaseListener({ ...pool, connectionString: directUrl }),
    jobs: { kind: 'postgres', connectionString: directUrl },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return {
    app,
    port: typeof address === 'object' && address ? address.port : 0,
    async close() {
      await app.close();
      await pool.close();
    },
  };
}

/** How the instances reach PostgreSQL: directly, and through a transaction-mode pooler when PgBouncer is here. */
const ROUTES = [
  { name: 'straight to PostgreSQL', pooled: false },
  { name: 'through PgBouncer in transaction mode', pooled: true },
] as const;

for (const { name, pooled } of ROUTES) {
  describe.runIf(onPostgres && (!pooled || hasPgbouncer()))(
    `two instances on one PostgreSQL (${name}) behind a round-robin proxy`,
    () => twoInstances(pooled),
  );
}

function twoInstances(pooled: boolean) {
  let database: DatabaseHandle;
  let pooler: Awaited<ReturnType<typeof startPgbouncer>> | null = null;
  let a: Instance;
  let b: Instance;
  let proxy: ReturnType<typeof roundRobin>;
  let base: string;
  let dataDir: string;
  let clientId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const direct = database.connectionString as string;
    if (pooled) pooler = await startPgbouncer(direct);
    dataDir = mkdtempSync(path.join(tmpdir(), 'elevar-two-instances-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      // the actor cache on, as in production: a session's end must reach the other instance's cache
      ACTOR_CACHE_MS: '60000',
      LOGIN_SLOWED_ADDRESS_DELAY_MS: '0',
    });
    await ensureWebApplication(database.db, config);
    a = await startInstance(direct, config, pooler?.urlOf(direct));
    b = await startInstance(direct, config, pooler?.urlOf(direct));
    proxy = roundRobin([a.port, b.port]);
    base = (await proxy.listen()).url;
    clientId = (
      await buildClient(database.db, { modules: ['forum', 'online_courses', 'profile'], isDefaultSite: true })
    ).id;
  });

  afterAll(async () => {
    await proxy?.close();
    await a?.close();
    await b?.close();
    await pooler?.stop();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A request through the proxy: its status, JSON answer and the instance that served it. */
  async function call(
    method: string,
    url: string,
    options: {
      tokens?: Tokens;
      json?: unknown;
      form?: string;
      body?: Buffer;
      headers?: IncomingHttpHeaders;
    } = {},
  ) {
    const headers: Record<string, string> = { 'accept-language': 'en-US' };
    if (options.tokens) headers.authorization = `Bearer ${options.tokens.access_token}`;
    let body: string | Buffer | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = options.form;
    } else if (options.body) body = options.body;
    for (const [name, value] of Object.entries(options.headers ?? {}))
      if (value) headers[name] = String(value);
    const response = await fetch(`${base}${url}`, { method, headers, ...(body ? { body } : {}) });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : undefined,
      instance: proxy.served.at(-1),
    };
  }

  async function signIn(username: string, password: string): Promise<Tokens> {
    const answer = await call('POST', '/o/token/', {
      form: tokenForm({ grant_type: 'password', username, password }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as Tokens;
  }

  /** A socket to one instance directly (not through the proxy), collecting its messages. */
  async function socketOn(instance: Instance, tokens: Tokens) {
    const ws = new WebSocket(
      `ws://127.0.0.1:${instance.port}/ws?token=${encodeURIComponent(tokens.user_firebase_token)}`,
    );
    const messages: Record<string, unknown>[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(data.toString())));
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      ws.on('message', () => resolve());
      ws.on('error', reject);
    });
    const until = async (done: (message: Record<string, unknown>) => boolean) => {
      const deadline = performance.now() + 10_000;
      while (performance.now() < deadline) {
        const found = messages.find(done);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no such message arrived; got ${JSON.stringify(messages)}`);
    };
    return { ws, messages, until, closed };
  }

  /** Asks `ask` until `done` holds, for at most WITHIN_MS; the last answer. */
  async function withinASecond<T>(ask: () => Promise<T>, done: (answer: T) => boolean): Promise<T> {
    const deadline = performance.now() + WITHIN_MS;
    let answer = await ask();
    while (!done(answer) && performance.now() < deadline) answer = await ask();
    return answer;
  }

  it('signs a user in through one instance and keeps them working through the other', async () => {
    const user = await buildUser(database.db, { clients: [{ id: clientId }] });
    const tokens = await signIn(user.username, user.password);
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await call('GET', '/api/v1/session', { tokens }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.user.id))).toEqual(new Set([user.id]));
    expect(new Set(answers.map((answer) => answer.instance))).toEqual(new Set([a.port, b.port]));
  });

  it('brings a forum reply written through one instance to the topic author’s socket on the other', async () => {
    const author = await buildUser(database.db, { clients: [{ id: clientId, role: 'learner' }] });
    const replier = await buildUser(database.db, { clients: [{ id: clientId, role: 'learner' }] });
    const authorTokens = await signIn(author.username, author.password);
    const replierTokens = await signIn(replier.username, replier.password);
    const topic = await call('POST', '/api/v1/forum/topics', {
      tokens: authorTokens,
      json: { title: 'Opening hours', body: '<p>Who opens on Sunday?</p>' },
    });
    expect(topic.status).toBe(201);
    for (const [own, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const socket = await socketOn(own, authorTokens);
      // the reply goes to the other instance directly, so it is never the one holding the socket
      const reply = await other.app.inject({
        method: 'POST',
        url: `/api/v1/forum/topics/${topic.body.id}/replies`,
        headers: { authorization: `Bearer ${replierTokens.access_token}` },
        payload: { body: `<p>@${author.username} I do, from ${own.port}</p>` },
      });
      expect(reply.statusCode).toBe(201);
      const heard = await socket.until((message) => message.type === 'notification');
      expect(heard).toMatchObject({
        type: 'notification',
        client_id: clientId,
        notification: { kind: 'forum_mention', data: { topic_id: topic.body.id } },
      });
      socket.ws.close();
    }
  });

  it('runs a scheduled job once when both instances send it at the same moment', async () => {
    const queue = 'certificates-issue-missing';
    const [first, second] = await Promise.all(
      [a, b].map((instance) => instance.app.jobs?.boss.send(queue, null) ?? Promise.resolve(null)),
    );
    // a stately queue takes one waiting job: whichever instance came second was told so
    expect([first, second].filter((id) => id !== null)).toHaveLength(1);
    const deadline = performance.now() + 15_000;
    let states: string[] = [];
    while (performance.now() < deadline) {
      const rows = await database.db
        .withSchema('pgboss')
        .selectFrom('job' as never)
        .select('state' as never)
        .where('name' as never, '=', queue as never)
        .execute();
      states = (rows as { state: string }[]).map((row) => row.state);
      if (states.length > 0 && states.every((state) => state === 'completed')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(states).toEqual(['completed']);
  });

  it('counts failed logins against an account across both instances', async () => {
    const user = await buildUser(database.db, { clients: [{ id: clientId }] });
    const attempt = (password: string) =>
      call('POST', '/o/token/', {
        form: tokenForm({ grant_type: 'password', username: user.username, password }),
      });
    const failures = [];
    for (let i = 0; i < 5; i += 1) failures.push(await attempt('not-the-password'));
    expect(failures.map((failure) => failure.status)).toEqual([400, 400, 400, 400, 400]);
    expect(new Set(failures.map((failure) => failure.instance))).toEqual(new Set([a.port, b.port]));
    // the right password now waits, on either instance: the five failures were counted together
    const [onOne, onOther] = [await attempt(user.password), await attempt(user.password)];
    expect([onOne.status, onOther.status]).toEqual([429, 429]);
    expect(onOne.instance).not.toBe(onOther.instance);
  });

  it('ends a session on both instances within a second of a logout through one of them', async () => {
    const user = await buildUser(database.db, { clients: [{ id: clientId }] });
    const tokens = await signIn(user.username, user.password);
    // both instances hold the user's actor in their caches
    const warm = [
      await call('GET', '/api/v1/session', { tokens }),
      await call('GET', '/api/v1/session', { tokens }),
    ];
    expect(warm.map((answer) => answer.status)).toEqual([200, 200]);
    const socket = await socketOn(b, tokens);
    const out = await a.app.inject({
      method: 'POST',
      url: '/api/v1/session/logout',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(out.statusCode).toBe(200);
    const onB = await withinASecond(
      () =>
        b.app.inject({
          method: 'GET',
          url: '/api/v1/session',
          headers: { authorization: `Bearer ${tokens.access_token}` },
        }),
      (answer) => answer.statusCode === 401,
    );
    expect(onB.statusCode).toBe(401);
    expect(
      await Promise.race([
        socket.closed,
        new Promise((resolve) => setTimeout(() => resolve('open'), WITHIN_MS)),
      ]),
    ).toBe(4401);
  });

  it('completes an upload on one instance whose chunks went through the other', async () => {
    const author = await buildUser(database.db, { clients: [{ id: clientId, role: 'instructor' }] });
    const tokens = await signIn(author.username, author.password);
    const size = 100 * 1024;
    const pdf = Buffer.alloc(size, 0x20);
    pdf.write('%PDF-1.4\n', 0, 'latin1');
    pdf.write('\n%%EOF\n', size - 7, 'latin1');
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    const started = await startUpload(a.app, headers, {
      name: 'handbook.pdf',
      size,
      kind: 'pdf',
      chunk_size: 64 * 1024,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { id, chunk_count } = started.body;
    expect(chunk_count).toBe(2);
    // each chunk's URL asked of one instance, its bytes sent to and reported through the other
    for (const [index, asked, other] of [
      [0, a, b],
      [1, b, a],
    ] as const) {
      const urls = await partUrls(asked.app, headers, id, [index]);
      const sent = await putToPartUrl(
        other.app,
        urls.body.parts[0]?.url ?? '',
        pdf.subarray(index * 64 * 1024, (index + 1) * 64 * 1024),
      );
      expect(sent.status).toBe(200);
      expect((await reportPart(asked.app, headers, id, index, sent.etag ?? '')).status).toBe(200);
    }
    const done = await completeUpload(b.app, headers, id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const { url } = done.body;
    const file = await a.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });
}
