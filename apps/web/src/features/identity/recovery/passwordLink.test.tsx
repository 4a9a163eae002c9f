import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch, json } from '../../../test/fakeServer.ts';
import { createTestApp, renderApp, withLoginParams } from '../../../test/testApp.tsx';

const EXPIRED =
  'O link para definir a senha expirou. Use a opção "Esqueci minha senha" para receber um novo.';
const INVALID = 'O link de redefinição de senha é inválido. Solicite um novo.';

async function openLink(path: string, server: ReturnType<typeof fakeFetch>) {
  const app = await createTestApp({ path, server: withLoginParams(server) });
  renderApp(app.services, app.router);
  return app;
}

const input = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;

describe('set-password and recover-password', () => {
  it('checks the link, then sets the password and returns to the login with a notice', async () => {
    const server = fakeFetch({
      'GET /api/v1/accounts/password-link': () =>
        json({ username: 'ana.souza', purpose: 'set', password_strength_level: 'medium' }),
      'POST /api/v1/accounts/set-password': () => json({ ok: true }),
    });
    const app = await openLink('/set-password/ana.souza/MQ/abc-s-token', server);

    expect(await screen.findByRole('heading', { level: 1, name: 'Defina sua senha' })).toBeTruthy();
    expect(await screen.findByText('Usuário: ana.souza')).toBeTruthy();
    const check = new URL(server.to('GET', '/api/v1/accounts/password-link')[0]?.url ?? '');
    expect(Object.fromEntries(check.searchParams)).toEqual({
      username: 'ana.souza',
      uidb64: 'MQ',
      token: 'abc-s-token',
    });

    // Too weak for a 'medium' client, and a confirmation that does not match.
    fireEvent.change(input(/^Senha/), { target: { value: 'abcdefgh' } });
    fireEvent.change(input(/^Confirme a senha/), { target: { value: 'abcdefgx' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(await screen.findByText('A senha é fraca demais para este site')).toBeTruthy();
    expect(screen.getByText('As senhas não coincidem')).toBeTruthy();
    expect(server.to('POST', '/api/v1/accounts/set-password')).toHaveLength(0);

    fireEvent.change(input(/^Senha/), { target: { value: 'Abcdef12' } });
    fireEvent.change(input(/^Confirme a senha/), { target: { value: 'Abcdef12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar senha' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Senha definida. Entre com sua nova senha.')).toBeTruthy();
    expect(input(/Usuário ou e-mail/).value).toBe('ana.souza');
    expect(await server.to('POST', '/api/v1/accounts/set-password')[0]?.json()).toEqual({
      username: 'ana.souza',
      uidb64: 'MQ',
      token: 'abc-s-token',
      password: 'Abcdef12',
      password_confirmation: 'Abcdef12',
    });
  });

  it.each([
    ['account.link_expired', EXPIRED],
    ['account.link_invalid', INVALID],
  ])('a link answered %s shows its message and the way to ask for a new one', async (code, message) => {
    const server = fakeFetch({
      'GET /api/v1/accounts/password-link': () => apiError(400, code, message),
    });
    await openLink('/recover-password/ana/MQ/old-token', server);

    expect(await screen.findByRole('heading', { level: 1, name: 'Crie uma nova senha' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(screen.getByRole('link', { name: 'Solicitar um novo link' }).getAttribute('href')).toBe(
      '/request-password',
    );
    expect(screen.queryByLabelText(/^Senha/)).toBeNull();
    // A dead link is not asked about again.
    expect(server.to('GET', '/api/v1/accounts/password-link')).toHaveLength(1);
  });

  it('a link that dies while the form is open shows the same message', async () => {
    const server = fakeFetch({
      'GET /api/v1/accounts/password-link': () =>
        json({ username: 'ana', purpose: 'recover', password_strength_level: 'weak' }),
      'POST /api/v1/accounts/set-password': () => apiError(400, 'account.link_invalid', INVALID),
    });
    await openLink('/recover-password/ana/MQ/tok', server);
    await screen.findByText('Usuário: ana');
    fireEvent.change(input(/^Senha/), { target: { value: 'abcdef' } });
    fireEvent.change(input(/^Confirme a senha/), { target: { value: 'abcdef' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect((await screen.findByRole('alert')).textContent).toContain(INVALID);
    expect(screen.getByRole('link', { name: 'Solicitar um novo link' })).toBeTruthy();
  });
});
