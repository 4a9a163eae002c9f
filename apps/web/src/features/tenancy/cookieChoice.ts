import { endpoints, type Session } from '@elevar/contract';
import { useEffect } from 'react';
import { useHttp } from '../../api/HttpContext.tsx';
import type { HttpClient } from '../../api/http.ts';
import { useAction } from '../../api/useAction.ts';
import { useAppStore } from '../../storage/StoreContext.tsx';
import { storeSession } from '../../storage/session.ts';
import type { CookiePolicyRecord } from '../../storage/slots.ts';

export interface CookieChoice {
  analytics: boolean;
  marketing: boolean;
}

// per HTTP client (the app has one; each test its own)
const policyVersions = new WeakMap<HttpClient, Promise<number>>();

/**
 * The cookie policy's current version, which a choice is recorded against: read once (the prompt asks as it
 * appears, so a choice is recorded at once); 1 when it cannot be read, asked again next time.
 */
function cookiePolicyVersion(http: HttpClient): Promise<number> {
  let version = policyVersions.get(http);
  if (!version) {
    version = http.call(endpoints.institutional, { params: { slug: 'cookies_policy' } }).then(
      (policy) => policy.version,
      () => {
        policyVersions.delete(http);
        return 1;
      },
    );
    policyVersions.set(http, version);
  }
  return version;
}

/** Reads the policy version as a prompt appears, so that the choice made there is recorded at once. */
export function usePolicyVersionAhead(): void {
  const http = useHttp();
  useEffect(() => {
    void cookiePolicyVersion(http);
  }, [http]);
}

/**
 * Records the cookie choice, against the policy version given or else the current one: kept locally (the
 * `cookiePolicy` slot) and, signed in, sent to the server first (POST /api/v1/session/cookie-policy), whose
 * returned Session is stored. The prompt is on the login's first screen, so this is an action, not a query mutation.
 */
export function useSaveCookieChoice() {
  const http = useHttp();
  const store = useAppStore();
  return useAction(async ({ choice, version }: { choice: CookieChoice; version?: number }) => {
    const recorded = version ?? (await cookiePolicyVersion(http));
    const record: CookiePolicyRecord = {
      version: recorded,
      ...choice,
      accepted_at: new Date().toISOString(),
    };
    // Signed in, the server records it first: a local choice the server lacks is what the signed-in sync sends,
    // and this one must not go twice.
    let session: Session | null = null;
    if (store.getState().common.tokens) {
      session = await http.call(endpoints.acceptCookiePolicy, {
        body: { version: recorded, ...choice },
      });
      storeSession(store, session);
    }
    store.set('cookiePolicy', record);
    return session;
  });
}
