import { useSyncExternalStore } from 'react';

/** One episode in the queue: an audio activity of a podcast. */
export interface Episode {
  courseId: number;
  courseTitle: string;
  activityId: number;
  /** Its hierarchy order when queued (the player's address); the activity id is checked when it loads. */
  order: number;
  title: string;
  durationSeconds: number | null;
  /** The media address, known once the episode has been loaded. */
  url: string | null;
}

/** The playlist of SPEC §3 ("Other state"): one per tab, for one signed-in user in one client. */
export interface PlaylistState {
  /** Whose queue it is (`<user id>:<client id>`): another sign-in in the tab starts empty. */
  owner: string | null;
  queue: Episode[];
  /** The index of the current episode in `queue` (0 when empty). */
  current: number;
  /** The learner wants it playing (a reload comes back paused when the browser refuses to start it alone). */
  playing: boolean;
}

export const EMPTY_PLAYLIST: PlaylistState = { owner: null, queue: [], current: 0, playing: false };

const STORAGE_KEY = 'elevar.learning.playlist';

export interface PlaylistStore {
  getState(): PlaylistState;
  subscribe(listener: () => void): () => void;
  /** Keeps the queue of `owner` and forgets any other's (a sign-in of someone else in the same tab). */
  claim(owner: string): void;
  /** Replaces the queue with `episodes` and plays the first. */
  playAll(owner: string, episodes: readonly Episode[]): void;
  /** Puts `episode` right after the current one (moved there when already queued); alone, it starts playing. */
  playNext(owner: string, episode: Episode): void;
  /** Makes the episode at `index` current and plays it. */
  skipTo(index: number): void;
  /** The current episode ended or the learner asked for the next: the following one plays, or playing stops. */
  advance(): void;
  remove(index: number): void;
  /** Moves the episode at `index` one place up (-1) or down (+1). */
  move(index: number, delta: -1 | 1): void;
  setPlaying(playing: boolean): void;
  setUrl(activityId: number, url: string): void;
  /** Empties the queue (the mini player's close). */
  clear(): void;
}

function isEpisode(value: unknown): value is Episode {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.courseId === 'number' &&
    typeof e.activityId === 'number' &&
    typeof e.order === 'number' &&
    typeof e.title === 'string' &&
    typeof e.courseTitle === 'string'
  );
}

function read(storage: Storage | null): PlaylistState {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return EMPTY_PLAYLIST;
    const parsed = JSON.parse(raw) as Partial<PlaylistState>;
    const queue = Array.isArray(parsed.queue) ? parsed.queue.filter(isEpisode) : [];
    const current = Number(parsed.current);
    return {
      owner: typeof parsed.owner === 'string' ? parsed.owner : null,
      queue,
      current: Number.isInteger(current) && current >= 0 && current < queue.length ? current : 0,
      playing: queue.length > 0 && parsed.playing === true,
    };
  } catch {
    return EMPTY_PLAYLIST;
  }
}

function defaultStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** A playlist kept in `storage` (sessionStorage: one per tab, kept across reloads). */
export function createPlaylistStore(storage: Storage | null = defaultStorage()): PlaylistStore {
  let state = read(storage);
  const listeners = new Set<() => void>();

  const set = (next: PlaylistState) => {
    state = next.queue.length === 0 ? { ...EMPTY_PLAYLIST, owner: next.owner } : next;
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      // storage refused (private mode, full): the queue lives for this page only
    }
    for (const listener of listeners) listener();
  };
  const owned = (owner: string): PlaylistState =>
    state.owner === owner ? state : { ...EMPTY_PLAYLIST, owner };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    claim(owner) {
      if (state.owner !== owner) set({ ...EMPTY_PLAYLIST, owner });
    },
    playAll(owner, episodes) {
      set({ owner, queue: [...episodes], current: 0, playing: episodes.length > 0 });
    },
    playNext(owner, episode) {
      const base = owned(owner);
      if (base.queue.length === 0) {
        set({ owner, queue: [episode], current: 0, playing: true });
        return;
      }
      const playingNow = base.queue[base.current];
      if (playingNow?.activityId === episode.activityId) return;
      const rest = base.queue.filter((e) => e.activityId !== episode.activityId);
      const current = playingNow ? rest.indexOf(playingNow) : 0;
      rest.splice(current + 1, 0, episode);
      set({ ...base, queue: rest, current });
    },
    skipTo(index) {
      if (index < 0 || index >= state.queue.length) return;
      set({ ...state, current: index, playing: true });
    },
    advance() {
      if (state.current + 1 < state.queue.length)
        set({ ...state, current: state.current + 1, playing: true });
      else set({ ...state, playing: false });
    },
    remove(index) {
      if (index < 0 || index >= state.queue.length) return;
      const queue = state.queue.filter((_, i) => i !== index);
      // removing the current episode makes the next one current; an earlier one shifts the current up
      const current =
        index < state.current ? state.current - 1 : Math.min(state.current, Math.max(0, queue.length - 1));
      const endedAtLast = index === state.current && index >= queue.length;
      set({ ...state, queue, current, playing: state.playing && !endedAtLast });
    },
    move(index, delta) {
      const target = index + delta;
      if (index < 0 || index >= state.queue.length || target < 0 || target >= state.queue.length) return;
      const queue = [...state.queue];
      const [moved] = queue.splice(index, 1);
      if (!moved) return;
      queue.splice(target, 0, moved);
      const currentEpisode = state.queue[state.current];
      set({ ...state, queue, current: currentEpisode ? queue.indexOf(currentEpisode) : 0 });
    },
    setPlaying(playing) {
      if (state.playing !== playing && state.queue.length > 0) set({ ...state, playing });
    },
    setUrl(activityId, url) {
      if (!state.queue.some((e) => e.activityId === activityId && e.url !== url)) return;
      set({ ...state, queue: state.queue.map((e) => (e.activityId === activityId ? { ...e, url } : e)) });
    },
    clear() {
      set({ ...EMPTY_PLAYLIST, owner: state.owner });
    },
  };
}

/** The tab's playlist, shared by the podcast pages and the mini player. */
export const playlist: PlaylistStore = createPlaylistStore();

/** The playlist as it stands, re-rendering on every change. */
export function usePlaylist(store: PlaylistStore = playlist): PlaylistState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** The owner key of a session's queue. */
export function playlistOwner(userId: number, clientId: number | null | undefined): string {
  return `${userId}:${clientId ?? 0}`;
}
