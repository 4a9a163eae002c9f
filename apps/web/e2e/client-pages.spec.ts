import { expect, test } from '@playwright/test';
import { signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import type { DemoUser } from './texts.ts';

// The clients' own pages (docs/content.md "Pages"): a Chip Rewards seller reaches the programme's hotsite from
// About the programme; the academy's editor rewrites its team page and a member reads it. Each viewport writes its
// own title and accepts the other's, so the journeys can share the database in either order.

const SELLER: DemoUser = {
  username: 'seller.br',
  fullName: 'Bruno Vendas',
  firstName: 'Bruno',
  language: 'pt-BR',
};
const EDITOR: DemoUser = {
  username: 'e2e.news.editor',
  fullName: 'Eva Editora',
  firstName: 'Eva',
  language: 'pt-BR',
};

test.describe('client pages (SPEC §2 hotsite, about-the-team)', () => {
  test('a seller opens the hotsite from About the programme', async ({ page }) => {
    await signIn(page, SELLER, '/about-the-program');
    await page.getByRole('link', { name: 'Conheça o hotsite do programa', exact: true }).click();
    await expect(page).toHaveURL('/hotsite');
    const hotsite = page.getByRole('article', { name: 'Chip Rewards: sua venda vale pontos' });
    await expect(hotsite.getByRole('heading', { level: 2, name: 'Como funciona' })).toBeVisible();
    await expectNoAxeViolations(page, 'hotsite');
  });

  test('an editor rewrites the team page and reads it as members do', async ({ page, isMobile }) => {
    const title = `Nossa equipe (${isMobile ? 'celular' : 'computador'})`;
    await signIn(page, EDITOR, '/admin/pages');
    const team = page.getByRole('article', { name: 'Sobre a equipe' });
    // the seed's title, or the one the other viewport's journey wrote
    await expect(team.getByText(/^(Quem faz a Academia|Nossa equipe \(.+\))$/)).toBeVisible();
    await expectNoAxeViolations(page, 'client pages');
    await team.getByRole('link', { name: 'Editar Sobre a equipe' }).click();
    await expect(page).toHaveURL('/admin/pages/about-the-team');
    const heading = page.getByRole('textbox', { name: 'Título' }).first();
    await expect(heading).toHaveValue(/^(Quem faz a Academia|Nossa equipe \(.+\))$/);
    await expectNoAxeViolations(page, 'client page editor');
    await heading.fill(title);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Página salva.')).toBeVisible();
    await page.getByRole('link', { name: 'Ver a página', exact: true }).click();
    await expect(page).toHaveURL('/about-the-team');
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'team page');
  });
});
