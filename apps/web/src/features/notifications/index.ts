// The notifications feature's public surface: what other features may import (docs/ARCHITECTURE.md, "Boundaries").
export { NOTIFICATIONS_PROFILE_SECTIONS } from './profileSections.ts';
