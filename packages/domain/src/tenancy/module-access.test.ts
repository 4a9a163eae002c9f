import { describe, expect, it } from 'vitest';
import { countryGroupOf, MODULE_AUDIENCE, type ModuleViewer, mayUseModule } from './module-access.ts';
import { MODULES } from './modules.ts';

const rewards = ['reward_store', 'campaigns', 'insert_sales', 'upload_photos', 'points_table', 'ranking'];
const viewer = (over: Partial<ModuleViewer>): ModuleViewer => ({
  enabledModules: rewards,
  role: 'salesperson',
  isSuperuser: false,
  countryGroup: 1,
  ...over,
});

describe('mayUseModule', () => {
  it('refuses a module the client has not switched on, even to a superuser', () => {
    expect(mayUseModule(viewer({ enabledModules: ['online_courses'] }), 'reward_store')).toBe(false);
    expect(mayUseModule(viewer({ enabledModules: [], isSuperuser: true }), 'reward_store')).toBe(false);
  });

  it('offers sales reporting to a seller in a group 1 country, not to a group 2 promoter or seller', () => {
    expect(mayUseModule(viewer({}), 'insert_sales')).toBe(true);
    expect(mayUseModule(viewer({ role: 'promoter', countryGroup: 2 }), 'insert_sales')).toBe(false);
    expect(mayUseModule(viewer({ role: 'salesperson', countryGroup: 2 }), 'insert_sales')).toBe(false);
    expect(mayUseModule(viewer({ role: 'promoter', countryGroup: 1 }), 'insert_sales')).toBe(false);
    expect(mayUseModule(viewer({ countryGroup: null }), 'insert_sales')).toBe(false);
  });

  it('lets the group 2 promoter use the rest of the rewards programme', () => {
    const promoter = viewer({ role: 'promoter', countryGroup: 2 });
    for (const module of ['reward_store', 'campaigns', 'upload_photos', 'points_table', 'ranking'] as const)
      expect(mayUseModule(promoter, module)).toBe(true);
  });

  it('keeps retail modules from learners and learning modules open to everyone', () => {
    const learner = viewer({ role: 'learner', enabledModules: ['reward_store', 'online_courses'] });
    expect(mayUseModule(learner, 'reward_store')).toBe(false);
    expect(mayUseModule(learner, 'online_courses')).toBe(true);
  });

  it('opens audited modules to the auditor whatever their country, and every module to a superuser', () => {
    expect(mayUseModule(viewer({ role: 'auditor', countryGroup: 2 }), 'insert_sales')).toBe(true);
    expect(mayUseModule(viewer({ role: null, isSuperuser: true, countryGroup: null }), 'insert_sales')).toBe(
      true,
    );
  });

  it('has an audience for every module', () => {
    expect(Object.keys(MODULE_AUDIENCE).sort()).toEqual([...MODULES].sort());
  });
});

describe('countryGroupOf', () => {
  it("takes the area's group over the country's: only part of Canada reports sales", () => {
    expect(countryGroupOf({ group: 1 }, { group: 2 })).toBe(2);
    expect(countryGroupOf({ group: 1 }, { group: 1 })).toBe(1);
    expect(countryGroupOf({ group: 2 }, null)).toBe(2);
    expect(countryGroupOf(null, null)).toBe(null);
  });
});
