import type {
  AdminLevelThresholds,
  AdminPointRule,
  AdminPointsCampaignPage,
  AdminPointsTable,
  CreatePointRuleRequest,
  SetLevelThresholdsRequest,
  UpdatePointRuleRequest,
} from '@elevar/contract';
import { ERROR_MESSAGES, type ErrorCode } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { loadActor } from '../../identity/index.ts';
import { findThresholds } from '../levels/queries.ts';
import { storedDescriptions, toAdminCampaign, toAdminRule, toAdminThresholds } from './mappers.ts';
import { pointsTableAdminScope } from './policy.ts';
import * as q from './queries.ts';

/**
 * The programme administrator's points table (SPEC §4 Level, §6, §9: point values stay fixed during a campaign).
 * Every use case is scoped to the selected client. Whether a campaign has begun is read in the same transaction
 * that writes, with the database's own date, as the trigger on `point_rules` does; a write that still meets the
 * trigger (a request crossing midnight) gets the same 409.
 */

const RULE_CODE_INDEX = 'point_rules_campaign_id_code_key';

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}

/**
 * Database refusals as the errors a client understands: the freeze trigger's SQLSTATE EL001 (its message is the
 * error code), a duplicate code in the campaign, and a rule that ledger entries reference (their foreign key).
 */
export async function translatingRefusals<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, message, constraint } = (error ?? {}) as {
      code?: unknown;
      message?: unknown;
      constraint?: unknown;
    };
    if (code === 'EL001') throw new AppError(isErrorCode(message) ? message : 'points.rule_frozen', 409);
    if (code === '23505' && constraint === RULE_CODE_INDEX) throw new AppError('points.rule_code_taken', 409);
    // foreign_key_violation, or restrict_violation for an `on delete restrict` key
    if (code === '23503' || code === '23001') throw new AppError('points.rule_in_use', 409);
    throw error;
  }
}

async function scope(ctx: ServiceContext, auth: AuthContext) {
  const actor = await loadActor(ctx, auth);
  return { ...pointsTableAdminScope(actor), actorId: actor.userId };
}

