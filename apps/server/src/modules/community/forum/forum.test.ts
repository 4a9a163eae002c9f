import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumSite, openTopic, replyTo, send } from '../../../../test/forum-fixtures.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { multipartBody } from '../../../../test/profile-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const notificationsOf = async (who: { headers: Record<string, string> }) =>
  (await send(t, 'GET', '/api/v1/notifications', who)).body.results as {
    kind: string;
    data: Record<string, unknown>;
  }[];

describe('forum posts: rich text sanitized on the server', () => {
  const PAYLOADS = [
    '<script>alert(1)</script><p>ok</p>',
    '<img src=x onerror="alert(1)"><p>ok</p>',
    '<p onclick="alert(1)" onmouseover="alert(2)">ok</p>',
    '<a href="javascript:alert(1)">ok</a>',
    '<a href="JaVaScRiPt:alert(1)">ok</a><a href="  javascript:alert(1)">ok</a>',
    '<svg onload="alert(1)"><script>alert(1)</script></svg><p>ok</p>',
    '<p style="background:url(javascript:alert(1))">ok</p>',
    '<style>body{background:url("javascript:alert(1)")}</style><p>ok</p>',
    '<iframe src="javascript:alert(1)"></iframe><p>ok</p>',
    '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"><p>ok</p>',
    '<math><mi xlink:href="javascript:alert(1)">ok</mi></math><p>ok</p>',
    '<form action="javascript:alert(1)"><button>ok</button></form><p>ok</p>',
  ];
  const UNSAFE = /<script|<svg|<style|<iframe|<math|<form|on[a-z]+=|javascript:|data:|style=/i;

  it('keeps nothing that runs in a reader’s browser, in topics, replies and edits', async () => {
    const site = await forumSite(t);
    const topic = await openTopic(t, site.learner, 'Payloads', PAYLOADS.join(''));
    expect(topic.body).not.toMatch(UNSAFE);
    expect(topic.body).toContain('ok');
    for (const payload of PAYLOADS) {
      const reply = await replyTo(t, site.other, topic.id, payload);
      expect(reply.body, payload).not.toMatch(UNSAFE);
      const edited = await send(t, 'PATCH', `/api/v1/forum/replies/${reply.id}`, site.other, {
        body: payload,
      });
      expect(edited.body.body, payload).not.toMatch(UNSAFE);
    }
    const page = await send(t, 'GET', `/api/v1/forum/topics/${topic.id}/replies?page_size=100`, site.learner);
    for (const reply of page.body.results) expect(reply.body).not.toMatch(UNSAFE);
    // what an editor means stays: structure, emphasis, https links opened safely
    const kept = await replyTo(
      t,
      site.other,
      topic.id,
      '<p><strong>Bold</strong> <a href="https://x.test">x</a></p>',
    );
    expect(kept.body).toBe(
      '<p><strong>Bold</strong> <a href="https://x.test" target="_blank" rel="noopener noreferrer nofollow">x</a></p>',
    );
  });

  it('refuses a post with nothing left once sanitized, and a title over 256 characters', async () => {
    const site = await forumSite(t);
    const empty = await send(t, 'POST', '/api/v1/forum/topics', site.learner, {
      title: 'T',
      body: '<script>alert(1)</script>',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('forum.body_required');
    const long = await send(t, 'POST', '/api/v1/forum/topics', site.learner, {
      title: 'x'.repeat(257),
      body: 'b',
    });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('256');
  });
});

describe('forum topics and replies', () => {
  it('lists topics by last activity, paged, and replies oldest first, paged', async () => {
    const site = await forumSite(t);
    const first = await openTopic(t, site.learner, 'First');
    const second = await openTopic(t, site.other, 'Second');
    t.clock.advance(60_000);
    await replyTo(t, site.other, first.id, '<p>one</p>');
    t.clock.advance(60_000);
    await replyTo(t, site.learner, first.id, '<p>two</p>');
    const list = await send(t, 'GET', '/api/v1/forum/topics?page_size=1', site.learner);
    expect(list.body.count).toBe(2);
    expect(list.body.results.map((r: { title: string }) => r.title)).toEqual(['First']);
    expect(list.body.results[0]).toMatchObject({ reply_count: 2, mine: true, status: 'open' });
    const next = await send(t, 'GET', '/api/v1/forum/topics?page_size=1&page=2', site.learner);
    expect(next.body.results.map((r: { id: number }) => r.id)).toEqual([second.id]);
    const replies = await send(
      t,
      'GET',
      `/api/v1/forum/topics/${first.id}/replies?page_size=1&page=2`,
      site.other,
    );
    expect(replies.body).toMatchObject({ count: 2, page: 2 });
    expect(replies.body.results.map((r: { body: string; mine: boolean }) => [r.body, r.mine])).toEqual([
      ['<p>two</p>', false],
    ]);
    const search = await send(t, 'GET', '/api/v1/forum/topics?search=seco', site.learner);
    expect(search.body.results.map((r: { id: number }) => r.id)).toEqual([second.id]);
  });

  it('refuses replies to a closed topic with its message, and takes them again once reopened', async () => {
    const site = await forumSite(t);
    const topic = await openTopic(t, site.learner);
    const reply = await replyTo(t, site.other, topic.id);
    const closed = await send(t, 'POST', `/api/v1/admin/forum/topics/${topic.id}/status`, site.moderator, {
      status: 'closed',
    });
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('closed');
    const refused = await send(t, 'POST', `/api/v1/forum/topics/${topic.id}/replies`, site.other, {
      body: 'late',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'forum.topic_closed',
      message: 'This topic is closed and takes no replies.',
    });
    expect(
      (await send(t, 'PATCH', `/api/v1/forum/replies/${reply.id}`, site.other, { body: 'changed' })).status,
    ).toBe(409);
    await send(t, 'POST', `/api/v1/admin/forum/topics/${topic.id}/status`, site.moderator, {
      status: 'open',
    });
    expect(
      (await send(t, 'POST', `/api/v1/forum/topics/${topic.id}/replies`, site.other, { body: 'b' })).status,
    ).toBe(201);
  });

  it('lets only the owner edit or delete a topic or reply (SPEC §8’s errors for anyone else)', async () => {
    const site = await forumSite(t);
    const topic = await openTopic(t, site.learner, 'Mine');
    const reply = await replyTo(t, site.learner, topic.id, '<p>mine</p>');
    for (const who of [site.other, site.moderator]) {
      const edit = await send(t, 'PATCH', `/api/v1/forum/topics/${topic.id}`, who, { title: 'Theirs' });
      expect(edit.status).toBe(403);
      expect(edit.body.error.code).toBe('forum.edit_failed');
      expect((await send(t, 'PATCH', `/api/v1/forum/replies/${reply.id}`, who, { body: 'x' })).status).toBe(
        403,
      );
      const del = await send(t, 'DELETE', `/api/v1/forum/replies/${reply.id}`, who);
      expect(del.status).toBe(403);
      expect(del.body.error.code).toBe('forum.delete_failed');
      expect((await send(t, 'DELETE', `/api/v1/forum/topics/${topic.id}`, who)).status).toBe(403);
    }
    const edited = await send(t, 'PATCH', `/api/v1/forum/topics/${topic.id}`, site.learner, {
      title: 'Renamed',
    });
    expect(edited.body).toMatchObject({ title: 'Renamed', body: '<p>Hello</p>' });
    expect(edited.body.edited_at).not.toBeNull();
    const replyEdit = await send(t, 'PATCH', `/api/v1/forum/replies/${reply.id}`, site.learner, {
      body: 'new',
    });
    expect(replyEdit.body.body).toBe('new');
    expect((await send(t, 'DELETE', `/api/v1/forum/replies/${reply.id}`, site.learner)).status).toBe(200);
    expect((await send(t, 'GET', `/api/v1/forum/topics/${topic.id}`, site.learner)).body.reply_count).toBe(0);
    expect((await send(t, 'DELETE', `/api/v1/forum/topics/${topic.id}`, site.learner)).status).toBe(200);
    expect((await send(t, 'GET', `/api/v1/forum/topics/${topic.id}`, site.learner)).status).toBe(404);
  });

  it('tells followers of new replies and mentioned members (of the client only) once', async () => {
    const site = await forumSite(t);
    const outsider = await (await forumSite(t)).as('learner');
    const third = await site.as('learner');
    const topic = await openTopic(t, site.learner, 'Follow me', `<p>Hi @${third.username}</p>`);
    expect((await notificationsOf(third)).map((n) => n.kind)).toEqual(['forum_mention']);
    // the mention of a member of another client reaches no one
    const reply = await replyTo(
      t,
      site.other,
      topic.id,
      `<p>@${site.learner.username} @${outsider.username}</p>`,
    );
    expect(await notificationsOf(outsider)).toEqual([]);
    // the author follows their topic: mentioned here, they are told once (the mention)
    expect((await notificationsOf(site.learner)).map((n) => [n.kind, n.data.reply_id])).toEqual([
      ['forum_mention', reply.id],
    ]);
    // the replier now follows it; the author is told of the next reply, and the replier leaves it
    await send(t, 'PUT', `/api/v1/forum/topics/${topic.id}/subscription`, site.other, { subscribed: false });
    const second = await replyTo(t, third, topic.id, '<p>me too</p>');
    expect((await notificationsOf(site.learner))[0]).toMatchObject({
      kind: 'forum_reply',
      data: { topic_id: topic.id, reply_id: second.id, title: 'Follow me' },
    });
    expect((await notificationsOf(site.other)).map((n) => n.kind)).toEqual([]);
    expect((await send(t, 'GET', `/api/v1/forum/topics/${topic.id}`, site.other)).body.subscribed).toBe(
      false,
    );
  });

  it('takes an image checked by its content into a post, and refuses anything else', async () => {
    const site = await forumSite(t);
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const upload = (data: Buffer, filename: string) => {
      const form = multipartBody([{ name: 'file', filename, contentType: 'image/png', data }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/forum/images',
        headers: { ...site.learner.headers, ...form.headers },
        payload: form.payload,
      });
    };
    const res = await upload(png, 'photo.png');
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/api\/v1\/files\/[A-Za-z0-9_-]{43}\?sig=/);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.headers['content-type']).toBe('image/webp');
    const topic = await openTopic(
      t,
      site.learner,
      'Photo',
      `<p><img src="${url}" alt="shelf" onerror="x()"></p>`,
    );
    expect(topic.body).toBe(`<p><img src="${url.replace('&', '&amp;')}" alt="shelf" /></p>`);
    expect((await upload(Buffer.from('<svg onload="alert(1)"/>'), 'evil.png')).statusCode).toBe(400);
  });
});

