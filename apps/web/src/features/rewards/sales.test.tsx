import type { Sale, SaleForm } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type Handler, json } from '../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, setViewport } from '../../test/signedInApp.ts';
import { campaign, seller } from './test/fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const Q4 = campaign({ registered: true, is_session_campaign: true });
// today where the test's store is (São Paulo): the form judges the sale date in the store's zone, and for three
// hours a night UTC is already on the next day
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const FORM: SaleForm = {
  campaign: { id: 4, name: 'Q4 2026', begin_date: '2000-01-01', end_date: '2999-12-31' },
  level: 'intermediate',
  multiplier: 1.5,
  products: [
    {
      id: 31,
      product_type: 'Notebook',
      brand: 'Lenovo',
      processor: 'Intel Core Ultra 7',
      generation: 'Série 2',
      form_factor: 'Ultrafino',
      sku: 'LNV-YOGA',
      base_points: 120,
      points: 180,
    },
    {
      id: 32,
      product_type: 'Processador',
      brand: 'Intel',
      processor: 'Intel Core i9',
      generation: '14ª geração',
      form_factor: 'Box',
      sku: 'BX-I9',
      base_points: 50,
      points: 75,
    },
  ],
  chains: [{ id: 1, name: 'MegaInfo' }],
  stores: [],
  time_zone: 'America/Sao_Paulo',
  today,
  earliest_sale_date: today,
  window_days: 15,
};
const SALE: Sale = {
  id: 900,
  campaign: { id: 4, name: 'Q4 2026' },
  invoice_number: '000.122.877',
  sale_date: '2026-11-18',
  chain: { id: 1, name: 'MegaInfo' },
  store: { id: 11, name: 'MegaInfo Paulista' },
  observation: null,
  status: 'reproved',
  reason: 'A nota fiscal não corresponde à loja informada.',
  points: 120,
  invoice_url: '/api/v1/files/abc?sig=x',
  created_at: '2026-11-18T15:00:00.000Z',
  lines: [
    {
      product: { ...FORM.products[0], base_points: 80 } as Sale['lines'][number]['product'],
      quantity: 1,
      points: 120,
    },
  ],
};

async function open(routes: Record<string, Handler>) {
  installFakeSockets();
  return openApp('/insert-sales', { session: seller(), routes });
}

const baseRoutes = (sales: Sale[] = []): Record<string, Handler> => ({
  'GET /api/v1/rewards/campaigns': () => json({ active: [Q4], previous: [] }),
  'GET /api/v1/rewards/campaigns/4/sale-form': () => json(FORM),
  'GET /api/v1/rewards/sales': () => json({ count: sales.length, page: 1, page_size: 10, results: sales }),
});

describe('/insert-sales', { timeout: 20_000 }, () => {
  it('lists the user’s sales with their status, the reason of a reproval and their points', async () => {
    setViewport(true);
    await open(baseRoutes([SALE]));
    const mine = await screen.findByRole('region', { name: 'Minhas vendas' }, FIRST_LOAD);
    const sale = await within(mine).findByRole('article', { name: 'Nota 000.122.877' }, FIRST_LOAD);
    expect(within(sale).getByText('Reprovada')).toBeTruthy();
    expect(within(sale).getByText('Motivo: A nota fiscal não corresponde à loja informada.')).toBeTruthy();
    expect(within(sale).getByText('120 pontos')).toBeTruthy();
  });

  it('says when there is no sale yet, and sends an unregistered user to the campaigns', async () => {
    setViewport(false);
    await open({
      ...baseRoutes(),
      'GET /api/v1/rewards/campaigns': () => json({ active: [{ ...Q4, registered: false }], previous: [] }),
    });
    expect(await screen.findByText('Você ainda não informou vendas.', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText('Inscreva-se em uma campanha ativa para informar vendas.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para Campanhas' }).getAttribute('href')).toBe('/campaigns');
  });

  it('shows each line’s points and the total before sending, finds the store, and shows the server’s refusal', async () => {
    setViewport(false);
    let sent: unknown = null;
    let key: string | null = null;
    await open({
      ...baseRoutes(),
      'GET /api/v1/rewards/campaigns/4/stores': (request) =>
        new URL(request.url).searchParams.get('registration_number') === '12.345.678/0001-90'
          ? json({
              id: 11,
              name: 'MegaInfo Paulista',
              chain: { id: 1, name: 'MegaInfo' },
              country_code: 'BR',
              time_zone: 'America/Sao_Paulo',
            })
          : apiError(
              404,
              'rewards.store_not_found',
              'Nenhuma loja participante com esse CNPJ/número de registro.',
            ),
      'POST /api/v1/rewards/sales/invoices': () =>
        json({ key: 'inv-1', content_type: 'image/png', size: 10 }, 201),
      'POST /api/v1/rewards/campaigns/4/sales': async (request) => {
        sent = await request.json();
        key = request.headers.get('Idempotency-Key');
        return apiError(
          409,
          'rewards.invoice_already_sent',
          'O número da nota já foi enviada pelo usuário anteriormente',
        );
      },
    });
    const form = await screen.findByRole('form', { name: 'Nova venda em Q4 2026' }, FIRST_LOAD);
    expect(
      within(form).getByText('Seu nível (intermediário) multiplica o valor de cada produto por 1,5.'),
    ).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/Produto 1/), { target: { value: '31' } });
    fireEvent.change(within(form).getByLabelText(/Quantidade do produto 1/), { target: { value: '2' } });
    expect(await within(form).findByText('360 pontos')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Adicionar produto' }));
    fireEvent.change(within(form).getByLabelText(/Produto 2/), { target: { value: '32' } });
    expect(await within(form).findByText('Total da venda: 435 pontos')).toBeTruthy();

    // the store by a number that is not registered, then by its number with punctuation
    const number = within(form).getByLabelText(/CNPJ \/ número de registro da loja/);
    fireEvent.change(number, { target: { value: '99.999.999/0001-99' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Buscar loja' }));
    expect(
      await within(form).findByText('Nenhuma loja participante com esse CNPJ/número de registro.'),
    ).toBeTruthy();
    fireEvent.change(number, { target: { value: '12.345.678/0001-90' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Buscar loja' }));
    expect(await within(form).findByText('Loja encontrada: MegaInfo Paulista · MegaInfo')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/Número da nota fiscal/), { target: { value: 'NF-1' } });
    const [year, month, day] = today.split('-');
    fireEvent.change(within(form).getByLabelText(/Data da venda/), {
      target: { value: `${day}${month}${year}` },
    });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'nota.png', { type: 'image/png' });
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar venda' }));

    expect(
      await within(form).findByText(
        'O número da nota já foi enviada pelo usuário anteriormente',
        {},
        FIRST_LOAD,
      ),
    ).toBeTruthy();
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toMatchObject({
      invoice_number: 'NF-1',
      sale_date: today,
      chain_id: 1,
      store_id: 11,
      invoice_key: 'inv-1',
      lines: [
        { product_id: 31, quantity: 2 },
        { product_id: 32, quantity: 1 },
      ],
    });
    expect(key).toMatch(/^sale-/);
  });
});
