import { sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';

/**
 * The client's retail chains, companies/agencies and brands as their operators' screens read them, with what uses
 * each (a use refuses its deletion: `setup/lists.ts`).
 */

/** The chains of a client (or one of them), by name, each with its stores and whether a sale names it. */
export function chains(db: Db, clientId: number) {
  return db
    .selectFrom('retail_chains as rc')
    .select([
      'rc.id',
      'rc.name',
      'rc.names',
      'rc.active',
      sql<number>`(select count(*)::int from branches b where b.retail_chain_id = rc.id)`.as('stores'),
      sql<boolean>`exists (select 1 from sales s where s.retail_chain_id = rc.id)`.as('sold'),
    ])
    .where('rc.client_id', '=', clientId);
}
export type ChainRow = Awaited<ReturnType<ReturnType<typeof chains>['execute']>>[number];

/** The agencies of a client (or one of them), each with the campaigns listing it and the registrations naming it. */
export function agencies(db: Db, clientId: number) {
  return db
    .selectFrom('agencies as a')
    .select([
      'a.id',
      'a.name',
      'a.names',
      'a.active',
      sql<number>`(select count(*)::int from campaign_agencies ca where ca.agency_id = a.id)`.as('campaigns'),
      sql<number>`(select count(*)::int from campaign_registrations r where r.agency_id = a.id)`.as(
        'registrations',
      ),
    ])
    .where('a.client_id', '=', clientId);
}
export type AgencyRow = Awaited<ReturnType<ReturnType<typeof agencies>['execute']>>[number];

/** The brands of a client (or some), each with the registrations naming it and whether a campaign offers it. */
export function brands(db: Db, clientId: number) {
  return db
    .selectFrom('brands as br')
    .select([
      'br.id',
      'br.agency_id',
      'br.name',
      'br.names',
      'br.active',
      sql<number>`(select count(*)::int from campaign_registration_brands rb where rb.brand_id = br.id)`.as(
        'registrations',
      ),
      sql<boolean>`exists (select 1 from campaign_agencies ca where ca.agency_id = br.agency_id)`.as(
        'offered',
      ),
    ])
    .where('br.client_id', '=', clientId);
}
export type BrandRow = Awaited<ReturnType<ReturnType<typeof brands>['execute']>>[number];

/** How many chains or agencies the client has. */
async function countOf(db: Db, table: 'retail_chains' | 'agencies', clientId: number) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A page of the client's chains by name, and their count. */
export async function chainPage(db: Db, clientId: number, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    chains(db, clientId)
      .orderBy('rc.name')
      .orderBy('rc.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    countOf(db, 'retail_chains', clientId),
  ]);
  return { rows, count: total };
}

/** A page of the client's agencies by name with all their brands, and their count. */
export async function agencyPage(db: Db, clientId: number, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    agencies(db, clientId)
      .orderBy('a.name')
      .orderBy('a.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    countOf(db, 'agencies', clientId),
  ]);
  const brandRows =
    rows.length === 0
      ? []
      : await brands(db, clientId)
          .where(
            'br.agency_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('br.name')
          .orderBy('br.id')
          .execute();
  return { rows, brands: brandRows, count: total };
}
