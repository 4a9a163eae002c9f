import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { Trx } from '../../db/transaction.ts';
import type { AccountClosure, ClosingAccount } from '../manifest.ts';
import { clearAccountFailures } from './queries.ts';
import { endSessions } from './revocation.ts';

/** Shown wherever others' records still name a closed account (reviews, audits, orders, rankings). */
export const CLOSED_ACCOUNT_NAME = 'Conta encerrada';

/** Deletes every refresh token of the user (their families end through `endSessions`, which drops access tokens). */
async function deleteRefreshTokens(db: Db, userId: number) {
  await db
    .deleteFrom('refresh_tokens')
    .where('family_id', 'in', (eb) =>
      eb.selectFrom('token_families').select('id').where('user_id', '=', userId),
    )
    .execute();
}

/**
 * Deletes what only served the user and carries their personal data: linked SSO identities and SSO logins in
 * flight, one-time codes, messages sent to them (by user or to their e-mail address) and their failed logins.
 */
async function deletePersonalRecords(db: Db, user: { id: number; email: string | null }) {
  await db.deleteFrom('sso_identities').where('user_id', '=', user.id).execute();
  await db.deleteFrom('sso_login_attempts').where('user_id', '=', user.id).execute();
  await db.deleteFrom('verification_codes').where('user_id', '=', user.id).execute();
  const email = user.email?.trim().toLowerCase() ?? null;
  await db
    .deleteFrom('outbox_messages')
    .where((eb) =>
      email === null
        ? eb('user_id', '=', user.id)
        : eb.or([eb('user_id', '=', user.id), eb(sql`lower(recipient)`, '=', email)]),
    )
    .execute();
  await clearAccountFailures(db, user.id);
}

/** identity's part of an account closure: every session ends, and its records that only served the user go. */
export async function purgeIdentityData(
  trx: Trx,
  account: ClosingAccount,
  closure: AccountClosure,
): Promise<void> {
  await endSessions(trx, { userId: account.id }, 'account_closed', closure.now, closure.ctx);
  await deleteRefreshTokens(trx, account.id);
  await deletePersonalRecords(trx, account);
}
