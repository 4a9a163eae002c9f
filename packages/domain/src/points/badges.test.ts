import { describe, expect, it } from 'vitest';
import {
  addWeeks,
  type BadgeRule,
  badgeMeasurements,
  isBadgeEarned,
  isFactBadgeEarned,
  isPostingRule,
  isValidBadgeRule,
  postingCanEarn,
  ruleConcerns,
  ruleOfFact,
  streakThrough,
  weekOf,
} from './badges.ts';

const firstTraining: BadgeRule = { rule: 'first_entry', threshold: 1, pointKind: 'training' };
const fiveSales: BadgeRule = { rule: 'entry_count', threshold: 5, pointKind: 'sale' };
const thousandXp: BadgeRule = { rule: 'campaign_experience', threshold: 1000, pointKind: null };
const threeWeekStreak: BadgeRule = { rule: 'event_streak', threshold: 3, pointKind: 'event' };
const twoTrails: BadgeRule = { rule: 'trails_finished', threshold: 2, pointKind: null };

const sale = { kind: 'sale' as const, amount: 100, experience: 100, campaignId: 7 };
const progress = { kindCount: 0, campaignExperience: 0, streakWeeks: 0 };

describe('isValidBadgeRule', () => {
  it('accepts the five rule kinds with their shapes', () => {
    for (const rule of [firstTraining, fiveSales, thousandXp, threeWeekStreak, twoTrails]) {
      expect(isValidBadgeRule(rule)).toBe(true);
    }
  });

  it('rejects a threshold below one or not an integer, and a first entry above one', () => {
    expect(isValidBadgeRule({ ...fiveSales, threshold: 0 })).toBe(false);
    expect(isValidBadgeRule({ ...fiveSales, threshold: 2.5 })).toBe(false);
    expect(isValidBadgeRule({ ...firstTraining, threshold: 2 })).toBe(false);
  });

  it('needs an earning kind for counting rules and none for experience', () => {
    expect(isValidBadgeRule({ ...fiveSales, pointKind: null })).toBe(false);
    expect(isValidBadgeRule({ ...fiveSales, pointKind: 'redemption' })).toBe(false);
    expect(isValidBadgeRule({ ...threeWeekStreak, pointKind: null })).toBe(false);
    expect(isValidBadgeRule({ ...thousandXp, pointKind: 'sale' })).toBe(false);
  });

  it('trails finished: any threshold from one, and never a point kind', () => {
    expect(isValidBadgeRule({ ...twoTrails, threshold: 1 })).toBe(true);
    expect(isValidBadgeRule({ ...twoTrails, threshold: 0 })).toBe(false);
    expect(isValidBadgeRule({ ...twoTrails, threshold: 1.5 })).toBe(false);
    expect(isValidBadgeRule({ ...twoTrails, pointKind: 'training' })).toBe(false);
  });
});

describe('which postings can earn', () => {
  it('credits of earning kinds can; debits, reversals and corrections cannot', () => {
    expect(postingCanEarn(sale)).toBe(true);
    expect(postingCanEarn({ ...sale, kind: 'reversal', amount: -100, experience: -100 })).toBe(false);
    expect(postingCanEarn({ ...sale, kind: 'redemption', amount: -50, experience: 0 })).toBe(false);
    expect(postingCanEarn({ ...sale, kind: 'bonus' })).toBe(false);
    expect(postingCanEarn({ ...sale, amount: -10, experience: 0 })).toBe(false);
  });

  it('a counting rule concerns only its kind; the experience rule any credit with experience in a campaign', () => {
    expect(ruleConcerns(fiveSales, sale)).toBe(true);
    expect(ruleConcerns(firstTraining, sale)).toBe(false);
    expect(ruleConcerns(thousandXp, sale)).toBe(true);
    expect(ruleConcerns(thousandXp, { ...sale, campaignId: null })).toBe(false);
    expect(ruleConcerns(thousandXp, { ...sale, experience: 0 })).toBe(false);
    expect(ruleConcerns(threeWeekStreak, { ...sale, kind: 'event' })).toBe(true);
    expect(ruleConcerns(fiveSales, { ...sale, kind: 'reversal', amount: -1 })).toBe(false);
  });

  it('no posting concerns the trails rule, not even a training credit in a campaign', () => {
    expect(ruleConcerns(twoTrails, { ...sale, kind: 'training' })).toBe(false);
    expect(ruleConcerns(twoTrails, sale)).toBe(false);
    expect(isBadgeEarned(twoTrails, { kindCount: 9, campaignExperience: 9999, streakWeeks: 9 })).toBe(false);
  });
});

