import type { Trx } from '../../../db/transaction.ts';
import { postEntries } from '../../points/index.ts';
import { type SaleSignalFacts, saleSignals } from '../audit/signals.ts';
import type * as q from './queries.ts';
import * as report from './report-queries.ts';

export interface SaleToRecord {
  clientId: number;
  campaignId: number;
  userId: number;
  /** Normalized (`normalizeInvoiceNumber`). */
  invoiceNumber: string;
  saleDate: string;
  chainId: number;
  storeId: number;
  invoiceKey: string;
  /** The invoice file's hashes (for the duplicate-image signal); dhash null for a PDF. */
  invoice: { sha256: string | null; dhash: string | null };
  observation: string | null;
  idempotencyKey: string;
  /** Products of the campaign's catalogue with their units. */
  lines: readonly { product: q.CatalogueRow; quantity: number }[];
  /** The report's day in the store's zone (the window-edge signal). */
  today: string;
  now: Date;
  /** The facts of its signals when the caller read them already (`reportFacts`, from the invoice's kept hashes). */
  signalFacts?: SaleSignalFacts | undefined;
}

/** A sale as recorded: its id, and each line's points (the ledger's) in order, and their total. */
export interface RecordedSale {
  id: number;
  points: number;
  linePoints: number[];
}

/**
 * Records a sale in the caller's transaction with a constant number of statements whatever its lines: the facts of
 * its fraud signals (one read in the snapshot before the sale, unless the caller read them), the sale with its
 * signals (one statement), its lines posted at once under audit through the ledger by their products' rules in one
 * batch (SPEC §4: the multiplier is the ledger's), then the lines with their entries, the sale's points, and the
 * earlier items its duplicates flag (one statement, after the balance's lock as an audit decision takes them). Undefined when a unique key (invoice
 * number, Idempotency-Key, invoice file) is taken: nothing posted.
 */
export async function recordSale(trx: Trx, sale: SaleToRecord): Promise<RecordedSale | undefined> {
  const units = sale.lines.reduce((total, line) => total + line.quantity, 0);
  const signals = saleSignals(
    { saleDate: sale.saleDate, today: sale.today, units },
    sale.signalFacts ?? (await report.signalFacts(trx, sale)),
  );
  const id = await report.insertSale(trx, { ...sale, units, signals: signals.signals });
  if (id === undefined) return undefined;
  const postings = await postEntries(
    trx,
    sale.lines.map((line, position) => ({
      clientId: sale.clientId,
      userId: sale.userId,
      programme: 'rewards' as const,
      campaignId: sale.campaignId,
      kind: 'sale' as const,
      rule: { code: line.product.rule_code, quantity: line.quantity },
      status: 'under_audit' as const,
      sourceType: 'sale',
      sourceId: String(id),
      idempotencyKey: `sale:${id}:${position}`,
    })),
    sale.now,
  );
  const lines = sale.lines.map((line, i) => {
    const { entry } = postings[i] as (typeof postings)[number];
    return {
      productId: line.product.id,
      quantity: line.quantity,
      basePoints: line.product.base_points,
      points: entry.amount,
      entryId: entry.id,
    };
  });
  await report.writeLines(trx, id, lines, signals);
  const linePoints = lines.map((line) => line.points);
  return { id, points: linePoints.reduce((total, points) => total + points, 0), linePoints };
}
