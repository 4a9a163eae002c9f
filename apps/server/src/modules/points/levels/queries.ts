import {
  type LanguageCode,
  LEVEL_EVIDENCE_KINDS,
  type LevelChangeStatus,
  type LevelThresholds,
  type ProgrammeLevelId,
} from '@elevar/domain';
import { sql } from 'kysely';
import { type Db, preparedQuery } from '../../../db/connection.ts';
import { ruleDescription } from '../statement/rule.ts';

export interface Who {
  clientId: number;
  userId: number;
  campaignId: number;
}

/** A campaign of a client, or undefined (another client's campaign is not found). */
export async function findCampaign(db: Db, clientId: number, campaignId: number) {
  return db
    .selectFrom('campaigns')
    .select(['id', 'name', 'begin_date', 'end_date', 'is_reward_campaign'])
    .where('client_id', '=', clientId)
    .where('id', '=', campaignId)
    .executeTakeFirst();
}

/** Prepared: every posting that raises experience in a campaign reads them (the level threshold check). */
const THRESHOLDS = preparedQuery<{ level: ProgrammeLevelId; min_experience: number }>(
  'select level, min_experience from level_thresholds where client_id = $1::bigint and campaign_id = $2::bigint',
);

/** A campaign's level thresholds, as the domain rules take them. */
export async function findThresholds(db: Db, clientId: number, campaignId: number): Promise<LevelThresholds> {
  const rows = await THRESHOLDS(db, [clientId, campaignId]);
  return Object.fromEntries(rows.map((r) => [r.level, r.min_experience]));
}

/** The stored level of a user in a campaign, if it was resolved already. */
export async function findUserLevel(db: Db, who: Who): Promise<ProgrammeLevelId | undefined> {
  const row = await db
    .selectFrom('user_levels')
    .select('level')
    .where('user_id', '=', who.userId)
    .where('client_id', '=', who.clientId)
    .where('campaign_id', '=', who.campaignId)
    .executeTakeFirst();
  return row?.level;
}

/** What a user's level in a campaign is read from: the stored one, else their previous campaign's standing. */
export interface LevelFacts {
  stored: ProgrammeLevelId | null;
  /**
   * The most recent campaign before this one (by begin date) in which the user holds a level in the same client:
   * that level, their experience there and the campaign's thresholds.
   */
  previous: { level: ProgrammeLevelId; experience: number; thresholds: LevelThresholds } | null;
}

/**
 * `LevelFacts` as two columns of a select list, `stored` and `previous`, for (user, client, campaign): placeholders
 * of the caller's statement. The ledger reads them with the rules of a posting (ledger-queries.ts).
 */
export const levelFactsColumns = (user: string, client: string, campaign: string) => `
    (select l.level from user_levels l
      where l.user_id = ${user} and l.client_id = ${client} and l.campaign_id = ${campaign}) as stored,
    (select json_build_object('level', p.level, 'experience', coalesce(b.experience, 0),
        'thresholds', (select coalesce(json_object_agg(t.level, t.min_experience), '{}'::json) from level_thresholds t
          where t.client_id = p.client_id and t.campaign_id = p.campaign_id))
      from user_levels p
      join campaigns pc on pc.id = p.campaign_id
      join campaigns cur on cur.id = ${campaign}
      left join point_balances b on b.user_id = p.user_id and b.client_id = p.client_id and b.campaign_id = p.campaign_id
      where p.user_id = ${user} and p.client_id = ${client} and p.campaign_id <> ${campaign}
        and pc.begin_date < cur.begin_date
      order by pc.begin_date desc, pc.id desc limit 1) as previous`;

const levelFacts = preparedQuery<LevelFacts>(
  `select ${levelFactsColumns('$1::bigint', '$2::bigint', '$3::bigint')}`,
);

/** The stored level and the previous campaign's standing, in one statement. */
export async function findLevelFacts(db: Db, who: Who): Promise<LevelFacts> {
  const [row] = await levelFacts(db, [who.userId, who.clientId, who.campaignId]);
  return { stored: row?.stored ?? null, previous: row?.previous ?? null };
}

/**
 * Stores a user's level in a campaign unless one is stored already: the first one computed wins, and a racing
 * second insert waits for it and then does nothing. Returns the level when this call stored it.
 */
export async function insertUserLevelOnce(db: Db, who: Who, level: ProgrammeLevelId) {
  const row = await db
    .insertInto('user_levels')
    .values({ client_id: who.clientId, user_id: who.userId, campaign_id: who.campaignId, level })
    .onConflict((oc) => oc.columns(['user_id', 'client_id', 'campaign_id']).doNothing())
    .returning('level')
    .executeTakeFirst();
  return row?.level;
}

