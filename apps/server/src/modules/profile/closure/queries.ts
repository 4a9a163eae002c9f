import type { Db } from '../../../db/connection.ts';
import { CLOSED_ACCOUNT_NAME } from '../../identity/index.ts';

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
