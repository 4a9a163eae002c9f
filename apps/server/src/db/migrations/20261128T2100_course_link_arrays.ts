import type { ColumnType, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/** Kept by the database from the link tables: the application reads them and never writes them. */
type Maintained = ColumnType<number[], never, never>;

/**
 * A course's links as arrays on its own row (docs/learning.md "The catalogue"): its tags, categories, areas and the
 * groups it is shown to (empty: every group). The link tables stay the source of truth; statement triggers on them
 * rewrite the arrays of the courses a statement touched. The catalogue filters and checks visibility on the row it
 * reads (GIN indexes for the filters) instead of probing four link tables per course, and a card carries its tag
 * and category ids without a subquery each.
 */
export interface CourseLinkArrayColumns {
  tag_ids: Maintained;
  category_ids: Maintained;
  area_ids: Maintained;
  group_ids: Maintained;
}

const LINK_TABLES = ['course_tags', 'course_category_links', 'course_areas', 'course_groups'];

/** A link table's three statement triggers: rows added, removed or changed rewrite their courses' arrays. */
function linkTriggers(table: string): string {
  const run = 'for each statement execute function course_links_changed()';
  return `
    create trigger ${table}_inserted after insert on ${table} referencing new table as new_rows ${run};
    create trigger ${table}_deleted after delete on ${table} referencing old table as old_rows ${run};
    create trigger ${table}_updated after update on ${table}
      referencing old table as old_rows new table as new_rows ${run};`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    alter table courses
      add column tag_ids bigint[] not null default '{}',
      add column category_ids bigint[] not null default '{}',
      add column area_ids bigint[] not null default '{}',
      add column group_ids bigint[] not null default '{}';

    create function refresh_course_links(ids bigint[]) returns void language sql as $$
      update courses c set
        tag_ids = array(select x.tag_id from course_tags x where x.course_id = c.id order by 1),
        category_ids = array(select x.category_id from course_category_links x where x.course_id = c.id order by 1),
        area_ids = array(select x.area_id from course_areas x where x.course_id = c.id order by 1),
        group_ids = array(select x.group_id from course_groups x where x.course_id = c.id order by 1)
      where c.id = any(ids)
    $$;

    create function course_links_changed() returns trigger language plpgsql as $$
    begin
      if tg_op in ('INSERT', 'UPDATE') then
        perform refresh_course_links(array(select distinct course_id from new_rows));
      end if;
      if tg_op in ('DELETE', 'UPDATE') then
        perform refresh_course_links(array(select distinct course_id from old_rows));
      end if;
      return null;
    end $$;

    ${LINK_TABLES.map(linkTriggers).join('\n')}

    select refresh_course_links(array(select id from courses));

    create index courses_tag_ids_idx on courses using gin (tag_ids);
    create index courses_category_ids_idx on courses using gin (category_ids);
    create index courses_area_ids_idx on courses using gin (area_ids);
    create index courses_group_ids_idx on courses using gin (group_ids);
  `,
  );
}
