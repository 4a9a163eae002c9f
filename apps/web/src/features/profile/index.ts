// The profile feature's public surface: what other features may import (docs/ARCHITECTURE.md, "Boundaries").
export type { ProfileSection, SectionContext } from './sections.ts';
