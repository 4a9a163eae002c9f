import type { LevelChange, LevelChangeDetail, LevelChangePage } from '@elevar/contract';
import { type LanguageCode, type LevelChangeStatus, underAuditCountMessage } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import type { Trx } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { loadActor } from '../../identity/index.ts';
import { notify } from '../../notifications/index.ts';
import { toEvidence, toLevelChange } from './mappers.ts';
import { levelReviewScope } from './policy.ts';
import * as q from './queries.ts';
import { today } from './service.ts';

function pageOf(query: { page: number; page_size: number }) {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

/** The selected client's level changes by status (pending by default, oldest first), optionally of one campaign. */
export async function listLevelChanges(
  ctx: ServiceContext,
  auth: AuthContext,
  query: { status: LevelChangeStatus; campaign_id?: number | undefined; page: number; page_size: number },
): Promise<LevelChangePage> {
  const { clientId } = levelReviewScope(await loadActor(ctx, auth));
  const { count, rows } = await q.listLevelChanges(
    ctx.db,
    { clientId, status: query.status, campaignId: query.campaign_id },
    pageOf(query),
  );
  const day = today(ctx);
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => toLevelChange(row, day)),
  };
}

/**
 * One level change with the evidence an administrator audits: the user's sale, photo and mystery-shopper entries
 * in the campaign (a page of them, newest first) with their sources and audit states, and totals over all.
 */
export async function getLevelChange(
  ctx: ServiceContext,
  auth: AuthContext,
  id: number,
  query: { page: number; page_size: number },
  language: LanguageCode,
): Promise<LevelChangeDetail> {
  const { clientId } = levelReviewScope(await loadActor(ctx, auth));
  const row = await q.findLevelChange(ctx.db, clientId, id);
  if (!row) throw notFound();
  const who = { clientId, userId: row.user_id, campaignId: row.campaign_id };
  const [evidence, thresholds] = await Promise.all([
    q.listEvidence(ctx.db, who, pageOf(query), language),
    q.findThresholds(ctx.db, clientId, row.campaign_id),
  ]);
  const described = toEvidence(evidence.rows, evidence.totals);
  const { totals } = described;
  const entries = await withItems(ctx, clientId, described.entries, language);
  return {
    ...toLevelChange(row, today(ctx)),
    threshold: thresholds[row.to_level] ?? null,
    evidence: { count: evidence.count, page: query.page, page_size: query.page_size, results: entries },
    totals,
    under_audit: totals.reduce((sum, total) => sum + (total.status === 'under_audit' ? total.entries : 0), 0),
  };
}

type EvidenceEntries = ReturnType<typeof toEvidence>['entries'];

/**
 * The sale or photo behind each entry, as the modules that posted them describe them (the manifests'
 * `evidenceSources`, read through the list of manifests so points imports no module that posts to it): one query
 * per source, whatever the page holds.
 */
async function withItems(
  ctx: ServiceContext,
  clientId: number,
  entries: EvidenceEntries,
  language: LanguageCode,
): Promise<EvidenceEntries> {
  const sources = (await import('../../index.ts')).serverModules.flatMap((m) => m.evidenceSources ?? []);
  const idOf = (value: string | null) =>
    value !== null && /^[1-9][0-9]{0,17}$/.test(value) ? Number(value) : null;
  const items = await Promise.all(
    sources.map(async (source) => {
      const ids = entries.flatMap((e) => {
        const id = e.source_type === source.sourceType ? idOf(e.source_id) : null;
        return id === null ? [] : [id];
      });
      return [source.sourceType, await source.load(ctx, clientId, [...new Set(ids)], language)] as const;
    }),
  );
  const byType = new Map(items);
  return entries.map((entry) => {
    const id = idOf(entry.source_id);
    const item =
      entry.source_type === null || id === null ? undefined : byType.get(entry.source_type)?.get(id);
    return item ? { ...entry, item } : entry;
  });
}

export interface LevelDecision {
  id: number;
  clientId: number;
  status: 'approved' | 'rejected';
  reviewerId: number;
  note: string | null;
  at: Date;
}

/**
 * Decides a pending level change in the caller's transaction and tells the user. Approval sets their level for
 * the rest of the campaign, so later postings take its multiplier; rejection keeps the level they have. Another
 * client's change is not found; one already decided is a conflict.
 */
export async function applyLevelDecision(trx: Trx, decision: LevelDecision): Promise<void> {
  const change = await q.decideLevelChange(trx, decision);
  if (!change) {
    const existing = await q.findLevelChange(trx, decision.clientId, decision.id);
    throw existing ? new AppError('level.change_already_reviewed', 409) : notFound();
  }
  const who = { clientId: decision.clientId, userId: change.user_id, campaignId: change.campaign_id };
  if (decision.status === 'approved') await q.setUserLevel(trx, who, change.to_level, decision.at);
  await notify(trx, {
    clientId: decision.clientId,
    userId: change.user_id,
    kind: decision.status === 'approved' ? 'level_approved' : 'level_rejected',
    at: decision.at,
    data: {
      level_change_id: change.id,
      campaign_id: change.campaign_id,
      level: change.to_level,
      from_level: change.from_level,
      note: decision.note,
    },
  });
}

/**
 * A programme administrator (or superuser) approves or rejects a pending level change of the selected client.
 * Approving over evidence still under audit needs the administrator's acknowledgement (409 without it, with the
 * count), so no client approves unaudited sales without being told.
 */
export async function decideLevelChange(
  ctx: ServiceContext,
  auth: AuthContext,
  id: number,
  decision: { status: 'approved' | 'rejected'; note: string | null; acknowledgeUnderAudit: boolean },
  language: LanguageCode,
): Promise<LevelChange> {
  const actor = await loadActor(ctx, auth);
  const { clientId } = levelReviewScope(actor);
  const { acknowledgeUnderAudit, ...outcome } = decision;
  await ctx.db.transaction().execute(async (trx) => {
    const change = await q.findLevelChange(trx, clientId, id);
    if (outcome.status === 'approved' && change?.status === 'pending' && !acknowledgeUnderAudit) {
      const who = { clientId, userId: change.user_id, campaignId: change.campaign_id };
      const underAudit = await q.countEvidenceUnderAudit(trx, who);
      if (underAudit > 0) {
        throw new AppError('level.entries_under_audit', 409, [
          { field: 'acknowledge_under_audit', message: underAuditCountMessage(underAudit, language) },
        ]);
      }
    }
    const at = ctx.clock.now();
    await applyLevelDecision(trx, { id, clientId, ...outcome, reviewerId: actor.userId, at });
    await recordAudit(trx, {
      actor: actor.userId,
      clientId,
      action: outcome.status === 'approved' ? 'points.level_change.approved' : 'points.level_change.rejected',
      entity: 'level_change',
      entityId: id,
      fields: outcome.note === null ? ['status'] : ['status', 'review_note'],
      at,
    });
  });
  const decided = await q.findLevelChange(ctx.db, clientId, id);
  if (!decided) throw notFound();
  return toLevelChange(decided, today(ctx));
}
