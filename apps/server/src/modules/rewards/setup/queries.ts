import type { SetupCampaignSummary, SetupOptions, SetupPhotoType, SetupProduct } from '@elevar/contract';
import { type LanguageCode, localized } from '@elevar/domain';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';
import { photoTypes } from '../photos/queries.ts';
import { catalogue } from '../sales/queries.ts';

/**
 * Today in UTC as the database sees it: the expression of the trigger that freezes a begun campaign's points-table
 * rules (and of the points table's screen), so the set-up's "has begun" and the ledger agree, even at midnight.
 */
const TODAY = sql<string>`(now() at time zone 'UTC')::date`;
const hasBegun = () => sql<SqlBool>`campaigns.begin_date <= ${TODAY}`;
const phase = () =>
  sql<SetupCampaignSummary['phase']>`case when campaigns.begin_date > ${TODAY} then 'upcoming'
    when campaigns.end_date < ${TODAY} then 'previous' else 'active' end`;
const day = (column: 'begin_date' | 'end_date') =>
  sql<string>`to_char(campaigns.${sql.ref(column)}, 'YYYY-MM-DD')`;

/** A page of the client's reward campaigns, newest first, with what each holds. */
export async function listCampaigns(db: Db, clientId: number, page: number, pageSize: number) {
  const base = db
    .selectFrom('campaigns')
    .where('campaigns.client_id', '=', clientId)
    .where('campaigns.is_reward_campaign', '=', true);
  const [rows, total] = await Promise.all([
    base
      .select([
        'campaigns.id',
        'campaigns.name',
        day('begin_date').as('begin_date'),
        day('end_date').as('end_date'),
        phase().as('phase'),
        hasBegun().as('has_begun'),
        sql<string[]>`coalesce((select array_agg(trim(c.code) order by c.code) from campaign_countries cc
          join countries c on c.id = cc.country_id where cc.campaign_id = campaigns.id), '{}')`.as(
          'countries',
        ),
        sql<number>`(select count(*)::int from campaign_stores s where s.campaign_id = campaigns.id)`.as(
          'stores',
        ),
        sql<number>`(select count(*)::int from campaign_products p where p.campaign_id = campaigns.id)`.as(
          'products',
        ),
        sql<number>`(select count(*)::int from campaign_photo_types t where t.campaign_id = campaigns.id)`.as(
          'photo_types',
        ),
      ])
      .orderBy('campaigns.begin_date', 'desc')
      .orderBy('campaigns.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}

/** A reward campaign of the client with its choices, catalogue and photo types; undefined for any other. */
export async function findCampaign(db: Db, clientId: number, campaignId: number) {
  const campaign = await db
    .selectFrom('campaigns')
    .select([
      'campaigns.id',
      'campaigns.name',
      day('begin_date').as('begin_date'),
      day('end_date').as('end_date'),
      'campaigns.photo_reset_day',
      phase().as('phase'),
      hasBegun().as('has_begun'),
    ])
    .where('campaigns.id', '=', campaignId)
    .where('campaigns.client_id', '=', clientId)
    .where('campaigns.is_reward_campaign', '=', true)
    .executeTakeFirst();
  if (!campaign) return undefined;
  const [countries, stores, agencies, products, types] = await Promise.all([
    db
      .selectFrom('campaign_countries')
      .select(['country_id', 'area_ids'])
      .where('campaign_id', '=', campaignId)
      .execute(),
    db.selectFrom('campaign_stores').select('branch_id').where('campaign_id', '=', campaignId).execute(),
    db.selectFrom('campaign_agencies').select('agency_id').where('campaign_id', '=', campaignId).execute(),
    catalogue(db, clientId, campaignId),
    photoTypes(db, clientId, campaignId),
  ]);
  return {
    ...campaign,
    country_ids: countries.map((row) => row.country_id).sort((a, b) => a - b),
    // PostgreSQL's driver returns a bigint[]'s elements as strings
    area_ids: countries.flatMap((row) => (row.area_ids ?? []).map(Number)).sort((a, b) => a - b),
    store_ids: stores.map((row) => row.branch_id).sort((a, b) => a - b),
    agency_ids: agencies.map((row) => row.agency_id).sort((a, b) => a - b),
    products,
    photo_types: types,
  };
}
export type CampaignRow = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

/**
 * What a campaign may choose from: the client's countries; the group 1 areas (SPEC §9) of its group 1 countries, the
 * only ones a campaign may name as the part of a country that reports sales (an area of group 2 puts its people in
 * group 2 whatever a campaign says: `countryGroupOf`); its stores, chains and agencies with their brands, deactivated
 * ones marked. Names in the request's language.
 */
export async function setupOptions(db: Db, clientId: number, language: LanguageCode): Promise<SetupOptions> {
  const [countries, areas, chains, stores, agencies, brands] = await Promise.all([
    db
      .selectFrom('client_countries as cc')
      .innerJoin('countries as c', 'c.id', 'cc.country_id')
      .select(['c.id', sql<string>`trim(c.code)`.as('code')])
      .where('cc.client_id', '=', clientId)
      .orderBy('c.code')
      .execute(),
    group1Areas(db, clientId).select(['a.name', 'a.names']).orderBy('a.name').orderBy('a.id').execute(),
    db
      .selectFrom('retail_chains')
      .select(['id', 'name', 'names', 'active'])
      .where('client_id', '=', clientId)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('branches')
      .select(['id', 'name', 'retail_chain_id as chain_id', 'country_id', 'time_zone'])
      .where('client_id', '=', clientId)
      .orderBy('name')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('agencies')
      .select(['id', 'name', 'names', 'active'])
      .where('client_id', '=', clientId)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('brands')
      .select(['id', 'name', 'names', 'agency_id', 'active'])
      .where('client_id', '=', clientId)
      .orderBy('name')
      .execute(),
  ]);
  const named = <T extends { id: number; name: string; names: Record<string, string> | null }>(row: T) => ({
    id: row.id,
    name: localized(row.names, language, row.name),
  });
  return {
    countries,
    areas: areas.map((area) => ({ ...named(area), country_id: area.country_id })),
    chains: chains.map((chain) => ({ ...named(chain), active: chain.active })),
    stores,
    agencies: agencies.map((agency) => ({
      ...named(agency),
      active: agency.active,
      brands: brands
        .filter((b) => b.agency_id === agency.id)
        .map((brand) => ({ ...named(brand), active: brand.active })),
    })),
  };
}

/** The group 1 areas of the client's group 1 countries: the areas a campaign may name (SPEC §9). */
export function group1Areas(db: Db, clientId: number) {
  return db
    .selectFrom('country_areas as a')
    .innerJoin('countries as c', 'c.id', 'a.country_id')
    .innerJoin('client_countries as cc', (join) =>
      join.onRef('cc.country_id', '=', 'c.id').on('cc.client_id', '=', clientId),
    )
    .select(['a.id', 'a.country_id'])
    .where('c.group', '=', 1)
    .where('a.group', '=', 1);
}

/**
 * Replaces a campaign's countries (each with the group 1 areas named in it, grouped by `areaCountry`; null: the
 * whole country), eligible stores and agencies with the ones given.
 */
export async function setChoices(
  db: Db,
  campaignId: number,
  choice: {
    country_ids: readonly number[];
    area_ids: readonly number[];
    store_ids: readonly number[];
    agency_ids: readonly number[];
  },
  areaCountry: ReadonlyMap<number, number>,
) {
  const areasOf = (countryId: number) => {
    const ids = choice.area_ids.filter((id) => areaCountry.get(id) === countryId);
    return ids.length === 0 ? null : [...ids].sort((a, b) => a - b);
  };
  await db
    .deleteFrom('campaign_countries')
    .where('campaign_id', '=', campaignId)
    .$if(choice.country_ids.length > 0, (qb) => qb.where('country_id', 'not in', [...choice.country_ids]))
    .execute();
  if (choice.country_ids.length > 0)
    await db
      .insertInto('campaign_countries')
      .values(
        choice.country_ids.map((country_id) => ({
          campaign_id: campaignId,
          country_id,
          area_ids: areasOf(country_id),
        })),
      )
      .onConflict((oc) =>
        oc.columns(['campaign_id', 'country_id']).doUpdateSet({ area_ids: sql`excluded.area_ids` }),
      )
      .execute();
  await db.deleteFrom('campaign_stores').where('campaign_id', '=', campaignId).execute();
  if (choice.store_ids.length > 0)
    await db
      .insertInto('campaign_stores')
      .values(choice.store_ids.map((branch_id) => ({ campaign_id: campaignId, branch_id })))
      .execute();
  await db.deleteFrom('campaign_agencies').where('campaign_id', '=', campaignId).execute();
  if (choice.agency_ids.length > 0)
    await db
      .insertInto('campaign_agencies')
      .values(choice.agency_ids.map((agency_id) => ({ campaign_id: campaignId, agency_id })))
      .execute();
}

type Texts = Readonly<Record<LanguageCode, string>>;
const everyLanguage = (text: string): Texts => ({
  'pt-BR': text,
  'en-US': text,
  'es-ES': text,
  'fr-FR': text,
});
const descriptions = (texts: Texts) => JSON.stringify(texts);

/** A new points-table rule of the campaign pricing one product or photo type (code `<kind>.setup-<n>`, unique). */
async function insertRule(
  db: Db,
  clientId: number,
  campaignId: number,
  kind: 'sale' | 'photo',
  basePoints: number,
  label: Texts,
  position: number,
) {
  const row = await db
    .insertInto('point_rules')
    .values({
      client_id: clientId,
      campaign_id: campaignId,
      code: sql<string>`${`${kind}.setup-`} || nextval(pg_get_serial_sequence('point_rules', 'id'))`,
      kind,
      base_points: basePoints,
      descriptions: descriptions(label),
      position,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Replaces the catalogue of a campaign that has not begun: products and photo types kept (by id) are updated with
 * their rules' points, new ones get a rule each, the others are deleted with their rules.
 */
export async function replaceCatalogue(
  db: Db,
  clientId: number,
  current: CampaignRow,
  products: readonly SetupProduct[],
  photoTypes: readonly SetupPhotoType[],
) {
  const campaignId = current.id;
  const keptProducts = new Set(products.flatMap((p) => (p.id === null ? [] : [p.id])));
  const droppedProducts = current.products.filter((p) => !keptProducts.has(p.id));
  const keptTypes = new Set(photoTypes.flatMap((t) => (t.id === null ? [] : [t.id])));
  const droppedTypes = current.photo_types.filter((t) => !keptTypes.has(t.id));
  if (droppedProducts.length > 0)
    await db
      .deleteFrom('campaign_products')
      .where(
        'id',
        'in',
        droppedProducts.map((p) => p.id),
      )
      .execute();
  if (droppedTypes.length > 0)
    await db
      .deleteFrom('campaign_photo_types')
      .where(
        'id',
        'in',
        droppedTypes.map((t) => t.id),
      )
      .execute();
  const droppedRules = [...droppedProducts, ...droppedTypes].map((row) => row.rule_id);
  if (droppedRules.length > 0) await db.deleteFrom('point_rules').where('id', 'in', droppedRules).execute();

  // SKUs are unique per campaign: park the kept ones first, so two products may swap SKUs
  if (keptProducts.size > 0)
    await db
      .updateTable('campaign_products')
      .set({ sku: sql<string>`'~' || id` })
      .where('id', 'in', [...keptProducts])
      .execute();
  for (const [position, product] of products.entries()) {
    const fields = {
      product_type: product.product_type.trim(),
      brand: product.brand.trim(),
      processor: product.processor.trim(),
      generation: product.generation.trim(),
      form_factor: product.form_factor.trim(),
      sku: product.sku.trim(),
      position,
    };
    const label = everyLanguage(`${fields.product_type} ${fields.brand} ${fields.sku}`);
    const existing = current.products.find((p) => p.id === product.id);
    if (existing) {
      await db.updateTable('campaign_products').set(fields).where('id', '=', existing.id).execute();
      await db
        .updateTable('point_rules')
        .set({ base_points: product.base_points, descriptions: descriptions(label), position })
        .where('id', '=', existing.rule_id)
        .execute();
    } else {
      const ruleId = await insertRule(db, clientId, campaignId, 'sale', product.base_points, label, position);
      await db
        .insertInto('campaign_products')
        .values({ ...fields, client_id: clientId, campaign_id: campaignId, rule_id: ruleId })
        .execute();
    }
  }
  for (const [position, type] of photoTypes.entries()) {
    const names = Object.fromEntries(
      Object.entries(type.names).map(([code, text]) => [code, text.trim()]),
    ) as unknown as Texts;
    const text = { name: names['pt-BR'], names: JSON.stringify(names) };
    const existing = current.photo_types.find((t) => t.id === type.id);
    if (existing) {
      await db
        .updateTable('campaign_photo_types')
        .set({ ...text, position })
        .where('id', '=', existing.id)
        .execute();
      await db
        .updateTable('point_rules')
        .set({ base_points: type.base_points, descriptions: descriptions(names), position: 1000 + position })
        .where('id', '=', existing.rule_id)
        .execute();
    } else {
      const ruleId = await insertRule(
        db,
        clientId,
        campaignId,
        'photo',
        type.base_points,
        names,
        1000 + position,
      );
      await db
        .insertInto('campaign_photo_types')
        .values({ ...text, position, client_id: clientId, campaign_id: campaignId, rule_id: ruleId })
        .execute();
    }
  }
}

/**
 * Which of the ids are the client's: countries of the client, the group 1 areas (with their countries), its stores
 * (with their countries) and agencies (with whether each is active).
 */
export async function ownedChoices(
  db: Db,
  clientId: number,
  choice: {
    country_ids: readonly number[];
    area_ids: readonly number[];
    store_ids: readonly number[];
    agency_ids: readonly number[];
  },
) {
  const [countries, areas, stores, agencies] = await Promise.all([
    choice.country_ids.length === 0
      ? []
      : db
          .selectFrom('client_countries')
          .select('country_id')
          .where('client_id', '=', clientId)
          .where('country_id', 'in', [...choice.country_ids])
          .execute(),
    choice.area_ids.length === 0
      ? []
      : group1Areas(db, clientId)
          .where('a.id', 'in', [...choice.area_ids])
          .execute(),
    choice.store_ids.length === 0
      ? []
      : db
          .selectFrom('branches')
          .select(['id', 'country_id'])
          .where('client_id', '=', clientId)
          .where('id', 'in', [...choice.store_ids])
          .execute(),
    choice.agency_ids.length === 0
      ? []
      : db
          .selectFrom('agencies')
          .select(['id', 'active'])
          .where('client_id', '=', clientId)
          .where('id', 'in', [...choice.agency_ids])
          .execute(),
  ]);
  return { countries: countries.map((c) => c.country_id), areas, stores, agencies };
}
