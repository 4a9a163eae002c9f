import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../test/fakeServer.ts';
import {
  CATALOGUE,
  FIRST_LOAD,
  heading,
  lastQuery,
  makeCard,
  openLearning,
  page,
  setViewport,
} from './test/fixtures.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const FINANCE = makeCard();
const SALES = makeCard({
  id: 2,
  title: 'Técnicas de venda',
  workload_minutes: 45,
  points: 0,
  status: 'not_started',
  percent: 0,
  favourite: true,
});

describe('online courses catalogue', () => {
  it('shows each course as a card: title link, workload, points, status, progress and favourite', async () => {
    setViewport(false);
    await openLearning('/online-courses', {
      routes: { [`GET ${CATALOGUE}`]: () => json(page([FINANCE, SALES])) },
    });
    await heading('Cursos online');
    const list = await screen.findByRole('list', { name: 'Cursos' }, FIRST_LOAD);
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = cards;
    if (!first || !second) return;
    expect(within(first).getByRole('link', { name: 'Educação financeira' }).getAttribute('href')).toBe(
      '/online-courses/1',
    );
    expect(within(first).getByText('2 h 30 min')).toBeTruthy();
    expect(within(first).getByText('50 pontos')).toBeTruthy();
    expect(within(first).getByText('Em andamento')).toBeTruthy();
    expect(within(first).getByRole('progressbar', { name: 'Progresso: 40%' })).toBeTruthy();
    expect(
      within(first)
        .getByRole('button', { name: 'Favorito: Educação financeira' })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    expect(within(second).getByText('45 min')).toBeTruthy();
    expect(within(second).queryByText(/pontos/)).toBeNull();
    expect(within(second).getByText('Não iniciado')).toBeTruthy();
    expect(
      within(second)
        .getByRole('button', { name: 'Favorito: Técnicas de venda' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('reads its filters from the URL into the query, and sends each new filter to both', async () => {
    setViewport(false);
    const app = await openLearning('/online-courses?categories=3&progress=in_progress&search=educacao', {
      routes: { [`GET ${CATALOGUE}`]: () => json(page([FINANCE])) },
    });
    await screen.findByRole('list', { name: 'Cursos' }, FIRST_LOAD);
    const query = lastQuery(app, CATALOGUE);
    expect(query.get('kind')).toBe('online_course');
    expect(query.get('categories')).toBe('3');
    expect(query.get('progress')).toBe('in_progress');
    expect(query.get('search')).toBe('educacao');
    expect(query.has('cursor')).toBe(false);
    expect((screen.getByLabelText('Progresso') as HTMLSelectElement).value).toBe('in_progress');
    expect((screen.getByLabelText('Buscar') as HTMLInputElement).value).toBe('educacao');
    expect((screen.getByRole('checkbox', { name: 'Gestão' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(screen.getByLabelText('Tipo de inscrição'), { target: { value: 'self' } });
    await waitFor(() => expect(lastQuery(app, CATALOGUE).get('subscription')).toBe('self'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Finanças' }));
    await waitFor(() => expect(lastQuery(app, CATALOGUE).get('tags')).toBe('7'));
    fireEvent.change(screen.getByLabelText('Formato'), { target: { value: 'false' } });
    await waitFor(() => expect(lastQuery(app, CATALOGUE).get('online')).toBe('false'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Somente favoritos' }));
    await waitFor(() => expect(lastQuery(app, CATALOGUE).get('favourite')).toBe('true'));

    const url = new URLSearchParams(app.router.state.location.search);
    expect(url.get('subscription')).toBe('self');
    expect(url.get('tags')).toBe('7');
    expect(url.get('categories')).toBe('3');
    expect(url.get('online')).toBe('false');
    expect(url.get('favourite')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
    await waitFor(() => expect(lastQuery(app, CATALOGUE).has('tags')).toBe(false));
    expect((screen.getByLabelText('Buscar') as HTMLInputElement).value).toBe('');
  });

  it('searches once typing pauses, and not before three letters', async () => {
    setViewport(false);
    const app = await openLearning('/online-courses', {
      routes: { [`GET ${CATALOGUE}`]: () => json(page([FINANCE])) },
    });
    await screen.findByRole('list', { name: 'Cursos' }, FIRST_LOAD);
    const requests = app.server.to('GET', CATALOGUE).length;
    const box = screen.getByLabelText('Buscar');
    fireEvent.change(box, { target: { value: 'ed' } });
    await waitFor(() =>
      expect(new URLSearchParams(app.router.state.location.search).get('search')).toBe('ed'),
    );
    expect(app.server.to('GET', CATALOGUE)).toHaveLength(requests);
    fireEvent.change(box, { target: { value: 'Educação' } });
    await waitFor(() => expect(lastQuery(app, CATALOGUE).get('search')).toBe('Educação'));
    expect(new URLSearchParams(app.router.state.location.search).get('search')).toBe('Educação');
  });

  it('loads the next page by its cursor', async () => {
    setViewport(false);
    const app = await openLearning('/online-courses', {
      routes: {
        [`GET ${CATALOGUE}`]: (request) =>
          new URL(request.url).searchParams.get('cursor') === 'next-1'
            ? json(page([SALES]))
            : json(page([FINANCE], 'next-1')),
      },
    });
    const list = await screen.findByRole('list', { name: 'Cursos' }, FIRST_LOAD);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(lastQuery(app, CATALOGUE).get('cursor')).toBe('next-1');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('says when nothing matches, with a way to clear the filters', async () => {
    setViewport(false);
    const app = await openLearning('/online-courses?status=approved', {
      routes: { [`GET ${CATALOGUE}`]: () => json(page([])) },
    });
    expect(
      await screen.findByText('Nenhum conteúdo encontrado com esses filtros.', {}, FIRST_LOAD),
    ).toBeTruthy();
    const clear = screen.getAllByRole('button', { name: 'Limpar filtros' });
    fireEvent.click(clear.at(-1) as HTMLElement);
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
    expect(await screen.findByText('Nenhum conteúdo disponível ainda.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
  });

  it('shows a failure with a retry that loads the list', async () => {
    setViewport(false);
    let fail = true;
    await openLearning('/online-courses', {
      routes: {
        [`GET ${CATALOGUE}`]: () =>
          fail ? apiError(500, 'common.internal', 'Erro no servidor.') : json(page([FINANCE])),
      },
    });
    expect((await screen.findByRole('alert', {}, FIRST_LOAD)).textContent).toContain('Erro no servidor.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'Educação financeira' })).toBeTruthy();
  });

  it('marks a favourite at once and puts it back when the server refuses', async () => {
    setViewport(false);
    let answer: (response: Response) => void = () => undefined;
    const app = await openLearning('/online-courses', {
      routes: {
        [`GET ${CATALOGUE}`]: () => json(page([FINANCE])),
        'PUT /api/v1/learning/courses/1/favourite': () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
    });
    const name = { name: 'Favorito: Educação financeira' };
    fireEvent.click(await screen.findByRole('button', name, FIRST_LOAD));
    // pressed before the server answers
    await waitFor(() => expect(app.server.to('PUT', '/api/v1/learning/courses/1/favourite')).toHaveLength(1));
    expect(screen.getByRole('button', name).getAttribute('aria-pressed')).toBe('true');

    answer(apiError(500, 'common.internal', 'Erro no servidor.'));
    expect(await screen.findByText('Não foi possível atualizar o favorito. Tente novamente.')).toBeTruthy();
    expect(screen.getByRole('button', name).getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps the filters behind a button on mobile', async () => {
    setViewport(true);
    await openLearning('/online-courses', { routes: { [`GET ${CATALOGUE}`]: () => json(page([FINANCE])) } });
    const show = await screen.findByRole('button', { name: 'Mostrar filtros' }, FIRST_LOAD);
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);
    expect(screen.getByRole('button', { name: 'Ocultar filtros' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByLabelText('Buscar')).toBeTruthy();
  });

  it('answers not found to a learner whose client has no online courses', async () => {
    setViewport(false);
    const { makeSession } = await import('../../test/fakeServer.ts');
    const base = makeSession();
    const session = makeSession({ client: base.client && { ...base.client, has_online_courses: false } });
    const app = await openLearning('/online-courses', { session });
    expect(await heading('Página não encontrada')).toBeTruthy();
    expect(app.server.to('GET', CATALOGUE)).toHaveLength(0);
  });
});
