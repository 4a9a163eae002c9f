import type {
  CourseProgressSummary,
  ScormCommit,
  ScormCommitted,
  ScormLaunch,
  ScormScoState,
  ScormVersion,
} from '@elevar/contract';
import { SCORM_EXTRA_MAX_BYTES } from '@elevar/contract';
import { courseStatus, type LanguageCode } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import type { ScormItemRow } from '../../../db/migrations/20261127T1300_scorm.ts';
import type { Trx } from '../../../db/transaction.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { type CourseState, openActivity } from '../course.ts';
import { enrolmentStateOf } from '../mappers.ts';
import { recordActivityOutcome } from '../progress.ts';
import { type LockedProgress, lockProgress } from '../standing.ts';
import { betterScore, formatTotal, scoComplete, sessionSeconds } from './cmi.ts';

/**
 * The learner's side of a SCORM activity (docs/learning.md "SCORM"): the launch data (the package's SCOs in
 * organization order, each with its saved CMI data) and the CMI commits. Same visibility and lock rules as every
 * activity (`loadCourse` + `assertOpens`). A commit whose seq is not newer than the SCO's stored one changes nothing
 * and answers what is stored; the learner's course progress row is locked for the whole commit, so commits of one
 * course run one after the other.
 */

/** The `scorm` activity the learner may open, with its course; else 404 (or the course's 409s). */
async function openScormActivity(
  ctx: ServiceContext,
  auth: AuthContext,
  activityId: number,
  language: LanguageCode,
): Promise<CourseState> {
  const { state, activity } = await openActivity(ctx, auth, activityId, language);
  if (activity.kind !== 'scorm') throw notFound();
  return state;
}

