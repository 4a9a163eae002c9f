import { REGISTRATION_VARIANTS } from '@elevar/domain';
import { useAdminTranslation } from '../i18n.ts';

/** The registration screen an account came from, by name; an unknown value is shown as it is. */
export function useVariantLabel(): (variant: string | null) => string {
  const { t } = useAdminTranslation();
  return (variant) => {
    const known = REGISTRATION_VARIANTS.find((v) => v === variant);
    if (known) return t(`variants.${known}`);
    return variant ?? t('accounts.none');
  };
}
