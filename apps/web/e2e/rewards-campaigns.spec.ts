import { expect, test } from '@playwright/test';
import { openMenuEntry, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import type { DemoUser } from './texts.ts';

// Campaign registration (issue 13, SPEC §5): a seller of the demo rewards client registers for the running campaign
// (Q4 2026) with a store, a company/agency and its brands. The journeys share one database, so each viewport signs
// in as a different demo seller whom the seed left unregistered: Camila in São Paulo (pt-BR) on desktop, María in
// Mexico City (es-ES) on mobile. The browser runs in UTC, so a store's midnight shows at its offset.

interface Journey {
  user: DemoUser;
  menu: string;
  title: string;
  active: string;
  previous: string;
  period: RegExp;
  zone: string;
  register: string;
  form: string;
  chain: string;
  store: string;
  agency: string;
  brand: string;
  terms: string;
  submit: string;
  ruleStore: string;
  done: string;
  registered: string;
}

const CAMILA: Journey = {
  user: { username: 'camila.br', fullName: 'Camila Souza', firstName: 'Camila', language: 'pt-BR' },
  menu: 'Campanhas',
  title: 'Campanhas',
  active: 'Campanhas ativas',
  previous: 'Campanhas anteriores',
  period: /^De 01\/10\/2026 03:00 a 16\/12\/2026 02:59$/,
  zone: 'America/Sao_Paulo',
  register: 'Inscrever-se em Q4 2026',
  form: 'Inscrição em Q4 2026',
  chain: 'MegaInfo',
  store: 'MegaInfo Paulista · MegaInfo',
  agency: 'Agência Varejo Total',
  brand: 'Lenovo',
  terms: 'Li e aceito o regulamento da campanha.',
  submit: 'Confirmar inscrição',
  ruleStore: 'Escolha ao menos uma loja de cada rede escolhida.',
  done: 'Inscrição confirmada em Q4 2026.',
  registered: 'Inscrito',
};

const MARIA: Journey = {
  user: { username: 'promoter.mx', fullName: 'María Promotora', firstName: 'María', language: 'es-ES' },
  menu: 'Campañas',
  title: 'Campañas',
  active: 'Campañas activas',
  previous: 'Campañas anteriores',
  period: /^Del 01\/10\/2026 06:00 al 16\/12\/2026 05:59$/,
  zone: 'America/Mexico_City',
  register: 'Inscribirme en Q4 2026',
  form: 'Inscripción en Q4 2026',
  chain: 'CompuCentro',
  store: 'CompuCentro Polanco · CompuCentro',
  agency: 'Grupo Promo Latam',
  brand: 'HP',
  terms: 'He leído y acepto el reglamento de la campaña.',
  submit: 'Confirmar inscripción',
  ruleStore: 'Elige al menos una tienda de cada cadena elegida.',
  done: 'Inscripción confirmada en Q4 2026.',
  registered: 'Inscrito',
};

test.describe('rewards campaigns (issue 13; SPEC §2 campaigns, §5 registration)', () => {
  test('a seller registers for the running campaign', async ({ page, isMobile }) => {
    const t = isMobile ? MARIA : CAMILA;
    await signIn(page, t.user);
    await expect(page).toHaveURL('/home');
    await openMenuEntry(page, isMobile, t.menu, t.user.language);
    await expect(page).toHaveURL('/campaigns');
    await expect(page.getByRole('heading', { level: 1, name: t.title, exact: true })).toBeVisible();

    // the running campaign, its bounds in the store zone shown in the user's zone, not registered yet
    const active = page.getByRole('region', { name: t.active, exact: true });
    const q4 = active.getByRole('article', { name: 'Q4 2026' });
    await expect(q4.getByText(t.period)).toBeVisible();
    await expect(q4.getByText(t.zone, { exact: false })).toBeVisible();
    await expect(
      page.getByRole('region', { name: t.previous, exact: true }).getByRole('article'),
    ).toHaveCount(1);
    await expectNoAxeViolations(page, 'campaigns');

    await q4.getByRole('button', { name: t.register, exact: true }).click();
    const form = page.getByRole('form', { name: t.form, exact: true });
    await expect(form).toBeVisible();

    // a chain without a store is refused beside the stores, before anything is sent
    await form.getByRole('checkbox', { name: t.chain, exact: true }).check();
    await form.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(form.getByText(t.ruleStore)).toHaveCount(2);
    await expectNoAxeViolations(page, 'campaign registration with errors');

    await form.getByRole('checkbox', { name: t.store, exact: true }).check();
    await form.getByRole('radio', { name: t.agency, exact: true }).check();
    await form.getByRole('checkbox', { name: t.brand, exact: true }).check();
    await form.getByRole('checkbox', { name: t.terms, exact: true }).check();
    await form.getByRole('button', { name: t.submit, exact: true }).click();

    await expect(page.getByText(t.done, { exact: true })).toBeVisible();
    await expect(form).toBeHidden();
    await expect(q4.getByText(t.registered, { exact: true })).toBeVisible();
    await expect(q4.getByRole('button', { name: t.register, exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, 'campaigns after registering');
  });
});
