import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch, json } from '../../../test/fakeServer.ts';
import { createTestApp, renderApp, withLoginParams } from '../../../test/testApp.tsx';

async function openFirstAccess(server: ReturnType<typeof fakeFetch>) {
  const app = await createTestApp({ path: '/first_access', server: withLoginParams(server) });
  renderApp(app.services, app.router);
  await screen.findByRole('heading', { level: 1, name: 'Primeiro acesso' });
  return app;
}

function fill(document: string, email: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /^Documento/ }), { target: { value: document } });
  fireEvent.change(screen.getByRole('textbox', { name: /^E-mail/ }), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
}

describe('first access', () => {
  it('asks for a set-password link with the document and e-mail', async () => {
    const server = fakeFetch({ 'POST /api/v1/accounts/first-access': () => json({ ok: true }) });
    await openFirstAccess(server);

    fill('529.982.247-25', ' ana@example.com ');

    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Link enviado');
    expect(notice.textContent).toContain('Enviamos para ana@example.com um link para você definir sua senha');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    const request = server.to('POST', '/api/v1/accounts/first-access')[0];
    expect(await request?.json()).toEqual({ document: '529.982.247-25', email: 'ana@example.com' });
    expect(request?.headers.get('Authorization')).toBeNull();
  });

  it("shows the server's not-found message and keeps the values", async () => {
    const message = 'Usuário não encontrado ou sem acesso. Entre em contato com o suporte.';
    const server = fakeFetch({
      'POST /api/v1/accounts/first-access': () => apiError(404, 'auth.no_access', message),
    });
    await openFirstAccess(server);

    fill('12345678', 'ana@example.com');

    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect((screen.getByRole('textbox', { name: /^Documento/ }) as HTMLInputElement).value).toBe('12345678');
  });

  it('checks the fields before calling the server', async () => {
    const server = fakeFetch();
    await openFirstAccess(server);
    fill('', 'not-an-email');
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    expect(screen.getByText('Endereço de e-mail inválido')).toBeTruthy();
    expect(server.to('POST', '/api/v1/accounts/first-access')).toHaveLength(0);
  });
});
