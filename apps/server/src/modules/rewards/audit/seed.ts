import { isoDateInZone, normalizeInvoiceNumber, photoWeek } from '@elevar/domain';
import sharp from 'sharp';
import type { Db } from '../../../db/connection.ts';
import { publishedTermsVersion } from '../../../db/seed/accounts.ts';
import { clientIds, countryIds, DEMO_PASSWORD } from '../../../db/seed/lookups.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { hashPassword } from '../../../platform/crypto.ts';
import { recordStoredFile } from '../../../platform/storage.ts';
import type { SeedContext, SeedStep } from '../../manifest.ts';
import { insertRegistration } from '../campaigns/queries.ts';
import { demoImage, recordDemoPhoto } from '../photos/seed.ts';
import { invoiceHashes } from '../sales/invoice.ts';
import * as salesQ from '../sales/queries.ts';
import { recordSale } from '../sales/record.ts';
import { userId } from '../sales/seed.ts';
import { applyAuditDecision } from './decide.ts';

const DAY_MS = 86_400_000;

/** The audit queue's demo sellers: Brazilian salespeople of Chip Rewards, each registered for Q4 at their store. */
const SELLERS = [
  { username: 'paulo.br', fullName: 'Paulo Rocha', store: 'MegaInfo Campinas', gmin: '10678901' },
  { username: 'renata.br', fullName: 'Renata Dias', store: 'Casa Digital Recife', gmin: '10789012' },
] as const;
type Seller = (typeof SELLERS)[number]['username'];

/**
 * Their sales: seller, invoice number, days ago, the invoice image (the same number: the same picture), lines (SKU,
 * units) and the audit outcome. Paulo's first repeats seller.br's invoice 000.123.456 (duplicate invoice); Renata's
 * first reuses the picture of Paulo's second (duplicate image), itself 13 days old (window edge); Renata's 12
 * processors stand far above her and her store's usual (one unit) and were approved; Paulo's last was reproved
 * with its reason. Every seller stays below Q4's intermediate threshold, so no level change is opened.
 */
const SALES: [Seller, string, number, number, [string, number][], 'under_audit' | 'approved' | 'reproved'][] =
  [
    ['paulo.br', '000.123.456', 1, 1, [['LNV-YOGA-U7-S2', 1]], 'under_audit'],
    ['paulo.br', '000.871.220', 13, 2, [['DELL-INSP-I5-13', 1]], 'under_audit'],
    ['renata.br', '004.552.019', 2, 2, [['HP-PAV-I7-14', 1]], 'under_audit'],
    ['renata.br', '004.551.730', 4, 3, [['BX8071514600K', 12]], 'approved'],
    ['paulo.br', '000.870.995', 5, 4, [['LNV-TC-I5-14', 1]], 'reproved'],
  ];
const REPROVAL = 'A nota fiscal é de outra loja.';

/** A demo invoice picture: a white page with grey lines whose lengths follow `seed`, so each has its own hashes. */
async function demoInvoice(seed: number) {
  const lines = Array.from({ length: 8 }, (_, i) => ({
    input: {
      create: {
        width: 80 + ((seed * 97 + i * 53) % 300),
        height: 22,
        channels: 3 as const,
        background: { r: 90, g: 90, b: 90 },
      },
    },
    left: 40 + ((seed * 31 + i * 17) % 60),
    top: 40 + i * 70,
  }));
  return sharp({ create: { width: 480, height: 640, channels: 3, background: { r: 252, g: 252, b: 248 } } })
    .composite(lines)
    .png()
    .toBuffer();
}

