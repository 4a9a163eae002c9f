import type { LevelChangeDetail, MyLevelStatus } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { decide, earn, levelChangesOf, levelsSite, seller } from '../../../../test/level-fixtures.ts';
import { signedIn } from '../../../../test/registration.ts';
import { reverseEntry, setEntryAuditStatus } from '../ledger-corrections.ts';

let t: TestContext;
let site: Awaited<ReturnType<typeof levelsSite>>;
let other: Awaited<ReturnType<typeof levelsSite>>;

beforeAll(async () => {
  t = await createTestContext();
  site = await levelsSite(t.app, t.db, 'Rewards A');
  other = await levelsSite(t.app, t.db, 'Rewards B');
});
afterAll(() => t.close());

function get(headers: Record<string, string>, url: string) {
  return t.app.inject({ method: 'GET', url, headers });
}

/** A salesperson of `where` with a pending level change in its current campaign (150 experience). */
async function pendingChange(where = site, campaignId = where.current.id) {
  const user = await seller(t.app, t.db, where.id);
  await earn(t.db, t.clock.now(), { clientId: where.id, userId: user.id, campaignId }, 150);
  const [change] = await levelChangesOf(t.db, user.id, campaignId);
  if (!change) throw new Error('no level change');
  t.clock.advance(1000);
  return { user, change };
}

