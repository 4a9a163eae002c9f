import { expect, test } from '@playwright/test';
import { openMenuEntry, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import type { DemoUser } from './texts.ts';

// The audit queue (issue 13, SPEC §6 auditor): Otto (auditor, es-ES) opens the queue, narrows it to sales whose
// invoice picture was sent before, at one store, sees the signal beside the invoice image, and reproves a sale with a
// reason after the confirmation; the seller then sees the sale reproved with the reason, and the notification that
// its points were reversed. The seed's two sellers share one invoice picture: the desktop journey reproves Paulo's
// sale (MegaInfo Campinas), the mobile one Renata's (Casa Digital Recife), as the journeys share one database.

const AUDITOR: DemoUser = {
  username: 'auditor',
  fullName: 'Otto Auditor',
  firstName: 'Otto',
  language: 'es-ES',
};

const SELLERS: Record<'desktop' | 'mobile', { user: DemoUser; store: string; invoice: string }> = {
  desktop: {
    user: { username: 'paulo.br', fullName: 'Paulo Rocha', firstName: 'Paulo', language: 'pt-BR' },
    store: 'MegaInfo Campinas',
    invoice: '000.871.220',
  },
  mobile: {
    user: { username: 'renata.br', fullName: 'Renata Dias', firstName: 'Renata', language: 'pt-BR' },
    store: 'Casa Digital Recife',
    invoice: '004.552.019',
  },
};

/** The auditor's screen in es-ES (features/rewards/audit/locales/es-ES.json). */
const T = {
  menu: 'Auditoría de ventas y fotos',
  signal: 'Señal de fraude',
  duplicateImage: 'Imagen ya enviada',
  store: 'Tienda',
  count: /^\d+ ventas$/,
  invoice: (n: string) => `Factura ${n}`,
  invoiceImage: (n: string) => `Factura ${n}`,
  reprove: (n: string) => `Reprobar Factura ${n}`,
  dialog: 'Reprobar',
  reason: 'Motivo',
  confirm: 'Reprobar y revertir los puntos',
  done: /^1 decididos\./,
  reproved: 'Reprobada',
};

/** The seller's screens in pt-BR. */
const SELLER = {
  menu: 'Informar vendas',
  list: 'Minhas vendas',
  invoice: (n: string) => `Nota ${n}`,
  reproved: 'Reprovada',
  reason: (text: string) => `Motivo: ${text}`,
  notification: (n: string) =>
    new RegExp(
      `^Sua venda da nota ${n.replace(/\./g, '\\.')} foi reprovada e seus \\d+ pontos foram estornados\\.$`,
    ),
};

test.describe('rewards audit queue (issue 13; SPEC §6 auditor)', () => {
  test('an auditor reproves a sale flagged as a duplicate image; the seller sees the reversal and its reason', async ({
    page,
    isMobile,
  }) => {
    const seller = SELLERS[isMobile ? 'mobile' : 'desktop'];
    const reason = `Imagem da nota repetida (${isMobile ? 'móvel' : 'desktop'})`;
    await signIn(page, AUDITOR);
    await openMenuEntry(page, isMobile, T.menu, AUDITOR.language);
    await expect(page).toHaveURL('/admin/rewards-audit');
    await expect(page.getByRole('heading', { level: 1, name: T.menu, exact: true })).toBeVisible();
    await expect(page.getByText(T.count)).toBeVisible();
    await expectNoAxeViolations(page, 'rewards-audit');

    await page.getByLabel(T.signal).selectOption({ label: T.duplicateImage });
    await page.getByLabel(T.store, { exact: true }).selectOption({ label: seller.store });
    await expect(page).toHaveURL(/signal=duplicate_image/);
    const item = isMobile
      ? page.getByRole('article', { name: T.invoice(seller.invoice), exact: true })
      : page.getByRole('row').filter({ hasText: T.invoice(seller.invoice) });
    await expect(item.getByText(T.duplicateImage, { exact: true })).toBeVisible();
    await expect(item.getByRole('img', { name: T.invoiceImage(seller.invoice), exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'rewards-audit filtered');

    await item.getByRole('button', { name: T.reprove(seller.invoice), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: T.dialog, exact: true });
    await dialog.getByLabel(T.reason).fill(reason);
    await expectNoAxeViolations(page, 'rewards-audit reprove dialog');
    await dialog.getByRole('button', { name: T.confirm, exact: true }).click();
    await expect(page.getByText(T.done)).toBeVisible();
    await expect(dialog).toBeHidden();
    // the queue under audit no longer lists it
    await expect(item).toHaveCount(0);

    await page.context().clearCookies();
    await signIn(page, seller.user);
    await openMenuEntry(page, isMobile, SELLER.menu, seller.user.language);
    const sale = page
      .getByRole('region', { name: SELLER.list, exact: true })
      .getByRole('article', { name: SELLER.invoice(seller.invoice), exact: true });
    await expect(sale.getByText(SELLER.reproved, { exact: true })).toBeVisible();
    await expect(sale.getByText(SELLER.reason(reason), { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'insert-sales reproved');

    await page.goto('/notifications');
    // the sale's own notice (an order its points paid for while under audit is rejected with the same reason, in a
    // notice of its own)
    const notice = page
      .getByRole('listitem')
      .filter({ has: page.getByText(SELLER.notification(seller.invoice)) });
    await expect(notice).toBeVisible();
    await expect(notice.getByText(SELLER.reason(reason), { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'notifications reproved');
  });
});
