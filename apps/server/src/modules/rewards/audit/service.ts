import type {
  AuditDecisionRequest,
  AuditDecisionResult,
  AuditPhoto,
  AuditPhotoPage,
  AuditQueueQuery,
  AuditSale,
  AuditSalePage,
} from '@elevar/contract';
import { errorMessage, type LanguageCode, orderedSignals, type Role } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { loadActor, requireRole } from '../../identity/index.ts';
import { toPhoto } from '../photos/service.ts';
import { toSale } from '../sales/service.ts';
import { AUDITED_TABLES, type AuditedKind, applyAuditDecision } from './decide.ts';
import * as q from './queries.ts';
import { queueChanged, queueCount } from './queue-counts.ts';

/**
 * The auditors' queue (issue 13, SPEC §6 "Auditor: reviews invoices"): sales and store photos of the selected
 * client with their fraud signals, approved or reproved. Who: auditors and programme administrators of the client
 * (the ledger's auditor roles), and superusers; anyone else 403. Every query is of the auditor's client.
 */
export const REWARDS_AUDITOR_ROLES: readonly Role[] = ['program_admin', 'auditor'];

async function auditorScope(ctx: ServiceContext, auth: AuthContext) {
  const actor = await loadActor(ctx, auth);
  return { clientId: requireRole(actor, REWARDS_AUDITOR_ROLES), userId: actor.userId };
}

const filterOf = (clientId: number, query: AuditQueueQuery): q.QueueFilter => ({
  clientId,
  status: query.status,
  campaignId: query.campaign_id,
  countryId: query.country_id,
  storeId: query.store_id,
  signal: query.signal,
  id: query.id,
  page: query.page,
  pageSize: query.page_size,
});

const reviewedOf = (row: {
  reviewer_id: number | null;
  reviewer_name: string | null;
  reviewed_at: Date | null;
}) =>
  row.reviewer_id === null || row.reviewed_at === null
    ? null
    : { id: row.reviewer_id, name: row.reviewer_name ?? '', at: new Date(row.reviewed_at).toISOString() };

const countryOf = (code: string | null) => (code === null ? null : code.trim());

function toAuditSale(row: q.AuditSaleRow, language: LanguageCode, secret: string): AuditSale {
  return {
    ...toSale(row, language, secret),
    user: { id: row.user_id, name: row.user_name, username: row.username },
    country_code: countryOf(row.country_code),
    invoice_content_type: row.invoice_content_type,
    signals: orderedSignals(row.signals),
    reviewed: reviewedOf(row),
  };
}

function toAuditPhoto(row: q.AuditPhotoRow, language: LanguageCode, secret: string): AuditPhoto {
  return {
    ...toPhoto(row, language, secret),
    user: { id: row.user_id, name: row.user_name, username: row.username },
    country_code: countryOf(row.country_code),
    signals: orderedSignals(row.signals),
    reviewed: reviewedOf(row),
  };
}

/** GET /api/v1/admin/rewards/audit/sales: the client's sales by audit state and filters, most suspicious first. */
export async function listAuditSales(
  ctx: ServiceContext,
  auth: AuthContext,
  query: AuditQueueQuery,
  language: LanguageCode,
): Promise<AuditSalePage> {
  const { clientId } = await auditorScope(ctx, auth);
  const filter = filterOf(clientId, query);
  const { rows, count } = await q.salesQueue(ctx.db, filter, (read) =>
    queueCount(ctx, 'sales', filter, read),
  );
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => toAuditSale(row, language, ctx.secret)),
  };
}

/** GET /api/v1/admin/rewards/audit/photos: the client's store photos by audit state and filters, most suspicious first. */
export async function listAuditPhotos(
  ctx: ServiceContext,
  auth: AuthContext,
  query: AuditQueueQuery,
  language: LanguageCode,
): Promise<AuditPhotoPage> {
  const { clientId } = await auditorScope(ctx, auth);
  const filter = filterOf(clientId, query);
  const { rows, count } = await q.photosQueue(ctx.db, filter, (read) =>
    queueCount(ctx, 'photo_uploads', filter, read),
  );
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => toAuditPhoto(row, language, ctx.secret)),
  };
}

type Result = AuditDecisionResult['results'][number];

/** One decision in its own transaction (`applyAuditDecision`); null when the item did not change. */
async function decideOne(
  ctx: ServiceContext,
  kind: AuditedKind,
  who: { clientId: number; userId: number },
  id: number,
  request: AuditDecisionRequest,
): Promise<Omit<Result, 'id'> | null> {
  const status = request.decision === 'approve' ? 'approved' : 'reproved';
  const changed = await inTransaction(ctx.db, (trx) =>
    applyAuditDecision(trx, kind, {
      clientId: who.clientId,
      reviewerId: who.userId,
      id,
      status,
      reason: request.decision === 'reprove' ? request.reason : null,
      at: ctx.clock.now(),
    }),
  );
  return changed ? { outcome: 'changed', status, code: null, message: null } : null;
}

/**
 * POST /api/v1/admin/rewards/audit/{sales,photos}/decisions: approves or reproves up to 100 items of the auditor's
 * client, each on its own (one refused does not undo the others), answering what happened to each.
 */
export async function decideItems(
  ctx: ServiceContext,
  auth: AuthContext,
  kind: AuditedKind,
  request: AuditDecisionRequest,
  language: LanguageCode,
): Promise<AuditDecisionResult> {
  const who = await auditorScope(ctx, auth);
  const ids = [...new Set(request.ids)];
  const changed = new Map<number, Omit<Result, 'id'>>();
  for (const id of ids) {
    const outcome = await decideOne(ctx, kind, who, id, request);
    if (outcome) changed.set(id, outcome);
  }
  if (changed.size > 0) queueChanged(ctx, who.clientId);
  const rest = ids.filter((id) => !changed.has(id));
  const statuses = new Map(
    rest.length === 0
      ? []
      : (await q.itemStatuses(ctx.db, AUDITED_TABLES[kind], who.clientId, rest)).map((row) => [
          row.id,
          row.status,
        ]),
  );
  const wanted = request.decision === 'approve' ? 'approved' : 'reproved';
  return {
    results: ids.map((id): Result => {
      const done = changed.get(id);
      if (done) return { id, ...done };
      const status = statuses.get(id);
      if (status === undefined) return { id, outcome: 'not_found', status: null, code: null, message: null };
      if (status === wanted) return { id, outcome: 'unchanged', status, code: null, message: null };
      const code = 'rewards.audit_reproved_final';
      return { id, outcome: 'refused', status, code, message: errorMessage(code, language) };
    }),
  };
}
