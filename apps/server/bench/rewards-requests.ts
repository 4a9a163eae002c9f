import { FRAUD_SIGNALS } from '@elevar/domain';
import { sql } from 'kysely';
import sharp from 'sharp';
import type { Db } from '../src/db/connection.ts';
import { invoiceHashes } from '../src/modules/rewards/sales/invoice.ts';
import { INVOICE_PURPOSE } from '../src/modules/rewards/sales/queries.ts';
import { diskFileStore } from '../src/platform/storage.ts';
import { bodyRequest, getRequest, multipartBody, rawBodyRequest } from './http-load.ts';
import { random } from './learning-requests.ts';
import type { RewardsSite } from './rewards-seed.ts';

/** The kinds of request of the rewards mix, and their shares of it: a sale report is an upload, then the sale. */
export type Kind = 'sale' | 'upload' | 'queue';
export const MIX: readonly { kind: Kind; share: number; label: string }[] = [
  { kind: 'sale', share: 0.25, label: 'sale report (JSON, invoice uploaded)' },
  { kind: 'upload', share: 0.25, label: 'invoice upload (multipart)' },
  { kind: 'queue', share: 0.5, label: 'audit queue page, filters' },
];

export const INVOICE_PATH = '/api/v1/rewards/sales/invoices';
export const QUEUE_PATH = '/api/v1/admin/rewards/audit/sales';
const PAGE_SIZE = 20;

