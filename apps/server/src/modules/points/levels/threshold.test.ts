import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import {
  decide,
  earn,
  levelChangesOf,
  levelsSite,
  notificationsOf,
  seller,
  storedLevel,
} from '../../../../test/level-fixtures.ts';

let t: TestContext;
let site: Awaited<ReturnType<typeof levelsSite>>;

beforeAll(async () => {
  t = await createTestContext();
  site = await levelsSite(t.app, t.db);
});
afterAll(() => t.close());

/** A new salesperson and a poster of their earnings in the current campaign. */
async function newSeller() {
  const user = await seller(t.app, t.db, site.id);
  const who = { clientId: site.id, userId: user.id, campaignId: site.current.id };
  return { ...user, who, earn: (base: number) => earn(t.db, t.clock.now(), who, base) };
}

describe('reaching a threshold (SPEC §4 Level)', () => {
  it('opens one pending level change and sends an internal message when a posting crosses it', async () => {
    const user = await newSeller();
    await user.earn(60);
    expect(await levelChangesOf(t.db, user.id, site.current.id)).toEqual([]);

    await user.earn(50);
    const changes = await levelChangesOf(t.db, user.id, site.current.id);
    expect(changes).toEqual([
      expect.objectContaining({
        from_level: 'junior',
        to_level: 'intermediate',
        status: 'pending',
        experience: 110,
      }),
    ]);
    const messages = await notificationsOf(t.db, user.id, 'level_reached');
    expect(messages).toEqual([
      {
        client_id: site.id,
        channel: 'message',
        data: {
          level_change_id: changes[0]?.id,
          campaign_id: site.current.id,
          level: 'intermediate',
          experience: 110,
          threshold: 100,
        },
      },
    ]);

    // earning on past the threshold asks nothing more
    await user.earn(40);
    expect(await levelChangesOf(t.db, user.id, site.current.id)).toHaveLength(1);
    expect(await notificationsOf(t.db, user.id, 'level_reached')).toHaveLength(1);
  });

  it('opens exactly one pending change when 10 postings race across the threshold', async () => {
    const user = await newSeller();
    await user.earn(50);
    const postings = await Promise.all(Array.from({ length: 10 }, () => user.earn(10)));
    expect(postings.every((p) => !p.duplicate)).toBe(true);
    const changes = await levelChangesOf(t.db, user.id, site.current.id);
    expect(changes).toEqual([
      expect.objectContaining({
        from_level: 'junior',
        to_level: 'intermediate',
        status: 'pending',
        experience: 100,
      }),
    ]);
    expect(await notificationsOf(t.db, user.id, 'level_reached')).toHaveLength(1);
  });

  it('keeps one pending change when racing postings cross two thresholds: its target rises to the highest', async () => {
    const user = await newSeller();
    await user.earn(10);
    await Promise.all(Array.from({ length: 10 }, () => user.earn(40)));
    const changes = await levelChangesOf(t.db, user.id, site.current.id);
    expect(changes).toEqual([
      expect.objectContaining({
        from_level: 'junior',
        to_level: 'highest',
        status: 'pending',
        experience: 330,
      }),
    ]);
    const messages = await notificationsOf(t.db, user.id, 'level_reached');
    expect(messages.map((m) => m.data.level)).toEqual(['intermediate', 'highest']);
  });

  it('targets the highest level reached when one posting crosses both thresholds', async () => {
    const user = await newSeller();
    await user.earn(350);
    expect(await levelChangesOf(t.db, user.id, site.current.id)).toEqual([
      expect.objectContaining({ from_level: 'junior', to_level: 'highest', experience: 350 }),
    ]);
  });

  it('asks nothing in a campaign without thresholds', async () => {
    const user = await newSeller();
    await earn(t.db, t.clock.now(), { ...user.who, campaignId: site.previous.id }, 10);
    await t.db.deleteFrom('level_thresholds').where('campaign_id', '=', site.previous.id).execute();
    await earn(t.db, t.clock.now(), { ...user.who, campaignId: site.previous.id }, 1000);
    expect(await levelChangesOf(t.db, user.id, site.previous.id)).toEqual([]);
  });
});

