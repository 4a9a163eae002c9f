import { type ReactNode, StrictMode, useEffect } from 'react';
import type { Root } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { identityKeys } from '../features/identity/api.ts';
import { MAIN_CONTENT_ID } from '../ui/SkipLink.tsx';
import type { CoreServicesHandle } from './coreServices.ts';
import { addQueryCache } from './createServices.ts';
import type { NavigateOptions } from './navigation.tsx';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

export interface StartAppOptions {
  /** The login entry's first move (a link, or the way on after signing in): where the app starts. */
  move?: { to: string; options?: NavigateOptions };
}

/** After the login entry's move, the new screen's main region takes the focus, as after any in-app navigation. */
function FocusMainOnMount({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, []);
  return children;
}

/**
 * The whole app: query cache, router and every route. Loaded by main.tsx for any first screen but the signed-out
 * login, and by the login entry on its first move; it renders into the same root, replacing the login entry.
 */
export async function startApp(core: CoreServicesHandle, root: Root, { move }: StartAppOptions = {}) {
  const { services, attachRouter } = addQueryCache(core);
  // the session the login entry just signed in with is fresh: no second read
  const { session } = services.store.getState().common;
  if (move && session) services.queryClient.setQueryData(identityKeys.session(), session);
  const router: DataRouter = createAppRouter(services);
  attachRouter(router);
  // the move's screen is ready (guards run, chunks loaded) before it replaces the login
  if (move) await router.navigate(move.to, move.options);
  const app = <RouterProvider router={router} />;
  root.render(
    <StrictMode>
      <AppProviders services={services}>
        {move ? <FocusMainOnMount>{app}</FocusMainOnMount> : app}
      </AppProviders>
    </StrictMode>,
  );
  return router;
}