describe('GET /api/v1/admin/level-changes', () => {
  it("lists the selected client's pending changes oldest first, filtered by campaign and status", async () => {
    const first = await pendingChange();
    const second = await pendingChange();
    const earlier = await pendingChange(site, site.previous.id);
    await pendingChange(other);
    const decided = await pendingChange();
    await decide(t.app, site.admin.headers, decided.change.id, 'reject', { note: 'No invoice' });

    const all = await get(site.admin.headers, '/api/v1/admin/level-changes');
    expect(all.statusCode).toBe(200);
    expect(all.json().count).toBe(3);
    expect(all.json().results.map((c: { id: number }) => c.id)).toEqual([
      first.change.id,
      second.change.id,
      earlier.change.id,
    ]);
    expect(all.json().results[0]).toMatchObject({
      user: { id: first.user.id, username: first.user.username },
      campaign: { id: site.current.id, is_active: true },
      from_level: 'junior',
      to_level: 'intermediate',
      status: 'pending',
      experience: 150,
      current_experience: 150,
      reviewed_by: null,
    });

    const current = await get(
      site.admin.headers,
      `/api/v1/admin/level-changes?campaign_id=${site.current.id}&page_size=1&page=2`,
    );
    expect(current.json()).toMatchObject({ count: 2, page: 2, page_size: 1 });
    expect(current.json().results.map((c: { id: number }) => c.id)).toEqual([second.change.id]);

    const rejected = await get(site.admin.headers, '/api/v1/admin/level-changes?status=rejected');
    expect(rejected.json().results).toEqual([
      expect.objectContaining({
        id: decided.change.id,
        status: 'rejected',
        review_note: 'No invoice',
        reviewed_by: expect.objectContaining({ id: site.admin.id }),
      }),
    ]);
  });

  it('is for programme administrators and superusers only', async () => {
    const superuser = await signedIn(t.app, t.db, {
      clients: [{ id: site.id, role: 'learner' }],
      superuser: true,
    });
    const support = await signedIn(t.app, t.db, { clients: [{ id: site.id, role: 'support' }] });
    const user = await seller(t.app, t.db, site.id);
    expect((await get(superuser.headers, '/api/v1/admin/level-changes')).statusCode).toBe(200);
    for (const headers of [site.auditor.headers, support.headers, user.headers]) {
      const response = await get(headers, '/api/v1/admin/level-changes');
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('common.forbidden');
    }
    expect((await get({}, '/api/v1/admin/level-changes')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/admin/level-changes/:id (the evidence)', () => {
  it("shows the user's sale, photo and mystery-shopper entries in the campaign with sources, states and totals", async () => {
    const user = await seller(t.app, t.db, site.id);
    const who = { clientId: site.id, userId: user.id, campaignId: site.current.id };
    const now = () => t.clock.now();
    const sale = await earn(t.db, now(), who, 40, { status: 'under_audit' });
    t.clock.advance(1000);
    const reproved = await earn(t.db, now(), who, 30);
    t.clock.advance(1000);
    await earn(t.db, now(), who, 20, { kind: 'photo', status: 'under_audit' });
    t.clock.advance(1000);
    await earn(t.db, now(), who, 50, { kind: 'training' });
    t.clock.advance(1000);
    await earn(t.db, now(), who, 10, { kind: 'mystery_shopper', reason: 'Visit in store 12' });
    t.clock.advance(1000);
    await earn(t.db, now(), { ...who, campaignId: site.previous.id }, 70);
    await setEntryAuditStatus(t.db, { entryId: sale.entry.id, clientId: site.id, status: 'credited' }, now());
    await reverseEntry(t.db, { entryId: reproved.entry.id, clientId: site.id, reason: 'reproved' }, now());
    const [change] = await levelChangesOf(t.db, user.id, site.current.id);
    if (!change) throw new Error('no level change');

    const response = await get(site.admin.headers, `/api/v1/admin/level-changes/${change.id}?page_size=2`);
    expect(response.statusCode).toBe(200);
    const body: LevelChangeDetail = response.json();
    expect(body).toMatchObject({
      id: change.id,
      to_level: 'intermediate',
      // 40 + 30 + 20 + 50 crossed the threshold; the reproved 30 is gone now and the later 10 came on top
      experience: 140,
      current_experience: 120,
      threshold: 100,
    });
    expect(body.evidence).toMatchObject({ count: 4, page: 1, page_size: 2 });
    expect(body.evidence.results).toEqual([
      {
        id: expect.any(Number),
        kind: 'mystery_shopper',
        amount: 10,
        experience: 10,
        multiplier: 1,
        status: 'credited',
        source_type: 'mystery_shopper',
        source_id: expect.any(String),
        reason: 'Visit in store 12',
        rule: null,
        item: null,
        created_at: expect.any(String),
      },
      expect.objectContaining({ kind: 'photo', status: 'under_audit', source_type: 'photo' }),
    ]);
    const rest: LevelChangeDetail = (
      await get(site.admin.headers, `/api/v1/admin/level-changes/${change.id}?page_size=2&page=2`)
    ).json();
    expect(rest.evidence.results.map((e) => [e.id, e.status])).toEqual([
      [reproved.entry.id, 'reversed'],
      [sale.entry.id, 'credited'],
    ]);
    expect(body.totals).toEqual([
      { kind: 'mystery_shopper', status: 'credited', entries: 1, experience: 10 },
      { kind: 'photo', status: 'under_audit', entries: 1, experience: 20 },
      { kind: 'sale', status: 'credited', entries: 1, experience: 40 },
      { kind: 'sale', status: 'reversed', entries: 1, experience: 30 },
    ]);
  });

  it("does not show another client's change, and is for programme administrators only", async () => {
    const theirs = await pendingChange(other);
    const response = await get(site.admin.headers, `/api/v1/admin/level-changes/${theirs.change.id}`);
    expect(response.statusCode).toBe(404);
    const ours = await pendingChange();
    expect(
      (await get(site.auditor.headers, `/api/v1/admin/level-changes/${ours.change.id}`)).statusCode,
    ).toBe(403);
    expect((await get(ours.user.headers, `/api/v1/admin/level-changes/${ours.change.id}`)).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/v1/admin/level-changes/:id/approve|reject', () => {
  it("refuses other roles (403) and another client's administrator (404), changing nothing", async () => {
    const { user, change } = await pendingChange();
    for (const action of ['approve', 'reject'] as const) {
      expect((await decide(t.app, site.auditor.headers, change.id, action)).statusCode).toBe(403);
      expect((await decide(t.app, user.headers, change.id, action)).statusCode).toBe(403);
      const foreign = await decide(t.app, other.admin.headers, change.id, action);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.code).toBe('common.not_found');
    }
    expect((await decide(t.app, site.admin.headers, 999_999, 'approve')).statusCode).toBe(404);
    expect(await levelChangesOf(t.db, user.id, site.current.id)).toEqual([
      expect.objectContaining({ status: 'pending' }),
    ]);
  });

  it('lets a superuser decide in the selected client, and caps the note at 256 characters', async () => {
    const superuser = await signedIn(t.app, t.db, {
      clients: [{ id: site.id, role: 'learner' }],
      superuser: true,
    });
    const { change } = await pendingChange();
    const long = await decide(t.app, superuser.headers, change.id, 'reject', { note: 'x'.repeat(257) });
    expect(long.statusCode).toBe(400);
    const response = await decide(t.app, superuser.headers, change.id, 'approve', {
      note: 'Invoices checked',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'approved', review_note: 'Invoices checked' });
  });
});

describe('approving over evidence still under audit', () => {
  it('counts it in the detail, and approves only with the acknowledgement (409 with the count without it)', async () => {
    const user = await seller(t.app, t.db, site.id);
    const who = { clientId: site.id, userId: user.id, campaignId: site.current.id };
    await earn(t.db, t.clock.now(), who, 80, { status: 'under_audit' });
    await earn(t.db, t.clock.now(), who, 50, { kind: 'photo', status: 'under_audit' });
    await earn(t.db, t.clock.now(), who, 20);
    const [change] = await levelChangesOf(t.db, user.id, site.current.id);
    if (!change) throw new Error('no level change');

    const detail = await get(site.admin.headers, `/api/v1/admin/level-changes/${change.id}`);
    expect(detail.json().under_audit).toBe(2);

    const refused = await decide(t.app, site.admin.headers, change.id, 'approve', { note: 'ok' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'level.entries_under_audit',
      message: 'Entries that count towards this level are still under audit. Confirm to approve anyway.',
      details: [
        {
          field: 'acknowledge_under_audit',
          message: 'Entries that count towards this level still under audit: 2',
        },
      ],
    });
    expect(await levelChangesOf(t.db, user.id, site.current.id)).toEqual([
      expect.objectContaining({ status: 'pending' }),
    ]);

    const approved = await decide(t.app, site.admin.headers, change.id, 'approve', {
      acknowledge_under_audit: true,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('approved');
  });

  it('needs no acknowledgement to reject, nor to approve once the audit is done', async () => {
    const rejected = await seller(t.app, t.db, site.id);
    const who = (userId: number) => ({ clientId: site.id, userId, campaignId: site.current.id });
    await earn(t.db, t.clock.now(), who(rejected.id), 150, { status: 'under_audit' });
    const [toReject] = await levelChangesOf(t.db, rejected.id, site.current.id);
    if (!toReject) throw new Error('no level change');
    expect((await decide(t.app, site.admin.headers, toReject.id, 'reject')).statusCode).toBe(200);

    const audited = await seller(t.app, t.db, site.id);
    const sale = await earn(t.db, t.clock.now(), who(audited.id), 150, { status: 'under_audit' });
    await setEntryAuditStatus(
      t.db,
      { entryId: sale.entry.id, clientId: site.id, status: 'credited' },
      t.clock.now(),
    );
    const [toApprove] = await levelChangesOf(t.db, audited.id, site.current.id);
    if (!toApprove) throw new Error('no level change');
    const detail = await get(site.admin.headers, `/api/v1/admin/level-changes/${toApprove.id}`);
    expect(detail.json().under_audit).toBe(0);
    expect((await decide(t.app, site.admin.headers, toApprove.id, 'approve')).statusCode).toBe(200);
  });
});

describe('GET /api/v1/levels/me', () => {
  it('shows the level, experience, next threshold and the pending change, then the approved level', async () => {
    const user = await seller(t.app, t.db, site.id);
    const fresh: MyLevelStatus = (await get(user.headers, '/api/v1/levels/me')).json();
    expect(fresh).toMatchObject({
      campaign: { id: site.current.id },
      level: 'junior',
      multiplier: 1,
      experience: 0,
      keep_minimum: 0,
      next: { level: 'intermediate', min_experience: 100, missing: 100 },
      pending_change: null,
    });

    await earn(t.db, t.clock.now(), { clientId: site.id, userId: user.id, campaignId: site.current.id }, 120);
    const pending: MyLevelStatus = (await get(user.headers, '/api/v1/levels/me')).json();
    expect(pending).toMatchObject({
      level: 'junior',
      experience: 120,
      next: { level: 'intermediate', missing: 0 },
      pending_change: { from_level: 'junior', to_level: 'intermediate', status: 'pending', experience: 120 },
    });

    await decide(t.app, site.admin.headers, pending.pending_change?.id ?? 0, 'approve');
    const approved: MyLevelStatus = (await get(user.headers, '/api/v1/levels/me')).json();
    expect(approved).toMatchObject({
      level: 'intermediate',
      multiplier: 1.5,
      keep_minimum: 100,
      next: { level: 'highest', min_experience: 300, missing: 180 },
      pending_change: null,
    });
  });

  it('shows the level a user would carry into a campaign before their first posting there', async () => {
    const user = await seller(t.app, t.db, site.id);
    await earn(
      t.db,
      t.clock.now(),
      { clientId: site.id, userId: user.id, campaignId: site.previous.id },
      150,
    );
    const [change] = await levelChangesOf(t.db, user.id, site.previous.id);
    await decide(t.app, site.admin.headers, change?.id ?? 0, 'approve');
    const status: MyLevelStatus = (await get(user.headers, '/api/v1/levels/me')).json();
    expect(status).toMatchObject({ campaign: { id: site.current.id }, level: 'intermediate', experience: 0 });
    const previous: MyLevelStatus = (
      await get(user.headers, `/api/v1/levels/me?campaign_id=${site.previous.id}`)
    ).json();
    expect(previous).toMatchObject({
      campaign: { id: site.previous.id, is_active: false },
      level: 'intermediate',
      experience: 150,
    });
    expect((await get(user.headers, `/api/v1/levels/me?campaign_id=${other.current.id}`)).statusCode).toBe(
      404,
    );
  });
});
