import { searchKey } from '@elevar/domain';
import type { Db } from '../src/db/connection.ts';
import { bearer, buildClient, buildUser, login } from './factories.ts';
import type { TestContext } from './harness.ts';

type Role = 'learner' | 'program_admin' | 'instructor' | 'support';

/** A client with the FAQ module and a signed-in learner, programme administrator, instructor and support member. */
export async function faqSite(
  t: TestContext,
  options: { defaultLanguageId?: number; modules?: string[] } = {},
) {
  const client = await buildClient(t.db, {
    modules: options.modules ?? ['faq', 'profile'],
    ...(options.defaultLanguageId ? { defaultLanguageId: options.defaultLanguageId } : {}),
  });
  const as = async (role: Role, languageId?: number) => {
    const user = await buildUser(t.db, {
      clients: [{ id: client.id, role }],
      ...(languageId ? { languageId } : {}),
    });
    return { ...user, headers: bearer(await login(t.app, user.username, user.password)) };
  };
  return {
    client,
    as,
    learner: await as('learner'),
    admin: await as('program_admin'),
    instructor: await as('instructor'),
    support: await as('support'),
  };
}

export async function buildFaqCategory(
  db: Db,
  clientId: number,
  names: Record<string, string>,
  position = 0,
) {
  return db
    .insertInto('faq_categories')
    .values({ client_id: clientId, names: JSON.stringify(names), position })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function buildFaqEntry(
  db: Db,
  spec: {
    clientId: number;
    categoryId: number;
    language?: string;
    question: string;
    answer?: string;
    position?: number;
    published?: boolean;
  },
) {
  const answer = spec.answer ?? '<p>Answer</p>';
  return db
    .insertInto('faq_entries')
    .values({
      client_id: spec.clientId,
      category_id: spec.categoryId,
      language: spec.language ?? 'en-US',
      question: spec.question,
      answer,
      position: spec.position ?? 0,
      published: spec.published ?? true,
      search_text: searchKey(`${spec.question} ${answer.replace(/<[^>]*>/g, ' ')}`),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
