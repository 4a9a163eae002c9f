import type { AdminOnboarding, OnboardingTour, Session } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeSession } from '../../../test/fakeServer.ts';
import { EDITOR_LOAD, selectAllRichText, typeRichText } from '../../../test/richText.ts';
import { FIRST_LOAD, installFakeSockets, openApp, setViewport } from '../../../test/signedInApp.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tour = (seen: boolean): OnboardingTour => ({
  language: 'pt-BR',
  seen,
  steps: [
    { id: 1, module: null, title: 'Boas-vindas!', body: '<p>Um tour rápido.</p>' },
    { id: 2, module: 'library', title: 'Biblioteca', body: '<p>Manuais e vídeos.</p>' },
  ],
});
const banner = {
  banner: {
    language: 'pt-BR' as const,
    title: 'Boas-vindas à Academia',
    body: '<p>Novos cursos toda semana.</p>',
    updated_at: '2026-12-03T12:00:00.000Z',
  },
};

describe('the onboarding tour', { timeout: 20_000 }, () => {
  it('walks through the steps a step at a time and records that the user saw it', async () => {
    setViewport(false);
    installFakeSockets();
    let seen = 0;
    await openApp('/onboarding', {
      routes: {
        'GET /api/v1/onboarding': () => json(tour(seen > 0)),
        'POST /api/v1/onboarding/seen': () => {
          seen += 1;
          return json({ seen: true });
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Primeiros passos' }, FIRST_LOAD),
    ).toBeTruthy();
    const first = await screen.findByRole('article', { name: 'Boas-vindas!' });
    expect(within(first).getByText('Sobre: A plataforma')).toBeTruthy();
    expect(screen.getByText('Passo 1 de 2')).toBeTruthy();
    await waitFor(() => expect(seen).toBe(1));
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    const second = await screen.findByRole('article', { name: 'Biblioteca' });
    expect(within(second).getByText('Sobre: Biblioteca')).toBeTruthy();
    expect(screen.getByText('Passo 2 de 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Concluir' })).toBeTruthy();
    // seen once: reading it again does not record it again
    expect(seen).toBe(1);
  });

  it('says so when the client wrote no tour', async () => {
    setViewport(true);
    installFakeSockets();
    await openApp('/onboarding', {
      routes: { 'GET /api/v1/onboarding': () => json({ language: null, seen: false, steps: [] }) },
    });
    expect(await screen.findByText('Este cliente ainda não tem tour.', {}, FIRST_LOAD)).toBeTruthy();
  });
});

describe('the welcome card on the home', { timeout: 20_000 }, () => {
  it('shows the banner until dismissed, remembered per user and client, and offers the unseen tour', async () => {
    setViewport(true);
    installFakeSockets();
    const app = await openApp('/home', {
      routes: {
        'GET /api/v1/onboarding': () => json(tour(false)),
        'GET /api/v1/welcome-banner': () => json(banner),
      },
    });
    const section = await screen.findByRole('region', { name: 'Boas-vindas à Academia' }, FIRST_LOAD);
    expect(within(section).getByText('Novos cursos toda semana.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fazer o tour' }).getAttribute('href')).toBe('/onboarding');

    fireEvent.click(within(section).getByRole('button', { name: 'Dispensar a mensagem de boas-vindas' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Boas-vindas à Academia' })).toBeNull());
    const session = makeSession();
    expect(app.services.store.getState().welcomeBanner?.dismissed).toEqual({
      [`${session.user.id}:${session.id_user_client_selected}`]: banner.banner.updated_at,
    });
    // the tour's offer stays until the tour is seen
    expect(screen.getByRole('link', { name: 'Fazer o tour' })).toBeTruthy();
  });
});

describe('the onboarding editor', { timeout: 20_000 }, () => {
  it('saves a language’s steps in the order the editor set', async () => {
    setViewport(true);
    installFakeSockets();
    const base = makeSession();
    const admin: Session = makeSession({ user: { ...base.user, role: 'program_admin', username: 'admin' } });
    const stored: AdminOnboarding = {
      steps: {
        'pt-BR': [
          { id: 1, module: null, title: 'Boas-vindas', body: '<p>Oi</p>', published: true },
          { id: 2, module: 'library', title: 'Biblioteca', body: '<p>Manuais</p>', published: false },
        ],
      },
      banners: {},
    };
    let sent: unknown = null;
    await openApp('/admin/onboarding', {
      session: admin,
      routes: {
        'GET /api/v1/admin/onboarding': () => json(stored),
        'PUT /api/v1/admin/onboarding/steps/pt-BR': async (request) => {
          sent = await request.json();
          return json(stored);
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Tour de boas-vindas e banner' }, FIRST_LOAD);
    const steps = await screen.findAllByRole('group', { name: /^Passo \d$/ });
    expect(steps.length).toBe(2);
    // the saved tour as learners see it, a draft marked
    fireEvent.click(screen.getAllByRole('button', { name: 'Ver o tour salvo' })[0] as HTMLElement);
    const preview = await screen.findByRole('article', { name: 'Biblioteca' });
    expect(within(preview).getByText('Manuais')).toBeTruthy();
    expect(screen.getByText('Rascunho (não publicado)')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Subir o passo 2' })[0] as HTMLElement);
    fireEvent.click(screen.getAllByRole('button', { name: 'Salvar os passos' })[0] as HTMLElement);
    await waitFor(() =>
      expect(sent).toEqual({
        steps: [
          { module: 'library', title: 'Biblioteca', body: '<p>Manuais</p>', published: false },
          { module: null, title: 'Boas-vindas', body: '<p>Oi</p>', published: true },
        ],
      }),
    );
    expect(await screen.findByText('Passos salvos.')).toBeTruthy();
  });

  it('asks for each step’s title and the banner’s before sending, focusing the first one missing', async () => {
    setViewport(false);
    installFakeSockets();
    const base = makeSession();
    const admin: Session = makeSession({ user: { ...base.user, role: 'program_admin', username: 'admin' } });
    const app = await openApp('/admin/onboarding', {
      session: admin,
      routes: {
        'GET /api/v1/admin/onboarding': () => json({ steps: {}, banners: {} }),
        'PUT /api/v1/admin/onboarding/steps/pt-BR': () =>
          json(
            {
              error: {
                code: 'common.validation',
                message: 'Dados inválidos.',
                details: [{ field: 'steps.0.body', message: 'Texto longo demais.' }],
              },
            },
            400,
          ),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Tour de boas-vindas e banner' }, FIRST_LOAD);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Adicionar passo' }))[0] as HTMLElement);
    fireEvent.click(screen.getAllByRole('button', { name: 'Salvar os passos' })[0] as HTMLElement);
    const title = (await screen.findAllByRole('textbox', { name: /^Título/ }))[0] as HTMLElement;
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(app.server.to('PUT', '/api/v1/admin/onboarding/steps/pt-BR')).toHaveLength(0);

    fireEvent.change(title, { target: { value: 'Boas-vindas' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Salvar os passos' })[0] as HTMLElement);
    // the server's refusal of a field shows at that field
    expect(await screen.findByText('Texto longo demais.', {}, EDITOR_LOAD)).toBeTruthy();
    const body = (await screen.findAllByRole('textbox', { name: 'Texto' }))[0] as HTMLElement;
    await waitFor(() => expect(body.getAttribute('aria-invalid')).toBe('true'));

    fireEvent.click(screen.getAllByRole('button', { name: 'Salvar o banner' })[0] as HTMLElement);
    const bannerTitle = screen.getAllByRole('textbox', { name: /^Título/ }).at(-1) as HTMLElement;
    await waitFor(() => expect(bannerTitle.getAttribute('aria-invalid')).toBe('true'));
    expect(app.server.to('PUT', '/api/v1/admin/onboarding/banner/pt-BR')).toHaveLength(0);
  });
  it('previews a step’s unsaved text and saves the banner written in the editor', async () => {
    setViewport(false);
    installFakeSockets();
    const base = makeSession();
    const admin: Session = makeSession({ user: { ...base.user, role: 'program_admin', username: 'admin' } });
    const stored: AdminOnboarding = {
      steps: { 'pt-BR': [{ id: 1, module: null, title: 'Boas-vindas', body: '<p>Oi</p>', published: true }] },
      banners: {},
    };
    const app = await openApp('/admin/onboarding', {
      session: admin,
      routes: {
        'GET /api/v1/admin/onboarding': () => json(stored),
        'POST /api/v1/admin/rich-text/preview': () => json({ html: '<p>Oi, <strong>turma</strong></p>' }),
        'PUT /api/v1/admin/onboarding/banner/pt-BR': () => json(stored),
      },
    });
    const step = (await screen.findAllByRole('group', { name: 'Passo 1' }, FIRST_LOAD))[0] as HTMLElement;
    const body = await within(step).findByRole('textbox', { name: 'Texto' }, EDITOR_LOAD);
    typeRichText(body, ', turma');
    fireEvent.click(within(step).getByRole('button', { name: 'Pré-visualizar o texto' }));
    const preview = await within(step).findByRole('region', { name: 'Pré-visualização do texto' });
    expect(await within(preview).findByText('turma', { selector: 'strong' })).toBeTruthy();
    expect(preview.querySelector('[lang="pt-BR"]')).toBeTruthy();
    expect(await app.server.to('POST', '/api/v1/admin/rich-text/preview')[0]?.json()).toEqual({
      html: '<p>Oi, turma</p>',
    });

    const banner = screen.getAllByRole('form', { name: 'Banner de boas-vindas' })[0] as HTMLElement;
    fireEvent.change(within(banner).getByRole('textbox', { name: /^Título/ }), { target: { value: 'Olá!' } });
    const bannerBody = await within(banner).findByRole('textbox', { name: 'Texto' }, EDITOR_LOAD);
    typeRichText(bannerBody, 'Comece pelo tour.');
    selectAllRichText(bannerBody);
    fireEvent.click(within(banner).getByRole('button', { name: 'Negrito' }));
    fireEvent.click(within(banner).getByRole('button', { name: 'Salvar o banner' }));
    await waitFor(async () =>
      expect(await app.server.to('PUT', '/api/v1/admin/onboarding/banner/pt-BR')[0]?.json()).toEqual({
        title: 'Olá!',
        body: '<p><strong>Comece pelo tour.</strong></p>',
        published: true,
      }),
    );
  });
});
