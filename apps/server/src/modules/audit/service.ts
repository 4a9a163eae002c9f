import type { AuditFilter, AuditPage, AuditQuery } from '@elevar/contract';
import { type LanguageCode, type Role, validationMessage } from '@elevar/domain';
import type { ServiceContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { type Actor, loadActor, requireRole } from '../identity/index.ts';
import { auditCsv } from './csv.ts';
import { toAuditEvent } from './mappers.ts';
import { type AuditScope, listAuditEvents, timeRange } from './queries.ts';

/** Who reads the audit trail besides superusers (SPEC §6: the programme administrator runs the programme). */
const AUDIT_READER_ROLES: readonly Role[] = ['program_admin'];

/**
 * Whose events a staff member reads: the selected client's, for its programme administrators and superusers; a
 * superuser outside any client reads every client's.
 */
export function auditScope(actor: Actor): AuditScope {
  if (actor.isSuperuser && actor.clientId === null) return { clientId: null };
  return { clientId: requireRole(actor, AUDIT_READER_ROLES) };
}

function assertRange(filter: AuditFilter, language: LanguageCode) {
  const { from, before } = timeRange(filter);
  if (from && before && from >= before) {
    throw new AppError('common.validation', 400, [
      { field: 'to', message: validationMessage('field.invalid', language) },
    ]);
  }
}

/** GET /api/v1/admin/audit: the events, newest first, filtered and paginated. */
export async function listAudit(
  ctx: ServiceContext,
  auth: AuthContext,
  query: AuditQuery,
  language: LanguageCode,
): Promise<AuditPage> {
  const scope = auditScope(await loadActor(ctx, auth));
  assertRange(query, language);
  const { page, page_size, ...filter } = query;
  const { count, rows } = await listAuditEvents(ctx.db, scope, filter, {
    limit: page_size,
    offset: (page - 1) * page_size,
  });
  return { count, page, page_size, results: rows.map(toAuditEvent) };
}

/** GET /api/v1/admin/audit.csv: every matching event. Permission and filters are settled before any byte. */
export async function exportAudit(
  ctx: ServiceContext,
  auth: AuthContext,
  filter: AuditFilter,
  language: LanguageCode,
): Promise<{ filename: string; body: AsyncGenerator<string> }> {
  const scope = auditScope(await loadActor(ctx, auth));
  assertRange(filter, language);
  return {
    filename: `audit-${ctx.clock.now().toISOString().slice(0, 10)}.csv`,
    body: auditCsv(ctx.db, scope, filter, language),
  };
}
