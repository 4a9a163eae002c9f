import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type messages from './locales/pt-BR.json';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the 'rewardsDashboard' namespace (pt-BR is the reference; a test keeps the other languages in step). */
export type RewardsDashboardTextKey = Leaves<typeof messages>;
export type RewardsDashboardT = (
  key: RewardsDashboardTextKey,
  values?: Record<string, string | number>,
) => string;

/** `useTranslation('rewardsDashboard')` with the keys checked against the namespace's own messages. */
export function useRewardsDashboardTranslation(): { t: RewardsDashboardT; i18n: I18n } {
  const { t, i18n } = useTranslation('rewardsDashboard');
  return { t: t as unknown as RewardsDashboardT, i18n };
}
