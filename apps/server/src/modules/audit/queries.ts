import type { AuditFilter } from '@elevar/contract';
import type { Db } from '../../db/connection.ts';

/** Whose events a staff member reads: one client's, or every client's (a superuser outside any client: null). */
export interface AuditScope {
  clientId: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The range a filter names: from its first instant, to before the instant after `to` (a day: the next day). */
export function timeRange(filter: Pick<AuditFilter, 'from' | 'to'>): { from?: Date; before?: Date } {
  const range: { from?: Date; before?: Date } = {};
  if (filter.from)
    range.from = new Date(filter.from.length === 10 ? `${filter.from}T00:00:00Z` : filter.from);
  if (filter.to)
    range.before =
      filter.to.length === 10
        ? new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS)
        : new Date(Date.parse(filter.to) + 1);
  return range;
}

function filtered(db: Db, scope: AuditScope, filter: AuditFilter) {
  const { from, before } = timeRange(filter);
  let query = db.selectFrom('audit_events as a');
  if (scope.clientId !== null) query = query.where('a.client_id', '=', scope.clientId);
  if (filter.action !== undefined) query = query.where('a.action', '=', filter.action);
  if (filter.actor_id !== undefined) query = query.where('a.actor_id', '=', filter.actor_id);
  if (filter.entity_type !== undefined) query = query.where('a.entity_type', '=', filter.entity_type);
  if (from) query = query.where('a.created_at', '>=', from);
  if (before) query = query.where('a.created_at', '<', before);
  return query;
}

function withColumns(query: ReturnType<typeof filtered>) {
  return query
    .innerJoin('users as u', 'u.id', 'a.actor_id')
    .select([
      'a.id',
      'a.created_at',
      'a.client_id',
      'a.action',
      'a.entity_type',
      'a.entity_id',
      'a.fields',
      'a.actor_id',
      'u.username as actor_username',
      'u.full_name as actor_full_name',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc');
}

export type AuditRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

/** A page of events, newest first, and how many match. */
export async function listAuditEvents(
  db: Db,
  scope: AuditScope,
  filter: AuditFilter,
  page: { limit: number; offset: number },
) {
  const [total, rows] = await Promise.all([
    filtered(db, scope, filter)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
    withColumns(filtered(db, scope, filter))
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { count: Number(total.count), rows };
}

/** The next batch of the CSV export: events older than the last one sent (keyset on time, then id). */
export function auditBatch(
  db: Db,
  scope: AuditScope,
  filter: AuditFilter,
  after: { at: Date; id: number } | null,
  limit: number,
) {
  let query = filtered(db, scope, filter);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('a.created_at', '<', after.at),
        eb.and([eb('a.created_at', '=', after.at), eb('a.id', '<', after.id)]),
      ]),
    );
  return withColumns(query).limit(limit).execute();
}
