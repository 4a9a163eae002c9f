import { COMPLETED_PROGRESS_STATES } from '@elevar/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

/**
 * Of the client's courses `courseIds`, the published ones the user has not completed (progress finished, approved
 * or improved): what other modules ask before letting a user on (the reward store's required training). One
 * statement.
 */
export async function unfinishedCourses(
  db: Db,
  who: { clientId: number; userId: number; courseIds: readonly number[] },
): Promise<number[]> {
  if (who.courseIds.length === 0) return [];
  const rows = await db
    .selectFrom('courses as c')
    .leftJoin('course_progress as p', (join) =>
      join.onRef('p.course_id', '=', 'c.id').on('p.user_id', '=', who.userId),
    )
    .select('c.id')
    .where('c.client_id', '=', who.clientId)
    .where('c.status', '=', 'published')
    .where('c.id', '=', sql<number>`any(${[...who.courseIds]}::bigint[])`)
    .where((eb) =>
      eb.or([eb('p.state', 'is', null), eb('p.state', 'not in', [...COMPLETED_PROGRESS_STATES])]),
    )
    .execute();
  return rows.map((row) => Number(row.id));
}
