import type {
  Sale,
  SaleForm,
  SaleInvoiceUpload,
  SalePage,
  SaleRequest,
  SaleStore,
  SalesQuery,
} from '@elevar/contract';
import {
  campaignCountryGroup,
  earliestSaleDate,
  errorMessage,
  hasRewardsAccess,
  isoDateInZone,
  type LanguageCode,
  levelMultiplier,
  localized,
  normalizeInvoiceNumber,
  registrationDigits,
  SALE_REPORT_WINDOW_DAYS,
  saleDateProblem,
  saleLinePoints,
  validationMessage,
} from '@elevar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../../context.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { fileStoreFor, readStoredFile, removeFiles, signedFileUrl } from '../../../platform/storage.ts';
import { assertModule, loadActor } from '../../identity/index.ts';
import { currentLevel } from '../../points/index.ts';
import { type RewardsViewer, rewardsViewer, viewerOf } from '../access.ts';
import { queueChanged } from '../audit/queue-counts.ts';
import { type CampaignRow, campaignsOf } from '../campaigns/queries.ts';
import { idByIdempotencyKey } from '../queries.ts';
import { invoiceHashes, sniffInvoice } from './invoice.ts';
import * as q from './queries.ts';
import { recordSale } from './record.ts';
import * as report from './report-queries.ts';

/**
 * Sales of the rewards programme (SPEC §2 insert-sales, §3 Sale, §4 Sale points, §5 Sale, §8 Sales). Who reports:
 * the `insert_sales` module's predicate (selling roles, country group 1) and a partner account (rewards access),
 * registered for the campaign and not blocked from the programme.
 */
function salesViewer(ctx: ServiceContext, auth: AuthContext, language: LanguageCode): Promise<RewardsViewer> {
  return rewardsViewer(ctx, auth, language, 'insert_sales');
}

const fieldError = (
  code: Parameters<typeof errorMessage>[0],
  status: number,
  field: string,
  language: LanguageCode,
) => new AppError(code, status, [{ field, message: errorMessage(code, language) }]);

/** The invoice named is not the user's upload, or already serves a sale. */
const invalidInvoice = (language: LanguageCode) =>
  new AppError('common.validation', 422, [
    { field: 'invoice_key', message: validationMessage('field.invalid', language) },
  ]);

/**
 * The campaign (running in the user's country, of their client, which reports sales there: group 1 in it) that the
 * user registered for.
 */
async function registeredCampaign(ctx: ServiceContext, viewer: RewardsViewer, campaignId: number) {
  const [[campaign], country] = await Promise.all([
    campaignsOf(ctx.db, viewer, campaignId),
    q.campaignCountry(ctx.db, campaignId, viewer.countryId),
  ]);
  return checkedCampaign(viewer, campaign, country);
}

/** `registeredCampaign`'s checks on the rows read: not found, not group 1 for the user, not registered (403). */
function checkedCampaign(
  viewer: RewardsViewer,
  campaign: CampaignRow | null | undefined,
  country: { group: number; area_ids: (number | string)[] | null } | null | undefined,
): CampaignRow {
  if (!campaign) throw notFound();
  // SPEC §9: in this campaign the user's country (and area, where the campaign names part of it) reports sales
  // (area ids read as numbers: PostgreSQL's driver returns the elements of a bigint[] as strings)
  const areaIds = country?.area_ids?.map(Number) ?? null;
  const areaId = viewer.areaId === null ? null : Number(viewer.areaId);
  if (country && campaignCountryGroup({ group: country.group, areaIds }, areaId) !== 1) throw notFound();
  if (!campaign.registered) throw new AppError('rewards.not_registered', 403);
  return campaign;
}

function toStore(row: q.StoreRow, language: LanguageCode, fallbackZone: string): SaleStore {
  return {
    id: row.id,
    name: localized(row.names, language, row.name),
    chain: { id: row.chain_id, name: row.chain_name },
    country_code: row.country_code === null ? null : row.country_code.trim(),
    time_zone: row.time_zone ?? fallbackZone,
  };
}

