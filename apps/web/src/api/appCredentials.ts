import type { AppCredentials } from './sendingRules.ts';

const DEMO_CREDENTIALS: AppCredentials = { client_id: 'elevar-web', client_secret: 'elevar-web-demo' };

/** The app credentials the server writes into `<meta name="elevar-app">` at serve time (demo values otherwise). */
export function readAppCredentials(doc: Document = document): AppCredentials {
  const content = doc.querySelector('meta[name="elevar-app"]')?.getAttribute('content');
  if (!content) return DEMO_CREDENTIALS;
  try {
    const parsed: unknown = JSON.parse(content);
    const { client_id, client_secret } = (parsed ?? {}) as Partial<Record<keyof AppCredentials, unknown>>;
    if (typeof client_id === 'string' && client_id && typeof client_secret === 'string' && client_secret) {
      return { client_id, client_secret };
    }
  } catch {
    // malformed meta content: fall back to the demo app
  }
  return DEMO_CREDENTIALS;
}

/** The `access_token` query value of the page being shown (SPEC §7 fallback credential). */
export function pageAccessToken(location: Pick<Location, 'search'> = window.location): string | null {
  return new URLSearchParams(location.search).get('access_token');
}
