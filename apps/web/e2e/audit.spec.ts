import { expect, test } from '@playwright/test';
import { openMenuEntry, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectTablesLaidOut } from './layout.ts';
import { E2E_LEVEL_REVIEWER } from './texts.ts';

// The programme administrator's audit trail (issue 11), as Chip Rewards' own administrator: the demo's staff
// actions (seed step '2026-11-26 audit trail') are listed, and the list narrows to one kind of action.

const T = {
  menu: 'Auditoria',
  title: 'Auditoria',
  list: /^Registros encontrados: \d+$/,
  action: 'Ação',
  ruleUpdated: 'Regra de pontos editada',
};

test.describe('audit trail (programme administrator)', () => {
  test('lists the staff actions of the client and narrows them to one action', async ({ page, isMobile }) => {
    await signIn(page, E2E_LEVEL_REVIEWER);
    await openMenuEntry(page, isMobile, T.menu);
    await expect(page).toHaveURL('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: T.title, exact: true })).toBeVisible();
    const list = page.getByRole('table', { name: T.list });
    await expect(list).toBeVisible();
    await expectNoAxeViolations(page, 'audit trail');
    await expectTablesLaidOut(page, 'audit trail', () => expect(list).toBeVisible());

    await page.getByRole('combobox', { name: T.action }).selectOption({ label: T.ruleUpdated });
    await expect(page).toHaveURL(/action=points\.rule\.updated/);
    const rows = list.getByRole('row').filter({ hasNotText: 'Quando' });
    await expect(rows.first()).toContainText(T.ruleUpdated);
    for (const row of await rows.all()) await expect(row).toContainText(T.ruleUpdated);
  });
});
