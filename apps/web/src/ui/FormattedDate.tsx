import { formatDate, languageByCode } from '@elevar/domain';
import { useTranslation } from 'react-i18next';

export interface FormattedDateProps {
  /** An instant, or a calendar day (yyyy-mm-dd: a campaign's end, a date answered in a form). */
  value: string | Date;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A date in the SPEC §9 order for the interface language (dd/MM/yyyy for ids 1 and 3, else MM-dd-yyyy): an instant
 * on its day in the user's zone, a calendar day as that day wherever the user is.
 */
export function FormattedDate({ value }: FormattedDateProps) {
  const { i18n } = useTranslation();
  const languageId = languageByCode(i18n.language)?.id ?? 1;
  const iso = value instanceof Date ? value.toISOString() : value;
  const zone = typeof value === 'string' && DAY.test(value) ? 'UTC' : userTimeZone();
  return <time dateTime={iso}>{formatDate(value, languageId, zone)}</time>;
}
