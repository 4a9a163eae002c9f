import { z } from 'zod';
import { id, queryId } from './common.ts';
import { CourseProgressSummary } from './learning.ts';

/**
 * SCORM packages (docs/learning.md "SCORM"): an author imports a completed upload (a zip) into a `scorm` activity;
 * the learner's player reads the launch data (the package's SCOs in organization order, each with its launch URL on
 * the content origin and the learner's saved CMI data) and commits each SCO's CMI data as the learner goes. Every
 * commit carries a `seq`: a commit not newer than the stored one changes nothing and answers what is stored.
 */

export const SCORM_VERSIONS = ['1.2', '2004'] as const;
export const ScormVersion = z.enum(SCORM_VERSIONS);
export type ScormVersion = z.infer<typeof ScormVersion>;

/** Largest `suspend_data` kept, in characters (SCORM 1.2 says 4,096, 2004 64,000: packages write more). */
export const SCORM_SUSPEND_DATA_MAX = 256 * 1024;
/** Largest location (`cmi.core.lesson_location` / `cmi.location`), in characters. */
export const SCORM_LOCATION_MAX = 1000;
/** Largest `extra` (the other CMI elements, kept as sent), in bytes of its JSON text. */
export const SCORM_EXTRA_MAX_BYTES = 64 * 1024;

/** SCORM 1.2 `cmi.core.lesson_status`. */
export const SCORM_LESSON_STATUSES = [
  'passed',
  'completed',
  'failed',
  'incomplete',
  'browsed',
  'not attempted',
] as const;
/** SCORM 2004 `cmi.completion_status`. */
export const SCORM_COMPLETION_STATUSES = ['completed', 'incomplete', 'not attempted', 'unknown'] as const;
/** SCORM 2004 `cmi.success_status`. */
export const SCORM_SUCCESS_STATUSES = ['passed', 'failed', 'unknown'] as const;

const scoreNumber = z.number().min(-1_000_000_000).max(1_000_000_000);

export const ScormScore = z.object({
  raw: scoreNumber.nullable(),
  min: scoreNumber.nullable(),
  max: scoreNumber.nullable(),
  scaled: z.number().min(-1).max(1).nullable().describe('SCORM 2004 only (−1…1)'),
});
export type ScormScore = z.infer<typeof ScormScore>;

/** The SCO identifier in a path: an XML ID of the manifest (letters, digits, `_`, `-`, `.`, `:`). */
export const ScormScoIdentifier = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[A-Za-z_:][A-Za-z0-9_.:-]*$/);

/** What is stored of one SCO for the learner: the CMI data a package reads back on its next launch. */
export const ScormScoState = z.object({
  identifier: z.string(),
  seq: z.number().int().describe('The last commit applied (0: none yet)'),
  entry: z.enum(['ab-initio', 'resume']).describe('`cmi.core.entry` / `cmi.entry` for the next launch'),
  suspend_data: z.string(),
  location: z.string(),
  lesson_status: z.enum(SCORM_LESSON_STATUSES).nullable().describe('SCORM 1.2'),
  completion_status: z.enum(SCORM_COMPLETION_STATUSES).nullable().describe('SCORM 2004'),
  success_status: z.enum(SCORM_SUCCESS_STATUSES).nullable().describe('SCORM 2004'),
  progress_measure: z.number().nullable().describe('SCORM 2004'),
  score: ScormScore.describe('As the package last sent it (what it reads back)'),
  best_score: ScormScore.nullable().describe(
    'The best score sent (highest scaled, else highest raw): reports',
  ),
  total_time_seconds: z.number().describe('Every session’s time added up'),
  total_time: z
    .string()
    .describe('The same, as the package reads it: `HHHH:MM:SS.SS` (1.2) or an ISO 8601 duration (2004)'),
  extra: z
    .record(z.string(), z.unknown())
    .describe('Other CMI elements (objectives, interactions…), as sent'),
  completed: z.boolean().describe('Counts as complete (1.2 passed or completed; 2004 completed or passed)'),
  updated_at: z.string().nullable(),
});
export type ScormScoState = z.infer<typeof ScormScoState>;

export const ScormSco = z.object({
  identifier: z.string().describe('The item’s identifier in the manifest: the key of the learner’s data'),
  title: z.string(),
  depth: z.number().int().describe('Nesting in the organization (0: top level), for indentation'),
  launch_url: z.string().describe('Absolute URL on the content origin, parameters included'),
  launch_data: z.string().nullable().describe('`adlcp:datafromlms` / `cmi.launch_data`'),
  mastery_score: z.number().nullable().describe('SCORM 1.2 `adlcp:masteryscore` (0–100)'),
  scaled_passing_score: z.number().nullable().describe('SCORM 2004 `imsss:minNormalizedMeasure`'),
  completion_threshold: z.number().nullable().describe('SCORM 2004 `adlcp:completionThreshold`'),
  state: ScormScoState,
});
export type ScormSco = z.infer<typeof ScormSco>;

