import {
  ACTIVITY_KINDS,
  COURSE_PROGRESS_STATES,
  ENROLMENT_RULES,
  ENROLMENT_STATES,
  PROGRESS_FILTERS,
} from '@elevar/domain';
import { z } from 'zod';
import { queryId } from './common.ts';

/**
 * Learning (docs/learning.md): the catalogue of online courses and podcasts, a course with its activities, enrolment,
 * favourites and progress saved activity by activity. Texts come in the request's language (falling back to the
 * client's default, then to any language the author wrote). A course the learner may not see answers 404
 * `common.not_found`, whether it exists in another client or not.
 */

/** `tags=3,7`: one or more ids, comma-separated (at most 20). */
const idList = z
  .string()
  .max(400)
  .transform((value) => value.split(',').map((part) => Number(part.trim())))
  .pipe(
    z
      .array(
        z
          .number()
          .int()
          .min(1)
          .max(2 ** 53 - 1),
      )
      .min(1)
      .max(20),
  );

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const CourseKind = z
  .enum(['online_course', 'podcast', 'trail'])
  .describe('An online course, a podcast, or a trail (an ordered path of courses)');
export type CourseKind = z.infer<typeof CourseKind>;

export const CourseStatusSchema = z
  .enum([...COURSE_PROGRESS_STATES, 'enrolled'])
  .describe(
    "SPEC §4's course states as the learner sees them: progress, or `enrolled` while nothing is started",
  );

export const CatalogueQuery = z.object({
  kind: CourseKind.default('online_course'),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Words of the title or description, accents and case ignored (at least 3 characters are used)'),
  areas: idList.optional().describe('Country areas the course is meant for (any of them)'),
  groups: idList.optional().describe('User groups the course is shown to (any of them)'),
  tags: idList.optional().describe('Tags (any of them)'),
  categories: idList.optional().describe('Categories (any of them)'),
  progress: z
    .enum(PROGRESS_FILTERS)
    .optional()
    .describe('Where the learner stands: not started, in progress, completed'),
  favourite: flag.optional().describe('Only the learner’s favourites'),
  subscription: z
    .enum(ENROLMENT_RULES)
    .optional()
    .describe(
      'Subscription type: open (no enrolment), self (the learner enrols), assigned (an administrator enrols)',
    ),
  status: CourseStatusSchema.optional().describe('The learner’s exact course state'),
  online: flag.optional().describe('true: taken wholly online; false: with live or presential activities'),
  cursor: z
    .string()
    .max(200)
    .optional()
    .describe(
      'The `next_cursor` of the previous page (keyset pagination: pages stay stable while courses are added)',
    ),
  limit: z.coerce.number().int().min(1).max(48).default(24),
});
export type CatalogueQuery = z.infer<typeof CatalogueQuery>;

const Named = z.object({ id: z.number().int(), name: z.string() });

export const CourseCard = z.object({
  id: z.number().int(),
  kind: CourseKind,
  title: z.string(),
  summary: z.string().describe('The description cut to about 200 characters'),
  cover_url: z.string().nullable(),
  workload_minutes: z.number().int(),
  points: z.number().int().describe('Points a completion posts (fixed when the course was published)'),
  enrolment_rule: z.enum(ENROLMENT_RULES),
  is_online: z.boolean(),
  status: CourseStatusSchema,
  percent: z.number().int().min(0).max(100),
  favourite: z.boolean(),
  tags: z.array(Named),
  categories: z.array(Named),
  published_at: z.string(),
});
export type CourseCard = z.infer<typeof CourseCard>;

export const CataloguePage = z.object({
  results: z.array(CourseCard),
  next_cursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page'),
});
export type CataloguePage = z.infer<typeof CataloguePage>;

export const LearningFilters = z.object({
  areas: z.array(Named),
  groups: z.array(Named),
  tags: z.array(Named),
  categories: z.array(Named),
});
export type LearningFilters = z.infer<typeof LearningFilters>;

export const ActivityKindSchema = z.enum(ACTIVITY_KINDS);

export const ActivitySummary = z.object({
  id: z.number().int(),
  hierarchy_order: z.number().int(),
  kind: ActivityKindSchema,
  title: z.string(),
  menu: z.string().nullable().describe('The section heading the activity sits under'),
  duration_seconds: z.number().int().nullable(),
  completed: z.boolean(),
  opens: z
    .boolean()
    .describe('false while a blocked menu needs the earlier activities first, or the course is locked'),
});
export type ActivitySummary = z.infer<typeof ActivitySummary>;