describe('voice replies', () => {
  const voice = (who: { headers: Record<string, string> }, topicId: number, data: Buffer, body?: string) => {
    const form = multipartBody([
      ...(body === undefined ? [] : [{ name: 'body', data: body }]),
      { name: 'audio', filename: 'voice.webm', contentType: 'audio/webm', data },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/forum/topics/${topicId}/voice-replies`,
      headers: { ...who.headers, ...form.headers, 'accept-language': 'pt-BR' },
      payload: form.payload,
    });
  };
  const OGG = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(200, 1)]);
  const voiceFiles = async () =>
    (await t.db.selectFrom('stored_files').select('key').where('purpose', '=', 'forum_voice').execute())
      .length;

  it('stores a recorded reply checked by its content, plays it, and deletes it with the reply', async () => {
    const site = await forumSite(t);
    const topic = await openTopic(t, site.learner);
    const res = await voice(site.other, topic.id, OGG, '<p>Ouça <script>x()</script></p>');
    expect(res.statusCode).toBe(201);
    const reply = res.json();
    expect(reply.body).toBe('<p>Ouça </p>');
    expect(reply.audio_url).toMatch(/^\/api\/v1\/files\/[A-Za-z0-9_-]{43}\?sig=/);
    const audio = await t.app.inject({ method: 'GET', url: reply.audio_url });
    expect(audio.headers['content-type']).toBe('audio/ogg');
    const silentText = await voice(site.other, topic.id, OGG);
    expect(silentText.json().body).toBe('');
    const before = await voiceFiles();
    expect((await send(t, 'DELETE', `/api/v1/forum/replies/${reply.id}`, site.other)).status).toBe(200);
    expect(await voiceFiles()).toBe(before - 1);
  });

  it('answers SPEC §8’s audio save error for anything but audio, and stores nothing for a closed topic', async () => {
    const site = await forumSite(t);
    const topic = await openTopic(t, site.learner);
    const before = await voiceFiles();
    const text = await voice(site.other, topic.id, Buffer.from('not a recording at all'));
    expect(text.statusCode).toBe(400);
    expect(text.json().error.code).toBe('forum.audio_save_failed');
    expect(text.json().error.details[0].message).toBe(
      'Erro ao salvar o áudio. Grave de novo e tente outra vez.',
    );
    await send(t, 'POST', `/api/v1/admin/forum/topics/${topic.id}/status`, site.moderator, {
      status: 'closed',
    });
    expect((await voice(site.other, topic.id, OGG)).statusCode).toBe(409);
    expect(await voiceFiles()).toBe(before);
  });
});

describe('forum access', () => {
  it('keeps each client’s forum to its members, and closes it without the module', async () => {
    const site = await forumSite(t);
    const other = await forumSite(t);
    const theirs = await openTopic(t, other.learner, 'Theirs');
    const theirReply = await replyTo(t, other.learner, theirs.id);
    expect((await send(t, 'GET', '/api/v1/forum/topics', site.learner)).body.results).toEqual([]);
    expect((await send(t, 'GET', `/api/v1/forum/topics/${theirs.id}`, site.learner)).status).toBe(404);
    expect((await send(t, 'GET', `/api/v1/forum/topics/${theirs.id}/replies`, site.learner)).status).toBe(
      404,
    );
    expect(
      (await send(t, 'POST', `/api/v1/forum/topics/${theirs.id}/replies`, site.learner, { body: 'x' }))
        .status,
    ).toBe(404);
    expect(
      (await send(t, 'POST', `/api/v1/forum/replies/${theirReply.id}/reports`, site.learner, { reason: 'r' }))
        .status,
    ).toBe(404);
    expect(
      (
        await send(t, 'POST', `/api/v1/admin/forum/replies/${theirReply.id}/visibility`, site.moderator, {
          hidden: true,
        })
      ).status,
    ).toBe(404);
    expect(
      (await send(t, 'PUT', `/api/v1/admin/forum/blocks/${other.learner.id}`, site.moderator)).status,
    ).toBe(404);
    expect((await send(t, 'GET', '/api/v1/admin/forum/reports', site.moderator)).body.count).toBe(0);

    const closed = await forumSite(t, { modules: ['profile'] });
    expect((await send(t, 'GET', '/api/v1/forum/topics', closed.learner)).status).toBe(404);
  });
});

describe('odd input', () => {
  it('answers 4xx, never 5xx, on every forum route', async () => {
    const site = await forumSite(t);
    const topic = await openTopic(t, site.learner);
    const reply = await replyTo(t, site.learner, topic.id);
    const calls: [Parameters<typeof send>[1], string, object?][] = [
      ['GET', '/api/v1/forum/topics?page=0'],
      ['GET', '/api/v1/forum/topics?page_size=1000&status=maybe'],
      ['GET', '/api/v1/forum/topics?search=%00'],
      ['GET', '/api/v1/forum/topics/99999999999999999999'],
      ['GET', '/api/v1/forum/topics/9007199254740991'],
      ['GET', `/api/v1/forum/topics/${topic.id}/replies?page=-1`],
      ['POST', '/api/v1/forum/topics', { title: ['x'], body: 5 }],
      ['POST', '/api/v1/forum/topics', { title: 'T', body: 'x'.repeat(10_001) }],
      ['PATCH', `/api/v1/forum/topics/${topic.id}`, { title: '' }],
      ['POST', `/api/v1/forum/topics/${topic.id}/replies`, { body: null }],
      ['PATCH', `/api/v1/forum/replies/${reply.id}`, { body: {} }],
      ['POST', `/api/v1/forum/replies/${reply.id}/reports`, { reason: '   ' }],
      ['PUT', `/api/v1/forum/topics/${topic.id}/subscription`, { subscribed: 'yes' }],
      ['POST', '/api/v1/forum/images', { file: 'not multipart' }],
      ['POST', `/api/v1/forum/topics/${topic.id}/voice-replies`, { audio: 'not multipart' }],
      ['GET', '/api/v1/admin/forum/reports?status=all'],
      ['POST', `/api/v1/admin/forum/topics/${topic.id}/status`, { status: 'archived' }],
      ['POST', `/api/v1/admin/forum/replies/${reply.id}/visibility`, { hidden: 1 }],
      ['PUT', '/api/v1/admin/forum/blocks/0'],
      ['DELETE', '/api/v1/admin/forum/blocks/9007199254740991'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await send(t, method, url, site.moderator, payload);
      expect(res.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${url}`).toBeLessThan(500);
    }
  });
});

