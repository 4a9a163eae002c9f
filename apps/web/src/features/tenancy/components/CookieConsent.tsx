import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useAppState } from '../../../storage/StoreContext.tsx';
import { useSaveCookieChoice } from '../cookieChoice.ts';
import { useLoginParams } from '../loginParams.ts';
import { CookiePrompt } from './CookiePrompt.tsx';

const CookieSettingsDialog = lazy(() =>
  import('./CookieSettingsDialog.tsx').then((m) => ({ default: m.CookieSettingsDialog })),
);

interface CookieSettingsContextValue {
  openSettings(): void;
}

const CookieSettingsContext = createContext<CookieSettingsContextValue>({ openSettings: () => undefined });

/** Opens the cookie settings dialog from anywhere (footer link, user menu). */
export function useCookieSettings(): CookieSettingsContextValue {
  return use(CookieSettingsContext);
}

export interface CookieConsentProviderProps {
  children: ReactNode;
}

/**
 * The cookie policy prompt (SPEC §1): shown until a choice is recorded, as a banner or a dialog per the
 * client's `cookie_type` ('none' shows nothing). Signed in, the server's `accepted_cookie_policy` counts; a
 * choice made before signing in is sent to the server once. The prompt is part of a first visit's first screen,
 * so it comes with the entry; the settings dialog is a chunk of its own.
 */
export function CookieConsentProvider({ children }: CookieConsentProviderProps) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { data: loginParams } = useLoginParams();
  const local = useAppState((state) => state.cookiePolicy);
  const session = useAppState((state) => state.common.session);
  const cookieType = loginParams?.login_settings.cookie_type;
  const accepted = session ? session.accepted_cookie_policy || local !== null : local !== null;
  const needsPrompt = cookieType !== undefined && cookieType !== 'none' && !accepted;

  useSyncLocalChoice();

  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const value = useMemo(() => ({ openSettings }), [openSettings]);

  return (
    <CookieSettingsContext value={value}>
      {children}
      <Suspense fallback={null}>
        {needsPrompt && !settingsOpen && cookieType && (
          <CookiePrompt variant={cookieType} onCustomize={openSettings} />
        )}
        {settingsOpen && <CookieSettingsDialog onClose={() => setSettingsOpen(false)} />}
      </Suspense>
    </CookieSettingsContext>
  );
}

/** A choice stored while signed out reaches the server once the user signs in. */
function useSyncLocalChoice() {
  const local = useAppState((state) => state.cookiePolicy);
  const session = useAppState((state) => state.common.session);
  const { mutate } = useSaveCookieChoice();
  const sentFor = useRef<number | null>(null);
  const userId = session?.user.id ?? null;
  const needsSync = session !== null && !session.accepted_cookie_policy && local !== null;

  useEffect(() => {
    if (!needsSync || !local || userId === null || sentFor.current === userId) return;
    sentFor.current = userId;
    mutate({ choice: { analytics: local.analytics, marketing: local.marketing }, version: local.version });
  }, [needsSync, local, userId, mutate]);
}
