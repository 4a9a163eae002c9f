import type { ActivityView, CourseDetail, CourseKind } from '@elevar/contract';
import {
  activityOpens,
  canSelfEnrol,
  contentLock,
  ENROLMENT_MACHINE,
  type LanguageCode,
  transition,
} from '@elevar/domain';
import type { ServiceContext } from '../../context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import type { Actor } from '../identity/index.ts';
import { assertKind, viewerOf } from './access.ts';
import { nameCards } from './card-names.ts';
import { cachedNameBook } from './catalogue-cache.ts';
import { type ActivityRow, type CourseTarget, findCard, findCourse } from './course-queries.ts';
import { enrolmentStateOf, textIn, toActivitySummary, toCourseCard } from './mappers.ts';
import { type Viewer, visibleCourses } from './queries.ts';

/** A course's card as every course-level check reads it: its tags and categories as ids only. */
type CourseCore = Omit<NonNullable<Awaited<ReturnType<typeof findCard>>>, 'tag_ids' | 'category_ids'>;
/** The card with its tags and categories named, for answers that show them. */
type NamedCard = Awaited<
  ReturnType<typeof nameCards<NonNullable<Awaited<ReturnType<typeof findCard>>>>>
>[number];

/**
 * A visible course with the learner's state and its activities: what every course-level answer starts from. Writes
 * (a player's saves and commits) read it without naming the card's tags and categories, answers with them named.
 */
export interface CourseState<Card extends CourseCore = CourseCore> {
  actor: Actor;
  viewer: Viewer;
  card: Card;
  activities: ActivityRow[];
  /** Why the content is closed; null when it opens. */
  lock: ReturnType<typeof contentLock>;
  prerequisiteDone: boolean;
  /** Per activity (same order): whether it opens now. */
  opens: boolean[];
}

/** Courses (online courses and podcasts) and trails answer on their own paths: the other shape is not found. */
export type Shape = 'course' | 'trail';

export async function loadCourse(
  ctx: ServiceContext,
  auth: AuthContext,
  courseId: number,
  language: LanguageCode,
  shape: Shape = 'course',
): Promise<CourseState<NamedCard>> {
  const state = await readCourse(ctx, auth, { courseId }, language, shape);
  const [card] = await nameCards(
    ctx.db,
    state.viewer.clientId,
    [state.card],
    await cachedNameBook(ctx, state.viewer.clientId, Number(state.card.catalogue_generation ?? 0)),
  );
  return { ...state, card: card as NamedCard };
}

/** The course, its activities and what opens, read in one statement (by course or activity id). */
async function readCourse(
  ctx: ServiceContext,
  auth: AuthContext,
  target: CourseTarget,
  language: LanguageCode,
  shape: Shape,
) {
  const { actor, viewer } = await viewerOf(ctx, auth, language);
  const course = await findCourse(ctx.db, viewer, target);
  if (!course || (course.card.kind === 'trail') !== (shape === 'trail')) throw notFound();
  const { card, activities } = course;
  await assertKind(ctx, actor, card.kind as CourseKind);
  // a prerequisite the learner cannot see (unpublished since) does not hold them back
  const prerequisiteDone = card.prerequisite?.done ?? true;
  const lock = contentLock({
    rule: card.enrolment_rule,
    enrolment: enrolmentStateOf(card),
    prerequisiteDone,
  });
  const opens = activities.map(
    (_, index) =>
      lock === null &&
      activityOpens(
        card.blocked_menu,
        activities.slice(0, index).map((a) => a.completed),
      ),
  );
  return { actor, viewer, card, activities, lock, prerequisiteDone, opens };
}

export function toCourseDetail(state: CourseState<NamedCard>, language: LanguageCode): CourseDetail {
  const { card, activities, opens, lock } = state;
  const read = textIn(card, language);
  const enrolment = enrolmentStateOf(card);
  const next = activities.findIndex((a, index) => !a.completed && opens[index]);
  return {
    ...toCourseCard(card, language),
    description: read(card.description),
    enrolment,
    can_enrol: enrolment !== 'enrolled' && canSelfEnrol(card.enrolment_rule, state.prerequisiteDone),
    can_unenrol: enrolment === 'enrolled' && card.enrolment_rule === 'self',
    lock,
    blocked_menu: card.blocked_menu,
    prerequisite:
      card.prerequisite && card.prerequisite_course_id !== null
        ? {
            id: card.prerequisite_course_id,
            title: read(card.prerequisite.title),
            done: card.prerequisite.done,
          }
        : null,
    activities: activities.map((row, index) => toActivitySummary(row, read, opens[index] ?? false)),
    resume_order: activities[next === -1 ? 0 : next]?.hierarchy_order ?? null,
    finished_at: card.finished_at ? card.finished_at.toISOString() : null,
  };
}

/** GET /api/v1/learning/courses/:id */
export async function courseDetail(
  ctx: ServiceContext,
  auth: AuthContext,
  courseId: number,
  language: LanguageCode,
) {
  return toCourseDetail(await loadCourse(ctx, auth, courseId, language), language);
}

/**
 * POST /api/v1/learning/courses/:id/enrolment: the learner enrols in a `self` course whose prerequisite is done.
 * Enrolling again is a no-op; the enrolment machine decides the rest.
 */
