import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '../../../test/fakeServer.ts';
import { FIRST_LOAD, makeActivity, makeSaved, openPlayer, setViewport } from '../test/fixtures.ts';

// The wowza (HLS), html (package on the content origin) and flash (Ruffle) kinds in the player.

const ACTIVITY = '/api/v1/learning/courses/1/activities/1';
const SAVE = '/api/v1/learning/activities/101/progress';
const LAUNCH = '/api/v1/learning/activities/101/html';
const PAGE = 'http://127.0.0.1:3000/content/html/abcdefghijklmnopqrstuvwxyz012345/index.html';

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (window as { RufflePlayer?: unknown }).RufflePlayer;
});

describe('a wowza stream', () => {
  it('is a video whose source hls.js (or the browser) attaches: no src of its own, and a failure said', async () => {
    setViewport(false);
    await openPlayer('/courses/1/activities/1', {
      routes: {
        [`GET ${ACTIVITY}`]: () =>
          json(
            makeActivity({
              kind: 'wowza',
              content: {
                url: 'https://stream.example.com/live/playlist.m3u8',
                captions_url: '/media/v.pt.vtt',
              },
            }),
          ),
        [`PUT ${SAVE}`]: () => json(makeSaved({}, false)),
      },
    });
    const video = (await screen.findByLabelText('Boas-vindas', {}, FIRST_LOAD)) as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    // the playlist is never the element's own source: a browser without HLS would fail on it
    expect(video.getAttribute('src')).toBeNull();
    expect(video.querySelector('track')?.getAttribute('src')).toBe('/media/v.pt.vtt');
    expect(screen.getByLabelText('Velocidade')).toBeTruthy();
    // this test browser has neither Media Source Extensions nor HLS: the learner is told
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Não foi possível reproduzir esta transmissão aqui.',
    );
  });
});

describe('an html package', () => {
  it('frames the launch page of the content origin, sandboxed, and counts it as viewed after its least time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setViewport(true);
    const app = await openPlayer('/courses/1/activities/1', {
      routes: {
        [`GET ${ACTIVITY}`]: () => json(makeActivity({ kind: 'html', content: { min_seconds: 3 } })),
        [`GET ${LAUNCH}`]: () =>
          json({ activity_id: 101, url: PAGE, content_origin: 'http://127.0.0.1:3000' }),
        [`PUT ${SAVE}`]: () => json(makeSaved({ percent: 50 })),
      },
    });
    const frame = await screen.findByTitle('Página: Boas-vindas', {}, FIRST_LOAD);
    expect(frame.getAttribute('src')).toBe(PAGE);
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    const done = screen.getByRole('button', { name: 'Marcar como concluída' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    await vi.advanceTimersByTimeAsync(3100);
    await waitFor(() => expect(done.disabled).toBe(false));
    fireEvent.click(done);
    expect(await screen.findByText('Você concluiu 50% do curso.')).toBeTruthy();
    const sent = await Promise.all(app.server.to('PUT', SAVE).map((request) => request.clone().json()));
    expect(sent[0]).toMatchObject({ position: 0 });
    expect(sent.at(-1)).toMatchObject({ completed: true });
  });

  it('never frames a page on the app’s own origin', async () => {
    setViewport(false);
    await openPlayer('/courses/1/activities/1', {
      routes: {
        [`GET ${ACTIVITY}`]: () => json(makeActivity({ kind: 'html', content: {} })),
        [`GET ${LAUNCH}`]: () =>
          json({
            activity_id: 101,
            url: `${window.location.origin}/content/html/x/index.html`,
            content_origin: null,
          }),
        [`PUT ${SAVE}`]: () => json(makeSaved({}, false)),
      },
    });
    expect(
      await screen.findByText(
        'Este conteúdo não pode ser aberto com segurança aqui. Avise o administrador da plataforma.',
        {},
        FIRST_LOAD,
      ),
    ).toBeTruthy();
    expect(screen.queryByTitle('Página: Boas-vindas')).toBeNull();
  });

  it('says why when the activity has no package yet', async () => {
    setViewport(false);
    await openPlayer('/courses/1/activities/1', {
      routes: {
        [`GET ${ACTIVITY}`]: () => json(makeActivity({ kind: 'html', content: {} })),
        [`GET ${LAUNCH}`]: () =>
          apiError(409, 'html.no_package', 'Esta atividade HTML ainda não tem conteúdo.'),
        [`PUT ${SAVE}`]: () => json(makeSaved({}, false)),
      },
    });
    expect(
      await screen.findByText('Esta atividade HTML ainda não tem conteúdo.', {}, FIRST_LOAD),
    ).toBeTruthy();
  });
});

/** The Ruffle loader the player adds to the page, kept out of it (this test browser would try to fetch it). */
function captureLoader() {
  const added: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof HTMLScriptElement) added.push(node);
  });
  return () =>
    waitFor(() => {
      const found = added.find((script) => script.src.endsWith('ruffle.js'));
      if (!found) throw new Error('no Ruffle loader yet');
      return found;
    });
}

