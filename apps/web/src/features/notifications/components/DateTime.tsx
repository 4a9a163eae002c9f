import { formatDateTime, languageByCode } from '@elevar/domain';
import { useTranslation } from 'react-i18next';

/** Date and time of an instant in the SPEC §9 order for the language, in the user's time zone. */
export function DateTime({ value }: { value: string }) {
  const { i18n } = useTranslation();
  const languageId = languageByCode(i18n.language)?.id ?? 1;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return <time dateTime={value}>{formatDateTime(value, languageId, zone)}</time>;
}
