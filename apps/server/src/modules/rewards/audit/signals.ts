import {
  BURST_MINUTES,
  type FraudSignal,
  isBurst,
  isQuantityOutlier,
  isWindowEdge,
  NEAR_DUPLICATE_MAX_DISTANCE,
  orderedSignals,
} from '@elevar/domain';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Trx } from '../../../db/transaction.ts';

/**
 * The fraud signals of the rewards audit (`@elevar/domain`'s `FRAUD_SIGNALS`), computed in the transaction that
 * records a sale or photo and stored with it, so the queue filters and ranks by them. A duplicate marks both sides:
 * the earlier item gains the signal too (it is as suspect as the new one). Nothing is ever reproved by a signal.
 *
 * Two reports racing (neither committed when the other looks) do not see each other; the next one sees both.
 */

/** The bands of a dHash as the SQL function `dhash_bands` tags them: four 16-bit values, band k adding k × 65536. */
export function dhashBands(dhash: string): number[] {
  return [0, 1, 2, 3].map((k) => k * 65536 + Number.parseInt(dhash.slice(4 * k, 4 * k + 4), 16));
}

/**
 * What a hash within `NEAR_DUPLICATE_MAX_DISTANCE` (6) bits of `dhash` must share with it in `dhash_bands`: some
 * band differs by one bit at most (four bands each 2 bits off would be 8), so each band's value and its 16
 * one-bit neighbours. The GIN index on `dhash_bands` finds the candidates; `bit_count` keeps the near ones.
 */
export function dhashBandProbes(dhash: string): number[] {
  return dhashBands(dhash).flatMap((band) => {
    const base = band & ~0xffff;
    const value = band & 0xffff;
    return [band, ...Array.from({ length: 16 }, (_, bit) => base + (value ^ (1 << bit)))];
  });
}

/** A dHash column within `NEAR_DUPLICATE_MAX_DISTANCE` bits of `dhash`: candidates by band, then `bit_count`. */
function nearHash(column: string, dhash: string): Expression<SqlBool> {
  return sql<SqlBool>`dhash_bands(${sql.ref(column)}) && ${dhashBandProbes(dhash)}::integer[]
    and bit_count(('x' || ${sql.ref(column)})::bit(64) # ('x' || ${dhash})::bit(64)) <= ${NEAR_DUPLICATE_MAX_DISTANCE}`;
}

/** Adds a signal to earlier items that do not carry it yet. */
async function flagEarlier(
  trx: Trx,
  table: 'sales' | 'photo_uploads',
  ids: readonly number[],
  signal: FraudSignal,
) {
  if (ids.length === 0) return;
  await trx
    .updateTable(table)
    .set({
      signals: sql`array_append(signals, ${signal}::text)`,
      suspicion: sql`suspicion + 1`,
    })
    .where('id', 'in', ids)
    .where(sql<SqlBool>`not (${signal}::text = any(signals))`)
    .execute();
}

/** The image hashes of a photo or invoice; `dhash` null when the file is not an image (a PDF). */
interface ImageHashes {
  sha256: string | null;
  dhash: string | null;
}

/**
 * Earlier sales (invoice images) and photos of the client with the same bytes or a near-identical picture, other
 * than the item itself; each is flagged `duplicate_image` too.
 */
async function sameImages(
  trx: Trx,
  clientId: number,
  hashes: ImageHashes,
  self: { sales?: number; photos?: number },
): Promise<boolean> {
  const { sha256, dhash } = hashes;
  if (sha256 === null && dhash === null) return false;
  const [sales, photos] = await Promise.all([
    trx
      .selectFrom('sales')
      .select('id')
      .where('client_id', '=', clientId)
      .where('id', '<>', self.sales ?? 0)
      .where((eb) =>
        eb.or([
          ...(sha256 === null ? [] : [eb('invoice_sha256', '=', sha256)]),
          ...(dhash === null
            ? []
            : [eb.and([eb('invoice_dhash', 'is not', null), nearHash('invoice_dhash', dhash)])]),
        ]),
      )
      .execute(),
    trx
      .selectFrom('photo_uploads')
      .select('id')
      .where('client_id', '=', clientId)
      .where('id', '<>', self.photos ?? 0)
      .where((eb) =>
        eb.or([
          ...(sha256 === null ? [] : [eb('sha256', '=', sha256)]),
          ...(dhash === null ? [] : [nearHash('dhash', dhash)]),
        ]),
      )
      .execute(),
  ]);
  await flagEarlier(
    trx,
    'sales',
    sales.map((row) => row.id),
    'duplicate_image',
  );
  await flagEarlier(
    trx,
    'photo_uploads',
    photos.map((row) => row.id),
    'duplicate_image',
  );
  return sales.length + photos.length > 0;
}

