import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testClock } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import { smtpTransport } from './mail.ts';
import { createMessenger, type OutgoingMessage, type Transport, transportsFromConfig } from './messaging.ts';
import { httpSmsTransport } from './sms.ts';

let database: DatabaseHandle;
const clock = testClock();

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const email: OutgoingMessage = {
  channel: 'email',
  to: 'ana.souza@example.test',
  subject: 'Cadastro aprovado – Programa Ação',
  body: 'Olá, Ana!\n\nSeu cadastro foi aprovado. Você já pode entrar:\nhttp://localhost:3000/?client=acme',
  template: 'account_approved',
};
const sms: OutgoingMessage = {
  channel: 'sms',
  to: '+5511912345678',
  body: 'Seu código: 123456',
  template: 'password_recovery_code',
};

async function outboxRow(id: number) {
  return database.db
    .selectFrom('outbox_messages')
    .select(['status', 'error', 'sent_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Records then delivers one message, as services do around their transaction. */
async function send(transports: { email?: Transport; sms?: Transport }, message: OutgoingMessage) {
  const messenger = createMessenger({ db: database.db, clock, ...transports });
  const id = await messenger.record(database.db, message);
  await messenger.deliver([id]);
  return outboxRow(id);
}

// --- a real SMTP server on 127.0.0.1 --------------------------------------------------------------------------

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          from: mailFrom ? mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) of a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = Buffer.from(text.replace(/=\r?\n/g, ''), 'latin1').toString('latin1');
  return Buffer.from(
    bytes.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** The headers (unfolded, lower-case names) and the decoded text body of a single-part message. */
function parseMail(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoded = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const body =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(encoded)
      : encoding === 'base64'
        ? Buffer.from(encoded, 'base64').toString('utf8')
        : Buffer.from(encoded, 'latin1').toString('utf8');
  return { headers, body: body.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

describe('messenger without a transport', () => {
  it('keeps e-mail and SMS in the outbox as stored: the row is the delivery', async () => {
    for (const message of [email, sms]) {
      const row = await send({}, message);
      expect(row).toEqual({ status: 'stored', error: null, sent_at: null });
    }
  });
});

describe('SMTP transport', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  afterEach(() => {
    smtp.received.length = 0;
  });

  it('delivers a text e-mail with its recipient, sender, subject and body, and marks the row sent', async () => {
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'Elevar <no-reply@elevar.test>');
    const row = await send({ email: transport }, email);
    expect(row.status).toBe('sent');
    expect(row.error).toBeNull();
    expect(row.sent_at).toEqual(clock.now());

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['ana.souza@example.test']);
    expect(mail?.from).toBe('no-reply@elevar.test');
    const { headers, body } = parseMail(mail?.raw ?? '');
    expect(headers.get('to')).toBe('ana.souza@example.test');
    expect(decodeHeader(headers.get('from') ?? '')).toBe('Elevar <no-reply@elevar.test>');
    expect(decodeHeader(headers.get('subject') ?? '')).toBe(email.subject);
    expect(headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/i);
    expect(body).toBe(email.body);
  });

  it('marks the row failed with the error when the server refuses the connection, without throwing', async () => {
    const closed = await startSmtpServer();
    await closed.close();
    const transport = smtpTransport(`smtp://127.0.0.1:${closed.port}`, 'no-reply@elevar.test');
    const row = await send({ email: transport }, email);
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/ECONNREFUSED/);
    expect(row.sent_at).toBeNull();
  });

  it('does not send a message twice: a delivered row is no longer stored', async () => {
    const messenger = createMessenger({
      db: database.db,
      clock,
      email: smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'no-reply@elevar.test'),
    });
    const id = await messenger.record(database.db, email);
    await messenger.deliver([id]);
    await messenger.deliver([id]);
    expect(smtp.received).toHaveLength(1);
  });
});

// --- a real HTTP SMS provider on 127.0.0.1 ----------------------------------------------------------------------

interface ProviderCall {
  method: string | undefined;
  headers: IncomingHttpHeaders;
  body: unknown;
}

async function startSmsProvider(status: number) {
  const calls: ProviderCall[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({
        method: request.method,
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status < 300 ? '{"id":"msg-1"}' : '{"error":"quota exceeded"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    calls,
    url: `http://127.0.0.1:${port}/messages`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('HTTP SMS transport', () => {
  it('POSTs the message as JSON with the bearer token and marks the row sent', async () => {
    const provider = await startSmsProvider(202);
    try {
      const row = await send({ sms: httpSmsTransport(provider.url, 'provider-token') }, sms);
      expect(row.status).toBe('sent');
      expect(provider.calls).toHaveLength(1);
      const [call] = provider.calls;
      expect(call?.method).toBe('POST');
      expect(call?.headers.authorization).toBe('Bearer provider-token');
      expect(call?.headers['content-type']).toBe('application/json');
      expect(call?.body).toEqual({ to: '+5511912345678', channel: 'sms', body: 'Seu código: 123456' });
    } finally {
      await provider.close();
    }
  });

  it('sends WhatsApp through the same provider, without authorization when no token is set', async () => {
    const provider = await startSmsProvider(200);
    try {
      const row = await send(
        { sms: httpSmsTransport(provider.url, undefined) },
        { ...sms, channel: 'whatsapp' },
      );
      expect(row.status).toBe('sent');
      expect(provider.calls[0]?.headers.authorization).toBeUndefined();
      expect(provider.calls[0]?.body).toMatchObject({ channel: 'whatsapp' });
    } finally {
      await provider.close();
    }
  });

  it('marks the row failed with the status when the provider answers non-2xx', async () => {
    const provider = await startSmsProvider(503);
    try {
      const row = await send({ sms: httpSmsTransport(provider.url, 'provider-token') }, sms);
      expect(row.status).toBe('failed');
      expect(row.error).toContain('503');
      expect(row.error).toContain('quota exceeded');
    } finally {
      await provider.close();
    }
  });

  it('leaves e-mail in the outbox when only SMS is configured', async () => {
    const provider = await startSmsProvider(200);
    try {
      const row = await send({ sms: httpSmsTransport(provider.url, undefined) }, email);
      expect(row.status).toBe('stored');
      expect(provider.calls).toHaveLength(0);
    } finally {
      await provider.close();
    }
  });
});

describe('transportsFromConfig', () => {
  it('builds no transport without SMTP_URL and SMS_URL', async () => {
    expect(await transportsFromConfig(loadConfig({ NODE_ENV: 'test' }))).toEqual({});
  });

  it('builds working SMTP and SMS transports from SMTP_URL, MAIL_FROM, SMS_URL and SMS_TOKEN', async () => {
    const smtp = await startSmtpServer();
    const provider = await startSmsProvider(200);
    try {
      const transports = await transportsFromConfig(
        loadConfig({
          NODE_ENV: 'test',
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          MAIL_FROM: 'Programa <programa@elevar.test>',
          SMS_URL: provider.url,
          SMS_TOKEN: 'configured-token',
        }),
      );
      expect((await send(transports, email)).status).toBe('sent');
      expect((await send(transports, sms)).status).toBe('sent');
      expect(smtp.received[0]?.from).toBe('programa@elevar.test');
      expect(provider.calls[0]?.headers.authorization).toBe('Bearer configured-token');
    } finally {
      await smtp.close();
      await provider.close();
    }
  });
});
