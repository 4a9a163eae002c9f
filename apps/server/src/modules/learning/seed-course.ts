import { searchKey } from '@elevar/domain';
import type { Db } from '../../db/connection.ts';

/** A demo text in the four languages. */
export type DemoText = Record<'pt-BR' | 'en-US' | 'es-ES' | 'fr-FR', string>;

export const demoText = (pt: string, en: string, es: string, fr: string): DemoText => ({
  'pt-BR': pt,
  'en-US': en,
  'es-ES': es,
  'fr-FR': fr,
});

export interface DemoActivityRow {
  kind: string;
  title: DemoText;
  content: Record<string, unknown>;
  duration?: number | null;
}

/** A published, open demo course with its activities in order; answers its id and its activities' ids, in order. */
export async function insertDemoCourse(
  db: Db,
  course: {
    clientId: number;
    title: DemoText;
    description: DemoText;
    workloadMinutes: number;
    points: number;
    publishedAt: Date;
    activities: readonly DemoActivityRow[];
  },
): Promise<{ id: number; activityIds: number[] }> {
  const row = await db
    .insertInto('courses')
    .values({
      client_id: course.clientId,
      kind: 'online_course',
      status: 'published',
      title: JSON.stringify(course.title),
      description: JSON.stringify(course.description),
      search_text: searchKey(
        [...Object.values(course.title), ...Object.values(course.description)].join(' '),
      ),
      workload_minutes: course.workloadMinutes,
      points: course.points,
      published_points: course.points,
      enrolment_rule: 'open',
      prerequisite_course_id: null,
      languages: null,
      published_at: course.publishedAt,
      updated_at: course.publishedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const activities = await db
    .insertInto('activities')
    .values(
      course.activities.map((activity, index) => ({
        course_id: row.id,
        client_id: course.clientId,
        hierarchy_order: index + 1,
        kind: activity.kind,
        title: JSON.stringify(activity.title),
        content: JSON.stringify(activity.content),
        duration_seconds: activity.duration ?? null,
      })),
    )
    .returning(['id', 'hierarchy_order'])
    .execute();
  const activityIds = activities.sort((a, b) => a.hierarchy_order - b.hierarchy_order).map((a) => a.id);
  return { id: row.id, activityIds };
}
