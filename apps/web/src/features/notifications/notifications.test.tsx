import type { Notification } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../test/fakeServer.ts';
import {
  FIRST_LOAD,
  installFakeSockets,
  makeNotification,
  openApp,
  page,
  setViewport,
} from './test/fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function item(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 2, name: title });
  const li = heading.closest('li');
  if (!li) throw new Error(`${title} is not in a list item`);
  return li;
}

async function openNotifications(
  results: Notification[],
  unread = { notification: 0, message: 0 },
  count?: number,
) {
  setViewport(false);
  installFakeSockets();
  return openApp('/notifications', {
    unread,
    routes: { 'GET /api/v1/notifications': () => json(page(results, count)) },
  });
}

describe('the notifications screen', () => {
  it('writes each kind of notification from its data, in the user’s language', async () => {
    await openNotifications([
      makeNotification({ kind: 'level_approved', data: { level: 'intermediate', from_level: 'junior' } }),
      makeNotification({
        kind: 'level_rejected',
        data: { level: 'highest', from_level: 'intermediate', note: 'Notas fiscais ilegíveis.' },
      }),
      makeNotification({
        kind: 'badge_earned',
        data: { code: 'first-sale', names: { 'pt-BR': 'Primeira venda', 'en-US': 'First sale' } },
      }),
      makeNotification({ kind: 'points_expiring', data: { points: 1500, expires_at: '2026-12-31' } }),
      makeNotification({ kind: 'something_new', data: {} }),
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Notificações' }, FIRST_LOAD)).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Mudança de nível aprovada' });
    expect(
      within(item('Mudança de nível aprovada')).getByText(
        'Sua mudança para o nível Intermediário foi aprovada. Os benefícios do novo nível valem até o fim da campanha.',
      ),
    ).toBeTruthy();
    const rejected = item('Mudança de nível rejeitada');
    expect(
      within(rejected).getByText(
        'Sua mudança para o nível Máximo não foi aprovada. Você continua no nível Intermediário.',
      ),
    ).toBeTruthy();
    expect(within(rejected).getByText('Observação do administrador: Notas fiscais ilegíveis.')).toBeTruthy();
    expect(
      within(item('Medalha conquistada')).getByText('Você conquistou a medalha Primeira venda.'),
    ).toBeTruthy();
    expect(
      within(item('Pontos a expirar')).getByText(
        '1.500 pontos vão expirar em 31/12/2026. Use-os antes disso.',
      ),
    ).toBeTruthy();
    expect(within(item('Nova notificação')).getByText('Você tem uma nova notificação.')).toBeTruthy();
    // level notifications lead to the user's level
    expect(
      within(item('Mudança de nível aprovada'))
        .getByRole('link', { name: 'Ver meu nível' })
        .getAttribute('href'),
    ).toBe('/profile/programme');
  });

  it('writes the expiry warning as every screen does: valid until the campaign’s last day', async () => {
    await openNotifications([
      makeNotification({
        kind: 'points_expiring',
        data: { points: 50, valid_until: '2026-12-15', expires_at: '2026-12-16T12:00:00.000Z' },
      }),
    ]);
    await screen.findByRole('heading', { level: 2, name: 'Pontos a expirar' }, FIRST_LOAD);
    expect(
      within(item('Pontos a expirar')).getByText('50 pontos são válidos até 15/12/2026. Use-os antes disso.'),
    ).toBeTruthy();
  });

  it('tells a reward order’s new status with the reward’s name and links to the orders', async () => {
    await openNotifications([
      makeNotification({
        kind: 'reward_order',
        data: {
          order_id: 77,
          reward_names: { 'pt-BR': 'Fone de ouvido', 'en-US': 'Headphones' },
          status: 'shipped',
          reason: null,
          carrier: 'Correios',
          tracking_number: 'BR123',
        },
      }),
      makeNotification({
        kind: 'reward_order',
        data: {
          order_id: 78,
          reward_names: { 'pt-BR': 'Cafeteira' },
          status: 'rejected',
          reason: 'Endereço incompleto',
          carrier: null,
          tracking_number: null,
        },
      }),
    ]);
    const items = await screen.findAllByRole(
      'heading',
      { level: 2, name: 'Pedido de prêmio atualizado' },
      FIRST_LOAD,
    );
    const [shipped, rejected] = items.map((heading) => heading.closest('li') as HTMLElement);
    expect(
      within(shipped as HTMLElement).getByText(
        'Seu pedido de Fone de ouvido foi enviado: Correios, código de rastreio BR123.',
      ),
    ).toBeTruthy();
    expect(
      within(shipped as HTMLElement)
        .getByRole('link', { name: 'Ver meus pedidos' })
        .getAttribute('href'),
    ).toBe('/profile/orders');
    expect(
      within(rejected as HTMLElement).getByText(
        'Seu pedido de Cafeteira foi rejeitado e os pontos foram devolvidos a você.',
      ),
    ).toBeTruthy();
    expect(within(rejected as HTMLElement).getByText('Motivo: Endereço incompleto')).toBeTruthy();
  });

  it('tells a block from the rewards programme and its lifting, linking to support and to the campaigns', async () => {
    await openNotifications([
      makeNotification({ kind: 'rewards_unblocked', data: { client_id: 3 } }),
      makeNotification({ kind: 'rewards_blocked', data: { client_id: 3 } }),
    ]);
    const blocked = item(
      (
        await screen.findByRole(
          'heading',
          { level: 2, name: 'Acesso ao programa de recompensas bloqueado' },
          FIRST_LOAD,
        )
      ).textContent ?? '',
    );
    expect(within(blocked).getByText(/Fale com o representante da loja ou com o suporte\./)).toBeTruthy();
    expect(within(blocked).getByRole('link', { name: 'Falar com o suporte' }).getAttribute('href')).toBe(
      '/support',
    );
    const unblocked = item('Acesso ao programa de recompensas liberado');
    expect(within(unblocked).getByRole('link', { name: 'Ver campanhas' }).getAttribute('href')).toBe(
      '/campaigns',
    );
  });

  it('tells a points transfer the job settled: sent with the day to redeem by, or refunded', async () => {
    await openNotifications([
      makeNotification({
        kind: 'points_transfer',
        data: {
          transfer_id: 5,
          status: 'sent',
          points: 1200,
          refusal: null,
          expires_at: '2027-11-27T12:00:00.000Z',
        },
      }),
      makeNotification({
        kind: 'points_transfer',
        data: {
          transfer_id: 6,
          status: 'refunded',
          points: 800,
          refusal: 'transfer.role_invalid',
          expires_at: null,
        },
      }),
    ]);
    const items = await screen.findAllByRole(
      'heading',
      { level: 2, name: 'Transferência de pontos concluída' },
      FIRST_LOAD,
    );
    const [sent, refunded] = items.map((heading) => heading.closest('li') as HTMLElement);
    expect(
      within(sent as HTMLElement).getByText(
        /^Seus 1\.200 pontos foram enviados ao programa parceiro e devem ser resgatados até 27\/11\/2027\.$/,
      ),
    ).toBeTruthy();
    expect(
      within(sent as HTMLElement)
        .getByRole('link', { name: 'Ver minhas transferências' })
        .getAttribute('href'),
    ).toBe('/profile/transfer');
    expect(
      within(refunded as HTMLElement).getByText(
        'O programa parceiro recusou a transferência: seus 800 pontos foram devolvidos.',
      ),
    ).toBeTruthy();
  });

  it('writes an older expiry warning (the instant the points expire only) as a day', async () => {
    // the server's data: the campaign's points expire at 12:00 UTC the day after it ends, the same calendar day
    // in every time zone from UTC−12 to UTC+11
    await openNotifications([
      makeNotification({
        kind: 'points_expiring',
        data: { points: 50, expires_at: '2026-12-16T12:00:00.000Z' },
      }),
    ]);
    await screen.findByRole('heading', { level: 2, name: 'Pontos a expirar' }, FIRST_LOAD);
    expect(
      within(item('Pontos a expirar')).getByText('50 pontos vão expirar em 16/12/2026. Use-os antes disso.'),
    ).toBeTruthy();
  });

  it('marks unread ones with words, not colour alone, and marks one read when asked', async () => {
    const unread = makeNotification({ id: 5, kind: 'level_approved' });
    const read = makeNotification({
      id: 6,
      kind: 'badge_earned',
      data: { names: { 'pt-BR': 'Dez vendas' } },
      read_at: '2026-11-21T10:00:00Z',
    });
    const app = await openNotifications([unread, read], { notification: 1, message: 0 });
    app.server.on('POST /api/v1/notifications/5/read', () => json({ notification: 0, message: 0 }));

    await screen.findByRole('heading', { level: 2, name: 'Mudança de nível aprovada' }, FIRST_LOAD);
    expect(within(item('Mudança de nível aprovada')).getByText('Não lida')).toBeTruthy();
    expect(within(item('Medalha conquistada')).queryByText('Não lida')).toBeNull();
    expect(within(item('Medalha conquistada')).queryByRole('button')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Notificações, 1 não lida' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Marcar como lida: Mudança de nível aprovada' }));

    await waitFor(() => expect(within(item('Mudança de nível aprovada')).queryByText('Não lida')).toBeNull());
    expect(app.server.to('POST', '/api/v1/notifications/5/read')).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Notificações' })).toBeTruthy();
    expect(screen.getByText('Não lidas: 0')).toBeTruthy();
  });

  it('marks every notification read at once and says so', async () => {
    const app = await openNotifications(
      [makeNotification({ kind: 'level_approved' }), makeNotification({ kind: 'something_new' })],
      { notification: 2, message: 4 },
    );
    app.server.on('POST /api/v1/notifications/read-all', () => json({ notification: 0, message: 4 }));
    await screen.findByRole('heading', { level: 2, name: 'Nova notificação' }, FIRST_LOAD);
    expect(screen.getAllByText('Não lida')).toHaveLength(2);

    fireEvent.click(await screen.findByRole('button', { name: 'Marcar todas como lidas' }));

    expect(await screen.findByText('Todas as notificações foram marcadas como lidas.')).toBeTruthy();
    expect(screen.queryAllByText('Não lida')).toHaveLength(0);
    expect(await app.server.to('POST', '/api/v1/notifications/read-all')[0]?.json()).toEqual({
      channel: 'notification',
    });
    expect(await screen.findByRole('link', { name: 'Notificações' })).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Marcar todas como lidas' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows the server’s message when marking read fails', async () => {
    const app = await openNotifications([makeNotification({ id: 8 })], { notification: 1, message: 0 });
    app.server.on('POST /api/v1/notifications/8/read', () =>
      apiError(404, 'common.not_found', 'Não encontrado ou não possui permissão para acessar.'),
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Marcar como lida: Mudança de nível aprovada' }, FIRST_LOAD),
    );
    expect(await screen.findByText('Não encontrado ou não possui permissão para acessar.')).toBeTruthy();
  });

  it('pages through the notification channel, page kept in the URL', async () => {
    const app = await openNotifications([makeNotification()], { notification: 1, message: 0 }, 45);
    await screen.findByRole('heading', { level: 2, name: 'Mudança de nível aprovada' }, FIRST_LOAD);
    const first = new URL(app.server.to('GET', '/api/v1/notifications')[0]?.url ?? '').searchParams;
    expect(first.get('channel')).toBe('notification');
    expect(first.get('page')).toBe('1');
    expect(first.get('unread')).toBeNull();

    const pages = screen.getByRole('navigation', { name: 'Páginas' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Página 3' }));

    await waitFor(() => expect(app.router.state.location.search).toBe('?page=3'));
    await waitFor(() => {
      const last = new URL(app.server.to('GET', '/api/v1/notifications').at(-1)?.url ?? '').searchParams;
      expect(last.get('page')).toBe('3');
    });
  });

  it('says when there is nothing to show', async () => {
    await openNotifications([]);
    expect(await screen.findByText('Você não tem notificações.', {}, FIRST_LOAD)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Marcar todas como lidas' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
