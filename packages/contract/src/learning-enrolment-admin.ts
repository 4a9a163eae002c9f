import { ENROLMENT_STATES, FREE_TEXT_MAX_LENGTH } from '@elevar/domain';
import { z } from 'zod';
import { id, isoDate, PageQuery, queryId } from './common.ts';
import { CourseKind, CourseStatusSchema } from './learning.ts';

/**
 * Bulk enrolment and progress reports (docs/learning.md "Bulk enrolment and reports"), under
 * `/api/v1/admin/learning/`: programme administrators (and superusers acting in a client) for any course or trail of
 * the client, instructors for the courses they created. A course of another client, or another instructor's, answers
 * 404; anyone else 403. A trail is a course of kind `trail`: the same endpoints serve it.
 */

/** The most usernames one request (JSON list or CSV file) names; groups add their members on top. */
export const BULK_ENROLMENT_MAX_USERNAMES = 20000;
/** The most groups one request names. */
export const BULK_ENROLMENT_MAX_GROUPS = 100;

/**
 * POST /api/v1/admin/learning/courses/:id/bulk-enrolments: usernames (a CSV read in the browser is sent as this
 * list; `…/bulk-enrolments/import` takes the file itself) and/or user groups whose members are enrolled. At least
 * one username or group (400 `usernames` otherwise). Usernames match case-insensitively, users of the client only;
 * repeated ones count once.
 */
export const BulkEnrolmentRequest = z.object({
  usernames: z
    .array(z.string().trim().min(1).max(FREE_TEXT_MAX_LENGTH))
    .max(BULK_ENROLMENT_MAX_USERNAMES)
    .optional(),
  group_ids: z
    .array(id())
    .max(BULK_ENROLMENT_MAX_GROUPS)
    .optional()
    .describe("The client's user groups: their members when the job starts"),
});
export type BulkEnrolmentRequest = z.infer<typeof BulkEnrolmentRequest>;

export const BULK_ENROLMENT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const BulkEnrolmentState = z.enum(BULK_ENROLMENT_STATUSES);
export type BulkEnrolmentState = z.infer<typeof BulkEnrolmentState>;

/**
 * What the job did so far (final once `done`): users newly enrolled (re-enrolling one who had left counts here),
 * users already enrolled, and the usernames that name no user of the client, as sent (groups add no unknowns).
 */
export const BulkEnrolmentReport = z.object({
  enrolled: z.number().int(),
  already_enrolled: z.number().int(),
  unknown: z.array(z.string()),
});
export type BulkEnrolmentReport = z.infer<typeof BulkEnrolmentReport>;

/** A bulk enrolment job: the 202 answer of the request and GET …/bulk-enrolments/:id. */
export const BulkEnrolment = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  course_kind: CourseKind,
  status: BulkEnrolmentState,
  /** Distinct users and unknown usernames to process; null while queued (groups are expanded when the job starts). */
  total: z.number().int().nullable(),
  processed: z.number().int(),
  report: BulkEnrolmentReport,
  requested_by: z.number().int().nullable(),
  created_at: z.string(),
  /** When it ended (`done` or `failed`). */
  finished_at: z.string().nullable(),
});
export type BulkEnrolment = z.infer<typeof BulkEnrolment>;

/**
 * Pushed over the realtime socket (/ws) to the administrator who asked, after every batch and when the job ends:
 * enough for a progress bar; the report is read with GET …/bulk-enrolments/:id once `status` is `done`.
 */
export const BulkEnrolmentProgressEvent = z.object({
  type: z.literal('bulk_enrolment_progress'),
  client_id: z.number().int(),
  bulk_enrolment: z.object({
    id: z.number().int(),
    course_id: z.number().int(),
    status: BulkEnrolmentState,
    total: z.number().int().nullable(),
    processed: z.number().int(),
  }),
});
export type BulkEnrolmentProgressEvent = z.infer<typeof BulkEnrolmentProgressEvent>;

// Progress reports per course or trail.

/**
 * The report's filters (the list and its CSV): `status` the learner's course state (SPEC §4, `enrolled` when
 * enrolled and not started, `not_started` otherwise), `group` a user group of the client the learner is in,
 * `search` part of the username or full name, `completed_from`/`completed_to` the day it was finished (UTC, both
 * included).
 */
export const CourseReportFilter = z.object({
  status: CourseStatusSchema.optional(),
  group: queryId().optional(),
  search: z.string().trim().max(100).optional(),
  completed_from: isoDate().optional(),
  completed_to: isoDate().optional(),
});
export type CourseReportFilter = z.infer<typeof CourseReportFilter>;

export const CourseReportQuery = PageQuery.extend(CourseReportFilter.shape);
export type CourseReportQuery = z.infer<typeof CourseReportQuery>;

export const EnrolmentStateSchema = z.enum(ENROLMENT_STATES);

/** One learner of the course: enrolled (now or before) or with progress in it. */
export const CourseReportRow = z.object({
  user_id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  enrolment: EnrolmentStateSchema,
  status: CourseStatusSchema,
  percent: z.number().int(),
  /** Activities completed of a course, courses completed of a trail. */
  completed_count: z.number().int(),
  total_count: z.number().int(),
  enrolled_at: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** The best score recorded (tests, SCORM), when any is known; null otherwise. */
  best_score: z.number().nullable(),
  last_activity_at: z.string().nullable(),
});
export type CourseReportRow = z.infer<typeof CourseReportRow>;

/** Learners per status, over the filters other than `status` (every status present, zero included). */
export const CourseReportSummary = z.record(CourseStatusSchema, z.number().int());
export type CourseReportSummary = z.infer<typeof CourseReportSummary>;

/** GET /api/v1/admin/learning/courses/:id/report: by username, paged. */
export const CourseReportPage = z.object({
  course: z.object({ id: z.number().int(), kind: CourseKind, title: z.string() }),
  summary: CourseReportSummary,
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(CourseReportRow),
});
export type CourseReportPage = z.infer<typeof CourseReportPage>;
