import { formatDate, languageByCode } from '@elevar/domain';
import { useTranslation } from 'react-i18next';

export interface FormattedDateProps {
  value: string | Date;
}

const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A date in the SPEC §9 order for the interface language (dd/MM/yyyy for ids 1 and 3), in the user's zone. */
export function FormattedDate({ value }: FormattedDateProps) {
  const { i18n } = useTranslation();
  const languageId = languageByCode(i18n.language)?.id ?? 1;
  const iso = value instanceof Date ? value.toISOString() : value;
  return <time dateTime={iso}>{formatDate(value, languageId, userTimeZone())}</time>;
}
