// audit's public surface: the trail's list and export. Every module writes to the trail through
// platform/audit.ts `recordAudit`, in its own transaction; this module only reads it.
import type { ServerModule } from '../manifest.ts';
import { auditRoutes } from './routes.ts';
import { auditDemoStep } from './seed.ts';

/**
 * No `purgePersonalData`: the trail keeps user ids and field names only, never what a person wrote, and a closed
 * account's users row stays (anonymised), so its events list it under the closed name.
 */
export const auditModule: ServerModule = {
  name: 'audit',
  routes: [auditRoutes],
  seed: [auditDemoStep],
};
