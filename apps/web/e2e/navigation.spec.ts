import { expect, test } from '@playwright/test';
import { loginHeading, mainMenu, openLogin, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import { COMING_SOON, TEXTS, USERS } from './texts.ts';

test.describe('legacy paths and unknown pages (SPEC §2)', () => {
  test('signed in, old paths redirect to their new homes and an unknown path is not found', async ({
    page,
  }) => {
    await signIn(page, USERS.learner);
    await expect(page).toHaveURL('/home');

    await page.goto('/courses');
    await expect(page).toHaveURL('/online-courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Cursos online', exact: true })).toBeVisible();
    // the learning module's catalogue (issue 12), no longer the coming-soon page
    await expect(page.getByText('Encontre cursos, inscreva-se e continue de onde parou.')).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Cursos online', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.goto('/courses/42?tab=about');
    await expect(page).toHaveURL('/online-courses/42?tab=about');

    await page.goto('/webcasts');
    await expect(page).toHaveURL('/webinars');
    await expect(page.getByRole('heading', { level: 1, name: 'Webinars', exact: true })).toBeVisible();

    await page.goto('/no-such-page');
    await expect(page).toHaveURL('/no-such-page');
    await expect(
      page.getByRole('heading', { level: 1, name: TEXTS['pt-BR'].notFoundTitle, exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Não encontrado ou não possui permissão para acessar.')).toBeVisible();
    await expect(mainMenu(page)).toBeVisible();
    await expectNoAxeViolations(page, 'not found (signed in)');

    await page.getByRole('link', { name: 'Voltar para o início', exact: true }).click();
    await expect(page).toHaveURL('/home');
  });

  test('signed out, an unknown path is not found inside the open layout', async ({ page }) => {
    await openLogin(page, '/');
    await page.goto('/no-such-page');
    await expect(
      page.getByRole('heading', { level: 1, name: TEXTS['pt-BR'].notFoundTitle, exact: true }),
    ).toBeVisible();
    await expect(mainMenu(page)).toHaveCount(0);
    await expectNoAxeViolations(page, 'not found (signed out)');
    await page.getByRole('link', { name: 'Voltar para o login', exact: true }).click();
    await expect(loginHeading(page)).toBeVisible();
  });
});

test.describe('modules follow the client, the role and the country group (SPEC §6, §9)', () => {
  test('the academy learner finds no reward store or sales reporting: not found, not coming soon', async ({
    page,
  }) => {
    await signIn(page, USERS.learner);
    for (const path of ['/reward-store', '/insert-sales']) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: TEXTS['pt-BR'].notFoundTitle, exact: true }),
      ).toBeVisible();
      await expect(page.getByText(COMING_SOON)).toHaveCount(0);
    }
    await expectNoAxeViolations(page, 'module not switched on');
  });

  test('the Mexican promoter (group 2) is not offered sales reporting, in the menu or at its address', async ({
    page,
  }) => {
    await signIn(page, {
      username: 'promoter.mx',
      fullName: 'María Promotora',
      firstName: 'María',
      language: 'es-ES',
    });
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('link', { name: 'Informar ventas', exact: true })).toHaveCount(0);
    await page.goto('/insert-sales');
    await expect(
      page.getByRole('heading', { level: 1, name: TEXTS['es-ES'].notFoundTitle, exact: true }),
    ).toBeVisible();
  });
});
