import { ENROLMENT_RULES, FREE_TEXT_MAX_LENGTH, LANGUAGE_CODES, TEST_KINDS } from '@elevar/domain';
import { z } from 'zod';
import { id, PageQuery, pageOf, queryId } from './common.ts';
import { CourseKind } from './learning.ts';

/**
 * Learning authoring (docs/learning.md, "Authoring"): instructors build their own courses, programme administrators
 * (and superusers acting in a client) edit and publish any course of the client they act in. Another client's course,
 * or another instructor's, answers 404. Texts come with every language the author wrote, for editing; the answers of
 * the activity endpoints are the whole course for editing, so the editor redraws from one shape.
 */

export const AUTHORING_COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export const AuthoringCourseStatus = z.enum(AUTHORING_COURSE_STATUSES);
export type AuthoringCourseStatus = z.infer<typeof AuthoringCourseStatus>;

/** A course description's longest text per language. */
export const COURSE_DESCRIPTION_MAX_LENGTH = 5000;
/** The most ids a course may link of one list (groups, tags, categories, areas). */
export const COURSE_LINKS_MAX = 100;
/** The most activity ids one reorder names (and so the most activities a course holds). */
export const COURSE_ACTIVITIES_MAX = 500;

function partialText(maxLength: number) {
  const one = z
    .string()
    .trim()
    .max(maxLength)
    .optional()
    .describe('Blank or missing: the course has no text in this language');
  return z.strictObject(
    Object.fromEntries(LANGUAGE_CODES.map((code) => [code, one])) as Record<
      (typeof LANGUAGE_CODES)[number],
      typeof one
    >,
  );
}

/**
 * A text an author writes in some languages: each language optional (blank is none); the server requires the client's
 * default language (400 naming `<field>.<language>`). A text sent replaces the stored one whole.
 */
export const PartialTitle = partialText(FREE_TEXT_MAX_LENGTH);
export const PartialDescription = partialText(COURSE_DESCRIPTION_MAX_LENGTH);
export type PartialText = z.infer<typeof PartialTitle>;

/** Texts per language as stored: only the languages that have one. */
export const AuthoredText = z.partialRecord(z.enum(LANGUAGE_CODES), z.string());
export type AuthoredText = z.infer<typeof AuthoredText>;

/**
 * A media or page address an activity or cover points at: a stored file's signed URL (an upload's answer,
 * `/api/v1/files/<key>?sig=…`) or an https address.
 */
export const MediaUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => /^\/api\/v1\/files\/[A-Za-z0-9_-]{43}\?sig=[A-Za-z0-9_-]+$/.test(value) || isHttps(value),
    {
      message: 'an https address or a stored file’s URL',
    },
  )
  .describe('https://… or an upload’s `/api/v1/files/<key>?sig=…`');

/** The only SlideShare address the player frames: the embed code's `src`. */
export const SLIDESHARE_EMBED =
  /^https:\/\/(www\.)?slideshare\.net\/slideshow\/embed_code\/key\/[A-Za-z0-9]{4,40}$/;

