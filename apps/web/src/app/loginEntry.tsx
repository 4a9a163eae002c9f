import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { LoginPage } from '../features/identity/pages/LoginPage.tsx';
import { CookieConsentProvider } from '../features/tenancy/components/CookieConsent.tsx';
import { loadLoginParams } from '../features/tenancy/loginParams.ts';
import { FullPageLoader } from '../ui/FullPageLoader.tsx';
import { CoreProviders } from './coreProviders.tsx';
import type { CoreServicesHandle } from './coreServices.ts';
import { OpenLayout } from './layouts/OpenLayout.tsx';
import {
  type AppLinkProps,
  type AppNavigation,
  NavigationProvider,
  useAppNavigation,
} from './navigation.tsx';
import { applyDefaultLanguage, LOGIN_PATH, loginDetour, SIGN_IN_PATH } from './openArea.ts';

type StartApp = typeof import('./startApp.tsx');

/**
 * The first screen: a signed-out visit to the login gets the login entry, after the same decisions as the
 * router's guards for that route (the client from `?client=`, its default language, the maintenance page or the
 * portfolio instead); the portfolio's sign-in route too, which has no detour. Everything else starts the whole app.
 */
export async function startFirstScreen(
  core: CoreServicesHandle,
  root: Root,
  url: URL,
  loadApp: () => Promise<StartApp>,
): Promise<void> {
  // the portfolio's "Sign in" (identity's login-redirect-v2, without a partner's ?token=) is the login without detours
  const signIn = url.pathname === SIGN_IN_PATH && !url.searchParams.has('token');
  if ((url.pathname === LOGIN_PATH || signIn) && !core.services.store.getState().common.tokens) {
    renderEntryLoader(core, root);
    const params = await loadLoginParams(core.services, url);
    await applyDefaultLanguage(core.services, params);
    if (signIn || !loginDetour(core.services, params)) {
      renderLoginEntry(core, root, loadApp);
      return;
    }
  }
  const { startApp } = await loadApp();
  await startApp(core, root);
}

/**
 * The login entry: a signed-out visit to the login (`/`, the first screen most visits see) renders it with the
 * store, the HTTP client and i18n only, without the router, the query cache and the other screens, which load on
 * the first move (a link, or signing in) and take over the same root. The first sign of use (a pointer or a key)
 * starts that download, so the move rarely waits for it. docs/ARCHITECTURE.md, "The login entry".
 */
function renderLoginEntry(core: CoreServicesHandle, root: Root, loadApp: () => Promise<StartApp>) {
  let started: ReturnType<StartApp['startApp']> | null = null;

  const navigation: AppNavigation = {
    Link: EntryLink,
    navigate: async (to, options) => {
      if (started) {
        await (await started).navigate(to, options);
        return;
      }
      started = loadApp().then(({ startApp }) => startApp(core, root, { move: { to, options } }));
      try {
        await started;
      } catch (error) {
        started = null;
        // the app's files could not be loaded (a new version was deployed, or the network failed): load the page
        if (options?.replace) window.location.replace(to);
        else window.location.assign(to);
        throw error;
      }
    },
    location: { pathname: window.location.pathname, search: window.location.search, state: null },
  };

  const warmUp = () => {
    for (const type of WARM_UP_EVENTS) document.removeEventListener(type, warmUp, true);
    loadApp().catch(() => undefined);
  };
  for (const type of WARM_UP_EVENTS) document.addEventListener(type, warmUp, true);

  root.render(
    <StrictMode>
      <CoreProviders services={core.services}>
        <NavigationProvider value={navigation}>
          <CookieConsentProvider>
            <OpenLayout>
              <LoginPage variant="default" />
            </OpenLayout>
          </CookieConsentProvider>
        </NavigationProvider>
      </CoreProviders>
    </StrictMode>,
  );
}

// user input only: the cookie dialog focuses itself as it opens
const WARM_UP_EVENTS = ['pointerdown', 'keydown'] as const;

/** Shown while the login entry reads the client's login parameters. */
function renderEntryLoader(core: CoreServicesHandle, root: Root) {
  root.render(
    <StrictMode>
      <CoreProviders services={core.services}>
        <FullPageLoader />
      </CoreProviders>
    </StrictMode>,
  );
}

/** A plain link that, clicked without a modifier, starts the app at its target instead of loading the page. */
function EntryLink({ to, onClick, ...rest }: AppLinkProps) {
  const { navigate } = useAppNavigation();
  return (
    <a
      href={to}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (event.defaultPrevented || event.button !== 0 || modified || rest.target) return;
        event.preventDefault();
        navigate(to).catch(() => undefined);
      }}
    />
  );
}
