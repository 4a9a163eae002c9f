import { SALE_REPORT_WINDOW_DAYS } from '../shared/constants.ts';
import { daysBetween } from './sales.ts';

/**
 * The fraud signals of the rewards audit (issue 13): computed when a sale or photo arrives, stored with it, shown
 * in the auditors' queue and ranking it (most signals first). A signal never reproves anything by itself.
 *
 * - `duplicate_invoice`: another user of the client reported the same invoice number (both sales carry it).
 * - `duplicate_image`: the same file (SHA-256) or a near-identical image (dHash within
 *   `NEAR_DUPLICATE_MAX_DISTANCE` bits) was sent before in the client, as a photo or as an invoice image.
 * - `window_edge`: the sale date is in the last `WINDOW_EDGE_DAYS` days of the 15-day reporting window.
 * - `high_quantity`: the sale's units are far above the user's and the store's usual (`isQuantityOutlier`).
 * - `burst`: the user sent `BURST_COUNT` or more items of the kind within `BURST_MINUTES` minutes.
 */
export const FRAUD_SIGNALS = [
  'duplicate_invoice',
  'duplicate_image',
  'window_edge',
  'high_quantity',
  'burst',
] as const;
export type FraudSignal = (typeof FRAUD_SIGNALS)[number];

/** The signals a store photo can carry (no invoice, date or quantity). */
export const PHOTO_SIGNALS: readonly FraudSignal[] = ['duplicate_image', 'burst'];

/**
 * Two 64-bit dHashes at most this many bits apart are the same picture: re-encoding, resizing, light cropping or
 * a brightness change move a dHash by a few bits, while unrelated images differ by about 32.
 */
export const NEAR_DUPLICATE_MAX_DISTANCE = 6;

/** A sale date this many days (or fewer) before the window closes on it: 13, 14 or 15 days old. */
export const WINDOW_EDGE_DAYS = 3;

/** Reports in a short time: this many items of a kind by one user within `BURST_MINUTES`, the new one counted. */
export const BURST_COUNT = 5;
export const BURST_MINUTES = 60;

/** A sale's units are an outlier when at least this many and more than this factor times the usual. */
export const QUANTITY_OUTLIER_MIN_UNITS = 10;
export const QUANTITY_OUTLIER_FACTOR = 3;
/** Without any history (neither the user's nor the store's), this many units in one sale stand out. */
export const QUANTITY_OUTLIER_NO_HISTORY_UNITS = 50;

/** Whether a sale date (yyyy-mm-dd) reported on `today` (in the store's zone) sits at the edge of the window. */
export function isWindowEdge(saleDate: string, today: string): boolean {
  return daysBetween(saleDate, today) > SALE_REPORT_WINDOW_DAYS - WINDOW_EDGE_DAYS;
}

/**
 * Whether a sale's units are far above the usual: the user's and the store's average units per earlier sale (null
 * without earlier sales). Far above both known averages (and `QUANTITY_OUTLIER_MIN_UNITS` at least); with no
 * history at all, `QUANTITY_OUTLIER_NO_HISTORY_UNITS` or more.
 */
export function isQuantityOutlier(
  units: number,
  usual: { user: number | null; store: number | null },
): boolean {
  const baselines = [usual.user, usual.store].filter((x): x is number => x !== null && x > 0);
  if (baselines.length === 0) return units >= QUANTITY_OUTLIER_NO_HISTORY_UNITS;
  return (
    units >= QUANTITY_OUTLIER_MIN_UNITS &&
    baselines.every((baseline) => units > baseline * QUANTITY_OUTLIER_FACTOR)
  );
}

/** Whether `recent` items of a kind (the new one included) within `BURST_MINUTES` make a burst. */
export function isBurst(recent: number): boolean {
  return recent >= BURST_COUNT;
}

/** The signals in their catalogue order, each once. */
export function orderedSignals(signals: Iterable<string>): FraudSignal[] {
  const set = new Set(signals);
  return FRAUD_SIGNALS.filter((signal) => set.has(signal));
}
