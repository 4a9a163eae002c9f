import type { Role } from '@elevar/domain';
import { bearer, buildClient, buildUser, login } from './factories.ts';
import type { TestContext } from './harness.ts';

/** A client with the forum module and signed-in members: two learners and a moderator. */
export async function forumSite(t: TestContext, options: { modules?: string[] } = {}) {
  const client = await buildClient(t.db, { modules: options.modules ?? ['forum', 'profile'] });
  const as = async (role: Role) => {
    const user = await buildUser(t.db, { clients: [{ id: client.id, role }] });
    return { ...user, headers: bearer(await login(t.app, user.username, user.password)) };
  };
  return {
    client,
    as,
    learner: await as('learner'),
    other: await as('learner'),
    moderator: await as('moderator'),
  };
}

export type ForumSite = Awaited<ReturnType<typeof forumSite>>;
export type Member = ForumSite['learner'];

/** A request's JSON answer with its status, in English. */
export async function send(
  t: TestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  who: { headers: Record<string, string> },
  payload?: object,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...who.headers, 'accept-language': 'en-US' },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.body ? res.json() : undefined };
}

/** Opens a topic through the API and returns its answer. */
export async function openTopic(t: TestContext, who: Member, title = 'A topic', body = '<p>Hello</p>') {
  const res = await send(t, 'POST', '/api/v1/forum/topics', who, { title, body });
  if (res.status !== 201) throw new Error(`topic not created: ${JSON.stringify(res.body)}`);
  return res.body as { id: number; title: string; body: string; status: string };
}

/** Replies to a topic through the API and returns its answer. */
export async function replyTo(t: TestContext, who: Member, topicId: number, body = '<p>A reply</p>') {
  const res = await send(t, 'POST', `/api/v1/forum/topics/${topicId}/replies`, who, { body });
  if (res.status !== 201) throw new Error(`reply not created: ${JSON.stringify(res.body)}`);
  return res.body as { id: number; body: string };
}