async function latestPackage(db: ServiceContext['db'] | Trx, activityId: number) {
  const row = await db
    .selectFrom('scorm_packages')
    .select(['id', 'version', 'scorm_version', 'schema_version', 'title', 'public_key', 'items'])
    .where('activity_id', '=', activityId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new AppError('scorm.no_package', 409);
  return row;
}

type ScoRow = {
  sco: string;
  cmi: Record<string, unknown>;
  location: string;
  lesson_status: string | null;
  completion_status: string | null;
  success_status: string | null;
  score_raw: number | null;
  score_min: number | null;
  score_max: number | null;
  score_scaled: number | null;
  prior_seconds: number;
  session_id: string | null;
  session_seconds: number;
  completed: boolean;
  seq: number;
  updated_at: Date;
};

const SCO_COLUMNS = [
  'sco',
  'cmi',
  'location',
  'lesson_status',
  'completion_status',
  'success_status',
  'score_raw',
  'score_min',
  'score_max',
  'score_scaled',
  'prior_seconds',
  'session_id',
  'session_seconds',
  'completed',
  'seq',
  'updated_at',
] as const;

type Score = { raw: number | null; min: number | null; max: number | null; scaled: number | null };

function scoreOf(value: unknown): Score {
  const score = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const pick = (key: string) => (typeof score[key] === 'number' ? (score[key] as number) : null);
  return { raw: pick('raw'), min: pick('min'), max: pick('max'), scaled: pick('scaled') };
}

function stateOf(version: ScormVersion, identifier: string, row: ScoRow | undefined): ScormScoState {
  if (!row)
    return {
      identifier,
      seq: 0,
      entry: 'ab-initio',
      suspend_data: '',
      location: '',
      lesson_status: null,
      completion_status: null,
      success_status: null,
      progress_measure: null,
      score: { raw: null, min: null, max: null, scaled: null },
      best_score: null,
      total_time_seconds: 0,
      total_time: formatTotal(version, 0),
      extra: {},
      completed: false,
      updated_at: null,
    };
  const suspend = typeof row.cmi.suspend_data === 'string' ? row.cmi.suspend_data : '';
  const total = row.prior_seconds + row.session_seconds;
  const best = { raw: row.score_raw, min: row.score_min, max: row.score_max, scaled: row.score_scaled };
  const extra =
    row.cmi.extra && typeof row.cmi.extra === 'object' ? (row.cmi.extra as Record<string, unknown>) : {};
  return {
    identifier,
    seq: row.seq,
    entry: suspend !== '' || row.location !== '' ? 'resume' : 'ab-initio',
    suspend_data: suspend,
    location: row.location,
    lesson_status: row.lesson_status as ScormScoState['lesson_status'],
    completion_status: row.completion_status as ScormScoState['completion_status'],
    success_status: row.success_status as ScormScoState['success_status'],
    progress_measure: typeof row.cmi.progress_measure === 'number' ? row.cmi.progress_measure : null,
    score: scoreOf(row.cmi.score),
    best_score: best.raw === null && best.scaled === null ? null : best,
    total_time_seconds: Math.round(total * 100) / 100,
    total_time: formatTotal(version, total),
    extra,
    completed: row.completed,
    updated_at: row.updated_at.toISOString(),
  };
}

function scoRows(db: ServiceContext['db'] | Trx, userId: number, activityId: number) {
  return db
    .selectFrom('scorm_sco_data')
    .select(SCO_COLUMNS)
    .where('user_id', '=', userId)
    .where('activity_id', '=', activityId)
    .execute() as Promise<ScoRow[]>;
}

/** GET /api/v1/learning/activities/:id/scorm */
export async function scormLaunch(
  ctx: ServiceContext,
  auth: AuthContext,
  activityId: number,
  language: LanguageCode,
): Promise<ScormLaunch> {
  const state = await openScormActivity(ctx, auth, activityId, language);
  const origin = ctx.config.contentOrigin;
  if (!origin) throw new AppError('scorm.content_origin_unset', 503);
  const pkg = await latestPackage(ctx.db, activityId);
  const [rows, learner] = await Promise.all([
    scoRows(ctx.db, state.viewer.userId, activityId),
    ctx.db
      .selectFrom('users')
      .select(['username', 'full_name'])
      .where('id', '=', state.viewer.userId)
      .executeTakeFirstOrThrow(),
  ]);
  const byId = new Map(rows.map((row) => [row.sco, row]));
  const items = pkg.items;
  // the SCO last committed to (the highest seq: commits arriving out of order never move it back), else the first
  const known = rows.filter((row) => items.some((item) => item.identifier === row.sco));
  const last = known.reduce<ScoRow | null>(
    (top, row) => (top === null || row.seq > top.seq ? row : top),
    null,
  );
  const maxSeq = rows.reduce((max, row) => Math.max(max, row.seq), 0);
  return {
    activity_id: activityId,
    package_id: pkg.id,
    package_version: pkg.version,
    version: pkg.scorm_version,
    schema_version: pkg.schema_version,
    title: pkg.title,
    content_origin: origin,
    learner: { id: learner.username, name: learner.full_name },
    scos: items.map((item) => ({
      identifier: item.identifier,
      title: item.title,
      depth: item.depth,
      launch_url: `${origin}/content/scorm/${pkg.public_key}/${item.href}`,
      launch_data: item.launch_data,
      mastery_score: item.mastery_score,
      scaled_passing_score: item.scaled_passing_score,
      completion_threshold: item.completion_threshold,
      state: stateOf(pkg.scorm_version, item.identifier, byId.get(item.identifier)),
    })),
    resume_sco: last?.sco ?? items[0]?.identifier ?? '',
    next_seq: maxSeq + 1,
    completed: state.activities.find((a) => a.id === activityId)?.completed ?? false,
  };
}

/** 400 `scorm.invalid_value` naming the CMI element. */
function invalidValue(field: string): AppError {
  return new AppError('scorm.invalid_value', 400, [{ field: `cmi.${field}`, message: field }]);
}

/** Elements of the other SCORM version, malformed times and oversized extras are refused before anything is read. */
function checkCommit(version: ScormVersion, body: ScormCommit): number | null {
  const cmi = body.cmi;
  if (version === '1.2') {
    for (const field of ['completion_status', 'success_status', 'progress_measure'] as const)
      if (cmi[field] !== undefined) throw invalidValue(field);
    if (cmi.score?.scaled !== undefined && cmi.score.scaled !== null) throw invalidValue('score.scaled');
  } else if (cmi.lesson_status !== undefined) throw invalidValue('lesson_status');
  if (cmi.extra !== undefined && Buffer.byteLength(JSON.stringify(cmi.extra)) > SCORM_EXTRA_MAX_BYTES)
    throw invalidValue('extra');
  if (cmi.session_time === undefined) return null;
  const seconds = sessionSeconds(version, cmi.session_time);
  if (seconds === null) throw invalidValue('session_time');
  return seconds;
}

function progressSummary(state: CourseState, locked: LockedProgress): CourseProgressSummary {
  return {
    status: courseStatus(locked.state, enrolmentStateOf(state.card)),
    percent: locked.percent,
    completed_activities: locked.completed_activities,
    total_activities: locked.total_activities,
    points_awarded: null,
  };
}

/** PUT /api/v1/learning/activities/:id/scorm/:sco */
export async function scormCommit(
  ctx: ServiceContext,
  auth: AuthContext,
  activityId: number,
  sco: string,
  body: ScormCommit,
  language: LanguageCode,
): Promise<ScormCommitted> {
  const state = await openScormActivity(ctx, auth, activityId, language);
  const pkg = await latestPackage(ctx.db, activityId);
  const item = pkg.items.find((i) => i.identifier === sco);
  if (!item) throw new AppError('scorm.unknown_sco', 404);
  const version = pkg.scorm_version;
  const sessionTime = checkCommit(version, body);
  const now = ctx.clock.now();
  const { userId, clientId } = state.viewer;

  return ctx.db.transaction().execute(async (trx) => {
    const locked = await lockProgress(trx, state.viewer, state.card.id, now);
    if (locked.state === 'blocked') throw new AppError('learning.progress_blocked', 409);
    const stored = (await trx
      .selectFrom('scorm_sco_data')
      .select(SCO_COLUMNS)
      .where('user_id', '=', userId)
      .where('activity_id', '=', activityId)
      .where('sco', '=', sco)
      .executeTakeFirst()) as ScoRow | undefined;
    const activityRow = await trx
      .selectFrom('activity_progress')
      .select('completed')
      .where('user_id', '=', userId)
      .where('activity_id', '=', activityId)
      .executeTakeFirst();
    if (stored && body.seq <= stored.seq)
      return {
        applied: false,
        sco: stateOf(version, sco, stored),
        activity_completed: activityRow?.completed ?? false,
        course: progressSummary(state, locked),
      };

    const cmi = body.cmi;
    const before = stored?.cmi ?? {};
    const sentScore = { ...scoreOf(before.score), ...(cmi.score ?? {}) };
    const score: Score = {
      raw: sentScore.raw ?? null,
      min: sentScore.min ?? null,
      max: sentScore.max ?? null,
      scaled: sentScore.scaled ?? null,
    };
    const storedBest = stored
      ? { raw: stored.score_raw, min: stored.score_min, max: stored.score_max, scaled: stored.score_scaled }
      : null;
    const best = cmi.score !== undefined && betterScore(storedBest, score) ? score : storedBest;
    const status = {
      lesson_status: cmi.lesson_status ?? stored?.lesson_status ?? null,
      completion_status: cmi.completion_status ?? stored?.completion_status ?? null,
      success_status: cmi.success_status ?? stored?.success_status ?? null,
      progress_measure:
        cmi.progress_measure ??
        (typeof before.progress_measure === 'number' ? before.progress_measure : null),
      score,
    };
    const completed = (stored?.completed ?? false) || scoComplete(version, item as ScormItemRow, status);
    const sameSession = stored?.session_id === body.session;
    const prior = stored
      ? sameSession
        ? stored.prior_seconds
        : stored.prior_seconds + stored.session_seconds
      : 0;
    const current = sessionTime ?? (sameSession ? (stored?.session_seconds ?? 0) : 0);
    const nextCmi: Record<string, unknown> = {
      suspend_data: cmi.suspend_data ?? (typeof before.suspend_data === 'string' ? before.suspend_data : ''),
      score,
      progress_measure: status.progress_measure,
      exit: cmi.exit ?? before.exit ?? null,
      extra: cmi.extra ?? before.extra ?? {},
    };
    const values = {
      cmi: JSON.stringify(nextCmi),
      location: cmi.location ?? stored?.location ?? '',
      lesson_status: status.lesson_status,
      completion_status: status.completion_status,
      success_status: status.success_status,
      score_raw: best?.raw ?? null,
      score_min: best?.min ?? null,
      score_max: best?.max ?? null,
      score_scaled: best?.scaled ?? null,
      prior_seconds: prior,
      session_id: body.session,
      session_seconds: current,
      completed,
      seq: body.seq,
      completed_at: completed && !stored?.completed ? now : null,
      updated_at: now,
    };
    const { completed_at, ...update } = values;
    const written = (await trx
      .insertInto('scorm_sco_data')
      .values({ ...values, user_id: userId, activity_id: activityId, client_id: clientId, sco })
      .onConflict((oc) =>
        oc.columns(['user_id', 'activity_id', 'sco']).doUpdateSet({
          ...update,
          ...(completed_at ? { completed_at } : {}),
        }),
      )
      .returning(SCO_COLUMNS)
      .executeTakeFirstOrThrow()) as ScoRow;

    const done = await trx
      .selectFrom('scorm_sco_data')
      .select('sco')
      .where('user_id', '=', userId)
      .where('activity_id', '=', activityId)
      .where('completed', '=', true)
      .execute();
    const doneSet = new Set(done.map((row) => row.sco));
    const allDone = pkg.items.every((i) => doneSet.has(i.identifier));
    const outcome = await recordActivityOutcome(
      trx,
      state,
      locked,
      activityId,
      { completed: allDone, seq: body.seq },
      now,
    );
    return {
      applied: true,
      sco: stateOf(version, sco, written),
      activity_completed: outcome.completed,
      course: outcome.course,
    };
  });
}
