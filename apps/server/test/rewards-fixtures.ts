import type { Role } from '@elevar/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/connection.ts';
import {
  addClientCountries,
  bearer,
  buildBranch,
  buildCampaign,
  buildClient,
  buildUser,
  login,
} from './factories.ts';

let sequence = 0;
const unique = (prefix: string) => `${prefix}${++sequence}-${Math.random().toString(36).slice(2, 8)}`;

/** A store of a client in a retail chain, with its country and zone. */
export async function buildStore(
  db: Db,
  clientId: number,
  options: { chainId: number; countryId: number; zone: string; name?: string },
) {
  const branch = await buildBranch(db, clientId, { countryId: options.countryId, name: options.name });
  await db
    .updateTable('branches')
    .set({ retail_chain_id: options.chainId, time_zone: options.zone })
    .where('id', '=', branch.id)
    .execute();
  return branch;
}

/**
 * A rewards client in Brazil and Argentina: chain A with two São Paulo stores, chain B with one, chain C in
 * Argentina; agency X (brands x1, x2), agency Y (brand y1); an active campaign (Q4 2026) and a previous one (Q3),
 * both open to every store and agency and to both countries.
 */
export async function rewardsProgramme(db: Db) {
  const client = await buildClient(db, {
    modules: ['campaigns', 'insert_sales', 'upload_photos', 'profile'],
  });
  const [br, ar] = await addClientCountries(db, client.id, ['BR', 'AR']);
  const brazil = br ?? 0;
  const argentina = ar ?? 0;
  const chain = async (name: string) =>
    db
      .insertInto('retail_chains')
      .values({ client_id: client.id, name: unique(name) })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
  const [chainA, chainB, chainC] = [await chain('A '), await chain('B '), await chain('C ')];
  const sp = 'America/Sao_Paulo';
  const stores = {
    a1: await buildStore(db, client.id, { chainId: chainA.id, countryId: brazil, zone: sp, name: 'A1' }),
    a2: await buildStore(db, client.id, { chainId: chainA.id, countryId: brazil, zone: sp, name: 'A2' }),
    b1: await buildStore(db, client.id, { chainId: chainB.id, countryId: brazil, zone: sp, name: 'B1' }),
    c1: await buildStore(db, client.id, {
      chainId: chainC.id,
      countryId: argentina,
      zone: 'America/Argentina/Buenos_Aires',
      name: 'C1',
    }),
  };
  const agency = async (name: string, brands: string[]) => {
    const row = await db
      .insertInto('agencies')
      .values({ client_id: client.id, name: unique(name) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const brandRows = await db
      .insertInto('brands')
      .values(brands.map((b) => ({ client_id: client.id, agency_id: row.id, name: b })))
      .returning(['id', 'name'])
      .execute();
    return { id: row.id, brands: Object.fromEntries(brandRows.map((b) => [b.name, b.id])) };
  };
  const agencyX = await agency('X ', ['x1', 'x2']);
  const agencyY = await agency('Y ', ['y1']);
  const active = await buildCampaign(db, client.id, {
    name: 'Q4 2026',
    begin: '2026-10-01',
    end: '2026-12-15',
    reward: true,
  });
  const previous = await buildCampaign(db, client.id, {
    name: 'Q3 2026',
    begin: '2026-07-01',
    end: '2026-09-15',
    reward: true,
  });
  for (const campaign of [active, previous])
    await openCampaign(
      db,
      campaign.id,
      [brazil, argentina],
      Object.values(stores).map((s) => s.id),
      [agencyX.id, agencyY.id],
    );
  return {
    client,
    brazil,
    argentina,
    chains: { a: chainA, b: chainB, c: chainC },
    stores,
    agencyX,
    agencyY,
    active,
    previous,
  };
}

/** Opens a campaign to countries, stores and agencies. */
export async function openCampaign(
  db: Db,
  campaignId: number,
  countryIds: number[],
  storeIds: number[],
  agencyIds: number[],
) {
  await db
    .insertInto('campaign_countries')
    .values(countryIds.map((country_id) => ({ campaign_id: campaignId, country_id })))
    .execute();
  if (storeIds.length)
    await db
      .insertInto('campaign_stores')
      .values(storeIds.map((branch_id) => ({ campaign_id: campaignId, branch_id })))
      .execute();
  if (agencyIds.length)
    await db
      .insertInto('campaign_agencies')
      .values(agencyIds.map((agency_id) => ({ campaign_id: campaignId, agency_id })))
      .execute();
}

/** A signed-in member of the client with a country, a GMIN number (partner account) unless `gmin: null`. */
export async function rewardsMember(
  app: FastifyInstance,
  db: Db,
  clientId: number,
  options: { countryId: number; role?: Role; gmin?: string | null; languageId?: number },
) {
  const user = await buildUser(db, {
    clients: [{ id: clientId, role: options.role ?? 'salesperson' }],
    languageId: options.languageId,
  });
  await db
    .updateTable('users')
    .set({
      country_id: options.countryId,
      gmin_number: options.gmin === undefined ? '10000001' : options.gmin,
    })
    .where('id', '=', user.id)
    .execute();
  const headers = bearer(await login(app, user.username, user.password));
  return { user, headers };
}

/** A PNG's first bytes and a little more: enough for the invoice's content check. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('invoice photo'),
]);

/**
 * The rewards programme with a sales catalogue in its active campaign: stores with registration digits (a1
 * 12.345.678/0001-90), points-table rules (notebook 100, processor 40) and three products; `seller()` signs in a
 * Brazilian seller registered for the campaign with store a1 (`level` sets their level there).
 */
export async function salesProgramme(app: FastifyInstance, db: Db) {
  const p = await rewardsProgramme(db);
  const digits = { a1: '12345678000190', a2: '12345678000271', b1: '98765432000110', c1: '30712345679' };
  for (const [name, value] of Object.entries(digits))
    await db
      .updateTable('branches')
      .set({ registration_digits: value })
      .where('id', '=', p.stores[name as keyof typeof digits].id)
      .execute();
  const rule = async (campaignId: number, code: string, points: number) =>
    db
      .insertInto('point_rules')
      .values({
        client_id: p.client.id,
        campaign_id: campaignId,
        code,
        kind: 'sale',
        base_points: points,
        descriptions: JSON.stringify({ 'en-US': code }),
      })
      .returning(['id', 'code'])
      .executeTakeFirstOrThrow();
  const notebook = await rule(p.active.id, 'sale.notebook', 100);
  const processor = await rule(p.active.id, 'sale.processor', 40);
  const product = async (campaignId: number, ruleId: number, sku: string, type: string) =>
    db
      .insertInto('campaign_products')
      .values({
        client_id: p.client.id,
        campaign_id: campaignId,
        rule_id: ruleId,
        product_type: type,
        brand: 'Lenovo',
        processor: 'Core i7',
        generation: '14th',
        form_factor: type === 'Notebook' ? 'Thin and light' : 'Boxed',
        sku,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const products = {
    notebook: await product(p.active.id, notebook.id, `NB-${p.client.id}`, 'Notebook'),
    processor: await product(p.active.id, processor.id, `CPU-${p.client.id}`, 'Processor'),
  };
  const previousRule = await rule(p.previous.id, 'sale.notebook', 90);
  const previousProduct = await product(p.previous.id, previousRule.id, `OLD-${p.client.id}`, 'Notebook');

  async function seller(options: { level?: 'junior' | 'intermediate' | 'highest'; register?: boolean } = {}) {
    const member = await rewardsMember(app, db, p.client.id, { countryId: p.brazil });
    if (options.register !== false) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/rewards/campaigns/${p.active.id}/registration`,
        headers: member.headers,
        payload: {
          chain_ids: [p.chains.a.id],
          store_ids: [p.stores.a1.id],
          agency_ids: [p.agencyX.id],
          brand_ids: [p.agencyX.brands.x1],
          accepted_terms: true,
        },
      });
      if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
    }
    if (options.level)
      await db
        .insertInto('user_levels')
        .values({
          client_id: p.client.id,
          user_id: member.user.id,
          campaign_id: p.active.id,
          level: options.level,
        })
        .execute();
    return member;
  }
  return {
    ...p,
    digits,
    products,
    previousProduct,
    seller,
  };
}

/**
 * The sales programme with photo types in its active campaign: "Shelf" (points-table rule photo.shelf, 30) and
 * "End cap" (photo.endcap, 50).
 */
export async function photosProgramme(app: FastifyInstance, db: Db) {
  const p = await salesProgramme(app, db);
  const type = async (code: string, points: number, name: string, position: number) => {
    const rule = await db
      .insertInto('point_rules')
      .values({
        client_id: p.client.id,
        campaign_id: p.active.id,
        code,
        kind: 'photo',
        base_points: points,
        descriptions: JSON.stringify({ 'en-US': name }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return db
      .insertInto('campaign_photo_types')
      .values({
        client_id: p.client.id,
        campaign_id: p.active.id,
        rule_id: rule.id,
        name,
        names: JSON.stringify({ 'pt-BR': `${name} (pt)`, 'en-US': name, 'es-ES': name, 'fr-FR': name }),
        position,
      })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
  };
  const photoTypes = {
    shelf: await type('photo.shelf', 30, 'Shelf', 0),
    endcap: await type('photo.endcap', 50, 'End cap', 1),
  };
  return { ...p, photoTypes };
}

/** A small real JPEG (a gradient), distinct per `seed`. */
export async function photoJpeg(seed = 0): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const width = 64;
  const height = 48;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    pixels[i * 3] = (i + seed * 37) % 256;
    pixels[i * 3 + 1] = (i * 3) % 256;
    pixels[i * 3 + 2] = (seed * 91) % 256;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

/** A small JPEG of seeded noise: two seeds give unrelated pictures (their dHashes some 32 bits apart). */
export async function noiseJpeg(seed: number, quality = 90): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const width = 72;
  const height = 64;
  const pixels = Buffer.alloc(width * height);
  let state = (seed * 2_654_435_761 + 1) >>> 0;
  // blocks of 8×8 so the 9×8 grid of the dHash sees the pattern, not a blur of it
  for (let by = 0; by < height / 8; by++)
    for (let bx = 0; bx < width / 8; bx++) {
      state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
      const value = state >>> 24;
      for (let y = 0; y < 8; y++)
        pixels.fill(value, (by * 8 + y) * width + bx * 8, (by * 8 + y) * width + bx * 8 + 8);
    }
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .jpeg({ quality })
    .toBuffer();
}

/** A signed-in staff member of the client (an auditor unless `role` says otherwise). */
export async function staffMember(app: FastifyInstance, db: Db, clientId: number, role: Role = 'auditor') {
  const user = await buildUser(db, { clients: [{ id: clientId, role }] });
  return { user, headers: bearer(await login(app, user.username, user.password)) };
}

/**
 * A sale written straight to the tables (no ledger entries, no signals): for figures read from the rows, such as
 * the campaign dashboard's. Its invoice is a stored file of the seller's.
 */
export async function insertSale(
  db: Db,
  sale: {
    clientId: number;
    campaignId: number;
    userId: number;
    storeId: number;
    chainId: number;
    date: string;
    status: 'under_audit' | 'approved' | 'reproved';
    lines: { productId: number; quantity: number; points: number }[];
    createdAt?: Date;
  },
) {
  const key = unique('sale-invoice/');
  await db
    .insertInto('stored_files')
    .values({ key, owner_user_id: sale.userId, purpose: 'sale_invoice', content_type: 'image/png', size: 1 })
    .execute();
  const row = await db
    .insertInto('sales')
    .values({
      client_id: sale.clientId,
      campaign_id: sale.campaignId,
      user_id: sale.userId,
      invoice_number: unique('INV-'),
      sale_date: sale.date,
      retail_chain_id: sale.chainId,
      branch_id: sale.storeId,
      invoice_file_key: key,
      status: sale.status,
      reason: sale.status === 'reproved' ? 'Fake' : null,
      points: sale.lines.reduce((sum, line) => sum + line.points, 0),
      units: sale.lines.reduce((sum, line) => sum + line.quantity, 0) || null,
      created_at: sale.createdAt ?? new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('sale_lines')
    .values(
      sale.lines.map((line, position) => ({
        sale_id: row.id,
        position,
        product_id: line.productId,
        quantity: line.quantity,
        base_points: 1,
        points: line.points,
      })),
    )
    .execute();
  return row;
}
