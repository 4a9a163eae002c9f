import { describe, expect, it } from 'vitest';
import { mayUseModule } from '../tenancy/module-access.ts';
import { hasRewardsAccess } from './access.ts';

describe('hasRewardsAccess (SPEC §6 rewards site)', () => {
  it.each([
    [
      'a salesperson with a GMIN number',
      { role: 'salesperson', isSuperuser: false, partnerAccount: '1234' },
      true,
    ],
    ['a salesperson without one', { role: 'salesperson', isSuperuser: false, partnerAccount: null }, false],
    ['a promoter with a blank one', { role: 'promoter', isSuperuser: false, partnerAccount: '  ' }, false],
    ['an auditor without one', { role: 'auditor', isSuperuser: false, partnerAccount: null }, true],
    ['a superuser without one', { role: null, isSuperuser: true, partnerAccount: null }, true],
  ] as const)('%s: %s', (_, viewer, access) => {
    expect(hasRewardsAccess(viewer)).toBe(access);
  });
});

describe('who may report sales (SPEC §9 country groups, the module predicate)', () => {
  const viewer = { enabledModules: ['insert_sales'], isSuperuser: false };
  it.each([
    ['a group 1 salesperson', 'salesperson', 1, true],
    ['a group 2 salesperson', 'salesperson', 2, false],
    ['a group 1 promoter', 'promoter', 1, false],
    ['a group 2 promoter', 'promoter', 2, false],
  ] as const)('%s: %s', (_, role, countryGroup, may) => {
    expect(mayUseModule({ ...viewer, role, countryGroup }, 'insert_sales')).toBe(may);
  });
});
