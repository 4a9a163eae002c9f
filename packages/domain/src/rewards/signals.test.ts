import { describe, expect, it } from 'vitest';
import { isBurst, isQuantityOutlier, isWindowEdge, orderedSignals } from './signals.ts';

describe('fraud signals', () => {
  it('puts a sale date 13 to 15 days old at the edge of the 15-day window', () => {
    expect(isWindowEdge('2026-11-06', '2026-11-21')).toBe(true);
    expect(isWindowEdge('2026-11-08', '2026-11-21')).toBe(true);
    expect(isWindowEdge('2026-11-09', '2026-11-21')).toBe(false);
    expect(isWindowEdge('2026-11-21', '2026-11-21')).toBe(false);
  });

  it('finds units far above both the user’s and the store’s usual', () => {
    expect(isQuantityOutlier(40, { user: 2, store: 3 })).toBe(true);
    expect(isQuantityOutlier(40, { user: 2, store: 20 })).toBe(false);
    expect(isQuantityOutlier(8, { user: 1, store: 1 })).toBe(false);
    expect(isQuantityOutlier(12, { user: null, store: 2 })).toBe(true);
    expect(isQuantityOutlier(49, { user: null, store: null })).toBe(false);
    expect(isQuantityOutlier(50, { user: null, store: null })).toBe(true);
  });

  it('calls five reports within the hour a burst, and orders signals as the catalogue does', () => {
    expect(isBurst(4)).toBe(false);
    expect(isBurst(5)).toBe(true);
    expect(orderedSignals(['burst', 'duplicate_invoice', 'burst', 'unknown'])).toEqual([
      'duplicate_invoice',
      'burst',
    ]);
  });
});
