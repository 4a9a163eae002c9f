import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fakeServer.ts';
import {
  FIRST_LOAD,
  lastQuery,
  makeBadge,
  makeBalance,
  makeLevel,
  openPoints,
  pointsSession,
  Q3,
  sectionHeading,
  setViewport,
} from './test/fixtures.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

function sectionLinks() {
  const nav = screen.getByRole('navigation', { name: 'Seções do perfil' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('points sections in the profile registry', () => {
  it('lists my points, statement, badges and ranking', async () => {
    setViewport(false);
    await openPoints('/profile');
    await sectionHeading('Meus dados');
    await waitFor(() => expect(sectionLinks()).toContain('Ranking'));
    expect(sectionLinks()).toEqual(expect.arrayContaining(['Meus pontos', 'Extrato', 'Medalhas', 'Ranking']));
  });

  it('hides the ranking section when the client has no ranking (has_ranking false)', async () => {
    setViewport(false);
    const app = await openPoints('/profile/ranking', {
      session: pointsSession({}, { has_ranking: false }),
      routes: { 'GET /api/v1/rankings': () => json({}) },
    });
    expect(
      await screen.findByText('Esta seção não está disponível para a sua conta.', {}, FIRST_LOAD),
    ).toBeTruthy();
    expect(sectionLinks()).not.toContain('Ranking');
    expect(sectionLinks()).toContain('Extrato');
    expect(app.server.to('GET', '/api/v1/rankings')).toHaveLength(0);
  });
});

describe('my points (profile section)', () => {
  it('shows available and experience points, the level, its multiplier and the next threshold', async () => {
    setViewport(false);
    const app = await openPoints('/profile/points', {
      routes: {
        'GET /api/v1/points/balance': () => json(makeBalance()),
        'GET /api/v1/levels/me': () =>
          json(
            makeLevel({
              pending_change: null,
              next: { level: 'highest', min_experience: 3000, missing: 2100 },
            }),
          ),
      },
    });
    await sectionHeading('Meus pontos');
    const available = await screen.findByRole('region', { name: 'Pontos disponíveis' }, FIRST_LOAD);
    expect(within(available).getByText('1.250')).toBeTruthy();
    // the campaign's last day, a date only (SPEC §9)
    expect(within(available).getByText('Válidos até 15/12/2026')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Pontos de experiência' })).getByText('900'),
    ).toBeTruthy();
    expect(await screen.findByText('Nível Intermediário: seus pontos valem ×1,5.')).toBeTruthy();
    expect(screen.getByText('Faltam 2.100 pontos de experiência para o nível Máximo.')).toBeTruthy();
    const bar = screen.getByRole('progressbar', {
      name: '900 de 3.000 pontos de experiência para o nível Máximo',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    expect(
      screen.getByText(/Para manter o nível Intermediário na próxima campanha, acumule 1.200/),
    ).toBeTruthy();
    expect(lastQuery(app, '/api/v1/levels/me').get('campaign_id')).toBe('4');
    expect(screen.getByRole('link', { name: 'Ver extrato' }).getAttribute('href')).toBe(
      '/profile/statement?campaign=4',
    );
  });

  it('links the points table and the programme explanation only where the client has the points table', async () => {
    setViewport(false);
    const routes = {
      'GET /api/v1/points/balance': () => json(makeBalance()),
      'GET /api/v1/levels/me': () => json(makeLevel()),
    };
    await openPoints('/profile/points', { routes });
    await sectionHeading('Meus pontos');
    expect(
      (await screen.findByRole('link', { name: 'Tabela de pontos' }, FIRST_LOAD)).getAttribute('href'),
    ).toBe('/points-table');
    expect(screen.getByRole('link', { name: 'Sobre o programa' }).getAttribute('href')).toBe(
      '/about-the-program',
    );
  });

  it('leaves out the points table links where the client has not switched the points table on', async () => {
    setViewport(false);
    const routes = {
      'GET /api/v1/points/balance': () => json(makeBalance()),
      'GET /api/v1/levels/me': () => json(makeLevel()),
    };
    await openPoints('/profile/points', { session: pointsSession({}, { has_points_table: false }), routes });
    await sectionHeading('Meus pontos');
    await screen.findByRole('link', { name: 'Ver extrato' }, FIRST_LOAD);
    expect(screen.queryByRole('link', { name: 'Tabela de pontos' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sobre o programa' })).toBeNull();
  });

  it('switches campaign with the picker when the user holds points in several, keeping it in the URL', async () => {
    setViewport(false);
    const app = await openPoints('/profile/points', {
      routes: {
        'GET /api/v1/points/balance': (request) =>
          json(
            new URL(request.url).searchParams.get('campaign_id') === '3'
              ? makeBalance({ campaign_id: Q3.id, available: 0, experience: 1400, valid_until: null })
              : makeBalance(),
          ),
        'GET /api/v1/levels/me': (request) =>
          json(
            new URL(request.url).searchParams.get('campaign_id') === '3'
              ? makeLevel({ next: null, pending_change: null })
              : makeLevel({
                  pending_change: {
                    id: 9,
                    from_level: 'intermediate',
                    to_level: 'highest',
                    status: 'pending',
                    experience: 3000,
                    created_at: '2026-11-01T12:00:00Z',
                  },
                }),
          ),
      },
    });
    expect(
      await screen.findByText(/A administração do programa está conferindo/, {}, FIRST_LOAD),
    ).toBeTruthy();
    const picker = screen.getByLabelText('Campanha') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.textContent)).toEqual(['Campanha atual', 'Q4 2026', 'Q3 2026']);

    fireEvent.change(picker, { target: { value: '3' } });
    expect(await screen.findByText('Você está no nível mais alto desta campanha.')).toBeTruthy();
    expect(app.router.state.location.search).toBe('?campaign=3');
    expect(lastQuery(app, '/api/v1/points/balance').get('campaign_id')).toBe('3');
    expect(
      within(screen.getByRole('region', { name: 'Pontos de experiência' })).getByText('1.400'),
    ).toBeTruthy();
  });

  it('says when there are no points yet and skips the level outside campaigns', async () => {
    setViewport(false);
    const app = await openPoints('/profile/points', {
      routes: {
        'GET /api/v1/points/balance': () =>
          json(
            makeBalance({
              campaign_id: null,
              level: null,
              available: 0,
              experience: 0,
              valid_until: null,
              balances: [],
            }),
          ),
      },
    });
    expect(await screen.findByText(/Você ainda não tem pontos/, {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText('Seus pontos fora de campanhas.')).toBeTruthy();
    expect(screen.queryByLabelText('Campanha')).toBeNull();
    expect(app.server.to('GET', '/api/v1/levels/me')).toHaveLength(0);
  });
});

describe('badges (profile section)', () => {
  it('shows earned badges with their date and locked ones marked in words', async () => {
    setViewport(false);
    await openPoints('/profile/badges', {
      routes: {
        'GET /api/v1/badges': () =>
          json({
            results: [
              makeBadge(),
              makeBadge({
                id: 2,
                code: 'ten-sales',
                name: 'Vendedor de ouro',
                description: '10 vendas aprovadas',
                earned_at: null,
              }),
            ],
          }),
      },
    });
    expect(await screen.findByText('Você conquistou 1 de 2 medalhas.', {}, FIRST_LOAD)).toBeTruthy();
    const earned = screen.getByRole('article', { name: 'Primeira venda' });
    expect(earned.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(earned).getByText('Conquistada em 02/10/2026')).toBeTruthy();
    const locked = screen.getByRole('article', { name: 'Vendedor de ouro' });
    expect(within(locked).getByText('Bloqueada: ainda não conquistada')).toBeTruthy();
    expect(within(locked).getByRole('heading', { level: 3, name: 'Vendedor de ouro' })).toBeTruthy();
    expect(within(earned).queryByText(/Bloqueada/)).toBeNull();
  });

  it('says when the programme has no badges', async () => {
    setViewport(false);
    await openPoints('/profile/badges', { routes: { 'GET /api/v1/badges': () => json({ results: [] }) } });
    expect(await screen.findByText('Este programa ainda não tem medalhas.', {}, FIRST_LOAD)).toBeTruthy();
  });
});