/** GET /api/v1/rewards/campaigns/:id/sale-form: the catalogue priced at the user's level, chains, stores, window. */
export async function saleForm(
  ctx: ServiceContext,
  auth: AuthContext,
  campaignId: number,
  language: LanguageCode,
): Promise<SaleForm> {
  const viewer = await salesViewer(ctx, auth, language);
  const campaign = await registeredCampaign(ctx, viewer, campaignId);
  const [products, chains, stores, level] = await Promise.all([
    q.catalogue(ctx.db, viewer.clientId, campaignId),
    q.eligibleChains(ctx.db, viewer.clientId, campaignId),
    q.registeredStores(ctx.db, viewer.clientId, campaignId, viewer.userId),
    currentLevel(ctx.db, { clientId: viewer.clientId, userId: viewer.userId, campaignId }),
  ]);
  const multiplier = levelMultiplier(level);
  const timeZone = stores[0]?.time_zone ?? campaign.time_zone;
  const today = isoDateInZone(ctx.clock.now(), timeZone);
  return {
    campaign: {
      id: campaign.id,
      name: campaign.name,
      begin_date: campaign.begin_date,
      end_date: campaign.end_date,
    },
    level,
    multiplier,
    products: products.map((p) => ({
      ...q.catalogueProduct(p),
      points: saleLinePoints(p.base_points, 1, multiplier),
    })),
    chains,
    stores: stores.map((s) => toStore(s, language, campaign.time_zone)),
    time_zone: timeZone,
    today,
    earliest_sale_date: earliestSaleDate(today, campaign),
    window_days: SALE_REPORT_WINDOW_DAYS,
  };
}

/** GET /api/v1/rewards/campaigns/:id/stores?registration_number=: an eligible store by its digits (SPEC §5). */
export async function findSaleStore(
  ctx: ServiceContext,
  auth: AuthContext,
  campaignId: number,
  registrationNumber: string,
  language: LanguageCode,
): Promise<SaleStore> {
  const viewer = await salesViewer(ctx, auth, language);
  const campaign = await registeredCampaign(ctx, viewer, campaignId);
  const digits = registrationDigits(registrationNumber);
  const store =
    digits === '' ? undefined : await q.storeByDigits(ctx.db, viewer.clientId, campaignId, digits);
  if (!store) throw fieldError('rewards.store_not_found', 404, 'registration_number', language);
  return toStore(store, language, campaign.time_zone);
}

/**
 * POST /api/v1/rewards/sales/invoices (multipart, one `file` part): the invoice, an image or a PDF by its content
 * (magic bytes), stored as the user's file for one sale. Other content: 422 `rewards.invoice_file_invalid`. The
 * refusals of who uploads (`salesViewer`'s, then a block) come first: the file is written and hashed before its row
 * is recorded, in the statement that reads the member (`recordInvoice`), and removed when they may not upload.
 */
export async function uploadInvoice(
  ctx: ServiceContext,
  auth: AuthContext,
  bytes: Buffer,
  language: LanguageCode,
  log: FastifyBaseLogger,
): Promise<SaleInvoiceUpload> {
  const contentType = sniffInvoice(bytes);
  if (!contentType) {
    const viewer = await salesViewer(ctx, auth, language);
    if (viewer.blocked) throw new AppError('rewards.account_blocked', 403);
    throw fieldError('rewards.invoice_file_invalid', 422, 'file', language);
  }
  const actor = await loadActor(ctx, auth);
  const clientId = await assertModule(ctx, actor, 'insert_sales');
  const store = fileStoreFor(ctx);
  // hashed here, from the bytes received, for the duplicate-image signal of the sale that will name the file
  const [key, hashes] = await Promise.all([store.write(bytes), invoiceHashes(bytes)]);
  let member: Awaited<ReturnType<typeof q.recordInvoice>>;
  try {
    member = await q.recordInvoice(ctx.db, {
      key,
      ownerUserId: actor.userId,
      clientId,
      staff: hasRewardsAccess({ role: actor.role, isSuperuser: actor.isSuperuser, partnerAccount: null }),
      contentType,
      size: bytes.length,
      hashes,
    });
  } catch (error) {
    await removeFiles(store, [key], log);
    throw error;
  }
  if (!member?.recorded) {
    await removeFiles(store, [key], log);
    // not a member, no partner account: `viewerOf` refuses; else blocked (the statement's checks are the same)
    if (viewerOf(actor, clientId, member, language).blocked)
      throw new AppError('rewards.account_blocked', 403);
    throw new Error('invoice not recorded for a member who may upload');
  }
  return { key, content_type: contentType, size: bytes.length };
}

