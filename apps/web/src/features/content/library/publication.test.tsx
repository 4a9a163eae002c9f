import type { AdminLibraryFile, LibraryFile, LibrarySearchItem, Session } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type Handler, json, makeSession } from '../../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, page, setViewport } from '../../../test/signedInApp.ts';
import { added, libraryUploadRoutes } from './test/uploads.ts';

// The library's search across categories and its files published or not (docs/content.md "Library").

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const found = (overrides: Partial<LibrarySearchItem>): LibrarySearchItem => ({
  id: 1,
  title: 'Relatório de vendas',
  description: '',
  file_name: 'relatorio.pdf',
  extension: 'pdf',
  kind: 'pdf',
  size: 2_500,
  download_count: 1,
  updated_at: '2026-11-25T12:00:00.000Z',
  category: { id: 3, slug: 'manuais', name: 'Manuais' },
  ...overrides,
});
const CATEGORIES = () =>
  json({
    results: [
      { id: 3, slug: 'manuais', name: 'Manuais', file_count: 1 },
      { id: 4, slug: 'midia', name: 'Mídia', file_count: 1 },
    ],
  });

async function open(path: string, routes: Record<string, Handler>, session?: Session) {
  installFakeSockets();
  return openApp(path, { routes, ...(session ? { session } : {}) });
}

