import type {
  Badge,
  Campaign,
  MyLevelStatus,
  PointsBalance,
  PointsTable,
  RankingEntry,
  RankingResponse,
  Session,
  StatementEntry,
} from '@elevar/contract';
import { screen } from '@testing-library/react';
import { fakeFetch, type Handler, json, makeSession } from '../../../test/fakeServer.ts';
import { makeProfile } from '../../../test/profile.ts';
import { createTestApp, renderApp } from '../../../test/testApp.tsx';

export { setViewport } from '../../../test/viewport.ts';

export const tokens = { access_token: 'acc', refresh_token: 'ref', kind: 'normal' as const };

/** The first screen of a test waits for lazy chunks and translations: allow for a busy machine. */
export const FIRST_LOAD = { timeout: 5000 };

export const Q3: Campaign = {
  id: 3,
  name: 'Q3 2026',
  begin_date: '2026-07-01',
  end_date: '2026-09-15',
  is_active: false,
};
export const Q4: Campaign = {
  id: 4,
  name: 'Q4 2026',
  begin_date: '2026-10-01',
  end_date: '2026-12-15',
  is_active: true,
};

/** A seller of the rewards programme: two campaigns, two countries with a store each. */
export function pointsSession(
  overrides: Partial<Session> = {},
  client: Partial<Session['client']> = {},
): Session {
  const base = makeSession();
  return makeSession({
    client: base.client && { ...base.client, ...client },
    campaigns: [Q4, Q3],
    reward_campaign: Q4,
    countries: [
      { id: 1, code: 'BR', name: 'Brasil', group: 1 },
      { id: 2, code: 'AR', name: 'Argentina', group: 1 },
    ],
    branches: [
      { id: 11, name: 'MegaInfo Paulista', country_id: 1 },
      { id: 21, name: 'TecnoMundo Palermo', country_id: 2 },
    ],
    ...overrides,
  });
}

export function makeBalance(overrides: Partial<PointsBalance> = {}): PointsBalance {
  return {
    campaign_id: Q4.id,
    level: 'intermediate',
    available: 1250,
    experience: 900,
    valid_until: '2026-12-15',
    balances: [
      { campaign_id: Q4.id, campaign_name: Q4.name, available: 1250, experience: 900 },
      { campaign_id: Q3.id, campaign_name: Q3.name, available: 0, experience: 1400 },
    ],
    ...overrides,
  };
}

export function makeLevel(overrides: Partial<MyLevelStatus> = {}): MyLevelStatus {
  return {
    campaign: Q4,
    level: 'intermediate',
    multiplier: 1.5,
    experience: 900,
    keep_minimum: 1200,
    next: { level: 'highest', min_experience: 3000, missing: 2100 },
    pending_change: null,
    ...overrides,
  };
}

export function makeEntry(overrides: Partial<StatementEntry> = {}): StatementEntry {
  return {
    id: 1,
    created_at: '2026-10-02T13:00:00Z',
    programme: 'rewards',
    kind: 'sale',
    campaign: { id: Q4.id, name: Q4.name },
    amount: 150,
    experience: 150,
    multiplier: 1.5,
    status: 'credited',
    // posted by the points table: the rule's description is what the statement shows
    reason: null,
    rule: { code: 'sale.notebook', description: 'Venda de notebook' },
    source_type: 'sale',
    source_id: '77',
    reverses_entry_id: null,
    shortfall: 0,
    expires_at: null,
    ...overrides,
  };
}

export function makeBadge(overrides: Partial<Badge> = {}): Badge {
  return {
    id: 1,
    code: 'first-sale',
    name: 'Primeira venda',
    description: 'Tenha sua primeira venda aprovada',
    label_key: null,
    icon: 'receipt',
    rule: 'first_entry',
    threshold: 1,
    point_kind: 'sale',
    earned_at: '2026-10-02T13:00:00Z',
    ...overrides,
  };
}

export function rankingEntry(position: number, userId: number, name: string, score?: number): RankingEntry {
  return { position, user_id: userId, name, image: null, ...(score === undefined ? {} : { score }) };
}

export function makeRanking(overrides: Partial<RankingResponse> = {}): RankingResponse {
  return {
    count: 3,
    page: 1,
    page_size: 20,
    campaign_id: Q4.id,
    show_score: true,
    results: [
      rankingEntry(1, 50, 'Sofía Hernández', 3100),
      rankingEntry(2, 1, 'Lena Learner', 2400),
      rankingEntry(3, 52, 'Camila Souza', 1900),
    ],
    me: { position: 2, score: 2400 },
    ...overrides,
  };
}

export function makeTable(overrides: Partial<PointsTable> = {}): PointsTable {
  return {
    campaign: Q4,
    levels: [
      {
        id: 'junior',
        rank: 1,
        name: 'Junior',
        alias: 'basic',
        event_name: null,
        multiplier: 1,
        min_experience: 0,
      },
      {
        id: 'intermediate',
        rank: 2,
        name: 'Intermediate',
        alias: null,
        event_name: 'creator',
        multiplier: 1.5,
        min_experience: 1200,
      },
      {
        id: 'highest',
        rank: 3,
        name: 'Highest',
        alias: null,
        event_name: 'influencer',
        multiplier: 2,
        min_experience: 3000,
      },
    ],
    rules: [
      {
        id: 1,
        code: 'sale.notebook',
        kind: 'sale',
        description: 'Venda de notebook',
        label_key: null,
        base_points: 120,
        points: { junior: 120, intermediate: 180, highest: 240 },
      },
      {
        id: 2,
        code: 'photo.display',
        kind: 'photo',
        description: 'Foto da vitrine da loja',
        label_key: null,
        base_points: 20,
        points: { junior: 20, intermediate: 30, highest: 40 },
      },
    ],
    my_level: 'intermediate',
    ...overrides,
  };
}

export interface OpenOptions {
  session?: Session;
  routes?: Record<string, Handler>;
}

/** The real app, signed in as a seller, at `path`, over a fake server that answers the session and the profile. */
export async function openPoints(path: string, { session = pointsSession(), routes = {} }: OpenOptions = {}) {
  const server = fakeFetch({
    'GET /api/v1/session': () => json(session),
    'GET /api/v1/profile': () => json(makeProfile()),
    ...routes,
  });
  const app = await createTestApp({
    path,
    state: { common: { tokens, session, language: 'pt-BR', redirect: null } },
    server,
  });
  renderApp(app.services, app.router);
  return app;
}

/** The query string of the last request to `path`. */
export function lastQuery(app: Awaited<ReturnType<typeof openPoints>>, path: string): URLSearchParams {
  const requests = app.server.to('GET', path);
  return new URL(requests.at(-1)?.url ?? 'http://app.test/').searchParams;
}

export async function sectionHeading(name: string) {
  return screen.findByRole('heading', { name }, FIRST_LOAD);
}
