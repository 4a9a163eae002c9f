import type { StatementEntry, StatementFilter } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import type { Db } from '../../../db/connection.ts';
import { csvField } from '../../../platform/csv.ts';
import { type StatementScope, statementBatch, toStatementEntry } from './queries.ts';

/**
 * The statement as a CSV file (RFC 4180: comma-separated, CRLF, quoted where needed), UTF-8 with a byte-order mark
 * so spreadsheet programs read accents right. Column titles and rule descriptions follow the request's language; values stay
 * machine-readable (kind and status codes, ISO 8601 UTC times, a dot as the decimal separator).
 */

const COLUMNS = [
  'id',
  'created_at',
  'programme',
  'kind',
  'campaign',
  'amount',
  'experience',
  'multiplier',
  'status',
  'reason',
  'reverses_entry_id',
  'shortfall',
  'expires_at',
] as const;
type Column = (typeof COLUMNS)[number];

const TITLES: Record<LanguageCode, Record<Column, string>> = {
  'pt-BR': {
    id: 'Lançamento',
    created_at: 'Data',
    programme: 'Programa',
    kind: 'Tipo',
    campaign: 'Campanha',
    amount: 'Pontos',
    experience: 'Experiência',
    multiplier: 'Multiplicador',
    status: 'Situação',
    reason: 'Motivo',
    reverses_entry_id: 'Estorno do lançamento',
    shortfall: 'Pontos não recuperados',
    expires_at: 'Expira em',
  },
  'en-US': {
    id: 'Entry',
    created_at: 'Date',
    programme: 'Programme',
    kind: 'Kind',
    campaign: 'Campaign',
    amount: 'Points',
    experience: 'Experience',
    multiplier: 'Multiplier',
    status: 'Status',
    reason: 'Reason',
    reverses_entry_id: 'Reverses entry',
    shortfall: 'Points not recovered',
    expires_at: 'Expires at',
  },
  'es-ES': {
    id: 'Movimiento',
    created_at: 'Fecha',
    programme: 'Programa',
    kind: 'Tipo',
    campaign: 'Campaña',
    amount: 'Puntos',
    experience: 'Experiencia',
    multiplier: 'Multiplicador',
    status: 'Estado',
    reason: 'Motivo',
    reverses_entry_id: 'Revierte el movimiento',
    shortfall: 'Puntos no recuperados',
    expires_at: 'Vence el',
  },
  'fr-FR': {
    id: 'Écriture',
    created_at: 'Date',
    programme: 'Programme',
    kind: 'Type',
    campaign: 'Campagne',
    amount: 'Points',
    experience: 'Expérience',
    multiplier: 'Multiplicateur',
    status: 'Statut',
    reason: 'Motif',
    reverses_entry_id: "Annule l'écriture",
    shortfall: 'Points non récupérés',
    expires_at: 'Expire le',
  },
};

export function csvHeader(language: LanguageCode): string {
  return `${COLUMNS.map((c) => csvField(TITLES[language][c])).join(',')}\r\n`;
}

export function csvRow(entry: StatementEntry): string {
  const fields = [
    csvField(entry.id),
    csvField(entry.created_at),
    csvField(entry.programme),
    csvField(entry.kind),
    csvField(entry.campaign?.name ?? null, true),
    csvField(entry.amount),
    csvField(entry.experience),
    csvField(entry.multiplier),
    csvField(entry.status),
    // the reason: the description of the rule the entry was posted by, else what a person wrote
    csvField(entry.rule?.description ?? entry.reason, true),
    csvField(entry.reverses_entry_id),
    csvField(entry.shortfall),
    csvField(entry.expires_at),
  ];
  return `${fields.join(',')}\r\n`;
}

const BATCH = 500;

/** The whole filtered statement, newest first, produced batch by batch so a long history never sits in memory. */
export async function* statementCsv(
  db: Db,
  scope: StatementScope,
  filter: StatementFilter,
  language: LanguageCode,
): AsyncGenerator<string> {
  yield `\uFEFF${csvHeader(language)}`;
  let afterId: number | null = null;
  for (;;) {
    const rows = await statementBatch(db, scope, filter, afterId, BATCH, language);
    if (rows.length > 0) yield rows.map((row) => csvRow(toStatementEntry(row))).join('');
    if (rows.length < BATCH) return;
    afterId = rows[rows.length - 1]?.id ?? null;
  }
}
