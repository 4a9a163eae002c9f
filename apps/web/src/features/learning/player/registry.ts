import type { ActivityView, ProgressSaved } from '@elevar/contract';
import { type ActivityKind, COMPLETION_RULES, type CompletionRule } from '@elevar/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ProgressSaver } from './useProgressSaver.ts';

/** What the player hands every kind's component. */
export interface ActivityPlayerProps {
  activity: ActivityView;
  /** Saves progress (`note` where the learner is, `complete` when the rule is met). */
  saver: ProgressSaver;
  /** The server accepted the completion: the player shows the course's new progress. */
  onCompleted(saved: ProgressSaved): void;
  /** The server refused a completion (too soon, not met): the player shows why. */
  onError(error: unknown): void;
}

/** One activity kind the player can play: its screen (a chunk of its own) and how it counts as complete. */
export interface ActivityKindPlayer {
  component: LazyExoticComponent<ComponentType<ActivityPlayerProps>>;
  rule: CompletionRule;
}

const media = lazy(async () => ({ default: (await import('./kinds/MediaActivity.tsx')).MediaActivity }));
const embed = lazy(async () => ({ default: (await import('./kinds/EmbedActivity.tsx')).EmbedActivity }));
const pdf = lazy(async () => ({ default: (await import('./kinds/PdfActivity.tsx')).PdfActivity }));
const scorm = lazy(async () => ({ default: (await import('./kinds/ScormActivity.tsx')).ScormActivity }));
const ppt = lazy(async () => ({ default: (await import('./kinds/PptActivity.tsx')).PptActivity }));
const wowza = lazy(async () => ({ default: (await import('./kinds/WowzaActivity.tsx')).WowzaActivity }));
const html = lazy(async () => ({ default: (await import('./kinds/HtmlActivity.tsx')).HtmlActivity }));
const flash = lazy(async () => ({ default: (await import('./kinds/FlashActivity.tsx')).FlashActivity }));
const slideshare = lazy(async () => ({
  default: (await import('./kinds/SlideshareActivity.tsx')).SlideshareActivity,
}));
const scormCloud = lazy(async () => ({
  default: (await import('./kinds/ScormCloudActivity.tsx')).ScormCloudActivity,
}));

/**
 * THE activity kind registry (issue 12): kind → screen and completion rule (the domain's COMPLETION_RULES for the
 * content kinds). A later kind (pdf, SCORM, tests, games, live) is one more entry here or a `registerActivityKind`
 * call; the player page never changes. A kind with no entry shows "opens in a later version".
 */
const players = new Map<ActivityKind, ActivityKindPlayer>([
  ['video', { component: media, rule: COMPLETION_RULES.video }],
  ['audio', { component: media, rule: COMPLETION_RULES.audio }],
  ['youtube', { component: embed, rule: COMPLETION_RULES.youtube }],
  ['vimeo', { component: embed, rule: COMPLETION_RULES.vimeo }],
  ['pdf', { component: pdf, rule: COMPLETION_RULES.pdf }],
  ['scorm', { component: scorm, rule: COMPLETION_RULES.scorm }],
  // a download-only legacy .ppt is `viewed`: the domain's completionRuleOf, asked by the ppt screen
  ['ppt', { component: ppt, rule: COMPLETION_RULES.ppt }],
  ['wowza', { component: wowza, rule: COMPLETION_RULES.wowza }],
  ['html', { component: html, rule: COMPLETION_RULES.html }],
  ['flash', { component: flash, rule: COMPLETION_RULES.flash }],
  ['linkedin_slidshare', { component: slideshare, rule: COMPLETION_RULES.linkedin_slidshare }],
  ['scorm_cloud', { component: scormCloud, rule: COMPLETION_RULES.scorm_cloud }],
]);

/** Adds (or replaces) a kind's player; for a feature that brings its own kind (tests, games, live classes). */
export function registerActivityKind(kind: ActivityKind, player: ActivityKindPlayer): void {
  players.set(kind, player);
}

/** The kind's player, or null when no version of the app plays it yet. */
export function playerFor(kind: ActivityKind): ActivityKindPlayer | null {
  return players.get(kind) ?? null;
}

/** A text setting of an activity's `content` (null when absent or not text). */
export function contentText(activity: ActivityView, key: string): string | null {
  const value = activity.content[key];
  return typeof value === 'string' && value !== '' ? value : null;
}
