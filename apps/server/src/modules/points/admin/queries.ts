import type { PointKind } from '@elevar/domain';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';

/**
 * Today in UTC, as the database sees it: the same expression the trigger that freezes begun campaigns' rules uses,
 * evaluated at the transaction's start, so a check here and the trigger agree even at midnight.
 */
const TODAY = sql<string>`(now() at time zone 'UTC')::date`;

const hasBegun = () => sql<SqlBool>`campaigns.begin_date <= ${TODAY}`;
const hasEnded = () => sql<SqlBool>`campaigns.end_date < ${TODAY}`;

function campaigns(db: Db, clientId: number) {
  return db
    .selectFrom('campaigns')
    .where('campaigns.client_id', '=', clientId)
    .select([
      'campaigns.id',
      'campaigns.name',
      'campaigns.begin_date',
      'campaigns.end_date',
      'campaigns.is_reward_campaign',
      hasBegun().as('has_begun'),
      hasEnded().as('has_ended'),
      sql<number>`(select count(*)::int from point_rules r where r.campaign_id = campaigns.id)`.as(
        'rule_count',
      ),
    ]);
}

export type CampaignRow = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

/**
 * A page of the client's campaigns: running ones first (reward campaigns before others), then those still to
 * begin (soonest first), then ended ones (latest first). Two queries.
 */
export async function listCampaigns(db: Db, clientId: number, page: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    campaigns(db, clientId)
      .orderBy(sql`case when ${hasEnded()} then 2 when ${hasBegun()} then 0 else 1 end`)
      .orderBy(
        sql`case when ${hasBegun()} and not ${hasEnded()} and campaigns.is_reward_campaign then 0 else 1 end`,
      )
      .orderBy(sql`case when not ${hasBegun()} then campaigns.begin_date end`)
      .orderBy('campaigns.begin_date', 'desc')
      .orderBy('campaigns.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('campaigns')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.count), rows };
}

/** A campaign of the client with where it stands today, or undefined (another client's is not found). */
export async function findCampaign(db: Db, clientId: number, campaignId: number) {
  return campaigns(db, clientId).where('campaigns.id', '=', campaignId).executeTakeFirst();
}

const RULE_COLUMNS = [
  'point_rules.id',
  'point_rules.campaign_id',
  'point_rules.code',
  'point_rules.kind',
  'point_rules.base_points',
  'point_rules.descriptions',
  'point_rules.label_key',
  'point_rules.position',
] as const;

/** A campaign's rules in the order the points table shows them. */
export async function listRules(db: Db, clientId: number, campaignId: number) {
  return db
    .selectFrom('point_rules')
    .select(RULE_COLUMNS)
    .where('client_id', '=', clientId)
    .where('campaign_id', '=', campaignId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export type RuleRow = Awaited<ReturnType<typeof listRules>>[number];

/** A rule of the client with whether its campaign has begun, or undefined (another client's is not found). */
export async function findRule(db: Db, clientId: number, ruleId: number) {
  return db
    .selectFrom('point_rules')
    .innerJoin('campaigns', 'campaigns.id', 'point_rules.campaign_id')
    .select([...RULE_COLUMNS, hasBegun().as('has_begun')])
    .where('point_rules.client_id', '=', clientId)
    .where('point_rules.id', '=', ruleId)
    .executeTakeFirst();
}

export interface NewRule {
  clientId: number;
  campaignId: number;
  code: string;
  kind: PointKind;
  basePoints: number;
  descriptions: Record<string, string>;
  /** Last when absent. */
  position: number | undefined;
}

export async function insertRule(db: Db, rule: NewRule): Promise<RuleRow> {
  return db
    .insertInto('point_rules')
    .values({
      client_id: rule.clientId,
      campaign_id: rule.campaignId,
      code: rule.code,
      kind: rule.kind,
      base_points: rule.basePoints,
      descriptions: JSON.stringify(rule.descriptions),
      position:
        rule.position ??
        sql<number>`(select coalesce(max(position) + 1, 0) from point_rules where campaign_id = ${rule.campaignId})`,
    })
    .returning(RULE_COLUMNS)
    .executeTakeFirstOrThrow();
}

export interface RuleChanges {
  code?: string;
  kind?: PointKind;
  base_points?: number;
  descriptions?: Record<string, string>;
  position?: number;
}

export async function updateRule(db: Db, clientId: number, ruleId: number, changes: RuleChanges) {
  const { descriptions, ...rest } = changes;
  return db
    .updateTable('point_rules')
    .set({ ...rest, ...(descriptions ? { descriptions: JSON.stringify(descriptions) } : {}) })
    .where('client_id', '=', clientId)
    .where('id', '=', ruleId)
    .returning(RULE_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteRule(db: Db, clientId: number, ruleId: number): Promise<void> {
  await db.deleteFrom('point_rules').where('client_id', '=', clientId).where('id', '=', ruleId).execute();
}

/** Stores a campaign's thresholds: junior at 0 and the two upper levels, replacing what was there. */
export async function upsertThresholds(
  db: Db,
  clientId: number,
  campaignId: number,
  thresholds: { intermediate: number; highest: number },
): Promise<void> {
  await db
    .insertInto('level_thresholds')
    .values(
      (
        [
          ['junior', 0],
          ['intermediate', thresholds.intermediate],
          ['highest', thresholds.highest],
        ] as const
      ).map(([level, minimum]) => ({
        client_id: clientId,
        campaign_id: campaignId,
        level,
        min_experience: minimum,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['campaign_id', 'level']).doUpdateSet((eb) => ({
        min_experience: eb.ref('excluded.min_experience'),
      })),
    )
    .execute();
}
