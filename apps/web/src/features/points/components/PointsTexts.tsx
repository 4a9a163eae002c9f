import { Center, Loader } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureNamespace } from '../../../i18n/namespaces.ts';
import { pointsNamespace } from '../namespace.ts';

/**
 * Renders its children once the 'points' texts are loaded. The profile's section registry loads a section's
 * screen without the i18n instance, so the points sections fetch their namespace here (once; a language switch
 * then loads it with every namespace in use).
 */
export function PointsTexts({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, pointsNamespace.name));
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (ready) return;
    let current = true;
    ensureNamespace(i18n, pointsNamespace).then(
      () => current && setReady(true),
      (error: unknown) => current && setFailed(error),
    );
    return () => {
      current = false;
    };
  }, [i18n, ready]);
  if (failed) throw failed;
  if (!ready) {
    return (
      <Center py="xl" role="status">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  return children;
}

/** A section screen wrapped in the gate above. */
export function withPointsTexts(Screen: () => ReactNode) {
  return function PointsSection() {
    return (
      <PointsTexts>
        <Screen />
      </PointsTexts>
    );
  };
}
