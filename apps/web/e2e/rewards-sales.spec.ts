import { expect, type Page, test } from '@playwright/test';
import { openMenuEntry, signIn } from './app.ts';
import { expectNoAxeViolations } from './axe.ts';
import type { DemoUser } from './texts.ts';

// Reporting a sale (issue 13, SPEC §3 Sale, §5 Sale): a seller registered for the running campaign (Q4 2026) finds
// the store by its registration number typed with punctuation, picks two products from the catalogue, sees each
// line's points and the total before sending, attaches the invoice photo and sends; the sale appears in the list
// credited under audit. Sending the same invoice number again is refused with SPEC §5's text in the user's language.
// Bruno (seller.br, pt-BR, intermediate: × 1.5) on desktop, with the seed's sales in every audit state; Lucía
// (lucia.ar, es-ES, Buenos Aires) on mobile, with none yet. The journeys share one database, hence one seller each.

interface Journey {
  user: DemoUser;
  menu: string;
  title: string;
  form: string;
  invoice: string;
  date: string;
  registration: string;
  registrationNumber: string;
  find: string;
  found: string;
  product: (n: number) => string;
  quantity: (n: number) => string;
  notebook: string;
  processor: string;
  add: string;
  file: string;
  submit: string;
  total: RegExp;
  done: RegExp;
  list: string;
  underAudit: string;
  duplicate: string;
  seeded: { invoice: string; status: string; reason: string } | null;
  empty: string | null;
}

const BRUNO: Journey = {
  user: { username: 'seller.br', fullName: 'Bruno Vendas', firstName: 'Bruno', language: 'pt-BR' },
  menu: 'Informar vendas',
  title: 'Informar vendas',
  form: 'Nova venda em Q4 2026',
  invoice: 'Número da nota fiscal',
  date: 'Data da venda',
  registration: 'CNPJ / número de registro da loja',
  registrationNumber: '12.345.678/0001-90',
  find: 'Buscar loja',
  found: 'Loja encontrada: MegaInfo Paulista · MegaInfo',
  product: (n) => `Produto ${n}`,
  quantity: (n) => `Quantidade do produto ${n}`,
  notebook: 'LNV-YOGA-U7-S2 · Notebook Lenovo · Intel Core Ultra 7 Série 2 · Ultrafino',
  processor: 'BX8071514900K · Processador Intel · Intel Core i9 14ª geração · Box',
  add: 'Adicionar produto',
  file: 'Foto ou PDF da nota fiscal',
  submit: 'Enviar venda',
  // 2 notebooks (120 × 2 × 1.5) and a processor (50 × 1.5, rounded up)
  total: /^Total da venda: 435 pontos$/,
  done: /^Venda da nota .+ enviada: 435 pontos creditados, em auditoria\.$/,
  list: 'Minhas vendas',
  underAudit: 'Creditada, em auditoria',
  duplicate: 'O número da nota já foi enviada pelo usuário anteriormente',
  seeded: {
    invoice: 'Nota 000.122.877',
    status: 'Reprovada',
    reason: 'Motivo: A nota fiscal não corresponde à loja informada.',
  },
  empty: null,
};

const LUCIA: Journey = {
  user: { username: 'lucia.ar', fullName: 'Lucía Fernández', firstName: 'Lucía', language: 'es-ES' },
  menu: 'Informar ventas',
  title: 'Informar ventas',
  form: 'Nueva venta en Q4 2026',
  invoice: 'Número de factura',
  date: 'Fecha de la venta',
  registration: 'CUIT / número de registro de la tienda',
  registrationNumber: '30-71234567-8',
  find: 'Buscar tienda',
  found: 'Tienda encontrada: TecnoMundo Palermo · TecnoMundo',
  product: (n) => `Producto ${n}`,
  quantity: (n) => `Cantidad del producto ${n}`,
  notebook: 'LNV-YOGA-U7-S2 · Notebook Lenovo · Intel Core Ultra 7 Série 2 · Ultrafino',
  processor: 'BX8071514900K · Processador Intel · Intel Core i9 14ª geração · Box',
  add: 'Agregar producto',
  file: 'Foto o PDF de la factura',
  submit: 'Enviar venta',
  total: /^Total de la venta: \d+ puntos$/,
  done: /^Venta de la factura .+ enviada: \d+ puntos acreditados, en auditoría\.$/,
  list: 'Mis ventas',
  underAudit: 'Acreditada, en auditoría',
  duplicate: 'El número de la factura ya fue enviado por el usuario anteriormente',
  seeded: null,
  empty: 'Todavía no informaste ventas.',
};

