import { describe, expect, it } from 'vitest';
import { categoryLimitExceeded, orderHeldByAudit, orderTransition, rewardSearchText } from './store.ts';

describe('order transitions (SPEC §4 Reward order)', () => {
  it('runs awaiting approval → approved → shipped → delivered', () => {
    expect(orderTransition('awaiting_approval', 'approve')).toBe('approved');
    expect(orderTransition('approved', 'ship')).toBe('shipped');
    expect(orderTransition('shipped', 'deliver')).toBe('delivered');
  });

  it('rejects before shipping only, and nothing moves a rejected or delivered order', () => {
    expect(orderTransition('awaiting_approval', 'reject')).toBe('rejected');
    expect(orderTransition('approved', 'reject')).toBe('rejected');
    expect(orderTransition('shipped', 'reject')).toBeNull();
    for (const action of ['approve', 'reject', 'ship', 'deliver'] as const) {
      expect(orderTransition('rejected', action)).toBeNull();
      expect(orderTransition('delivered', action)).toBeNull();
    }
    expect(orderTransition('awaiting_approval', 'ship')).toBeNull();
  });

  it('holds an order pending audit until the audit lets it go: the operator may only reject it', () => {
    expect(orderTransition('pending_audit', 'reject')).toBe('rejected');
    expect(orderTransition('pending_audit', 'approve')).toBeNull();
    expect(orderTransition('pending_audit', 'ship')).toBeNull();
  });
});

describe('orders paid with points under audit (SPEC §4)', () => {
  it('holds an order when the balance left is less than the points still under audit', () => {
    // 150 available, 100 of them under audit: a 40-point order is paid with audited points, a 60-point one is not
    expect(orderHeldByAudit(110, 100)).toBe(false);
    expect(orderHeldByAudit(100, 100)).toBe(false);
    expect(orderHeldByAudit(90, 100)).toBe(true);
    expect(orderHeldByAudit(0, 0)).toBe(false);
  });
});

describe('the per-category maximum (SPEC §5)', () => {
  it('counts the order being placed: at the maximum it passes, past it it fails; no maximum never fails', () => {
    expect(categoryLimitExceeded(2, 2)).toBe(false);
    expect(categoryLimitExceeded(3, 2)).toBe(true);
    expect(categoryLimitExceeded(1000, null)).toBe(false);
  });
});

describe('rewardSearchText', () => {
  it('joins every language without accents or case', () => {
    expect(
      rewardSearchText({ 'pt-BR': 'Câmera Instantânea', 'en-US': 'Instant Camera' }, { 'fr-FR': 'Élégante' }),
    ).toBe('camera instantanea instant camera elegante');
  });
});
