import { TEST_KINDS } from '../assessment/attempts.ts';

/**
 * Activity types (SPEC §3). Content kinds are played by the learning module's player; the graded, engagement and
 * live kinds are registered by their own modules in the same player registry.
 */
export const CONTENT_ACTIVITY_KINDS = [
  'pdf',
  'video',
  'audio',
  'youtube',
  'vimeo',
  'wowza',
  'scorm',
  'scorm_cloud',
  'html',
  'flash',
  'ppt',
  'linkedin_slidshare',
] as const;
export type ContentActivityKind = (typeof CONTENT_ACTIVITY_KINDS)[number];

export const ACTIVITY_KINDS = [
  ...CONTENT_ACTIVITY_KINDS,
  ...TEST_KINDS,
  'reaction_evaluation',
  'webinar',
  'live_class',
  'presential_event',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export function isContentActivityKind(kind: string): kind is ContentActivityKind {
  return (CONTENT_ACTIVITY_KINDS as readonly string[]).includes(kind);
}

/**
 * How a content activity counts as complete, in one table (the player and the server read the same rule):
 * - `media`: played to near the end (the position reaches the duration less MEDIA_END_TOLERANCE);
 * - `pages`: every page seen;
 * - `scorm`: the package reports completed or passed;
 * - `viewed`: open for the activity's minimum time (authored, default VIEWED_DEFAULT_SECONDS); used where the
 *   content cannot tell us more (an embed without a player API, an uploaded HTML or Flash piece, a launch link).
 */
export type CompletionRule = 'media' | 'pages' | 'scorm' | 'viewed';

export const COMPLETION_RULES: Readonly<Record<ContentActivityKind, CompletionRule>> = {
  video: 'media',
  audio: 'media',
  youtube: 'media',
  vimeo: 'media',
  wowza: 'media',
  pdf: 'pages',
  ppt: 'pages',
  scorm: 'scorm',
  html: 'viewed',
  flash: 'viewed',
  linkedin_slidshare: 'viewed',
  scorm_cloud: 'viewed',
};

/**
 * The rule of one activity: its kind's rule, with one variant. A legacy binary PowerPoint (.ppt) the server could not
 * convert is only offered for download (`content.download_only`): it has no pages to count, so it counts as viewed
 * (docs/learning.md "Presentations"). The player and the server both ask here.
 */
export function completionRuleOf(
  kind: ContentActivityKind,
  content: Readonly<Record<string, unknown>>,
): CompletionRule {
  if (kind === 'ppt' && content.download_only === true) return 'viewed';
  return COMPLETION_RULES[kind];
}

/**
 * Media count as watched this close to their end: 5 % of the length (the last seconds are often credits), at least
 * a second and at most 30 seconds, so a short clip is still played nearly to its end.
 */
export const MEDIA_END_TOLERANCE = { share: 0.05, minSeconds: 1, maxSeconds: 30 } as const;

function endTolerance(durationSeconds: number): number {
  const { share, minSeconds, maxSeconds } = MEDIA_END_TOLERANCE;
  return Math.min(maxSeconds, Math.max(minSeconds, durationSeconds * share));
}
/** The fastest playback the player offers: a medium cannot be watched in less than its duration / this. */
export const MAX_PLAYBACK_RATE = 2;
/** The least time a page takes to be seen. */
export const SECONDS_PER_PAGE = 2;
export const VIEWED_DEFAULT_SECONDS = 10;
/** Clock slack between the learner's device and the server, and for a media's first buffering. */
export const PLAUSIBILITY_SLACK_SECONDS = 3;

/** What the server knows of an activity when it judges a completion. */
export interface CompletionFacts {
  rule: CompletionRule;
  /** Media length in seconds (authored or probed); null when unknown. */
  durationSeconds: number | null;
  /** Number of pages (pdf, ppt); null when unknown. */
  pageCount: number | null;
  /** Minimum viewing time of a `viewed` activity; null for the default. */
  minSeconds: number | null;
}

/** Whether a reported position is near enough the end of a medium to count as watched. */
export function mediaReachedEnd(positionSeconds: number, durationSeconds: number): boolean {
  return positionSeconds >= durationSeconds - endTolerance(durationSeconds);
}

/**
 * The least time between first opening an activity and completing it that a real learner needs: a completion that
 * arrives sooner is refused (a crafted request cannot finish a course). Generous on purpose (fastest playback,
 * slack for clocks), so no real learner is ever refused.
 */
export function minimumSecondsToComplete(facts: CompletionFacts): number {
  switch (facts.rule) {
    case 'media': {
      if (!facts.durationSeconds) return VIEWED_DEFAULT_SECONDS - PLAUSIBILITY_SLACK_SECONDS;
      const watched = facts.durationSeconds - endTolerance(facts.durationSeconds);
      return Math.max(0, watched / MAX_PLAYBACK_RATE - PLAUSIBILITY_SLACK_SECONDS);
    }
    case 'pages':
      return Math.max(0, (facts.pageCount ?? 1) * SECONDS_PER_PAGE - PLAUSIBILITY_SLACK_SECONDS);
    case 'viewed':
      return Math.max(0, (facts.minSeconds ?? VIEWED_DEFAULT_SECONDS) - PLAUSIBILITY_SLACK_SECONDS);
    case 'scorm':
      // The package decides; its own session time is checked where the CMI commit is read.
      return 0;
  }
}

/** The player's progress report for one activity, as the server validates it. */
export interface ProgressReport {
  /** Media position or last page seen (1-based), when the kind has one. */
  position: number | null;
  /** Pages seen so far (pdf, ppt). */
  pagesSeen: number | null;
  /** The player says the rule is met. */
  completed: boolean;
}

/** Whether a report meets the activity's completion rule by its own numbers (plausibility is checked apart). */
export function reportMeetsRule(facts: CompletionFacts, report: ProgressReport): boolean {
  if (!report.completed) return false;
  switch (facts.rule) {
    case 'media':
      return facts.durationSeconds ? mediaReachedEnd(report.position ?? 0, facts.durationSeconds) : true;
    case 'pages':
      return facts.pageCount ? (report.pagesSeen ?? 0) >= facts.pageCount : true;
    case 'viewed':
      return true;
    case 'scorm':
      return false; // SCORM completes through its CMI commits, not through a player report
  }
}

/**
 * A course whose menu is blocked opens its activities only in order: activity `index` (0-based in hierarchy
 * order) opens when every earlier one is complete.
 */
export function activityOpens(blockedMenu: boolean, completedBefore: readonly boolean[]): boolean {
  return !blockedMenu || completedBefore.every(Boolean);
}
