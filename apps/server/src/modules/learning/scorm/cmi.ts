import type { ScormScore, ScormVersion } from '@elevar/contract';
import type { ScormItemRow } from '../../../db/migrations/20261127T1300_scorm.ts';

/**
 * CMI values: session times in each version's format, what counts as a complete SCO, and which of two scores is
 * the better one.
 */

/** SCORM 1.2 CMITimespan `HHHH:MM:SS.SS` in seconds, or null when malformed. */
export function timespanSeconds(value: string): number | null {
  const match = /^(\d{2,4}):([0-5]\d):([0-5]\d)(\.\d{1,2})?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(`${match[3]}${match[4] ?? ''}`);
}

/** SCORM 2004 timeinterval (ISO 8601 duration, `P[nY][nM][nD][T[nH][nM][n[.n]S]]`) in seconds, or null. */
export function durationSeconds(value: string): number | null {
  const match =
    /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d{1,2})?)S)?)?$/.exec(value);
  if (!match || value === 'P' || value.endsWith('T')) return null;
  const [, years, months, days, hours, minutes, seconds] = match.map((part) => Number(part ?? 0));
  return (
    (years ?? 0) * 365 * 86400 +
    (months ?? 0) * 30 * 86400 +
    (days ?? 0) * 86400 +
    (hours ?? 0) * 3600 +
    (minutes ?? 0) * 60 +
    (seconds ?? 0)
  );
}

export function sessionSeconds(version: ScormVersion, value: string): number | null {
  return version === '1.2' ? timespanSeconds(value) : durationSeconds(value);
}

/** Total seconds as the package reads them: `HHHH:MM:SS.SS` (1.2, at most 9999 hours) or `PTnHnMnS` (2004). */
export function formatTotal(version: ScormVersion, totalSeconds: number): string {
  const centis = Math.round(totalSeconds * 100);
  const hours = Math.floor(centis / 360000);
  const minutes = Math.floor((centis % 360000) / 6000);
  const seconds = (centis % 6000) / 100;
  if (version === '1.2') {
    if (hours > 9999) return '9999:59:59.99';
    const pad = (n: number) => String(n).padStart(2, '0');
    const whole = Math.floor(seconds);
    const fraction = Math.round((seconds - whole) * 100);
    return `${String(hours).padStart(4, '0')}:${pad(minutes)}:${pad(whole)}.${pad(fraction)}`;
  }
  return `PT${hours}H${minutes}M${Number(seconds.toFixed(2))}S`;
}

export interface ScoStatus {
  lesson_status: string | null;
  completion_status: string | null;
  success_status: string | null;
  progress_measure: number | null;
  score: Partial<ScormScore>;
}

/**
 * Whether a SCO counts as complete. SCORM 1.2: `lesson_status` passed or completed; with a mastery score and a raw
 * score, a finished SCO (passed, completed or failed) is passed when the raw score reaches it and failed otherwise
 * (RTE 3.4.4, the LMS decides). SCORM 2004: completed (or, when it reports a progress measure and the item has a
 * completion threshold, the measure reaches it), or passed (or, with a scaled passing score and a scaled score, the
 * score reaches it).
 */
export function scoComplete(version: ScormVersion, item: ScormItemRow, status: ScoStatus): boolean {
  if (version === '1.2') {
    const lesson = status.lesson_status;
    const raw = status.score.raw;
    if (
      item.mastery_score !== null &&
      typeof raw === 'number' &&
      ['passed', 'completed', 'failed'].includes(lesson ?? '')
    )
      return raw >= item.mastery_score;
    return lesson === 'passed' || lesson === 'completed';
  }
  let completed = status.completion_status === 'completed';
  if (item.completion_threshold !== null && status.progress_measure !== null)
    completed = status.progress_measure >= item.completion_threshold;
  let passed = status.success_status === 'passed';
  const scaled = status.score.scaled;
  if (item.scaled_passing_score !== null && typeof scaled === 'number')
    passed = scaled >= item.scaled_passing_score;
  return completed || passed;
}

type Score = { raw: number | null; min: number | null; max: number | null; scaled: number | null };

/** Whether `next` beats `best`: by scaled score when both have one, else by raw score. */
export function betterScore(best: Score | null, next: Score): boolean {
  if (next.raw === null && next.scaled === null) return false;
  if (!best || (best.raw === null && best.scaled === null)) return true;
  if (next.scaled !== null && best.scaled !== null) return next.scaled > best.scaled;
  if (next.raw !== null && best.raw !== null) return next.raw > best.raw;
  return false;
}
