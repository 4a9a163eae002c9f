import { beforeEach, describe, expect, it } from 'vitest';
import { createPlaylistStore, type Episode } from './playlist.ts';

const OWNER = '7:1';

function episode(activityId: number, title = `Episode ${activityId}`): Episode {
  return {
    courseId: 5,
    courseTitle: 'Retail talks',
    activityId,
    order: activityId - 100,
    title,
    durationSeconds: 6,
    url: null,
  };
}

const titles = (store: ReturnType<typeof createPlaylistStore>) =>
  store.getState().queue.map((e) => e.activityId);
const current = (store: ReturnType<typeof createPlaylistStore>) =>
  store.getState().queue[store.getState().current]?.activityId;

beforeEach(() => sessionStorage.clear());

describe('playlist', () => {
  it('plays a podcast from an episode, advances to the next and stops after the last', () => {
    const store = createPlaylistStore(sessionStorage);
    store.playAll(OWNER, [episode(102), episode(103)]);
    expect(titles(store)).toEqual([102, 103]);
    expect(current(store)).toBe(102);
    expect(store.getState().playing).toBe(true);

    store.advance();
    expect(current(store)).toBe(103);
    expect(store.getState().playing).toBe(true);
    store.advance();
    expect(current(store)).toBe(103);
    expect(store.getState().playing).toBe(false);
  });

  it('puts "play next" right after the current episode, moving one already queued', () => {
    const store = createPlaylistStore(sessionStorage);
    store.playAll(OWNER, [episode(101), episode(102), episode(103)]);
    store.advance(); // 102 plays
    store.playNext(OWNER, episode(201));
    expect(titles(store)).toEqual([101, 102, 201, 103]);
    store.playNext(OWNER, episode(101));
    expect(titles(store)).toEqual([102, 101, 201, 103]);
    expect(current(store)).toBe(102);
    // the episode playing now stays where it is
    store.playNext(OWNER, episode(102));
    expect(titles(store)).toEqual([102, 101, 201, 103]);
    store.advance();
    expect(current(store)).toBe(101);
  });

  it('starts playing an episode queued with nothing else in the queue', () => {
    const store = createPlaylistStore(sessionStorage);
    store.playNext(OWNER, episode(104));
    expect(titles(store)).toEqual([104]);
    expect(store.getState().playing).toBe(true);
  });

  it('removes and reorders, keeping the current episode', () => {
    const store = createPlaylistStore(sessionStorage);
    store.playAll(OWNER, [episode(101), episode(102), episode(103), episode(104)]);
    store.skipTo(1);
    store.move(3, -1);
    expect(titles(store)).toEqual([101, 102, 104, 103]);
    store.move(1, 1); // the current one moves down with its index
    expect(titles(store)).toEqual([101, 104, 102, 103]);
    expect(current(store)).toBe(102);
    store.move(0, -1); // nothing above the first
    expect(titles(store)).toEqual([101, 104, 102, 103]);

    store.remove(0);
    expect(current(store)).toBe(102);
    store.remove(1); // the current one: the next plays
    expect(titles(store)).toEqual([104, 103]);
    expect(current(store)).toBe(103);
    expect(store.getState().playing).toBe(true);
    store.clear();
    expect(store.getState().queue).toEqual([]);
    expect(store.getState().playing).toBe(false);
  });

  it('keeps the queue and the current episode across a reload (sessionStorage)', () => {
    const store = createPlaylistStore(sessionStorage);
    store.playAll(OWNER, [episode(101), episode(102)]);
    store.advance();
    store.setUrl(102, '/demo/media/chime.wav');

    const reloaded = createPlaylistStore(sessionStorage);
    expect(titles(reloaded)).toEqual([101, 102]);
    expect(current(reloaded)).toBe(102);
    expect(reloaded.getState().queue[1]?.url).toBe('/demo/media/chime.wav');
    expect(reloaded.getState().playing).toBe(true);
  });

  it('starts empty for someone else signing in in the same tab', () => {
    const store = createPlaylistStore(sessionStorage);
    store.playAll(OWNER, [episode(101)]);
    store.claim(OWNER);
    expect(titles(store)).toEqual([101]);
    store.claim('8:1');
    expect(titles(store)).toEqual([]);
    store.playNext('8:1', episode(102));
    expect(titles(store)).toEqual([102]);
  });

  it('ignores a stored value it cannot read', () => {
    sessionStorage.setItem('elevar.learning.playlist', '{"queue":[{"title":1}],"current":9');
    expect(createPlaylistStore(sessionStorage).getState().queue).toEqual([]);
    sessionStorage.setItem('elevar.learning.playlist', '{"queue":[{"title":1}],"current":9}');
    expect(createPlaylistStore(sessionStorage).getState()).toMatchObject({ queue: [], current: 0 });
  });
});
