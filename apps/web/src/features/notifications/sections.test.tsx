import type { FeedItem } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fakeServer.ts';
import { makeProfile } from '../profile/test/profileFixtures.ts';
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

function query(request: Request | undefined): URLSearchParams {
  return new URL(request?.url ?? 'http://invalid').searchParams;
}

describe('profile section: messages (inbox)', () => {
  it('lists the internal messages only, and narrows them to the unread ones on request', async () => {
    setViewport(false);
    installFakeSockets();
    const reached = makeNotification({
      kind: 'level_reached',
      channel: 'message',
      data: { level: 'intermediate', experience: 1250, threshold: 1200 },
    });
    const app = await openApp('/profile/messages', {
      unread: { notification: 0, message: 1 },
      routes: {
        'GET /api/v1/profile': () => json(makeProfile()),
        'GET /api/v1/notifications': () => json(page([reached])),
      },
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'Mensagens' }, FIRST_LOAD)).toBeTruthy();
    const heading = await screen.findByRole('heading', { level: 3, name: 'Você alcançou um novo nível' });
    const message = heading.closest('li') as HTMLElement;
    expect(
      within(message).getByText(
        'Você alcançou a experiência do nível Intermediário (1.250 pontos de experiência). A mudança de nível aguarda a aprovação do administrador do programa.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Suas mensagens' })).toBeTruthy();
    expect(query(app.server.to('GET', '/api/v1/notifications')[0]).get('channel')).toBe('message');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Somente não lidas' }));

    await waitFor(() =>
      expect(query(app.server.to('GET', '/api/v1/notifications').at(-1)).get('unread')).toBe('true'),
    );
    expect(query(app.server.to('GET', '/api/v1/notifications').at(-1)).get('channel')).toBe('message');
    expect(app.router.state.location.search).toBe('?unread=1');
  });

  it('marks all messages read, not the notifications', async () => {
    setViewport(true);
    installFakeSockets();
    const app = await openApp('/profile/messages', {
      unread: { notification: 3, message: 1 },
      routes: {
        'GET /api/v1/profile': () => json(makeProfile()),
        'GET /api/v1/notifications': () =>
          json(
            page([
              makeNotification({ kind: 'level_reached', channel: 'message', data: { level: 'highest' } }),
            ]),
          ),
        'POST /api/v1/notifications/read-all': () => json({ notification: 3, message: 0 }),
      },
    });
    // mobile: the section is its own screen, so its title is the page's h1 and the messages' are h2
    expect(await screen.findByRole('heading', { level: 1, name: 'Mensagens' }, FIRST_LOAD)).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Você alcançou um novo nível' });
    fireEvent.click(screen.getByRole('button', { name: 'Marcar todas como lidas' }));
    expect(await screen.findByText('Todas as mensagens foram marcadas como lidas.')).toBeTruthy();
    expect(await app.server.to('POST', '/api/v1/notifications/read-all')[0]?.json()).toEqual({
      channel: 'message',
    });
    expect(screen.getByRole('link', { name: 'Notificações, 3 não lidas' })).toBeTruthy();
  });
});

describe('profile section: activity feed', () => {
  const entry = (
    id: number,
    at: string,
    overrides: Partial<Extract<FeedItem, { type: 'entry' }>['entry']> = {},
  ): FeedItem => ({
    type: 'entry',
    id,
    at,
    entry: {
      kind: 'sale',
      amount: 150,
      experience: 150,
      multiplier: 1.5,
      status: 'under_audit',
      campaign_id: 3,
      reason: 'Venda de notebook',
      ...overrides,
    },
  });

  it('shows entries, badges and notifications by time, and loads older ones with the cursor', async () => {
    setViewport(false);
    installFakeSockets();
    const firstPage: FeedItem[] = [
      {
        type: 'notification',
        id: 40,
        at: '2026-11-20T15:00:00Z',
        notification: makeNotification({ kind: 'level_approved', data: { level: 'intermediate' } }),
      },
      {
        type: 'badge',
        id: 9,
        at: '2026-11-20T14:00:00Z',
        badge: { id: 2, code: 'ten-sales', name: 'Dez vendas', label_key: null, icon: null },
      },
      entry(77, '2026-11-20T13:00:00Z'),
    ];
    const app = await openApp('/profile/activity', {
      routes: {
        'GET /api/v1/profile': () => json(makeProfile()),
        'GET /api/v1/feed': (request) =>
          new URL(request.url).searchParams.get('cursor')
            ? json({
                results: [
                  entry(70, '2026-11-01T13:00:00Z', {
                    kind: 'expiry',
                    amount: -200,
                    experience: 0,
                    multiplier: 1,
                    status: 'credited',
                    reason: null,
                  }),
                ],
                next_cursor: null,
              })
            : json({ results: firstPage, next_cursor: '1763650800000000.0.77' }),
      },
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'Atividades' }, FIRST_LOAD)).toBeTruthy();
    const feed = await screen.findByRole('list', { name: 'Suas atividades' });
    const rows = within(feed).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Mudança de nível aprovada',
      'Medalha conquistada: Dez vendas',
      'Venda',
    ]);
    const sale = rows[2] as HTMLElement;
    expect(within(sale).getByText('+150 pontos')).toBeTruthy();
    expect(within(sale).getByText('+150 de experiência')).toBeTruthy();
    expect(within(sale).getByText('Multiplicador ×1,5')).toBeTruthy();
    expect(within(sale).getByText('Em auditoria')).toBeTruthy();
    expect(within(sale).getByText('Venda de notebook')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));

    expect(await within(feed).findByText('Pontos expirados')).toBeTruthy();
    expect(within(feed).getByText('-200 pontos')).toBeTruthy();
    expect(query(app.server.to('GET', '/api/v1/feed').at(-1)).get('cursor')).toBe('1763650800000000.0.77');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('says when there is no activity yet', async () => {
    setViewport(false);
    installFakeSockets();
    await openApp('/profile/activity', {
      routes: {
        'GET /api/v1/profile': () => json(makeProfile()),
        'GET /api/v1/feed': () => json({ results: [], next_cursor: null }),
      },
    });
    expect(
      await screen.findByText(
        'Nenhuma atividade ainda. Seus pontos, medalhas e avisos aparecerão aqui.',
        {},
        FIRST_LOAD,
      ),
    ).toBeTruthy();
  });
});
