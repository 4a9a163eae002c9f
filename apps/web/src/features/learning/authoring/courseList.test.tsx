import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../test/fakeServer.ts';
import { FIRST_LOAD, page } from '../../../test/signedInApp.ts';
import { COURSES, open, restoreAfterEach, session, summary } from './test/authoring.ts';

// The authors' course list: filters in the URL, refusals, the staff menu's entries.

restoreAfterEach();

describe('course list', () => {
  it('lists each course with kind, status, update day and activities, filtered by status in the URL', async () => {
    const app = await open('/admin/courses', {
      [`GET ${COURSES}`]: (request) => {
        const status = new URL(request.url).searchParams.get('status');
        return json(
          page(
            status === 'published'
              ? [
                  summary({
                    id: 6,
                    title: 'Vitrines',
                    status: 'published',
                    kind: 'podcast',
                    activity_count: 4,
                  }),
                ]
              : [summary()],
          ),
        );
      },
    });
    const table = await screen.findByRole('table', { name: 'Cursos: 1' }, FIRST_LOAD);
    const row = within(table).getByRole('row', { name: /Atendimento ao cliente/ });
    expect(within(row).getByText('Curso online')).toBeTruthy();
    expect(within(row).getByText('Rascunho')).toBeTruthy();
    expect(within(row).getByText('20/11/2026')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(
      within(row).getByRole('link', { name: 'Editar o curso Atendimento ao cliente' }).getAttribute('href'),
    ).toBe('/admin/courses/5');
    expect(screen.getByRole('link', { name: 'Novo curso' }).getAttribute('href')).toBe('/admin/courses/new');

    fireEvent.change(screen.getByRole('combobox', { name: 'Situação' }), { target: { value: 'published' } });
    const podcast = await screen.findByRole('row', { name: /Vitrines/ });
    expect(within(podcast).getByText('Podcast')).toBeTruthy();
    expect(within(podcast).getByText('Publicado')).toBeTruthy();
    expect(app.router.state.location.search).toBe('?status=published');
  });

  it('shows the server’s refusal to someone who may not author', async () => {
    await open('/admin/courses', {
      [`GET ${COURSES}`]: () => apiError(403, 'common.forbidden', 'Você não tem permissão.'),
    });
    expect(await screen.findByText('Você não tem permissão.', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('offers Courses in the menu to instructors, and categories and groups to administrators only', async () => {
    await open('/admin/courses', {}, session('instructor'));
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' }, FIRST_LOAD);
    expect(within(menu).getByRole('link', { name: 'Cursos' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Categorias de cursos' })).toBeNull();
  });
});
