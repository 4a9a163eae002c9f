import type { PortfolioCard, PortfolioCourse, PortfolioPage } from '@elevar/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch, json } from '../../../test/fakeServer.ts';
import { createTestApp, renderApp, settled, withLoginParams } from '../../../test/testApp.tsx';

const LIST = '/api/v1/learning/portfolio';
const LOAD = { timeout: 10_000 };

function card(overrides: Partial<PortfolioCard> = {}): PortfolioCard {
  return {
    id: 5,
    kind: 'online_course',
    title: 'Gestão de loja',
    summary: 'Tudo sobre a loja.',
    cover_url: null,
    workload_hours: 1.5,
    slug: 'gestao-de-loja-id-5',
    ...overrides,
  };
}

function course(overrides: Partial<PortfolioCourse> = {}): PortfolioCourse {
  return {
    ...card(),
    description: 'Tudo sobre a loja, do estoque ao caixa.',
    activities: [
      { title: 'Boas-vindas', kind: 'video' },
      { title: 'Manual da loja', kind: 'pdf' },
    ],
    courses: [],
    ...overrides,
  };
}

function server(
  routes: Parameters<typeof fakeFetch>[0] = {},
  settings: Parameters<typeof withLoginParams>[1] = { portfolio_enabled: true },
) {
  return withLoginParams(fakeFetch(routes), settings);
}

async function open(path: string, fake = server(), clientSlug: string | null = null) {
  const app = await createTestApp({
    path,
    server: fake,
    state: { params: { client_slug: clientSlug, login_params: null } },
  });
  renderApp(app.services, app.router);
  return app;
}

/** The colour a Mantine button is painted with (its CSS variables). */
function paint(element: HTMLElement) {
  return {
    fill: element.style.getPropertyValue('--button-bg'),
    text: element.style.getPropertyValue('--button-color'),
  };
}

describe("the portfolio in the client's brand colour", () => {
  async function openPortfolio(primaryColor: string) {
    await open('/portfolio', server({}, { portfolio_enabled: true, primary_color: primaryColor }));
    await screen.findByRole('heading', { level: 1 }, LOAD);
  }

  it('fills the sign-in buttons with it, and writes on them in a colour that contrasts', async () => {
    await openPortfolio('#5f3dc4');
    const signIn = screen.getAllByRole('link', { name: 'Entrar' });
    expect(signIn).toHaveLength(2);
    for (const button of signIn)
      expect(paint(button)).toEqual({ fill: '#5f3dc4', text: 'var(--mantine-color-white)' });
    expect(
      screen.getByRole('link', { name: 'Sobre a equipe' }).style.getPropertyValue('--button-color'),
    ).toBe('#5f3dc4');
  });

  it('puts dark text on a light brand colour, and does not write text in a colour that white washes out', async () => {
    await openPortfolio('#ffd43b');
    for (const button of screen.getAllByRole('link', { name: 'Entrar' }))
      expect(paint(button)).toEqual({ fill: '#ffd43b', text: 'var(--mantine-color-black)' });
    expect(
      screen.getByRole('link', { name: 'Sobre a equipe' }).style.getPropertyValue('--button-color'),
    ).not.toBe('#ffd43b');
  });
});

describe('the showcase (SPEC §2 portfolio)', () => {
  it("lists the client's courses as cards linking to their slugs, page after page", async () => {
    const fake = server({
      [`GET ${LIST}`]: (request) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        const page: PortfolioPage = cursor
          ? {
              results: [card({ id: 9, kind: 'podcast', title: 'Rádio da rede', slug: 'radio-da-rede-id-9' })],
              next_cursor: null,
            }
          : {
              results: [
                card(),
                card({
                  id: 7,
                  kind: 'trail',
                  title: 'Trilha do gerente',
                  slug: 'trilha-do-gerente-id-7',
                  workload_hours: 0,
                }),
              ],
              next_cursor: 'next',
            };
        return json(page);
      },
    });
    const app = await open('/portfolio', fake, 'chip-rewards');
    const list = await screen.findByRole('list', {}, LOAD);
    expect(within(list).getByRole('link', { name: 'Gestão de loja' }).getAttribute('href')).toBe(
      '/portfolio-course/gestao-de-loja-id-5',
    );
    expect(within(list).getByText('Curso online')).toBeTruthy();
    expect(within(list).getByText('1 h 30 min')).toBeTruthy();
    expect(within(list).getByText('Trilha')).toBeTruthy();
    // the site's client goes with every request
    expect(new URL(app.server.to('GET', LIST)[0]?.url ?? '').searchParams.get('client')).toBe('chip-rewards');

    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('link', { name: 'Rádio da rede' })).toBeTruthy();
    expect(new URL(app.server.to('GET', LIST)[1]?.url ?? '').searchParams.get('cursor')).toBe('next');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('says when there is nothing to show, and when the client shows no portfolio', async () => {
    await open('/portfolio', server({ [`GET ${LIST}`]: () => json({ results: [], next_cursor: null }) }));
    expect(await screen.findByText('Nenhum curso em destaque no momento.', {}, LOAD)).toBeTruthy();
  });

  it('says the client has no public portfolio when the server answers 404', async () => {
    await open('/portfolio', server());
    expect(
      await screen.findByText(
        'Este programa não tem um portfólio público. Entre para ver os cursos.',
        {},
        LOAD,
      ),
    ).toBeTruthy();
  });

  it('shows a failure with a way to try again', async () => {
    let fail = true;
    await open(
      '/portfolio',
      server({
        [`GET ${LIST}`]: () =>
          fail ? apiError(500, 'common.unexpected', 'Boom') : json({ results: [card()], next_cursor: null }),
      }),
    );
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' }, { timeout: 15_000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Gestão de loja' })).toBeTruthy();
  }, 20_000);
});

