import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/connection.ts';
import { buildCampaign, buildClient } from './factories.ts';
import { buildPointRule, REWARDS_SITE_MODULES, setThresholds, THRESHOLDS } from './level-fixtures.ts';
import { signedIn } from './registration.ts';

const DAY_MS = 86_400_000;

/**
 * A date `offset` days from today (UTC, real time). Whether a campaign has begun is the database's own date (the
 * freeze trigger's), not the test clock's, so these campaigns sit well clear of today on either side.
 */
export function day(offset: number): string {
  return new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A rewards client with three campaigns around today — ended, running and still to begin — the running one with a
 * rule and thresholds, and its programme administrator signed in.
 */
export async function pointsAdminSite(app: FastifyInstance, db: Db, name = 'Rewards') {
  const client = await buildClient(db, { name, modules: REWARDS_SITE_MODULES });
  const ended = await buildCampaign(db, client.id, {
    name: `${name} ended`,
    begin: day(-150),
    end: day(-60),
    reward: true,
  });
  const running = await buildCampaign(db, client.id, {
    name: `${name} running`,
    begin: day(-30),
    end: day(30),
    reward: true,
  });
  const upcoming = await buildCampaign(db, client.id, {
    name: `${name} upcoming`,
    begin: day(40),
    end: day(120),
    reward: true,
  });
  await setThresholds(db, client.id, running.id, THRESHOLDS);
  const runningRule = await buildPointRule(db, client.id, running.id, {
    code: 'sale.notebook',
    kind: 'sale',
    base: 100,
    descriptions: { 'pt-BR': 'Venda de notebook', 'en-US': 'Notebook sale' },
    position: 1,
  });
  const admin = await signedIn(app, db, { clients: [{ id: client.id, role: 'program_admin' }] });
  return { id: client.id, ended, running, upcoming, runningRule, admin };
}

export type PointsAdminSite = Awaited<ReturnType<typeof pointsAdminSite>>;

/** Calls the points-table admin API with a language. */
export function call(
  app: FastifyInstance,
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  language = 'en-US',
) {
  return app.inject({
    method,
    url: `/api/v1/admin/points-table${url}`,
    headers: { ...headers, 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
}

/** A valid new rule. */
export function newRule(overrides: Record<string, unknown> = {}) {
  return {
    code: 'training.course',
    kind: 'training',
    base_points: 25,
    descriptions: { 'pt-BR': 'Curso concluído', 'en-US': 'Course finished' },
    ...overrides,
  };
}
