import { expect, type Locator, type Page, test } from '@playwright/test';
import { animationsSettled, openMenuEntry, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectTablesLaidOut } from './layout.ts';
import { E2E_LEVEL_REVIEWER } from './texts.ts';

/** The screen's texts in pt-BR (features/points/admin/locales/pt-BR.json, `pointsTable`). */
const t = {
  menu: 'Gestão da tabela de pontos',
  title: 'Tabela de pontos e níveis',
  campaign: 'Campanha',
  runningCampaign: 'Q4 2026',
  /** e2e/serve.mjs adds Chip Rewards' campaign of next year's first quarter, which has not begun. */
  futureCampaign: `Q1 ${new Date().getUTCFullYear() + 1}`,
  notBegun: (name: string) => `${name} (não iniciada)`,
  rulesCaption: (campaign: string) => new RegExp(`^Regras da campanha ${campaign}: \\d+$`),
  frozen: 'Esta campanha já começou',
  notebookSale: 'Venda de notebook',
  noRules: 'Esta campanha ainda não tem regras.',
  add: 'Adicionar regra',
  addTitle: 'Adicionar regra',
  editLabel: (code: string) => `Editar a regra ${code}`,
  editTitle: (code: string) => `Editar regra ${code}`,
  deleteLabel: (code: string) => `Excluir a regra ${code}`,
  deleteTitle: 'Excluir regra?',
  delete: 'Excluir',
  code: 'Código',
  kind: 'Tipo',
  basePoints: 'Pontos base',
  ptDescription: 'Descrição em Português (Brasil)',
  frozenHint: 'Fixo: a campanha já começou.',
  save: 'Salvar regra',
  cancel: 'Cancelar',
  created: (code: string) => `Regra ${code} adicionada.`,
  updated: (code: string) => `Regra ${code} salva.`,
  deleted: (code: string) => `Regra ${code} excluída.`,
  intermediate: 'Intermediário',
  highest: 'Máximo',
  saveThresholds: 'Salvar limites',
  thresholdsSaved: 'Limites salvos.',
};

/** A rule of the campaign on screen: a table row on desktop, a card on mobile. */
function ruleItem(page: Page, isMobile: boolean, campaign: string, text: string): Locator {
  return isMobile
    ? page
        .getByRole('region', { name: t.rulesCaption(campaign) })
        .getByRole('listitem')
        .filter({ hasText: text })
    : page
        .getByRole('table', { name: t.rulesCaption(campaign) })
        .getByRole('row')
        .filter({ hasText: text });
}

/** Fills a field of the rule dialog (labels carry the required marker and hints, hence the prefix match). */
function field(dialog: Locator, label: string): Locator {
  return dialog.getByRole('textbox', {
    name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });
}

