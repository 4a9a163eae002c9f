import type { Endpoint } from '../endpoints.ts';

/** The points ledger, badges, levels and the points table, rankings, and their administration. */
export const pointsEndpoints = {
  // Points ledger (signed in; the selected client's): balance, statement and its CSV export; staff corrections.
  pointsBalance: { method: 'GET', path: '/api/v1/points/balance', encoding: 'json-bearer' },
  pointsStatement: { method: 'GET', path: '/api/v1/points/statement', encoding: 'json-bearer' },
  pointsStatementCsv: { method: 'GET', path: '/api/v1/points/statement.csv', encoding: 'json-bearer' },
  postPointsEntry: { method: 'POST', path: '/api/v1/admin/points/entries', encoding: 'json-bearer' },
  reversePointsEntry: {
    method: 'POST',
    path: '/api/v1/admin/points/entries/:id/reverse',
    encoding: 'json-bearer',
  },
  approvePointsEntry: {
    method: 'POST',
    path: '/api/v1/admin/points/entries/:id/approve',
    encoding: 'json-bearer',
  },
  // The badges (signed in; the selected client's).
  badges: { method: 'GET', path: '/api/v1/badges', encoding: 'json-bearer' },
  // The badges of the selected client, for its programme administrators (and superusers).
  adminBadges: { method: 'GET', path: '/api/v1/admin/badges', encoding: 'json-bearer' },
  createBadge: { method: 'POST', path: '/api/v1/admin/badges', encoding: 'json-bearer' },
  updateBadge: { method: 'PATCH', path: '/api/v1/admin/badges/:id', encoding: 'json-bearer' },
  activateBadge: { method: 'POST', path: '/api/v1/admin/badges/:id/activate', encoding: 'json-bearer' },
  deactivateBadge: { method: 'POST', path: '/api/v1/admin/badges/:id/deactivate', encoding: 'json-bearer' },
  // Levels and the points table (SPEC §4 Level, §2 points-table and programme explanation).
  myLevel: { method: 'GET', path: '/api/v1/levels/me', encoding: 'json-bearer' },
  pointsTable: { method: 'GET', path: '/api/v1/points-table', encoding: 'json-bearer' },
  levelChanges: { method: 'GET', path: '/api/v1/admin/level-changes', encoding: 'json-bearer' },
  levelChange: { method: 'GET', path: '/api/v1/admin/level-changes/:id', encoding: 'json-bearer' },
  approveLevelChange: {
    method: 'POST',
    path: '/api/v1/admin/level-changes/:id/approve',
    encoding: 'json-bearer',
  },
  rejectLevelChange: {
    method: 'POST',
    path: '/api/v1/admin/level-changes/:id/reject',
    encoding: 'json-bearer',
  },
  // The points table and level thresholds of the selected client's campaigns (programme administrators).
  adminPointsCampaigns: {
    method: 'GET',
    path: '/api/v1/admin/points-table/campaigns',
    encoding: 'json-bearer',
  },
  adminPointsTable: {
    method: 'GET',
    path: '/api/v1/admin/points-table/campaigns/:id',
    encoding: 'json-bearer',
  },
  createPointRule: {
    method: 'POST',
    path: '/api/v1/admin/points-table/campaigns/:id/rules',
    encoding: 'json-bearer',
  },
  setLevelThresholds: {
    method: 'PUT',
    path: '/api/v1/admin/points-table/campaigns/:id/thresholds',
    encoding: 'json-bearer',
  },
  updatePointRule: { method: 'PATCH', path: '/api/v1/admin/points-table/rules/:id', encoding: 'json-bearer' },
  deletePointRule: {
    method: 'DELETE',
    path: '/api/v1/admin/points-table/rules/:id',
    encoding: 'json-bearer',
  },
  // Rankings (signed in; the selected client's, when it has the ranking module).
  rankings: { method: 'GET', path: '/api/v1/rankings', encoding: 'json-bearer' },
} as const satisfies Record<string, Endpoint>;
