import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, makeSession } from '../../../test/fakeServer.ts';
import {
  CATALOGUE,
  FIRST_LOAD,
  heading,
  makeActivity,
  makeActivitySummary,
  makeCourse,
  makeSaved,
  openLearning,
  page,
  setViewport,
} from '../test/fixtures.ts';
import { type Episode, playlist, playlistOwner } from './playlist.ts';

const COURSE = '/api/v1/learning/courses/5';
const EPISODE_1 = '/api/v1/learning/courses/5/activities/1';
const EPISODE_2 = '/api/v1/learning/courses/5/activities/2';
const SAVE_1 = '/api/v1/learning/activities/201/progress';
const session = makeSession();
const OWNER = playlistOwner(session.user.id, session.client?.id);

const podcast = makeCourse({
  id: 5,
  kind: 'podcast',
  title: 'Conversas de varejo',
  resume_order: 1,
  activities: [
    makeActivitySummary({ id: 201, hierarchy_order: 1, kind: 'audio', title: 'Episódio 1', menu: null }),
    makeActivitySummary({ id: 202, hierarchy_order: 2, kind: 'audio', title: 'Episódio 2', menu: null }),
  ],
});
const view = (id: number, order: number, title: string, position: number) =>
  makeActivity({
    id,
    hierarchy_order: order,
    kind: 'audio',
    title,
    duration_seconds: 6,
    course: { id: 5, title: 'Conversas de varejo', kind: 'podcast' },
    content: { url: `/demo/media/ep${order}.wav` },
    progress: position > 0 ? { position, pages_seen: 0, completed: false, seq: 3 } : null,
  });

const routes = {
  [`GET ${COURSE}`]: () => json(podcast),
  [`GET ${EPISODE_1}`]: () => json(view(201, 1, 'Episódio 1', 2)),
  [`GET ${EPISODE_2}`]: () => json(view(202, 2, 'Episódio 2', 0)),
  [`PUT ${SAVE_1}`]: () => json(makeSaved({ points_awarded: 20, percent: 50 })),
  [`GET ${CATALOGUE}`]: () => json(page([])),
};

/** A browser's media element in jsdom, which plays nothing: play and pause flip `paused` and fire their events. */
function stubMedia() {
  const setPaused = (element: HTMLMediaElement, paused: boolean) =>
    Object.defineProperty(element, 'paused', { configurable: true, value: paused });
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    setPaused(this, false);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    setPaused(this, true);
    this.dispatchEvent(new Event('pause'));
  });
  return { play };
}

function loaded(audio: HTMLAudioElement, duration = 6) {
  Object.defineProperty(audio, 'duration', { configurable: true, value: duration });
  fireEvent.loadedMetadata(audio);
}

async function dockAudio(): Promise<HTMLAudioElement> {
  const dock = await screen.findByRole('region', { name: 'Player de podcast' }, FIRST_LOAD);
  await waitFor(() => expect(dock.querySelector('audio')).not.toBeNull(), FIRST_LOAD);
  return dock.querySelector('audio') as HTMLAudioElement;
}

beforeEach(() => {
  sessionStorage.clear();
  playlist.clear();
});

afterEach(() => {
  act(() => playlist.clear());
  vi.restoreAllMocks();
});

