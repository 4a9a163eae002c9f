import type { AdminClientPage, Session } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type Handler, json, makeSession } from '../../../test/fakeServer.ts';
import { EDITOR_LOAD } from '../../../test/richText.ts';
import { FIRST_LOAD, installFakeSockets, openApp, setViewport } from '../../../test/signedInApp.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const base = makeSession();
const admin = (): Session =>
  makeSession({ user: { ...base.user, role: 'program_admin', username: 'admin' } });

async function open(path: string, routes: Record<string, Handler>, session?: Session) {
  installFakeSockets();
  return openApp(path, { routes, ...(session ? { session } : {}) });
}

describe('the client’s pages', { timeout: 20_000 }, () => {
  it('shows the hotsite as the server stored it, in the version it chose', async () => {
    setViewport(true);
    await open('/hotsite', {
      'GET /api/v1/pages/hotsite': () =>
        json({
          slug: 'hotsite',
          language: 'es-ES',
          title: 'Chip Rewards: tu venta vale puntos',
          body: '<h2>Cómo funciona</h2><p>Inscríbete.</p>',
          updated_at: '2026-12-01T12:00:00.000Z',
        }),
    });
    const article = await screen.findByRole(
      'article',
      { name: 'Chip Rewards: tu venta vale puntos' },
      FIRST_LOAD,
    );
    expect(article.getAttribute('lang')).toBe('es-ES');
    expect(within(article).getByRole('heading', { level: 2, name: 'Cómo funciona' })).toBeTruthy();
  });

  it('says a page nobody wrote is not written yet', async () => {
    setViewport(false);
    await open('/about-the-team', {
      'GET /api/v1/pages/about-the-team': () =>
        apiError(404, 'common.not_found', 'Não encontrado ou não possui permissão para acessar.'),
    });
    expect(await screen.findByText('Esta página ainda não foi escrita.', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sobre a equipe' })).toBeTruthy();
  });

  it('lists the pages for the editors and saves one with the languages that have a title', async () => {
    setViewport(false);
    const stored: AdminClientPage = {
      slug: 'hotsite',
      versions: { 'pt-BR': { title: 'Chip Rewards', body: '<p>Oi</p>' } },
      updated_at: '2026-12-01T12:00:00.000Z',
      published: true,
    };
    let sent: unknown = null;
    const app = await open(
      '/admin/pages',
      {
        'GET /api/v1/admin/pages': () =>
          json({
            results: [
              { slug: 'hotsite', title: 'Chip Rewards', languages: ['pt-BR'], updated_at: stored.updated_at },
              { slug: 'about-the-team', title: null, languages: [], updated_at: null },
            ],
          }),
        'GET /api/v1/admin/pages/hotsite': () => json(stored),
        'PUT /api/v1/admin/pages/hotsite': async (request) => {
          sent = await request.json();
          return json(stored);
        },
      },
      admin(),
    );
    const hotsite = await screen.findByRole('article', { name: 'Hotsite do programa' }, FIRST_LOAD);
    expect(within(hotsite).getByText('Idiomas: Português')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Sobre a equipe' })).getByText('Ainda não escrita'),
    ).toBeTruthy();
    fireEvent.click(within(hotsite).getByRole('link', { name: 'Editar Hotsite do programa' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/admin/pages/hotsite'));

    const title = await screen.findByRole('textbox', { name: 'Título' }, FIRST_LOAD);
    await waitFor(() => expect((title as HTMLInputElement).value).toBe('Chip Rewards'));
    // clearing every title is refused before sending
    fireEvent.change(title, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Escreva o título em pelo menos um idioma.')).not.toHaveLength(0);
    expect(app.server.to('PUT', '/api/v1/admin/pages/hotsite')).toHaveLength(0);

    fireEvent.change(title, { target: { value: 'Chip Rewards 2027' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Inglês' }));
    const english = screen.getByRole('tabpanel', { name: 'Inglês' });
    fireEvent.change(within(english).getByRole('textbox', { name: 'Título' }), {
      target: { value: 'Chip Rewards' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toEqual({
      versions: {
        'pt-BR': { title: 'Chip Rewards 2027', body: '<p>Oi</p>' },
        'en-US': { title: 'Chip Rewards', body: '' },
      },
    });
    expect(await screen.findByText('Página salva.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver a página' }).getAttribute('href')).toBe('/hotsite');
  });

  /** The client's About page as its editor reads it: written in pt-BR, published. */
  const writtenAbout = (): AdminClientPage => ({
    slug: 'about',
    versions: { 'pt-BR': { title: 'Sobre', body: '<p>Oi</p>' } },
    updated_at: '2026-12-01T12:00:00.000Z',
    published: true,
  });

  it('previews the unsaved text as the server’s allow-list keeps it', async () => {
    setViewport(false);
    const stored = writtenAbout();
    const app = await open(
      '/admin/pages/about',
      {
        'GET /api/v1/admin/pages/about': () => json(stored),
        'POST /api/v1/admin/rich-text/preview': () => json({ html: '<p>Olá <strong>todos</strong></p>' }),
      },
      admin(),
    );
    const editor = await screen.findByRole('textbox', { name: 'Texto' }, EDITOR_LOAD);
    await waitFor(() => expect(editor.innerHTML).toBe('<p>Oi</p>'));
    // HTML pasted into the editors' HTML view goes to the preview as written: the server's allow-list decides
    fireEvent.click(screen.getByRole('button', { name: 'Editar o HTML' }));
    const body = screen.getByRole('textbox', { name: /Texto \(HTML\)/ });
    expect((body as HTMLTextAreaElement).value).toBe('<p>Oi</p>');
    fireEvent.change(body, {
      target: { value: '<p onclick="x()">Olá <strong>todos</strong><script>1</script></p>' },
    });
    const button = screen.getByRole('button', { name: 'Pré-visualizar o texto' });
    fireEvent.click(button);
    const region = await screen.findByRole('region', { name: 'Pré-visualização do texto' });
    expect(await within(region).findByText('todos', { selector: 'strong' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(await app.server.to('POST', '/api/v1/admin/rich-text/preview')[0]?.json()).toEqual({
      html: '<p onclick="x()">Olá <strong>todos</strong><script>1</script></p>',
    });
    expect(region.querySelector('script')).toBeNull();
  });

  it('takes a written page down and publishes it again', async () => {
    setViewport(true);
    const stored = writtenAbout();
    const app = await open(
      '/admin/pages/about',
      {
        'GET /api/v1/admin/pages/about': () => json(stored),
        'POST /api/v1/admin/pages/about/unpublish': () => {
          stored.published = false;
          return json(stored);
        },
      },
      admin(),
    );
    expect(await screen.findByText('Publicada: os membros a veem.', {}, FIRST_LOAD)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Despublicar' }));
    expect(await screen.findByText('Página despublicada.')).toBeTruthy();
    expect(app.server.to('POST', '/api/v1/admin/pages/about/unpublish')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Publicar' })).toBeTruthy();
    expect(screen.getByText('Despublicada: os membros não a veem.')).toBeTruthy();
  });
});
