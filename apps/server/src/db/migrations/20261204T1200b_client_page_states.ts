import type { ColumnType, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

export interface ClientPageStateTables {
  /**
   * A client's page taken down by its editors (docs/content.md "Pages"): while the row exists its members do not see
   * the page (the main area shows the platform's text again for an institutional copy); its versions stay for the
   * editors, and publishing it again deletes the row.
   */
  client_page_states: {
    client_id: number;
    slug: string;
    unpublished_by: number | null;
    unpublished_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table client_page_states (
      client_id bigint not null references clients(id) on delete cascade,
      slug text not null,
      unpublished_by bigint references users(id) on delete set null,
      unpublished_at timestamptz not null default now(),
      primary key (client_id, slug)
    );
  `,
  );
}
