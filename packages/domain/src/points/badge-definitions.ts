import { FREE_TEXT_MAX_LENGTH } from '../shared/constants.ts';
import type { ValidationCode } from '../shared/validation.ts';
import { type BadgeRule, countsKind, isValidBadgeRule } from './badges.ts';
import { isEarningKind } from './points.ts';

/**
 * What a programme administrator may define for a badge (the staff badges screen): its code, names, icon and the
 * rule of `badges.ts` that awards it. Pure: the server checks with these before writing, the web before sending.
 */

/**
 * The icons a badge can show: the names the demo seed uses, each one drawn by the web
 * (`features/points/admin/badges/components/BadgeGlyph.tsx`).
 */
export const BADGE_ICONS = [
  'medal',
  'trophy',
  'star',
  'flame',
  'graduation-cap',
  'books',
  'video',
  'receipt',
  'camera',
  'detective',
] as const;
export type BadgeIcon = (typeof BADGE_ICONS)[number];

export function isBadgeIcon(value: string | null | undefined): value is BadgeIcon {
  return (BADGE_ICONS as readonly string[]).includes(value ?? '');
}

/** A badge's code: stable per client, lower-case letters, digits and hyphens. */
export const BADGE_CODE_PATTERN = /^[a-z0-9-]{1,64}$/;
export const BADGE_CODE_MAX_LENGTH = 64;
export const BADGE_NAME_MAX_LENGTH = 80;
export const BADGE_DESCRIPTION_MAX_LENGTH = FREE_TEXT_MAX_LENGTH;

/** A rule as an administrator defines it: `badges.ts`'s rule plus the one campaign an experience rule may name. */
export interface BadgeRuleDefinition extends BadgeRule {
  /** campaign_experience only: the campaign that counts (null: any campaign). */
  campaignId: number | null;
}

export type BadgeRuleField = 'rule' | 'threshold' | 'point_kind' | 'campaign_id';

/** Whether a rule counts entries of one kind (every rule but the campaign experience and trails finished). */
export function ruleCountsKind(rule: BadgeRule['rule']): boolean {
  return countsKind(rule);
}

/**
 * What is wrong with a rule, field by field (empty: valid). The same conditions as `isValidBadgeRule`, which stays
 * the gate: a positive integer threshold (exactly 1 for a first entry), a point kind that earns exactly when the rule
 * counts one, and a campaign only for the campaign experience rule.
 */
export function badgeRuleIssues(
  definition: BadgeRuleDefinition,
): { field: BadgeRuleField; code: ValidationCode }[] {
  const issues: { field: BadgeRuleField; code: ValidationCode }[] = [];
  const { rule, threshold, pointKind, campaignId } = definition;
  if (!Number.isInteger(threshold) || threshold < 1 || (rule === 'first_entry' && threshold !== 1))
    issues.push({ field: 'threshold', code: 'field.invalid' });
  if (ruleCountsKind(rule)) {
    if (pointKind === null) issues.push({ field: 'point_kind', code: 'field.required' });
    else if (!isEarningKind(pointKind)) issues.push({ field: 'point_kind', code: 'field.invalid' });
  } else if (pointKind !== null) issues.push({ field: 'point_kind', code: 'field.invalid' });
  if (rule !== 'campaign_experience' && campaignId !== null)
    issues.push({ field: 'campaign_id', code: 'field.invalid' });
  if (issues.length === 0 && !isValidBadgeRule(definition))
    issues.push({ field: 'rule', code: 'field.invalid' });
  return issues;
}

/** Whether two definitions award differently: what may no longer change once anyone has earned the badge. */
export function badgeRuleChanged(before: BadgeRuleDefinition, after: BadgeRuleDefinition): boolean {
  return (
    before.rule !== after.rule ||
    before.threshold !== after.threshold ||
    before.pointKind !== after.pointKind ||
    before.campaignId !== after.campaignId
  );
}
