import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch, json, makeLoginParams, makeSession } from '../../test/fakeServer.ts';
import { createTestApp, renderApp } from '../../test/testApp.tsx';

const tokens = { access_token: 'acc', refresh_token: 'ref', kind: 'normal' as const };
const termsPage = {
  slug: 'terms-and-conditions',
  title: 'Termos de uso',
  body: 'Cláusula 1. Seja gentil.\nCláusula 2. Estude.',
  version: 4,
};

async function openHome(server: ReturnType<typeof fakeFetch>, acceptedTerms: boolean) {
  const session = makeSession({ accepted_terms: acceptedTerms });
  server.on('GET /api/v1/session', () => json(session));
  const app = await createTestApp({
    path: '/home',
    state: { common: { tokens, session, language: 'pt-BR', redirect: null } },
    server,
  });
  renderApp(app.services, app.router);
  await screen.findByRole('heading', { level: 1, name: /Olá, Lena/ });
  return app;
}

describe('terms prompt (SPEC §3 accepted terms)', () => {
  it('shows the published terms and records the version read; the prompt then goes away', async () => {
    const server = fakeFetch({
      'GET /api/v1/institutional/terms-and-conditions': () => json(termsPage),
      'POST /api/v1/session/terms': () => json(makeSession({ accepted_terms: true })),
    });
    const app = await openHome(server, false);

    const dialog = await screen.findByRole('dialog', { name: 'Termos e condições' });
    expect(await within(dialog).findByText(/Cláusula 1\. Seja gentil\./)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Fechar' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Li e aceito' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Termos e condições' })).toBeNull());
    expect(await server.to('POST', '/api/v1/session/terms')[0]?.json()).toEqual({ version: 4 });
    expect(app.store.getState().common.session?.accepted_terms).toBe(true);
  });

  it('keeps the prompt and says why when the server refuses the acceptance', async () => {
    const server = fakeFetch({
      'GET /api/v1/institutional/terms-and-conditions': () => json(termsPage),
      'POST /api/v1/session/terms': () =>
        apiError(400, 'common.validation', 'Você precisa aceitar os termos e condições'),
    });
    await openHome(server, false);
    const dialog = await screen.findByRole('dialog', { name: 'Termos e condições' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Li e aceito' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('aceitar os termos');
    expect(screen.getByRole('dialog', { name: 'Termos e condições' })).toBeTruthy();
  });

  it('offers signing out instead of accepting', async () => {
    const server = fakeFetch({
      'GET /api/v1/institutional/terms-and-conditions': () => json(termsPage),
      'POST /api/v1/session/logout': () => json({ ok: true }),
      'GET /api/v1/login-params': () => json(makeLoginParams()),
    });
    const app = await openHome(server, false);
    const dialog = await screen.findByRole('dialog', { name: 'Termos e condições' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(server.to('POST', '/api/v1/session/terms')).toHaveLength(0);
  });

  it('does not ask a user who accepted the current terms', async () => {
    const server = fakeFetch({});
    await openHome(server, true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.to('GET', '/api/v1/institutional/terms-and-conditions')).toHaveLength(0);
  });
});
