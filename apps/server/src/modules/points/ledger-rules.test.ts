import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness.ts';
import { buildPointRule } from '../../../test/level-fixtures.ts';
import {
  balancesAgainstEntries,
  ledgerClient,
  member,
  NOW,
  setLevel,
} from '../../../test/points-fixtures.ts';
import type { DatabaseHandle } from '../../db/connection.ts';
import { LedgerInputError, type PostEntryInput, postEntry } from './ledger.ts';

/** Posting by the campaign's points table: the engine, not the caller, decides what an action is worth. */

let database: DatabaseHandle;
let client: Awaited<ReturnType<typeof ledgerClient>>;
let other: Awaited<ReturnType<typeof ledgerClient>>;
let rules: { notebook: number; photo: number; previousNotebook: number };

beforeAll(async () => {
  database = await createTestDatabase();
  client = await ledgerClient(database.db);
  other = await ledgerClient(database.db);
  const rule = (
    campaignId: number,
    code: string,
    kind: 'sale' | 'photo',
    base: number,
    clientId = client.id,
  ) =>
    buildPointRule(database.db, clientId, campaignId, {
      code,
      kind,
      base,
      descriptions: { 'pt-BR': code },
    }).then((row) => row.id);
  rules = {
    notebook: await rule(client.current, 'sale.notebook', 'sale', 120),
    photo: await rule(client.current, 'photo.display', 'photo', 20),
    // the same code is worth less in the previous campaign: each campaign keeps its own values
    previousNotebook: await rule(client.previous, 'sale.notebook', 'sale', 100),
  };
  await rule(other.current, 'sale.server', 'sale', 500, other.id);
});
afterAll(() => database.close());

const db = () => database.db;

function byRule(
  who: { userId: number; clientId?: number; campaignId?: number | null },
  rule: PostEntryInput['rule'],
  extra: Partial<PostEntryInput> = {},
) {
  return postEntry(
    db(),
    {
      clientId: who.clientId ?? client.id,
      userId: who.userId,
      campaignId: who.campaignId === undefined ? client.current : who.campaignId,
      programme: 'rewards',
      kind: 'sale',
      rule,
      ...extra,
    },
    NOW,
  );
}

async function ruleIdOf(entryId: number) {
  const row = await db()
    .selectFrom('point_entries')
    .select('rule_id')
    .where('id', '=', entryId)
    .executeTakeFirstOrThrow();
  return row.rule_id;
}

describe('postEntry by rule', () => {
  it("takes the campaign table's base points, applies the level multiplier and records the rule", async () => {
    const user = await member(db(), client.id);
    await setLevel(
      db(),
      { clientId: client.id, userId: user.id, campaignId: client.current },
      'intermediate',
    );
    const posting = await byRule({ userId: user.id }, { code: 'sale.notebook' });
    expect(posting.entry).toMatchObject({
      kind: 'sale',
      amount: 180,
      experience: 180,
      multiplier: 1.5,
      ruleId: rules.notebook,
    });
    expect(posting.balance).toEqual({ available: 180, experience: 180 });
    expect(await ruleIdOf(posting.entry.id)).toBe(rules.notebook);
  });

  it('multiplies by the quantity, and each campaign answers with its own value', async () => {
    const user = await member(db(), client.id);
    const three = await byRule({ userId: user.id }, { code: 'sale.notebook', quantity: 3 });
    expect(three.entry).toMatchObject({
      amount: 360,
      experience: 360,
      multiplier: 1,
      ruleId: rules.notebook,
    });
    const previous = await byRule(
      { userId: user.id, campaignId: client.previous },
      { code: 'sale.notebook' },
    );
    expect(previous.entry).toMatchObject({ amount: 100, ruleId: rules.previousNotebook });
    const photo = await byRule({ userId: user.id }, { code: 'photo.display' }, { kind: 'photo' });
    expect(photo.entry).toMatchObject({ kind: 'photo', amount: 20, ruleId: rules.photo });
    expect(await balancesAgainstEntries(db(), [user.id])).toEqual([
      expect.objectContaining({ campaign_id: client.current, available: 380, entries_available: 380 }),
      expect.objectContaining({ campaign_id: client.previous, available: 100, entries_available: 100 }),
    ]);
  });

  it('answers a repeated idempotency key with the first entry, rule included', async () => {
    const user = await member(db(), client.id);
    const first = await byRule({ userId: user.id }, { code: 'sale.notebook' }, { idempotencyKey: 'sale-1' });
    const again = await byRule({ userId: user.id }, { code: 'sale.notebook' }, { idempotencyKey: 'sale-1' });
    expect(again).toMatchObject({ duplicate: true, entry: { id: first.entry.id, ruleId: rules.notebook } });
    expect(again.balance).toEqual({ available: 120, experience: 120 });
  });

  it('leaves entries posted by amount without a rule', async () => {
    const user = await member(db(), client.id);
    const posting = await postEntry(
      db(),
      {
        clientId: client.id,
        userId: user.id,
        campaignId: client.current,
        programme: 'rewards',
        kind: 'bonus',
        amount: 5,
        reason: 'Boas-vindas',
      },
      NOW,
    );
    expect(posting.entry.ruleId).toBeNull();
    expect(await ruleIdOf(posting.entry.id)).toBeNull();
  });

  it('refuses, as a caller bug and writing nothing, a rule that is unknown, of another kind or of another client', async () => {
    const user = await member(db(), client.id);
    const refused: [string, () => Promise<unknown>][] = [
      ['unknown code', () => byRule({ userId: user.id }, { code: 'sale.tablet' })],
      ['another kind', () => byRule({ userId: user.id }, { code: 'photo.display' })],
      ['another client’s rule', () => byRule({ userId: user.id }, { code: 'sale.server' })],
      [
        'another client’s campaign',
        () => byRule({ userId: user.id, campaignId: other.current }, { code: 'sale.server' }),
      ],
      [
        'an amount with a rule',
        () => byRule({ userId: user.id }, { code: 'sale.notebook' }, { amount: 999 }),
      ],
      ['a debit', () => byRule({ userId: user.id }, { code: 'sale.notebook' }, { kind: 'redemption' })],
      ['outside campaigns', () => byRule({ userId: user.id, campaignId: null }, { code: 'sale.notebook' })],
      ['a zero quantity', () => byRule({ userId: user.id }, { code: 'sale.notebook', quantity: 0 })],
      ['a fractional quantity', () => byRule({ userId: user.id }, { code: 'sale.notebook', quantity: 1.5 })],
      ['a huge quantity', () => byRule({ userId: user.id }, { code: 'sale.notebook', quantity: 2 ** 40 })],
    ];
    for (const [why, attempt] of refused) {
      await expect(attempt(), why).rejects.toBeInstanceOf(LedgerInputError);
    }
    await expect(
      postEntry(
        db(),
        {
          clientId: client.id,
          userId: user.id,
          campaignId: client.current,
          programme: 'rewards',
          kind: 'sale',
        },
        NOW,
      ),
    ).rejects.toBeInstanceOf(LedgerInputError);
    expect(await balancesAgainstEntries(db(), [user.id])).toEqual([]);
  });
});
