import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, makeLoginParams } from '../../test/fakeServer.ts';
import {
  FIRST_LOAD,
  makeProfile,
  openApp,
  profileSession,
  sectionHeading,
  setViewport,
  validationError,
} from './test/profileFixtures.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function type(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('password change', () => {
  it('checks the new password first, then shows the server error and keeps what was typed', async () => {
    setViewport(false);
    const app = await openApp('/profile/password', {
      routes: {
        'POST /api/v1/profile/password': () =>
          apiError(
            400,
            'profile.password_change_failed',
            'Erro ao alterar a senha. Verifique a senha atual ou tente mais tarde.',
          ),
      },
    });
    await sectionHeading('Alterar senha');

    type(/^Senha atual/, 'old-secret');
    type(/^Nova senha/, 'abc');
    type(/^Confirme a nova senha/, 'abd');
    expect(screen.getByText('Força da senha: fraca')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('A senha deve ter pelo menos 6 caracteres')).toBeTruthy();
    expect(screen.getByText('As senhas não coincidem')).toBeTruthy();
    expect(app.server.to('POST', '/api/v1/profile/password')).toHaveLength(0);

    type(/^Nova senha/, 'Nova#Senha1');
    type(/^Confirme a nova senha/, 'Nova#Senha1');
    expect(screen.getByText('Força da senha: forte')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Verifique a senha atual');
    expect((screen.getByLabelText(/^Senha atual/) as HTMLInputElement).value).toBe('old-secret');
    expect(await app.server.to('POST', '/api/v1/profile/password')[0]?.json()).toEqual({
      current_password: 'old-secret',
      new_password: 'Nova#Senha1',
      new_password_confirmation: 'Nova#Senha1',
    });
  });

  it('maps field details and confirms a successful change', async () => {
    setViewport(false);
    let attempt = 0;
    await openApp('/profile/password', {
      routes: {
        'POST /api/v1/profile/password': () =>
          ++attempt === 1
            ? validationError([{ field: 'new_password', message: 'A senha é fraca demais para este site' }])
            : json({ ok: true }),
      },
    });
    await sectionHeading('Alterar senha');
    type(/^Senha atual/, 'old-secret');
    type(/^Nova senha/, 'nova-senha');
    type(/^Confirme a nova senha/, 'nova-senha');
    fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));

    expect(await screen.findByText('A senha é fraca demais para este site')).toBeTruthy();
    expect(screen.getByLabelText(/^Nova senha/).getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Senha alterada.')).toBeTruthy();
    expect((screen.getByLabelText(/^Senha atual/) as HTMLInputElement).value).toBe('');
  });

  it('explains a forced change, then reloads the session and goes home', async () => {
    setViewport(false);
    const forced = profileSession({ must_change_password: true });
    let changed = false;
    const app = await openApp('/home', {
      session: forced,
      routes: {
        'GET /api/v1/session': () => json(changed ? profileSession() : forced),
        'POST /api/v1/profile/password': () => {
          changed = true;
          return json({ ok: true });
        },
      },
    });
    // The other routes send a user who must change their password here first.
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/profile/password'));
    expect(await screen.findByText('Troque sua senha para continuar', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Seções do perfil' })).toBeNull();

    type(/^Senha atual/, 'Temp#2026');
    type(/^Nova senha/, 'Minha#Senha9');
    type(/^Confirme a nova senha/, 'Minha#Senha9');
    fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/home'));
    expect(app.store.getState().common.session?.must_change_password).toBe(false);
  });

  it('asks for the strength the site requires', async () => {
    setViewport(false);
    const app = await openApp('/profile/password');
    app.store.set('params', { client_slug: null, login_params: makeLoginParams() });
    await sectionHeading('Alterar senha');
    expect(await screen.findByText('Exigida: senha média, com pelo menos 6 caracteres.')).toBeTruthy();
    type(/^Senha atual/, 'old-secret');
    type(/^Nova senha/, 'somente-letras');
    type(/^Confirme a nova senha/, 'somente-letras');
    fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('A senha é fraca demais para este site')).toBeTruthy();
    expect(app.server.to('POST', '/api/v1/profile/password')).toHaveLength(0);
  });
});

