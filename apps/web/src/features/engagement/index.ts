// The engagement feature's public surface: what other features may import (docs/ARCHITECTURE.md, "Boundaries").
export type { HomeCard, HomeCardProps, HomeRow } from './homeCards.ts';
