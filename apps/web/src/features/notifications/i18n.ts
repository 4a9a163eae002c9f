import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureNamespace } from '../../i18n/namespaces.ts';
import type messages from './locales/pt-BR.json';
import { notificationsNamespace } from './namespace.ts';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the 'notifications' namespace (pt-BR is the reference; a test keeps the other languages in step). */
export type NotificationsTextKey = Leaves<typeof messages>;
export type NotificationsT = (key: NotificationsTextKey, values?: Record<string, string | number>) => string;

/**
 * `useTranslation('notifications')` with the keys checked against the namespace's own messages (i18next's typed
 * `t` resolves a lazily added namespace's keys to `never` in some files under TypeScript 7).
 */
export function useNotificationsTranslation(): { t: NotificationsT; i18n: I18n } {
  const { t, i18n } = useTranslation('notifications');
  return { t: t as unknown as NotificationsT, i18n };
}

/**
 * For pieces shown outside this feature's routes (the shell's bell, the profile sections): loads the namespace on
 * first use and tells when its texts are there. Route screens load it in their route's `lazy` instead.
 */
export function useNotificationsTexts(): { t: NotificationsT; i18n: I18n; ready: boolean } {
  const { t, i18n } = useNotificationsTranslation();
  const loaded = () => i18n.hasResourceBundle(i18n.language, notificationsNamespace.name);
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (ready) return;
    let active = true;
    ensureNamespace(i18n, notificationsNamespace).then(
      () => {
        if (active) setReady(true);
      },
      // the chunk did not load (offline): the piece stays hidden, the rest of the screen works
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [i18n, ready]);
  return { t, i18n, ready };
}
