import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, login } from './factories.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { NOW } from './points-fixtures.ts';

/**
 * The query budget: every list endpoint sends as many statements for a page of 25 rows as for a page of one, so a
 * query per row (an N+1) fails. Each request is sent once first, so per-instance caches are warm for both. Every
 * GET route the server registers is a list one of the budget files measures (`BUDGETED`) or is named as no list.
 */
export const N = 25;

/** GET routes that answer no list of rows. */
export const NOT_LISTS = new Set([
  '/api/v1/institutional/:slug',
  '/api/v1/admin/maintenance',
  '/api/v1/accounts/password-link',
  '/api/v1/sso/start',
  '/api/v1/sso/callback',
  '/api/v1/profile',
  '/api/v1/profile/phone-verification',
  '/api/v1/notifications/unread-count',
  '/api/v1/levels/me',
  '/api/v1/files/:key',
  '/api/v1/learning/courses/:id/activities/:order',
  '/content/scorm/_runtime/:file',
  // an upload's received chunk indexes: one statement whatever their number (learning's, the library's)
  '/api/v1/admin/learning/uploads/:id',
  '/api/v1/admin/library/uploads/:id',
  // a bulk enrolment: one row, its unknown usernames inside it
  '/api/v1/admin/learning/bulk-enrolments/:id',
  // SCORM: a package's SCOs come from its one row and the learner's data in one statement, whatever their number;
  // a package's current version; one file of the content origin
  '/api/v1/learning/activities/:id/scorm',
  '/api/v1/admin/learning/activities/:id/scorm',
  '/content/scorm/:key/*',
  // HTML packages: the launch URL of the newest version, the current package, one file of the content origin
  '/api/v1/learning/activities/:id/html',
  '/api/v1/admin/learning/activities/:id/html',
  '/content/html/:key/*',
  // a store of a campaign found by its registration digits: one row
  '/api/v1/rewards/campaigns/:id/stores',
  // a test activity's rules: one row
  '/api/v1/admin/assessment/activities/:id',
  // a news article: one row, its versions inside it
  '/api/v1/news/:id',
  '/api/v1/admin/news/:id',
  // the clients' pages: one page's versions (four at most), and the list of the eight pages a client may write
  '/api/v1/pages/:slug',
  '/api/v1/admin/pages/:slug',
  '/api/v1/admin/pages',
  // the welcome banner: one row of at most four languages
  '/api/v1/welcome-banner',
  // a support ticket: one row and its thread in one statement, whatever its length
  '/api/v1/support/tickets/:id',
  // a forum topic: one row with the user's follow of it
  '/api/v1/forum/topics/:id',
  // a library file: one row with its category; its download streams one file
  '/api/v1/library/files/:id',
  '/api/v1/library/files/:id/download',
  // a reward of the store: one row, the user's state beside it
  '/api/v1/rewards/store/:id',
  // a certificate: one row (its PDF, its public verification and Open Badge)
  '/api/v1/certificates/:id/pdf',
  '/api/v1/certificates/verify/:code',
  '/api/v1/certificates/verify/:code/badge',
  '/api/v1/certificates/:id/credential',
  // the client's certificate template: its newest version, one row
  '/api/v1/admin/certificate-template',
  // the clients' certificate-signing keys (JWKS): one statement whatever their number
  '/.well-known/jwks.json',
  '/ws',
  '/health',
]);

