import type { LevelThresholds, PointKind } from '@elevar/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/connection.ts';
import { postEntry } from '../src/modules/points/ledger.ts';
import { buildCampaign, buildClient } from './factories.ts';
import { signedIn } from './registration.ts';

export const THRESHOLDS = { junior: 0, intermediate: 100, highest: 300 } satisfies LevelThresholds;

/** Stores a campaign's level thresholds. */
export async function setThresholds(
  db: Db,
  clientId: number,
  campaignId: number,
  thresholds: LevelThresholds,
) {
  await db
    .insertInto('level_thresholds')
    .values(
      Object.entries(thresholds).map(([level, min]) => ({
        client_id: clientId,
        campaign_id: campaignId,
        level: level as keyof LevelThresholds,
        min_experience: min,
      })),
    )
    .execute();
}

export async function buildPointRule(
  db: Db,
  clientId: number,
  campaignId: number,
  rule: {
    code: string;
    kind: PointKind;
    base: number;
    descriptions?: Record<string, string>;
    labelKey?: string;
    position?: number;
  },
) {
  return db
    .insertInto('point_rules')
    .values({
      client_id: clientId,
      campaign_id: campaignId,
      code: rule.code,
      kind: rule.kind,
      base_points: rule.base,
      descriptions: JSON.stringify(rule.descriptions ?? {}),
      label_key: rule.labelKey ?? null,
      position: rule.position ?? 0,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

/**
 * A rewards client with two campaigns in a row (the clock's default date, 2026-11-21, falls in the second), the
 * same thresholds in both, a programme administrator and an auditor signed in.
 */
/** A rewards programme's modules: the points table among them. */
export const REWARDS_SITE_MODULES = ['online_courses', 'profile', 'ranking', 'points_table', 'campaigns'];

export async function levelsSite(app: FastifyInstance, db: Db, name = 'Rewards') {
  const client = await buildClient(db, { name, modules: REWARDS_SITE_MODULES });
  const previous = await buildCampaign(db, client.id, {
    name: `${name} Q3`,
    begin: '2026-07-01',
    end: '2026-09-15',
    reward: true,
  });
  const current = await buildCampaign(db, client.id, {
    name: `${name} Q4`,
    begin: '2026-10-01',
    end: '2026-12-15',
    reward: true,
  });
  await setThresholds(db, client.id, previous.id, THRESHOLDS);
  await setThresholds(db, client.id, current.id, THRESHOLDS);
  const admin = await signedIn(app, db, { clients: [{ id: client.id, role: 'program_admin' }] });
  const auditor = await signedIn(app, db, { clients: [{ id: client.id, role: 'auditor' }] });
  return { id: client.id, previous, current, admin, auditor };
}

/** A salesperson of the client, signed in. */
export function seller(app: FastifyInstance, db: Db, clientId: number) {
  return signedIn(app, db, { clients: [{ id: clientId, role: 'salesperson' }] });
}

let sourceSequence = 0;

/**
 * Posts an earning through the ledger for `base` points (the level multiplier applies), with a source reference
 * like the reporting modules give: `<kind>` and a running number.
 */
export function earn(
  db: Db,
  now: Date,
  who: { clientId: number; userId: number; campaignId: number },
  base: number,
  options: { kind?: PointKind; status?: 'credited' | 'under_audit'; reason?: string } = {},
) {
  const kind = options.kind ?? 'sale';
  return postEntry(
    db,
    {
      clientId: who.clientId,
      userId: who.userId,
      programme: 'rewards',
      campaignId: who.campaignId,
      kind,
      amount: base,
      sourceType: kind,
      sourceId: String(++sourceSequence),
      ...(options.status ? { status: options.status } : {}),
      ...(options.reason ? { reason: options.reason } : {}),
    },
    now,
  );
}

/** The user's level changes in a campaign, oldest first. */
export function levelChangesOf(db: Db, userId: number, campaignId: number) {
  return db
    .selectFrom('level_changes')
    .select(['id', 'from_level', 'to_level', 'status', 'experience', 'review_note'])
    .where('user_id', '=', userId)
    .where('campaign_id', '=', campaignId)
    .orderBy('id')
    .execute();
}

/** The user's notifications of a kind, oldest first. */
export function notificationsOf(db: Db, userId: number, kind: string) {
  return db
    .selectFrom('notifications')
    .select(['client_id', 'channel', 'data'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
}

/** The stored level of a user in a campaign (undefined before their first posting there). */
export async function storedLevel(db: Db, userId: number, campaignId: number) {
  const row = await db
    .selectFrom('user_levels')
    .select('level')
    .where('user_id', '=', userId)
    .where('campaign_id', '=', campaignId)
    .executeTakeFirst();
  return row?.level;
}

/** Approves or rejects a level change through the API. */
export function decide(
  app: FastifyInstance,
  headers: Record<string, string>,
  id: number,
  action: 'approve' | 'reject',
  body?: object,
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/admin/level-changes/${id}/${action}`,
    headers: { ...headers, 'accept-language': 'en-US' },
    ...(body ? { payload: body } : {}),
  });
}
