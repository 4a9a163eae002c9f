import type { TrailDetail } from '@elevar/contract';
import { activityOpens, isCompletedProgress, type LanguageCode } from '@elevar/domain';
import type { ServiceContext } from '../../context.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { loadCourse, toCourseDetail } from './course.ts';
import { progressStateOf, toCourseCard } from './mappers.ts';
import { listCards, listTrailItems } from './queries.ts';

/**
 * GET /api/v1/learning/trails/:id: a trail with its items in order, each course with the learner's state. A blocked
 * trail opens its items in order; an item the learner cannot see (hidden group, unpublished) shows as null and does
 * not count as done. The trail's own progress follows its courses (`advanceTrails`).
 */
export async function trailDetail(
  ctx: ServiceContext,
  auth: AuthContext,
  trailId: number,
  language: LanguageCode,
): Promise<TrailDetail> {
  const state = await loadCourse(ctx, auth, trailId, language, 'trail');
  const items = await listTrailItems(ctx.db, trailId);
  const courseIds = items.flatMap((item) => (item.course_id === null ? [] : [item.course_id]));
  const cards = new Map(
    (courseIds.length ? await listCards(ctx.db, state.viewer, courseIds) : []).map((row) => [row.id, row]),
  );
  const done = items.map((item) => {
    const card = item.course_id === null ? undefined : cards.get(item.course_id);
    return card !== undefined && isCompletedProgress(progressStateOf(card));
  });
  const { activities: _none, resume_order: _resume, ...course } = toCourseDetail(state, language);
  const opens = items.map(
    (_, index) => state.lock === null && activityOpens(state.card.blocked_menu, done.slice(0, index)),
  );
  const resume = items.find((item, index) => !done[index] && opens[index] && item.course_id !== null);
  return {
    ...course,
    items: items.map((item, index) => {
      const card = item.course_id === null ? undefined : cards.get(item.course_id);
      return {
        position: item.position,
        type: item.item_type,
        course: card ? toCourseCard(card, language) : null,
        opens: opens[index] ?? false,
      };
    }),
    completed_items: done.filter(Boolean).length,
    resume_course_id: resume?.course_id ?? null,
  };
}
