import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Names = ColumnType<Record<string, string>, string, string>;

export interface FaqSupportTables {
  /** A client's FAQ categories (SPEC §3 site lists), named in each language, in `position` order. */
  faq_categories: {
    id: Generated<number>;
    client_id: number;
    names: Names;
    position: Generated<number>;
  };
  /**
   * One question and its answer in one language (docs/content.md): a client writes its FAQ per language, each
   * entry in a category, ordered by `position` within it, shown to learners once `published`.
   */
  faq_entries: {
    id: Generated<number>;
    client_id: number;
    category_id: number;
    language: string;
    question: string;
    /** Sanitized HTML (`platform/rich-text.ts`). */
    answer: string;
    position: Generated<number>;
    published: Generated<boolean>;
    /** The domain's `searchKey` of the question and the answer's text: the accent-insensitive search. */
    search_text: string;
    created_by: number | null;
    updated_by: number | null;
    created_at: DefaultTimestamp;
    updated_at: DefaultTimestamp;
  };
  /** A message to the support team (SPEC §2 contact support form) and its thread. */
  support_tickets: {
    id: Generated<number>;
    client_id: number;
    user_id: number;
    country_code: string;
    subject: string;
    status: Generated<'open' | 'answered' | 'closed'>;
    /** The day support promised an answer by (SPEC §9, 7 working days in the country's calendar). */
    respond_by: string;
    /** The language the author wrote in: the support team's e-mail and the notifications follow it. */
    language: string;
    created_at: DefaultTimestamp;
    updated_at: DefaultTimestamp;
    closed_at: Date | null;
    closed_by: number | null;
  };
  support_messages: {
    id: Generated<number>;
    ticket_id: number;
    author_id: number | null;
    from_staff: boolean;
    body: string;
    created_at: DefaultTimestamp;
  };
}

/**
 * FAQ and support (issue 16). The learners' FAQ reads a client's published entries in one language by category and
 * position (`faq_entries_list_idx`); the support queue reads a client's tickets by status, newest change first
 * (`support_tickets_queue_idx`), a user's own by `support_tickets_user_idx`; a thread by `support_messages_ticket_idx`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table faq_categories (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      names jsonb not null check (jsonb_typeof(names) = 'object'),
      position integer not null default 0
    );
    create index faq_categories_client_idx on faq_categories (client_id, position);

    create table faq_entries (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      category_id bigint not null references faq_categories(id) on delete cascade,
      language text not null check (language in ('pt-BR', 'en-US', 'es-ES', 'fr-FR')),
      question text not null check (question <> ''),
      answer text not null,
      position integer not null default 0,
      published boolean not null default false,
      search_text text not null default '',
      created_by bigint references users(id) on delete set null,
      updated_by bigint references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index faq_entries_list_idx on faq_entries (client_id, language, category_id, position, id);
    create index faq_entries_category_idx on faq_entries (category_id);

    create table support_tickets (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      user_id bigint not null references users(id) on delete cascade,
      country_code char(2) not null,
      subject text not null,
      status text not null default 'open' check (status in ('open', 'answered', 'closed')),
      respond_by date not null,
      language text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      closed_at timestamptz,
      closed_by bigint references users(id) on delete set null
    );
    create index support_tickets_queue_idx on support_tickets (client_id, status, updated_at desc, id desc);
    create index support_tickets_user_idx on support_tickets (user_id, client_id, updated_at desc, id desc);

    create table support_messages (
      id bigint generated always as identity primary key,
      ticket_id bigint not null references support_tickets(id) on delete cascade,
      author_id bigint references users(id) on delete set null,
      from_staff boolean not null,
      body text not null,
      created_at timestamptz not null default now()
    );
    create index support_messages_ticket_idx on support_messages (ticket_id, created_at, id);
  `,
  );
}
