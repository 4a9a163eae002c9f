import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

export interface StatementVersionTables {
  /**
   * A counter per user and client that moves whenever that user's statement there may read differently: an entry
   * posted (entries are append-only) or an entry's state written. Kept by triggers, so every write path counts.
   */
  statement_versions: { user_id: number; client_id: number; version: number };
  /** A counter per client that moves when a name the statement shows changes: a campaign's, a rule's. */
  statement_client_versions: { client_id: number; version: number };
}

/**
 * The statement page's versions (docs/benchmarks.md "Request path"): a server keeps a page it answered with the versions it
 * was read at, and answers it again while both still read the same (one index lookup each instead of the page).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table statement_versions (
      user_id bigint not null references users(id) on delete cascade,
      client_id bigint not null references clients(id) on delete cascade,
      version bigint not null default 1,
      primary key (user_id, client_id)
    );
    create table statement_client_versions (
      client_id bigint primary key references clients(id) on delete cascade,
      version bigint not null default 1
    );

    create function bump_statement_version(p_user bigint, p_client bigint) returns void language sql as $$
      insert into statement_versions (user_id, client_id) values (p_user, p_client)
      on conflict (user_id, client_id) do update set version = statement_versions.version + 1
    $$;
    create function bump_statement_client_version(p_client bigint) returns void language sql as $$
      insert into statement_client_versions (client_id) values (p_client)
      on conflict (client_id) do update set version = statement_client_versions.version + 1
    $$;

    create function point_entries_statement_version() returns trigger language plpgsql as $$
    begin
      perform bump_statement_version(new.user_id, new.client_id);
      return null;
    end;
    $$;
    -- deferred to the commit: a posting inserts its entry before it updates (locks) the balance, while an audit
    -- decision locks the balance before it writes entry states; a version row locked at the insert would make the
    -- two wait for each other. At commit a transaction holds its balance already and waits for nothing else.
    create constraint trigger point_entries_statement_version after insert on point_entries
      deferrable initially deferred
      for each row execute function point_entries_statement_version();

    create function point_entry_states_statement_version() returns trigger language plpgsql as $$
    begin
      perform bump_statement_version(e.user_id, e.client_id) from point_entries e where e.id = new.entry_id;
      return null;
    end;
    $$;
    create constraint trigger point_entry_states_statement_version after insert or update on point_entry_states
      deferrable initially deferred
      for each row execute function point_entry_states_statement_version();

    -- only an update renames: a campaign or rule being inserted or deleted has no entry (entries keep theirs)
    create function statement_names_version() returns trigger language plpgsql as $$
    begin
      perform bump_statement_client_version(new.client_id);
      return null;
    end;
    $$;
    create trigger campaigns_statement_version after update of name on campaigns
      for each row when (old.name is distinct from new.name) execute function statement_names_version();
    create trigger point_rules_statement_version after update on point_rules
      for each row execute function statement_names_version();
    `,
  );
}
