import { expect, type Locator, type Page, test } from '@playwright/test';
import { accessToken, apiGet } from './api.ts';
import { newBrowserContext, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import type { DemoUser } from './demo.ts';

// The reward store's order queue (issue 15; SPEC §4 Reward order): Chip Rewards' store operator approves, ships
// and delivers a salesperson's order from the queue's bulk bar, and the salesperson, whose orders section stays
// open in another browser, sees each status arrive live (the reward_order notification marks the orders stale),
// without a reload. Own accounts (e2e/serve.mjs, E2E_ORDER_USERS and E2E_ORDER_OPERATOR): one salesperson per
// viewport with a knife set order awaiting approval, and an operator of Chip Rewards alone.
// The same operator creates a reward in the catalogue (texts in the four languages, price, department, category),
// offers it in Argentina and an Argentine salesperson of the journey's own (E2E_CATALOGUE_BUYERS) finds it in the
// store by a search without its accent.

const BUYERS: Record<'desktop' | 'mobile', DemoUser> = {
  desktop: {
    username: 'e2e.orders.desktop',
    fullName: 'Otávio Pedidos',
    firstName: 'Otávio',
    language: 'pt-BR',
  },
  mobile: {
    username: 'e2e.orders.mobile',
    fullName: 'Olívia Pedidos',
    firstName: 'Olívia',
    language: 'pt-BR',
  },
};
const OPERATOR: DemoUser = {
  username: 'e2e.orders.admin',
  fullName: 'Oscar Operador',
  firstName: 'Oscar',
  language: 'pt-BR',
};

const CATALOGUE_BUYERS: Record<'desktop' | 'mobile', DemoUser> = {
  desktop: {
    username: 'e2e.catalogue.desktop',
    fullName: 'Alma Catálogo',
    firstName: 'Alma',
    language: 'pt-BR',
  },
  mobile: {
    username: 'e2e.catalogue.mobile',
    fullName: 'Abril Catálogo',
    firstName: 'Abril',
    language: 'pt-BR',
  },
};

/** The new reward's texts, one row a language: tab, name, description. */
const NEW_REWARD: [tab: string, name: string, description: string][] = [
  ['Português', 'Garrafa térmica Ártico', 'Mantém a bebida gelada por 24 horas.'],
  ['Inglês', 'Arctic thermal bottle', 'Keeps drinks cold for 24 hours.'],
  ['Espanhol', 'Botella térmica Ártico', 'Mantiene la bebida fría durante 24 horas.'],
  ['Francês', 'Bouteille isotherme Arctique', 'Garde les boissons fraîches pendant 24 heures.'],
];

const T = {
  reward: 'Jogo de facas',
  orders: 'Pedidos e resgates',
  queue: 'Pedidos da loja de prêmios',
  awaiting: 'Aguardando aprovação',
  approved: 'Aprovado',
  shipped: 'Enviado',
  delivered: 'Entregue',
  select: (id: number) => `Selecionar o pedido ${id}`,
  bar: 'Pedidos selecionados',
  changed: 'Pedidos alterados: 1.',
  carrier: 'Transportadora',
  tracking: (id: number, name: string) => `Código de rastreio do pedido ${id} (${name})`,
};

/** One bulk move of the queue: the order chosen by its checkbox, the bar's button, the dialog's confirmation. */
async function bulkMove(
  operator: Page,
  order: number,
  move: { status: string; button: string; dialog: string; confirm: string },
  fill?: (dialog: Locator) => Promise<void>,
) {
  await operator.goto(`/admin/reward-orders?status=${move.status}`);
  await expect(operator.getByRole('heading', { level: 1, name: T.queue, exact: true })).toBeVisible();
  await operator.getByRole('checkbox', { name: T.select(order), exact: true }).check();
  const bar = operator.getByRole('region', { name: T.bar });
  await bar.getByRole('button', { name: move.button, exact: true }).click();
  const dialog = operator.getByRole('dialog', { name: move.dialog });
  await expect(dialog).toBeVisible();
  if (fill) await fill(dialog);
  await dialog.getByRole('button', { name: move.confirm, exact: true }).click();
  await expect(operator.getByText(T.changed, { exact: true })).toBeVisible();
}

test.describe('reward orders (issue 15; SPEC §4 Reward order)', () => {
  test('an operator approves, ships and delivers an order and its owner sees each status arrive', async ({
    page,
    browser,
    baseURL,
    isMobile,
  }, testInfo) => {
    const buyer = BUYERS[isMobile ? 'mobile' : 'desktop'];
    const mine = await apiGet<{ results: { id: number; status: string }[] }>(
      page.request,
      '/api/v1/rewards/orders',
      await accessToken(page.request, buyer.username),
    );
    const orderId = mine.results[0]?.id ?? 0;
    expect(mine.results[0]?.status).toBe('awaiting_approval');

    await signIn(page, buyer, '/profile/orders');
    await expect(page.getByRole('heading', { name: T.orders, exact: true })).toBeVisible();
    const order = page.getByRole('article', { name: T.reward, exact: true });
    const status = (text: string) => order.locator('.mantine-Badge-label').filter({ hasText: text });
    await expect(status(T.awaiting)).toBeVisible();
    await expectNoAxeViolations(page, 'orders awaiting approval');
    // a mark on this document: a reload would lose it
    await page.evaluate(() => {
      document.documentElement.dataset.e2eSameDocument = 'yes';
    });

    const context = await newBrowserContext(browser, testInfo, baseURL);
    try {
      const operator = await context.newPage();
      await signIn(operator, OPERATOR);
      await operator.goto('/admin/reward-orders?status=awaiting_approval');
      await expect(operator.getByRole('heading', { level: 1, name: T.queue, exact: true })).toBeVisible();
      await operator.getByRole('checkbox', { name: T.select(orderId), exact: true }).check();
      await expect(operator.getByRole('region', { name: T.bar })).toBeVisible();
      await expectNoAxeViolations(operator, 'order queue with a selection');

      await bulkMove(operator, orderId, {
        status: 'awaiting_approval',
        button: 'Aprovar selecionados',
        dialog: 'Aprovar pedidos (1)',
        confirm: 'Aprovar',
      });
      await expect(status(T.approved)).toBeVisible();

      await bulkMove(
        operator,
        orderId,
        {
          status: 'approved',
          button: 'Enviar selecionados',
          dialog: 'Enviar pedidos (1)',
          confirm: 'Enviar',
        },
        async (dialog) => {
          await dialog.getByRole('textbox', { name: T.carrier }).fill('Correios');
          await dialog
            .getByRole('textbox', { name: T.tracking(orderId, buyer.fullName) })
            .fill('BR123456789');
          await expectNoAxeViolations(operator, 'bulk shipping dialog');
        },
      );
      await expect(status(T.shipped)).toBeVisible();
      await expect(order.getByText(/Correios · código de rastreio BR123456789/).first()).toBeVisible();

      await bulkMove(operator, orderId, {
        status: 'shipped',
        button: 'Marcar selecionados como entregues',
        dialog: 'Entregar pedidos (1)',
        confirm: 'Marcar entregue',
      });
      await expect(status(T.delivered)).toBeVisible();
      await expectNoAxeViolations(operator, 'order queue after the moves');
    } finally {
      await context.close();
    }

    await expect(page.locator('html'), 'each status arrived without a reload').toHaveAttribute(
      'data-e2e-same-document',
      'yes',
    );
    await expect(
      order.getByRole('list', { name: `Histórico do pedido ${orderId}` }).getByRole('listitem'),
    ).toHaveCount(4);
    await expectNoAxeViolations(page, 'orders delivered');
  });

  test('an operator creates a reward, offers it in a country and a salesperson there finds it in the store', async ({
    page,
    browser,
    baseURL,
    isMobile,
  }, testInfo) => {
    const name = NEW_REWARD[0]?.[1] ?? '';
    await signIn(page, OPERATOR, '/admin/reward-catalogue');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Catálogo da loja', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Departamentos', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'reward catalogue with its lists');

    await page.getByRole('button', { name: 'Novo prêmio', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo prêmio' });
    await expect(dialog).toBeVisible();
    for (const [tab, text, description] of NEW_REWARD) {
      await dialog.getByRole('tab', { name: tab, exact: true }).click();
      await dialog.getByRole('textbox', { name: new RegExp(`^Nome em ${tab}`) }).fill(text);
      await dialog.getByRole('textbox', { name: new RegExp(`^Descrição em ${tab}`) }).fill(description);
    }
    await dialog.getByRole('textbox', { name: /^Preço em pontos/ }).fill('75');
    await dialog.getByRole('combobox', { name: /^Departamento/ }).selectOption({ label: 'Casa e cozinha' });
    await dialog.getByRole('combobox', { name: /^Categoria/ }).selectOption({ label: 'Acessórios' });
    await expectNoAxeViolations(page, 'new reward form');
    await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(
      page.getByText(`${name} criado. Defina o estoque por país para oferecê-lo na loja.`, { exact: true }),
    ).toBeVisible();

    await page.getByRole('button', { name: `Editar estoque de ${name}`, exact: true }).click();
    const stock = page.getByRole('dialog', { name: `Estoque de ${name}` });
    await stock.getByRole('checkbox', { name: 'Oferecido em Argentina', exact: true }).check();
    await stock.getByRole('textbox', { name: 'Unidades em Argentina', exact: true }).fill('5');
    await stock.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText(`Estoque de ${name} salvo.`, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'reward catalogue with the new reward');

    const context = await newBrowserContext(browser, testInfo, baseURL);
    try {
      const buyer = await context.newPage();
      await signIn(buyer, CATALOGUE_BUYERS[isMobile ? 'mobile' : 'desktop'], '/reward-store');
      await expect(
        buyer.getByRole('heading', { level: 1, name: 'Loja de prêmios', exact: true }),
      ).toBeVisible();
      await buyer.getByRole('searchbox', { name: 'Buscar prêmios' }).fill('garrafa artico');
      await expect(buyer).toHaveURL(/search=garrafa/);
      await expect(buyer.getByRole('article')).toHaveCount(1);
      const card = buyer.getByRole('article', { name, exact: true });
      await expect(card).toBeVisible();
      await expect(card.getByText('75 pontos', { exact: true })).toBeVisible();
      await expectNoAxeViolations(buyer, 'the store finds the new reward');
    } finally {
      await context.close();
    }
  });
});
