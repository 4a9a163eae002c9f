// The audit feature's public surface: what the app and other features may import (docs/ARCHITECTURE.md, "Boundaries").
export { isAuditReader } from './permissions.ts';
export { auditRoutes } from './routes.tsx';
