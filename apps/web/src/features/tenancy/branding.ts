import type { LoginSettings } from '@elevar/contract';
import { LANGUAGES, type LanguageCode } from '@elevar/domain';
import { isLightColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../storage/StoreContext.tsx';
import type { LanguageOption } from '../../ui/LanguageSelect.tsx';
import { useLoginParams } from './loginParams.ts';

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

/** The client's brand colour as the open area uses it. */
export interface BrandColors {
  /** Fill of the main buttons (their text is picked for contrast: `autoContrast`). */
  fill: string | undefined;
  /** Text and subtle buttons on white: the brand colour when it reads there at 4.5:1, else the theme's. */
  text: string | undefined;
}

/** Luminance of the lightest colour that still has 4.5:1 against white: (1 + 0.05) / 4.5 - 0.05. */
const READABLE_ON_WHITE = 1.05 / 4.5 - 0.05;

/** The login settings' primary colour (a hex colour; anything else means the theme's own). */
export function brandColors(settings: LoginSettings | null): BrandColors {
  const primary = settings?.primary_color?.trim() ?? '';
  if (!/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(primary)) return { fill: undefined, text: undefined };
  return { fill: primary, text: isLightColor(primary, READABLE_ON_WHITE) ? undefined : primary };
}