/** An absolute https address with a host and no spaces. */
function isHttps(value: string): boolean {
  return /^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?([/?#]\S*)?$/.test(value);
}

const idList = z.array(id()).max(COURSE_LINKS_MAX);

const courseFields = {
  description: PartialDescription.optional(),
  cover_url: MediaUrl.nullable().optional(),
  category_ids: idList.optional().describe("The client's course categories"),
  tag_ids: idList.optional().describe("The client's tags"),
  group_ids: idList.optional().describe('User groups the course is shown to (none: everyone)'),
  area_ids: idList.optional().describe("Country areas of the client's countries the course is meant for"),
  workload_minutes: z.number().int().min(0).max(100000).optional(),
  points: z
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .optional()
    .describe('What a completion will post once published: publishing freezes it'),
  prerequisite_course_id: id()
    .nullable()
    .optional()
    .describe('Another course of the client to finish first (not itself, no cycle)'),
  enrolment_rule: z.enum(ENROLMENT_RULES).optional(),
  languages: z
    .array(z.enum(LANGUAGE_CODES))
    .min(1)
    .max(LANGUAGE_CODES.length)
    .nullable()
    .optional()
    .describe('The languages the course is offered in; null: every language'),
  blocked_menu: z.boolean().optional().describe('Activities open only in order'),
  grants_certificate: z
    .boolean()
    .optional()
    .describe('A learner who finishes or passes it is issued a certificate at that moment (default off)'),
  in_portfolio: z
    .boolean()
    .optional()
    .describe(
      "Shown in the client's public portfolio once published (programme administrators only: an instructor's change is 403)",
    ),
};

export const CreateCourseRequest = z.object({
  kind: CourseKind.default('online_course'),
  title: PartialTitle,
  ...courseFields,
});
export type CreateCourseRequest = z.infer<typeof CreateCourseRequest>;

/** Every field optional; a field sent replaces the stored value (lists and texts whole). */
export const UpdateCourseRequest = z.object({ title: PartialTitle.optional(), ...courseFields });
export type UpdateCourseRequest = z.infer<typeof UpdateCourseRequest>;

export const AuthoringCourseQuery = PageQuery.extend({
  status: AuthoringCourseStatus.optional(),
  kind: CourseKind.optional(),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Words of the title or description, accents ignored'),
  mine: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('Only the courses I created (an instructor always sees only theirs)'),
});
export type AuthoringCourseQuery = z.infer<typeof AuthoringCourseQuery>;

const Person = z.object({ id: z.number().int(), full_name: z.string() }).nullable();

export const AuthoringCourseSummary = z.object({
  id: z.number().int(),
  kind: CourseKind,
  status: AuthoringCourseStatus,
  title: z.string().describe('In the request’s language, else the client’s default, else any'),
  cover_url: z.string().nullable(),
  points: z.number().int(),
  published_points: z
    .number()
    .int()
    .nullable()
    .describe('What a completion posts now (null: never published)'),
  activity_count: z.number().int(),
  created_by: Person,
  can_publish: z.boolean(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type AuthoringCourseSummary = z.infer<typeof AuthoringCourseSummary>;

export const AuthoringCoursePage = pageOf(AuthoringCourseSummary);
export type AuthoringCoursePage = z.infer<typeof AuthoringCoursePage>;

/**
 * The kinds an author adds in the course editor (a `scorm` activity gets its package by `POST …/activities/:id/scorm`).
 * Test kinds are added through the API too (`ActivityInput`), their rules set by the assessment endpoints.
 */
export const AUTHORED_ACTIVITY_KINDS = [
  'pdf',
  'video',
  'audio',
  'youtube',
  'vimeo',
  'wowza',
  'scorm_cloud',
  'html',
  'flash',
  'ppt',
  'linkedin_slidshare',
  'scorm',
] as const;
export type AuthoredActivityKind = (typeof AUTHORED_ACTIVITY_KINDS)[number];

const pages = z.number().int().min(1).max(10000).describe('Number of pages (the completion rule: all seen)');
const minSeconds = z
  .number()
  .int()
  .min(1)
  .max(86400)
  .optional()
  .describe('Least time open before it counts as viewed (default 10 s)');

const activityFields = {
  title: PartialTitle,
  menu: PartialTitle.nullable().optional().describe('The section heading the activity sits under'),
  duration_seconds: z
    .number()
    .int()
    .min(1)
    .max(7 * 86400)
    .nullable()
    .optional()
    .describe('Media length (video, audio, youtube, vimeo, wowza): the completion rule and its plausibility'),
};

/**
 * A ppt activity's content (docs/learning.md "Presentations"): the uploaded file (`url`) and how it is shown, as the
 * upload's `presentation` answer says: converted to a pdf (`pdf_url`, its `pages`), a pptx rendered in the browser
 * (`format: 'pptx'`, its slide count) or a legacy .ppt offered for download only (counted as viewed).
 */
export const PptContent = z.union([
  z.object({
    url: MediaUrl,
    pages,
    pdf_url: MediaUrl.optional().describe('The pdf the server converted it to (LibreOffice): shown as pages'),
    format: z.literal('pptx').optional().describe('Without `pdf_url`: the pptx is rendered in the browser'),
  }),
  z.object({
    url: MediaUrl,
    format: z.literal('ppt'),
    download_only: z
      .literal(true)
      .describe('A legacy .ppt with no converter: offered for download, counted as viewed'),
    min_seconds: minSeconds,
  }),
]);
export type PptContent = z.infer<typeof PptContent>;

/** An activity as the author writes it: per kind, the content the player reads. */
export const ActivityInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['video', 'audio', 'wowza']),
    ...activityFields,
    content: z.object({ url: MediaUrl }),
  }),
  z.object({
    kind: z.literal('youtube'),
    ...activityFields,
    content: z.object({
      video_id: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{11}$/),
    }),
  }),
  z.object({
    kind: z.literal('vimeo'),
    ...activityFields,
    content: z.object({
      video_id: z
        .string()
        .trim()
        .regex(/^\d{1,12}$/),
    }),
  }),
  z.object({ kind: z.literal('pdf'), ...activityFields, content: z.object({ url: MediaUrl, pages }) }),
  z.object({ kind: z.literal('ppt'), ...activityFields, content: PptContent }),
  z.object({
    kind: z.enum(['flash', 'scorm_cloud']),
    ...activityFields,
    content: z.object({ url: MediaUrl, min_seconds: minSeconds }),
  }),
  z.object({
    kind: z.literal('html'),
    ...activityFields,
    content: z.object({
      url: MediaUrl.optional().describe(
        'An https page to frame when no package is imported (the package comes by POST …/activities/:id/html)',
      ),
      min_seconds: minSeconds,
    }),
  }),
  z.object({
    kind: z.literal('linkedin_slidshare'),
    ...activityFields,
    content: z.object({
      url: z
        .string()
        .trim()
        .regex(SLIDESHARE_EMBED)
        .describe(
          'The `src` of SlideShare’s embed code: https://www.slideshare.net/slideshow/embed_code/key/<key>',
        ),
      min_seconds: minSeconds,
    }),
  }),
  z.object({
    kind: z.literal('scorm'),
    ...activityFields,
    content: z
      .object({})
      .describe('Nothing: the package is imported into the activity by POST …/activities/:id/scorm'),
  }),
  z.object({
    kind: z.enum(TEST_KINDS),
    ...activityFields,
    content: z
      .object({})
      .describe(
        'Nothing: the test’s rules and questions are set by PUT /api/v1/admin/assessment/activities/:id',
      ),
  }),
]);
export type ActivityInput = z.infer<typeof ActivityInput>;

