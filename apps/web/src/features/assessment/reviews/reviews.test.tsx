import type { ModeratedReview, Review, ReviewPage } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, makeSession } from '../../../test/fakeServer.ts';
import { makeCourse, openLearning } from '../../../test/learning.ts';
import { FIRST_LOAD, installFakeSockets, openApp, page, setViewport } from '../../../test/signedInApp.ts';

// Reviews on the web: the section under a course page (summary, the learner's review written, edited, deleted, the
// others' reviews reported) and the moderators' queue.

const COURSE = '/api/v1/learning/courses/1';
const REVIEWS = '/api/v1/reviews';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function review(overrides: Partial<Review> = {}): Review {
  return {
    id: 5,
    course_id: 1,
    rating: 4,
    comment: 'Muito útil no dia a dia.',
    author: 'Bruno Balcão',
    mine: false,
    hidden: false,
    created_at: '2026-11-20T12:00:00Z',
    updated_at: '2026-11-20T12:00:00Z',
    ...overrides,
  };
}

function reviews(results: Review[], mine: Review | null = null, average: number | null = 4): ReviewPage {
  const count = results.length;
  return { count, page: 1, page_size: 10, results, summary: { average, count }, mine };
}

/** Chooses a rating as a keyboard user does: Space on the star's radio. */
function rate(region: HTMLElement, stars: number) {
  fireEvent.keyDown(within(region).getByRole('radio', { name: `${stars} de 5` }), { key: ' ' });
}

const section = () => screen.findByRole('region', { name: 'Avaliações' }, FIRST_LOAD);

describe('reviews under a course', () => {
  it('shows the average and the others’ reviews, asks for a rating, and sends the learner’s review', async () => {
    setViewport(false);
    let current = reviews([review()], null, 4);
    const sent: unknown[] = [];
    await openLearning('/online-courses/1', {
      routes: {
        [`GET ${COURSE}`]: () => json(makeCourse()),
        [`GET ${REVIEWS}`]: () => json(current),
        [`POST ${REVIEWS}`]: async (request) => {
          sent.push(await request.json());
          const mine = review({ id: 9, rating: 2, comment: 'Curto demais.', mine: true, author: 'Ana' });
          current = { ...reviews([mine, review()], mine, 3), summary: { average: 3, count: 2 } };
          return json(mine, 201);
        },
      },
    });
    const region = await section();
    expect(within(region).getByText('Nota média 4 de 5 · 1 avaliações')).toBeTruthy();
    expect(within(region).getByText('Muito útil no dia a dia.')).toBeTruthy();
    expect(within(region).getByText('4 de 5 estrelas')).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: 'Enviar avaliação' }));
    expect(await within(region).findByText('Escolha uma nota de 1 a 5 estrelas.')).toBeTruthy();
    expect(sent).toEqual([]);

    rate(region, 2);
    fireEvent.change(within(region).getByRole('textbox', { name: 'Comentário (opcional)' }), {
      target: { value: 'Curto demais.' },
    });
    fireEvent.click(within(region).getByRole('button', { name: 'Enviar avaliação' }));
    expect(await within(region).findByText('Avaliação enviada. Obrigado!')).toBeTruthy();
    expect(sent).toEqual([{ course_id: 1, rating: 2, comment: 'Curto demais.' }]);
    expect(await within(region).findByText('Nota média 3 de 5 · 2 avaliações')).toBeTruthy();
    expect(within(region).getByRole('heading', { name: 'Sua avaliação' })).toBeTruthy();
    // the learner's own review is not offered for reporting
    expect(within(region).queryByRole('button', { name: /Denunciar a avaliação de Ana/ })).toBeNull();
  });

  it('edits and deletes the learner’s own review (after confirming), and reports another’s', async () => {
    setViewport(false);
    const mine = review({
      id: 9,
      rating: 2,
      comment: 'Curto demais.',
      mine: true,
      author: 'Ana',
      hidden: true,
    });
    const calls: string[] = [];
    await openLearning('/online-courses/1', {
      routes: {
        [`GET ${COURSE}`]: () => json(makeCourse()),
        [`GET ${REVIEWS}`]: () => json(reviews([review()], mine)),
        [`PATCH ${REVIEWS}/9`]: async (request) => {
          calls.push(`PATCH ${JSON.stringify(await request.json())}`);
          return json({ ...mine, rating: 5 });
        },
        [`DELETE ${REVIEWS}/9`]: () => {
          calls.push('DELETE');
          return json({ ok: true });
        },
        [`POST ${REVIEWS}/5/reports`]: async (request) => {
          calls.push(`REPORT ${JSON.stringify(await request.json())}`);
          return json({ ok: true });
        },
      },
    });
    const region = await section();
    expect(within(region).getByText(/Um moderador ocultou esta avaliação/)).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Editar minha avaliação' }));
    rate(region, 5);
    fireEvent.click(within(region).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(region).findByText('Avaliação atualizada.')).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: 'Excluir minha avaliação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir minha avaliação' });
    expect(calls).toEqual(['PATCH {"rating":5,"comment":"Curto demais."}']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    expect(await within(region).findByText('Avaliação excluída.')).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: 'Denunciar a avaliação de Bruno Balcão' }));
    fireEvent.change(within(region).getByRole('textbox', { name: 'Motivo da denúncia' }), {
      target: { value: 'Ofensiva' },
    });
    fireEvent.click(within(region).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await within(region).findByText('Denúncia enviada aos moderadores. Obrigado.')).toBeTruthy();
    expect(calls.slice(1)).toEqual(['DELETE', 'REPORT {"reason":"Ofensiva"}']);
  });

  it('shows the server’s refusal of a second review', async () => {
    setViewport(false);
    await openLearning('/online-courses/1', {
      routes: {
        [`GET ${COURSE}`]: () => json(makeCourse()),
        [`GET ${REVIEWS}`]: () => json(reviews([], null, null)),
        [`POST ${REVIEWS}`]: () =>
          apiError(409, 'assessment.review_exists', 'Você já avaliou este curso. Edite a sua avaliação.'),
      },
    });
    const region = await section();
    expect(within(region).getByText('Ainda não há avaliações. Seja o primeiro a avaliar.')).toBeTruthy();
    rate(region, 3);
    fireEvent.click(within(region).getByRole('button', { name: 'Enviar avaliação' }));
    expect((await within(region).findByRole('alert')).textContent).toContain('Você já avaliou este curso.');
  });
});

