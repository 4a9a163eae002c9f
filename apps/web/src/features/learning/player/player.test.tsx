import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../../test/fakeServer.ts';
import { FIRST_LOAD, makeActivity, makeSaved, openPlayer, setViewport } from '../test/fixtures.ts';

const ACTIVITY = '/api/v1/learning/courses/1/activities/1';
const SAVE = '/api/v1/learning/activities/101/progress';

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function bodies(app: Awaited<ReturnType<typeof openPlayer>>) {
  return Promise.all(app.server.to('PUT', SAVE).map((request) => request.clone().json()));
}

/** The media element with a duration and a position, as a browser would report them. */
function playTo(media: HTMLMediaElement, position: number, duration: number) {
  Object.defineProperty(media, 'duration', { configurable: true, value: duration });
  media.currentTime = position;
  fireEvent.timeUpdate(media);
}

describe('activity player', () => {
  it('shows the course and activity titles, and previous/next in hierarchy order', async () => {
    setViewport(false);
    await openPlayer('/courses/1/activities/2', {
      routes: {
        'GET /api/v1/learning/courses/1/activities/2': () =>
          json(makeActivity({ hierarchy_order: 2, title: 'Orçamento', previous_order: 1, next_order: 3 })),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Orçamento' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Educação financeira' }).getAttribute('href')).toBe(
      '/online-courses/1',
    );
    expect(screen.getByRole('link', { name: /Atividade anterior/ }).getAttribute('href')).toBe(
      '/courses/1/activities/1',
    );
    expect(screen.getByRole('link', { name: /Próxima atividade/ }).getAttribute('href')).toBe(
      '/courses/1/activities/3',
    );
  });

  it('keeps a course opened from a trail inside the trail (the trail-prefixed twin)', async () => {
    setViewport(true);
    await openPlayer('/trails/7/courses/1/activities/2', {
      routes: {
        'GET /api/v1/learning/courses/1/activities/2': () =>
          json(makeActivity({ hierarchy_order: 2, title: 'Orçamento', previous_order: 1, next_order: 3 })),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Orçamento' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Educação financeira' }).getAttribute('href')).toBe(
      '/trails/7/course/1',
    );
    expect(screen.getByRole('link', { name: /Atividade anterior/ }).getAttribute('href')).toBe(
      '/trails/7/courses/1/activities/1',
    );
    expect(screen.getByRole('link', { name: /Próxima atividade/ }).getAttribute('href')).toBe(
      '/trails/7/courses/1/activities/3',
    );
  });

  it('says a kind no version plays yet opens later, without failing', async () => {
    setViewport(true);
    await openPlayer('/courses/1/activities/1', {
      routes: {
        [`GET ${ACTIVITY}`]: () => json(makeActivity({ kind: 'webinar', content: {}, next_order: null })),
      },
    });
    expect(
      await screen.findByText('Esta atividade abre em uma versão futura da plataforma.', {}, FIRST_LOAD),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para o curso' }).getAttribute('href')).toBe(
      '/online-courses/1',
    );
  });

  it('resumes a video at the saved position, with speeds and captions', async () => {
    setViewport(false);
    await openPlayer('/courses/1/activities/1', {
      routes: {
        [`GET ${ACTIVITY}`]: () =>
          json(
            makeActivity({
              content: { url: '/media/v.mp4', captions_url: '/media/v.pt.vtt' },
              progress: { position: 42, pages_seen: 0, completed: false, seq: 3 },
            }),
          ),
      },
    });
    const video = (await screen.findByLabelText('Boas-vindas', {}, FIRST_LOAD)) as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    Object.defineProperty(video, 'duration', { configurable: true, value: 120 });
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(42);
    const track = video.querySelector('track');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('src')).toBe('/media/v.pt.vtt');

    const speed = screen.getByLabelText('Velocidade') as HTMLSelectElement;
    expect([...speed.options].map((option) => option.value)).toEqual([
      '0.75',
      '1',
      '1.25',
      '1.5',
      '1.75',
      '2',
    ]);
    fireEvent.change(speed, { target: { value: '1.5' } });
    expect(video.playbackRate).toBe(1.5);
  });

  it('completes a video played to its end, then shows the course percent and the points toast', async () => {
    setViewport(false);
    const app = await openPlayer('/courses/1/activities/1', {
      routes: {
        [`GET ${ACTIVITY}`]: () =>
          json(makeActivity({ progress: { position: 0, pages_seen: 0, completed: false, seq: 3 } })),
        [`PUT ${SAVE}`]: async (request) => {
          const body = (await request.clone().json()) as { completed: boolean };
          return json(
            body.completed
              ? makeSaved({ percent: 100, status: 'finished', points_awarded: 50 })
              : makeSaved({}, false),
          );
        },
      },
    });
    const video = (await screen.findByLabelText('Boas-vindas', {}, FIRST_LOAD)) as HTMLVideoElement;
    fireEvent.play(video);
    playTo(video, 60, 120);
    playTo(video, 117, 120);

    expect(await screen.findByText('Parabéns! Você concluiu o curso.')).toBeTruthy();
    expect(screen.getByText('+50 pontos')).toBeTruthy();
    const sent = await bodies(app);
    const completion = sent.find((body) => body.completed);
    expect(completion).toMatchObject({ completed: true, position: 117 });
    // every save newer than the server's seq and than the one before
    const seqs = sent.map((body) => body.seq as number);
    expect(seqs[0]).toBe(4);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    expect(new Set(seqs).size).toBe(seqs.length);
  });

  it('shows the server’s refusal of a completion that came too soon', async () => {
    setViewport(false);
    await openPlayer('/courses/1/activities/1', {
      routes: {
        [`GET ${ACTIVITY}`]: () => json(makeActivity()),
        [`PUT ${SAVE}`]: async (request) => {
          const body = (await request.clone().json()) as { completed: boolean };
          return body.completed
            ? apiError(422, 'learning.completion_too_soon', 'Esta atividade ainda não pode ser concluída.')
            : json(makeSaved({}, false));
        },
      },
    });
    const video = (await screen.findByLabelText('Boas-vindas', {}, FIRST_LOAD)) as HTMLVideoElement;
    playTo(video, 118, 120);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Esta atividade ainda não pode ser concluída.',
    );
    expect(screen.queryByText(/Você concluiu/)).toBeNull();
  });

  it('embeds YouTube privacy-enhanced, and offers "mark as done" only after the video’s length', async () => {
    setViewport(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const app = await openPlayer('/courses/1/activities/1', {
        routes: {
          [`GET ${ACTIVITY}`]: () =>
            json(makeActivity({ kind: 'youtube', duration_seconds: 3, content: { video_id: 'abc123' } })),
          [`PUT ${SAVE}`]: () => json(makeSaved({ percent: 67 })),
        },
      });
      const frame = await screen.findByTitle('Vídeo: Boas-vindas', {}, FIRST_LOAD);
      expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123?rel=0');
      const done = screen.getByRole('button', { name: 'Marcar como concluída' }) as HTMLButtonElement;
      expect(done.disabled).toBe(true);
      await vi.advanceTimersByTimeAsync(3100);
      await waitFor(() => expect(done.disabled).toBe(false));
      fireEvent.click(done);
      expect(await screen.findByText('Você concluiu 67% do curso.')).toBeTruthy();
      const sent = await bodies(app);
      expect(sent.at(-1)).toMatchObject({ completed: true, position: 3 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('embeds Vimeo without tracking', async () => {
    setViewport(false);
    await openPlayer('/courses/1/activities/1', {
      routes: {
        [`GET ${ACTIVITY}`]: () => json(makeActivity({ kind: 'vimeo', content: { video_id: '76979871' } })),
        [`PUT ${SAVE}`]: () => json(makeSaved({}, false)),
      },
    });
    const frame = await screen.findByTitle('Vídeo: Boas-vindas', {}, FIRST_LOAD);
    expect(frame.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
  });
});
