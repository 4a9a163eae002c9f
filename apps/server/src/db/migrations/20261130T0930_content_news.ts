import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** Texts per language (jsonb, written as JSON text): only the languages written. */
type LanguageTexts = ColumnType<Record<string, string>, string, string>;

export interface ContentNewsTables {
  /** A client's news categories (SPEC §2 news), named in each language (`names`: all four). */
  news_categories: {
    id: Generated<number>;
    client_id: number;
    names: LanguageTexts;
    position: Generated<number>;
  };
  /**
   * A news article of a client (docs/content.md): per-language title, summary and body (the body sanitized HTML, as
   * the server stored it), shown to the client's learners from `publish_at` (null: a draft) until `expires_at`.
   */
  news_articles: {
    id: Generated<number>;
    client_id: number;
    category_id: number | null;
    /** The cover's stored file (`stored_files.key`, purpose `news_cover`), re-encoded by the server. */
    cover_key: string | null;
    publish_at: Date | null;
    expires_at: Date | null;
    pinned: Generated<boolean>;
    title: LanguageTexts;
    summary: LanguageTexts;
    body: LanguageTexts;
    /** The languages with a written title, in the house order: the versions a reader may get. */
    languages: string[];
    /** The domain's `searchKey` of every title: the list's search by title. */
    search_text: string;
    created_by: number | null;
    updated_by: number | null;
    created_at: DefaultTimestamp;
    updated_at: DefaultTimestamp;
  };
  /** A learner's read marker on an article: the "new" badge shows until there is one. */
  news_reads: { article_id: number; user_id: number; read_at: DefaultTimestamp };
}

/**
 * Content, first slice (issue 16): news categories, articles and read markers. The learners' list reads the visible
 * articles of a client pinned first, then newest: `news_articles_list_idx` (client, pinned, publish_at desc).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table news_categories (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      names jsonb not null check (jsonb_typeof(names) = 'object'),
      position integer not null default 0
    );
    create index news_categories_client_idx on news_categories (client_id, position);

    create table news_articles (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      category_id bigint references news_categories(id) on delete set null,
      cover_key text,
      publish_at timestamptz,
      expires_at timestamptz,
      pinned boolean not null default false,
      title jsonb not null check (jsonb_typeof(title) = 'object'),
      summary jsonb not null check (jsonb_typeof(summary) = 'object'),
      body jsonb not null check (jsonb_typeof(body) = 'object'),
      languages text[] not null,
      search_text text not null default '',
      created_by bigint references users(id) on delete set null,
      updated_by bigint references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (expires_at is null or publish_at is null or expires_at > publish_at)
    );
    create index news_articles_list_idx on news_articles (client_id, pinned desc, publish_at desc, id desc);
    create index news_articles_category_idx on news_articles (category_id) where category_id is not null;

    create table news_reads (
      article_id bigint not null references news_articles(id) on delete cascade,
      user_id bigint not null references users(id) on delete cascade,
      read_at timestamptz not null default now(),
      primary key (user_id, article_id)
    );
    create index news_reads_article_idx on news_reads (article_id);
  `,
  );
}
