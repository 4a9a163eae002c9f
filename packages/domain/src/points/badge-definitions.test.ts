import { describe, expect, it } from 'vitest';
import {
  BADGE_CODE_PATTERN,
  BADGE_ICONS,
  badgeRuleChanged,
  badgeRuleIssues,
  isBadgeIcon,
  ruleCountsKind,
} from './badge-definitions.ts';

const rule = (overrides: Partial<Parameters<typeof badgeRuleIssues>[0]> = {}) => ({
  rule: 'entry_count' as const,
  threshold: 5,
  pointKind: 'sale' as const,
  campaignId: null,
  ...overrides,
});

describe('badge definitions', () => {
  it('accepts well-formed rules of every kind', () => {
    expect(badgeRuleIssues(rule())).toEqual([]);
    expect(badgeRuleIssues(rule({ rule: 'first_entry', threshold: 1, pointKind: 'training' }))).toEqual([]);
    expect(badgeRuleIssues(rule({ rule: 'event_streak', threshold: 3, pointKind: 'event' }))).toEqual([]);
    expect(
      badgeRuleIssues(rule({ rule: 'campaign_experience', threshold: 900, pointKind: null, campaignId: 4 })),
    ).toEqual([]);
    expect(badgeRuleIssues(rule({ rule: 'trails_finished', threshold: 3, pointKind: null }))).toEqual([]);
  });

  it('trails finished: a threshold from one, no point kind and no campaign', () => {
    const trails = (overrides: Partial<Parameters<typeof badgeRuleIssues>[0]> = {}) =>
      rule({ rule: 'trails_finished', threshold: 1, pointKind: null, ...overrides });
    expect(ruleCountsKind('trails_finished')).toBe(false);
    expect(ruleCountsKind('campaign_experience')).toBe(false);
    expect(ruleCountsKind('entry_count')).toBe(true);
    expect(badgeRuleIssues(trails())).toEqual([]);
    expect(badgeRuleIssues(trails({ threshold: 0 }))).toEqual([
      { field: 'threshold', code: 'field.invalid' },
    ]);
    expect(badgeRuleIssues(trails({ pointKind: 'training' }))).toEqual([
      { field: 'point_kind', code: 'field.invalid' },
    ]);
    expect(badgeRuleIssues(trails({ campaignId: 2 }))).toEqual([
      { field: 'campaign_id', code: 'field.invalid' },
    ]);
  });

  it('names the field of each malformed part', () => {
    expect(badgeRuleIssues(rule({ threshold: 0 }))).toEqual([{ field: 'threshold', code: 'field.invalid' }]);
    expect(badgeRuleIssues(rule({ threshold: 1.5 }))).toEqual([
      { field: 'threshold', code: 'field.invalid' },
    ]);
    expect(badgeRuleIssues(rule({ rule: 'first_entry', threshold: 2 }))).toEqual([
      { field: 'threshold', code: 'field.invalid' },
    ]);
    expect(badgeRuleIssues(rule({ pointKind: null }))).toEqual([
      { field: 'point_kind', code: 'field.required' },
    ]);
    expect(badgeRuleIssues(rule({ pointKind: 'redemption' }))).toEqual([
      { field: 'point_kind', code: 'field.invalid' },
    ]);
    expect(badgeRuleIssues(rule({ rule: 'campaign_experience' }))).toEqual([
      { field: 'point_kind', code: 'field.invalid' },
    ]);
    expect(badgeRuleIssues(rule({ campaignId: 3 }))).toEqual([
      { field: 'campaign_id', code: 'field.invalid' },
    ]);
  });

  it('tells a change of what awards the badge from a change of anything else', () => {
    expect(badgeRuleChanged(rule(), rule())).toBe(false);
    expect(badgeRuleChanged(rule(), rule({ threshold: 6 }))).toBe(true);
    expect(badgeRuleChanged(rule(), rule({ pointKind: 'photo' }))).toBe(true);
    expect(
      badgeRuleChanged(
        rule({ rule: 'campaign_experience', pointKind: null }),
        rule({ rule: 'campaign_experience', pointKind: null, campaignId: 2 }),
      ),
    ).toBe(true);
  });

  it('knows the icons and the code format', () => {
    expect(BADGE_ICONS.every((icon) => isBadgeIcon(icon))).toBe(true);
    expect(isBadgeIcon('rocket')).toBe(false);
    expect(isBadgeIcon(null)).toBe(false);
    expect(BADGE_CODE_PATTERN.test('ten-sales-2')).toBe(true);
    for (const code of ['', 'Ten', 'ten sales', 'ten_sales', 'x'.repeat(65)])
      expect(BADGE_CODE_PATTERN.test(code)).toBe(false);
  });
});
