import { formatDate, formatDateTime, languageByCode, type ProgrammeLevelId } from '@elevar/domain';
import { usePointsTranslation } from './i18n.ts';

const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Numbers, signed amounts, multipliers, dates and positions in the interface language. Dates follow SPEC §9
 * (dd/MM/yyyy for language ids 1 and 3); a campaign's calendar day (yyyy-mm-dd) is shown as that day, never
 * shifted by the user's zone.
 */
export function usePointsFormat() {
  const { t, i18n } = usePointsTranslation();
  const language = i18n.language || 'pt-BR';
  const languageId = languageByCode(language)?.id ?? 1;
  const plain = new Intl.NumberFormat(language);
  const signed = new Intl.NumberFormat(language, { signDisplay: 'exceptZero' });
  return {
    number: (value: number) => plain.format(value),
    signed: (value: number) => signed.format(value),
    multiplier: (value: number) => `×${plain.format(value)}`,
    date: (value: string) => formatDate(value, languageId, DAY_ONLY.test(value) ? 'UTC' : userTimeZone()),
    dateTime: (value: string) => formatDateTime(value, languageId, userTimeZone()),
    position: (value: number) => t('common.position', { position: plain.format(value) }),
    level: (level: ProgrammeLevelId) => t(`levels.${level}`),
  };
}

export type PointsFormat = ReturnType<typeof usePointsFormat>;
