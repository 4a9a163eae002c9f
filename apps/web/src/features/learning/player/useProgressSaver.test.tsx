import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fakeServer.ts';
import { FIRST_LOAD, makeActivity, makeSaved, openPlayer, setViewport } from '../test/fixtures.ts';
import { nextSeq, SAVE_INTERVAL_MS } from './useProgressSaver.ts';

const ACTIVITY = '/api/v1/learning/courses/1/activities/1';
const SAVE = '/api/v1/learning/activities/101/progress';

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function openVideo(seq = 3) {
  return openPlayer('/courses/1/activities/1', {
    routes: {
      [`GET ${ACTIVITY}`]: () =>
        json(makeActivity({ progress: { position: 10, pages_seen: 0, completed: false, seq } })),
      [`PUT ${SAVE}`]: () => json(makeSaved({}, false)),
    },
  });
}

async function sentSeqs(app: Awaited<ReturnType<typeof openPlayer>>): Promise<number[]> {
  const bodies = await Promise.all(app.server.to('PUT', SAVE).map((request) => request.clone().json()));
  return bodies.map((body) => (body as { seq: number }).seq);
}

describe('progress saver', () => {
  it('numbers saves above the server’s seq and keeps counting after a reload', () => {
    expect(nextSeq(101, 3)).toBe(4);
    expect(nextSeq(101, 3)).toBe(5);
    // a reload: the server may not have seen 5 yet, the tab remembers it
    expect(sessionStorage.getItem('elevar.learning.seq.101')).toBe('5');
    expect(nextSeq(101, 0)).toBe(6);
    // the server holds a newer one (another device)
    expect(nextSeq(101, 40)).toBe(41);
    expect(nextSeq(202, 0)).toBe(1);
  });

  it('saves every few seconds while playing, and on pause', async () => {
    setViewport(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = await openVideo();
    const video = (await screen.findByLabelText('Boas-vindas', {}, FIRST_LOAD)) as HTMLVideoElement;
    Object.defineProperty(video, 'duration', { configurable: true, value: 600 });
    video.currentTime = 10;
    fireEvent.play(video);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(await sentSeqs(app)).toEqual([4]);

    video.currentTime = 15;
    fireEvent.timeUpdate(video);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SAVE_INTERVAL_MS);
    });
    expect(await sentSeqs(app)).toEqual([4, 5]);
    // nothing new: no save
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SAVE_INTERVAL_MS);
    });
    expect(await sentSeqs(app)).toEqual([4, 5]);

    video.currentTime = 21;
    fireEvent.pause(video);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(await sentSeqs(app)).toEqual([4, 5, 6]);
    const last = await app.server.to('PUT', SAVE).at(-1)?.clone().json();
    expect(last).toMatchObject({ position: 21, completed: false });
    // paused: no more periodic saves
    video.currentTime = 22;
    fireEvent.timeUpdate(video);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SAVE_INTERVAL_MS * 2);
    });
    expect(await sentSeqs(app)).toEqual([4, 5, 6]);
  });

  it('sends the last position on pagehide with a keepalive request carrying the bearer token', async () => {
    setViewport(false);
    const app = await openVideo();
    const beacon = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json({}));
    vi.stubGlobal('fetch', beacon);
    const video = (await screen.findByLabelText('Boas-vindas', {}, FIRST_LOAD)) as HTMLVideoElement;
    Object.defineProperty(video, 'duration', { configurable: true, value: 600 });
    video.currentTime = 33;
    fireEvent.timeUpdate(video);

    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, init] = beacon.mock.calls[0] ?? [];
    expect(String(url)).toBe(SAVE);
    expect(init?.keepalive).toBe(true);
    expect(init?.method).toBe('PUT');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer acc');
    expect(JSON.parse(String(init?.body))).toEqual({ seq: 4, position: 33, pages_seen: 0, completed: false });
    expect(sessionStorage.getItem('elevar.learning.seq.101')).toBe('4');
    // the same position is not sent twice
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(app.server.to('PUT', SAVE)).toHaveLength(0);
  });
});
