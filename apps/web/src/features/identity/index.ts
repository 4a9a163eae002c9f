// The identity feature's public surface: what other features may import (docs/ARCHITECTURE.md, "Boundaries").

export { identityKeys, sessionQuery, useLogout, useRequiredSession, useSession } from './api.ts';
export { PasswordStrengthMeter } from './components/PasswordStrengthMeter.tsx';
export { accountsNamespace } from './namespace.ts';
export { homeRouteOf, mayUse, safeNextPath, showsRanking, showsScore, usableModuleItems } from './session.ts';