/**
 * The hashes of a stored invoice file uploaded before they were kept at the upload (none when the file is missing
 * from the store).
 */
async function readInvoiceHashes(ctx: ServiceContext, key: string) {
  const bytes = await readStoredFile(fileStoreFor(ctx), key);
  if (!bytes) return { sha256: null, dhash: null };
  return invoiceHashes(bytes);
}

/** A sale as its owner sees it (the audit queue adds to it). */
export function toSale(row: q.SaleRow, language: LanguageCode, secret: string): Sale {
  const lines = row.lines as {
    product_id: number;
    product_type: string;
    brand: string;
    processor: string;
    generation: string;
    form_factor: string;
    sku: string;
    base_points: number;
    quantity: number;
    points: number;
  }[];
  return {
    id: row.id,
    campaign: { id: row.campaign_id, name: row.campaign_name },
    invoice_number: row.invoice_number,
    sale_date: row.sale_date,
    chain: { id: row.chain_id, name: row.chain_name },
    store: { id: row.store_id, name: localized(row.store_names, language, row.store_name) },
    observation: row.observation,
    status: row.status,
    reason: row.reason,
    points: row.points,
    invoice_url: signedFileUrl(row.invoice_file_key, secret),
    created_at: new Date(row.created_at).toISOString(),
    lines: lines.map((l) => ({
      product: {
        id: l.product_id,
        product_type: l.product_type,
        brand: l.brand,
        processor: l.processor,
        generation: l.generation,
        form_factor: l.form_factor,
        sku: l.sku,
        base_points: l.base_points,
      },
      quantity: l.quantity,
      points: l.points,
    })),
  };
}

async function saleOf(ctx: ServiceContext, viewer: RewardsViewer, saleId: number): Promise<Sale> {
  const { rows } = await q.salePage(
    ctx.db,
    { clientId: viewer.clientId, userId: viewer.userId },
    { page: 1, pageSize: 1, saleId },
  );
  const [row] = rows;
  if (!row) throw notFound();
  return toSale(row, viewer.language, ctx.secret);
}

export interface ReportedSale {
  sale: Sale;
  /** Whether this call stored it (201), or the Idempotency-Key answered the first (200). */
  created: boolean;
}

/**
 * POST /api/v1/rewards/campaigns/:id/sales with `Idempotency-Key` (SPEC §5 Sale): a retry answers the first sale.
 * Refused to a user blocked for activity against the rules (403, SPEC §8) or not registered for the campaign
 * (403); a store not eligible (422), a date outside the 15-day window or the campaign in the store's zone (422), a
 * product not in the catalogue (422), an invoice file not the user's or already used (422); an invoice number the
 * user already sent in the campaign: 409 "O número da nota já foi enviada pelo usuário anteriormente", whatever
 * the concurrency (the unique key keeps the first). Each line's points go through the ledger by the product's
 * rule, under audit (SPEC §4), in the sale's transaction.
 */
