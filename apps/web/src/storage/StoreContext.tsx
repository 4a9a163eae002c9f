import { createContext, type ReactNode, use, useSyncExternalStore } from 'react';
import type { AppStore } from './appStore.ts';
import type { AppState } from './slots.ts';

const StoreContext = createContext<AppStore | null>(null);

export interface StoreProviderProps {
  store: AppStore;
  children: ReactNode;
}

export function StoreProvider({ store, children }: StoreProviderProps) {
  return <StoreContext value={store}>{children}</StoreContext>;
}

export function useAppStore(): AppStore {
  const store = use(StoreContext);
  if (!store) throw new Error('useAppStore needs a StoreProvider');
  return store;
}

/** Subscribes to a slice of the stored state; the selector must return a stable value (a slot or a field of one). */
export function useAppState<T>(selector: (state: AppState) => T): T {
  const store = useAppStore();
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getState()),
  );
}
