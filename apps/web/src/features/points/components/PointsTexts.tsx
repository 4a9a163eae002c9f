import type { ReactNode } from 'react';
import { NamespaceTexts, withNamespace } from '../../../i18n/NamespaceTexts.tsx';
import { pointsNamespace } from '../namespace.ts';

/** Renders its children once the 'points' texts are loaded (the profile loads a section without them). */
export function PointsTexts({ children }: { children: ReactNode }) {
  return <NamespaceTexts namespace={pointsNamespace}>{children}</NamespaceTexts>;
}

/** A section screen wrapped in the gate above. */
export const withPointsTexts = (Screen: () => ReactNode) => withNamespace(pointsNamespace, Screen);
