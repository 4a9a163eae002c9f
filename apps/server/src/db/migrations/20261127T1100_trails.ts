import type { Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

export interface TrailTables {
  /**
   * A trail's ordered items: courses today; presential catalogs, webinars and live classes (slots the live issue
   * fills, by `ref_id`). A trail is a `courses` row of kind `trail`: it shares the catalogue, visibility, enrolment,
   * favourites and progress of courses.
   */
  trail_items: {
    id: Generated<number>;
    trail_id: number;
    client_id: number;
    position: number;
    item_type: 'course' | 'presential_catalog' | 'webinar' | 'live_class';
    course_id: number | null;
    ref_id: number | null;
  };
}

/** Trails: courses of kind `trail` with ordered items; a course may sit in several trails, once in each. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    alter table courses drop constraint courses_kind_check;
    alter table courses add constraint courses_kind_check check (kind in ('online_course', 'podcast', 'trail'));

    create table trail_items (
      id bigint generated always as identity primary key,
      trail_id bigint not null,
      client_id bigint not null,
      position integer not null check (position > 0),
      item_type text not null check (item_type in ('course', 'presential_catalog', 'webinar', 'live_class')),
      course_id bigint,
      ref_id bigint,
      -- a trail and its courses belong to one client
      foreign key (client_id, trail_id) references courses(client_id, id) on delete cascade,
      foreign key (client_id, course_id) references courses(client_id, id) on delete cascade,
      check ((item_type = 'course') = (course_id is not null)),
      check (course_id is null or course_id <> trail_id),
      unique (trail_id, position) deferrable initially deferred,
      unique (trail_id, course_id)
    );
    -- the trails a finished course moves forward
    create index trail_items_course_idx on trail_items (course_id, trail_id);
  `,
  );
}
