import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type messages from './locales/pt-BR.json';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the 'learning' namespace (pt-BR is the reference; a test keeps the other languages in step). */
export type LearningTextKey = Leaves<typeof messages>;
export type LearningT = (key: LearningTextKey, values?: Record<string, string | number>) => string;

/** `useTranslation('learning')` with the keys checked against the namespace's own messages (as points does). */
export function useLearningTranslation(): { t: LearningT; i18n: I18n } {
  const { t, i18n } = useTranslation('learning');
  return { t: t as unknown as LearningT, i18n };
}

/** A workload in minutes as "45 min", "2 h" or "2 h 30 min". */
export function formatWorkload(t: LearningT, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('workload.minutes', { minutes: rest });
  return rest === 0 ? t('workload.hours', { hours }) : t('workload.hoursMinutes', { hours, minutes: rest });
}