/** GET /api/v1/learning/activities/:id/scorm: what the player needs to launch and resume the package. */
export const ScormLaunch = z.object({
  activity_id: z.number().int(),
  package_id: z.number().int(),
  package_version: z.number().int().describe('1 for the first import; a re-upload makes the next'),
  version: ScormVersion,
  schema_version: z.string().describe('As the manifest says it (`1.2`, `2004 4th Edition`, `CAM 1.3`…)'),
  title: z.string().describe('The default organization’s title'),
  content_origin: z.string().describe('The origin the package is served from (never the app’s)'),
  learner: z
    .object({ id: z.string(), name: z.string() })
    .describe('`cmi.core.student_id`/`learner_id`, name'),
  scos: z.array(ScormSco).describe('In organization order (nested items flattened in document order)'),
  resume_sco: z.string().describe('The SCO to open: the last one the learner was in, else the first'),
  next_seq: z.number().int().describe('The seq of the next commit (any larger one works too)'),
  completed: z.boolean().describe('The activity counts as complete (every SCO complete)'),
});
export type ScormLaunch = z.infer<typeof ScormLaunch>;

export const ScormCommitParams = z.object({ id: queryId(), sco: ScormScoIdentifier });

/**
 * One SCO's CMI data as the runtime holds it. An element left out keeps its stored value (so a final commit sent with
 * `fetch(…, { keepalive: true })`, whose body browsers cap at 64 KiB, may leave out an unchanged `suspend_data`).
 */
export const ScormCmi = z.object({
  suspend_data: z.string().max(SCORM_SUSPEND_DATA_MAX).optional(),
  location: z.string().max(SCORM_LOCATION_MAX).optional(),
  lesson_status: z.enum(SCORM_LESSON_STATUSES).optional().describe('SCORM 1.2 only'),
  completion_status: z.enum(SCORM_COMPLETION_STATUSES).optional().describe('SCORM 2004 only'),
  success_status: z.enum(SCORM_SUCCESS_STATUSES).optional().describe('SCORM 2004 only'),
  progress_measure: z.number().min(0).max(1).optional().describe('SCORM 2004 only'),
  score: ScormScore.partial().optional(),
  session_time: z
    .string()
    .max(64)
    .optional()
    .describe('This session’s time as the package wrote it: `HHHH:MM:SS.SS` (1.2) or ISO 8601 (2004)'),
  exit: z.string().max(20).optional().describe('`cmi.core.exit` / `cmi.exit`, kept for reports'),
  extra: z
    .record(z.string(), z.unknown())
    .optional()
    .describe('Other CMI elements to keep and hand back on resume (at most 64 KiB of JSON)'),
});
export type ScormCmi = z.infer<typeof ScormCmi>;

/** PUT /api/v1/learning/activities/:id/scorm/:sco */
export const ScormCommit = z.object({
  seq: z
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1)
    .describe(
      'Increases with every commit of the activity; one not newer than the SCO’s stored one changes nothing',
    ),
  session: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .describe(
      'One id per opening of the SCO (the player makes it): its session time counts once in the total',
    ),
  cmi: ScormCmi,
});
export type ScormCommit = z.infer<typeof ScormCommit>;

export const ScormCommitted = z.object({
  applied: z.boolean().describe('False when the commit was stale or replayed: `sco` is what is stored'),
  sco: ScormScoState,
  activity_completed: z.boolean(),
  course: CourseProgressSummary,
});
export type ScormCommitted = z.infer<typeof ScormCommitted>;

// Authoring: importing a package into a `scorm` activity.

export const ImportScormRequest = z.object({
  upload_id: id().describe('A completed upload of kind `package` (a zip with imsmanifest.xml at its root)'),
});
export type ImportScormRequest = z.infer<typeof ImportScormRequest>;

export const ScormPackageSummary = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  version: z.number().int().describe('1 for the first import; each re-upload the next'),
  scorm_version: ScormVersion,
  schema_version: z.string(),
  title: z.string(),
  sco_count: z.number().int(),
  file_count: z.number().int(),
  size: z.number().int().describe('Uncompressed bytes'),
  created_at: z.string(),
});
export type ScormPackageSummary = z.infer<typeof ScormPackageSummary>;

export const ScormPackageState = z.object({ package: ScormPackageSummary.nullable() });
export type ScormPackageState = z.infer<typeof ScormPackageState>;
