import type { Trx } from '../../../db/transaction.ts';
import { postEntry } from '../../points/index.ts';
import { recordSaleSignals } from '../audit/signals.ts';
import * as q from './queries.ts';

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
}

/**
 * Records a sale in the caller's transaction: the sale, each line posted at once under audit through the ledger by
 * its product's rule (SPEC §4: the multiplier is the ledger's), the lines with their entries, and the sale's fraud
 * signals. Undefined when a unique key (invoice number, Idempotency-Key, invoice file) is taken: nothing posted.
 */
export async function recordSale(trx: Trx, sale: SaleToRecord): Promise<number | undefined> {
  const id = await q.insertSale(trx, sale);
  if (id === undefined) return undefined;
  const posted = [];
  for (const [position, line] of sale.lines.entries()) {
    const posting = await postEntry(
      trx,
      {
        clientId: sale.clientId,
        userId: sale.userId,
        programme: 'rewards',
        campaignId: sale.campaignId,
        kind: 'sale',
        rule: { code: line.product.rule_code, quantity: line.quantity },
        status: 'under_audit',
        sourceType: 'sale',
        sourceId: String(id),
        idempotencyKey: `sale:${id}:${position}`,
      },
      sale.now,
    );
    posted.push({
      productId: line.product.id,
      quantity: line.quantity,
      basePoints: line.product.base_points,
      points: posting.entry.amount,
      entryId: posting.entry.id,
    });
  }
  await q.insertLines(trx, id, posted);
  await recordSaleSignals(trx, {
    id,
    clientId: sale.clientId,
    userId: sale.userId,
    storeId: sale.storeId,
    invoiceNumber: sale.invoiceNumber,
    saleDate: sale.saleDate,
    today: sale.today,
    units: sale.lines.reduce((total, line) => total + line.quantity, 0),
    invoice: sale.invoice,
    now: sale.now,
  });
  return id;
}
