import type { Db } from '../connection.ts';

/** Every demo account's password (README). */
export const DEMO_PASSWORD = 'Elevar@2026';

/** Ids of the two demo clients. */
export async function clientIds(db: Db) {
  const rows = await db.selectFrom('clients').select(['id', 'slug']).execute();
  const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
  const academy = bySlug.get('franchise-academy');
  const rewards = bySlug.get('chip-rewards');
  if (academy === undefined || rewards === undefined) throw new Error('demo clients missing');
  return { academy, rewards };
}

/** Country ids by ISO code. */
export async function countryIds(db: Db) {
  const rows = await db.selectFrom('countries').select(['id', 'code']).execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}
