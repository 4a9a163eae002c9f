import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/connection.ts';
import { buildUser } from './factories.ts';

/** Test helpers of the recovery and phone-verification flows: accounts with a document and phone, the outbox. */

let sequence = 0;

/** A distinct client address per caller, so rate limits of one test do not leak into another. */
export function nextAddress(): string {
  sequence += 1;
  return `198.51.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
}

/** A bare 11-digit document nobody else in the file has. */
export function uniqueDocument(): string {
  sequence += 1;
  return String(70_000_000_000 + sequence);
}

/** A Brazilian mobile number (E.164) nobody else in the file has. */
export function uniquePhone(): string {
  sequence += 1;
  return `+55119${String(10_000_000 + sequence)}`;
}

export async function buildAccount(
  db: Db,
  options: {
    clients?: { id: number }[];
    document?: string | null;
    phone?: string | null;
    email?: string;
    status?: 'approved' | 'awaiting_approval' | 'blocked' | 'rejected' | 'closed';
    languageId?: number;
    registrationClientId?: number | null;
  } = {},
) {
  const user = await buildUser(db, {
    clients: options.clients ?? [],
    ...(options.languageId ? { languageId: options.languageId } : {}),
  });
  const document = options.document === undefined ? uniqueDocument() : options.document;
  const row = await db
    .updateTable('users')
    .set({
      document,
      phone_mobile: options.phone === undefined ? uniquePhone() : options.phone,
      status: options.status ?? 'approved',
      registration_client_id: options.registrationClientId ?? null,
      ...(options.email ? { email: options.email } : {}),
    })
    .where('id', '=', user.id)
    .returning(['id', 'username', 'email', 'phone_mobile'])
    .executeTakeFirstOrThrow();
  return { ...user, ...row, email: row.email ?? '', document: document ?? '', phone: row.phone_mobile ?? '' };
}

/** The newest outbox message to a recipient, as an operator reads it. */
export async function lastMessage(db: Db, recipient: string) {
  return db
    .selectFrom('outbox_messages')
    .select(['id', 'channel', 'recipient', 'subject', 'body', 'template', 'client_id', 'user_id', 'status'])
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function countMessages(db: Db, recipient: string): Promise<number> {
  const row = await db
    .selectFrom('outbox_messages')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('recipient', '=', recipient)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The password link an e-mail carries: its screen and the three parameters the screen reads. */
export function linkIn(body: string) {
  const match = /(https?:\/\/\S+)\/(set-password|recover-password)\/([^/\s]+)\/([^/\s]+)\/([^/\s]+)/.exec(
    body,
  );
  if (!match) throw new Error(`no password link in: ${body}`);
  const [, base = '', screen = '', username = '', uidb64 = '', token = ''] = match;
  return {
    base,
    screen,
    username: decodeURIComponent(username),
    uidb64: decodeURIComponent(uidb64),
    token: decodeURIComponent(token),
  };
}

/** The six-digit code an SMS or WhatsApp message carries. */
export function codeIn(body: string): string {
  const match = /\b(\d{6})\b/.exec(body);
  if (!match?.[1]) throw new Error(`no code in: ${body}`);
  return match[1];
}

/** A JSON call as the web app makes it, from a given address and in a given language. */
export function postJson(
  app: FastifyInstance,
  url: string,
  payload: Record<string, unknown>,
  options: { address?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: options.address ?? '192.0.2.1',
    headers: options.headers ?? {},
  });
}
