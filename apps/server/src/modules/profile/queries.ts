import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { Database } from '../../db/types.ts';

/** The users columns that make the Profile of SPEC §3 (plus what the mapper and rules need). */
export const PROFILE_COLUMNS = [
  'users.id',
  'users.username',
  'users.full_name',
  'users.image_url',
  'users.phone_verified',
  'users.name',
  'users.last_name',
  'users.nickname',
  'users.store_nickname',
  'users.birthday',
  'users.age_range',
  'users.gender',
  'users.marital_status',
  'users.children_count',
  'users.profession',
  'users.is_painter',
  'users.has_disability',
  'users.disability_description',
  'users.document',
  'users.email',
  'users.phone_mobile',
  'users.phone_commercial',
  'users.phone_residential',
  'users.communication_consent',
  'users.country_id',
  'users.country_area_id',
  'users.state',
  'users.city',
  'users.neighborhood',
  'users.address',
  'users.number',
  'users.complement',
  'users.zip',
  'users.gmin_number',
  'users.cadv_code',
  'users.retailer',
  'users.brand',
  'users.company_agency',
] as const;

/** The profile of a user, with the branch of their membership in the selected client (null without one). */
export async function findProfile(db: Db, userId: number, clientId: number | null) {
  return db
    .selectFrom('users')
    .leftJoin('user_clients', (join) =>
      // identity ids start at 1, so -1 (no client selected) joins nothing
      join.onRef('user_clients.user_id', '=', 'users.id').on('user_clients.client_id', '=', clientId ?? -1),
    )
    .select([...PROFILE_COLUMNS, 'user_clients.branch_id'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** What the profile endpoints read from a client's login settings. */
export async function findProfileSettings(db: Db, clientId: number | null) {
  if (clientId === null) return undefined;
  return db
    .selectFrom('login_settings')
    .select(['profile_fields', 'password_strength_level'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

export async function findCountry(db: Db, countryId: number) {
  return db.selectFrom('countries').select(['id', 'code']).where('id', '=', countryId).executeTakeFirst();
}

/** The ids of a country's areas (none for most countries). */
export async function listCountryAreaIds(db: Db, countryId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('country_areas')
    .select('id')
    .where('country_id', '=', countryId)
    .execute();
  return rows.map((row) => row.id);
}

/** A branch, only when it belongs to the client (tenancy: another client's branch is not found). */
export async function findBranchOfClient(db: Db, branchId: number, clientId: number) {
  return db
    .selectFrom('branches')
    .select(['id'])
    .where('id', '=', branchId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

export async function isEmailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('id', '<>', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export type ProfileColumnsUpdate = Omit<
  Updateable<Database['users']>,
  'id' | 'username' | 'password_hash' | 'status' | 'image_url' | 'phone_mobile' | 'phone_verified'
>;

/** Updates profile columns of a user that is not closed; false when there was no such user. */
export async function updateProfileColumns(
  db: Db,
  userId: number,
  values: ProfileColumnsUpdate,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ ...values, updated_at: now })
    .where('id', '=', userId)
    .where('status', '<>', 'closed')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setMembershipBranch(db: Db, userId: number, clientId: number, branchId: number | null) {
  await db
    .updateTable('user_clients')
    .set({ branch_id: branchId })
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .execute();
}

/** Locks a user that is not closed for the rest of the transaction; undefined when closed or missing. */
export async function lockOpenUser(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'document', 'full_name', 'password_hash'])
    .where('id', '=', userId)
    .where('status', '<>', 'closed')
    .forUpdate()
    .executeTakeFirst();
}

export async function setImageUrl(db: Db, userId: number, imageUrl: string | null, now: Date) {
  await db
    .updateTable('users')
    .set({ image_url: imageUrl, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export async function findPasswordHash(db: Db, userId: number) {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .where('status', '<>', 'closed')
    .executeTakeFirst();
  return row?.password_hash;
}

/**
 * Replaces the password only while the stored hash is still the one the current password was checked against, so
 * of two concurrent changes with the same current password exactly one succeeds.
 */
export async function replacePassword(
  db: Db,
  userId: number,
  values: { expectedHash: string; newHash: string; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      password_hash: values.newHash,
      password_changed_at: values.now,
      must_change_password: false,
      updated_at: values.now,
    })
    .where('id', '=', userId)
    .where('password_hash', '=', values.expectedHash)
    .where('status', '<>', 'closed')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setAcceptedTerms(db: Db, userId: number, version: number, now: Date) {
  await db
    .updateTable('users')
    .set({ accepted_terms_version: version, accepted_terms_at: now, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
