import type {
  ResultInput,
  ResultOptions,
  ResultQuery,
  RewardResult,
  RewardResultPage,
} from '@elevar/contract';
import { ResultInput as InputSchema, ResultQuery as QuerySchema } from '@elevar/contract';
import {
  campaignTakesResults,
  errorMessage,
  type LanguageCode,
  localized,
  type ResultKind,
  resultDateProblem,
} from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import type { Trx } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { postEntry } from '../../points/index.ts';
import { setupScope } from '../setup/service.ts';
import * as q from './queries.ts';

/**
 * Mystery-shopper results and event participations (issue 13): a programme administrator of the selected client
 * (or a superuser) enters one or imports many (`import.ts`); each is posted once to the ledger by a rule of the
 * campaign's points table, with its description as the reason. One result per participant, campaign, kind and
 * day: the unique key decides, so a result entered or imported again, even concurrently, posts nothing.
 */

export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

const ruleText = (rule: { code: string; descriptions: unknown }, language: LanguageCode) =>
  localized(rule.descriptions as Record<string, string>, language, rule.code);

/** The campaign of a result, or 404 (another client's); 409 once its points have expired. */
export async function resultCampaign(db: Db, clientId: number, campaignId: number, now: Date) {
  const campaign = await q.findCampaign(db, clientId, campaignId);
  if (!campaign) throw notFound();
  if (!campaignTakesResults(campaign.end_date, now))
    throw new AppError('rewards.result_campaign_closed', 409);
  return campaign;
}

/** The rule a result is posted by: the code given, else the campaign's only rule of the kind. */
export function ruleFor(
  rules: readonly q.ResultRule[],
  kind: ResultKind,
  code: string,
): q.ResultRule | undefined {
  const ofKind = rules.filter((rule) => rule.kind === kind);
  if (code === '') return ofKind.length === 1 ? ofKind[0] : undefined;
  return ofKind.find((rule) => rule.code === code);
}

/** The participant a key names: by username first, else by GMIN number. */
export function participantFor(found: readonly q.ResultParticipant[], key: string) {
  return found.find((p) => p.username === key) ?? found.find((p) => p.gmin_number === key);
}

export interface NewResult {
  clientId: number;
  campaignId: number;
  userId: number;
  kind: ResultKind;
  day: string;
  rule: { id: number; code: string };
  description: string;
  origin: 'form' | 'import';
  actorId: number;
}

/**
 * Claims the result's key and posts its entry by rule in the caller's transaction (kind mystery_shopper or event,
 * credited, source the result, key `reward_result:<id>`). Undefined when the key was already taken.
 */
export async function postResult(trx: Trx, result: NewResult, now: Date): Promise<number | undefined> {
  const id = await q.claimResult(trx, { ...result, ruleId: result.rule.id, at: now });
  if (id === undefined) return undefined;
  const posting = await postEntry(
    trx,
    {
      clientId: result.clientId,
      userId: result.userId,
      programme: 'rewards',
      campaignId: result.campaignId,
      kind: result.kind,
      rule: { code: result.rule.code },
      status: 'credited',
      sourceType: result.kind,
      sourceId: String(id),
      reason: result.description,
      idempotencyKey: `reward_result:${id}`,
      createdBy: result.actorId,
    },
    now,
  );
  await q.setResultEntry(trx, id, posting.entry);
  return id;
}

