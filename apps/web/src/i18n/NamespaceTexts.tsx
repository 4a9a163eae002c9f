import { Center, Loader } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureNamespace, type Namespace } from './namespaces.ts';

/**
 * Renders its children once a namespace's texts are loaded. The profile's section registry loads a section's
 * screen without the i18n instance, so a section fetches its namespace here (once; a language switch then loads it
 * with every namespace in use).
 */
export function NamespaceTexts({ namespace, children }: { namespace: Namespace; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, namespace.name));
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (ready) return;
    let current = true;
    ensureNamespace(i18n, namespace).then(
      () => current && setReady(true),
      (error: unknown) => current && setFailed(error),
    );
    return () => {
      current = false;
    };
  }, [i18n, ready, namespace]);
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

/** A screen wrapped in the gate above. */
export function withNamespace(namespace: Namespace, Screen: () => ReactNode) {
  return function WithTexts() {
    return (
      <NamespaceTexts namespace={namespace}>
        <Screen />
      </NamespaceTexts>
    );
  };
}