/** Sets a user's level in a campaign for the rest of it (an approved level change). */
export async function setUserLevel(db: Db, who: Who, level: ProgrammeLevelId, at: Date) {
  await db
    .insertInto('user_levels')
    .values({
      client_id: who.clientId,
      user_id: who.userId,
      campaign_id: who.campaignId,
      level,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'client_id', 'campaign_id']).doUpdateSet({ level, updated_at: at }),
    )
    .execute();
}

/** The user's experience in a campaign (0 before their first posting there). */
export async function findExperience(db: Db, who: Who): Promise<number> {
  const row = await db
    .selectFrom('point_balances')
    .select('experience')
    .where('user_id', '=', who.userId)
    .where('client_id', '=', who.clientId)
    .where('campaign_id', '=', who.campaignId)
    .executeTakeFirst();
  return row?.experience ?? 0;
}

const RANK = sql`array_position(array['junior', 'intermediate', 'highest']::text[], level_changes.to_level)`;
const NEW_RANK = sql`array_position(array['junior', 'intermediate', 'highest']::text[], excluded.to_level)`;

/**
 * Opens the user's one pending level change in the campaign, or raises the target of the open one when this
 * posting reached a higher level. The unique partial index on pending changes makes racing postings meet here:
 * one inserts, the others update (or do nothing). Returns the change when it was created or raised.
 */
