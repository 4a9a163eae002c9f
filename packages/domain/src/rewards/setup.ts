import { LANGUAGE_CODES, type LanguageCode } from '../shared/languages.ts';

/**
 * The programme administrator's campaign set-up (issue 13, operator screens): the rules a campaign's form is checked
 * with, on the server and in the form alike. Pure: no I/O.
 */

/** A catalogue line as the set-up edits it: the product and its fixed value per unit (its points-table rule). */
export interface SetupProductLine {
  id: number | null;
  product_type: string;
  brand: string;
  processor: string;
  generation: string;
  form_factor: string;
  sku: string;
  base_points: number;
}

/** A photo type as the set-up edits it: its name in the four languages and its points (its points-table rule). */
export interface SetupPhotoTypeLine {
  id: number | null;
  names: Readonly<Record<LanguageCode, string>>;
  base_points: number;
}

export interface SetupCatalogue {
  begin_date: string;
  products: readonly SetupProductLine[];
  photo_types: readonly SetupPhotoTypeLine[];
}

export type SetupProblem = 'rewards.campaign_dates' | 'rewards.sku_repeated';

/** The API field each set-up problem belongs to (the form shows the message beside it). */
export const SETUP_PROBLEM_FIELD: Record<SetupProblem, string> = {
  'rewards.campaign_dates': 'end_date',
  'rewards.sku_repeated': 'products',
};

/** SKUs compare without case and outer spaces: "ab-1 " and "AB-1" are one product. */
export const skuKey = (sku: string) => sku.trim().toUpperCase();

/**
 * What is wrong with a campaign's set-up: its last day before its first (dates are calendar days, read in each
 * store's zone: `campaignBounds`), or a SKU listed twice in its catalogue.
 */
export function campaignSetupProblems(input: {
  begin_date: string;
  end_date: string;
  products: readonly Pick<SetupProductLine, 'sku'>[];
}): SetupProblem[] {
  const problems: SetupProblem[] = [];
  if (input.end_date < input.begin_date) problems.push('rewards.campaign_dates');
  const skus = input.products.map((p) => skuKey(p.sku));
  if (new Set(skus).size !== skus.length) problems.push('rewards.sku_repeated');
  return problems;
}

const productKey = (p: SetupProductLine) =>
  JSON.stringify([
    p.id,
    p.product_type.trim(),
    p.brand.trim(),
    p.processor.trim(),
    p.generation.trim(),
    p.form_factor.trim(),
    skuKey(p.sku),
    p.base_points,
  ]);
const typeKey = (t: SetupPhotoTypeLine) =>
  JSON.stringify([t.id, ...LANGUAGE_CODES.map((code) => t.names[code].trim()), t.base_points]);
const sameList = <T>(a: readonly T[], b: readonly T[], key: (item: T) => string) =>
  a.length === b.length && a.every((item, i) => key(item) === key(b[i] as T));

/**
 * Whether `next` changes what a begun campaign has frozen (SPEC §9: point values stay fixed during a campaign, as
 * the ledger's freeze of its points-table rules enforces): its products and their values, its photo types and
 * their values, in order, or its begin date (which decides when the freeze starts).
 */
export function frozenCatalogueChanged(current: SetupCatalogue, next: SetupCatalogue): boolean {
  return (
    current.begin_date !== next.begin_date ||
    !sameList(current.products, next.products, productKey) ||
    !sameList(current.photo_types, next.photo_types, typeKey)
  );
}

/** Whether `zone` is an IANA time zone this runtime knows ("America/Sao_Paulo"); a store's bounds are read in it. */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
