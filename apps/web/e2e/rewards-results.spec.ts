import { expect, type Page, test } from '@playwright/test';
import { openMenuEntry, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { E2E_LEVEL_REVIEWER } from './texts.ts';

// Mystery-shopper results and event participations (issue 13), as Chip Rewards' own administrator (pt-BR; e2e/
// serve.mjs adds it): the list shows the demo's results of Mateo; a CSV is previewed with the row already posted
// (skipped) and a bad row's errors, and cannot be posted. Nothing is written, so the demo accounts stay as they are.

/** The screens' texts in pt-BR (features/rewards/setup/locales/pt-BR.json, "results"). */
const T = {
  menu: 'Cliente oculto e eventos',
  mateo: 'Mateo García',
  visit: 'Visita de cliente oculto: atendimento nota 9/10, demonstração do notebook',
  import: 'Importar CSV',
  importTitle: 'Importar resultados de um CSV',
  csv: 'Conteúdo do CSV',
  check: 'Conferir',
  rows: 'Linhas do arquivo',
  skip: 'Já lançada: será pulada',
  unknown: 'participant: participante não encontrado',
  summary: '1 linhas certas, 1 com erros. Corrija os erros para importar.',
  confirm: 'Lançar 1 linhas',
};

async function openResults(page: Page, isMobile: boolean) {
  await signIn(page, E2E_LEVEL_REVIEWER);
  await openMenuEntry(page, isMobile, T.menu);
  await expect(page).toHaveURL('/admin/rewards-results');
  await expect(page.getByRole('heading', { level: 1, name: T.menu, exact: true })).toBeVisible();
}

test.describe('rewards results (programme administrator)', () => {
  test('lists the posted results and previews a CSV with a skipped and a bad row', async ({
    page,
    isMobile,
  }) => {
    await openResults(page, isMobile);
    await expect(page.getByText(T.visit, { exact: true })).toBeVisible();
    await expect(page.getByText(T.mateo, { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page, 'rewards results');

    await page.getByRole('link', { name: T.import, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.importTitle, exact: true })).toBeVisible();
    await page
      .getByRole('textbox', { name: T.csv, exact: true })
      .fill(
        [
          'participant,kind,date,rule,description',
          'mateo.mx,mystery_shopper,2026-11-12,,Visita repetida',
          'ninguem.xx,event,2026-11-13,event.checkin,Evento',
        ].join('\n'),
      );
    await page.getByRole('button', { name: T.check, exact: true }).click();
    const rows = page.getByRole('table', { name: T.rows, exact: true });
    await expect(rows.getByText(T.skip, { exact: true })).toBeVisible();
    await expect(rows.getByText(T.unknown, { exact: true })).toBeVisible();
    await expect(page.getByText(T.summary, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: T.confirm, exact: true })).toBeDisabled();
    await expectNoAxeViolations(page, 'rewards results import preview');
  });
});
