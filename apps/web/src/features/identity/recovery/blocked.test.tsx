import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch } from '../../../test/fakeServer.ts';
import { createTestApp, renderApp, withLoginParams } from '../../../test/testApp.tsx';

describe('blocked-user page', () => {
  it.each(['auth.user_blocked', 'auth.user_blocked_rules'])(
    'the login goes there when the token endpoint answers %s',
    async (code) => {
      const server = withLoginParams(
        fakeFetch({ 'POST /o/token/': () => apiError(403, code, 'Usuário bloqueado') }),
      );
      const app = await createTestApp({ path: '/', server });
      renderApp(app.services, app.router);

      fireEvent.change(screen.getByLabelText(/Usuário ou e-mail/), { target: { value: 'blocked' } });
      fireEvent.change(screen.getByLabelText(/^Senha/), { target: { value: 'Elevar@2026' } });
      fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

      await waitFor(() => expect(app.router.state.location.pathname).toBe('/blocked'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Conta bloqueada' })).toBeTruthy();
      expect(
        screen.getByText('Sua conta foi bloqueada por atividade inconsistente com as regras do programa.'),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Falar com o suporte' }).getAttribute('href')).toBe(
        '/institutional/support',
      );
      expect(app.store.getState().common.tokens).toBeNull();
    },
  );

  it('the login offers the account screens', async () => {
    const app = await createTestApp({ path: '/', server: withLoginParams(fakeFetch()) });
    renderApp(app.services, app.router);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Esqueceu sua senha?')).toBe('/request-password');
    expect(href('Primeiro acesso')).toBe('/first_access');
    expect(href('Cadastre-se')).toBe('/register');
  });
});
