import { type LanguageCode, validateDocumentForAny, validationMessage } from '@elevar/domain';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../platform/errors.ts';
import { findSiteClientId } from './recovery/queries.ts';

/** The web's plain `country` cookie (SPEC §7): the ISO code of the country the login screen last ran for. */
export const COUNTRY_COOKIE = 'country';

/** The country the `country` cookie names, when a Cookie header carries a well-formed one. */
export function countryFromCookie(header: string | undefined): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [name, value] = part.split('=', 2).map((piece) => piece.trim());
    if (name === COUNTRY_COOKIE && value && /^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  }
  return undefined;
}

/** The countries a public account screen's site runs in (`findSiteClientId`: the slug's client, else the default). */
async function siteCountries(db: Db, slug: string | undefined): Promise<string[]> {
  const clientId = await findSiteClientId(db, slug);
  if (clientId === null) return [];
  const rows = await db
    .selectFrom('client_countries')
    .innerJoin('countries', 'countries.id', 'client_countries.country_id')
    .select('countries.code')
    .where('client_countries.client_id', '=', clientId)
    .execute();
  return rows.map((row) => row.code);
}

/** Where a public screen runs: the `country` cookie's country (if any) and the request's language. */
export interface DocumentSite {
  country: string | undefined;
  language: LanguageCode;
}

/** The site of a request: its `country` cookie and its language. */
export function documentSite(request: {
  headers: { cookie?: string | undefined };
  language: { code: LanguageCode };
}): DocumentSite {
  return { country: countryFromCookie(request.headers.cookie), language: request.language.code };
}

/**
 * Refuses a document typed on a public screen before anyone looks it up (SPEC §5 "Documento inválido"): by the
 * rule of the login screen's country (its cookie), else valid in any country the site's client runs in. A site
 * with no countries has no rule to apply, and its documents are only compared bare.
 */
export async function assertDocumentValid(
  db: Db,
  input: { document: string; client?: string | undefined },
  site: DocumentSite,
): Promise<void> {
  const countries = site.country ? [site.country] : await siteCountries(db, input.client);
  if (countries.length === 0) return;
  const result = validateDocumentForAny(input.document, countries);
  if (!result.ok) {
    throw new AppError('account.document_invalid', 400, [
      { field: 'document', message: validationMessage(result.code, site.language) },
    ]);
  }
}
