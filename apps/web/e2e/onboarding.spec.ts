import { expect, test } from '@playwright/test';
import { signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import type { DemoUser } from './texts.ts';

// The onboarding tour and the welcome banner (issue 16, docs/content.md "Onboarding"): a learner who never saw the
// academy's tour finds the welcome banner and the offer of the tour on the home, dismisses the banner (it stays
// dismissed after a reload), takes the tour to its end, and replays it from the profile. Each viewport has its own
// learner (e2e/serve.mjs), since the tour is offered once per user and client.

const LEARNERS: Record<'desktop' | 'mobile', DemoUser> = {
  desktop: {
    username: 'e2e.onboarding.desktop',
    fullName: 'Olga Onboarding',
    firstName: 'Olga',
    language: 'pt-BR',
  },
  mobile: {
    username: 'e2e.onboarding.mobile',
    fullName: 'Otto Onboarding',
    firstName: 'Otto',
    language: 'pt-BR',
  },
};
const BANNER = 'Boas-vindas à Academia';
const STEPS = ['Boas-vindas!', 'Cursos online', 'Biblioteca', 'Fórum'];

test('a new learner dismisses the welcome banner, takes the tour once and replays it from the profile', async ({
  page,
  isMobile,
}) => {
  const learner = LEARNERS[isMobile ? 'mobile' : 'desktop'];
  await signIn(page, learner, '/home');
  const banner = page.getByRole('region', { name: BANNER });
  await expect(banner.getByText('Novos cursos toda semana.')).toBeVisible();
  const offer = page.getByRole('link', { name: 'Fazer o tour', exact: true });
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page, 'home with the welcome banner');

  await banner.getByRole('button', { name: 'Dispensar a mensagem de boas-vindas' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(offer).toBeVisible();
  await expect(page.getByRole('region', { name: BANNER })).toBeHidden();

  await offer.click();
  await expect(page).toHaveURL('/onboarding');
  await expect(page.getByRole('article', { name: STEPS[0] })).toBeVisible();
  await expect(page.getByText(`Passo 1 de ${STEPS.length}`)).toBeVisible();
  await expectNoAxeViolations(page, 'onboarding tour');
  for (const [index, title] of STEPS.slice(1).entries()) {
    await page.getByRole('button', { name: 'Próximo', exact: true }).click();
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    await expect(page.getByText(`Passo ${index + 2} de ${STEPS.length}`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Concluir', exact: true }).click();
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { level: 1, name: `Olá, ${learner.firstName}!` })).toBeVisible();
  // offered once: seen, the home no longer offers it
  await expect(page.getByRole('link', { name: 'Fazer o tour', exact: true })).toBeHidden();

  await page.goto('/profile/onboarding');
  await expect(page.getByText('Veja de novo o tour rápido pelos módulos deste cliente.')).toBeVisible();
  await expectNoAxeViolations(page, 'profile: the tour section');
  await page.getByRole('link', { name: 'Rever o tour', exact: true }).click();
  await expect(page).toHaveURL('/onboarding');
  await expect(page.getByRole('article', { name: STEPS[0] })).toBeVisible();
});

test('an editor writes a step in the rich-text editor and previews it before saving', async ({ page }) => {
  // the academy's news editor edits its tour; nothing is saved, the demo tour stays as the learners' journey expects
  const editor: DemoUser = {
    username: 'e2e.news.editor',
    fullName: 'Eva Editora',
    firstName: 'Eva',
    language: 'pt-BR',
  };
  await signIn(page, editor, '/admin/onboarding');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tour de boas-vindas e banner', exact: true }),
  ).toBeVisible();
  const portuguese = page.getByRole('tabpanel', { name: 'Português' });
  const step = portuguese.getByRole('group', { name: 'Passo 1', exact: true });
  const body = step.getByRole('textbox', { name: 'Texto', exact: true });
  await body.click();
  await body.press('ControlOrMeta+End');
  await body.press('Enter');
  await step.getByRole('button', { name: 'Lista numerada', exact: true }).click();
  await page.keyboard.insertText('Escolha um curso');
  await step.getByRole('button', { name: 'Pré-visualizar o texto', exact: true }).click();
  const preview = step.getByRole('region', { name: 'Pré-visualização do texto' });
  await expect(preview.getByRole('listitem')).toHaveText(['Escolha um curso']);
  await expectNoAxeViolations(page, 'onboarding editor');
});