export const ContentLockSchema = z
  .enum(['enrolment_required', 'prerequisite_pending'])
  .nullable()
  .describe('Why the content does not open yet; null when it does');

export const CourseDetail = CourseCard.extend({
  description: z.string(),
  enrolment: z.enum(ENROLMENT_STATES),
  can_enrol: z.boolean(),
  can_unenrol: z.boolean(),
  lock: ContentLockSchema,
  blocked_menu: z.boolean(),
  prerequisite: z
    .object({ id: z.number().int(), title: z.string(), done: z.boolean() })
    .nullable()
    .describe('The course to finish first (null: none, or one the learner cannot see)'),
  activities: z.array(ActivitySummary),
  resume_order: z
    .number()
    .int()
    .nullable()
    .describe('The activity to continue with: the first one not completed'),
  finished_at: z.string().nullable(),
});
export type CourseDetail = z.infer<typeof CourseDetail>;

export const CourseActivityParams = z.object({
  id: queryId(),
  order: z.coerce.number().int().min(1).max(100000),
});

export const ActivityProgress = z.object({
  position: z.number(),
  pages_seen: z.number().int(),
  completed: z.boolean(),
  seq: z.number().int(),
});
export type ActivityProgress = z.infer<typeof ActivityProgress>;

export const ActivityView = ActivitySummary.extend({
  course: z.object({ id: z.number().int(), title: z.string(), kind: CourseKind }),
  content: z
    .record(z.string(), z.unknown())
    .describe(
      'The kind’s settings: `url` (video, audio, pdf, …), `video_id` (youtube, vimeo), `pages`, `min_seconds`',
    ),
  progress: ActivityProgress.nullable(),
  previous_order: z.number().int().nullable(),
  next_order: z.number().int().nullable(),
});
export type ActivityView = z.infer<typeof ActivityView>;

export const ProgressSave = z.object({
  seq: z
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1)
    .describe(
      'Increases with every save of the activity; a save not newer than the stored one changes nothing',
    ),
  position: z
    .number()
    .min(0)
    .max(10_000_000)
    .describe('Media position in seconds, or the page shown (1-based)'),
  pages_seen: z.number().int().min(0).max(100_000).default(0),
  completed: z.boolean().default(false).describe('The player says the completion rule is met'),
});
export type ProgressSave = z.infer<typeof ProgressSave>;

export const CourseProgressSummary = z.object({
  status: CourseStatusSchema,
  percent: z.number().int(),
  completed_activities: z.number().int(),
  total_activities: z.number().int(),
  points_awarded: z
    .number()
    .int()
    .nullable()
    .describe('Points this save posted (the course was just completed)'),
});
export type CourseProgressSummary = z.infer<typeof CourseProgressSummary>;

export const ProgressSaved = z.object({
  activity: ActivityProgress,
  course: CourseProgressSummary,
});
export type ProgressSaved = z.infer<typeof ProgressSaved>;

export const FavouriteState = z.object({ favourite: z.boolean() });

export const TrailItem = z.object({
  position: z.number().int(),
  type: z
    .enum(['course', 'presential_catalog', 'webinar', 'live_class'])
    .describe('Courses today; the other slots are filled by the live classes issue'),
  course: CourseCard.nullable().describe(
    'The course of a `course` item; null when the learner cannot see it',
  ),
  opens: z
    .boolean()
    .describe('false while the trail is locked, or while earlier items of a blocked trail are pending'),
});
export type TrailItem = z.infer<typeof TrailItem>;

export const TrailDetail = CourseCard.extend({
  description: z.string(),
  enrolment: z.enum(ENROLMENT_STATES),
  can_enrol: z.boolean(),
  can_unenrol: z.boolean(),
  lock: ContentLockSchema,
  blocked_menu: z.boolean().describe('Items open only in order'),
  prerequisite: CourseDetail.shape.prerequisite,
  items: z.array(TrailItem),
  completed_items: z.number().int(),
  resume_course_id: z
    .number()
    .int()
    .nullable()
    .describe('The course to continue with: the first item not completed'),
  finished_at: z.string().nullable(),
});
export type TrailDetail = z.infer<typeof TrailDetail>;

export const LearningHome = z.object({
  continue: z.array(CourseCard).describe('Courses in progress, most recent first'),
  new: z.array(CourseCard).describe('Published in the last 30 days and not started'),
});
export type LearningHome = z.infer<typeof LearningHome>;
