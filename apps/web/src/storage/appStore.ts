import type { AppState, SlotName } from './slots.ts';

export interface AppStore {
  getState(): AppState;
  subscribe(listener: () => void): () => void;
  /** Replaces one slot and persists it (fire and forget; writes to a slot are applied in order). */
  set<S extends SlotName>(slot: S, value: AppState[S]): void;
  update<S extends SlotName>(slot: S, updater: (current: AppState[S]) => AppState[S]): void;
  /** Resolves when every write issued so far has reached storage. */
  flush(): Promise<void>;
}

export type PersistSlot = <S extends SlotName>(slot: S, value: AppState[S]) => Promise<void>;

/** In-memory state of the storage slots, readable synchronously (guards, HTTP client) and by React. */
export function createAppStore(initial: AppState, persist?: PersistSlot): AppStore {
  let state = initial;
  const listeners = new Set<() => void>();
  let pending: Promise<void> = Promise.resolve();

  const set = <S extends SlotName>(slot: S, value: AppState[S]) => {
    if (state[slot] === value) return;
    state = { ...state, [slot]: value };
    if (persist) {
      pending = pending.then(() => persist(slot, value)).catch(() => undefined);
    }
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set,
    update: (slot, updater) => set(slot, updater(state[slot])),
    flush: () => pending,
  };
}
