import {
  BURST_MINUTES,
  type FraudSignal,
  isBurst,
  isQuantityOutlier,
  isWindowEdge,
  NEAR_DUPLICATE_MAX_DISTANCE,
  orderedSignals,
} from '@elevar/domain';
import { CompiledQuery, type Expression, type SqlBool, sql } from 'kysely';
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
 * one-bit neighbours. Those values name the candidates (a sale's bands' rows, a photo's GIN index on `dhash_bands`);
 * `bit_count` keeps the near ones. SQL's
 * `dhash_band_probes` (migration 20261206T1100_sale_report_costs) computes the same values.
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
  self: { photos: number },
): Promise<boolean> {
  const { sha256, dhash } = hashes;
  if (sha256 === null && dhash === null) return false;
  const [{ rows: sales }, photos] = await Promise.all([
    trx.executeQuery<{ id: number }>(
      CompiledQuery.raw(
        sameImageSales({
          client: '$1::bigint',
          sha256: '$2::text',
          dhash: '$3::text',
          probes: '$4::integer[]',
        }),
        [clientId, sha256, dhash, dhash === null ? null : dhashBandProbes(dhash)],
      ),
    ),
    trx
      .selectFrom('photo_uploads')
      .select('id')
      .where('client_id', '=', clientId)
      .where('id', '<>', self.photos)
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

/**
 * Earlier sales of the client with the same invoice bytes or a near-identical invoice picture (column `id`): the
 * bands' rows the probes name (`dhashBandProbes`), kept within `NEAR_DUPLICATE_MAX_DISTANCE` bits by the hash each
 * row carries, so the index answers alone. `p` are SQL expressions; the hash is converted once, not per row.
 */
function sameImageSales(p: { client: string; sha256: string; dhash: string; probes: string }): string {
  return `select x.id from sales x where x.client_id = ${p.client} and x.invoice_sha256 = ${p.sha256}
    union select b.sale_id from sale_dhash_bands b where b.client_id = ${p.client} and b.band = any(${p.probes}::integer[])
      and bit_count((b.dhash # (select ('x' || ${p.dhash})::bit(64)::bigint))::bit(64)) <= ${NEAR_DUPLICATE_MAX_DISTANCE}`;
}

/**
 * The facts a sale's signals are read from, as the select list of the statement that reads them before the sale is
 * written (sales/queries.ts `reportFacts`, from the invoice's hashes kept at its upload, else `signalFacts` in the
 * sale's transaction; either in the snapshot before its own row): earlier sales of the same
 * invoice number by other users of the client; earlier sales (invoice images) and photos with the same bytes or a
 * near-identical picture (the band probes of `dhashBandProbes`, empty without a dHash); the user's and the store's
 * average units per earlier sale (with lines); the user's sales within the burst's minutes. `$n` placeholders are the statement's.
 */
export function saleSignalFacts(p: {
  client: string;
  user: string;
  store: string;
  invoiceNumber: string;
  sha256: string;
  dhash: string;
  probes: string;
  since: string;
  now: string;
}): string {
  const near = (column: string) => `(${column} is not null and dhash_bands(${column}) && ${p.probes}
      and bit_count(('x' || ${column})::bit(64) # ('x' || ${p.dhash})::bit(64)) <= ${NEAR_DUPLICATE_MAX_DISTANCE})`;
  // each sale's units are on its row (null without lines), the store's in its index
  const usualUnits = (column: string, value: string) =>
    `(select avg(x.units) from sales x where x.client_id = ${p.client} and x.${column} = ${value})`;
  return `coalesce((select array_agg(x.id order by x.id) from sales x
      where x.client_id = ${p.client} and x.invoice_number = ${p.invoiceNumber} and x.user_id <> ${p.user}),
      '{}') as same_invoice,
    coalesce((select array_agg(x.id order by x.id) from (${sameImageSales(p)}) x), '{}') as same_image_sales,
    coalesce((select array_agg(x.id order by x.id) from photo_uploads x
      where x.client_id = ${p.client} and (x.sha256 = ${p.sha256} or ${near('x.dhash')})),
      '{}') as same_image_photos,
    ${usualUnits('user_id', p.user)} as user_units,
    ${usualUnits('branch_id', p.store)} as store_units,
    (select count(*) from sales x where x.client_id = ${p.client} and x.user_id = ${p.user}
      and x.created_at > ${p.since} and x.created_at <= ${p.now}) as earlier_recent`;
}

/** The facts `saleSignalFacts` reads (ids as numbers, averages and counts as PostgreSQL returns them, or as JSON). */
export interface SaleSignalFacts {
  same_invoice: (number | string)[];
  same_image_sales: (number | string)[];
  same_image_photos: (number | string)[];
  user_units: string | number | null;
  store_units: string | number | null;
  earlier_recent: number | string;
}

/** What a just-recorded sale's signals are computed from, besides the facts read with it. */
export interface SaleForSignals {
  saleDate: string;
  /** The report's day in the store's zone. */
  today: string;
  /** The sale's units (all lines). */
  units: number;
}

/** A sale's signals, and the earlier items that gain one (a duplicate marks both sides). */
export interface SaleSignals {
  signals: FraudSignal[];
  /** Earlier sales to flag `duplicate_invoice`, and `duplicate_image`; earlier photos to flag `duplicate_image`. */
  earlier: { duplicateInvoice: number[]; duplicateImage: number[]; duplicateImagePhotos: number[] };
}

/**
 * The signals of a sale from its facts: the same invoice number by another user of the client, the same or a
 * near-identical invoice image (or photo) before, a date at the window's edge, units far above the user's and the
 * store's usual, a burst of reports (this one counted).
 */
export function saleSignals(sale: SaleForSignals, facts: SaleSignalFacts): SaleSignals {
  const ids = (list: (number | string)[]) => list.map(Number);
  const earlier = {
    duplicateInvoice: ids(facts.same_invoice),
    duplicateImage: ids(facts.same_image_sales),
    duplicateImagePhotos: ids(facts.same_image_photos),
  };
  const signals: FraudSignal[] = [];
  if (earlier.duplicateInvoice.length > 0) signals.push('duplicate_invoice');
  if (earlier.duplicateImage.length + earlier.duplicateImagePhotos.length > 0)
    signals.push('duplicate_image');
  if (isWindowEdge(sale.saleDate, sale.today)) signals.push('window_edge');
  const average = (value: string | number | null) => (value === null ? null : Number(value));
  if (isQuantityOutlier(sale.units, { user: average(facts.user_units), store: average(facts.store_units) }))
    signals.push('high_quantity');
  if (isBurst(Number(facts.earlier_recent) + 1)) signals.push('burst');
  return { signals: orderedSignals(signals), earlier };
}

/**
 * The updates that flag earlier items with a sale's duplicate signals, as data-modifying CTEs of the statement that
 * stores the sale's lines (sales/queries.ts `writeLines`): each signal once per item, in the order the signals were
 * found, and the item's suspicion raised by each one it gains. `$n` placeholders (bigint[]) are the statement's.
 */
export function flagEarlierSales(p: {
  self: string;
  duplicateInvoice: string;
  duplicateImage: string;
  duplicateImagePhotos: string;
}): string {
  const gained =
    'array(select a from unnest(f.signals) with ordinality g(a, o) where not (a = any(t.signals)) order by o)';
  return `flag_sales as (
    update sales t set signals = t.signals || ${gained}, suspicion = t.suspicion + cardinality(${gained})
    from (select x.id, array_agg(x.signal order by x.rank) as signals from (
        select unnest(${p.duplicateInvoice}) as id, 'duplicate_invoice'::text as signal, 1 as rank
        union all select unnest(${p.duplicateImage}), 'duplicate_image'::text, 2) x
      group by x.id) f
    where t.id = f.id and t.id <> ${p.self} and not (f.signals <@ t.signals)
  ), flag_photos as (
    update photo_uploads t set signals = array_append(t.signals, 'duplicate_image'::text), suspicion = t.suspicion + 1
    where t.id = any(${p.duplicateImagePhotos}) and not ('duplicate_image'::text = any(t.signals))
  )`;
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
