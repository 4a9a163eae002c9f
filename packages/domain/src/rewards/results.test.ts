import { describe, expect, it } from 'vitest';
import { campaignTakesResults, isResultKind, resultDateProblem } from './results.ts';

const q4 = { begin_date: '2026-10-01', end_date: '2026-12-15' };

describe('mystery-shopper and event results', () => {
  it('knows the two kinds', () => {
    expect(isResultKind('mystery_shopper')).toBe(true);
    expect(isResultKind('event')).toBe(true);
    expect(isResultKind('sale')).toBe(false);
  });

  it('takes a day inside the campaign and not after today, edges included', () => {
    expect(resultDateProblem('2026-10-01', q4, '2026-11-21')).toBeNull();
    expect(resultDateProblem('2026-11-21', q4, '2026-11-21')).toBeNull();
    expect(resultDateProblem('2026-11-22', q4, '2026-11-21')).toBe('rewards.result_date_future');
    expect(resultDateProblem('2026-09-30', q4, '2026-11-21')).toBe('rewards.result_outside_campaign');
    expect(resultDateProblem('2026-12-15', q4, '2027-01-10')).toBeNull();
    expect(resultDateProblem('2026-12-16', q4, '2027-01-10')).toBe('rewards.result_outside_campaign');
  });

  it('takes results until the campaign’s points expire: 12:00 UTC the day after its last day', () => {
    expect(campaignTakesResults('2026-12-15', new Date('2026-12-16T11:59:59Z'))).toBe(true);
    expect(campaignTakesResults('2026-12-15', new Date('2026-12-16T12:00:00Z'))).toBe(false);
    expect(campaignTakesResults('2026-12-31', new Date('2027-01-01T11:00:00Z'))).toBe(true);
  });
});
