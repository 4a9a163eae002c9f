import { searchKey } from '@elevar/domain';
import type { Db } from '../src/db/connection.ts';
import { bearer, buildClient, buildUser, login } from './factories.ts';
import type { TestContext } from './harness.ts';

type Texts = Partial<Record<'pt-BR' | 'en-US' | 'es-ES' | 'fr-FR', string>>;

let serial = 0;

export interface ArticleSpec {
  clientId: number;
  title?: Texts;
  summary?: Texts;
  body?: Texts;
  publishAt?: Date | null;
  expiresAt?: Date | null;
  pinned?: boolean;
  categoryId?: number | null;
}

/** An article written straight to the database (published a day before the test clock's start by default). */
export async function buildArticle(db: Db, spec: ArticleSpec) {
  serial += 1;
  const title = spec.title ?? { 'pt-BR': `Notícia ${serial}`, 'en-US': `News ${serial}` };
  const languages = Object.keys(title);
  return db
    .insertInto('news_articles')
    .values({
      client_id: spec.clientId,
      category_id: spec.categoryId ?? null,
      publish_at:
        spec.publishAt === undefined ? new Date(Date.UTC(2026, 10, 20) + serial * 1000) : spec.publishAt,
      expires_at: spec.expiresAt ?? null,
      pinned: spec.pinned ?? false,
      title: JSON.stringify(title),
      summary: JSON.stringify(spec.summary ?? {}),
      body: JSON.stringify(spec.body ?? {}),
      languages,
      search_text: searchKey(Object.values(title).join(' ')),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function buildNewsCategory(db: Db, clientId: number, names: Record<string, string>) {
  return db
    .insertInto('news_categories')
    .values({ client_id: clientId, names: JSON.stringify(names) })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A client with news, a learner, a programme administrator and an instructor, each signed in. */
export async function newsSite(
  t: TestContext,
  options: { languageId?: number; defaultLanguageId?: number } = {},
) {
  const client = await buildClient(t.db, {
    modules: ['news', 'profile'],
    ...(options.defaultLanguageId ? { defaultLanguageId: options.defaultLanguageId } : {}),
  });
  const as = async (role: 'learner' | 'program_admin' | 'instructor') => {
    const user = await buildUser(t.db, {
      clients: [{ id: client.id, role }],
      ...(options.languageId ? { languageId: options.languageId } : {}),
    });
    return { ...user, headers: bearer(await login(t.app, user.username, user.password)) };
  };
  return {
    client,
    learner: await as('learner'),
    admin: await as('program_admin'),
    instructor: await as('instructor'),
  };
}