describe('deciding a level change', () => {
  it('approval sets the level for the rest of the campaign: the next posting takes its multiplier', async () => {
    const user = await newSeller();
    const before = await user.earn(120);
    expect(before.entry).toMatchObject({ amount: 120, multiplier: 1 });
    const [change] = await levelChangesOf(t.db, user.id, site.current.id);
    if (!change) throw new Error('no level change');

    const response = await decide(t.app, site.admin.headers, change.id, 'approve');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: change.id,
      status: 'approved',
      to_level: 'intermediate',
      reviewed_by: { id: site.admin.id },
      review_note: null,
    });
    expect(await storedLevel(t.db, user.id, site.current.id)).toBe('intermediate');

    const after = await user.earn(100);
    expect(after.entry).toMatchObject({ amount: 150, experience: 150, multiplier: 1.5 });
    expect(after.balance.experience).toBe(270);
    expect(await notificationsOf(t.db, user.id, 'level_approved')).toEqual([
      {
        client_id: site.id,
        channel: 'notification',
        data: {
          level_change_id: change.id,
          campaign_id: site.current.id,
          level: 'intermediate',
          from_level: 'junior',
          note: null,
        },
      },
    ]);

    // 270 + 1.5 × 20 reaches the highest level's 300: a new request, from the approved level
    await user.earn(20);
    const changes = await levelChangesOf(t.db, user.id, site.current.id);
    expect(changes.map((c) => [c.from_level, c.to_level, c.status, c.experience])).toEqual([
      ['junior', 'intermediate', 'approved', 120],
      ['intermediate', 'highest', 'pending', 300],
    ]);
  });

  it('rejection keeps the level, tells the user with the note, and asks again only past a higher threshold', async () => {
    const user = await newSeller();
    await user.earn(150);
    const [change] = await levelChangesOf(t.db, user.id, site.current.id);
    if (!change) throw new Error('no level change');

    const response = await decide(t.app, site.admin.headers, change.id, 'reject', {
      note: '  Invoice 123 is not readable  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', review_note: 'Invoice 123 is not readable' });
    expect(await storedLevel(t.db, user.id, site.current.id)).toBe('junior');
    expect((await notificationsOf(t.db, user.id, 'level_rejected')).map((n) => n.data.note)).toEqual([
      'Invoice 123 is not readable',
    ]);

    const next = await user.earn(100);
    expect(next.entry).toMatchObject({ amount: 100, multiplier: 1 });
    expect(await levelChangesOf(t.db, user.id, site.current.id)).toHaveLength(1);

    await user.earn(100);
    const changes = await levelChangesOf(t.db, user.id, site.current.id);
    expect(changes.map((c) => [c.from_level, c.to_level, c.status])).toEqual([
      ['junior', 'intermediate', 'rejected'],
      ['junior', 'highest', 'pending'],
    ]);
  });

  it('decides a change once: a second decision is a conflict and changes nothing', async () => {
    const user = await newSeller();
    await user.earn(100);
    const [change] = await levelChangesOf(t.db, user.id, site.current.id);
    if (!change) throw new Error('no level change');
    const [first, second] = await Promise.all([
      decide(t.app, site.admin.headers, change.id, 'approve'),
      decide(t.app, site.admin.headers, change.id, 'reject'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const conflict = first.statusCode === 409 ? first : second;
    expect(conflict.json().error).toMatchObject({
      code: 'level.change_already_reviewed',
      message: 'This level change has already been reviewed.',
    });
    const decided = (first.statusCode === 200 ? first : second).json();
    expect(await levelChangesOf(t.db, user.id, site.current.id)).toEqual([
      expect.objectContaining({ status: decided.status }),
    ]);
    expect(await storedLevel(t.db, user.id, site.current.id)).toBe(
      decided.status === 'approved' ? 'intermediate' : 'junior',
    );
  });
});