/** A 1×1 PNG: the invoice photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);

/** Today in the store's zone, typed as day, month and year (the order of pt-BR and es-ES). */
function todayTyped(zone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}${part('month')}${part('year')}`;
}

async function fillSale(page: Page, t: Journey, invoice: string, zone: string) {
  const form = page.getByRole('form', { name: t.form, exact: true });
  await form.getByLabel(t.invoice).fill(invoice);
  await form.getByLabel(t.date).pressSequentially(todayTyped(zone));
  await form.getByLabel(t.registration).fill(t.registrationNumber);
  await form.getByRole('button', { name: t.find, exact: true }).click();
  await expect(form.getByText(t.found, { exact: true })).toBeVisible();
  // the processor first, the notebook last: the newest entry under audit stays a notebook sale (points.spec)
  await form.getByLabel(t.product(1), { exact: true }).selectOption({ label: t.processor });
  await form.getByRole('button', { name: t.add, exact: true }).click();
  await form.getByLabel(t.product(2), { exact: true }).selectOption({ label: t.notebook });
  await form.getByLabel(t.quantity(2)).fill('2');
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'nota.png', mimeType: 'image/png', buffer: PNG });
  return form;
}

test.describe('rewards sales (issue 13; SPEC §2 insert-sales, §3 Sale, §5 Sale)', () => {
  test('a seller reports a sale with two products and an invoice photo, and sees it under audit', async ({
    page,
    isMobile,
  }) => {
    const t = isMobile ? LUCIA : BRUNO;
    const zone = isMobile ? 'America/Argentina/Buenos_Aires' : 'America/Sao_Paulo';
    await signIn(page, t.user);
    await expect(page).toHaveURL('/home');
    await openMenuEntry(page, isMobile, t.menu, t.user.language);
    await expect(page).toHaveURL('/insert-sales');
    await expect(page.getByRole('heading', { level: 1, name: t.title, exact: true })).toBeVisible();

    const list = page.getByRole('region', { name: t.list, exact: true });
    if (t.seeded) {
      const seeded = list.getByRole('article', { name: t.seeded.invoice, exact: true });
      await expect(seeded.getByText(t.seeded.status, { exact: true })).toBeVisible();
      await expect(seeded.getByText(t.seeded.reason, { exact: true })).toBeVisible();
    }
    if (t.empty) await expect(list.getByText(t.empty, { exact: true })).toBeVisible();
    await expect(page.getByRole('form', { name: t.form, exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'insert-sales');

    const invoice = `NF-${Date.now()}`;
    const form = await fillSale(page, t, invoice, zone);
    await expect(form.getByText(t.total)).toBeVisible();
    await expectNoAxeViolations(page, 'insert-sales filled in');
    await form.getByRole('button', { name: t.submit, exact: true }).click();

    await expect(page.getByText(t.done)).toBeVisible();
    const reported = list.getByRole('article', { name: new RegExp(invoice) });
    await expect(reported.getByText(t.underAudit, { exact: true })).toBeVisible();

    // the same invoice number again: refused with SPEC §5's text, in the user's language, beside the field
    await fillSale(page, t, invoice, zone);
    await form.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(form.getByText(t.duplicate, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'insert-sales refused');
  });
});
