import type { AdminContentCategoryList, Session } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type Handler, json, makeSession } from '../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, setViewport } from '../../test/signedInApp.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin = (): Session => {
  const base = makeSession();
  return makeSession({ user: { ...base.user, role: 'program_admin', username: 'admin' } });
};
async function open(path: string, routes: Record<string, Handler>) {
  installFakeSockets();
  return openApp(path, { routes, session: admin() });
}
const names = (pt: string) => ({
  'pt-BR': pt,
  'en-US': `${pt} (en)`,
  'es-ES': `${pt} (es)`,
  'fr-FR': `${pt} (fr)`,
});
const LIST: AdminContentCategoryList = {
  results: [
    { id: 1, name: 'Conta', names: names('Conta'), position: 1, item_count: 2 },
    { id: 2, name: 'Pontos', names: names('Pontos'), position: 2, item_count: 0 },
  ],
};

describe('/admin/faq/categories', { timeout: 20_000 }, () => {
  it('adds a category named in the four languages, asking for each', async () => {
    setViewport(false);
    const app = await open('/admin/faq/categories', {
      'GET /api/v1/admin/faq/categories': () => json({ results: [] }),
      'POST /api/v1/admin/faq/categories': () => json({ id: 3, name: 'Pagamentos' }, 201),
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Categorias de perguntas frequentes' },
        FIRST_LOAD,
      ),
    );
    expect(
      await screen.findByText('Nenhuma categoria ainda. Crie uma para escrever perguntas.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nova categoria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova categoria' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nome em Português/ }), {
      target: { value: 'Pagamentos' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect((await within(dialog).findAllByText('Campo obrigatório')).length).toBe(3);
    expect(app.server.to('POST', '/api/v1/admin/faq/categories')).toHaveLength(0);
    for (const [label, value] of [
      [/Nome em Inglês/, 'Payments'],
      [/Nome em Espanhol/, 'Pagos'],
      [/Nome em Francês/, 'Paiements'],
    ] as const)
      fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(async () =>
      expect(await app.server.to('POST', '/api/v1/admin/faq/categories')[0]?.json()).toEqual({
        names: { 'pt-BR': 'Pagamentos', 'en-US': 'Payments', 'es-ES': 'Pagos', 'fr-FR': 'Paiements' },
      }),
    );
    expect(await screen.findByText('Categoria salva.')).toBeTruthy();
  });

  it('renames, moves and deletes after a confirmation, showing the server’s refusal', async () => {
    setViewport(false);
    const app = await open('/admin/faq/categories', {
      'GET /api/v1/admin/faq/categories': () => json(LIST),
      'PATCH /api/v1/admin/faq/categories/2': () => json({ ...LIST.results[1], name: 'Prêmios' }),
      'POST /api/v1/admin/faq/categories/reorder': () => json(LIST),
      'DELETE /api/v1/admin/faq/categories/1': () =>
        apiError(409, 'faq.category_not_empty', 'Esta categoria ainda tem perguntas.'),
    });
    const table = await screen.findByRole(
      'table',
      { name: 'Categorias de perguntas frequentes' },
      FIRST_LOAD,
    );
    expect(within(table).getByRole('button', { name: 'Subir Conta' })).toHaveProperty('disabled', true);
    expect(within(table).getByRole('button', { name: 'Descer Pontos' })).toHaveProperty('disabled', true);

    fireEvent.click(within(table).getByRole('button', { name: 'Renomear Pontos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renomear Pontos' });
    const portuguese = within(dialog).getByRole('textbox', { name: /Nome em Português/ });
    expect((portuguese as HTMLInputElement).value).toBe('Pontos');
    fireEvent.change(portuguese, { target: { value: 'Prêmios' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(async () =>
      expect(await app.server.to('PATCH', '/api/v1/admin/faq/categories/2')[0]?.json()).toEqual({
        names: { ...names('Pontos'), 'pt-BR': 'Prêmios' },
      }),
    );

    fireEvent.click(within(table).getByRole('button', { name: 'Descer Conta' }));
    await waitFor(async () =>
      expect(await app.server.to('POST', '/api/v1/admin/faq/categories/reorder')[0]?.json()).toEqual({
        ids: [2, 1],
      }),
    );
    expect(await screen.findByText('Ordem salva.')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Excluir Conta' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir categoria' });
    expect(
      within(confirm).getByText(
        'Excluir a categoria Conta? Só categorias sem perguntas podem ser excluídas.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Esta categoria ainda tem perguntas.')).toBeTruthy();
    expect(app.server.to('DELETE', '/api/v1/admin/faq/categories/1')).toHaveLength(1);
  });
});

describe('/admin/news/categories', { timeout: 20_000 }, () => {
  it('is reached from the news list and deletes a category, saying its articles stay', async () => {
    setViewport(false);
    const app = await open('/admin/news', {
      'GET /api/v1/admin/news': () => json({ count: 0, page: 1, page_size: 20, results: [] }),
      'GET /api/v1/admin/news/categories': () => json(LIST),
      'DELETE /api/v1/admin/news/categories/1': () => json({ ok: true }),
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Categorias' }, FIRST_LOAD));
    const table = await screen.findByRole('table', { name: 'Categorias de notícias' }, FIRST_LOAD);
    expect(within(table).getByRole('columnheader', { name: 'Notícias' })).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Excluir Conta' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir categoria' });
    expect(
      within(confirm).getByText('Excluir a categoria Conta? As notícias dela continuam, sem categoria.'),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Categoria excluída.')).toBeTruthy();
    expect(app.server.to('DELETE', '/api/v1/admin/news/categories/1')).toHaveLength(1);
  });

  it('tells someone who is not an editor that they may not', async () => {
    setViewport(true);
    await open('/admin/news/categories', {
      'GET /api/v1/admin/news/categories': () => apiError(403, 'common.forbidden', 'Sem permissão.'),
    });
    expect(await screen.findByText('Sem permissão.', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Categorias de notícias' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nova categoria' })).toBeNull();
  });
});
