import type { ProgrammeLevelId } from '@elevar/domain';
import { sql } from 'kysely';
import { inject } from 'vitest';
import type { Db } from '../src/db/connection.ts';
import { type PostEntryInput, postEntry } from '../src/modules/points/ledger.ts';
import { buildCampaign, buildClient, buildUser } from './factories.ts';

/** Helpers of the points ledger tests. */

/** The engine the test database runs on (PGlite serializes every transaction; PostgreSQL runs them at once). */
export const engine = () => inject('testDatabase').kind;

export const NOW = new Date('2026-11-21T12:00:00Z');

/** A client with a reward campaign running at NOW (Q4) and an ended one (Q3). */
export async function ledgerClient(db: Db) {
  const client = await buildClient(db);
  const current = await buildCampaign(db, client.id, {
    name: 'Campanha Q4',
    begin: '2026-10-01',
    end: '2026-12-15',
    reward: true,
  });
  const previous = await buildCampaign(db, client.id, {
    name: 'Campanha Q3',
    begin: '2026-07-01',
    end: '2026-09-15',
    reward: true,
  });
  return { id: client.id, current: current.id, previous: previous.id };
}

export async function member(db: Db, clientId: number) {
  return buildUser(db, { clients: [{ id: clientId }] });
}

export async function setLevel(
  db: Db,
  who: { clientId: number; userId: number; campaignId: number },
  level: ProgrammeLevelId,
) {
  await db
    .insertInto('user_levels')
    .values({ client_id: who.clientId, user_id: who.userId, campaign_id: who.campaignId, level })
    .onConflict((oc) => oc.columns(['user_id', 'client_id', 'campaign_id']).doUpdateSet({ level }))
    .execute();
}

/** Posts with sensible defaults: a credited sale of `amount` base points in the rewards programme. */
export function post(
  db: Db,
  input: Partial<PostEntryInput> & Pick<PostEntryInput, 'clientId' | 'userId' | 'campaignId'>,
  now = NOW,
) {
  return postEntry(db, { programme: 'rewards', kind: 'sale', amount: 10, ...input }, now);
}

export interface BalanceCheck {
  user_id: number;
  campaign_id: number | null;
  available: number;
  experience: number;
  entries_available: number;
  entries_experience: number;
}

/**
 * Every cached balance of the users next to the sums of their entries; entries without a balance row show up
 * with balance -1 so they fail any comparison.
 */
export async function balancesAgainstEntries(db: Db, userIds: number[]): Promise<BalanceCheck[]> {
  if (userIds.length === 0) return [];
  const result = await sql<BalanceCheck>`
    with sums as (
      select user_id, client_id, campaign_id, sum(amount)::int as available, sum(experience)::int as experience
      from point_entries where user_id in (${sql.join(userIds)})
      group by user_id, client_id, campaign_id
    )
    select coalesce(b.user_id, s.user_id) as user_id, coalesce(b.campaign_id, s.campaign_id) as campaign_id,
      coalesce(b.available, -1) as available, coalesce(b.experience, -1) as experience,
      coalesce(s.available, 0) as entries_available, coalesce(s.experience, 0) as entries_experience
    from (select * from point_balances where user_id in (${sql.join(userIds)})) b
    full join sums s on s.user_id = b.user_id and s.client_id = b.client_id
      and s.campaign_id is not distinct from b.campaign_id
    order by 1, 2
  `.execute(db);
  return result.rows;
}

/** The AppError code of a rejected promise (or the error itself when it is something else). */
export async function errorCode(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: unknown }).code ?? error;
  }
  return 'resolved';
}
