// The tenancy feature's public surface: what other features may import (docs/ARCHITECTURE.md, "Boundaries").
export { useSiteLists } from './api.ts';
export { brandColors, useBranding } from './branding.ts';
export { useLoginParams } from './loginParams.ts';
