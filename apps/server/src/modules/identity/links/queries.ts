import { sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';

/** The client a partner's login token names (its slug is the token's `iss`), with the secret it signs with. */
export async function findWebserviceClient(db: Db, slug: string) {
  return db
    .selectFrom('clients')
    .innerJoin('login_settings', 'login_settings.client_id', 'clients.id')
    .select([
      'clients.id',
      'clients.home_route',
      'clients.enabled_modules',
      'login_settings.webservice_secret',
      'login_settings.link_login_roles',
    ])
    .where('clients.slug', '=', slug)
    .executeTakeFirst();
}

/** A user by exact username (case-insensitive, as usernames are unique that way); e-mails do not count here. */
export async function findUserIdByUsername(db: Db, username: string) {
  return db
    .selectFrom('users')
    .select('users.id')
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

/** A user by bare document (separators already stripped, as stored). */
export async function findUserIdByDocument(db: Db, document: string) {
  return db.selectFrom('users').select('users.id').where('users.document', '=', document).executeTakeFirst();
}

/** The user's role in the client, or null when they do not belong to it. */
export async function findMembershipRole(db: Db, userId: number, clientId: number): Promise<string | null> {
  const row = await db
    .selectFrom('user_clients')
    .select('user_clients.role')
    .where('user_clients.user_id', '=', userId)
    .where('user_clients.client_id', '=', clientId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/** Records a token id as used; false when it already was (a replayed link). The primary key is the race guard. */
export async function claimLoginToken(db: Db, jti: string, expiresAt: Date): Promise<boolean> {
  const row = await db
    .insertInto('used_login_tokens')
    .values({ jti, expires_at: expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .returning('jti')
    .executeTakeFirst();
  return row !== undefined;
}

/** Used token ids are only kept while their tokens could still be presented. */
export async function purgeUsedLoginTokens(db: Db, now: Date) {
  await db.deleteFrom('used_login_tokens').where('expires_at', '<', now).execute();
}

/** A client's single sign-on settings. */
export async function findSsoSettings(db: Db, clientId: number) {
  return db
    .selectFrom('login_settings')
    .select([
      'login_settings.client_id',
      'login_settings.oauth2_enabled',
      'login_settings.sso_issuer',
      'login_settings.sso_client_id',
      'login_settings.sso_client_secret',
      'login_settings.link_login_roles',
    ])
    .where('login_settings.client_id', '=', clientId)
    .executeTakeFirst();
}

export async function insertSsoAttempt(
  db: Db,
  values: {
    state: string;
    clientId: number;
    nonce: string;
    codeVerifier: string;
    nextPath: string | null;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  await db
    .insertInto('sso_login_attempts')
    .values({
      state: values.state,
      client_id: values.clientId,
      nonce: values.nonce,
      code_verifier: values.codeVerifier,
      next_path: values.nextPath,
      created_at: values.createdAt,
      expires_at: values.expiresAt,
    })
    .execute();
}

/** An attempt still waiting for the provider's answer: unexpired, and no login code issued for it yet. */
export async function findPendingSsoAttempt(db: Db, state: string, now: Date) {
  return db
    .selectFrom('sso_login_attempts')
    .select([
      'sso_login_attempts.state',
      'sso_login_attempts.client_id',
      'sso_login_attempts.nonce',
      'sso_login_attempts.code_verifier',
    ])
    .where('sso_login_attempts.state', '=', state)
    .where('sso_login_attempts.expires_at', '>', now)
    .where('sso_login_attempts.login_code_hash', 'is', null)
    .where('sso_login_attempts.used_at', 'is', null)
    .executeTakeFirst();
}

/** Gives a pending attempt its one-time login code; false if another callback got there first. */
export async function issueSsoLoginCode(
  db: Db,
  values: { state: string; userId: number; codeHash: string; now: Date; expiresAt: Date },
): Promise<boolean> {
  const row = await db
    .updateTable('sso_login_attempts')
    .set({ user_id: values.userId, login_code_hash: values.codeHash, expires_at: values.expiresAt })
    .where('state', '=', values.state)
    .where('login_code_hash', 'is', null)
    .where('used_at', 'is', null)
    .where('expires_at', '>', values.now)
    .returning('state')
    .executeTakeFirst();
  return row !== undefined;
}

/** Spends a login code: the conditional update lets exactly one exchange have it. */
export async function consumeSsoLoginCode(db: Db, codeHash: string, now: Date) {
  return db
    .updateTable('sso_login_attempts')
    .set({ used_at: now })
    .where('login_code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'client_id', 'next_path'])
    .executeTakeFirst();
}

/** Attempts past their expiry can no longer be used: drop them. */
export async function purgeSsoAttempts(db: Db, now: Date) {
  await db.deleteFrom('sso_login_attempts').where('expires_at', '<', now).execute();
}

export async function findSsoIdentity(db: Db, issuer: string, subject: string) {
  return db
    .selectFrom('sso_identities')
    .select(['sso_identities.user_id'])
    .where('sso_identities.issuer', '=', issuer)
    .where('sso_identities.subject', '=', subject)
    .executeTakeFirst();
}

/** Approved members of a client with this e-mail (case-insensitive). More than one means it is ambiguous. */
export async function findApprovedMembersByEmail(db: Db, clientId: number, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('user_clients', 'user_clients.user_id', 'users.id')
    .select('users.id')
    .where(sql`lower(users.email)`, '=', email.toLowerCase())
    .where('users.status', '=', 'approved')
    .where('user_clients.client_id', '=', clientId)
    .limit(2)
    .execute();
}

export async function linkSsoIdentity(
  db: Db,
  values: { issuer: string; subject: string; userId: number; clientId: number },
) {
  await db
    .insertInto('sso_identities')
    .values({
      issuer: values.issuer,
      subject: values.subject,
      user_id: values.userId,
      client_id: values.clientId,
    })
    .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
    .execute();
}
