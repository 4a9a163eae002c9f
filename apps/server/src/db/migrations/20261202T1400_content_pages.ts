import type { ColumnType, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ContentPagesTables {
  /**
   * A client's own page in one language (SPEC §2 hotsite, about-the-team): the title and the body as sanitized HTML
   * (platform/rich-text.ts), written by the client's editors. A page is read in the reader's language, else the
   * client's, else pt-BR, else the first written.
   */
  client_pages: {
    client_id: number;
    slug: string;
    language_code: string;
    title: string;
    body: string;
    updated_by: number | null;
    updated_at: DefaultTimestamp;
  };
}

/** Content (issue 16, issue 13's hotsite): the clients' own pages, one row per language written. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table client_pages (
      client_id bigint not null references clients(id) on delete cascade,
      slug text not null,
      language_code text not null references languages(code),
      title text not null,
      body text not null,
      updated_by bigint references users(id) on delete set null,
      updated_at timestamptz not null default now(),
      primary key (client_id, slug, language_code)
    );
  `,
  );
}