describe('account closure', () => {
  it('takes the closing user’s topics, replies, follows and reports with it', async () => {
    const site = await forumSite(t);
    const theirs = await openTopic(t, site.other, 'Stays');
    const mine = await openTopic(t, site.learner, 'Goes');
    await replyTo(t, site.other, mine.id);
    await replyTo(t, site.learner, theirs.id);
    await send(t, 'POST', `/api/v1/forum/topics/${theirs.id}/reports`, site.learner, { reason: 'r' });
    const closed = await send(t, 'POST', '/api/v1/profile/close', site.learner, {
      typed_name: `User ${site.learner.username}`,
      confirm: true,
    });
    expect(closed.status).toBe(200);
    const list = await send(t, 'GET', '/api/v1/forum/topics', site.other);
    expect(
      list.body.results.map((r: { title: string; reply_count: number }) => [r.title, r.reply_count]),
    ).toEqual([['Stays', 0]]);
    for (const table of ['forum_replies', 'forum_reports', 'forum_subscriptions'] as const) {
      const column =
        table === 'forum_replies' ? 'author_id' : table === 'forum_reports' ? 'reporter_id' : 'user_id';
      const rows = await t.db.selectFrom(table).select(column).where(column, '=', site.learner.id).execute();
      expect(rows, table).toEqual([]);
    }
  });
});

