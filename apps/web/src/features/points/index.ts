// The points feature's public surface: what other features may import (docs/ARCHITECTURE.md, "Boundaries").
export { RankingCard, RewardsCard, ScoreCard } from './components/HomeCards.tsx';
export { PointsTexts } from './components/PointsTexts.tsx';
export { usePointsTranslation } from './i18n.ts';
export { pointsNamespace } from './namespace.ts';
export { POINTS_PROFILE_SECTIONS } from './profileSections.ts';
