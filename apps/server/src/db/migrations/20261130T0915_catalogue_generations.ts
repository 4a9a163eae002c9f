import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * A per-client counter of what the learner's catalogue shows (docs/learning.md "The catalogue cache"): each server
 * instance keeps catalogue lists and cards in memory, stamped with the generation they were read under, and reads the
 * client's generation with every catalogue request. Every write that could change a card or a list bumps it in the
 * writing transaction, whatever code made it: a course (texts, publication, links, whose link-table triggers
 * rewrite the course row, order, points, deletion), a tag's or category's names, the client's default language.
 * The triggers are deferred to commit, so a transaction takes the counter's row lock last, only while committing
 * (two authoring transactions never wait on each other's counter in the middle).
 */
export interface CatalogueGenerationTables {
  catalogue_generations: {
    client_id: number;
    generation: number;
  };
}

const run = 'deferrable initially deferred for each row execute function catalogue_changed';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    -- no foreign key: a client deleted with its courses still gets its (harmless) row from the courses' triggers
    create table catalogue_generations (
      client_id bigint primary key,
      generation bigint not null
    );

    create function bump_catalogue(client bigint) returns void language sql as $$
      insert into catalogue_generations as g (client_id, generation) values (client, 1)
      on conflict (client_id) do update set generation = g.generation + 1
    $$;

    -- TG_ARGV[0]: the column naming the client ('client_id', or 'id' on clients)
    create function catalogue_changed() returns trigger language plpgsql as $$
    declare
      before_client bigint;
      after_client bigint;
    begin
      if tg_op <> 'INSERT' then
        before_client := (to_jsonb(old) ->> tg_argv[0])::bigint;
        perform bump_catalogue(before_client);
      end if;
      if tg_op <> 'DELETE' then
        after_client := (to_jsonb(new) ->> tg_argv[0])::bigint;
        if after_client is distinct from before_client then
          perform bump_catalogue(after_client);
        end if;
      end if;
      return null;
    end $$;

    create constraint trigger courses_catalogue_changed after insert or update or delete on courses
      ${run}('client_id');
    create constraint trigger tags_catalogue_changed after insert or update or delete on tags
      ${run}('client_id');
    create constraint trigger course_categories_catalogue_changed
      after insert or update or delete on course_categories ${run}('client_id');
    create constraint trigger clients_catalogue_changed after update of default_language_id on clients
      ${run}('id');
  `,
  );
}