/** The selected client's campaigns, the current ones first, with whether each has begun and ended. */
export async function listPointsCampaigns(
  ctx: ServiceContext,
  auth: AuthContext,
  query: { page: number; page_size: number },
): Promise<AdminPointsCampaignPage> {
  const { clientId } = await scope(ctx, auth);
  const { count, rows } = await q.listCampaigns(ctx.db, clientId, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { count, page: query.page, page_size: query.page_size, results: rows.map(toAdminCampaign) };
}

/** One campaign of the selected client with its rules (by position) and thresholds. */
export async function getPointsTable(
  ctx: ServiceContext,
  auth: AuthContext,
  campaignId: number,
): Promise<AdminPointsTable> {
  const { clientId } = await scope(ctx, auth);
  const campaign = await q.findCampaign(ctx.db, clientId, campaignId);
  if (!campaign) throw notFound();
  const [rules, thresholds] = await Promise.all([
    q.listRules(ctx.db, clientId, campaignId),
    findThresholds(ctx.db, clientId, campaignId),
  ]);
  return {
    campaign: toAdminCampaign(campaign),
    rules: rules.map(toAdminRule),
    thresholds: toAdminThresholds(thresholds),
  };
}

/**
 * Adds a rule to a campaign that has not ended (a rule added to a running campaign is fixed from the start). Its
 * code is unique in the campaign.
 */
export async function createPointRule(
  ctx: ServiceContext,
  auth: AuthContext,
  campaignId: number,
  body: CreatePointRuleRequest,
): Promise<AdminPointRule> {
  const { clientId, actorId } = await scope(ctx, auth);
  const row = await translatingRefusals(() =>
    ctx.db.transaction().execute(async (trx) => {
      const campaign = await q.findCampaign(trx, clientId, campaignId);
      if (!campaign) throw notFound();
      if (campaign.has_ended) throw new AppError('points.campaign_ended', 409);
      const rule = await q.insertRule(trx, {
        clientId,
        campaignId,
        code: body.code,
        kind: body.kind,
        basePoints: body.base_points,
        descriptions: storedDescriptions(body.descriptions),
        position: body.position,
      });
      await recordAudit(trx, {
        actor: actorId,
        clientId,
        action: 'points.rule.created',
        entity: 'point_rule',
        entityId: rule.id,
        fields: ['campaign_id', ...Object.keys(body)],
        at: ctx.clock.now(),
      });
      return rule;
    }),
  );
  return toAdminRule(row);
}

/**
 * Edits a rule: descriptions and position always; code, kind and base points only before its campaign begins
 * (sending the values it has is no change).
 */
export async function updatePointRule(
  ctx: ServiceContext,
  auth: AuthContext,
  ruleId: number,
  body: UpdatePointRuleRequest,
): Promise<AdminPointRule> {
  const { clientId, actorId } = await scope(ctx, auth);
  const row = await translatingRefusals(() =>
    ctx.db.transaction().execute(async (trx) => {
      const rule = await q.findRule(trx, clientId, ruleId);
      if (!rule) throw notFound();
      const changes: q.RuleChanges = {};
      if (body.code !== undefined && body.code !== rule.code) changes.code = body.code;
      if (body.kind !== undefined && body.kind !== rule.kind) changes.kind = body.kind;
      if (body.base_points !== undefined && body.base_points !== rule.base_points)
        changes.base_points = body.base_points;
      if (rule.has_begun && Object.keys(changes).length > 0) throw new AppError('points.rule_frozen', 409);
      if (body.descriptions !== undefined) changes.descriptions = storedDescriptions(body.descriptions);
      if (body.position !== undefined) changes.position = body.position;
      if (Object.keys(changes).length === 0) return rule;
      const updated = await q.updateRule(trx, clientId, ruleId, changes);
      await recordAudit(trx, {
        actor: actorId,
        clientId,
        action: 'points.rule.updated',
        entity: 'point_rule',
        entityId: ruleId,
        fields: Object.keys(changes),
        at: ctx.clock.now(),
      });
      return updated;
    }),
  );
  return toAdminRule(row);
}

/** Deletes a rule of a campaign that has not begun and that no ledger entry references. */
export async function deletePointRule(ctx: ServiceContext, auth: AuthContext, ruleId: number): Promise<void> {
  const { clientId, actorId } = await scope(ctx, auth);
  await translatingRefusals(() =>
    ctx.db.transaction().execute(async (trx) => {
      const rule = await q.findRule(trx, clientId, ruleId);
      if (!rule) throw notFound();
      if (rule.has_begun) throw new AppError('points.rule_frozen', 409);
      await q.deleteRule(trx, clientId, ruleId);
      await recordAudit(trx, {
        actor: actorId,
        clientId,
        action: 'points.rule.deleted',
        entity: 'point_rule',
        entityId: ruleId,
        at: ctx.clock.now(),
      });
    }),
  );
}

/** Sets a campaign's thresholds (junior stays at 0) before it begins. */
export async function setLevelThresholds(
  ctx: ServiceContext,
  auth: AuthContext,
  campaignId: number,
  body: SetLevelThresholdsRequest,
): Promise<AdminLevelThresholds> {
  const { clientId, actorId } = await scope(ctx, auth);
  const thresholds = await translatingRefusals(() =>
    ctx.db.transaction().execute(async (trx) => {
      const campaign = await q.findCampaign(trx, clientId, campaignId);
      if (!campaign) throw notFound();
      if (campaign.has_begun) throw new AppError('levels.thresholds_frozen', 409);
      await q.upsertThresholds(trx, clientId, campaignId, body);
      await recordAudit(trx, {
        actor: actorId,
        clientId,
        action: 'points.thresholds.set',
        entity: 'campaign',
        entityId: campaignId,
        fields: Object.keys(body),
        at: ctx.clock.now(),
      });
      return findThresholds(trx, clientId, campaignId);
    }),
  );
  return toAdminThresholds(thresholds);
}
