import { useQuery } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ensureNamespace } from '../../i18n/namespaces.ts';
import type messages from './locales/pt-BR.json';
import { certificatesNamespace } from './namespace.ts';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the 'certificates' namespace (pt-BR is the reference). */
export type CertificatesTextKey = Leaves<typeof messages>;
export type CertificatesT = (key: CertificatesTextKey, values?: Record<string, string | number>) => string;

/**
 * `useTranslation('certificates')` with its keys checked, and whether its texts are loaded: the profile's section
 * registry loads the section without the i18n instance, so the section asks for its namespace itself.
 */
export function useCertificatesTexts(): { t: CertificatesT; i18n: I18n; ready: boolean } {
  const { t, i18n } = useTranslation('certificates');
  const loaded = useQuery({
    queryKey: ['i18n', certificatesNamespace.name, i18n.language],
    queryFn: async () => {
      await ensureNamespace(i18n, certificatesNamespace);
      return true;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const ready = i18n.hasResourceBundle(i18n.language, certificatesNamespace.name) || loaded.data === true;
  return { t: t as unknown as CertificatesT, i18n, ready };
}
