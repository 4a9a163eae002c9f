import type { AuditEvent, AuditFilter } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import type { Db } from '../../db/connection.ts';
import { csvField } from '../../platform/csv.ts';
import { toAuditEvent } from './mappers.ts';
import { type AuditScope, auditBatch } from './queries.ts';

/**
 * The audit trail as a CSV file, like the points statement's: RFC 4180, UTF-8 with a byte-order mark, column titles
 * in the request's language, values machine-readable (action and entity codes, ISO 8601 UTC times, the fields
 * separated by spaces).
 */

const COLUMNS = ['id', 'at', 'actor_id', 'actor', 'action', 'entity_type', 'entity_id', 'fields'] as const;
type Column = (typeof COLUMNS)[number];

const TITLES: Record<LanguageCode, Record<Column, string>> = {
  'pt-BR': {
    id: 'Evento',
    at: 'Data',
    actor_id: 'Id do usuário',
    actor: 'Usuário',
    action: 'Ação',
    entity_type: 'Tipo do item',
    entity_id: 'Id do item',
    fields: 'Campos alterados',
  },
  'en-US': {
    id: 'Event',
    at: 'Date',
    actor_id: 'User id',
    actor: 'User',
    action: 'Action',
    entity_type: 'Item type',
    entity_id: 'Item id',
    fields: 'Fields changed',
  },
  'es-ES': {
    id: 'Evento',
    at: 'Fecha',
    actor_id: 'Id del usuario',
    actor: 'Usuario',
    action: 'Acción',
    entity_type: 'Tipo de elemento',
    entity_id: 'Id del elemento',
    fields: 'Campos modificados',
  },
  'fr-FR': {
    id: 'Événement',
    at: 'Date',
    actor_id: "Id de l'utilisateur",
    actor: 'Utilisateur',
    action: 'Action',
    entity_type: "Type d'élément",
    entity_id: "Id de l'élément",
    fields: 'Champs modifiés',
  },
};

function csvRow(event: AuditEvent): string {
  return `${[
    csvField(event.id),
    csvField(event.at),
    csvField(event.actor.id),
    csvField(event.actor.full_name, true),
    csvField(event.action),
    csvField(event.entity_type),
    csvField(event.entity_id),
    csvField(event.fields.join(' ')),
  ].join(',')}\r\n`;
}

const BATCH = 500;

/** Every matching event, newest first, batch by batch so a long trail never sits in memory. */
export async function* auditCsv(
  db: Db,
  scope: AuditScope,
  filter: AuditFilter,
  language: LanguageCode,
): AsyncGenerator<string> {
  yield `\uFEFF${COLUMNS.map((column) => csvField(TITLES[language][column])).join(',')}\r\n`;
  let after: { at: Date; id: number } | null = null;
  for (;;) {
    const rows = await auditBatch(db, scope, filter, after, BATCH);
    if (rows.length > 0) yield rows.map((row) => csvRow(toAuditEvent(row))).join('');
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1];
    after = last ? { at: last.created_at, id: last.id } : null;
  }
}
