import type { StoreImportPreview, StoreImportRequest, StoreImportRow } from '@elevar/contract';
import { StoreImportRequest as ImportSchema, STORE_CSV_MAX_ROWS } from '@elevar/contract';
import { isTimeZone, registrationDigits } from '@elevar/domain';
import { sql } from 'kysely';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { namedCells, readCsvTable } from '../../../platform/csv.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { setupScope } from './service.ts';

/**
 * Stores from CSV (issue 13, operator screens): the preview of every row with its errors first, as the assessment's
 * question import; confirmed with every row valid, the stores are created or updated (found by their registration
 * number's digits, as a sale finds them) in one transaction, the unknown chains created; with any error nothing is
 * written.
 */
const COLUMNS = ['name', 'registration_number', 'chain', 'country', 'time_zone'] as const;
type Cells = Record<(typeof COLUMNS)[number], string>;
type RowError = StoreImportRow['errors'][number];
/** A valid row's store, as it will be written. */
interface StoreLine {
  name: string;
  digits: string;
  chain: string;
  countryId: number;
  zone: string;
}

/** One row's store, or its errors. Pure but for the client's countries it is given. */
function storeOf(
  cells: Cells,
  countries: ReadonlyMap<string, number>,
): { store: StoreLine | null; errors: RowError[] } {
  const errors: RowError[] = [];
  const name = cells.name.trim();
  const chain = cells.chain.trim();
  const digits = registrationDigits(cells.registration_number);
  const zone = cells.time_zone.trim();
  for (const column of COLUMNS) if (cells[column].trim() === '') errors.push({ column, code: 'required' });
  if (name.length > 120) errors.push({ column: 'name', code: 'too_long' });
  if (chain.length > 120) errors.push({ column: 'chain', code: 'too_long' });
  if (cells.registration_number.trim() !== '' && (digits === '' || digits.length > 32))
    errors.push({ column: 'registration_number', code: 'bad_registration' });
  const countryId = countries.get(cells.country.trim().toUpperCase());
  if (cells.country.trim() !== '' && countryId === undefined)
    errors.push({ column: 'country', code: 'unknown_country' });
  if (zone !== '' && !isTimeZone(zone)) errors.push({ column: 'time_zone', code: 'bad_time_zone' });
  if (errors.length > 0 || countryId === undefined) return { store: null, errors };
  return { store: { name, digits, chain, countryId, zone }, errors };
}

/** The file read row by row against the client's countries and stores: each row's action or errors. */
async function previewOf(db: Db, clientId: number, text: string) {
  const table = readCsvTable(text, COLUMNS, STORE_CSV_MAX_ROWS);
  if ('error' in table) return { rows: [], stores: [], valid: 0, invalid: 0, header_error: table.error };
  const countryRows = await db
    .selectFrom('client_countries as cc')
    .innerJoin('countries as c', 'c.id', 'cc.country_id')
    .select(['c.id', sql<string>`trim(c.code)`.as('code')])
    .where('cc.client_id', '=', clientId)
    .execute();
  const countries = new Map(countryRows.map((c) => [c.code, c.id]));
  const read = table.lines.map(({ cells, line }) => {
    const named = namedCells(table.header, cells, COLUMNS);
    return { line, named, ...storeOf(named, countries) };
  });
  const allDigits = read.flatMap((row) => (row.store ? [row.store.digits] : []));
  const known = new Set(
    allDigits.length === 0
      ? []
      : (
          await db
            .selectFrom('branches')
            .select('registration_digits')
            .where('client_id', '=', clientId)
            .where('registration_digits', 'in', allDigits)
            .execute()
        ).map((b) => b.registration_digits),
  );
  const seen = new Set<string>();
  const rows: StoreImportRow[] = read.map(({ line, named, store, errors }) => {
    if (store && seen.has(store.digits)) errors.push({ column: 'registration_number', code: 'duplicate' });
    if (store) seen.add(store.digits);
    const valid = store !== null && errors.length === 0;
    return {
      line,
      name: named.name.trim(),
      registration_number: named.registration_number.trim(),
      action: valid ? (known.has(store.digits) ? 'update' : 'create') : null,
      errors,
    };
  });
  const invalid = rows.filter((row) => row.errors.length > 0).length;
  const stores = read.flatMap((row, i) => (row.store && rows[i]?.errors.length === 0 ? [row.store] : []));
  return { rows, stores, valid: rows.length - invalid, invalid, header_error: null };
}

/** Writes the stores: the chains by name (created when new), then each store created or updated by its digits. */
async function writeStores(db: Db, clientId: number, stores: readonly StoreLine[]) {
  const chainNames = [...new Set(stores.map((s) => s.chain))];
  await db
    .insertInto('retail_chains')
    .values(chainNames.map((name) => ({ client_id: clientId, name })))
    .onConflict((oc) => oc.columns(['client_id', 'name']).doNothing())
    .execute();
  const chains = await db
    .selectFrom('retail_chains')
    .select(['id', 'name'])
    .where('client_id', '=', clientId)
    .where('name', 'in', chainNames)
    .execute();
  const chainId = new Map(chains.map((c) => [c.name, c.id]));
  for (const store of stores) {
    const fields = {
      name: store.name,
      country_id: store.countryId,
      retail_chain_id: chainId.get(store.chain) ?? null,
      time_zone: store.zone,
    };
    const updated = await db
      .updateTable('branches')
      .set(fields)
      .where('client_id', '=', clientId)
      .where('registration_digits', '=', store.digits)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      await db
        .insertInto('branches')
        .values({ ...fields, client_id: clientId, registration_digits: store.digits })
        .execute();
  }
}

/** POST /api/v1/admin/rewards/stores/import: the preview; confirmed with every row valid, the stores written. */
export async function importStores(
  ctx: ServiceContext,
  auth: AuthContext,
  input: StoreImportRequest,
): Promise<StoreImportPreview> {
  const body = ImportSchema.parse(input);
  const { clientId, actorId } = await setupScope(ctx, auth);
  return ctx.db.transaction().execute(async (trx) => {
    const { stores, ...preview } = await previewOf(trx, clientId, body.csv);
    const writable = body.confirm && preview.header_error === null && preview.invalid === 0;
    if (!writable) return { ...preview, imported: 0 };
    await writeStores(trx, clientId, stores);
    await recordAudit(trx, {
      actor: actorId,
      clientId,
      action: 'rewards.stores.imported',
      entity: 'client',
      entityId: clientId,
      fields: ['stores'],
      at: ctx.clock.now(),
    });
    return { ...preview, imported: stores.length };
  });
}
