import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openMenuEntry, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { E2E_LEVEL_REVIEWER } from './texts.ts';

// The campaign dashboard (issue 13, operator screens), as Chip Rewards' own administrator (pt-BR): from the
// campaigns' list Q4 2026's dashboard shows the demo's figures (the seeds' sales, photos, audit queue and
// registrations), a chart's figures as a table, and the CSV downloads. Other journeys add sales to the same
// database, so the figures are checked for what the demo guarantees, not for exact totals.

/** The screens' texts in pt-BR (features/rewards/dashboard/locales/pt-BR.json, setup's for the list). */
const T = {
  menu: 'Campanhas de recompensas',
  campaign: 'Q4 2026',
  dashboardLink: 'Ver o painel',
  heading: 'Painel: Q4 2026',
  totals: 'Totais',
  stores: 'Lojas com mais pontos',
  store: /MegaInfo Paulista/,
  backlogToggle: 'Mostrar a tabela: Fila de auditoria',
  backlog: 'Fila de auditoria',
  export: 'Exportar CSV',
};

test.describe('rewards campaign dashboard (programme administrator)', () => {
  test('opens a campaign’s dashboard, reads its figures and downloads the CSV', async ({
    page,
    isMobile,
  }) => {
    await signIn(page, E2E_LEVEL_REVIEWER);
    await openMenuEntry(page, isMobile, T.menu);
    const item = isMobile
      ? page.getByRole('article', { name: T.campaign, exact: true })
      : page.getByRole('row').filter({ has: page.getByRole('link', { name: T.campaign, exact: true }) });
    await item.getByRole('link', { name: T.dashboardLink, exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: T.heading, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: T.totals })).toBeVisible();
    // the demo's sales at MegaInfo Paulista (seller.br) and its charts, drawn
    const stores = page.getByRole('table', { name: T.stores });
    await expect(stores.getByRole('row', { name: T.store })).toBeVisible();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    // the audit queue's figures as a table: the demo leaves sales and photos under audit
    await page.getByRole('button', { name: T.backlogToggle, exact: true }).click();
    await expect(page.getByRole('table', { name: T.backlog, exact: true })).toBeVisible();
    await expect(page.getByText(/^[1-9]\d* vendas e [1-9]\d* fotos aguardando auditoria\./)).toBeVisible();
    await expectNoAxeViolations(page, 'rewards dashboard');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: T.export, exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^campaign-\d+-dashboard\.csv$/);
    const lines = (await readFile(await file.path(), 'utf8')).split('\r\n');
    expect(lines[0]).toBe('\uFEFFsecao,item,pais,vendas,unidades,pontos_vendas,fotos,pontos_fotos,cadastros');
    expect(lines.some((line) => line.startsWith('store,MegaInfo Paulista,BR,'))).toBe(true);
  });
});
