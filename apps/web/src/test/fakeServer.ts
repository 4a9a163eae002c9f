import type { LoginParams, Session } from '@elevar/contract';

export type Handler = (request: Request) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** POST /o/token/'s answer to a password grant: access token `acc`, refresh token `ref`. */
export function passwordGrant(): Response {
  return json({
    access_token: 'acc',
    token_type: 'Bearer',
    expires_in: 3600,
    refresh_token: 'ref',
    scope: 'read',
    user_firebase_token: 'fb',
  });
}

export function apiError(status: number, code: string, message: string): Response {
  return json({ error: { code, message } }, status);
}

/** The server's 429: the rate-limit envelope (or `code`'s), with `Retry-After: <seconds>` unless null. */
export function rateLimited(
  retryAfter: number | null,
  message = 'Muitas tentativas.',
  code = 'common.rate_limited',
): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (retryAfter !== null) headers['Retry-After'] = String(retryAfter);
  return new Response(JSON.stringify({ error: { code, message } }), {
    status: 429,
    headers,
  });
}

/**
 * A fetch you control: routes "METHOD /path" to handlers, records every Request it received, and answers
 * 404 for anything unrouted.
 */
export function fakeFetch(routes: Record<string, Handler> = {}) {
  const requests: Request[] = [];
  const table = new Map(Object.entries(routes));
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    requests.push(request.clone());
    const url = new URL(request.url);
    const handler = table.get(`${request.method} ${url.pathname}`);
    if (!handler) return apiError(404, 'common.not_found', 'Not found');
    return handler(request);
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    on(route: string, handler: Handler) {
      table.set(route, handler);
    },
    /** Requests whose path matches. */
    to(method: string, path: string) {
      return requests.filter((r) => r.method === method && new URL(r.url).pathname === path);
    },
  };
}

export function makeSession(overrides: Partial<Session> = {}): Session {
  const client = {
    id: 10,
    name: 'Franchise Academy',
    slug: 'academy',
    logo_url: null,
    home_route: '/home',
    group_training_use_score: true,
    has_online_courses: true,
    has_trails: true,
    has_presential_courses: true,
    has_webcasts: true,
    has_live_classes: true,
    has_podcasts: true,
    has_library: true,
    has_news: true,
    has_forum: true,
    has_surveys: true,
    has_games: true,
    has_faq: true,
    has_profile: true,
    has_ranking: true,
    has_reward_store: true,
    has_campaigns: true,
    has_points_table: true,
    has_events: true,
    has_insert_sales: true,
    has_upload_photos: true,
    has_points_transfer: true,
  };
  return {
    user: {
      id: 1,
      username: 'learner',
      email: 'learner@example.com',
      full_name: 'Lena Learner',
      image: null,
      status: 'approved',
      is_superuser: false,
      role: 'learner',
    },
    id_user_client_selected: client.id,
    client,
    client_profile_id: null,
    country: null,
    country_group: null,
    language: { id: 1, code: 'pt-BR' },
    campaign: null,
    reward_campaign: null,
    clients: [{ id: client.id, name: client.name, slug: client.slug, logo_url: null }],
    countries: [],
    branches: [],
    campaigns: [],
    module_items: [],
    has_mandatory_surveys: false,
    has_mandatory_drills: false,
    must_change_password: false,
    accepted_terms: true,
    accepted_cookie_policy: true,
    admin_left_menu: false,
    is_webservice: false,
    under_maintenance: false,
    ...overrides,
  };
}

export function makeLoginParams(settings: Partial<LoginParams['login_settings']> = {}): LoginParams {
  return {
    client: { id: 1, name: 'Academia Teste', slug: 'academia-teste', logo_url: null },
    login_settings: {
      primary_color: '#1c4ed8',
      secondary_color: '#0f172a',
      background_color: '#e2e8f0',
      text_color: '#0f172a',
      logos: {},
      background_image_url: null,
      default_language: { id: 1, code: 'pt-BR' },
      use_bot_check: false,
      oauth2_enabled: false,
      direct_login_button: false,
      cookie_type: 'none',
      under_maintenance: false,
      has_support: true,
      portfolio_enabled: false,
      ...settings,
    },
    clients: [],
    register_config: {
      password_strength_level: 'medium',
      dynamic_fields: [],
      countries: [
        { id: 1, code: 'AR', name: 'Argentina', group: 1 },
        { id: 2, code: 'BR', name: 'Brasil', group: 1 },
        { id: 5, code: 'CO', name: 'Colombia', group: 2 },
      ],
      branches: [{ id: 12, name: 'Loja Centro', country_id: 2 }],
    },
    user_profile_config: { fields: [] },
    languages: [
      { id: 1, code: 'pt-BR', name: 'Português (Brasil)' },
      { id: 2, code: 'en-US', name: 'English (US)' },
      { id: 3, code: 'es-ES', name: 'Español' },
      { id: 4, code: 'fr-FR', name: 'Français' },
    ],
    attempts: { max_per_account: 5, window_seconds: 900 },
    layout: { variant: 'centered' },
  };
}
