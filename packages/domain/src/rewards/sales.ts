import { applyMultiplier } from '../points/points.ts';
import { SALE_REPORT_WINDOW_DAYS } from '../shared/constants.ts';
import { isoDateInZone } from '../shared/dates.ts';
import { type CampaignDays, campaignBounds, startOfDayIn } from './campaigns.ts';

/**
 * Sales of the rewards programme (SPEC §3 Sale, §5 Sale, §9 reporting window). Pure rules; the server stores, the
 * form shows the same numbers before sending.
 */

/** A sale's audit states (SPEC §4 Sale and photo points): credited at once under audit, then approved or reproved. */
export const SALE_STATUSES = ['under_audit', 'approved', 'reproved'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/** Limits of a sale report. */
export const SALE_LIMITS = {
  /** Product lines of one sale. */
  lines: 50,
  /** Units of one line. */
  quantity: 999,
  /** Characters of an invoice number. */
  invoiceNumber: 40,
} as const;

/**
 * The digits of a company registration number (CNPJ, CUIT, BN…): a store is found by them only (SPEC §5 Sale), so
 * "12.345.678/0001-90" and "12345678000190" name the same store. Empty when the text has no digit.
 */
export function registrationDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** An invoice number as stored and compared: spaces around it dropped, inner runs of spaces made one. */
export function normalizeInvoiceNumber(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

export const SALE_DATE_PROBLEMS = [
  'rewards.sale_date_future',
  'rewards.sale_date_too_old',
  'rewards.sale_outside_campaign',
] as const;
export type SaleDateProblem = (typeof SALE_DATE_PROBLEMS)[number];

/** Calendar days from `from` to `to` (YYYY-MM-DD each), negative when `to` is before. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * What is wrong with the date of a sale reported `now` at a store in `timeZone` (null: nothing). SPEC §5/§9: the
 * sale is reported within 15 calendar days of it (the report's day in the store's zone at most 15 days after the
 * sale's day), not in the future, and within the campaign period: the sale's day inside the campaign's days and the
 * report made before the campaign ends, both read in the store's zone (`campaignBounds`).
 */
export function saleDateProblem(input: {
  saleDate: string;
  campaign: CampaignDays;
  timeZone: string;
  now: Date;
}): SaleDateProblem | null {
  const { saleDate, campaign, timeZone, now } = input;
  const today = isoDateInZone(now, timeZone);
  if (saleDate > today) return 'rewards.sale_date_future';
  const bounds = campaignBounds(campaign, timeZone);
  const saleBegins = startOfDayIn(saleDate, timeZone);
  if (saleBegins < bounds.begins || saleBegins >= bounds.endsBefore || now >= bounds.endsBefore)
    return 'rewards.sale_outside_campaign';
  if (daysBetween(saleDate, today) > SALE_REPORT_WINDOW_DAYS) return 'rewards.sale_date_too_old';
  return null;
}

/** The first day a sale reported today (YYYY-MM-DD in the store's zone) may have, for the form's date field. */
export function earliestSaleDate(today: string, campaign: CampaignDays): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - SALE_REPORT_WINDOW_DAYS);
  const windowStart = date.toISOString().slice(0, 10);
  return windowStart > campaign.begin_date ? windowStart : campaign.begin_date;
}

/**
 * The points of one product line: the product's fixed value (its points-table rule, frozen during the campaign,
 * SPEC §9) × quantity, × the user's level multiplier, rounded as the ledger credits it (`applyMultiplier`).
 */
export function saleLinePoints(basePoints: number, quantity: number, multiplier: number): number {
  return applyMultiplier(basePoints * quantity, multiplier);
}

/** The sale's total, shown before sending: the sum of its lines' points, each rounded as it is credited. */
export function saleTotalPoints(
  lines: readonly { basePoints: number; quantity: number }[],
  multiplier: number,
): number {
  return lines.reduce((total, line) => total + saleLinePoints(line.basePoints, line.quantity, multiplier), 0);
}
