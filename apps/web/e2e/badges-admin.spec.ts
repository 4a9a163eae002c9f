import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { animationsSettled, openMenuEntry, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectTablesLaidOut } from './layout.ts';
import { E2E_LEVEL_REVIEWER } from './texts.ts';

// The programme administrator's badges screen, as Chip Rewards' own administrator (e2e/serve.mjs adds it). The
// demo history has already awarded the seeded "Primeira venda" badge (seed/badges.ts, seed/points.ts). Desktop
// and mobile share one database: each run creates its own badge with a code of its own.

const T = {
  menu: 'Gestão de medalhas',
  title: 'Gestão de medalhas',
  list: /^Medalhas: \d+$/,
  create: 'Nova medalha',
  createDialog: 'Nova medalha',
  editDialog: 'Editar medalha',
  code: 'Código',
  nameInPortuguese: 'Nome — Português (Brasil)',
  nameInEnglish: 'Nome — Inglês',
  pointKind: 'Tipo de lançamento',
  threshold: 'Quantidade',
  rule: 'Regra',
  star: 'Estrela',
  createSubmit: 'Criar medalha',
  save: 'Salvar',
  cancel: 'Cancelar',
  seededEarned: 'Primeira venda',
  locked:
    /já foi conquistada por \d+ usuário\(s\): a regra, a quantidade, o tipo de lançamento e a campanha não podem mais mudar/,
  edit: (name: string) => `Editar a medalha ${name}`,
  activeSwitch: (name: string) => `Medalha ${name} ativa`,
  deactivateDialog: 'Desativar medalha?',
  deactivate: 'Desativar',
  created: (name: string) => `Medalha ${name} criada.`,
  saved: (name: string) => `Medalha ${name} salva.`,
  deactivated: (name: string) => `Medalha ${name} desativada.`,
  threeSales: '3 vendas aprovadas',
};

/** The badges as the screen lists them: a table on desktop, one card per badge on mobile. */
function badgeList(page: Page, isMobile: boolean): Locator {
  return isMobile ? page.getByRole('region', { name: T.list }) : page.getByRole('table', { name: T.list });
}

/** One badge of the list (its row or its card), by its name. */
function badgeItem(page: Page, isMobile: boolean, name: string): Locator {
  const items = isMobile
    ? badgeList(page, true).getByRole('listitem')
    : badgeList(page, false).getByRole('row');
  return items.filter({ hasText: name });
}

async function dialogReady(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name, exact: true });
  await expect(dialog).toBeVisible();
  await animationsSettled(page);
  return dialog;
}

test.describe('badge management (programme administrator)', () => {
  test('creates a badge, renames it and deactivates it; an earned badge keeps its rule', async ({
    page,
    isMobile,
  }) => {
    test.slow(); // eight axe and layout checks on staff tables: past 60 s on a busy 2-core machine
    const suffix = `${isMobile ? 'mobile' : 'desktop'}-${randomUUID().slice(0, 8)}`;
    const name = `Três vendas ${suffix}`;
    const renamed = `Trio de vendas ${suffix}`;

    await signIn(page, E2E_LEVEL_REVIEWER);
    await openMenuEntry(page, isMobile, T.menu);
    await expect(page).toHaveURL('/admin/badges');
    await expect(page.getByRole('heading', { level: 1, name: T.title, exact: true })).toBeVisible();
    await expect(badgeItem(page, isMobile, T.seededEarned)).toBeVisible();
    await expectNoAxeViolations(page, 'badges');
    await expectTablesLaidOut(page, 'badges', (width) =>
      expect(badgeItem(page, width < 768, T.seededEarned)).toBeVisible(),
    );

    // The seeded badge has been earned: its rule is shown locked, with the reason.
    await page.getByRole('button', { name: T.edit(T.seededEarned), exact: true }).click();
    let dialog = await dialogReady(page, T.editDialog);
    await expect(dialog.getByRole('combobox', { name: T.rule, exact: true })).toBeDisabled();
    await expect(dialog.getByRole('combobox', { name: T.pointKind })).toBeDisabled();
    await expect(dialog.getByText(T.locked)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: T.nameInPortuguese })).toBeEnabled();
    await expectNoAxeViolations(page, 'edit an earned badge');
    await dialog.getByRole('button', { name: T.cancel, exact: true }).click();
    await expect(dialog).toBeHidden();

    // Create.
    await page.getByRole('button', { name: T.create, exact: true }).click();
    dialog = await dialogReady(page, T.createDialog);
    await dialog.getByRole('textbox', { name: T.code }).fill(`e2e-${suffix}`);
    await dialog.getByRole('textbox', { name: T.nameInPortuguese }).fill(name);
    await dialog.getByRole('textbox', { name: T.nameInEnglish }).fill(`Three sales ${suffix}`);
    await dialog.getByRole('radio', { name: T.star, exact: true }).check();
    await dialog.getByRole('combobox', { name: T.pointKind }).selectOption('sale');
    await dialog.getByRole('textbox', { name: T.threshold }).fill('3');
    await expectNoAxeViolations(page, 'create a badge');
    await dialog.getByRole('button', { name: T.createSubmit, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(T.created(name), { exact: true })).toBeVisible();
    const created = badgeItem(page, isMobile, name);
    await expect(created).toContainText(T.threeSales);
    await expect(created.getByRole('switch', { name: T.activeSwitch(name) })).toBeChecked();

    // Rename.
    await page.getByRole('button', { name: T.edit(name), exact: true }).click();
    dialog = await dialogReady(page, T.editDialog);
    await expect(dialog.getByRole('combobox', { name: T.rule, exact: true })).toBeEnabled();
    await dialog.getByRole('textbox', { name: T.nameInPortuguese }).fill(renamed);
    await dialog.getByRole('button', { name: T.save, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(T.saved(renamed), { exact: true })).toBeVisible();
    const item = badgeItem(page, isMobile, renamed);
    await expect(item).toBeVisible();

    // Deactivate, after confirming. By keyboard: the switch's input is visually hidden, and a forced click lands
    // wherever the row was when the click was aimed (the saved message above it can still be moving the table).
    await item.getByRole('switch', { name: T.activeSwitch(renamed) }).focus();
    await page.keyboard.press('Space');
    dialog = await dialogReady(page, T.deactivateDialog);
    await expectNoAxeViolations(page, 'deactivate a badge');
    await dialog.getByRole('button', { name: T.deactivate, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(T.deactivated(renamed), { exact: true })).toBeVisible();
    await expect(item.getByRole('switch', { name: T.activeSwitch(renamed) })).not.toBeChecked();
    await expectNoAxeViolations(page, 'badges after the changes');
  });
});
