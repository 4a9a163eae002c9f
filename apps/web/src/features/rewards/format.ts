import { formatDateTime, languageByCode } from '@elevar/domain';
import { useRewardsTranslation } from './i18n.ts';

const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const MINUTE = 60_000;

/**
 * A campaign's bounds in the user's zone and language (SPEC §9 order): its first instant, and its last minute (the
 * minute before the first instant after it).
 */
export function useCampaignDates() {
  const { i18n } = useRewardsTranslation();
  const languageId = languageByCode(i18n.language)?.id ?? 1;
  return (campaign: { begins_at: string; ends_before: string }) => ({
    begin: formatDateTime(campaign.begins_at, languageId, userTimeZone()),
    end: formatDateTime(new Date(campaign.ends_before).getTime() - MINUTE, languageId, userTimeZone()),
  });
}