async function demoSeller(db: Db, seller: (typeof SELLERS)[number], clientId: number) {
  const countries = await countryIds(db);
  const store = await db
    .selectFrom('branches')
    .select(['id', 'retail_chain_id', 'time_zone'])
    .where('client_id', '=', clientId)
    .where('name', '=', seller.store)
    .executeTakeFirstOrThrow();
  const [name = seller.fullName, ...rest] = seller.fullName.split(' ');
  const user = await db
    .insertInto('users')
    .values({
      username: seller.username,
      email: `${seller.username}@demo.elevar.app`,
      full_name: seller.fullName,
      name,
      last_name: rest.join(' ') || null,
      password_hash: await hashPassword(DEMO_PASSWORD),
      status: 'approved',
      language_id: 1,
      country_id: countries.get('BR') ?? null,
      gmin_number: seller.gmin,
      accepted_terms_version: (await publishedTermsVersion(db)) || null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_clients')
    .values({ user_id: user.id, client_id: clientId, role: 'salesperson', branch_id: store.id })
    .execute();
  return { id: user.id, store };
}

async function storedInvoice(db: Db, context: SeedContext, ownerUserId: number, seed: number) {
  const bytes = await demoInvoice(seed);
  const key = await context.files.write(bytes);
  await recordStoredFile(db, {
    key,
    ownerUserId,
    purpose: salesQ.INVOICE_PURPOSE,
    contentType: 'image/png',
    size: bytes.length,
  });
  return { key, hashes: await invoiceHashes(bytes) };
}

/**
 * The audit queue's demo (issue 13, fourth slice): `paulo.br` and `renata.br` report Q4 sales and send store photos
 * through the same recording as the server, so their fraud signals are computed: a duplicate invoice number across
 * users (with seller.br's sale under audit), a duplicate invoice picture, a date at the window's edge, a quantity far
 * above the usual, and two near-identical store photos (one re-encoded). Sales and photos in every audit state:
 * `auditor` finds a real queue, most suspicious first, at /admin/rewards-audit.
 */
const auditStep: SeedStep = {
  name: '2026-12-02 rewards audit queue',
  async run(db, context) {
    const { rewards } = await clientIds(db);
    const q4 = await db
      .selectFrom('campaigns')
      .select(['id', 'photo_reset_day'])
      .where('client_id', '=', rewards)
      .where('name', '=', 'Q4 2026')
      .executeTakeFirstOrThrow();
    const agency = await db
      .selectFrom('agencies')
      .select('id')
      .where('client_id', '=', rewards)
      .where('name', '=', 'Agência Varejo Total')
      .executeTakeFirstOrThrow();
    const brands = await db.selectFrom('brands').select('id').where('agency_id', '=', agency.id).execute();
    const catalogue = await salesQ.catalogue(db, rewards, q4.id);
    const auditor = await userId(db, 'auditor');
    const now = new Date();
    const sellers = new Map<string, Awaited<ReturnType<typeof demoSeller>>>();
    for (const seller of SELLERS) {
      const created = await demoSeller(db, seller, rewards);
      sellers.set(seller.username, created);
      await inTransaction(db, (trx) =>
        insertRegistration(trx, {
          clientId: rewards,
          campaignId: q4.id,
          userId: created.id,
          agencyId: agency.id,
          storeIds: [created.store.id],
          brandIds: brands.map((b) => b.id),
          now: new Date(now.getTime() - 20 * DAY_MS),
        }),
      );
    }

    for (const [index, [username, invoiceNumber, daysAgo, picture, lines, outcome]] of SALES.entries()) {
      const seller = sellers.get(username);
      if (!seller) throw new Error(`demo seller ${username} missing`);
      // reported in the last hours (one an hour, too few for a burst), the sale itself `daysAgo` days before
      const reportedAt = new Date(now.getTime() - (SALES.length - index) * 3_600_000);
      const zone = seller.store.time_zone ?? 'America/Sao_Paulo';
      const invoice = await storedInvoice(db, context, seller.id, picture);
      const recorded = await inTransaction(db, (trx) =>
        recordSale(trx, {
          clientId: rewards,
          campaignId: q4.id,
          userId: seller.id,
          invoiceNumber: normalizeInvoiceNumber(invoiceNumber),
          saleDate: isoDateInZone(new Date(now.getTime() - daysAgo * DAY_MS), zone),
          chainId: seller.store.retail_chain_id ?? 0,
          storeId: seller.store.id,
          invoiceKey: invoice.key,
          invoice: invoice.hashes,
          observation: null,
          idempotencyKey: `seed:audit-sale:${index}`,
          lines: lines.map(([sku, quantity]) => {
            const product = catalogue.find((p) => p.sku === sku);
            if (!product) throw new Error(`demo product ${sku} missing`);
            return { product, quantity };
          }),
          today: isoDateInZone(reportedAt, zone),
          now: reportedAt,
        }),
      );
      if (recorded === undefined) throw new Error(`demo sale ${invoiceNumber} not stored`);
      const saleId = recorded.id;
      if (outcome !== 'under_audit')
        await inTransaction(db, (trx) =>
          applyAuditDecision(trx, 'sale', {
            clientId: rewards,
            reviewerId: auditor,
            id: saleId,
            status: outcome,
            reason: outcome === 'reproved' ? REPROVAL : null,
            at: new Date(reportedAt.getTime() + 1_800_000),
          }),
        );
    }

    // the same shelf photographed by both: Renata's as taken, Paulo's a re-encoded copy (near-identical)
    const types = await db
      .selectFrom('campaign_photo_types as t')
      .innerJoin('point_rules as r', 'r.id', 't.rule_id')
      .select(['t.id', 'r.code'])
      .where('t.campaign_id', '=', q4.id)
      .orderBy('t.position')
      .execute();
    const shelf = await demoImage([180, 40, 60], 2);
    const copy = await sharp(shelf).resize(600).jpeg({ quality: 55 }).toBuffer();
    const PHOTOS: [Seller, Buffer, number, number][] = [
      ['renata.br', shelf, 0, 0],
      ['paulo.br', copy, 0, 0],
      ['paulo.br', await demoImage([30, 90, 160], 3), 1, 1],
    ];
    for (const [index, [username, bytes, typeIndex, weeksAgo]] of PHOTOS.entries()) {
      const seller = sellers.get(username);
      const type = types[typeIndex];
      if (!seller || !type) throw new Error('demo photo seller or type missing');
      const at = new Date(now.getTime() - weeksAgo * 7 * DAY_MS - 2 * 3_600_000);
      const zone = seller.store.time_zone ?? 'America/Sao_Paulo';
      const photo = await recordDemoPhoto(db, context, bytes, {
        clientId: rewards,
        campaignId: q4.id,
        userId: seller.id,
        storeId: seller.store.id,
        photoTypeId: type.id,
        ruleCode: type.code,
        weekStart: photoWeek(at, zone, q4.photo_reset_day).start,
        idempotencyKey: `seed:audit-photo:${index}`,
        now: at,
      });
      if (!photo) throw new Error(`demo photo ${index} not stored`);
      if (weeksAgo > 0)
        await inTransaction(db, (trx) =>
          applyAuditDecision(trx, 'photo', {
            clientId: rewards,
            reviewerId: auditor,
            id: photo.id,
            status: 'approved',
            reason: null,
            at: new Date(at.getTime() + DAY_MS),
          }),
        );
    }
  },
};

export const auditDemoSteps: readonly SeedStep[] = [auditStep];
