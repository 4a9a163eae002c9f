import type { AdminLibraryFile, LibraryFile, LibraryFileItem, Session } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIBRARY_UPLOAD_PATHS, uploadStatus, uploadStepRoutes } from '../../../test/directUploads.ts';
import { apiError, type Handler, json, makeSession } from '../../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, page, setViewport } from '../../../test/signedInApp.ts';
import { added, libraryUploadRoutes } from './test/uploads.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CATEGORY = { id: 3, slug: 'manuais', name: 'Manuais' };
const item = (overrides: Partial<LibraryFileItem>): LibraryFileItem => ({
  id: 1,
  title: 'Guia da loja',
  description: 'Como organizar a loja.',
  file_name: 'guia.pdf',
  extension: 'pdf',
  kind: 'pdf',
  size: 2_500_000,
  download_count: 4,
  updated_at: '2026-11-25T12:00:00.000Z',
  ...overrides,
});
const file = (overrides: Partial<LibraryFile>): LibraryFile => ({
  ...item({}),
  category: CATEGORY,
  content_type: 'application/pdf',
  preview: true,
  published: true,
  download_url: '/api/v1/library/files/1/download?token=abc',
  ...overrides,
});

async function open(path: string, routes: Record<string, Handler>, session?: Session) {
  installFakeSockets();
  return openApp(path, { routes, ...(session ? { session } : {}) });
}

