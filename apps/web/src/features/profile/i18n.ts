import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type messages from './locales/pt-BR.json';

/** Every text key of a messages object, dotted ("form.save"). */
export type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the 'profile' namespace (pt-BR is the reference; a test keeps the other languages in step). */
export type ProfileTextKey = Leaves<typeof messages>;
export type ProfileT = (key: ProfileTextKey, values?: Record<string, string | number>) => string;

/**
 * `useTranslation('profile')` with the keys checked against the namespace's own messages. (i18next's typed `t`
 * resolves a lazily added namespace's keys to `never` in some files under TypeScript 7, depending on check order;
 * this narrower signature gives the same safety without that.)
 */
export function useProfileTranslation(): { t: ProfileT; i18n: I18n } {
  const { t, i18n } = useTranslation('profile');
  return { t: t as unknown as ProfileT, i18n };
}
