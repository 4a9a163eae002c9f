import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type messages from './locales/pt-BR.json';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the 'points' namespace (pt-BR is the reference; a test keeps the other languages in step). */
export type PointsTextKey = Leaves<typeof messages>;
export type PointsT = (key: PointsTextKey, values?: Record<string, string | number>) => string;

/**
 * `useTranslation('points')` with the keys checked against the namespace's own messages (i18next's typed `t`
 * resolves a lazily added namespace's keys to `never` in some files under TypeScript 7, depending on check order).
 */
export function usePointsTranslation(): { t: PointsT; i18n: I18n } {
  const { t, i18n } = useTranslation('points');
  return { t: t as unknown as PointsT, i18n };
}