export async function openLevelChange(
  db: Db,
  values: Who & { fromLevel: ProgrammeLevelId; toLevel: ProgrammeLevelId; experience: number; at: Date },
) {
  return db
    .insertInto('level_changes')
    .values({
      client_id: values.clientId,
      user_id: values.userId,
      campaign_id: values.campaignId,
      from_level: values.fromLevel,
      to_level: values.toLevel,
      experience: values.experience,
      created_at: values.at,
      updated_at: values.at,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'client_id', 'campaign_id'])
        .where('status', '=', 'pending')
        .doUpdateSet((eb) => ({
          to_level: eb.ref('excluded.to_level'),
          experience: eb.ref('excluded.experience'),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where(sql<boolean>`${NEW_RANK} > ${RANK}`),
    )
    .returning(['id', 'to_level', 'experience'])
    .executeTakeFirst();
}

/** The user's open level change in a campaign, if any. */
export async function findPendingChange(db: Db, who: Who) {
  return db
    .selectFrom('level_changes')
    .select(['id', 'from_level', 'to_level', 'status', 'experience', 'created_at'])
    .where('user_id', '=', who.userId)
    .where('client_id', '=', who.clientId)
    .where('campaign_id', '=', who.campaignId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/**
 * Decides a pending level change of the client. The status condition makes a concurrent second decision find no
 * row instead of deciding twice.
 */
export async function decideLevelChange(
  db: Db,
  values: {
    id: number;
    clientId: number;
    status: Exclude<LevelChangeStatus, 'pending'>;
    reviewerId: number;
    note: string | null;
    at: Date;
  },
) {
  return db
    .updateTable('level_changes')
    .set({
      status: values.status,
      reviewed_by: values.reviewerId,
      reviewed_at: values.at,
      review_note: values.note,
      updated_at: values.at,
    })
    .where('id', '=', values.id)
    .where('client_id', '=', values.clientId)
    .where('status', '=', 'pending')
    .returning(['id', 'user_id', 'campaign_id', 'from_level', 'to_level'])
    .executeTakeFirst();
}

export interface LevelChangeFilter {
  clientId: number;
  status: LevelChangeStatus;
  campaignId?: number | undefined;
}

function selectLevelChanges(db: Db) {
  return db
    .selectFrom('level_changes')
    .innerJoin('users', 'users.id', 'level_changes.user_id')
    .innerJoin('campaigns', 'campaigns.id', 'level_changes.campaign_id')
    .leftJoin('countries', 'countries.id', 'users.country_id')
    .leftJoin('users as reviewer', 'reviewer.id', 'level_changes.reviewed_by')
    .leftJoin('point_balances', (join) =>
      join
        .onRef('point_balances.user_id', '=', 'level_changes.user_id')
        .onRef('point_balances.client_id', '=', 'level_changes.client_id')
        .onRef('point_balances.campaign_id', '=', 'level_changes.campaign_id'),
    )
    .select([
      'level_changes.id',
      'level_changes.user_id',
      'users.username',
      'users.full_name',
      'countries.code as country',
      'level_changes.campaign_id',
      'campaigns.name as campaign_name',
      'campaigns.begin_date',
      'campaigns.end_date',
      'level_changes.from_level',
      'level_changes.to_level',
      'level_changes.status',
      'level_changes.experience',
      'point_balances.experience as current_experience',
      'level_changes.reviewed_by',
      'reviewer.username as reviewer_username',
      'reviewer.full_name as reviewer_full_name',
      'level_changes.reviewed_at',
      'level_changes.review_note',
      'level_changes.created_at',
    ]);
}

export type LevelChangeRow = Awaited<ReturnType<typeof listLevelChanges>>['rows'][number];

/** One page of a client's level changes by status, oldest first (a review queue), and the total: two queries. */
export async function listLevelChanges(
  db: Db,
  filter: LevelChangeFilter,
  page: { limit: number; offset: number },
) {
  let count = db
    .selectFrom('level_changes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('client_id', '=', filter.clientId)
    .where('status', '=', filter.status);
  let rows = selectLevelChanges(db)
    .where('level_changes.client_id', '=', filter.clientId)
    .where('level_changes.status', '=', filter.status);
  if (filter.campaignId !== undefined) {
    count = count.where('campaign_id', '=', filter.campaignId);
    rows = rows.where('level_changes.campaign_id', '=', filter.campaignId);
  }
  const order = filter.status === 'pending' ? 'asc' : 'desc';
  const [total, list] = await Promise.all([
    count.executeTakeFirstOrThrow(),
    rows
      .orderBy('level_changes.created_at', order)
      .orderBy('level_changes.id', order)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { count: Number(total.count), rows: list };
}

/** One level change of the client (another client's is not found). */
export async function findLevelChange(db: Db, clientId: number, id: number) {
  return selectLevelChanges(db)
    .where('level_changes.client_id', '=', clientId)
    .where('level_changes.id', '=', id)
    .executeTakeFirst();
}

function evidenceBase(db: Db, who: Who) {
  return db
    .selectFrom('point_entries')
    .leftJoin('point_entry_states', 'point_entry_states.entry_id', 'point_entries.id')
    .where('point_entries.user_id', '=', who.userId)
    .where('point_entries.client_id', '=', who.clientId)
    .where('point_entries.campaign_id', '=', who.campaignId)
    .where('point_entries.kind', 'in', [...LEVEL_EVIDENCE_KINDS]);
}

export type EvidenceRow = Awaited<ReturnType<typeof listEvidence>>['rows'][number];

/** How many of the user's evidence entries in the campaign are still under audit. */
export async function countEvidenceUnderAudit(db: Db, who: Who): Promise<number> {
  const row = await evidenceBase(db, who)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(sql<string>`coalesce(point_entry_states.status, point_entries.status)`, '=', 'under_audit')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The user's sale, photo and mystery-shopper entries in the campaign with their audit state now and the rule they
 * were posted by, newest first, and the totals by kind and state over all of them (their sum is the count): two
 * queries whatever the page size.
 */
export async function listEvidence(
  db: Db,
  who: Who,
  page: { limit: number; offset: number },
  language: LanguageCode,
) {
  const status = sql<string>`coalesce(point_entry_states.status, point_entries.status)`;
  const [rows, totals] = await Promise.all([
    evidenceBase(db, who)
      .leftJoin('point_rules', 'point_rules.id', 'point_entries.rule_id')
      .select([
        'point_entries.id',
        'point_entries.kind',
        'point_entries.amount',
        'point_entries.experience',
        'point_entries.multiplier',
        status.as('status'),
        'point_entries.source_type',
        'point_entries.source_id',
        'point_entries.reason',
        'point_rules.code as rule_code',
        ruleDescription(language, 'point_rules').as('rule_description'),
        'point_entries.created_at',
      ])
      .orderBy('point_entries.created_at', 'desc')
      .orderBy('point_entries.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    evidenceBase(db, who)
      .select((eb) => [
        'point_entries.kind',
        status.as('status'),
        eb.fn.countAll<string>().as('entries'),
        eb.fn.sum<string>('point_entries.experience').as('experience'),
      ])
      .groupBy(['point_entries.kind', status])
      .orderBy('point_entries.kind')
      .orderBy(status)
      .execute(),
  ]);
  const count = totals.reduce((sum, t) => sum + Number(t.entries), 0);
  return { count, rows, totals };
}

/** The points table's rules of a campaign, in their order. */
export async function listPointRules(db: Db, clientId: number, campaignId: number) {
  return db
    .selectFrom('point_rules')
    .select(['id', 'code', 'kind', 'base_points', 'descriptions', 'label_key'])
    .where('client_id', '=', clientId)
    .where('campaign_id', '=', campaignId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