/** A small invoice photo, different for every `seed` (its picture, so its dHash, too): a JPEG of a few KB. */
export async function invoiceImage(seed: number): Promise<Buffer> {
  const next = random(seed * 2654435761);
  const blocks = Buffer.alloc(12 * 8 * 3);
  for (let i = 0; i < blocks.length; i++) blocks[i] = Math.floor(next() * 256);
  return sharp(blocks, { raw: { width: 12, height: 8, channels: 3 } })
    .resize(240, 160, { kernel: 'nearest' })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** A sale report as the sale form sends it, and to whom it belongs. */
export interface SaleCall {
  path: string;
  headers: Record<string, string>;
  body: {
    invoice_number: string;
    sale_date: string;
    chain_id: number;
    store_id: number;
    invoice_key: string;
    lines: { product_id: number; quantity: number }[];
  };
  seller: number;
}

/** Builds each kind's requests over the seeded site: every sale report unique and valid, every invoice new. */
export class RewardsRequests {
  readonly site: RewardsSite;
  #db: Db;
  #files: ReturnType<typeof diskFileStore>;
  #next = random(13);
  #sales = 0;
  #images = 0;
  #sellerHeaders: Record<string, string>[];
  #auditorHeaders: Record<string, string>[];
  /** Sale reports and uploads built (not necessarily sent). */
  built = { sales: 0, uploads: 0 };

  constructor(site: RewardsSite, db: Db, dataDir: string) {
    this.site = site;
    this.#db = db;
    this.#files = diskFileStore(dataDir);
    // Brazil's sellers read Portuguese, Argentina's Spanish (by id, as the seed alternates the countries)
    this.#sellerHeaders = site.sellers.map((s) => ({
      Authorization: `Bearer ${s.token}`,
      'Accept-Language': s.userId % 2 === 0 ? 'pt-BR' : 'es-ES',
    }));
    this.#auditorHeaders = site.auditors.map((token) => ({
      Authorization: `Bearer ${token}`,
      'Accept-Language': 'pt-BR',
    }));
  }

  #any<T>(list: readonly T[]): T {
    return list[Math.floor(this.#next() * list.length)] as T;
  }

  /** An audit queue page with the filters of the audit screen (status, campaign, country, store, signal, page). */
  queueCall(): { path: string; headers: Record<string, string> } {
    const site = this.site;
    const shapes = [
      () => 'status=under_audit&page=1',
      () => `status=under_audit&campaign_id=${site.campaignId}&page=1`,
      () => `status=under_audit&country_id=${this.#any(site.countries)}&page=1`,
      () => `status=under_audit&store_id=${this.#any(site.stores)}&page=1`,
      () => `status=under_audit&signal=${this.#any(FRAUD_SIGNALS)}&page=1`,
      () => `status=under_audit&campaign_id=${site.campaignId}&page=${2 + Math.floor(this.#next() * 4)}`,
      // a store's history: every approved sale of the campaign would count about 330,000 rows a page (see docs)
      () => `status=approved&store_id=${this.#any(site.stores)}&page=${1 + Math.floor(this.#next() * 3)}`,
      () => `status=reproved&store_id=${this.#any(site.stores)}&page=1`,
    ];
    return {
      path: `${QUEUE_PATH}?${this.#any(shapes)()}&page_size=${PAGE_SIZE}`,
      headers: this.#any(this.#auditorHeaders),
    };
  }

  /**
   * `count` sale reports, each by a signed-in seller (round-robin) at their registered store, with an invoice number
   * of their own never sent, a date 1–10 days ago (inside the 15-day window in any zone), 1–4 catalogue lines, and
   * an invoice photo uploaded for it (written to the file store and recorded as the upload route does); all by
   * `seller` (an index into the site's sellers) when given.
   */
  async saleCalls(count: number, seller?: number): Promise<SaleCall[]> {
    const site = this.site;
    const calls: SaleCall[] = [];
    const files: { key: string; owner: number; size: number; sha256: string; dhash: string | null }[] = [];
    for (let i = 0; i < count; i++) {
      const n = this.#sales++;
      const by = seller ?? n % site.sellers.length;
      const who = site.sellers[by] as RewardsSite['sellers'][number];
      const image = await invoiceImage(1_000_000 + this.#images++);
      const [key, hashes] = await Promise.all([this.#files.write(image), invoiceHashes(image)]);
      files.push({ key, owner: who.userId, size: image.length, ...hashes });
      const day = new Date(Date.now() - (1 + Math.floor(this.#next() * 10)) * 86_400_000);
      const lines = Array.from({ length: 1 + Math.floor(this.#next() * 4) }, () => ({
        product_id: this.#any(site.products),
        quantity: 1 + Math.floor(this.#next() * 3),
      }));
      calls.push({
        path: `/api/v1/rewards/campaigns/${site.campaignId}/sales`,
        headers: { ...(this.#sellerHeaders[by] as Record<string, string>), 'Idempotency-Key': `bench-${n}` },
        body: {
          invoice_number: `BN-${n}`,
          sale_date: day.toISOString().slice(0, 10),
          chain_id: who.chainId,
          store_id: who.storeId,
          invoice_key: key,
          lines,
        },
        seller: by,
      });
    }
    // the file's row and its hashes, as the upload route writes them
    await sql`with f as (insert into stored_files (key, owner_user_id, purpose, content_type, size)
        select key, owner, ${INVOICE_PURPOSE}, 'image/jpeg', size from unnest(${files.map((f) => f.key)}::text[],
          ${files.map((f) => f.owner)}::bigint[], ${files.map((f) => f.size)}::int[]) t(key, owner, size)
        returning key)
      insert into sale_invoice_hashes (file_key, sha256, dhash)
      select t.key, t.sha256, t.dhash from unnest(${files.map((f) => f.key)}::text[],
        ${files.map((f) => f.sha256)}::text[], ${files.map((f) => f.dhash)}::text[]) t(key, sha256, dhash)
      join f on f.key = t.key`.execute(this.#db);
    this.built.sales += count;
    return calls;
  }

  /** An invoice upload of a signed-in seller: a new photo, as the sale form sends it before the sale. */
  async uploadCall(): Promise<{ seller: number; image: Buffer }> {
    return {
      seller: Math.floor(this.#next() * this.site.sellers.length),
      image: await invoiceImage(this.#images++),
    };
  }

  /** `count` requests of one kind, built in full. */
  async batch(kind: Kind, count: number): Promise<Buffer[]> {
    if (kind === 'queue')
      return Array.from({ length: count }, () => {
        const call = this.queueCall();
        return getRequest(call.path, call.headers);
      });
    if (kind === 'sale')
      return (await this.saleCalls(count)).map((call) =>
        bodyRequest('POST', call.path, call.body, call.headers),
      );
    const requests: Buffer[] = [];
    for (let i = 0; i < count; i++) {
      const { seller, image } = await this.uploadCall();
      const { body, contentType } = multipartBody('file', {
        name: 'nota.jpg',
        type: 'image/jpeg',
        bytes: image,
      });
      requests.push(
        rawBodyRequest(
          'POST',
          INVOICE_PATH,
          body,
          contentType,
          this.#sellerHeaders[seller] as Record<string, string>,
        ),
      );
    }
    this.built.uploads += count;
    return requests;
  }

  /** The mix interleaved (of every four: two queue pages, a sale report, an invoice upload). */
  async mixed(count: number): Promise<Buffer[]> {
    const quarter = Math.ceil(count / 4);
    const [sales, uploads, queue] = await Promise.all([
      this.batch('sale', quarter),
      this.batch('upload', quarter),
      this.batch('queue', quarter * 2),
    ]);
    const requests: Buffer[] = [];
    for (let i = 0; i < quarter; i++)
      requests.push(
        queue[2 * i] as Buffer,
        sales[i] as Buffer,
        queue[2 * i + 1] as Buffer,
        uploads[i] as Buffer,
      );
    return requests;
  }
}