describe('podcast mini player', () => {
  it('plays a podcast from its page, resumes, keeps playing across screens, completes once and moves on', async () => {
    setViewport(false);
    const media = stubMedia();
    const app = await openLearning('/podcasts/5', { session, routes });
    await heading('Conversas de varejo');
    fireEvent.click(screen.getByRole('button', { name: 'Tocar Episódio 1' }));

    const audio = await dockAudio();
    expect(audio.getAttribute('src')).toBe('/demo/media/ep1.wav');
    loaded(audio);
    // resumed at the saved position, and playing
    expect(audio.currentTime).toBe(2);
    await waitFor(() => expect(media.play).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Pausar' })).toBeTruthy();
    expect(screen.getByText('Tocando agora: Episódio 1')).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Posição em Episódio 1' }).getAttribute('aria-valuetext')).toBe(
      '0:02 de 0:06',
    );
    const dock = screen.getByRole('region', { name: 'Player de podcast' });
    expect(within(dock).getByRole('link', { name: 'Episódio 1' }).getAttribute('href')).toBe('/podcasts/5');

    // another screen of the main layout: the same element goes on playing
    await act(() => app.router.navigate('/online-courses'));
    await heading('Cursos online');
    expect(audio.isConnected).toBe(true);
    expect(audio.paused).toBe(false);
    expect(app.server.to('GET', EPISODE_1)).toHaveLength(1);

    // +15 s stops at the end; reaching it completes the episode through the player's progress save
    fireEvent.click(screen.getByRole('button', { name: 'Avançar 15 segundos' }));
    expect(audio.currentTime).toBe(6);
    fireEvent.timeUpdate(audio);
    await waitFor(() => expect(app.server.to('PUT', SAVE_1)).toHaveLength(2));
    const saves = await Promise.all(app.server.to('PUT', SAVE_1).map((r) => r.clone().json()));
    expect(saves.at(-1)).toMatchObject({ completed: true, position: 6 });
    expect(saves.map((s) => s.seq)).toEqual([4, 5]);
    expect(await screen.findByText('+20 pontos')).toBeTruthy();

    // the end: the next episode plays, the completion is not sent again
    fireEvent.ended(audio);
    expect(await screen.findByText('Tocando agora: Episódio 2')).toBeTruthy();
    await waitFor(() => expect(app.server.to('GET', EPISODE_2)).toHaveLength(1));
    const next = await dockAudio();
    expect(next.getAttribute('src')).toBe('/demo/media/ep2.wav');
    loaded(next);
    expect(next.currentTime).toBe(0);
    expect(app.server.to('PUT', SAVE_1).filter((r) => r.method === 'PUT')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Próximo episódio' })).toHaveProperty('disabled', true);
  }, 20_000);

  it('hands over to the full player: the mini player stops there and waits paused back on a main screen', async () => {
    setViewport(false);
    const media = stubMedia();
    const app = await openLearning('/podcasts/5', { session, routes });
    await heading('Conversas de varejo');
    fireEvent.click(screen.getByRole('button', { name: 'Tocar Episódio 1' }));
    const audio = await dockAudio();
    loaded(audio);
    await waitFor(() => expect(media.play).toHaveBeenCalledTimes(1));
    audio.currentTime = 4;
    fireEvent.timeUpdate(audio);

    // the full player of the same episode: one copy only, and the mini player's position saved on the way
    await act(() => app.router.navigate('/courses/5/activities/1'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Player de podcast' })).toBeNull());
    await waitFor(() => expect(playlist.getState().playing).toBe(false));
    await waitFor(async () => {
      const saves = await Promise.all(app.server.to('PUT', SAVE_1).map((r) => r.clone().json()));
      expect(saves.at(-1)).toMatchObject({ position: 4, completed: false });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Episódio 1' }, FIRST_LOAD)).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll('audio')).toHaveLength(1), FIRST_LOAD);

    await act(() => app.router.navigate('/podcasts/5'));
    await heading('Conversas de varejo');
    loaded(await dockAudio());
    expect(screen.getByRole('button', { name: 'Tocar' })).toBeTruthy();
    expect(media.play).toHaveBeenCalledTimes(1);
  }, 20_000);

  it('queues "play next" after the current episode and edits the queue with buttons', async () => {
    setViewport(true);
    stubMedia();
    const app = await openLearning('/podcasts/5', { session, routes });
    await heading('Conversas de varejo');
    fireEvent.click(screen.getByRole('button', { name: 'Tocar em seguida: Episódio 2' }));
    expect(await screen.findByText('“Episódio 2” toca em seguida.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tocar em seguida: Episódio 1' }));
    await dockAudio();

    fireEvent.click(screen.getByRole('button', { name: 'Fila (2)' }));
    const queue = await screen.findByRole('dialog', { name: 'A seguir' });
    const titles = () =>
      within(queue)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '');
    expect(titles()[0]).toContain('Episódio 2');
    expect(titles()[1]).toContain('Episódio 1');
    fireEvent.click(within(queue).getByRole('button', { name: 'Descer Episódio 2' }));
    expect(titles()[0]).toContain('Episódio 1');
    // the moved episode keeps the focus: at the bottom now, on its other arrow
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Subir Episódio 2'));
    expect(within(queue).getAllByRole('listitem')[1]?.getAttribute('aria-current')).toBe('true');
    fireEvent.click(within(queue).getByRole('button', { name: 'Tirar Episódio 1 da fila' }));
    expect(titles()).toHaveLength(1);
    expect(playlist.getState().queue.map((e: Episode) => e.activityId)).toEqual([202]);
    fireEvent.click(within(queue).getByRole('button', { name: 'Fechar a fila' }));

    // a reload keeps the queue (sessionStorage); closing the player empties it
    expect(JSON.parse(sessionStorage.getItem('elevar.learning.playlist') ?? '{}').owner).toBe(OWNER);
    fireEvent.click(screen.getByRole('button', { name: /Fechar player/ }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Player de podcast' })).toBeNull());
    expect(app.router.state.location.pathname).toBe('/podcasts/5');
  }, 20_000);
});