/** The list routes each budget file measures (the activity feed mixes sources from both). */
export const BUDGETED = {
  site: [
    '/api/v1/login-params',
    '/api/v1/session',
    '/api/v1/site-lists',
    '/api/v1/admin/accounts',
    '/api/v1/admin/outbox',
    '/api/v1/admin/audit',
    '/api/v1/admin/audit.csv',
    '/api/v1/notifications',
    '/api/v1/feed',
  ],
  points: [
    '/api/v1/points/balance',
    '/api/v1/points/statement',
    '/api/v1/points/statement.csv',
    '/api/v1/points-table',
    '/api/v1/admin/points-table/campaigns',
    '/api/v1/admin/points-table/campaigns/:id',
    '/api/v1/admin/level-changes',
    '/api/v1/admin/level-changes/:id',
    '/api/v1/badges',
    '/api/v1/admin/badges',
    '/api/v1/rankings',
    '/api/v1/feed',
  ],
  learning: [
    '/api/v1/learning/courses',
    '/api/v1/learning/courses/:id',
    '/api/v1/learning/filters',
    '/api/v1/learning/home',
    '/api/v1/learning/trails/:id',
    '/api/v1/admin/learning/courses',
    '/api/v1/admin/learning/courses/:id',
    '/api/v1/admin/learning/categories',
    '/api/v1/admin/learning/groups/:id/members',
    '/api/v1/admin/learning/courses/:id/report',
    '/api/v1/admin/learning/courses/:id/report.csv',
    '/api/v1/learning/portfolio',
    '/api/v1/learning/portfolio/courses/:id',
  ],
  rewards: [
    '/api/v1/rewards/campaigns',
    '/api/v1/rewards/campaigns/:id',
    '/api/v1/rewards/campaigns/:id/sale-form',
    '/api/v1/rewards/sales',
    '/api/v1/rewards/campaigns/:id/photo-form',
    '/api/v1/rewards/photos',
    '/api/v1/admin/rewards/audit/sales',
    '/api/v1/admin/rewards/audit/photos',
  ],
  assessment: [
    '/api/v1/assessment/activities/:id',
    '/api/v1/assessment/attempts/:id',
    '/api/v1/admin/assessment/banks/:id',
    '/api/v1/admin/assessment/activities/:id/attempts',
    '/api/v1/admin/assessment/banks',
    '/api/v1/admin/assessment/activities/:id/preview',
    '/api/v1/admin/assessment/activities/:id/item-analysis',
    '/api/v1/admin/assessment/activities/:id/item-analysis.csv',
    '/api/v1/reviews',
    '/api/v1/admin/reviews',
  ],
  content: [
    '/api/v1/news',
    '/api/v1/news/categories',
    '/api/v1/admin/news',
    '/api/v1/admin/news/categories',
    '/api/v1/admin/faq/categories',
  ],
  certificates: ['/api/v1/certificates', '/api/v1/admin/certificates'],
  faqSupport: [
    '/api/v1/faq',
    '/api/v1/admin/faq',
    '/api/v1/support/tickets',
    '/api/v1/admin/support/tickets',
  ],
  library: [
    '/api/v1/library/categories',
    '/api/v1/library/categories/:name/files',
    '/api/v1/library/files',
    '/api/v1/admin/library/categories',
    '/api/v1/admin/library/files',
  ],
  onboarding: ['/api/v1/onboarding', '/api/v1/admin/onboarding'],
  community: [
    '/api/v1/forum/topics',
    '/api/v1/forum/topics/:id/replies',
    '/api/v1/admin/forum/reports',
    '/api/v1/admin/forum/blocks',
    '/api/v1/forum/members',
  ],
  store: [
    '/api/v1/rewards/store',
    '/api/v1/rewards/orders',
    '/api/v1/admin/rewards/orders',
    '/api/v1/admin/rewards/orders.csv',
    '/api/v1/rewards/transfers',
    '/api/v1/admin/rewards/transfers',
    '/api/v1/admin/rewards/catalogue',
    '/api/v1/admin/rewards/departments',
    '/api/v1/admin/rewards/categories',
    '/api/v1/admin/rewards/required-courses',
    '/api/v1/admin/rewards/course-options',
  ],
  rewardsSetup: [
    '/api/v1/admin/rewards/campaigns',
    '/api/v1/admin/rewards/campaigns/:id',
    '/api/v1/admin/rewards/setup-options',
    '/api/v1/admin/rewards/participants',
    '/api/v1/admin/rewards/chains',
    '/api/v1/admin/rewards/agencies',
  ],
  rewardsDashboard: [
    '/api/v1/admin/rewards/campaigns/:id/dashboard',
    '/api/v1/admin/rewards/campaigns/:id/dashboard.csv',
  ],
  rewardsResults: ['/api/v1/admin/rewards/results', '/api/v1/admin/rewards/results/options'],
};

