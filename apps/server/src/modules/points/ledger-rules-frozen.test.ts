import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCampaign, buildClient } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/harness.ts';
import { buildPointRule } from '../../../test/level-fixtures.ts';
import { errorCode, member, NOW } from '../../../test/points-fixtures.ts';
import type { DatabaseHandle } from '../../db/connection.ts';
import { postEntry } from './ledger.ts';

/**
 * SPEC §9: point values stay fixed during a campaign. Once a campaign has begun (its begin date, in UTC, is today
 * or earlier, by the database's own clock) the database refuses to change what a rule is worth or means, or to
 * delete it; descriptions, label key and order stay editable, and new rules may be added.
 */

let database: DatabaseHandle;
let clientId: number;
/** Began long ago (whatever day the tests run), and one that begins far in the future. */
let begun: number;
let upcoming: number;

beforeAll(async () => {
  database = await createTestDatabase();
  clientId = (await buildClient(database.db)).id;
  begun = (await buildCampaign(database.db, clientId, { begin: '2020-01-01', end: '2099-12-31' })).id;
  upcoming = (await buildCampaign(database.db, clientId, { begin: '2999-01-01', end: '2999-03-15' })).id;
});
afterAll(() => database.close());

const db = () => database.db;
let sequence = 0;

function rule(campaignId: number, extra: { kind?: 'sale' | 'photo'; base?: number } = {}) {
  return buildPointRule(db(), clientId, campaignId, {
    code: `sale.model-${++sequence}`,
    kind: extra.kind ?? 'sale',
    base: extra.base ?? 100,
    descriptions: { 'pt-BR': 'Venda de notebook' },
  }).then((row) => row.id);
}

function ruleRow(id: number) {
  return db()
    .selectFrom('point_rules')
    .select(['code', 'kind', 'base_points', 'campaign_id', 'descriptions', 'label_key', 'position'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The SQLSTATE and message of a refused statement. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    return { code, message };
  }
  return 'resolved';
}

const FROZEN = { code: 'EL001', message: 'points.rule_frozen' };

describe('a rule of a campaign that has begun', () => {
  it('cannot change its base points, kind, code, campaign or client, nor be deleted', async () => {
    const id = await rule(begun);
    const before = await ruleRow(id);
    const otherClient = (await buildClient(db())).id;
    const changes = [
      () => db().updateTable('point_rules').set({ base_points: 200 }).where('id', '=', id).execute(),
      () => db().updateTable('point_rules').set({ kind: 'photo' }).where('id', '=', id).execute(),
      () => db().updateTable('point_rules').set({ code: 'sale.renamed' }).where('id', '=', id).execute(),
      () => db().updateTable('point_rules').set({ campaign_id: upcoming }).where('id', '=', id).execute(),
      () => db().updateTable('point_rules').set({ client_id: otherClient }).where('id', '=', id).execute(),
      // a change hidden among allowed ones is still a change
      () =>
        db()
          .updateTable('point_rules')
          .set({ base_points: 101, position: 9, label_key: 'points.rules.sale' })
          .where('id', '=', id)
          .execute(),
      () => db().deleteFrom('point_rules').where('id', '=', id).execute(),
    ];
    for (const attempt of changes) {
      expect(await refusal(attempt())).toEqual(FROZEN);
    }
    expect(await ruleRow(id)).toEqual(before);
  });

  it('keeps descriptions, label key and position editable, and an update that changes no value passes', async () => {
    const id = await rule(begun);
    await db()
      .updateTable('point_rules')
      .set({
        descriptions: JSON.stringify({ 'pt-BR': 'Venda de notebook gamer', 'en-US': 'Gaming notebook sale' }),
        label_key: 'points.rules.notebook',
        position: 7,
      })
      .where('id', '=', id)
      .execute();
    // the admin screen may send every field back unchanged
    await db()
      .updateTable('point_rules')
      .set({ base_points: 100, kind: 'sale' })
      .where('id', '=', id)
      .execute();
    expect(await ruleRow(id)).toMatchObject({
      base_points: 100,
      descriptions: { 'pt-BR': 'Venda de notebook gamer', 'en-US': 'Gaming notebook sale' },
      label_key: 'points.rules.notebook',
      position: 7,
    });
  });

  it('does not stop new rules: adding an action changes no value', async () => {
    const id = await rule(begun, { kind: 'photo', base: 15 });
    expect(await ruleRow(id)).toMatchObject({ campaign_id: begun, kind: 'photo', base_points: 15 });
  });
});

describe('a rule of a campaign that has not begun', () => {
  it('can still change anything and be deleted', async () => {
    const id = await rule(upcoming);
    await db()
      .updateTable('point_rules')
      .set({ base_points: 250, kind: 'photo', code: 'photo.shelf' })
      .where('id', '=', id)
      .execute();
    expect(await ruleRow(id)).toMatchObject({ base_points: 250, kind: 'photo', code: 'photo.shelf' });
    await db().deleteFrom('point_rules').where('id', '=', id).execute();
    expect(await ruleRow(id)).toBeUndefined();
  });

  it('cannot be deleted once entries were posted by it (no cascade into the ledger)', async () => {
    const id = await rule(upcoming);
    const user = await member(db(), clientId);
    const posting = await postEntry(
      db(),
      {
        clientId,
        userId: user.id,
        campaignId: upcoming,
        programme: 'rewards',
        kind: 'sale',
        rule: { code: (await ruleRow(id))?.code ?? '' },
      },
      NOW,
    );
    expect(posting.entry.ruleId).toBe(id);
    // foreign_key_violation, on both engines
    expect(await errorCode(db().deleteFrom('point_rules').where('id', '=', id).execute())).toBe('23503');
    expect(await ruleRow(id)).toBeDefined();
  });
});

describe('deleting a campaign', () => {
  it('takes its rules with it, even once it has begun', async () => {
    const campaign = (await buildCampaign(db(), clientId, { begin: '2021-01-01', end: '2099-12-31' })).id;
    const ids = [await rule(campaign), await rule(campaign, { kind: 'photo' })];
    await db().deleteFrom('campaigns').where('id', '=', campaign).execute();
    const left = await db().selectFrom('point_rules').select('id').where('id', 'in', ids).execute();
    expect(left).toEqual([]);
  });

  it('and deleting a client takes its campaigns and their rules', async () => {
    const owner = (await buildClient(db())).id;
    const campaign = (await buildCampaign(db(), owner, { begin: '2021-01-01', end: '2099-12-31' })).id;
    const id = (
      await buildPointRule(db(), owner, campaign, { code: 'sale.any', kind: 'sale', base: 10, labelKey: 'x' })
    ).id;
    await sql`delete from clients where id = ${owner}`.execute(db());
    expect(await ruleRow(id)).toBeUndefined();
  });
});
