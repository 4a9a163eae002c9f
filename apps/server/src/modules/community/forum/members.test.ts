import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories.ts';
import { forumSite, send } from '../../../../test/forum-fixtures.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';

// The forum's member lists (docs/community.md): the moderators' blocked members and the mention suggestions, on
// PGlite and on PostgreSQL.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const usernames = (body: { results: { username: string }[] }) => body.results.map((row) => row.username);

describe('GET /api/v1/forum/members (mention suggestions)', () => {
  it('suggests the client’s members by the start of their username, case ignored, paged', async () => {
    const site = await forumSite(t);
    const tag = `m${site.client.id}`;
    const member = (name: string, options: { status?: 'blocked' } = {}) =>
      buildUser(t.db, {
        clients: [{ id: site.client.id, role: 'learner' }],
        username: `${tag}.${name}`,
        ...options,
      });
    await member('carla');
    await member('Caio');
    await member('bruno');
    const closed = await member('cassia');
    await t.db.updateTable('users').set({ status: 'closed' }).where('id', '=', closed.id).execute();
    // another client's member with the same start is never suggested
    const other = await forumSite(t);
    await buildUser(t.db, {
      clients: [{ id: other.client.id, role: 'learner' }],
      username: `${tag}.catarina`,
    });

    const res = await send(t, 'GET', `/api/v1/forum/members?search=${tag.toUpperCase()}.CA`, site.learner);
    expect(res.status).toBe(200);
    expect(usernames(res.body)).toEqual([`${tag}.Caio`, `${tag}.carla`]);
    expect(res.body.results[0]).toMatchObject({ full_name: `User ${tag}.Caio` });
    expect(res.body.count).toBe(2);

    const second = await send(
      t,
      'GET',
      `/api/v1/forum/members?search=${tag}.&page_size=2&page=2`,
      site.learner,
    );
    expect(usernames(second.body)).toEqual([`${tag}.carla`]);
    expect(second.body.count).toBe(3);
  });

  it('never suggests the writer, treats LIKE’s characters as text and refuses an empty search', async () => {
    const site = await forumSite(t);
    const me = await send(t, 'GET', `/api/v1/forum/members?search=${site.learner.username}`, site.learner);
    expect(usernames(me.body)).toEqual([]);
    const wildcard = await send(t, 'GET', '/api/v1/forum/members?search=%25', site.learner);
    expect(wildcard.status).toBe(200);
    expect(wildcard.body.results).toEqual([]);
    const underscore = await send(t, 'GET', '/api/v1/forum/members?search=_', site.learner);
    expect(underscore.body.results).toEqual([]);
    expect((await send(t, 'GET', '/api/v1/forum/members?search=', site.learner)).status).toBe(400);
    expect((await send(t, 'GET', '/api/v1/forum/members', site.learner)).status).toBe(400);
  });

  it('is the forum members’ only: a client without the forum answers 404', async () => {
    const site = await forumSite(t, { modules: ['profile'] });
    expect((await send(t, 'GET', '/api/v1/forum/members?search=a', site.learner)).status).toBe(404);
  });
});

describe('GET /api/v1/admin/forum/blocks', () => {
  it('lists the client’s blocked members newest first for the moderators, and drops one unblocked', async () => {
    const site = await forumSite(t);
    const third = await site.as('learner');
    expect(
      (await send(t, 'PUT', `/api/v1/admin/forum/blocks/${site.learner.id}`, site.moderator)).status,
    ).toBe(200);
    expect((await send(t, 'PUT', `/api/v1/admin/forum/blocks/${third.id}`, site.moderator)).status).toBe(200);
    const at = (user: number, when: string) =>
      t.db.updateTable('forum_blocks').set({ created_at: when }).where('user_id', '=', user).execute();
    await at(site.learner.id, '2026-11-27T10:00:00Z');
    await at(third.id, '2026-11-27T11:00:00Z');
    // another client's block is not listed
    const other = await forumSite(t);
    await send(t, 'PUT', `/api/v1/admin/forum/blocks/${other.learner.id}`, other.moderator);

    const res = await send(t, 'GET', '/api/v1/admin/forum/blocks', site.moderator);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.results).toEqual([
      {
        user_id: third.id,
        username: third.username,
        full_name: `User ${third.username}`,
        blocked_at: '2026-11-27T11:00:00.000Z',
        blocked_by_name: `User ${site.moderator.username}`,
      },
      expect.objectContaining({ user_id: site.learner.id, blocked_at: '2026-11-27T10:00:00.000Z' }),
    ]);

    expect((await send(t, 'DELETE', `/api/v1/admin/forum/blocks/${third.id}`, site.moderator)).status).toBe(
      200,
    );
    const after = await send(t, 'GET', '/api/v1/admin/forum/blocks', site.moderator);
    expect(usernames(after.body)).toEqual([site.learner.username]);
  });

  it('is the moderators’ only (403)', async () => {
    const site = await forumSite(t);
    const res = await send(t, 'GET', '/api/v1/admin/forum/blocks', site.learner);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forum.moderators_only');
  });
});
