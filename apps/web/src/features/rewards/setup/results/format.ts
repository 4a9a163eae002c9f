import { formatDate, formatDateTime, languageByCode } from '@elevar/domain';
import { useRewardsSetupTranslation } from '../i18n.ts';
import type { RewardResult } from './api.ts';

/** A result's day, points and who posted it when, in the interface language (SPEC §9 date order, the user's zone). */
export function useResultFormat() {
  const { t, i18n } = useRewardsSetupTranslation();
  const languageId = languageByCode(i18n.language)?.id ?? 1;
  const numbers = new Intl.NumberFormat(i18n.language);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return {
    // a calendar day: read at noon UTC so no zone moves it
    day: (day: string) => formatDate(`${day}T12:00:00Z`, languageId, 'UTC'),
    number: (value: number) => numbers.format(value),
    posted: (result: RewardResult) =>
      t(result.origin === 'import' ? 'results.postedImport' : 'results.postedForm', {
        name: result.created_by.name,
        date: formatDateTime(result.created_at, languageId, zone),
      }),
  };
}
