import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeSession } from '../../test/fakeServer.ts';
import {
  FakeSocket,
  FIRST_LOAD,
  installFakeSockets,
  makeNotification,
  openApp,
  pushed,
  setViewport,
} from './test/fixtures.ts';

afterEach(() => {
  // Mantine keeps its toasts in a module-wide store
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function connectedSocket(): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.latest()).toBeDefined(), FIRST_LOAD);
  const socket = FakeSocket.latest();
  if (!socket) throw new Error('no socket');
  socket.accept();
  return socket;
}

describe('the bell in the shell', () => {
  it.each([
    ['desktop', false],
    ['mobile', true],
  ])(
    'on %s shows the unread count in its name and raises it when a notification is pushed',
    async (_, mobile) => {
      setViewport(mobile);
      installFakeSockets();
      await openApp('/home', { unread: { notification: 2, message: 0 } });

      const bell = await screen.findByRole('link', { name: 'Notificações, 2 não lidas' }, FIRST_LOAD);
      expect(bell.getAttribute('href')).toBe('/notifications');
      expect(within(bell).getByText('2')).toBeTruthy();

      const socket = await connectedSocket();
      expect(socket.url).toMatch(/^ws:\/\/[^/]+\/ws\?token=rt-1$/);
      const approved = makeNotification({ kind: 'level_approved', data: { level: 'intermediate' } });
      socket.receive(pushed(approved, { notification: 3, message: 0 }));

      expect(await screen.findByRole('link', { name: 'Notificações, 3 não lidas' })).toBeTruthy();
      // read out politely once, and shown as a toast
      const announcement =
        'Nova notificação: Mudança de nível aprovada. Sua mudança para o nível Intermediário foi aprovada. ' +
        'Os benefícios do novo nível valem até o fim da campanha.';
      expect(await screen.findByText(announcement)).toBeTruthy();
      expect(screen.getByText(announcement).closest('[aria-live="polite"]')).not.toBeNull();
      expect(screen.getByRole('group', { name: 'Mudança de nível aprovada' })).toBeTruthy();
    },
  );

  it('names the bell without a count and shows no number when nothing is unread', async () => {
    setViewport(false);
    installFakeSockets();
    await openApp('/home', { unread: { notification: 0, message: 0 } });
    const bell = await screen.findByRole('link', { name: 'Notificações' }, FIRST_LOAD);
    expect(bell.textContent).toBe('');
  });

  it('says "1 não lida" for a single unread notification', async () => {
    setViewport(false);
    installFakeSockets();
    await openApp('/home', { unread: { notification: 1, message: 0 } });
    expect(await screen.findByRole('link', { name: 'Notificações, 1 não lida' }, FIRST_LOAD)).toBeTruthy();
  });

  it('ignores pushes for another of the user’s clients and follows counts changed elsewhere', async () => {
    setViewport(false);
    installFakeSockets();
    await openApp('/home', { unread: { notification: 2, message: 0 } });
    await screen.findByRole('link', { name: 'Notificações, 2 não lidas' }, FIRST_LOAD);
    const socket = await connectedSocket();

    socket.receive(pushed(makeNotification(), { notification: 9, message: 0 }, 99));
    socket.receive({ type: 'unread', client_id: 10, unread: { notification: 0, message: 0 } });

    expect(await screen.findByRole('link', { name: 'Notificações' })).toBeTruthy();
  });

  it('shows the unread messages in the user menu, linking to the inbox', async () => {
    setViewport(false);
    installFakeSockets();
    await openApp('/home', { unread: { notification: 0, message: 2 } });
    await screen.findByRole('link', { name: 'Notificações' }, FIRST_LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Menu do usuário Lena Learner' }));
    const item = await screen.findByRole('menuitem', { name: 'Mensagens, 2 não lidas' });
    expect(item.getAttribute('href')).toBe('/profile/messages');
  });

  it('asks for a new realtime token when the server closes the socket as unauthenticated', async () => {
    setViewport(false);
    installFakeSockets();
    const app = await openApp('/home');
    const first = await connectedSocket();
    expect(first.token).toBe('rt-1');

    first.serverClose(4401);

    await waitFor(() => expect(FakeSocket.instances).toHaveLength(2), { timeout: 3000 });
    expect(FakeSocket.latest()?.token).toBe('rt-2');
    expect(app.server.to('POST', '/accounts/reload_user_tokens/')).toHaveLength(2);
    const sent = app.server.to('POST', '/accounts/reload_user_tokens/')[1];
    expect(sent?.headers.get('authorization')).toBe('Bearer acc');
  });

  it('closes the socket on sign-out', async () => {
    setViewport(false);
    installFakeSockets();
    await openApp('/home', {
      routes: { 'POST /api/v1/session/logout': () => json({ ok: true }) },
    });
    const socket = await connectedSocket();
    await screen.findByRole('link', { name: 'Notificações' }, FIRST_LOAD);

    fireEvent.click(screen.getByRole('button', { name: 'Menu do usuário Lena Learner' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sair' }));

    await waitFor(() => expect(socket.closedWith).toBe(1000));
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('opens one socket per tab, not one per screen', async () => {
    setViewport(false);
    installFakeSockets();
    const app = await openApp('/home', { session: makeSession() });
    await connectedSocket();
    await app.router.navigate('/notifications');
    await screen.findByRole('heading', { level: 1, name: 'Notificações' }, FIRST_LOAD);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});