describe('facts that are not postings', () => {
  it('a finished trail moves the trails rule, which no posting moves', () => {
    expect(ruleOfFact('trail_finished')).toBe('trails_finished');
    expect(isPostingRule('trails_finished')).toBe(false);
    for (const rule of ['first_entry', 'entry_count', 'campaign_experience', 'event_streak'] as const)
      expect(isPostingRule(rule)).toBe(true);
  });

  it('is earned when the count of finished trails reaches the threshold, and stays earned above it', () => {
    expect(isFactBadgeEarned(twoTrails, 'trail_finished', 1)).toBe(false);
    expect(isFactBadgeEarned(twoTrails, 'trail_finished', 2)).toBe(true);
    expect(isFactBadgeEarned(twoTrails, 'trail_finished', 3)).toBe(true);
    expect(isFactBadgeEarned(fiveSales, 'trail_finished', 10)).toBe(false);
  });
});

describe('isBadgeEarned', () => {
  it('first entry: one credited entry of the kind', () => {
    expect(isBadgeEarned(firstTraining, progress)).toBe(false);
    expect(isBadgeEarned(firstTraining, { ...progress, kindCount: 1 })).toBe(true);
  });

  it('entry count: N entries, not N - 1 (and more still counts, so a missed crossing is caught later)', () => {
    expect(isBadgeEarned(fiveSales, { ...progress, kindCount: 4 })).toBe(false);
    expect(isBadgeEarned(fiveSales, { ...progress, kindCount: 5 })).toBe(true);
    expect(isBadgeEarned(fiveSales, { ...progress, kindCount: 9 })).toBe(true);
  });

  it('campaign experience reaches the threshold', () => {
    expect(isBadgeEarned(thousandXp, { ...progress, campaignExperience: 999 })).toBe(false);
    expect(isBadgeEarned(thousandXp, { ...progress, campaignExperience: 1000 })).toBe(true);
  });

  it('event streak: N consecutive weeks', () => {
    expect(isBadgeEarned(threeWeekStreak, { ...progress, streakWeeks: 2 })).toBe(false);
    expect(isBadgeEarned(threeWeekStreak, { ...progress, streakWeeks: 3 })).toBe(true);
  });
});

describe('badgeMeasurements', () => {
  it('asks for a count only for counting rules and for the longest streak any rule needs', () => {
    expect(badgeMeasurements([])).toEqual({ count: false, streakWeeks: 0 });
    expect(badgeMeasurements([thousandXp])).toEqual({ count: false, streakWeeks: 0 });
    expect(badgeMeasurements([firstTraining, thousandXp])).toEqual({ count: true, streakWeeks: 0 });
    expect(badgeMeasurements([threeWeekStreak, { ...threeWeekStreak, threshold: 5 }, fiveSales])).toEqual({
      count: true,
      streakWeeks: 5,
    });
  });
});

describe('weeks', () => {
  it('weekOf is the Monday of the ISO week, in UTC', () => {
    expect(weekOf(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23'); // a Monday
    expect(weekOf(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-23'); // the Sunday after
    expect(weekOf(new Date('2026-11-21T12:00:00Z'))).toBe('2026-11-16'); // a Saturday
    expect(weekOf(new Date('2027-01-01T08:00:00Z'))).toBe('2026-12-28'); // across a year
  });

  it('addWeeks moves by whole weeks both ways', () => {
    expect(addWeeks('2026-11-23', 1)).toBe('2026-11-30');
    expect(addWeeks('2026-11-23', -2)).toBe('2026-11-09');
    expect(addWeeks('2026-12-28', 1)).toBe('2027-01-04');
  });

  it('streakThrough measures the run of consecutive weeks that holds the given week', () => {
    const weeks = ['2026-10-26', '2026-11-02', '2026-11-16', '2026-11-23', '2026-11-30'];
    expect(streakThrough(weeks, '2026-11-23')).toBe(3);
    expect(streakThrough(weeks, '2026-11-02')).toBe(2);
    expect(streakThrough(weeks, '2026-11-09')).toBe(0);
    expect(streakThrough(['2026-11-23'], '2026-11-23')).toBe(1);
  });
});
