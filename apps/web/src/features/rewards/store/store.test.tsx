import type { RewardCatalogue, RewardDetail, RewardOrder, StaffRewardOrder } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Handler, json, makeSession } from '../../../test/fakeServer.ts';
import { makeNotification, pushed } from '../../../test/notifications.ts';
import { makeProfile } from '../../../test/profile.ts';
import {
  FakeSocket,
  FIRST_LOAD,
  installFakeSockets,
  openApp,
  page,
  setViewport,
} from '../../../test/signedInApp.ts';
import { seller } from '../test/fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const STATE = { user_points: 1200, level_id: 'junior', level_points: 340 };
const electronics = { id: 1, name: 'Eletrônicos' };
const travel = { id: 2, name: 'Viagens' };
const general = { id: 5, name: 'Acessórios', max_per_user: null };
const gifts = { id: 6, name: 'Vale-presente', max_per_user: 2 };

const CATALOGUE: RewardCatalogue = {
  count: 2,
  page: 1,
  page_size: 12,
  results: [
    {
      id: 31,
      name: 'Fone de ouvido',
      price: 450,
      department: electronics,
      category: general,
      stock: 7,
      image_url: '/api/v1/files/a?sig=x',
    },
    {
      id: 32,
      name: 'Câmera instantânea',
      price: 900,
      department: electronics,
      category: general,
      stock: 0,
      image_url: null,
    },
  ],
  departments: [electronics, travel],
  categories: [general, gifts],
  state: STATE,
};

const DETAIL: RewardDetail = {
  ...(CATALOGUE.results[0] as RewardDetail),
  description: 'Fone sem fio com estojo.',
  delivery_notes: 'Entrega em até 30 dias.',
  state: { ...STATE, category_redeemed: 0, training_complete: true },
};

const ORDER: RewardOrder = {
  id: 77,
  reward: { id: 31, name: 'Fone de ouvido', image_url: null },
  points: 450,
  status: 'shipped',
  reason: null,
  carrier: 'Correios',
  tracking_number: 'BR123',
  created_at: '2026-11-20T15:00:00.000Z',
  history: [
    { status: 'awaiting_approval', at: '2026-11-20T15:00:00.000Z', note: null },
    { status: 'approved', at: '2026-11-21T15:00:00.000Z', note: null },
    { status: 'shipped', at: '2026-11-22T15:00:00.000Z', note: 'Correios BR123' },
  ],
};

const query = (request: Request | undefined) => new URL(request?.url ?? 'http://invalid').searchParams;

async function open(path: string, routes: Record<string, Handler>, session = seller()) {
  installFakeSockets();
  return openApp(path, { session, routes });
}

describe('/reward-store', { timeout: 20_000 }, () => {
  it('shows the user’s points and each reward with its price and stock, and filters and sorts in the URL', async () => {
    setViewport(false);
    const app = await open('/reward-store', { 'GET /api/v1/rewards/store': () => json(CATALOGUE) });
    const card = await screen.findByRole('article', { name: 'Fone de ouvido' }, FIRST_LOAD);
    expect(within(card).getByText('450 pontos')).toBeTruthy();
    expect(within(card).getByText('Em estoque: 7')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Fone de ouvido' }).getAttribute('href')).toBe(
      '/reward-store/details/31/',
    );
    expect(
      within(screen.getByRole('article', { name: 'Câmera instantânea' })).getByText('Esgotado'),
    ).toBeTruthy();
    expect(screen.getByText('1.200')).toBeTruthy();
    expect(screen.getByText('Júnior')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Departamento' }), { target: { value: '2' } });
    await waitFor(() =>
      expect(query(app.server.to('GET', '/api/v1/rewards/store').at(-1)).get('department_id')).toBe('2'),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Ordenar por' }), {
      target: { value: 'price_asc' },
    });
    await waitFor(() =>
      expect(query(app.server.to('GET', '/api/v1/rewards/store').at(-1)).get('sort')).toBe('price_asc'),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar prêmios' }), {
      target: { value: 'camera' },
    });
    await waitFor(() =>
      expect(query(app.server.to('GET', '/api/v1/rewards/store').at(-1)).get('search')).toBe('camera'),
    );
    expect(app.router.state.location.search).toBe('?department=2&sort=price_asc&search=camera');
  });

  it('says when nothing matches', async () => {
    setViewport(true);
    await open('/reward-store', {
      'GET /api/v1/rewards/store': () => json({ ...CATALOGUE, count: 0, results: [] }),
    });
    expect(
      await screen.findByText('Nenhum prêmio encontrado com estes filtros.', {}, FIRST_LOAD),
    ).toBeTruthy();
  });
});

