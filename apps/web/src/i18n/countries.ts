import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const displayNames = new Map<string, Intl.DisplayNames | null>();

function regionNames(language: string): Intl.DisplayNames | null {
  if (!displayNames.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      // a runtime without region names: the ISO code below
    }
    displayNames.set(language, names);
  }
  return displayNames.get(language) ?? null;
}

/**
 * A country's name in `language`, from its ISO code: every screen names countries this way (the server's `name`
 * is an English reference, never shown).
 */
export function countryName(code: string, language: string): string {
  try {
    return regionNames(language)?.of(code) ?? code;
  } catch {
    // not a region code: shown as it is
    return code;
  }
}

/** `countryName` in the interface language, following its changes. */
export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => (code: string) => countryName(code, language), [language]);
}

/** Countries as select options (values are ids), named and sorted in the interface language. */
export function useCountryOptions(countries: readonly { id: number; code: string }[]) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () =>
      countries
        .map((country) => ({ value: String(country.id), label: countryName(country.code, language) }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [countries, language],
  );
}