test.describe('the programme administrator keeps the points table and level thresholds (SPEC §4 Level, §6, §9)', () => {
  test('a begun campaign is read-only; a campaign still to begin takes a rule, its edit, thresholds and its deletion', async ({
    page,
    isMobile,
  }) => {
    test.slow(); // eight axe and layout checks on staff tables: past 60 s on a busy 2-core machine
    const code = `e2e.${isMobile ? 'mobile' : 'desktop'}`;
    const description = `Evento e2e ${isMobile ? 'móvel' : 'desktop'}`;
    await signIn(page, E2E_LEVEL_REVIEWER);
    await openMenuEntry(page, isMobile, t.menu);
    await expect(page).toHaveURL('/admin/points-table');
    await expect(page.getByRole('heading', { level: 1, name: t.title, exact: true })).toBeVisible();

    // The running campaign comes first: its values are fixed, with the reason on screen.
    const notebook = ruleItem(page, isMobile, t.runningCampaign, t.notebookSale);
    await expect(notebook).toBeVisible();
    await expect(notebook).toContainText('sale.notebook');
    await expect(page.getByText(t.frozen, { exact: true })).toBeVisible();
    await expect(notebook.getByRole('button', { name: t.deleteLabel('sale.notebook') })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: t.intermediate })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: t.saveThresholds })).toBeDisabled();
    await expectNoAxeViolations(page, 'points table admin: running campaign');
    await expectTablesLaidOut(page, 'points table admin', (width) =>
      expect(ruleItem(page, width < 768, t.runningCampaign, t.notebookSale)).toBeVisible(),
    );

    await notebook.getByRole('button', { name: t.editLabel('sale.notebook') }).click();
    const frozenDialog = page.getByRole('dialog', { name: t.editTitle('sale.notebook') });
    await expect(frozenDialog).toBeVisible();
    await expect(field(frozenDialog, t.code)).toHaveAttribute('readonly', '');
    await expect(field(frozenDialog, t.basePoints)).toHaveAttribute('readonly', '');
    await expect(frozenDialog.getByText(t.frozenHint).first()).toBeVisible();
    await animationsSettled(page);
    await expectNoAxeViolations(page, 'points table admin: edit dialog of a begun campaign');
    await frozenDialog.getByRole('button', { name: t.cancel, exact: true }).click();
    await expect(frozenDialog).toBeHidden();

    // The campaign still to begin.
    await page
      .getByRole('combobox', { name: t.campaign })
      .selectOption({ label: t.notBegun(t.futureCampaign) });
    await expect(page).toHaveURL(/[?&]campaign=\d+/);
    await expect(page.getByText(t.frozen, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.saveThresholds })).toBeEnabled();

    // Add a rule.
    await page.getByRole('button', { name: t.add, exact: true }).click();
    const addDialog = page.getByRole('dialog', { name: t.addTitle });
    await expect(addDialog).toBeVisible();
    await animationsSettled(page);
    await expectNoAxeViolations(page, 'points table admin: add rule dialog');
    await field(addDialog, t.code).fill(code);
    await addDialog.getByRole('combobox', { name: t.kind }).selectOption('event');
    await field(addDialog, t.basePoints).fill('40');
    await field(addDialog, t.ptDescription).fill(description);
    await addDialog.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.created(code))).toBeVisible();
    await expect(addDialog).toBeHidden();
    const added = ruleItem(page, isMobile, t.futureCampaign, description);
    await expect(added).toContainText('40');
    await expect(added).toContainText('60'); // 1.5 × 40 at intermediate
    await expect(added).toContainText('80'); // 2 × 40 at highest
    await expectNoAxeViolations(page, 'points table admin: campaign still to begin');

    // Edit it: its value can still change.
    await added.getByRole('button', { name: t.editLabel(code) }).click();
    const editDialog = page.getByRole('dialog', { name: t.editTitle(code) });
    await expect(editDialog).toBeVisible();
    await expect(field(editDialog, t.basePoints)).not.toHaveAttribute('readonly', '');
    await field(editDialog, t.basePoints).fill('50');
    await editDialog.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.updated(code))).toBeVisible();
    await expect(added).toContainText('75');
    await expect(added).toContainText('100');

    // Thresholds, kept across a reload.
    const [intermediate, highest] = isMobile ? ['600', '1600'] : ['500', '1500'];
    await page.getByRole('textbox', { name: t.intermediate }).fill(intermediate);
    await page.getByRole('textbox', { name: t.highest }).fill(highest);
    await page.getByRole('button', { name: t.saveThresholds }).click();
    await expect(page.getByText(t.thresholdsSaved)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: t.intermediate })).toHaveValue(intermediate);
    await expect(page.getByRole('textbox', { name: t.highest })).toHaveValue(highest);

    // Delete it, after the confirmation.
    await added.getByRole('button', { name: t.deleteLabel(code) }).click();
    const confirm = page.getByRole('dialog', { name: t.deleteTitle });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(code);
    await animationsSettled(page);
    await expectNoAxeViolations(page, 'points table admin: delete confirmation');
    await confirm.getByRole('button', { name: t.delete, exact: true }).click();
    await expect(page.getByText(t.deleted(code))).toBeVisible();
    await expect(added).toHaveCount(0);
  });
});
