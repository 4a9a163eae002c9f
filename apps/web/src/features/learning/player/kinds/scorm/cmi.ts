import {
  SCORM_COMPLETION_STATUSES,
  SCORM_LESSON_STATUSES,
  SCORM_SUCCESS_STATUSES,
  type ScormCmi,
  type ScormLaunch,
  type ScormSco,
  type ScormVersion,
} from '@elevar/contract';

/**
 * Where the content origin serves the bridge page (apps/server/src/modules/learning/scorm/bridge/: bridge.html and bridge.js, with scorm-again's
 * cross-frame-api.min.js beside them): the frame the player opens, which defines `API` / `API_1484_11` with
 * scorm-again's CrossFrameAPI and opens the SCO in a frame of its own, so the SCO finds the runtime in its parent
 * (same origin) while the real runtime lives in the app's page (another origin) behind CrossFrameLMS.
 */
export const SCORM_BRIDGE_PATH = '/content/scorm/_runtime/bridge.html';

/** The bridge frame's address: the SCO's launch URL and the app's origin in the fragment (never sent to a server). */
export function bridgeUrl(launch: ScormLaunch, sco: ScormSco, appOrigin: string): string {
  const hash = new URLSearchParams({ sco: sco.launch_url, lms: appOrigin, version: launch.version });
  return `${launch.content_origin}${SCORM_BRIDGE_PATH}#${hash.toString()}`;
}

type Flat = Record<string, string>;

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** CMI elements kept in `extra` (handed back on resume as sent). */
const EXTRA_PREFIXES: Record<ScormVersion, readonly string[]> = {
  '1.2': ['cmi.objectives.', 'cmi.interactions.', 'cmi.comments', 'cmi.student_preference.'],
  '2004': ['cmi.objectives.', 'cmi.interactions.', 'cmi.comments_from_learner.', 'cmi.learner_preference.'],
};
/** Elements the runtime computes or the LMS sets: never sent back as `extra`. */
const EXTRA_SKIP = /\._count$|\._children$|\.correct_responses\._count$/;

/** The runtime's starting data for one SCO (flattened CMI): the learner, the launch data and the saved state. */
export function seedCmi(launch: ScormLaunch, sco: ScormSco): Flat {
  const state = sco.state;
  const flat: Flat = {};
  const put = (key: string, value: unknown) => {
    const v = text(value);
    if (v !== '') flat[key] = v;
  };
  for (const [key, value] of Object.entries(state.extra)) if (key.startsWith('cmi.')) put(key, value);
  put('cmi.suspend_data', state.suspend_data);
  put('cmi.launch_data', sco.launch_data);
  if (launch.version === '1.2') {
    put('cmi.core.student_id', launch.learner.id);
    put('cmi.core.student_name', launch.learner.name);
    put('cmi.core.lesson_location', state.location);
    put('cmi.core.entry', state.entry === 'resume' ? 'resume' : 'ab-initio');
    put('cmi.core.lesson_status', state.lesson_status ?? 'not attempted');
    put('cmi.core.score.raw', state.score.raw);
    put('cmi.core.score.min', state.score.min);
    put('cmi.core.score.max', state.score.max);
    put('cmi.core.total_time', state.total_time);
    put('cmi.student_data.mastery_score', sco.mastery_score);
  } else {
    put('cmi.learner_id', launch.learner.id);
    put('cmi.learner_name', launch.learner.name);
    put('cmi.location', state.location);
    put('cmi.entry', state.entry === 'resume' ? 'resume' : 'ab-initio');
    put('cmi.completion_status', state.completion_status ?? 'unknown');
    put('cmi.success_status', state.success_status ?? 'unknown');
    put('cmi.progress_measure', state.progress_measure);
    put('cmi.score.raw', state.score.raw);
    put('cmi.score.min', state.score.min);
    put('cmi.score.max', state.score.max);
    put('cmi.score.scaled', state.score.scaled);
    put('cmi.total_time', state.total_time);
    put('cmi.scaled_passing_score', sco.scaled_passing_score);
    put('cmi.completion_threshold', sco.completion_threshold);
  }
  return flat;
}

const num = (value: string | undefined): number | null => {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

function oneOf<T extends string>(list: readonly T[], value: string | undefined): T | undefined {
  return list.includes(value as T) ? (value as T) : undefined;
}

/** What one SCO's runtime holds, as the commit body's `cmi` (elements left empty are left out). */
export function cmiOf(version: ScormVersion, flat: Record<string, unknown>): ScormCmi {
  const get = (key: string): string | undefined => {
    const value = flat[key];
    return value === undefined || value === null ? undefined : String(value);
  };
  const present = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);
  const extra: Record<string, string> = {};
  for (const [key, value] of Object.entries(flat))
    if (
      (typeof value === 'string' || typeof value === 'number') &&
      EXTRA_PREFIXES[version].some((prefix) => key.startsWith(prefix)) &&
      !EXTRA_SKIP.test(key)
    ) {
      const v = String(value);
      if (v !== '') extra[key] = v;
    }
  const base = (prefix: string) => ({
    raw: num(get(`${prefix}.raw`)),
    min: num(get(`${prefix}.min`)),
    max: num(get(`${prefix}.max`)),
  });
  const cmi: ScormCmi =
    version === '1.2'
      ? {
          suspend_data: get('cmi.suspend_data') ?? '',
          location: get('cmi.core.lesson_location') ?? '',
          lesson_status: oneOf(SCORM_LESSON_STATUSES, get('cmi.core.lesson_status')),
          score: base('cmi.core.score'),
          session_time: present(get('cmi.core.session_time')),
          exit: present(get('cmi.core.exit')),
        }
      : {
          suspend_data: get('cmi.suspend_data') ?? '',
          location: get('cmi.location') ?? '',
          completion_status: oneOf(SCORM_COMPLETION_STATUSES, get('cmi.completion_status')),
          success_status: oneOf(SCORM_SUCCESS_STATUSES, get('cmi.success_status')),
          progress_measure: num(get('cmi.progress_measure')) ?? undefined,
          score: { ...base('cmi.score'), scaled: num(get('cmi.score.scaled')) },
          session_time: present(get('cmi.session_time')),
          exit: present(get('cmi.exit')),
        };
  if (Object.keys(extra).length > 0) cmi.extra = extra;
  return JSON.parse(JSON.stringify(cmi)) as ScormCmi;
}
