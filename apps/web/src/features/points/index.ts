// The points feature's public surface: what other features may import (docs/ARCHITECTURE.md, "Boundaries"). Its
// profile sections and home cards are in its manifest (feature.ts).
export { PointsTexts } from './components/PointsTexts.tsx';
export { usePointsTranslation } from './i18n.ts';
export { pointsNamespace } from './namespace.ts';
