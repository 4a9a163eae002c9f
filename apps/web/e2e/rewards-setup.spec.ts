import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { newBrowserContext, openMenuEntry, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import type { DemoUser } from './demo.ts';
import { E2E_LEVEL_REVIEWER } from './texts.ts';

// The programme administrator's campaign set-up (issue 13, operator screens), as Chip Rewards' own administrator
// (pt-BR; e2e/serve.mjs adds it): the campaigns list shows the demo's running campaign; a new campaign with one
// product is created and then listed as upcoming; a stores CSV with one bad row is previewed with that row's error
// and cannot be imported. The desktop and mobile journeys share one database, so each names its own campaign.
// The brands journey has accounts of its own (e2e/serve.mjs, E2E_SETUP_ADMIN and E2E_SETUP_SELLERS): the set-up's
// administrator adds a brand to an agency, and an unregistered Brazilian salesperson finds it offered in the running
// campaign's registration.

const SETUP_ADMIN: DemoUser = {
  username: 'e2e.setup.admin',
  fullName: 'Sérgio Configura',
  firstName: 'Sérgio',
  language: 'pt-BR',
};
const SELLERS: Record<'desktop' | 'mobile', DemoUser> = {
  desktop: { username: 'e2e.setup.desktop', fullName: 'Sara Inscrita', firstName: 'Sara', language: 'pt-BR' },
  mobile: { username: 'e2e.setup.mobile', fullName: 'Saulo Inscrito', firstName: 'Saulo', language: 'pt-BR' },
};

/** The screens' texts in pt-BR (features/rewards/setup/locales/pt-BR.json). */
const T = {
  menu: 'Campanhas de recompensas',
  running: 'Q4 2026',
  upcoming: 'Por começar',
  newCampaign: 'Nova campanha',
  newTitle: 'Nova campanha',
  name: 'Nome',
  begin: 'Primeiro dia',
  end: 'Último dia',
  brazil: 'Brasil',
  store: /^MegaInfo Paulista \(America\/Sao_Paulo\)/,
  addProduct: 'Adicionar produto',
  product: 'Produto 1',
  save: 'Salvar campanha',
  created: 'Campanha criada.',
  back: 'Campanhas de recompensas',
  importStores: 'Importar lojas (CSV)',
  importTitle: 'Importar lojas de um CSV',
  csv: 'Conteúdo do CSV',
  check: 'Conferir',
  rows: 'Linhas do arquivo',
  willCreate: 'Certa: será criada',
  badZone: /^time_zone: fuso desconhecido/,
  summary: '1 linhas certas, 1 com erros. Corrija os erros para importar.',
  importOne: 'Importar 1 lojas',
  agencies: 'Empresas/agências e marcas',
  agency: 'Agência Varejo Total',
  addBrand: 'Adicionar marca a Agência Varejo Total',
  brandDialog: 'Nova marca de Agência Varejo Total',
  brands: 'Marcas de Agência Varejo Total',
  create: 'Criar',
  register: 'Inscrever-se em Q4 2026',
  form: 'Inscrição em Q4 2026',
};

/** A campaign of the list: a table row on desktop, a card on mobile. */
function campaignItem(page: Page, isMobile: boolean, name: string): Locator {
  return isMobile
    ? page.getByRole('article', { name, exact: true })
    : page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

async function openCampaigns(page: Page, isMobile: boolean) {
  await signIn(page, E2E_LEVEL_REVIEWER);
  await openMenuEntry(page, isMobile, T.menu);
  await expect(page).toHaveURL('/admin/rewards-campaigns');
  await expect(page.getByRole('heading', { level: 1, name: T.menu, exact: true })).toBeVisible();
  await expect(campaignItem(page, isMobile, T.running)).toBeVisible();
}

test.describe('rewards campaign set-up (programme administrator)', () => {
  test('creates a campaign with a product and sees it listed', async ({ page, isMobile }) => {
    const name = `Campanha ${isMobile ? 'mobile' : 'desktop'} ${randomUUID().slice(0, 8)}`;
    const year = new Date().getUTCFullYear() + 2;
    await openCampaigns(page, isMobile);
    await expectNoAxeViolations(page, 'rewards campaigns');

    await page.getByRole('link', { name: T.newCampaign, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.newTitle, exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: T.name }).fill(name);
    await page.getByRole('textbox', { name: T.begin }).fill(`01/02/${year}`);
    await page.getByRole('textbox', { name: T.end }).fill(`30/04/${year}`);
    await page.getByRole('checkbox', { name: T.brazil, exact: true }).check();
    await page.getByRole('checkbox', { name: T.store }).check();
    await page.getByRole('button', { name: T.addProduct, exact: true }).click();
    const product = page.getByRole('group', { name: T.product, exact: true });
    const fields: [string, string][] = [
      ['Tipo de produto', 'Notebook'],
      ['Marca', 'Dell'],
      ['Processador', 'Intel Core Ultra 7'],
      ['Geração', 'Série 2'],
      ['Formato', 'Fino'],
      ['SKU', `E2E-${isMobile ? 'M' : 'D'}-1`],
      ['Pontos', '150'],
    ];
    for (const [label, value] of fields)
      await product.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
    await expectNoAxeViolations(page, 'new rewards campaign');
    await page.getByRole('button', { name: T.save, exact: true }).click();
    await expect(page.getByText(T.created, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: T.back, exact: true }).click();
    const item = campaignItem(page, isMobile, name);
    await expect(item).toBeVisible();
    await expect(item.getByText(T.upcoming, { exact: true })).toBeVisible();
  });

  test('previews a stores CSV and shows its bad row’s error before anything is written', async ({
    page,
    isMobile,
  }) => {
    await openCampaigns(page, isMobile);
    await page.getByRole('link', { name: T.importStores, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.importTitle, exact: true })).toBeVisible();
    const digits = `${Date.now()}`.slice(-8);
    await page
      .getByRole('textbox', { name: T.csv, exact: true })
      .fill(
        [
          'name,registration_number,chain,country,time_zone',
          `Loja E2E,${digits}/0001-11,MegaInfo,BR,America/Sao_Paulo`,
          `Loja sem fuso,${digits}/0002-22,MegaInfo,BR,Mars/Olympus`,
        ].join('\n'),
      );
    await page.getByRole('button', { name: T.check, exact: true }).click();
    const rows = page.getByRole('table', { name: T.rows, exact: true });
    await expect(rows.getByText(T.willCreate, { exact: true })).toBeVisible();
    await expect(rows.getByRole('row', { name: /Loja sem fuso/ }).getByText(T.badZone)).toBeVisible();
    await expect(page.getByText(T.summary, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: T.importOne, exact: true })).toBeDisabled();
    await expectNoAxeViolations(page, 'stores import preview');
  });

  test('adds a brand to an agency, which a seller then finds offered in a campaign’s registration', async ({
    page,
    browser,
    baseURL,
    isMobile,
  }, testInfo) => {
    const brand = `Marca ${isMobile ? 'M' : 'D'} ${randomUUID().slice(0, 8)}`;
    await signIn(page, SETUP_ADMIN);
    await openMenuEntry(page, isMobile, T.menu);
    await page.getByRole('link', { name: T.agencies, exact: true }).click();
    await expect(page).toHaveURL('/admin/rewards-agencies');
    await expect(page.getByRole('heading', { level: 1, name: T.agencies, exact: true })).toBeVisible();
    const card = page.getByRole('article', { name: T.agency, exact: true });
    await expect(card).toBeVisible();
    await expectNoAxeViolations(page, 'agencies and brands');

    await card.getByRole('button', { name: T.addBrand, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: T.brandDialog, exact: true });
    for (const [language, suffix] of [
      ['português', ''],
      ['inglês', ' EN'],
      ['espanhol', ' ES'],
      ['francês', ' FR'],
    ])
      await dialog
        .getByRole('textbox', { name: new RegExp(`^Nome em ${language}`) })
        .fill(`${brand}${suffix}`);
    await expectNoAxeViolations(page, 'new brand dialog');
    await dialog.getByRole('button', { name: T.create, exact: true }).click();
    await expect(page.getByText(`${brand} criada.`, { exact: true })).toBeVisible();
    await expect(
      card.getByRole('region', { name: T.brands }).getByText(brand, { exact: true }),
    ).toBeVisible();

    const context = await newBrowserContext(browser, testInfo, baseURL);
    try {
      const seller = await context.newPage();
      await signIn(seller, SELLERS[isMobile ? 'mobile' : 'desktop'], '/campaigns');
      await seller.getByRole('button', { name: T.register, exact: true }).click();
      const form = seller.getByRole('form', { name: T.form, exact: true });
      await form.getByRole('radio', { name: T.agency, exact: true }).check();
      await expect(form.getByRole('checkbox', { name: brand, exact: true })).toBeVisible();
      await expectNoAxeViolations(seller, 'registration offering the new brand');
    } finally {
      await context.close();
    }
  });
});
