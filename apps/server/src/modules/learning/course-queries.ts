import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { Trx } from '../../db/transaction.ts';
import { builtOnce, COMPLETED, cardColumns, STAND_IN, type Viewer, visibleCourses } from './queries.ts';

/*
 * A course as every course-level read opens it (the course page, the activity view, a player's write, a graded
 * activity's completion): its card with the learner's state (`findCard`), and with its activities in the same
 * statement (`findCourse`), by the course's id or one of its activities'.
 */

/** Which course a course-level read is about: by its id, or by the id of one of its activities (a player's write). */
export type CourseTarget = { courseId: number } | { activityId: number };

function courseIdOf(target: CourseTarget) {
  return 'courseId' in target
    ? sql<number>`${target.courseId}::bigint`
    : sql<number>`(select ta.course_id from activities ta where ta.id = ${target.activityId}::bigint)`;
}

/**
 * One visible course as a card (with the learner's state), or undefined; its tags and categories as ids
 * (`nameCards` names them where an answer shows them).
 */
export async function findCard(db: Db | Trx, viewer: Viewer, target: CourseTarget) {
  const { clientId, userId, language } = viewer;
  const values = {
    clientId,
    userId,
    language,
    id: 'courseId' in target ? target.courseId : target.activityId,
  };
  return (await ('courseId' in target ? cardOfCourse : cardOfActivity)(db, values))[0];
}

function cardQuery(db: Db | Trx, viewer: Viewer, target: CourseTarget) {
  return cardColumns(visibleCourses(db, viewer).where('c.id', '=', courseIdOf(target)), viewer).select([
    'c.blocked_menu',
    'c.prerequisite_course_id',
    // the catalogue generation the card was read under: its tags and categories named from the cached name book
    sql<number | string | null>`(select g.generation from catalogue_generations g
        where g.client_id = c.client_id)`.as('catalogue_generation'),
    sql<{
      title: Record<string, string>;
      done: boolean;
    } | null>`(select jsonb_build_object('title', pc.title,
        'done', coalesce(pp.state in (${sql.join(COMPLETED)}), false)) from courses pc
        left join course_progress pp on pp.course_id = pc.id and pp.user_id = ${viewer.userId}
        where pc.id = c.prerequisite_course_id and pc.client_id = c.client_id and pc.status = 'published')`.as(
      'prerequisite',
    ),
  ]);
}

/** `findCard`'s read, built once per kind of target. */
const cardOfCourse = builtOnce(STAND_IN, (db, { id, ...viewer }) => cardQuery(db, viewer, { courseId: id }));
const cardOfActivity = builtOnce(STAND_IN, (db, { id, ...viewer }) =>
  cardQuery(db, viewer, { activityId: id }),
);

/** An activity of the course as the learner reads it: its row, whether they completed it, their progress on it. */
export interface ActivityRow {
  id: number;
  hierarchy_order: number;
  kind: string;
  title: Record<string, string>;
  menu: Record<string, string> | null;
  duration_seconds: number | null;
  content: Record<string, unknown>;
  completed: boolean;
  position: number | null;
  pages_seen: number | null;
  seq: number | null;
  first_opened_at: Date | null;
  /**
   * The version (`xmin`) of the learner's course progress row, read in the card's snapshot: every write of a
   * learner's activities moves it, so a save can check that nothing moved since (`progress.ts`).
   */
  progress_version: string | null;
}

/** `ActivityRow` as PostgreSQL's JSON writes it: a timestamp as text, the course row's version beside the list. */
type ActivityJson = Omit<ActivityRow, 'first_opened_at' | 'progress_version'> & {
  first_opened_at: string | null;
};

/**
 * The card and, in the same statement, the course's activities in hierarchy order, each with whether the learner
 * completed it and their progress (one JSON array: one round trip instead of two for every course page and player
 * write).
 */
function courseQuery(db: Db | Trx, viewer: Viewer, target: CourseTarget) {
  return cardQuery(db, viewer, target).select([
    sql<string | null>`cp.xmin::text`.as('progress_version'),
    sql<ActivityJson[]>`(select coalesce(json_agg(json_build_object('id', a.id,
        'hierarchy_order', a.hierarchy_order, 'kind', a.kind, 'title', a.title, 'menu', a.menu,
        'duration_seconds', a.duration_seconds, 'content', a.content, 'completed', coalesce(ap.completed, false),
        'position', ap.position, 'pages_seen', ap.pages_seen, 'seq', ap.seq, 'first_opened_at', ap.first_opened_at)
        order by a.hierarchy_order), '[]'::json)
      from activities a left join activity_progress ap on ap.activity_id = a.id and ap.user_id = ${viewer.userId}
      where a.course_id = c.id)`.as('activities'),
  ]);
}

/** `findCourse`'s read, built once per kind of target. */
const courseOfCourse = builtOnce(STAND_IN, (db, { id, ...viewer }) =>
  courseQuery(db, viewer, { courseId: id }),
);
const courseOfActivity = builtOnce(STAND_IN, (db, { id, ...viewer }) =>
  courseQuery(db, viewer, { activityId: id }),
);

/** One visible course's card (as `findCard`) and its activities with the learner's progress, or undefined. */
export async function findCourse(db: Db | Trx, viewer: Viewer, target: CourseTarget) {
  const values = { ...viewer, id: 'courseId' in target ? target.courseId : target.activityId };
  const [row] = await ('courseId' in target ? courseOfCourse : courseOfActivity)(db, values);
  if (!row) return undefined;
  const { activities, progress_version, ...card } = row;
  return {
    card,
    activities: activities.map(
      (a): ActivityRow => ({
        ...a,
        first_opened_at: a.first_opened_at === null ? null : new Date(a.first_opened_at),
        progress_version,
      }),
    ),
  };
}