export interface Call {
  url: string;
  headers?: Record<string, string>;
}

/** A test context that counts statements, and the measurements of one budget file. */
export function queryBudget(file: keyof typeof BUDGETED) {
  let t: TestContext | undefined;
  const getRoutes: string[] = [];
  const measuredRoutes = new Set<string>();

  beforeAll(async () => {
    t = await createTestContext(
      {},
      {
        onRoute: (route: RouteOptions) => {
          const methods = [route.method].flat();
          if (methods.includes('GET') && !route.url.startsWith('/api/docs')) getRoutes.push(route.url);
        },
      },
    );
  });
  afterAll(() => t?.close());

  const context = (): TestContext => {
    if (!t) throw new Error('the query budget context starts in beforeAll');
    return t;
  };

  /** The registered route a URL reached: a static one before one with parameters, as the router chooses. */
  function routeOf(url: string): string | undefined {
    const path = url.split('?')[0] ?? url;
    if (getRoutes.includes(path)) return path;
    return getRoutes.find((route) =>
      new RegExp(`^${route.replace(/[.]/g, '\\.').replace(/:[^/]+/g, '[^/]+')}$`).test(path),
    );
  }

  async function measured({ url, headers = {} }: Call) {
    measuredRoutes.add(routeOf(url) ?? url);
    const get = () =>
      context().app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': 'en-US' } });
    let response = await get();
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    const statements = await context().queries.during(async () => {
      response = await get();
    });
    return { statements, body: response.body };
  }

  return {
    context,
    /**
     * `one` answers one row and `many` answers 25 (`rows` reads how many; `expectedMany` for a list capped lower),
     * with the same number of statements.
     */
    async expectSameStatements(
      one: Call,
      many: Call,
      rows: (body: string) => number | number[],
      expectedMany: number = N,
    ) {
      const small = await measured(one);
      const large = await measured(many);
      const oneRows = [rows(small.body)].flat();
      const manyRows = [rows(large.body)].flat();
      expect({ one: oneRows, many: manyRows }).toEqual({
        one: oneRows.map(() => 1),
        many: manyRows.map(() => expectedMany),
      });
      expect(
        large.statements,
        `${many.url}: ${small.statements} statements for 1 row, ${large.statements} for ${N} rows`,
      ).toBe(small.statements);
    },
    async signIn(user: { username: string; password: string }) {
      return bearer(await login(context().app, user.username, user.password));
    },
    /** This file measured every list it owns, and every GET route is owned by a budget file or is no list. */
    expectEveryListMeasured() {
      expect(BUDGETED[file].filter((route) => !measuredRoutes.has(route))).toEqual([]);
      expect([...measuredRoutes].filter((route) => !BUDGETED[file].includes(route))).toEqual([]);
      const classified = new Set([...Object.values(BUDGETED).flat(), ...NOT_LISTS]);
      expect(getRoutes.filter((route) => !classified.has(route))).toEqual([]);
      expect([...NOT_LISTS].filter((route) => !getRoutes.includes(route))).toEqual([]);
    },
  };
}

export const results = (body: string) => (JSON.parse(body) as { results: unknown[] }).results.length;
export const lengths =
  (...keys: string[]) =>
  (body: string) => {
    const value = JSON.parse(body) as Record<string, unknown>;
    return keys.map((path) => {
      const list = path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], value);
      return (list as unknown[]).length;
    });
  };
export const paged = (url: string, headers: Record<string, string>) => {
  const sep = url.includes('?') ? '&' : '?';
  return [
    { url: `${url}${sep}page_size=1`, headers },
    { url: `${url}${sep}page_size=${N}`, headers },
  ] as const;
};
export const range = (count: number) => Array.from({ length: count }, (_, i) => i);
export const minutesAgo = (i: number) => new Date(NOW.getTime() - (i + 1) * 60_000);