describe('/library: the search across categories', { timeout: 40_000 }, () => {
  it('finds files of every category by words and kind, each with its category, and goes back to the categories', async () => {
    setViewport(false);
    const app = await open('/library', {
      'GET /api/v1/library/categories': CATEGORIES,
      'GET /api/v1/library/files': () =>
        json(
          page([
            found({}),
            found({
              id: 2,
              title: 'Vídeo do relatório',
              kind: 'video',
              category: { id: 4, slug: 'midia', name: 'Mídia' },
            }),
          ]),
        ),
    });
    expect(await screen.findByRole('list', { name: 'Categorias da biblioteca' }, FIRST_LOAD)).toBeTruthy();
    expect(app.server.to('GET', '/api/v1/library/files')).toHaveLength(0);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar em toda a biblioteca' }), {
      target: { value: 'relatorio' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const results = await screen.findByRole(
      'list',
      { name: 'Arquivos encontrados na biblioteca' },
      FIRST_LOAD,
    );
    expect(app.router.state.location.search).toBe('?search=relatorio');
    expect(
      new URL(app.server.to('GET', '/api/v1/library/files').at(-1)?.url ?? '').searchParams.get('search'),
    ).toBe('relatorio');
    const [pdf, video] = within(results).getAllByRole('listitem');
    expect(
      within(pdf as HTMLElement)
        .getByRole('link', { name: 'Relatório de vendas' })
        .getAttribute('href'),
    ).toBe('/libraries/1');
    expect(
      within(video as HTMLElement)
        .getByRole('link', { name: 'Mídia' })
        .getAttribute('href'),
    ).toBe('/library/midia');
    expect(video?.textContent).toContain('Em Mídia');
    expect(screen.queryByRole('list', { name: 'Categorias da biblioteca' })).toBeNull();
    expect(screen.getByText('Arquivos encontrados: 2')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo de arquivo' }), {
      target: { value: 'video' },
    });
    await waitFor(() => {
      const url = new URL(app.server.to('GET', '/api/v1/library/files').at(-1)?.url ?? '');
      expect([url.searchParams.get('search'), url.searchParams.get('kind')]).toEqual(['relatorio', 'video']);
    });

    fireEvent.click(screen.getByRole('button', { name: 'Ver as categorias' }));
    expect(await screen.findByRole('list', { name: 'Categorias da biblioteca' }, FIRST_LOAD)).toBeTruthy();
    expect(app.router.state.location.search).toBe('');
  });

  it('says when nothing is found, and shows a failure with a retry', async () => {
    setViewport(true);
    let calls = 0;
    await open('/library?search=nada', {
      'GET /api/v1/library/categories': CATEGORIES,
      'GET /api/v1/library/files': () =>
        ++calls === 1
          ? apiError(
              400,
              'common.load_failed',
              'Ocorreu um erro ao carregar as informações. Tente mais tarde.',
            )
          : json(page([])),
    });
    expect(
      await screen.findByText(
        'Ocorreu um erro ao carregar as informações. Tente mais tarde.',
        {},
        FIRST_LOAD,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByText('Nenhum arquivo da biblioteca encontrado com estes filtros.'),
    ).toBeTruthy();
  });
});

const base = makeSession();
const admin = (): Session =>
  makeSession({ user: { ...base.user, role: 'program_admin', username: 'admin' } });
const CATEGORY = {
  id: 3,
  slug: 'manuais',
  name: 'Manuais',
  names: { 'pt-BR': 'Manuais', 'en-US': 'Manuals', 'es-ES': 'Manuales', 'fr-FR': 'Manuels' },
  position: 0,
  file_count: 2,
};
const adminFile = (overrides: Partial<AdminLibraryFile>): AdminLibraryFile => ({
  ...found({}),
  category_id: 3,
  content_type: 'application/pdf',
  languages: null,
  group_ids: [],
  published: true,
  ...overrides,
});

describe('publishing library files', { timeout: 40_000 }, () => {
  it('shows each file’s state, unpublishes and publishes it, and links to its preview', async () => {
    setViewport(false);
    let published = true;
    const app = await open(
      '/admin/library',
      {
        'GET /api/v1/admin/library/categories': () => json({ results: [CATEGORY] }),
        'GET /api/v1/admin/library/files': () =>
          json(page([adminFile({ published }), adminFile({ id: 2, title: 'Rascunho', published: false })])),
        'POST /api/v1/admin/library/files/1/unpublish': () => {
          published = false;
          return json(adminFile({ published }));
        },
        'POST /api/v1/admin/library/files/2/publish': () => json(adminFile({ id: 2, published: true })),
      },
      admin(),
    );
    const table = await screen.findByRole('table', { name: 'Arquivos' }, FIRST_LOAD);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getByText('Publicado')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Não publicado')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Pré-visualizar Rascunho' }).getAttribute('href')).toBe(
      '/libraries/2',
    );

    fireEvent.click(within(table).getByRole('button', { name: 'Despublicar Relatório de vendas' }));
    expect(
      await screen.findByText('Arquivo despublicado: só os editores o veem.', {}, FIRST_LOAD),
    ).toBeTruthy();
    expect(app.server.to('POST', '/api/v1/admin/library/files/1/unpublish')).toHaveLength(1);
    await waitFor(() => expect(within(table).getAllByRole('row')[1]?.textContent).toContain('Não publicado'));
    fireEvent.click(within(table).getByRole('button', { name: 'Publicar Rascunho' }));
    expect(
      await screen.findByText('Arquivo publicado: os alunos que podem vê-lo já o encontram.'),
    ).toBeTruthy();
  });

  it('uploads files unpublished when the editor says so', async () => {
    setViewport(false);
    const uploads = libraryUploadRoutes(1, (declared, id) =>
      added(declared, id, adminFile({ id: 9, published: declared.published })),
    );
    await open(
      '/admin/library',
      {
        'GET /api/v1/admin/library/categories': () => json({ results: [CATEGORY] }),
        'GET /api/v1/admin/library/files': () => json(page([])),
        ...uploads.routes,
      },
      admin(),
    );
    const publish = await screen.findByRole(
      'checkbox',
      { name: 'Publicar os arquivos enviados' },
      FIRST_LOAD,
    );
    expect((publish as HTMLInputElement).checked).toBe(true);
    fireEvent.click(publish);
    const input = screen.getByLabelText('Arquivos', { selector: 'input' }) as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File(['%PDF-1.4'], 'a.pdf')], configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText('Envio concluído: 1 de 1 arquivos enviados.', {}, FIRST_LOAD),
    ).toBeTruthy();
    expect(uploads.declared.map((d) => `${d.name}:${d.published}`)).toEqual(['a.pdf:false']);
  });

  it('tells an editor previewing an unpublished file that learners do not see it', async () => {
    setViewport(false);
    const draft: LibraryFile = {
      ...found({ id: 2, title: 'Rascunho' }),
      content_type: 'application/pdf',
      preview: true,
      published: false,
      download_url: '/api/v1/library/files/2/download?token=e',
    };
    await open('/libraries/2', { 'GET /api/v1/library/files/2': () => json(draft) }, admin());
    expect(
      await screen.findByText(
        'Pré-visualização do editor: este arquivo não está publicado e os alunos não o veem.',
        {},
        FIRST_LOAD,
      ),
    ).toBeTruthy();
  });
});
