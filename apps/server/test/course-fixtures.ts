import { searchKey } from '@elevar/domain';
import type { Db } from '../src/db/connection.ts';

let serial = 0;

export interface CourseSpec {
  clientId: number;
  title?: Record<string, string>;
  description?: Record<string, string>;
  kind?: 'online_course' | 'podcast' | 'trail';
  status?: 'draft' | 'published';
  points?: number;
  rule?: 'open' | 'self' | 'assigned';
  prerequisiteId?: number;
  languages?: string[];
  blockedMenu?: boolean;
  isOnline?: boolean;
  publishedAt?: Date;
  groups?: number[];
  tags?: number[];
  categories?: number[];
  areas?: number[];
  /** Marked for the client's public portfolio. */
  inPortfolio?: boolean;
  /** Activities in order; default one video of 60 s. */
  activities?: { kind: string; duration?: number; content?: Record<string, unknown> }[];
}

/** A course with its activities and links, written straight to the database. */
export async function buildCourse(db: Db, spec: CourseSpec) {
  serial += 1;
  const title = spec.title ?? { 'pt-BR': `Curso ${serial}`, 'en-US': `Course ${serial}` };
  const description = spec.description ?? {};
  const published = (spec.status ?? 'published') === 'published';
  const course = await db
    .insertInto('courses')
    .values({
      client_id: spec.clientId,
      kind: spec.kind ?? 'online_course',
      status: spec.status ?? 'published',
      title: JSON.stringify(title),
      description: JSON.stringify(description),
      search_text: searchKey([...Object.values(title), ...Object.values(description)].join(' ')),
      points: spec.points ?? 0,
      published_points: published ? (spec.points ?? 0) : null,
      enrolment_rule: spec.rule ?? 'open',
      prerequisite_course_id: spec.prerequisiteId ?? null,
      languages: spec.languages ?? null,
      blocked_menu: spec.blockedMenu ?? false,
      is_online: spec.isOnline ?? true,
      in_portfolio: spec.inPortfolio ?? false,
      published_at: published ? (spec.publishedAt ?? new Date(Date.UTC(2026, 10, 1) + serial * 1000)) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const activities = spec.activities ?? [{ kind: 'video', duration: 60 }];
  const activityRows = activities.length
    ? await db
        .insertInto('activities')
        .values(
          activities.map((a, index) => ({
            course_id: course.id,
            client_id: spec.clientId,
            hierarchy_order: index + 1,
            kind: a.kind,
            title: JSON.stringify({ 'pt-BR': `Atividade ${index + 1}`, 'en-US': `Activity ${index + 1}` }),
            content: JSON.stringify(a.content ?? { url: '/demo/media/chime.wav' }),
            duration_seconds: a.duration ?? null,
          })),
        )
        .returning('id')
        .execute()
    : [];
  const link = async (
    table: 'course_groups' | 'course_tags' | 'course_category_links' | 'course_areas',
    column: string,
    ids: number[] | undefined,
  ) => {
    if (ids?.length)
      await db
        .insertInto(table)
        .values(ids.map((id) => ({ course_id: course.id, [column]: id }) as never))
        .execute();
  };
  await link('course_groups', 'group_id', spec.groups);
  await link('course_tags', 'tag_id', spec.tags);
  await link('course_category_links', 'category_id', spec.categories);
  await link('course_areas', 'area_id', spec.areas);
  return { id: course.id, activityIds: activityRows.map((a) => a.id) };
}

export async function buildCategory(db: Db, clientId: number, name: string) {
  return db
    .insertInto('course_categories')
    .values({ client_id: clientId, names: JSON.stringify({ 'pt-BR': name, 'en-US': name }) })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A trail over `courseIds`, in that order. */
export async function buildTrail(
  db: Db,
  spec: Omit<CourseSpec, 'kind' | 'activities'> & { courseIds: number[] },
) {
  const { courseIds, ...rest } = spec;
  const trail = await buildCourse(db, { ...rest, kind: 'trail', activities: [] });
  await db
    .insertInto('trail_items')
    .values(
      courseIds.map((courseId, index) => ({
        trail_id: trail.id,
        client_id: spec.clientId,
        position: index + 1,
        item_type: 'course' as const,
        course_id: courseId,
      })),
    )
    .execute();
  return trail;
}

/**
 * A learner's course or trail finished as data written before certificates were issued at approval: the progress
 * row straight in the database, no completion hook run.
 */
export async function writeFinished(
  db: Db,
  row: { userId: number; courseId: number; clientId: number; at: Date },
) {
  await db
    .insertInto('course_progress')
    .values({
      user_id: row.userId,
      course_id: row.courseId,
      client_id: row.clientId,
      state: 'finished',
      completed_activities: 1,
      total_activities: 1,
      percent: 100,
      finished_at: row.at,
    })
    .execute();
}