describe('a course of the portfolio (SPEC §2 portfolio-course/{slug})', () => {
  const courseRoute = (id: number, body: () => Response) => ({ [`GET ${LIST}/courses/${id}`]: body });

  it('shows the course, its activities by title and kind, and a sign-in to enrol that returns to it', async () => {
    const app = await open(
      '/portfolio-course/gestao-de-loja-id-5',
      server(courseRoute(5, () => json(course()))),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestão de loja' }, LOAD)).toBeTruthy();
    expect(screen.getByText('Tudo sobre a loja, do estoque ao caixa.')).toBeTruthy();
    const outline = screen.getByRole('region', { name: 'Atividades do curso' });
    expect(
      within(outline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Boas-vindas (Vídeo)', 'Manual da loja (PDF)']);
    const enrol = screen.getByRole('link', { name: 'Entrar para se inscrever' });
    expect(enrol.getAttribute('href')).toBe('/online-courses/5');

    // signed out, the course's page sends the visitor to the login and remembers the way back
    fireEvent.click(enrol);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'), LOAD);
    await settled(app.router);
    expect(app.store.getState().common.redirect).toEqual({ path: '/online-courses/5', access_token: null });
    expect(app.router.state.location.pathname).toBe('/');
  });

  it('sends a trail or a podcast to its own page, and lists a trail’s courses', async () => {
    await open(
      '/portfolio-course/trilha-do-gerente-id-7',
      server(
        courseRoute(7, () =>
          json(
            course({
              id: 7,
              kind: 'trail',
              title: 'Trilha do gerente',
              slug: 'trilha-do-gerente-id-7',
              activities: [],
              courses: [{ title: 'Gestão de loja', kind: 'online_course' }],
            }),
          ),
        ),
      ),
    );
    const outline = await screen.findByRole('region', { name: 'Cursos da trilha' }, LOAD);
    expect(within(outline).getByRole('listitem').textContent).toBe('Gestão de loja (Curso online)');
    expect(screen.getByRole('link', { name: 'Entrar para se inscrever' }).getAttribute('href')).toBe(
      '/trails/7',
    );
  });

  it('replaces a wrong slug with the course’s own, keeping the id', async () => {
    const app = await open(
      '/portfolio-course/an-old-title-id-5',
      server(courseRoute(5, () => json(course()))),
    );
    await screen.findByRole('heading', { level: 1, name: 'Gestão de loja' }, LOAD);
    expect(app.router.state.location.pathname).toBe('/portfolio-course/gestao-de-loja-id-5');
    expect(app.router.state.historyAction).toBe('REPLACE');
  });

  it('shows not found for an unknown id, and for a slug without one (asking nothing)', async () => {
    const app = await open('/portfolio-course/whatever-id-404', server());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }, LOAD),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar ao portfólio' }).getAttribute('href')).toBe('/portfolio');
    expect(app.server.to('GET', `${LIST}/courses/404`)).toHaveLength(1);

    cleanup();
    const noId = await open('/portfolio-course/no-id-here');
    expect(
      await screen.findAllByRole('heading', { level: 1, name: 'Página não encontrada' }, LOAD),
    ).toBeTruthy();
    expect(noId.server.requests.filter((r) => r.url.includes(`${LIST}/courses`))).toHaveLength(0);
  });
});

describe('the team behind the programme (SPEC §2 about-team)', () => {
  it('presents the team, naming the client', async () => {
    await open('/about-team', server());
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre a equipe' }, LOAD)).toBeTruthy();
    for (const heading of ['Quem somos', 'Como trabalhamos', 'Fale com a gente'])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
  });
});
