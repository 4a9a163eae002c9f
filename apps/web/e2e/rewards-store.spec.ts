import { expect, test } from '@playwright/test';
import { openMenuEntry, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import type { DemoUser } from './texts.ts';

// The reward store (issue 15; SPEC §2 reward-store, reward-store/details/{id}/, the profile's orders and
// redemptions; §5 Redemption): Bruno (seller.br, pt-BR, with the seed's store bonus and orders in every state)
// searches the store, filters it by department and sorts it by price, opens a reward, redeems it after the
// confirmation and finds the new order awaiting approval in his profile. The desktop journey redeems the Bluetooth
// headphones (found by a search typed in another case), the mobile one the coffee maker (found by
// its department, cheapest first); the journeys share one database, and neither category has a maximum.

const BRUNO: DemoUser = {
  username: 'seller.br',
  fullName: 'Bruno Vendas',
  firstName: 'Bruno',
  language: 'pt-BR',
};

const T = {
  menu: 'Loja de prêmios',
  search: 'Buscar prêmios',
  department: 'Departamento',
  sort: 'Ordenar por',
  home: 'Casa e cozinha',
  cheapest: 'Menor preço',
  redeem: 'Resgatar',
  confirmTitle: 'Confirmar resgate',
  confirm: 'Confirmar resgate',
  done: 'Pedido realizado! Ele aguarda aprovação.',
  toOrders: 'Ver meus pedidos',
  orders: 'Pedidos e resgates',
  awaiting: 'Aguardando aprovação',
};

test.describe('reward store (issue 15; SPEC §2 reward-store, §5 Redemption)', () => {
  test('a seller searches, filters and sorts the store, redeems a reward with confirmation and sees the order', async ({
    page,
    isMobile,
  }) => {
    const reward = isMobile ? 'Cafeteira elétrica' : 'Fone de ouvido Bluetooth';
    await signIn(page, BRUNO);
    await expect(page).toHaveURL('/home');
    await openMenuEntry(page, isMobile, T.menu);
    await expect(page).toHaveURL('/reward-store');
    await expect(page.getByRole('heading', { level: 1, name: T.menu, exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(8);
    await expect(
      page
        .getByRole('article', { name: 'Câmera instantânea', exact: true })
        .getByText('Esgotado', { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'reward-store');

    if (isMobile) {
      await page.getByLabel(T.department).selectOption({ label: T.home });
      await page.getByLabel(T.sort).selectOption({ label: T.cheapest });
      await expect(page).toHaveURL(/department=\d+/);
      await expect(page.getByRole('article')).toHaveCount(2);
      await expect(page.getByRole('article').first()).toHaveAccessibleName('Jogo de facas');
      await expect(page.getByRole('article').last()).toHaveAccessibleName(reward);
    } else {
      await page.getByRole('searchbox', { name: T.search }).fill('FONE bluetooth');
      await expect(page).toHaveURL(/search=FONE/);
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(page.getByRole('article').first()).toHaveAccessibleName(reward);
    }
    await expectNoAxeViolations(page, 'reward-store filtered');

    await page
      .getByRole('article', { name: reward, exact: true })
      .getByRole('link', { name: reward })
      .click();
    await expect(page).toHaveURL(/\/reward-store\/details\/\d+\/$/);
    await expect(page.getByRole('heading', { level: 1, name: reward, exact: true })).toBeVisible();
    await expect(page.getByText(/^Saldo depois do resgate: [\d.]+ pontos$/)).toBeVisible();
    await expectNoAxeViolations(page, 'reward details');

    await page.getByRole('button', { name: T.redeem, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: T.confirmTitle });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'redemption confirmation');
    await dialog.getByRole('button', { name: T.confirm, exact: true }).click();
    await expect(page.getByText(T.done, { exact: true })).toBeVisible();

    await page.getByRole('link', { name: T.toOrders, exact: true }).click();
    await expect(page).toHaveURL('/profile/orders');
    await expect(page.getByRole('heading', { name: T.orders, exact: true })).toBeVisible();
    const order = page
      .getByRole('article', { name: reward, exact: true })
      .filter({ hasText: T.awaiting })
      .first();
    await expect(order).toBeVisible();
    await expect(
      order.getByRole('list', { name: /^Histórico do pedido \d+$/ }).getByRole('listitem'),
    ).toHaveCount(1);
    await expectNoAxeViolations(page, 'orders and redemptions');
  });
});
