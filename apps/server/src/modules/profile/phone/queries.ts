import type { Db } from '../../../db/connection.ts';

export async function findPhoneOwner(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.phone_mobile', 'users.phone_verified', 'users.language_id'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** The verified phone becomes the account's mobile phone. */
export async function setVerifiedPhone(db: Db, userId: number, phone: string, now: Date) {
  await db
    .updateTable('users')
    .set({ phone_mobile: phone, phone_verified: true, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
