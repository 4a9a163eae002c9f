import { expect, test } from '@playwright/test';
import { acceptCookieDialog, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import type { DemoUser } from './texts.ts';

// Points transfer to the partner loyalty programme (issue 15; SPEC §2 the points transfer screen and
// tigre-juntos-somos-mais, §5/§6/§8 Points transfer, §9 transferred points), through the DEMO partner that the
// server starts when no PARTNER_LOYALTY_URL is set. Each viewport has its own demo sender (one database, and a
// document sends once): Joana (joana.br) on desktop, Marcos (marcos.br) on mobile, each with points and a CPF
// registered in the demo partner. The transfer succeeds; a second one from the same document is refused.

const SENDERS: Record<'desktop' | 'mobile', DemoUser> = {
  desktop: { username: 'joana.br', fullName: 'Joana Tavares', firstName: 'Joana', language: 'pt-BR' },
  mobile: { username: 'marcos.br', fullName: 'Marcos Lima', firstName: 'Marcos', language: 'pt-BR' },
};

const T = {
  section: 'Transferência de pontos',
  cpf: /CPF no programa parceiro/,
  send: 'Enviar pontos',
  confirmTitle: 'Confirmar envio de pontos',
  confirm: 'Confirmar envio',
  sent: 'Pontos enviados! Eles devem ser resgatados em até 12 meses.',
  used: 'Este documento já foi utilizado para enviar pontos.',
  noPoints: 'Você não tem pontos para enviar.',
};

test.describe('points transfer (issue 15; SPEC §5/§6/§8 Points transfer)', () => {
  test('a transfer to the partner succeeds, and a second one from the same document is refused', async ({
    page,
    isMobile,
  }) => {
    await signIn(page, SENDERS[isMobile ? 'mobile' : 'desktop'], '/profile/transfer');
    // the section's title: a level 2 heading in the desktop profile, the page's level 1 on mobile
    await expect(
      page.getByRole('heading', { level: isMobile ? 1 : 2, name: T.section, exact: true }),
    ).toBeVisible();
    const cpf = page.getByRole('textbox', { name: T.cpf });
    await expect(cpf).toHaveValue(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    await expect(page.getByText(/^[\d.]+ pontos$/).first()).toBeVisible();
    await expectNoAxeViolations(page, 'points transfer');

    await page.getByRole('button', { name: T.send, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: T.confirmTitle });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'points transfer confirmation');
    await dialog.getByRole('button', { name: T.confirm, exact: true }).click();
    await expect(page.getByText(T.sent, { exact: true })).toBeVisible();
    await expect(page.getByText(T.noPoints, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Seus envios' }).getByRole('listitem').getByText('Enviado'),
    ).toBeVisible();

    // the same document again (SPEC §5: one document sends points only once)
    await page.getByRole('button', { name: T.send, exact: true }).click();
    await page.getByRole('dialog', { name: T.confirmTitle }).getByRole('button', { name: T.confirm }).click();
    await expect(page.getByRole('alert').filter({ hasText: T.used })).toBeVisible();
    await expectNoAxeViolations(page, 'points transfer refused');
  });

  test('the partner programme’s page explains who may transfer, signed out', async ({ page }) => {
    await page.goto('/tigre-juntos-somos-mais');
    await acceptCookieDialog(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Tigre Juntos Somos Mais' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Quem pode transferir' })).toBeVisible();
    await expect(
      page.getByText('Os pontos transferidos devem ser resgatados em até 12 meses.'),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'tigre-juntos-somos-mais');
  });
});
