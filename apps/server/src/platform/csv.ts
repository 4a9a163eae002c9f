import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
/**
 * One CSV field (RFC 4180: quoted where needed). Text a person typed (a reason, a name) that starts like a formula
 * is prefixed with an apostrophe, so a spreadsheet shows it instead of running it (CSV injection).
 */
export function csvField(value: string | number | null, text = false): string {
  if (value === null) return '';
  let field = String(value);
  if (text && /^[=+\-@\t\r]/.test(field)) field = `'${field}`;
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

/** RFC 4180 records: quoted fields may hold the separator, line breaks and doubled quotes. */
export function csvRecords(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** A CSV file's header (lower case, trimmed) and its non-blank lines, each with its line number (the header is 1). */
export interface CsvTable {
  header: string[];
  lines: { cells: string[]; line: number }[];
}

/**
 * A CSV file read for an import with a preview: comma or semicolon separated (decided by the header line), RFC 4180
 * quotes; why the file as a whole cannot be read (a required column missing, no row, too many rows), else its header
 * and its non-blank rows, so each row can be checked on its own and its errors shown before anything is written.
 */
export function readCsvTable(
  text: string,
  required: readonly string[],
  maxRows: number,
): CsvTable | { error: 'missing_columns' | 'empty' | 'too_many_rows' } {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const records = csvRecords(text, separator);
  const header = (records[0] ?? []).map((cell) => cell.trim().toLowerCase());
  if (!required.every((column) => header.includes(column.toLowerCase()))) return { error: 'missing_columns' };
  const lines = records
    .map((cells, index) => ({ cells, line: index + 1 }))
    .slice(1)
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (lines.length === 0) return { error: 'empty' };
  if (lines.length > maxRows) return { error: 'too_many_rows' };
  return { header, lines };
}

/** A row's cells by column name ('' for a column the file lacks). */
export function namedCells<C extends string>(
  header: readonly string[],
  cells: readonly string[],
  columns: readonly C[],
): Record<C, string> {
  return Object.fromEntries(
    columns.map((column) => {
      const at = header.indexOf(column.toLowerCase());
      return [column, at === -1 ? '' : (cells[at] ?? '')];
    }),
  ) as Record<C, string>;
}

/**
 * Answers with a CSV download: an attachment under its file name, never cached. A body given as rows (an iterable
 * of lines) streams.
 */
export function sendCsv(
  reply: FastifyReply,
  csv: { filename: string; body: string | Iterable<string> | AsyncIterable<string> },
): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.filename}"`)
    .header('cache-control', 'no-store')
    .send(typeof csv.body === 'string' ? csv.body : Readable.from(csv.body));
}
