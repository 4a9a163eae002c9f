import type { LoginSettings } from '@elevar/contract';
import { LANGUAGES, type LanguageCode } from '@elevar/domain';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../storage/StoreContext.tsx';
import type { LanguageOption } from '../../ui/LanguageSelect.tsx';
import { useLoginParams } from './api.ts';

export interface Branding {
  settings: LoginSettings | null;
  /** The client whose site this is: the one chosen by `?client=`, else the default site. */
  clientName: string | null;
  /** The logo for the current language (falls back to pt-BR, then any). */
  logoUrl: string | null;
  /** Languages the login offers: the client's list, limited to the four the interface has. */
  languages: LanguageOption[];
}

/** The open area's look, from the login parameters (SPEC §3 login settings). */
export function useBranding(): Branding {
  const { data } = useLoginParams();
  const slug = useAppState((state) => state.params.client_slug);
  const { i18n } = useTranslation();
  const settings = data?.login_settings ?? null;
  const logos = settings?.logos ?? {};
  const offered = data?.languages.map((l) => l.code) ?? [];
  const languages: LanguageOption[] = LANGUAGES.filter(
    (l) => offered.length === 0 || offered.includes(l.code) || l.code === i18n.language,
  ).map((l) => ({ code: l.code as LanguageCode, name: l.name }));
  return {
    settings,
    clientName: data?.clients.find((c) => c.slug === slug)?.name ?? data?.client.name ?? null,
    logoUrl: logos[i18n.language] ?? logos['pt-BR'] ?? Object.values(logos)[0] ?? null,
    languages,
  };
}