function moderated(overrides: Partial<ModeratedReview> = {}): ModeratedReview {
  return {
    id: 5,
    course_id: 1,
    course_title: 'Atendimento na prática',
    course_kind: 'online_course',
    rating: 4,
    comment: 'Compre já!!!',
    author: 'Fábio Frente',
    open_reports: 2,
    last_reason: 'Propaganda',
    hidden: false,
    created_at: '2026-11-20T12:00:00Z',
    ...overrides,
  };
}

describe('review moderation', () => {
  it('lists the reported reviews and hides one, announcing it', async () => {
    setViewport(false);
    installFakeSockets();
    const patched: unknown[] = [];
    const base = makeSession();
    await openApp('/admin/reviews', {
      session: makeSession({ user: { ...base.user, role: 'moderator' } }),
      routes: {
        'GET /api/v1/admin/reviews': () => json(page([moderated()])),
        'PATCH /api/v1/admin/reviews/5': async (request) => {
          patched.push(await request.json());
          return json(moderated({ hidden: true, open_reports: 0 }));
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Moderação de avaliações' }, FIRST_LOAD)).toBeTruthy();
    const row = (await screen.findByText('Compre já!!!')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Último motivo: Propaganda')).toBeTruthy();
    expect(within(row).getByText('Atendimento na prática')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Ocultar a avaliação de Fábio Frente' }));
    expect(await screen.findByText('Avaliação de Fábio Frente ocultada.')).toBeTruthy();
    await waitFor(() => expect(patched).toEqual([{ hidden: true }]));
  });

  it('says so when the user may not moderate', async () => {
    setViewport(false);
    installFakeSockets();
    await openApp('/admin/reviews', {
      routes: {
        'GET /api/v1/admin/reviews': () => apiError(403, 'common.forbidden', 'Você não tem permissão.'),
      },
    });
    expect(await screen.findByText('Você não tem permissão.', {}, FIRST_LOAD)).toBeTruthy();
  });
});
