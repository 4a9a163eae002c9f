import type { AdminBadge, AdminBadgePage, CreateBadgeRequest, UpdateBadgeRequest } from '@elevar/contract';
import {
  type BadgeRuleDefinition,
  badgeRuleChanged,
  badgeRuleIssues,
  type LanguageCode,
  validationMessage,
} from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { AppError, type FieldError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { type Actor, loadActor } from '../../identity/index.ts';
import { levelReviewScope } from '../levels/policy.ts';
import * as q from './admin-queries.ts';

/**
 * The programme administrators' badges: list with how many earned each, create, edit, activate and deactivate.
 * Badges are never deleted; a deactivated one is no longer awarded (the posting's candidate query reads active
 * badges only) and whoever earned it keeps it. Once anyone has earned a badge, what awards it is locked.
 */

/** The client whose badges a staff member manages: the selected one, for programme administrators and superusers. */
export function badgeAdminScope(actor: Actor): { clientId: number } {
  return levelReviewScope(actor);
}

async function scope(ctx: ServiceContext, auth: AuthContext) {
  const actor = await loadActor(ctx, auth);
  return { ...badgeAdminScope(actor), actorId: actor.userId };
}

export function toAdminBadge(row: q.AdminBadgeRow): AdminBadge {
  return {
    id: row.id,
    code: row.code,
    names: row.names,
    descriptions: row.descriptions,
    label_key: row.label_key,
    icon: row.icon,
    rule: row.rule,
    threshold: row.threshold,
    point_kind: row.point_kind,
    campaign_id: row.campaign_id,
    active: row.active,
    position: row.position,
    earned_count: row.earned_count,
    created_at: row.created_at.toISOString(),
  };
}

/** Texts per language without the blank ones (the schema trimmed them). */
function texts(values: Record<string, string | undefined> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** Rejects a malformed rule, or a campaign that is not the client's, with the fields in the request's language. */
async function checkRule(
  db: Db,
  clientId: number,
  rule: BadgeRuleDefinition,
  language: LanguageCode,
): Promise<void> {
  const issues: FieldError[] = badgeRuleIssues(rule).map((issue) => ({
    field: issue.field,
    message: validationMessage(issue.code, language),
  }));
  if (
    issues.length === 0 &&
    rule.campaignId !== null &&
    !(await q.campaignOfClient(db, clientId, rule.campaignId))
  )
    issues.push({ field: 'campaign_id', message: validationMessage('field.invalid', language) });
  if (issues.length > 0) throw new AppError('badge.invalid_rule', 400, issues);
}

async function loadBadge(db: Db, clientId: number, id: number): Promise<AdminBadge> {
  const row = await q.findAdminBadge(db, clientId, id);
  if (!row) throw notFound();
  return toAdminBadge(row);
}

/** GET /api/v1/admin/badges: every badge of the selected client by position, active or not. */
export async function listAdminBadges(
  ctx: ServiceContext,
  auth: AuthContext,
  query: { page: number; page_size: number },
): Promise<AdminBadgePage> {
  const { clientId } = await scope(ctx, auth);
  const { count, rows } = await q.listAdminBadges(ctx.db, clientId, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { count, page: query.page, page_size: query.page_size, results: rows.map(toAdminBadge) };
}

/** POST /api/v1/admin/badges: a new badge of the selected client; its code must be new there (409). */
export async function createBadge(
  ctx: ServiceContext,
  auth: AuthContext,
  body: CreateBadgeRequest,
  language: LanguageCode,
): Promise<AdminBadge> {
  const { clientId, actorId } = await scope(ctx, auth);
  const rule: BadgeRuleDefinition = {
    rule: body.rule,
    threshold: body.threshold,
    pointKind: body.point_kind,
    campaignId: body.campaign_id ?? null,
  };
  const id = await inTransaction(ctx.db, async (trx) => {
    await checkRule(trx, clientId, rule, language);
    const values = {
      code: body.code,
      names: texts(body.names),
      descriptions: texts(body.descriptions),
      icon: body.icon,
      rule: rule.rule,
      threshold: rule.threshold,
      point_kind: rule.pointKind,
      campaign_id: rule.campaignId,
      active: body.active ?? true,
      position: body.position,
    };
    const created = await q.insertBadge(trx, clientId, values);
    if (created === null) throw new AppError('badge.code_taken', 409);
    await recordAudit(trx, {
      actor: actorId,
      clientId,
      action: 'points.badge.created',
      entity: 'badge',
      entityId: created,
      fields: Object.keys(values),
      at: ctx.clock.now(),
    });
    return created;
  });
  return loadBadge(ctx.db, clientId, id);
}

/**
 * PATCH /api/v1/admin/badges/:id: the fields sent. Names, descriptions, icon and position always change; rule,
 * threshold, point kind and campaign only while nobody has earned the badge (sent unchanged, they are fine).
 */
export async function updateBadge(
  ctx: ServiceContext,
  auth: AuthContext,
  id: number,
  body: UpdateBadgeRequest,
  language: LanguageCode,
): Promise<AdminBadge> {
  const { clientId, actorId } = await scope(ctx, auth);
  await ctx.db.transaction().execute(async (trx) => {
    const current = await q.lockBadgeForChange(trx, clientId, id);
    if (!current) throw notFound();
    const before: BadgeRuleDefinition = {
      rule: current.rule,
      threshold: current.threshold,
      pointKind: current.point_kind,
      campaignId: current.campaign_id,
    };
    const after: BadgeRuleDefinition = {
      rule: body.rule ?? before.rule,
      threshold: body.threshold ?? before.threshold,
      pointKind: body.point_kind === undefined ? before.pointKind : body.point_kind,
      campaignId: body.campaign_id === undefined ? before.campaignId : body.campaign_id,
    };
    const ruleChanges = badgeRuleChanged(before, after);
    if (ruleChanges && current.earned) throw new AppError('badge.rule_locked', 409);
    if (ruleChanges) await checkRule(trx, clientId, after, language);
    const changes = {
      ...(body.names ? { names: texts(body.names) } : {}),
      ...(body.descriptions ? { descriptions: texts(body.descriptions) } : {}),
      ...(body.icon ? { icon: body.icon } : {}),
      ...(body.position === undefined ? {} : { position: body.position }),
      ...(ruleChanges
        ? {
            rule: after.rule,
            threshold: after.threshold,
            point_kind: after.pointKind,
            campaign_id: after.campaignId,
          }
        : {}),
    };
    if (Object.keys(changes).length === 0) return;
    await q.updateBadge(trx, clientId, id, changes);
    await recordAudit(trx, {
      actor: actorId,
      clientId,
      action: 'points.badge.updated',
      entity: 'badge',
      entityId: id,
      fields: Object.keys(changes),
      at: ctx.clock.now(),
    });
  });
  return loadBadge(ctx.db, clientId, id);
}

/** POST …/activate or …/deactivate: awarded again from the next posting, or no more (those who have it keep it). */
export async function setBadgeActive(
  ctx: ServiceContext,
  auth: AuthContext,
  id: number,
  active: boolean,
): Promise<AdminBadge> {
  const { clientId, actorId } = await scope(ctx, auth);
  await inTransaction(ctx.db, async (trx) => {
    if (!(await q.setBadgeActive(trx, clientId, id, active))) throw notFound();
    await recordAudit(trx, {
      actor: actorId,
      clientId,
      action: active ? 'points.badge.activated' : 'points.badge.deactivated',
      entity: 'badge',
      entityId: id,
      fields: ['active'],
      at: ctx.clock.now(),
    });
  });
  return loadBadge(ctx.db, clientId, id);
}