export async function enrol(
  ctx: ServiceContext,
  auth: AuthContext,
  courseId: number,
  language: LanguageCode,
  shape: Shape = 'course',
): Promise<void> {
  const state = await loadCourse(ctx, auth, courseId, language, shape);
  const current = enrolmentStateOf(state.card);
  if (current === 'enrolled') return;
  if (!state.prerequisiteDone) throw new AppError('learning.prerequisite_pending', 409);
  if (!canSelfEnrol(state.card.enrolment_rule, true)) throw new AppError('learning.enrolment_closed', 409);
  if (!transition(ENROLMENT_MACHINE, current, 'enrolled').ok)
    throw new AppError('learning.enrolment_closed', 409);
  const now = ctx.clock.now();
  await ctx.db
    .insertInto('enrolments')
    .values({
      user_id: state.viewer.userId,
      course_id: courseId,
      client_id: state.viewer.clientId,
      state: 'enrolled',
      enrolled_at: now,
      enrolled_by: state.viewer.userId,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'course_id']).doUpdateSet({
        state: 'enrolled',
        enrolled_at: now,
        unenrolled_at: null,
        enrolled_by: state.viewer.userId,
      }),
    )
    .execute();
}

/** DELETE /api/v1/learning/courses/:id/enrolment: the learner leaves a `self` course; progress is kept. */
export async function unenrol(
  ctx: ServiceContext,
  auth: AuthContext,
  courseId: number,
  language: LanguageCode,
  shape: Shape = 'course',
): Promise<void> {
  const state = await loadCourse(ctx, auth, courseId, language, shape);
  const current = enrolmentStateOf(state.card);
  if (current !== 'enrolled') return;
  if (state.card.enrolment_rule !== 'self') throw new AppError('learning.enrolment_closed', 409);
  await ctx.db
    .updateTable('enrolments')
    .set({ state: 'unenrolled', unenrolled_at: ctx.clock.now() })
    .where('user_id', '=', state.viewer.userId)
    .where('course_id', '=', courseId)
    .where('state', '=', 'enrolled')
    .execute();
}

/** PUT/DELETE /api/v1/learning/courses/:id/favourite */
export async function setFavourite(
  ctx: ServiceContext,
  auth: AuthContext,
  courseId: number,
  favourite: boolean,
  language: LanguageCode,
) {
  const { actor, viewer } = await viewerOf(ctx, auth, language);
  const card = await findCard(ctx.db, viewer, { courseId });
  if (!card) throw notFound();
  await assertKind(ctx, actor, card.kind as CourseKind);
  if (favourite)
    await ctx.db
      .insertInto('course_favourites')
      .values({ user_id: viewer.userId, course_id: courseId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  else
    await ctx.db
      .deleteFrom('course_favourites')
      .where('user_id', '=', viewer.userId)
      .where('course_id', '=', courseId)
      .execute();
  return { favourite };
}

/** Refuses an activity the learner may not open: the course's lock first, then a blocked menu's order. */
export function assertOpens(state: CourseState, index: number): void {
  if (state.lock) throw new AppError(`learning.${state.lock}`, 409);
  if (!state.opens[index]) throw new AppError('learning.activity_locked', 409);
}

/** GET /api/v1/learning/courses/:id/activities/:order: one activity for the player, with the learner's progress. */
export async function activityView(
  ctx: ServiceContext,
  auth: AuthContext,
  courseId: number,
  order: number,
  language: LanguageCode,
): Promise<ActivityView> {
  const state = await readCourse(ctx, auth, { courseId }, language, 'course');
  const index = state.activities.findIndex((a) => a.hierarchy_order === order);
  const row = state.activities[index];
  if (!row) throw notFound();
  assertOpens(state, index);
  const read = textIn(state.card, language);
  return {
    ...toActivitySummary(row, read, true),
    course: { id: state.card.id, title: read(state.card.title), kind: state.card.kind },
    content: row.content,
    progress:
      row.seq === null
        ? null
        : {
            position: row.position ?? 0,
            pages_seen: row.pages_seen ?? 0,
            completed: row.completed,
            seq: row.seq,
          },
    previous_order: state.activities[index - 1]?.hierarchy_order ?? null,
    next_order: state.activities[index + 1]?.hierarchy_order ?? null,
  };
}

/**
 * The activity (by id) the learner may open now, with its course and its index there: 404 for an activity of a
 * course they cannot see, the course's 409s while it is locked. What every write of an activity's progress starts
 * from.
 */
export async function openActivity(
  ctx: ServiceContext,
  auth: AuthContext,
  activityId: number,
  language: LanguageCode,
): Promise<{ state: CourseState; index: number; activity: ActivityRow }> {
  const state = await readCourse(ctx, auth, { activityId }, language, 'course');
  const index = state.activities.findIndex((a) => a.id === activityId);
  const activity = state.activities[index];
  if (!activity) throw notFound();
  assertOpens(state, index);
  return { state, index, activity };
}

/**
 * A course or trail the learner may see (published, of their client and groups, its kind's module theirs): its id
 * and kind, or 404. For what other modules attach to a course's page (assessment's reviews).
 */
export async function visibleCourse(
  ctx: ServiceContext,
  auth: AuthContext,
  courseId: number,
  language: LanguageCode,
): Promise<{ viewer: Viewer; kind: CourseKind }> {
  const { actor, viewer } = await viewerOf(ctx, auth, language);
  const row = await visibleCourses(ctx.db, viewer)
    .select(['c.id', 'c.kind'])
    .where('c.id', '=', courseId)
    .executeTakeFirst();
  if (!row) throw notFound();
  await assertKind(ctx, actor, row.kind);
  return { viewer, kind: row.kind };
}
