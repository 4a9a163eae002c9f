import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type messages from './locales/pt-BR.json';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the 'community' namespace (pt-BR is the reference; a test keeps the other languages in step). */
export type CommunityTextKey = Leaves<typeof messages>;
export type CommunityT = (key: CommunityTextKey, values?: Record<string, string | number>) => string;

export function useCommunityTranslation(): { t: CommunityT; i18n: I18n } {
  const { t, i18n } = useTranslation('community');
  return { t: t as unknown as CommunityT, i18n };
}
