import type { AdminNewsArticle, NewsItem, Session } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type Handler, json, makeSession } from '../../test/fakeServer.ts';
import { EDITOR_LOAD, typeRichText } from '../../test/richText.ts';
import { FIRST_LOAD, installFakeSockets, openApp, page, setViewport } from '../../test/signedInApp.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const item = (overrides: Partial<NewsItem>): NewsItem => ({
  id: 1,
  language: 'pt-BR',
  title: 'Convenção anual',
  summary: 'Inscrições abertas.',
  cover_url: null,
  category: null,
  pinned: false,
  publish_at: '2026-11-20T12:00:00.000Z',
  is_new: false,
  ...overrides,
});
const PINNED = item({
  id: 7,
  title: 'Bem-vindo ao portal',
  pinned: true,
  is_new: true,
  cover_url: '/api/v1/files/cover?sig=x',
});
const CATEGORIES = { results: [{ id: 3, name: 'Eventos' }] };

async function open(path: string, routes: Record<string, Handler>, session?: Session) {
  installFakeSockets();
  return openApp(path, {
    routes: { 'GET /api/v1/news/categories': () => json(CATEGORIES), ...routes },
    ...(session ? { session } : {}),
  });
}

describe('/news', { timeout: 15_000 }, () => {
  it('lists the articles with their badges, and asks the server by category and title', async () => {
    setViewport(false);
    const app = await open('/news', { 'GET /api/v1/news': () => json(page([PINNED, item({})])) });
    const pinned = await screen.findByRole('article', { name: 'Bem-vindo ao portal' }, FIRST_LOAD);
    expect(within(pinned).getByText('Fixada')).toBeTruthy();
    expect(within(pinned).getByText('Nova')).toBeTruthy();
    expect(within(pinned).getByRole('link', { name: 'Bem-vindo ao portal' }).getAttribute('href')).toBe(
      '/news/7',
    );
    const other = screen.getByRole('article', { name: 'Convenção anual' });
    expect(within(other).queryByText('Nova')).toBeNull();
    expect(within(other).getByText('Inscrições abertas.')).toBeTruthy();

    fireEvent.change(await screen.findByRole('combobox', { name: 'Categoria' }), { target: { value: '3' } });
    await waitFor(() => expect(app.server.to('GET', '/api/v1/news').at(-1)?.url).toContain('category=3'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar por título' }), {
      target: { value: 'convenção' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => {
      const url = new URL(app.server.to('GET', '/api/v1/news').at(-1)?.url ?? '');
      expect([url.searchParams.get('category'), url.searchParams.get('search')]).toEqual(['3', 'convenção']);
    });
  });

  it('says when there is no news yet', async () => {
    setViewport(true);
    await open('/news', { 'GET /api/v1/news': () => json(page([])) });
    expect(await screen.findByText('Nenhuma notícia por aqui.', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('opens an article with the server’s sanitized body', async () => {
    setViewport(false);
    await open('/news/7', {
      'GET /api/v1/news/7': () =>
        json({
          ...PINNED,
          is_new: false,
          body: '<p>Olá <a href="https://e.co/x" rel="noopener">https://e.co/x</a></p>',
        }),
    });
    const article = await screen.findByRole('article', { name: 'Bem-vindo ao portal' }, FIRST_LOAD);
    expect(within(article).getByRole('link', { name: 'https://e.co/x' }).getAttribute('href')).toBe(
      'https://e.co/x',
    );
    expect(screen.getByRole('link', { name: 'Voltar para as notícias' })).toBeTruthy();
  });
});

const base = makeSession();
const admin = (): Session =>
  makeSession({ user: { ...base.user, role: 'program_admin', username: 'admin' } });
const ARTICLE: AdminNewsArticle = {
  id: 9,
  title: 'Lançamento',
  state: 'draft',
  pinned: false,
  category_id: null,
  cover_url: null,
  languages: ['pt-BR'],
  publish_at: null,
  expires_at: null,
  updated_at: '2026-11-21T12:00:00.000Z',
  versions: { 'pt-BR': { title: 'Lançamento', summary: '', body: '<p>Oi</p>' } },
};

describe('the news editor', { timeout: 20_000 }, () => {
  it('lists every article with its state for the editors', async () => {
    setViewport(false);
    await open('/admin/news', { 'GET /api/v1/admin/news': () => json(page([ARTICLE])) }, admin());
    const table = await screen.findByRole('table', { name: 'Gestão de notícias' }, FIRST_LOAD);
    expect(within(table).getByText('Rascunho')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Editar Lançamento' }).getAttribute('href')).toBe(
      '/admin/news/9',
    );
  });

  it('asks for a title before sending, then creates the article with the languages written', async () => {
    setViewport(false);
    let sent: unknown = null;
    const app = await open(
      '/admin/news/new',
      {
        'POST /api/v1/admin/news': async (request) => {
          sent = await request.json();
          return json(ARTICLE, 201);
        },
        'GET /api/v1/admin/news/9': () => json(ARTICLE),
      },
      admin(),
    );
    const save = await screen.findByRole('button', { name: 'Salvar' }, FIRST_LOAD);
    fireEvent.click(save);
    expect(await screen.findAllByText('Escreva o título em pelo menos um idioma.')).not.toHaveLength(0);
    expect(app.server.to('POST', '/api/v1/admin/news')).toHaveLength(0);

    fireEvent.click(screen.getByRole('tab', { name: 'Francês' }));
    const french = screen.getByRole('tabpanel', { name: 'Francês' });
    fireEvent.change(within(french).getByRole('textbox', { name: 'Título' }), {
      target: { value: 'Lancement' },
    });
    typeRichText(await within(french).findByRole('textbox', { name: 'Texto' }, EDITOR_LOAD), 'Bonjour');
    fireEvent.click(screen.getByRole('switch', { name: 'Fixar no topo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toEqual({
      versions: { 'fr-FR': { title: 'Lancement', summary: '', body: '<p>Bonjour</p>' } },
      category_id: null,
      pinned: true,
      expires_at: null,
    });
    expect(await screen.findByText('Notícia criada.')).toBeTruthy();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/admin/news/9'));
  });

  it('schedules an article at the time written', async () => {
    setViewport(false);
    const sent: Record<string, unknown>[] = [];
    await open(
      '/admin/news/9',
      {
        'GET /api/v1/admin/news/9': () => json(ARTICLE),
        'PATCH /api/v1/admin/news/9': async (request) => {
          sent.push(await request.json());
          return json({ ...ARTICLE, state: 'scheduled' });
        },
      },
      admin(),
    );
    const when = await screen.findByLabelText(/Publicar em/, {}, FIRST_LOAD);
    expect(screen.getByText(/Uma data futura agenda a notícia/)).toBeTruthy();
    fireEvent.change(when, { target: { value: '2030-01-02T09:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.publish_at).toBe(new Date('2030-01-02T09:30').toISOString());
    expect(await screen.findByText('Notícia salva.')).toBeTruthy();
  });

  it('leaves a publication alone when only the texts change', async () => {
    setViewport(false);
    const sent: Record<string, unknown>[] = [];
    const published = { ...ARTICLE, state: 'published' as const, publish_at: '2026-11-20T12:00:00.000Z' };
    await open(
      '/admin/news/9',
      {
        'GET /api/v1/admin/news/9': () => json(published),
        'PATCH /api/v1/admin/news/9': async (request) => {
          sent.push(await request.json());
          return json(published);
        },
      },
      admin(),
    );
    const when = await screen.findByLabelText(/Publicar em/, {}, FIRST_LOAD);
    await waitFor(() => expect((when as HTMLInputElement).value).toMatch(/^2026-11-2\dT\d\d:00$/));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('publish_at');
  });

  it('publishes an article and deletes it after a confirmation', async () => {
    setViewport(false);
    const app = await open(
      '/admin/news/9',
      {
        'GET /api/v1/admin/news/9': () => json(ARTICLE),
        'POST /api/v1/admin/news/9/publish': () => json({ ...ARTICLE, state: 'published' }),
        'DELETE /api/v1/admin/news/9': () => json({ ok: true }),
        'GET /api/v1/admin/news': () => json(page([])),
      },
      admin(),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Publicar' }, FIRST_LOAD));
    expect(await screen.findByText('Notícia publicada.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir notícia' });
    expect(app.server.to('DELETE', '/api/v1/admin/news/9')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/admin/news'));
    expect(app.server.to('DELETE', '/api/v1/admin/news/9')).toHaveLength(1);
  });

  it('shows the server’s refusal to a user who may not edit news', async () => {
    setViewport(false);
    await open('/admin/news', {
      'GET /api/v1/admin/news': () =>
        apiError(403, 'common.forbidden', 'Não encontrado ou não possui permissão para acessar.'),
    });
    expect(
      await screen.findByText('Não encontrado ou não possui permissão para acessar.', {}, FIRST_LOAD),
    ).toBeTruthy();
  });
});
