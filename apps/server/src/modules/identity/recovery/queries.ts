import { sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';
import type { CodePurpose } from './messages.ts';

/** Accounts that may receive and use password links and recovery codes: not closed, rejected or blocked. */
export const RECOVERABLE_STATUSES = ['approved', 'awaiting_approval'] as const;

/** The client an account belongs to first: where it registered, else its oldest membership. */
const homeClientId = sql<number | null>`coalesce(users.registration_client_id, (
  select uc.client_id from user_clients uc where uc.user_id = users.id order by uc.id limit 1))`;

const accountColumns = [
  'users.id',
  'users.username',
  'users.full_name',
  'users.email',
  'users.document',
  'users.password_hash',
  'users.language_id',
  'users.phone_mobile',
] as const;

/** A recoverable account by id, with the password strength its home client asks for ('medium' by default). */
export async function findLinkUser(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('login_settings', (join) => join.on(sql<boolean>`login_settings.client_id = ${homeClientId}`))
    .select([
      ...accountColumns,
      homeClientId.as('home_client_id'),
      (eb) =>
        eb.fn
          .coalesce('login_settings.password_strength_level', sql<'medium'>`'medium'`)
          .as('password_strength_level'),
    ])
    .where('users.id', '=', userId)
    .where('users.status', 'in', RECOVERABLE_STATUSES)
    .executeTakeFirst();
}

export type LinkUserRow = NonNullable<Awaited<ReturnType<typeof findLinkUser>>>;

/**
 * The site a public account screen runs for: the client with this slug (none for an unknown slug), or without one
 * the default site, as the login screen picks it (the first client when none is marked default).
 */
export async function findSiteClientId(db: Db, slug: string | undefined) {
  const query = db.selectFrom('clients').select('clients.id');
  const row = slug
    ? await query.where('clients.slug', '=', slug).executeTakeFirst()
    : await query.orderBy('clients.is_default_site', 'desc').orderBy('clients.id').executeTakeFirst();
  return row?.id ?? null;
}

/** First access: an account the client loaded, found by its bare document and e-mail, member of that client. */
export async function findFirstAccessUser(
  db: Db,
  input: { clientId: number; document: string; email: string },
) {
  return db
    .selectFrom('users')
    .innerJoin('user_clients', 'user_clients.user_id', 'users.id')
    .select(accountColumns)
    .where('user_clients.client_id', '=', input.clientId)
    .where('users.document', '=', input.document)
    .where(sql<string>`lower(users.email)`, '=', input.email)
    .where('users.status', 'in', RECOVERABLE_STATUSES)
    .executeTakeFirst();
}

/** Recoverable accounts with this e-mail (e-mails are not unique across accounts), at most `limit`. */
export async function findRecoverableByEmail(db: Db, email: string, limit: number) {
  return db
    .selectFrom('users')
    .select([...accountColumns, homeClientId.as('home_client_id')])
    .where(sql<string>`lower(users.email)`, '=', email)
    .where('users.status', 'in', RECOVERABLE_STATUSES)
    .orderBy('users.id')
    .limit(limit)
    .execute();
}

export async function findRecoverableByDocument(db: Db, document: string) {
  return db
    .selectFrom('users')
    .select([...accountColumns, homeClientId.as('home_client_id')])
    .where('users.document', '=', document)
    .where('users.status', 'in', RECOVERABLE_STATUSES)
    .executeTakeFirst();
}

/**
 * Sets the new password only if the old hash is still the one the link was signed with: of two uses of one link,
 * exactly one gets the row.
 */
export async function replacePassword(
  db: Db,
  input: { userId: number; oldHash: string; newHash: string; now: Date },
) {
  const row = await db
    .updateTable('users')
    .set({
      password_hash: input.newHash,
      password_changed_at: input.now,
      must_change_password: false,
      updated_at: input.now,
    })
    .where('id', '=', input.userId)
    .where('password_hash', '=', input.oldHash)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Serialises code sends of one user (the cooldown check and the insert must not interleave). */
export async function lockUser(db: Db, userId: number) {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

const codeColumns = [
  'verification_codes.id',
  'verification_codes.request_id',
  'verification_codes.user_id',
  'verification_codes.channel',
  'verification_codes.phone',
  'verification_codes.code_hash',
  'verification_codes.attempts',
  'verification_codes.created_at',
  'verification_codes.expires_at',
  'verification_codes.used_at',
] as const;

export async function latestCode(db: Db, userId: number, purpose: CodePurpose) {
  return db
    .selectFrom('verification_codes')
    .select(codeColumns)
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertCode(
  db: Db,
  values: {
    requestId: string;
    userId: number;
    purpose: CodePurpose;
    channel: 'sms' | 'whatsapp';
    phone: string;
    codeHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  const row = await db
    .insertInto('verification_codes')
    .values({
      request_id: values.requestId,
      user_id: values.userId,
      purpose: values.purpose,
      channel: values.channel,
      phone: values.phone,
      code_hash: values.codeHash,
      created_at: values.createdAt,
      expires_at: values.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteCode(db: Db, id: number) {
  await db.deleteFrom('verification_codes').where('id', '=', id).execute();
}

/**
 * Counts one try against a live code and returns it; nothing when the code is unknown, of another purpose or
 * user, used, expired or out of tries. The increment comes before the comparison, so no number of concurrent
 * guesses gets more than `maxAttempts` comparisons.
 */
export async function takeAttempt(
  db: Db,
  input: { requestId: string; purpose: CodePurpose; userId?: number; now: Date; maxAttempts: number },
) {
  let query = db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('request_id', '=', input.requestId)
    .where('purpose', '=', input.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', input.now)
    .where('attempts', '<', input.maxAttempts);
  if (input.userId !== undefined) query = query.where('user_id', '=', input.userId);
  return query.returning(codeColumns).executeTakeFirst();
}

/** Marks a code used, only if it still is unused: of two concurrent right answers exactly one wins. */
export async function markCodeUsed(db: Db, id: number, now: Date) {
  const row = await db
    .updateTable('verification_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function outboxStatus(db: Db, messageId: number) {
  const row = await db
    .selectFrom('outbox_messages')
    .select('status')
    .where('id', '=', messageId)
    .executeTakeFirst();
  return row?.status ?? null;
}