export async function reportSale(
  ctx: ServiceContext,
  auth: AuthContext,
  campaignId: number,
  body: SaleRequest,
  idempotencyKey: string,
  language: LanguageCode,
): Promise<ReportedSale> {
  // `salesViewer`'s checks, with everything else the report reads before it writes in the same statement
  const actor = await loadActor(ctx, auth);
  const clientId = await assertModule(ctx, actor, 'insert_sales');
  const now = ctx.clock.now();
  const invoiceNumber = normalizeInvoiceNumber(body.invoice_number);
  const [facts] = await report.reportFacts(ctx.db, [
    clientId,
    actor.userId,
    campaignId,
    idempotencyKey,
    body.store_id,
    body.invoice_key,
    invoiceNumber,
    report.burstSince(now),
    now,
  ]);
  const viewer = viewerOf(actor, clientId, facts?.member ?? undefined, language);
  if (facts?.earlier_id != null)
    return { sale: await saleOf(ctx, viewer, Number(facts.earlier_id)), created: false };
  if (viewer.blocked) throw new AppError('rewards.account_blocked', 403);
  const campaign = checkedCampaign(viewer, facts?.campaign, facts?.country);

  const store = facts?.store;
  if (!store || store.chain_id !== body.chain_id)
    throw fieldError('rewards.store_not_participating', 422, 'store_id', language);
  const dateProblem = saleDateProblem({
    saleDate: body.sale_date,
    campaign,
    timeZone: store.time_zone ?? campaign.time_zone,
    now,
  });
  if (dateProblem) throw fieldError(dateProblem, 422, 'sale_date', language);
  const byId = new Map((facts?.products ?? []).map((p) => [p.id, p]));
  const lines = body.lines.map((line) => ({ quantity: line.quantity, product: byId.get(line.product_id) }));
  if (lines.some((line) => line.product === undefined))
    throw fieldError('rewards.product_not_in_catalogue', 422, 'lines', language);
  if (!facts?.invoice_free) throw invalidInvoice(language);

  const observation = body.observation?.trim() || null;
  const invoice = facts.invoice_hashes ?? (await readInvoiceHashes(ctx, body.invoice_key));
  const sold = lines.map((line) => ({ product: line.product as q.CatalogueRow, quantity: line.quantity }));
  const recorded = await inTransaction(ctx.db, (trx) =>
    recordSale(trx, {
      clientId: viewer.clientId,
      campaignId,
      userId: viewer.userId,
      invoiceNumber,
      saleDate: body.sale_date,
      chainId: store.chain_id,
      storeId: store.id,
      invoiceKey: body.invoice_key,
      invoice,
      observation,
      idempotencyKey,
      lines: sold,
      today: isoDateInZone(now, store.time_zone ?? campaign.time_zone),
      now,
      signalFacts: facts.signal_facts ?? undefined,
    }),
  );
  if (recorded === undefined) {
    // a racing submission with the same key won: answer its sale; otherwise the invoice number (or file) was taken
    const winner = await idByIdempotencyKey(ctx.db, 'sales', viewer, idempotencyKey);
    if (winner !== undefined) return { sale: await saleOf(ctx, viewer, winner), created: false };
    if (await q.invoiceNumberSent(ctx.db, campaignId, viewer.userId, invoiceNumber))
      throw fieldError('rewards.invoice_already_sent', 409, 'invoice_number', language);
    // the invoice file went to a sale sent meanwhile
    throw invalidInvoice(language);
  }
  queueChanged(ctx, viewer.clientId);
  // the answer from what was written (the sale's row as `salePage` reads it back)
  const row: q.SaleRow = {
    id: recorded.id,
    invoice_number: invoiceNumber,
    sale_date: body.sale_date,
    observation,
    status: 'under_audit',
    reason: null,
    points: recorded.points,
    invoice_file_key: body.invoice_key,
    created_at: now,
    campaign_id: campaign.id,
    campaign_name: campaign.name,
    chain_id: store.chain_id,
    chain_name: store.chain_name,
    store_id: store.id,
    store_name: store.name,
    store_names: store.names,
    lines: sold.map(({ product, quantity }, i) => ({
      ...q.catalogueProduct(product),
      product_id: product.id,
      quantity,
      points: recorded.linePoints[i],
    })),
  };
  return { sale: toSale(row, viewer.language, ctx.secret), created: true };
}

/** GET /api/v1/rewards/sales: the user's sales in the selected client, newest first, with status, reason, points. */
export async function listSales(
  ctx: ServiceContext,
  auth: AuthContext,
  query: SalesQuery,
  language: LanguageCode,
): Promise<SalePage> {
  const viewer = await salesViewer(ctx, auth, language);
  const { rows, count } = await q.salePage(
    ctx.db,
    { clientId: viewer.clientId, userId: viewer.userId },
    { campaignId: query.campaign_id, page: query.page, pageSize: query.page_size },
  );
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => toSale(row, language, ctx.secret)),
  };
}
