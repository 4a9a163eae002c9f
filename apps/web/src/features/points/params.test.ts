import { describe, expect, it } from 'vitest';
import {
  dayParam,
  isInvertedRange,
  localDayEnd,
  localDayStart,
  pageParam,
  rankingFiltersOf,
  statementFiltersOf,
} from './params.ts';

describe('points URL parameters', () => {
  it('keeps well-formed filters and drops anything else', () => {
    expect(
      statementFiltersOf(
        new URLSearchParams('campaign=4&kind=sale&status=reversed&from=2026-10-01&to=2026-10-31'),
      ),
    ).toEqual({ campaignId: 4, kind: 'sale', status: 'reversed', from: '2026-10-01', to: '2026-10-31' });
    expect(
      statementFiltersOf(
        new URLSearchParams('campaign=-1&kind=salary&status=ok&from=2026-02-30&to=yesterday'),
      ),
    ).toEqual({ campaignId: null, kind: null, status: null, from: null, to: null });
    expect(rankingFiltersOf(new URLSearchParams('country=2&branch=0&campaign=x'))).toEqual({
      campaignId: null,
      countryId: 2,
      branchId: null,
    });
    expect(pageParam('3')).toBe(3);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('2.5')).toBe(1);
    expect(dayParam('2026-12-31')).toBe('2026-12-31');
  });

  it('flags an inverted range only when both ends are set', () => {
    expect(isInvertedRange({ from: '2026-10-02', to: '2026-10-01' })).toBe(true);
    expect(isInvertedRange({ from: '2026-10-01', to: '2026-10-01' })).toBe(false);
    expect(isInvertedRange({ from: '2026-10-02', to: null })).toBe(false);
  });

  it('turns a calendar day into the first and last instants of that day in the user zone', () => {
    const start = new Date(localDayStart('2026-10-01'));
    const end = new Date(localDayEnd('2026-10-01'));
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours()]).toEqual([
      2026, 9, 1, 0,
    ]);
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getSeconds()]).toEqual([1, 23, 59, 59]);
    expect(end.getTime() - start.getTime()).toBe(24 * 60 * 60 * 1000 - 1);
  });
});