describe('phone change with verification', () => {
  const status = { phone: '+5511912345678', verified: true, resend_in: 0, request_id: null };

  it('shows the cooldown the server reports as mm:ss and re-enables sending at zero', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    setViewport(false);
    await openApp('/profile/phone', {
      routes: {
        'GET /api/v1/profile/phone-verification': () =>
          json({ ...status, resend_in: 90, request_id: 'req-1' }),
      },
    });

    expect(await screen.findByText('Você poderá pedir um novo código em 01:30', {}, FIRST_LOAD)).toBeTruthy();
    const resend = screen.getByRole('button', { name: 'Reenviar código' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    // A code already sent (before a reload) can still be confirmed.
    expect(screen.getByLabelText(/Código de 6 dígitos/)).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByText('Você poderá pedir um novo código em 01:00')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(resend.disabled).toBe(false);
    expect(screen.queryByText(/Você poderá pedir um novo código em/)).toBeNull();
    expect(screen.getByText('Você já pode pedir um novo código.')).toBeTruthy();
  });

  it('sends a code to the new phone, then confirms it', async () => {
    setViewport(false);
    const app = await openApp('/profile/phone', {
      routes: {
        'GET /api/v1/profile/phone-verification': () => json(status),
        'POST /api/v1/profile/phone-verification/send': () =>
          json({ request_id: 'req-2', resend_in: 300, expires_in: 600 }),
        'POST /api/v1/profile/phone-verification/confirm': async (request) => {
          const { code } = (await request.json()) as { code: string };
          return code === '123456'
            ? json({ phone: '+5511987654321', verified: true, resend_in: 250, request_id: null })
            : apiError(422, 'account.code_invalid', 'Código inválido.');
        },
      },
    });
    await sectionHeading('Alterar celular');

    fireEvent.click(await screen.findByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();

    type(/^Número do celular/, '+55 11 98765-4321');
    fireEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));

    expect(await screen.findByText('Enviamos um código por WhatsApp para +55 11 98765-4321.')).toBeTruthy();
    expect(await app.server.to('POST', '/api/v1/profile/phone-verification/send')[0]?.json()).toEqual({
      phone: '+55 11 98765-4321',
      channel: 'whatsapp',
    });
    expect((screen.getByRole('button', { name: 'Reenviar código' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('Você poderá pedir um novo código em 05:00')).toBeTruthy();

    type(/Código de 6 dígitos/, '999999');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar código' }));
    expect(await screen.findByText('Código inválido.')).toBeTruthy();

    type(/Código de 6 dígitos/, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar código' }));
    expect(await screen.findByText('Celular verificado e atualizado.')).toBeTruthy();
    expect(screen.getByText('+5511987654321')).toBeTruthy();
    expect(await app.server.to('POST', '/api/v1/profile/phone-verification/confirm')[1]?.json()).toEqual({
      request_id: 'req-2',
      code: '123456',
    });
  });
});

describe('account closure', () => {
  it('needs the exact name and a confirmation, then ends the session and says goodbye on the login', async () => {
    setViewport(false);
    const app = await openApp('/profile/close-account', {
      profile: makeProfile({ full_name: 'Lena Learner' }),
      routes: {
        'POST /api/v1/profile/close': () => json({ ok: true }),
        'GET /api/v1/login-params': () => json(makeLoginParams()),
      },
    });
    await sectionHeading('Encerrar conta');
    expect(screen.getByText('Esta ação é irreversível')).toBeTruthy();

    type(/^Digite seu nome completo/, 'Lena');
    fireEvent.click(screen.getByRole('button', { name: 'Encerrar minha conta' }));
    expect(await screen.findByText('O nome digitado não corresponde ao seu nome.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    type(/^Digite seu nome completo/, 'Lena Learner');
    fireEvent.click(screen.getByRole('button', { name: 'Encerrar minha conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Encerrar sua conta?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.server.to('POST', '/api/v1/profile/close')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Encerrar minha conta' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim, encerrar conta' }),
    );

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(/Sua conta foi encerrada/)).toBeTruthy();
    expect(app.store.getState().common).toMatchObject({ tokens: null, session: null });
    expect(await app.server.to('POST', '/api/v1/profile/close')[0]?.json()).toEqual({
      typed_name: 'Lena Learner',
      confirm: true,
    });
  });

  it('shows the server refusal on the name field', async () => {
    setViewport(false);
    const app = await openApp('/profile/close-account', {
      routes: {
        'POST /api/v1/profile/close': () =>
          apiError(422, 'profile.closure_name_mismatch', 'O nome digitado não corresponde ao seu nome.'),
      },
    });
    await sectionHeading('Encerrar conta');
    type(/^Digite seu nome completo/, 'lena  learner');
    fireEvent.click(screen.getByRole('button', { name: 'Encerrar minha conta' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim, encerrar conta' }),
    );
    expect(await screen.findByText('O nome digitado não corresponde ao seu nome.')).toBeTruthy();
    expect(screen.getByLabelText(/^Digite seu nome completo/).getAttribute('aria-invalid')).toBe('true');
    expect(app.store.getState().common.tokens).not.toBeNull();
  });
});