function toResult(row: q.ResultRow, language: LanguageCode): RewardResult {
  return {
    id: row.id,
    campaign: { id: row.campaign_id, name: row.campaign_name },
    user: { id: row.user_id, name: row.user_name, username: row.username },
    kind: row.kind,
    date: row.day,
    rule: {
      code: row.rule_code,
      description: ruleText({ code: row.rule_code, descriptions: row.rule_descriptions }, language),
    },
    description: row.description,
    points: row.points,
    entry_id: row.entry_id,
    origin: row.origin,
    created_by: { id: row.creator_id, name: row.creator_name },
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** GET /api/v1/admin/rewards/results/options: the campaigns taking results, each with its result rules. */
export async function getResultOptions(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<ResultOptions> {
  const { clientId } = await setupScope(ctx, auth);
  const now = ctx.clock.now();
  const today = todayOf(now);
  const campaigns = (await q.campaignsBegun(ctx.db, clientId, today)).filter((c) =>
    campaignTakesResults(c.end_date, now),
  );
  const rules = await q.resultRules(
    ctx.db,
    clientId,
    campaigns.map((c) => c.id),
  );
  return {
    today,
    campaigns: campaigns.map((campaign) => ({
      ...campaign,
      rules: rules
        .filter((rule) => rule.campaign_id === campaign.id)
        .map((rule) => ({
          code: rule.code,
          kind: rule.kind as ResultKind,
          description: ruleText(rule, language),
          base_points: rule.base_points,
        })),
    })),
  };
}

/** GET /api/v1/admin/rewards/results: the client's results, newest first, by campaign, kind and participant. */
export async function listRewardResults(
  ctx: ServiceContext,
  auth: AuthContext,
  input: ResultQuery,
  language: LanguageCode,
): Promise<RewardResultPage> {
  const query = QuerySchema.parse(input);
  const { clientId } = await setupScope(ctx, auth);
  const { rows, count } = await q.listResults(
    ctx.db,
    { clientId, campaignId: query.campaign_id, kind: query.kind, search: query.search },
    { limit: query.page_size, offset: (query.page - 1) * query.page_size },
  );
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => toResult(row, language)),
  };
}

const fieldError = (code: Parameters<typeof errorMessage>[0], field: string, language: LanguageCode) =>
  new AppError(code, 422, [{ field, message: errorMessage(code, language) }]);

/**
 * POST /api/v1/admin/rewards/results: one result, posted once. 422 naming the field (participant unknown, blocked
 * or not registered; the rule; the date), 409 `rewards.result_already_posted` for a key already taken.
 */
export async function postRewardResult(
  ctx: ServiceContext,
  auth: AuthContext,
  input: ResultInput,
  language: LanguageCode,
): Promise<RewardResult> {
  const body = InputSchema.parse(input);
  const { clientId, actorId } = await setupScope(ctx, auth);
  const now = ctx.clock.now();
  const campaign = await resultCampaign(ctx.db, clientId, body.campaign_id, now);
  const [rules, found] = await Promise.all([
    q.resultRules(ctx.db, clientId, [campaign.id]),
    q.participantsByKey(ctx.db, clientId, campaign.id, [body.participant]),
  ]);
  const participant = participantFor(found, body.participant);
  if (!participant) throw fieldError('rewards.result_participant_unknown', 'participant', language);
  if (participant.blocked) throw fieldError('rewards.account_blocked', 'participant', language);
  if (!participant.registered) throw fieldError('rewards.result_not_registered', 'participant', language);
  const rule = ruleFor(rules, body.kind, body.rule_code);
  if (!rule) throw fieldError('rewards.result_rule_unknown', 'rule_code', language);
  const dateProblem = resultDateProblem(body.date, campaign, todayOf(now));
  if (dateProblem) throw fieldError(dateProblem, 'date', language);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const posted = await postResult(
      trx,
      {
        clientId,
        campaignId: campaign.id,
        userId: participant.id,
        kind: body.kind,
        day: body.date,
        rule,
        description: body.description,
        origin: 'form',
        actorId,
      },
      now,
    );
    if (posted === undefined) throw new AppError('rewards.result_already_posted', 409);
    await recordAudit(trx, {
      actor: actorId,
      clientId,
      action: 'rewards.result.posted',
      entity: 'reward_result',
      entityId: posted,
      fields: ['kind', 'occurred_on', 'rule_id', 'description'],
      at: now,
    });
    return posted;
  });
  const { rows } = await q.listResults(ctx.db, { clientId, ids: [id] }, { limit: 1, offset: 0 });
  const row = rows[0];
  if (!row) throw notFound();
  return toResult(row, language);
}