describe('/reward-store/details/:id', { timeout: 20_000 }, () => {
  it('redeems after the confirmation, with an Idempotency-Key, and links to the orders', async () => {
    setViewport(false);
    const app = await open('/reward-store/details/31/', {
      'GET /api/v1/rewards/store/31': () => json(DETAIL),
      'POST /api/v1/rewards/store/31/redemptions': () => json({ ...ORDER, status: 'awaiting_approval' }, 201),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fone de ouvido' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText('Entrega em até 30 dias.')).toBeTruthy();
    expect(screen.getByText('Saldo depois do resgate: 750 pontos')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resgatar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar resgate' });
    expect(app.server.to('POST', '/api/v1/rewards/store/31/redemptions')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar resgate' }));
    expect(await screen.findByText('Pedido realizado! Ele aguarda aprovação.')).toBeTruthy();
    const [sent] = app.server.to('POST', '/api/v1/rewards/store/31/redemptions');
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^redeem-[0-9a-f]{32}$/);
    expect(screen.getByRole('link', { name: 'Ver meus pedidos' }).getAttribute('href')).toBe(
      '/profile/orders',
    );
  });

  it('shows the server’s refusal in the user’s language', async () => {
    setViewport(true);
    await open('/reward-store/details/31/', {
      'GET /api/v1/rewards/store/31': () => json(DETAIL),
      'POST /api/v1/rewards/store/31/redemptions': () =>
        json(
          { error: { code: 'store.out_of_stock', message: 'Estoque insuficiente para este prêmio.' } },
          422,
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resgatar' }, FIRST_LOAD));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar resgate' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Estoque insuficiente para este prêmio.',
    );
  });

  it('explains why redeeming is not possible before the user tries', async () => {
    setViewport(false);
    await open('/reward-store/details/31/', {
      'GET /api/v1/rewards/store/31': () => json({ ...DETAIL, state: { ...DETAIL.state, user_points: 100 } }),
    });
    expect(
      await screen.findByText('Você não tem pontos suficientes para este prêmio.', {}, FIRST_LOAD),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Resgatar' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('profile section: orders and redemptions', { timeout: 20_000 }, () => {
  it('lists the user’s orders with their status and history', async () => {
    setViewport(false);
    await open('/profile/orders', {
      'GET /api/v1/profile': () => json(makeProfile()),
      'GET /api/v1/rewards/orders': () => json(page([ORDER])),
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pedidos e resgates' }, FIRST_LOAD),
    ).toBeTruthy();
    const order = await screen.findByRole('article', { name: 'Fone de ouvido' });
    expect(within(order).getByText('Correios · código de rastreio BR123')).toBeTruthy();
    const history = within(order).getByRole('list', { name: 'Histórico do pedido 77' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(3);
    expect(within(history).getByText('Aguardando aprovação')).toBeTruthy();
  });
});

describe('an order’s change arriving live', { timeout: 20_000 }, () => {
  it('reads the orders again when a reward order notification is pushed', async () => {
    setViewport(false);
    let status: RewardOrder['status'] = 'awaiting_approval';
    await open('/profile/orders', {
      'GET /api/v1/profile': () => json(makeProfile()),
      'GET /api/v1/rewards/orders': () => json(page([{ ...ORDER, status }])),
    });
    const order = await screen.findByRole('article', { name: 'Fone de ouvido' }, FIRST_LOAD);
    expect(within(order).getAllByText('Aguardando aprovação').length).toBeGreaterThan(0);
    await waitFor(() => expect(FakeSocket.latest()).toBeDefined(), FIRST_LOAD);
    const socket = FakeSocket.latest();
    if (!socket) throw new Error('no socket');
    socket.accept();
    status = 'approved';
    socket.receive(
      pushed(
        makeNotification({
          kind: 'reward_order',
          data: {
            order_id: 77,
            reward_names: { 'pt-BR': 'Fone de ouvido' },
            status: 'approved',
            reason: null,
            carrier: null,
            tracking_number: null,
          },
        }),
        { notification: 1, message: 0 },
      ),
    );
    const badge = await screen.findByText('Aprovado', { selector: '.mantine-Badge-label' });
    expect(badge).toBeTruthy();
  });
});

describe('/admin/reward-orders', { timeout: 20_000 }, () => {
  const admin = () => {
    const base = makeSession();
    return makeSession({ user: { ...base.user, role: 'program_admin' }, language: { id: 1, code: 'pt-BR' } });
  };
  const staffOrder: StaffRewardOrder = {
    ...ORDER,
    status: 'awaiting_approval',
    carrier: null,
    tracking_number: null,
    history: [ORDER.history[0] as RewardOrder['history'][number]],
    user: { id: 9, name: 'Bruno Souza', username: 'seller.br' },
    country_code: 'BR',
  };

  it('rejects an order with its reason after the dialog, and announces it', async () => {
    setViewport(false);
    const app = await open(
      '/admin/reward-orders?status=awaiting_approval',
      {
        'GET /api/v1/admin/rewards/orders': () => json(page([staffOrder])),
        'POST /api/v1/admin/rewards/orders/77/reject': () =>
          json({ ...staffOrder, status: 'rejected', reason: 'Sem estoque' }),
      },
      admin(),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedidos da loja de prêmios' }, FIRST_LOAD),
    ).toBeTruthy();
    expect(query(app.server.to('GET', '/api/v1/admin/rewards/orders')[0]).get('status')).toBe(
      'awaiting_approval',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Rejeitar · #77' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeitar o pedido 77' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    expect(await within(dialog).findByText('Preencha este campo.')).toBeTruthy();
    expect(app.server.to('POST', '/api/v1/admin/rewards/orders/77/reject')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo da rejeição/ }), {
      target: { value: 'Sem estoque' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    expect(await screen.findByText('Pedido 77 rejeitado; os pontos foram devolvidos.')).toBeTruthy();
    const [sent] = app.server.to('POST', '/api/v1/admin/rewards/orders/77/reject');
    expect(await sent?.json()).toEqual({ reason: 'Sem estoque' });
  });

  it('ships the selected orders with each tracking number and reports each order on its own', async () => {
    setViewport(false);
    const approved = { ...staffOrder, status: 'approved' as const };
    const other = { ...approved, id: 78, user: { id: 10, name: 'Carla Dias', username: 'carla.br' } };
    const app = await open(
      '/admin/reward-orders?status=approved',
      {
        'GET /api/v1/admin/rewards/orders': () => json(page([approved, other])),
        'POST /api/v1/admin/rewards/orders/bulk': () =>
          json({
            results: [
              { id: 77, outcome: 'changed', status: 'shipped', code: null, message: null },
              {
                id: 78,
                outcome: 'refused',
                status: 'rejected',
                code: 'store.order_status_changed',
                message: 'O pedido não está mais em um status que permita esta ação.',
              },
            ],
          }),
      },
      admin(),
    );
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Selecionar todos os pedidos da página' }, FIRST_LOAD),
    );
    const bar = await screen.findByRole('region', { name: 'Pedidos selecionados' });
    expect(within(bar).getByText('Selecionados: 2')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Enviar selecionados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar pedidos (2)' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect((await within(dialog).findAllByText('Preencha este campo.')).length).toBe(3);
    expect(app.server.to('POST', '/api/v1/admin/rewards/orders/bulk')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Transportadora/ }), {
      target: { value: 'Correios' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /pedido 77/ }), {
      target: { value: 'BR77' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /pedido 78/ }), {
      target: { value: 'BR78' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Pedidos alterados: 1.')).toBeTruthy();
    expect(
      screen.getByText('Pedido 78: O pedido não está mais em um status que permita esta ação.'),
    ).toBeTruthy();
    const [sent] = app.server.to('POST', '/api/v1/admin/rewards/orders/bulk');
    expect(await sent?.json()).toEqual({
      action: 'ship',
      shipments: [
        { id: 77, carrier: 'Correios', tracking_number: 'BR77' },
        { id: 78, carrier: 'Correios', tracking_number: 'BR78' },
      ],
    });
  });
});