describe('forum moderation', () => {
  it('queues reports for the moderators, who hide or restore posts (audited)', async () => {
    const site = await forumSite(t);
    const topic = await openTopic(t, site.learner, 'Reported');
    const reply = await replyTo(t, site.other, topic.id, '<p>spam</p>');
    const reported = await send(t, 'POST', `/api/v1/forum/replies/${reply.id}/reports`, site.learner, {
      reason: 'Spam',
    });
    expect(reported.status).toBe(200);
    // a second report by the same user while the first waits is the same report
    await send(t, 'POST', `/api/v1/forum/replies/${reply.id}/reports`, site.learner, {
      reason: 'Spam again',
    });
    await send(t, 'POST', `/api/v1/forum/topics/${topic.id}/reports`, site.other, { reason: 'Off topic' });
    const long = await send(t, 'POST', `/api/v1/forum/topics/${topic.id}/reports`, site.other, {
      reason: 'x'.repeat(257),
    });
    expect(long.status).toBe(400);

    expect((await send(t, 'GET', '/api/v1/admin/forum/reports', site.learner)).status).toBe(403);
    const queue = await send(t, 'GET', '/api/v1/admin/forum/reports', site.moderator);
    expect(queue.body.count).toBe(2);
    expect(
      queue.body.results.map((r: { target: string; reason: string; excerpt: string }) => [
        r.target,
        r.reason,
        r.excerpt,
      ]),
    ).toEqual([
      ['topic', 'Off topic', 'Hello'],
      ['reply', 'Spam', 'spam'],
    ]);
    expect(queue.body.results[1]).toMatchObject({
      author_id: site.other.id,
      hidden: false,
      author_blocked: false,
    });

    expect(
      (
        await send(t, 'POST', `/api/v1/admin/forum/replies/${reply.id}/visibility`, site.learner, {
          hidden: true,
        })
      ).status,
    ).toBe(403);
    const hide = await send(t, 'POST', `/api/v1/admin/forum/replies/${reply.id}/visibility`, site.moderator, {
      hidden: true,
    });
    expect(hide.status).toBe(200);
    // hidden: gone for readers, still there for its author (marked) and the moderators
    const readers = await send(t, 'GET', `/api/v1/forum/topics/${topic.id}/replies`, site.learner);
    expect(readers.body.results).toEqual([]);
    const author = await send(t, 'GET', `/api/v1/forum/topics/${topic.id}/replies`, site.other);
    expect(author.body.results.map((r: { hidden: boolean }) => r.hidden)).toEqual([true]);
    const open = await send(t, 'GET', '/api/v1/admin/forum/reports', site.moderator);
    expect(open.body.results.map((r: { target: string }) => r.target)).toEqual(['topic']);
    const resolved = await send(t, 'GET', '/api/v1/admin/forum/reports?status=resolved', site.moderator);
    expect(resolved.body.results[0]).toMatchObject({
      reply_id: reply.id,
      resolution: 'hidden',
      hidden: true,
    });

    await send(t, 'POST', `/api/v1/admin/forum/replies/${reply.id}/visibility`, site.moderator, {
      hidden: false,
    });
    expect(
      (await send(t, 'GET', `/api/v1/forum/topics/${topic.id}/replies`, site.learner)).body.results.length,
    ).toBe(1);
    await send(t, 'POST', `/api/v1/admin/forum/topics/${topic.id}/visibility`, site.moderator, {
      hidden: true,
    });
    expect((await send(t, 'GET', `/api/v1/forum/topics/${topic.id}`, site.other)).status).toBe(404);
    expect((await send(t, 'GET', `/api/v1/forum/topics/${topic.id}`, site.learner)).body.hidden).toBe(true);

    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'entity_type as entity', 'entity_id'])
      .where('client_id', '=', site.client.id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'community.forum.reply_hidden', entity: 'forum_reply', entity_id: reply.id },
      { action: 'community.forum.reply_restored', entity: 'forum_reply', entity_id: reply.id },
      { action: 'community.forum.topic_hidden', entity: 'forum_topic', entity_id: topic.id },
    ]);
  });

  it('keeps closing and reopening to moderators with SPEC §8’s status error', async () => {
    const site = await forumSite(t);
    const topic = await openTopic(t, site.learner);
    const refused = await send(t, 'POST', `/api/v1/admin/forum/topics/${topic.id}/status`, site.learner, {
      status: 'closed',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forum.status_change_failed');
    expect((await send(t, 'GET', `/api/v1/forum/topics/${topic.id}`, site.learner)).body.status).toBe('open');
  });

  it('blocks a member from posting (reading stays), and lifts it', async () => {
    const site = await forumSite(t);
    const topic = await openTopic(t, site.other);
    expect((await send(t, 'PUT', `/api/v1/admin/forum/blocks/${site.learner.id}`, site.other)).status).toBe(
      403,
    );
    const block = await send(t, 'PUT', `/api/v1/admin/forum/blocks/${site.learner.id}`, site.moderator);
    expect(block.body).toEqual({ user_id: site.learner.id, blocked: true });
    const list = await send(t, 'GET', '/api/v1/forum/topics', site.learner);
    expect(list.body).toMatchObject({ count: 1, may_post: false });
    const refused = await send(t, 'POST', `/api/v1/forum/topics/${topic.id}/replies`, site.learner, {
      body: 'x',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forum.user_blocked');
    expect(
      (await send(t, 'POST', '/api/v1/forum/topics', site.learner, { title: 'T', body: 'b' })).status,
    ).toBe(403);
    await send(t, 'DELETE', `/api/v1/admin/forum/blocks/${site.learner.id}`, site.moderator);
    expect(
      (await send(t, 'POST', `/api/v1/forum/topics/${topic.id}/replies`, site.learner, { body: 'x' })).status,
    ).toBe(201);
    const actions = await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('client_id', '=', site.client.id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'community.forum.user_blocked',
      'community.forum.user_unblocked',
    ]);
  });
});