describe('/library', { timeout: 15_000 }, () => {
  it('lists the categories with their files, each a link to its page', async () => {
    setViewport(true);
    await open('/library', {
      'GET /api/v1/library/categories': () =>
        json({
          results: [
            { ...CATEGORY, file_count: 4 },
            { id: 4, slug: 'midia', name: 'Mídia', file_count: 0 },
          ],
        }),
    });
    const list = await screen.findByRole('list', { name: 'Categorias da biblioteca' }, FIRST_LOAD);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['ManuaisArquivos: 4', 'MídiaArquivos: 0']);
    expect(within(list).getByRole('link', { name: 'Manuais' }).getAttribute('href')).toBe('/library/manuais');
  });

  it('says when the library is empty, and shows a failure with a retry', async () => {
    setViewport(false);
    let calls = 0;
    await open('/library', {
      'GET /api/v1/library/categories': () =>
        ++calls === 1
          ? apiError(
              400,
              'common.load_failed',
              'Ocorreu um erro ao carregar as informações. Tente mais tarde.',
            )
          : json({ results: [] }),
    });
    expect(
      await screen.findByText(
        'Ocorreu um erro ao carregar as informações. Tente mais tarde.',
        {},
        FIRST_LOAD,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma categoria na biblioteca ainda.')).toBeTruthy();
  });
});

describe('/library/:name', { timeout: 15_000 }, () => {
  it('lists the files with their kind, size and downloads, and asks the server by kind and words', async () => {
    setViewport(false);
    const app = await open('/library/manuais', {
      'GET /api/v1/library/categories/manuais/files': () =>
        json({
          category: CATEGORY,
          ...page([item({}), item({ id: 2, title: 'Planilha de metas', kind: 'excel', size: 900 })]),
        }),
    });
    const list = await screen.findByRole('list', { name: 'Arquivos de Manuais' }, FIRST_LOAD);
    expect(screen.getByRole('heading', { level: 1, name: 'Manuais' })).toBeTruthy();
    const [pdf, sheet] = within(list).getAllByRole('listitem');
    expect(
      within(pdf as HTMLElement)
        .getByRole('link', { name: 'Guia da loja' })
        .getAttribute('href'),
    ).toBe('/libraries/1');
    expect(pdf?.textContent).toContain('PDF · 2,5 MB · Downloads: 4');
    expect(sheet?.textContent).toContain('Planilha · 900 bytes');
    expect(sheet?.querySelector('svg[data-kind="excel"]')?.getAttribute('aria-hidden')).toBe('true');

    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo de arquivo' }), { target: { value: 'pdf' } });
    await waitFor(() =>
      expect(app.server.to('GET', '/api/v1/library/categories/manuais/files').at(-1)?.url).toContain(
        'kind=pdf',
      ),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar por título ou descrição' }), {
      target: { value: 'guia' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => {
      const url = new URL(app.server.to('GET', '/api/v1/library/categories/manuais/files').at(-1)?.url ?? '');
      expect([url.searchParams.get('kind'), url.searchParams.get('search')]).toEqual(['pdf', 'guia']);
    });
    expect(app.router.state.location.search).toBe('?kind=pdf&search=guia');
  });
});

describe('/libraries/:id', { timeout: 15_000 }, () => {
  it('previews a pdf in a frame, with a download link', async () => {
    setViewport(false);
    await open('/libraries/1', { 'GET /api/v1/library/files/1': () => json(file({})) });
    const frame = await screen.findByTitle('Pré-visualização: Guia da loja', {}, FIRST_LOAD);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/api/v1/library/files/1/download?token=abc');
    const download = screen.getByRole('link', { name: 'Baixar arquivo' });
    expect(download.getAttribute('href')).toBe('/api/v1/library/files/1/download?token=abc&attachment=1');
    expect(screen.getByRole('link', { name: 'Voltar para Manuais' }).getAttribute('href')).toBe(
      '/library/manuais',
    );
  });

  it('plays audio and video, shows images, and offers a download for the rest', async () => {
    setViewport(true);
    const kinds = {
      2: file({ id: 2, title: 'Vinheta', kind: 'audio', download_url: '/a' }),
      3: file({ id: 3, title: 'Boas-vindas', kind: 'video', download_url: '/v' }),
      4: file({ id: 4, title: 'Fachada', kind: 'image', download_url: '/i' }),
      5: file({ id: 5, title: 'Metas', kind: 'excel', preview: false, download_url: '/x' }),
    };
    const app = await open(
      '/libraries/2',
      Object.fromEntries(
        Object.entries(kinds).map(([id, body]) => [`GET /api/v1/library/files/${id}`, () => json(body)]),
      ),
    );
    const audio = await screen.findByLabelText('Pré-visualização: Vinheta', {}, FIRST_LOAD);
    expect(audio.tagName).toBe('AUDIO');
    await app.router.navigate('/libraries/3');
    expect((await screen.findByLabelText('Pré-visualização: Boas-vindas', {}, FIRST_LOAD)).tagName).toBe(
      'VIDEO',
    );
    await app.router.navigate('/libraries/4');
    expect(
      (await screen.findByRole('img', { name: 'Pré-visualização: Fachada' }, FIRST_LOAD)).getAttribute('src'),
    ).toBe('/i');
    await app.router.navigate('/libraries/5');
    expect(
      await screen.findByText(/Este tipo de arquivo não abre no navegador/, {}, FIRST_LOAD),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Baixar arquivo' }).getAttribute('href')).toBe('/x&attachment=1');
  });

  it('says a file the user may not see is not found', async () => {
    setViewport(false);
    await open('/libraries/9', {
      'GET /api/v1/library/files/9': () =>
        apiError(404, 'common.not_found', 'Não encontrado ou não possui permissão para acessar.'),
    });
    expect(
      await screen.findByText('Não encontrado ou não possui permissão para acessar.', {}, FIRST_LOAD),
    ).toBeTruthy();
  });
});

const base = makeSession();
const admin = (): Session =>
  makeSession({ user: { ...base.user, role: 'program_admin', username: 'admin' } });
const ADMIN_CATEGORY = {
  ...CATEGORY,
  names: { 'pt-BR': 'Manuais', 'en-US': 'Manuals', 'es-ES': 'Manuales', 'fr-FR': 'Manuels' },
  position: 0,
  file_count: 1,
};
const ADMIN_FILE: AdminLibraryFile = {
  ...item({}),
  category_id: 3,
  content_type: 'application/pdf',
  languages: null,
  group_ids: [],
  published: true,
};

describe('the library editor', { timeout: 20_000 }, () => {
  it('uploads several files straight to the file store with progress, and says which one the server refused and why', async () => {
    setViewport(false);
    const uploads = libraryUploadRoutes(2, (declared, id) =>
      declared.name.endsWith('.png')
        ? apiError(
            422,
            'content.library_content_mismatch',
            'O conteúdo do arquivo não corresponde à extensão do nome. Envie o arquivo original.',
          )
        : added(declared, id, { ...ADMIN_FILE, id: 2, title: declared.name }),
    );
    const app = await open(
      '/admin/library',
      {
        'GET /api/v1/admin/library/categories': () => json({ results: [ADMIN_CATEGORY] }),
        'GET /api/v1/admin/library/files': () => json(page([ADMIN_FILE])),
        ...uploads.routes,
      },
      admin(),
    );
    const table = await screen.findByRole('table', { name: 'Arquivos' }, FIRST_LOAD);
    expect(within(table).getByText('Guia da loja')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Categorias' })).toBeTruthy();

    const input = screen.getByLabelText('Arquivos', { selector: 'input' }) as HTMLInputElement;
    const files = [new File(['%PDF-1.4'], 'a.pdf'), new File(['%PDF-1.4'], 'falso.png')];
    Object.defineProperty(input, 'files', { value: files, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Envio concluído: 1 de 2 arquivos enviados.')).toBeTruthy();
    expect(uploads.declared.map((d) => `${d.category_id}:${d.name}:${d.size}:${d.published}`)).toEqual([
      '3:a.pdf:8:true',
      '3:falso.png:8:true',
    ]);
    // each file's bytes straight to its part URL, then SPEC §7's completion, never a form upload
    const put = app.server.to('PUT', '/api/v1/library/upload-parts/part-0');
    expect(put).toHaveLength(2);
    expect(await put[0]?.text()).toBe('%PDF-1.4');
    expect(put[0]?.headers.get('Authorization')).toBeNull();
    expect(app.server.to('POST', '/api/files/complete/')).toHaveLength(2);
    const progress = (name: string) =>
      screen.getByRole('progressbar', { name }).getAttribute('aria-valuenow');
    expect(progress('Progresso do envio')).toBe('100');
    expect(progress('Progresso de a.pdf')).toBe('100');
    expect(screen.getByText('a.pdf: Enviado')).toBeTruthy();
    expect(
      screen.getByText(
        'falso.png: O conteúdo do arquivo não corresponde à extensão do nome. Envie o arquivo original.',
      ),
    ).toBeTruthy();
    // a refused file is not sent again as it is
    expect(screen.queryByRole('button', { name: 'Retomar o envio de falso.png' })).toBeNull();
    await waitFor(() =>
      expect(app.server.to('GET', '/api/v1/admin/library/files').length).toBeGreaterThan(1),
    );
  });

  it('resumes a file whose sending broke off from the chunks the server holds', async () => {
    setViewport(true);
    const size = 130 * 1024;
    let reports = 0;
    const status = uploadStatus({ id: 1, name: 'guia.pdf', kind: 'pdf', size, chunkSize: 64 * 1024 });
    const app = await open(
      '/admin/library',
      {
        'GET /api/v1/admin/library/categories': () => json({ results: [ADMIN_CATEGORY] }),
        'GET /api/v1/admin/library/files': () => json(page([])),
        'POST /api/v1/admin/library/uploads': () => json(status([]), 201),
        'GET /api/v1/admin/library/uploads/1': () => json(status([0])),
        ...uploadStepRoutes(1, 3, status, LIBRARY_UPLOAD_PATHS),
        // the store lost chunk 1 once: its report is refused, and the file stops there
        'PUT /api/v1/admin/library/uploads/1/parts/1': () =>
          ++reports === 1
            ? apiError(
                409,
                'upload.part_missing',
                'Esta parte do arquivo não chegou ao armazenamento. Envie-a de novo.',
              )
            : json(status([0, 1])),
        'POST /api/files/complete/': () => added({ name: 'guia.pdf', size }, 1, ADMIN_FILE),
      },
      admin(),
    );
    const input = (await screen.findByLabelText(
      'Arquivos',
      { selector: 'input' },
      FIRST_LOAD,
    )) as HTMLInputElement;
    Object.defineProperty(input, 'files', {
      value: [new File([new Uint8Array(size)], 'guia.pdf')],
      configurable: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText(
        'guia.pdf: Esta parte do arquivo não chegou ao armazenamento. Envie-a de novo.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Progresso de guia.pdf' }).getAttribute('aria-valuenow'),
    ).toBe('49');
    fireEvent.click(screen.getByRole('button', { name: 'Retomar o envio de guia.pdf' }));
    expect(await screen.findByText('guia.pdf: Enviado')).toBeTruthy();
    expect(screen.getByText('Envio concluído: 1 de 1 arquivos enviados.')).toBeTruthy();
    // declared once; the chunk the server held was not sent again
    expect(app.server.to('POST', '/api/v1/admin/library/uploads')).toHaveLength(1);
    expect(app.server.to('PUT', '/api/v1/library/upload-parts/part-0')).toHaveLength(1);
    expect(app.server.to('PUT', '/api/v1/library/upload-parts/part-1')).toHaveLength(2);
  });

  it('creates a category only with its name in every language', async () => {
    setViewport(false);
    let body: unknown = null;
    const app = await open(
      '/admin/library',
      {
        'GET /api/v1/admin/library/categories': () => json({ results: [] }),
        'GET /api/v1/admin/library/files': () => json(page([])),
        'POST /api/v1/admin/library/categories': async (request) => {
          body = await request.json();
          return json(ADMIN_CATEGORY, 201);
        },
      },
      admin(),
    );
    expect(
      await screen.findByText('Nenhuma categoria ainda. Crie uma para enviar arquivos.', {}, FIRST_LOAD),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nova categoria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova categoria' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nome em Português/ }), {
      target: { value: 'Manuais' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect((await within(dialog).findAllByText('Campo obrigatório')).length).toBe(3);
    expect(app.server.to('POST', '/api/v1/admin/library/categories')).toHaveLength(0);
    for (const [label, value] of [
      [/Nome em Inglês/, 'Manuals'],
      [/Nome em Espanhol/, 'Manuales'],
      [/Nome em Francês/, 'Manuels'],
    ] as const)
      fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(body).toEqual({
        names: { 'pt-BR': 'Manuais', 'en-US': 'Manuals', 'es-ES': 'Manuales', 'fr-FR': 'Manuels' },
      }),
    );
    expect(await screen.findByText('Categoria salva.')).toBeTruthy();
  });

  it('edits a file’s texts and who sees it: languages and user groups', async () => {
    setViewport(false);
    let body: unknown = null;
    await open(
      '/admin/library',
      {
        'GET /api/v1/admin/library/categories': () => json({ results: [ADMIN_CATEGORY] }),
        'GET /api/v1/admin/library/files': () => json(page([ADMIN_FILE])),
        'GET /api/v1/site-lists': () =>
          json({
            countries: [],
            country_areas: [],
            genders: [],
            marital_statuses: [],
            user_groups: [
              { id: 21, name: 'Vendedores' },
              { id: 22, name: 'Gerentes' },
            ],
            tags: [],
            wildcard_pages: [],
          }),
        'PATCH /api/v1/admin/library/files/1': async (request) => {
          body = await request.json();
          return json({ ...ADMIN_FILE, title: 'Guia novo' });
        },
      },
      admin(),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Guia da loja' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Editar arquivo' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Título/ }), {
      target: { value: 'Guia novo' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Espanhol' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Gerentes' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(body).toEqual({
        title: 'Guia novo',
        description: 'Como organizar a loja.',
        category_id: 3,
        languages: ['es-ES'],
        group_ids: [22],
      }),
    );
    expect(await screen.findByText('Alterações salvas.')).toBeTruthy();
  });
});
