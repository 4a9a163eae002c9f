import { sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';
import { clearAccountFailures } from '../../identity/queries.ts';

/** Shown wherever others' records still name a closed account (reviews, audits, orders). */
export const CLOSED_ACCOUNT_NAME = 'Conta encerrada';

/** Deletes every refresh token of the user (their families end through `endSessions`, which drops access tokens). */
export async function deleteRefreshTokens(db: Db, userId: number) {
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
export async function deletePersonalRecords(db: Db, user: { id: number; email: string | null }) {
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

/**
 * Anonymises the users row in place: the id stays (memberships, reviews, audits and orders keep pointing at it),
 * every personal column is emptied, the user name becomes `closed-<id>` and the password an unknown one.
 */
export async function anonymiseUser(db: Db, userId: number, values: { passwordHash: string; now: Date }) {
  await db
    .updateTable('users')
    .set({
      username: `closed-${userId}`,
      email: null,
      full_name: CLOSED_ACCOUNT_NAME,
      password_hash: values.passwordHash,
      status: 'closed',
      closed_at: values.now,
      updated_at: values.now,
      must_change_password: false,
      image_url: null,
      name: null,
      last_name: null,
      nickname: null,
      store_nickname: null,
      birthday: null,
      age_range: null,
      gender: null,
      marital_status: null,
      children_count: null,
      profession: null,
      is_painter: null,
      has_disability: null,
      disability_description: null,
      document: null,
      phone_mobile: null,
      phone_commercial: null,
      phone_residential: null,
      phone_verified: false,
      communication_consent: false,
      cookie_analytics: false,
      cookie_marketing: false,
      country_id: null,
      country_area_id: null,
      state: null,
      city: null,
      neighborhood: null,
      address: null,
      number: null,
      complement: null,
      zip: null,
      gmin_number: null,
      cadv_code: null,
      retailer: null,
      brand: null,
      company_agency: null,
      extra_fields: '{}',
    })
    .where('id', '=', userId)
    .execute();
}
