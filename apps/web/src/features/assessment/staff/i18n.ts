import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type messages from './locales/pt-BR.json';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the 'assessmentAuthoring' namespace (pt-BR is the reference; a test keeps the others in step). */
export type StaffTextKey = Leaves<typeof messages>;
export type StaffT = (key: StaffTextKey, values?: Record<string, string | number>) => string;

/** `useTranslation('assessmentAuthoring')` with the keys checked against the namespace's own messages. */
export function useStaffTranslation(): { t: StaffT; i18n: I18n } {
  const { t, i18n } = useTranslation('assessmentAuthoring');
  return { t: t as unknown as StaffT, i18n };
}