describe('a flash movie', () => {
  it('says so when the emulator cannot be loaded', async () => {
    setViewport(false);
    const loaderScript = captureLoader();
    await openPlayer('/courses/1/activities/1', {
      routes: {
        [`GET ${ACTIVITY}`]: () =>
          json(makeActivity({ kind: 'flash', content: { url: '/demo/media/demo.swf' } })),
        [`PUT ${SAVE}`]: () => json(makeSaved({}, false)),
      },
    });
    await screen.findByRole('region', { name: 'Animação Flash: Boas-vindas' }, FIRST_LOAD);
    const script = await loaderScript();
    script.dispatchEvent(new Event('error'));
    expect(await screen.findByText('Não foi possível reproduzir este conteúdo Flash aqui.')).toBeTruthy();
  });

  it('loads the self-hosted Ruffle once, plays the movie with no script access, then counts it as viewed', async () => {
    setViewport(false);
    const loaderScript = captureLoader();
    const load = vi.fn(async (_options: Record<string, unknown>) => {});
    const createPlayer = vi.fn(() =>
      Object.assign(document.createElement('div'), { ruffle: () => ({ load }) }),
    );
    await openPlayer('/courses/1/activities/1', {
      routes: {
        [`GET ${ACTIVITY}`]: () =>
          json(makeActivity({ kind: 'flash', content: { url: '/demo/media/demo.swf', min_seconds: 5 } })),
        [`PUT ${SAVE}`]: () => json(makeSaved({}, false)),
      },
    });
    const stage = await screen.findByRole('region', { name: 'Animação Flash: Boas-vindas' }, FIRST_LOAD);
    expect(stage.getAttribute('data-state')).toBe('loading');
    // the loader is a script of our own origin, added on demand (never bundled, never a CDN)
    const script = await loaderScript();
    expect(new URL(script.src).origin).toBe(window.location.origin);
    expect((window as { RufflePlayer?: { config?: object } }).RufflePlayer?.config).toMatchObject({
      allowScriptAccess: false,
      allowNetworking: 'internal',
      openUrlMode: 'deny',
      polyfills: false,
    });
    (window as { RufflePlayer?: object }).RufflePlayer = {
      ...(window as { RufflePlayer?: object }).RufflePlayer,
      newest: () => ({ createPlayer }),
    };
    script.dispatchEvent(new Event('load'));
    await waitFor(() => expect(stage.getAttribute('data-state')).toBe('playing'));
    expect(load).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/demo/media/demo.swf', allowScriptAccess: false }),
    );
    expect(stage.childElementCount).toBe(1);
    expect(screen.getByRole('button', { name: 'Marcar como concluída' })).toHaveProperty('disabled', true);
  });
});
