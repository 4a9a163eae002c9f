import type { Db } from '../../db/connection.ts';
import { clientIds, countryIds } from '../../db/seed/lookups.ts';
import type { SeedStep } from '../manifest.ts';

/** The demo programme's stores: the four the clients step made, and more, each with its chain, zone and CNPJ/CUIT/RUC… */
const STORES: { name: string; chain: string; country: string; zone: string; digits: string }[] = [
  {
    name: 'TecnoMundo Palermo',
    chain: 'TecnoMundo',
    country: 'AR',
    zone: 'America/Argentina/Buenos_Aires',
    digits: '30712345678',
  },
  {
    name: 'TecnoMundo Córdoba Centro',
    chain: 'TecnoMundo',
    country: 'AR',
    zone: 'America/Argentina/Cordoba',
    digits: '30712345679',
  },
  {
    name: 'MegaInfo Paulista',
    chain: 'MegaInfo',
    country: 'BR',
    zone: 'America/Sao_Paulo',
    digits: '12345678000190',
  },
  {
    name: 'MegaInfo Campinas',
    chain: 'MegaInfo',
    country: 'BR',
    zone: 'America/Sao_Paulo',
    digits: '12345678000271',
  },
  {
    name: 'Casa Digital Recife',
    chain: 'Casa Digital',
    country: 'BR',
    zone: 'America/Recife',
    digits: '98765432000110',
  },
  {
    name: 'CompuCentro Polanco',
    chain: 'CompuCentro',
    country: 'MX',
    zone: 'America/Mexico_City',
    digits: '123456789012',
  },
  { name: 'TechHub Toronto', chain: 'TechHub', country: 'CA', zone: 'America/Toronto', digits: '123456789' },
  {
    name: 'InfoPerú Miraflores',
    chain: 'InfoPerú',
    country: 'PE',
    zone: 'America/Lima',
    digits: '20123456789',
  },
  {
    name: 'ChileTec Providencia',
    chain: 'ChileTec',
    country: 'CL',
    zone: 'America/Santiago',
    digits: '761234567',
  },
  { name: 'Andes PC Bogotá', chain: 'Andes PC', country: 'CO', zone: 'America/Bogota', digits: '9001234567' },
];

/** Companies/agencies the sales staff work for, with the brands they sell. */
const AGENCIES: { name: string; brands: string[] }[] = [
  { name: 'Agência Varejo Total', brands: ['Acer', 'Dell', 'Lenovo'] },
  { name: 'Grupo Promo Latam', brands: ['ASUS', 'HP', 'Samsung'] },
];

async function insertNamed(db: Db, table: 'retail_chains' | 'agencies', clientId: number, names: string[]) {
  const rows = await db
    .insertInto(table)
    .values(names.map((name) => ({ client_id: clientId, name })))
    .returning(['id', 'name'])
    .execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}

/**
 * The rewards client's campaigns (issue 13): chains, stores in seven countries with their zones and registration
 * digits, agencies and brands; both campaigns (Q3 2026, previous; Q4 2026, active) open to every store and agency,
 * Q4 naming Ontario as Canada's group 1 part. `seller.br` and `promoter.mx` get partner accounts (GMIN numbers);
 * `seller.br` registered for Q3 and not yet for Q4, so the demo shows the form.
 */
const campaignsStep: SeedStep = {
  name: '2026-11-29 rewards campaigns and registrations',
  async run(db) {
    const { rewards } = await clientIds(db);
    const countries = await countryIds(db);
    const chains = await insertNamed(db, 'retail_chains', rewards, [...new Set(STORES.map((s) => s.chain))]);
    const existing = new Map(
      (await db.selectFrom('branches').select(['id', 'name']).where('client_id', '=', rewards).execute()).map(
        (b) => [b.name, b.id],
      ),
    );
    const storeIds: number[] = [];
    for (const store of STORES) {
      const values = {
        retail_chain_id: chains.get(store.chain) ?? null,
        time_zone: store.zone,
        registration_digits: store.digits,
        country_id: countries.get(store.country) ?? null,
      };
      const id = existing.get(store.name);
      if (id !== undefined) {
        await db.updateTable('branches').set(values).where('id', '=', id).execute();
        storeIds.push(id);
      } else {
        const everyLanguage = JSON.stringify(
          Object.fromEntries(['pt-BR', 'en-US', 'es-ES', 'fr-FR'].map((code) => [code, store.name])),
        );
        const row = await db
          .insertInto('branches')
          .values({ client_id: rewards, name: store.name, names: everyLanguage, ...values })
          .returning('id')
          .executeTakeFirstOrThrow();
        storeIds.push(row.id);
      }
    }

    const agencies = await insertNamed(
      db,
      'agencies',
      rewards,
      AGENCIES.map((a) => a.name),
    );
    const brands = await db
      .insertInto('brands')
      .values(
        AGENCIES.flatMap((a) =>
          a.brands.map((name) => ({ client_id: rewards, agency_id: agencies.get(a.name) ?? 0, name })),
        ),
      )
      .returning(['id', 'name'])
      .execute();

    const campaigns = await db
      .selectFrom('campaigns')
      .select(['id', 'name'])
      .where('client_id', '=', rewards)
      .where('is_reward_campaign', '=', true)
      .execute();
    const campaign = (name: string) => campaigns.find((c) => c.name === name)?.id ?? 0;
    const ontario = await db
      .selectFrom('country_areas')
      .select('id')
      .where('name', '=', 'Ontario')
      .where('country_id', '=', countries.get('CA') ?? 0)
      .executeTakeFirst();
    for (const id of [campaign('Q3 2026'), campaign('Q4 2026')]) {
      await db
        .insertInto('campaign_countries')
        .values(
          [...countries.entries()].map(([code, country_id]) => ({
            campaign_id: id,
            country_id,
            area_ids: code === 'CA' && ontario ? [ontario.id] : null,
          })),
        )
        .execute();
      await db
        .insertInto('campaign_stores')
        .values(storeIds.map((branch_id) => ({ campaign_id: id, branch_id })))
        .execute();
      await db
        .insertInto('campaign_agencies')
        .values([...agencies.values()].map((agency_id) => ({ campaign_id: id, agency_id })))
        .execute();
    }

    await db
      .updateTable('users')
      .set({ gmin_number: '10234567' })
      .where('username', '=', 'seller.br')
      .execute();
    await db
      .updateTable('users')
      .set({ gmin_number: '10765432' })
      .where('username', '=', 'promoter.mx')
      .execute();
    const seller = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'seller.br')
      .executeTakeFirstOrThrow();
    const registration = await db
      .insertInto('campaign_registrations')
      .values({
        client_id: rewards,
        campaign_id: campaign('Q3 2026'),
        user_id: seller.id,
        agency_id: agencies.get('Agência Varejo Total') ?? 0,
        accepted_terms_at: new Date('2026-07-02T13:00:00Z'),
        created_at: new Date('2026-07-02T13:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('campaign_registration_stores')
      .values({ registration_id: registration.id, branch_id: existing.get('MegaInfo Paulista') ?? 0 })
      .execute();
    await db
      .insertInto('campaign_registration_brands')
      .values(
        brands
          .filter((b) => b.name === 'Lenovo' || b.name === 'Dell')
          .map((b) => ({ registration_id: registration.id, brand_id: b.id })),
      )
      .execute();
    await db
      .updateTable('user_clients')
      .set({ campaign_id: campaign('Q3 2026') })
      .where('user_id', '=', seller.id)
      .where('client_id', '=', rewards)
      .execute();
  },
};

export const rewardsDemoSteps: readonly SeedStep[] = [campaignsStep];