/** How many items of the table the user sent in the client within the burst's minutes up to `now`. */
async function recentCount(
  trx: Trx,
  table: 'sales' | 'photo_uploads',
  who: { clientId: number; userId: number },
  now: Date,
) {
  const since = new Date(now.getTime() - BURST_MINUTES * 60_000);
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('client_id', '=', who.clientId)
    .where('user_id', '=', who.userId)
    .where('created_at', '>', since)
    .where('created_at', '<=', now)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function store(trx: Trx, table: 'sales' | 'photo_uploads', id: number, signals: FraudSignal[]) {
  const ordered = orderedSignals(signals);
  await trx
    .updateTable(table)
    .set({ signals: ordered, suspicion: ordered.length })
    .where('id', '=', id)
    .execute();
  return ordered;
}

/** What a just-recorded sale's signals are computed from. */
export interface SaleForSignals {
  id: number;
  clientId: number;
  userId: number;
  storeId: number;
  invoiceNumber: string;
  saleDate: string;
  /** The report's day in the store's zone. */
  today: string;
  /** The sale's units (all lines). */
  units: number;
  invoice: ImageHashes;
  now: Date;
}

/**
 * The signals of a sale just recorded (in its transaction): the same invoice number by another user of the
 * client, the same or a near-identical invoice image (or photo) before, a date at the window's edge, units far above
 * the user's and the store's usual, a burst of reports. Stored on the sale, which they rank in the queue.
 */
export async function recordSaleSignals(trx: Trx, sale: SaleForSignals): Promise<FraudSignal[]> {
  const signals: FraudSignal[] = [];
  const usualUnits = (column: 'user_id' | 'branch_id', value: number) =>
    trx
      .selectFrom('sales as s')
      .innerJoin('sale_lines as l', 'l.sale_id', 's.id')
      .select((eb) => eb.fn.sum<string>('l.quantity').as('units'))
      .where('s.client_id', '=', sale.clientId)
      .where(`s.${column}`, '=', value)
      .where('s.id', '<>', sale.id)
      .groupBy('s.id');
  const [sameInvoice, usual, recent] = await Promise.all([
    trx
      .selectFrom('sales')
      .select('id')
      .where('client_id', '=', sale.clientId)
      .where('invoice_number', '=', sale.invoiceNumber)
      .where('user_id', '<>', sale.userId)
      .execute(),
    trx
      .selectNoFrom((eb) => [
        eb
          .selectFrom(usualUnits('user_id', sale.userId).as('u'))
          .select(sql<string | null>`avg(u.units)`.as('avg'))
          .as('user_avg'),
        eb
          .selectFrom(usualUnits('branch_id', sale.storeId).as('b'))
          .select(sql<string | null>`avg(b.units)`.as('avg'))
          .as('store_avg'),
      ])
      .executeTakeFirstOrThrow(),
    recentCount(trx, 'sales', sale, sale.now),
  ]);
  if (sameInvoice.length > 0) {
    signals.push('duplicate_invoice');
    await flagEarlier(
      trx,
      'sales',
      sameInvoice.map((row) => row.id),
      'duplicate_invoice',
    );
  }
  if (await sameImages(trx, sale.clientId, sale.invoice, { sales: sale.id })) signals.push('duplicate_image');
  if (isWindowEdge(sale.saleDate, sale.today)) signals.push('window_edge');
  const average = (value: string | null) => (value === null ? null : Number(value));
  if (isQuantityOutlier(sale.units, { user: average(usual.user_avg), store: average(usual.store_avg) }))
    signals.push('high_quantity');
  if (isBurst(recent)) signals.push('burst');
  await trx
    .updateTable('sales')
    .set({ invoice_sha256: sale.invoice.sha256, invoice_dhash: sale.invoice.dhash })
    .where('id', '=', sale.id)
    .execute();
  return store(trx, 'sales', sale.id, signals);
}

/** What a just-recorded photo's signals are computed from. */
export interface PhotoForSignals {
  id: number;
  clientId: number;
  userId: number;
  sha256: string;
  dhash: string;
  now: Date;
}

/** The signals of a photo just recorded (in its transaction): the same or a near-identical image before, a burst. */
export async function recordPhotoSignals(trx: Trx, photo: PhotoForSignals): Promise<FraudSignal[]> {
  const signals: FraudSignal[] = [];
  if (await sameImages(trx, photo.clientId, photo, { photos: photo.id })) signals.push('duplicate_image');
  if (isBurst(await recentCount(trx, 'photo_uploads', photo, photo.now))) signals.push('burst');
  return store(trx, 'photo_uploads', photo.id, signals);
}