export const AuthoringActivity = z.object({
  id: z.number().int(),
  hierarchy_order: z.number().int(),
  kind: z.string(),
  title: AuthoredText,
  menu: AuthoredText.nullable(),
  content: z.record(z.string(), z.unknown()),
  duration_seconds: z.number().int().nullable(),
  learners_with_progress: z
    .number()
    .int()
    .describe('Learners who opened it: an activity with progress cannot be deleted'),
});
export type AuthoringActivity = z.infer<typeof AuthoringActivity>;

/** A course for editing: every language's texts, its links by id, and its activities in order. */
export const AuthoringCourse = z.object({
  id: z.number().int(),
  kind: CourseKind,
  status: AuthoringCourseStatus,
  title: AuthoredText,
  description: AuthoredText,
  cover_url: z.string().nullable(),
  category_ids: z.array(z.number().int()),
  tag_ids: z.array(z.number().int()),
  group_ids: z.array(z.number().int()),
  area_ids: z.array(z.number().int()),
  workload_minutes: z.number().int(),
  points: z.number().int(),
  published_points: z.number().int().nullable(),
  prerequisite: z
    .object({ id: z.number().int(), title: z.string(), status: AuthoringCourseStatus })
    .nullable(),
  enrolment_rule: z.enum(ENROLMENT_RULES),
  languages: z.array(z.enum(LANGUAGE_CODES)).nullable(),
  blocked_menu: z.boolean(),
  grants_certificate: z.boolean().describe('A learner who finishes or passes it is issued a certificate'),
  is_online: z.boolean(),
  in_portfolio: z
    .boolean()
    .describe("Shown in the client's public portfolio (when published and for every group)"),
  default_language: z.enum(LANGUAGE_CODES).describe('The client’s default language: its texts are required'),
  created_by: Person,
  can_publish: z.boolean().describe('The actor may publish, unpublish and archive it'),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  activities: z.array(AuthoringActivity),
});
export type AuthoringCourse = z.infer<typeof AuthoringCourse>;

export const ActivityParams = z.object({ id: queryId() });

export const ReorderActivitiesRequest = z.object({
  activity_ids: z
    .array(id())
    .min(1)
    .max(COURSE_ACTIVITIES_MAX)
    .describe('Every activity of the course, once each, in the new order'),
});
export type ReorderActivitiesRequest = z.infer<typeof ReorderActivitiesRequest>;
