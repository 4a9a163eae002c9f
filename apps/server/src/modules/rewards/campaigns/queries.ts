import { sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';
import type { Trx } from '../../../db/transaction.ts';
import type { RewardsViewer } from '../access.ts';

export interface CampaignRow {
  id: number;
  name: string;
  begin_date: string;
  end_date: string;
  /** The zone its bounds are read in for this user (see `campaignsOf`). */
  time_zone: string;
  registered: boolean;
}

/**
 * The client's reward campaigns running in the user's country (a campaign naming no country runs in all of the
 * client's), newest first, or one of them. Each with the zone its days are read in for this user: their registered
 * store's, else an eligible store's in their country, else any eligible store's, else UTC.
 */
export async function campaignsOf(
  db: Db,
  viewer: RewardsViewer,
  campaignId?: number,
): Promise<CampaignRow[]> {
  const result = await sql<CampaignRow>`
    select k.id, k.name, k.begin_date::text as begin_date, k.end_date::text as end_date,
      coalesce(
        (select b.time_zone from campaign_registrations r
          join campaign_registration_stores rs on rs.registration_id = r.id
          join branches b on b.id = rs.branch_id
          where r.campaign_id = k.id and r.user_id = ${viewer.userId} and b.time_zone is not null
          order by b.id limit 1),
        (select b.time_zone from campaign_stores cs join branches b on b.id = cs.branch_id
          where cs.campaign_id = k.id and b.client_id = k.client_id and b.time_zone is not null
          order by (b.country_id is not distinct from ${viewer.countryId}) desc, b.id limit 1),
        'UTC') as time_zone,
      exists (select 1 from campaign_registrations r where r.campaign_id = k.id and r.user_id = ${viewer.userId})
        as registered
    from campaigns k
    where k.client_id = ${viewer.clientId} and k.is_reward_campaign
      ${campaignId === undefined ? sql`` : sql`and k.id = ${campaignId}`}
      and (not exists (select 1 from campaign_countries cc where cc.campaign_id = k.id)
        or exists (select 1 from campaign_countries cc where cc.campaign_id = k.id
          and cc.country_id = ${viewer.countryId}))
    order by k.begin_date desc, k.id desc`.execute(db);
  return result.rows;
}

/** The campaign's eligible stores of the client, each in a retail chain of the client, with zone and country. */
export function campaignStores(db: Db, clientId: number, campaignId: number) {
  return db
    .selectFrom('campaign_stores as cs')
    .innerJoin('branches as b', 'b.id', 'cs.branch_id')
    .innerJoin('retail_chains as rc', 'rc.id', 'b.retail_chain_id')
    .leftJoin('countries as co', 'co.id', 'b.country_id')
    .select([
      'b.id',
      'b.name',
      'b.names',
      'b.time_zone',
      'co.code as country_code',
      'rc.id as chain_id',
      'rc.name as chain_name',
      'rc.names as chain_names',
    ])
    .where('cs.campaign_id', '=', campaignId)
    .where('b.client_id', '=', clientId)
    .where('rc.client_id', '=', clientId);
}
export type CampaignStoreRow = Awaited<ReturnType<ReturnType<typeof campaignStores>['execute']>>[number];

/**
 * The campaign's eligible stores a registration offers: of the user's client, in an active retail chain (a
 * deactivated one is no longer offered), in the user's country when they have one.
 */
export async function eligibleStores(db: Db, viewer: RewardsViewer, campaignId: number) {
  let query = campaignStores(db, viewer.clientId, campaignId).where('rc.active', '=', true);
  if (viewer.countryId !== null) query = query.where('b.country_id', '=', viewer.countryId);
  return query.orderBy('rc.name').orderBy('b.name').orderBy('b.id').execute();
}

/** The campaign's eligible companies/agencies with their brands (of the user's client; active ones only). */
export async function eligibleAgencies(db: Db, clientId: number, campaignId: number) {
  return db
    .selectFrom('campaign_agencies as ca')
    .innerJoin('agencies as a', 'a.id', 'ca.agency_id')
    .leftJoin('brands as br', (join) => join.onRef('br.agency_id', '=', 'a.id').on('br.active', '=', true))
    .select([
      'a.id',
      'a.name',
      'a.names',
      'br.id as brand_id',
      'br.name as brand_name',
      'br.names as brand_names',
    ])
    .where('ca.campaign_id', '=', campaignId)
    .where('a.client_id', '=', clientId)
    .where('a.active', '=', true)
    .orderBy('a.name')
    .orderBy('a.id')
    .orderBy('br.name')
    .execute();
}

/** The user's registration for a campaign, with its chains, stores and brands; undefined without one. */
export async function findRegistration(db: Db, userId: number, campaignId: number) {
  const row = await db
    .selectFrom('campaign_registrations')
    .select(['id', 'agency_id', 'created_at'])
    .where('campaign_id', '=', campaignId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const [stores, brands] = await Promise.all([
    db
      .selectFrom('campaign_registration_stores as rs')
      .innerJoin('branches as b', 'b.id', 'rs.branch_id')
      .select(['b.id', 'b.retail_chain_id'])
      .where('rs.registration_id', '=', row.id)
      .orderBy('b.id')
      .execute(),
    db
      .selectFrom('campaign_registration_brands')
      .select('brand_id')
      .where('registration_id', '=', row.id)
      .orderBy('brand_id')
      .execute(),
  ]);
  return { ...row, stores, brandIds: brands.map((b) => b.brand_id) };
}

/**
 * Stores the registration, its stores and brands, and makes the campaign the session's in this client. Undefined
 * when the user already has one for this campaign (the unique key decides between concurrent registrations).
 */
export async function insertRegistration(
  trx: Trx,
  registration: {
    clientId: number;
    campaignId: number;
    userId: number;
    agencyId: number;
    storeIds: readonly number[];
    brandIds: readonly number[];
    now: Date;
  },
): Promise<number | undefined> {
  const row = await trx
    .insertInto('campaign_registrations')
    .values({
      client_id: registration.clientId,
      campaign_id: registration.campaignId,
      user_id: registration.userId,
      agency_id: registration.agencyId,
      accepted_terms_at: registration.now,
      created_at: registration.now,
    })
    .onConflict((oc) => oc.columns(['campaign_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return undefined;
  await trx
    .insertInto('campaign_registration_stores')
    .values(registration.storeIds.map((branch_id) => ({ registration_id: row.id, branch_id })))
    .execute();
  await trx
    .insertInto('campaign_registration_brands')
    .values(registration.brandIds.map((brand_id) => ({ registration_id: row.id, brand_id })))
    .execute();
  await trx
    .updateTable('user_clients')
    .set({ campaign_id: registration.campaignId })
    .where('user_id', '=', registration.userId)
    .where('client_id', '=', registration.clientId)
    .execute();
  return row.id;
}

/** Deletes a closing account's campaign registrations (their stores and brands go with them). */
export async function deleteRegistrationsOf(trx: Trx, userId: number): Promise<void> {
  await trx.deleteFrom('campaign_registrations').where('user_id', '=', userId).execute();
}
