import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fakeServer.ts';
import { FIRST_LOAD, makeCard, openPlayer, setViewport } from '../test/fixtures.ts';
import { LearningHomeRows } from './LearningHomeRows.tsx';

const HOME = 'GET /api/v1/learning/home';

afterEach(() => {
  vi.restoreAllMocks();
});

const openHome = (answer: unknown) =>
  openPlayer('/home', { routes: { [HOME]: () => json(answer) } }, [
    { path: 'home', Component: LearningHomeRows },
  ]);

describe('learning rows of the home', () => {
  it('shows "continue where you left off" and "new for you" as course cards', async () => {
    setViewport(true);
    await openHome({
      continue: [makeCard()],
      new: [makeCard({ id: 2, title: 'Técnicas de venda', status: 'not_started', percent: 0 })],
    });
    const inProgress = await screen.findByRole('region', { name: 'Continue de onde parou' }, FIRST_LOAD);
    expect(within(inProgress).getByRole('link', { name: 'Educação financeira' })).toBeTruthy();
    const recent = screen.getByRole('region', { name: 'Novidades para você' });
    expect(within(recent).getByRole('link', { name: 'Técnicas de venda' }).getAttribute('href')).toBe(
      '/online-courses/2',
    );
    expect(screen.getByRole('link', { name: 'Ver todos os cursos' }).getAttribute('href')).toBe(
      '/online-courses',
    );
  });

  it('shows nothing when both rows are empty', async () => {
    setViewport(false);
    const app = await openHome({ continue: [], new: [] });
    await vi.waitFor(() => expect(app.server.to('GET', '/api/v1/learning/home')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ver todos os cursos' })).toBeNull();
  });
});
