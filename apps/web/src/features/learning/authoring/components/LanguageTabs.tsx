import { LANGUAGE_CODES, type LanguageCode } from '@elevar/domain';
import type { ReactNode } from 'react';
import { LanguageTabs as Tabs } from '../../../../ui/LanguageTabs.tsx';
import { useAuthoringTranslation } from '../i18n.ts';

export interface LanguageTabsProps {
  /** Names the tab list ("Texts of the course"). */
  label: string;
  value: LanguageCode;
  onChange(language: LanguageCode): void;
  /** The language whose texts are required (the client's default), when known. */
  required: LanguageCode | null;
  /** Whether a field of this language's panel shows an error: its tab says so. */
  hasError(language: LanguageCode): boolean;
  /** The fields of one language's panel. */
  children(language: LanguageCode): ReactNode;
}

/**
 * Texts an author writes per language, one tab per language. A tab whose fields are in error is marked in its name
 * too (not by colour alone), so a screen reader hears which language needs attention.
 */
export function LanguageTabs({ required, hasError, ...tabs }: LanguageTabsProps) {
  const { t } = useAuthoringTranslation();
  const tabLabel = (code: LanguageCode) => {
    const name = t(`languages.${code}`);
    const marked = required === code ? t('editor.requiredLanguage', { language: name }) : name;
    return hasError(code) ? t('editor.tabWithErrors', { language: marked }) : marked;
  };
  return <Tabs {...tabs} tabLabel={tabLabel} hasError={hasError} />;
}

/** The language of the first field in error among `fields` ('title.en-US' → 'en-US'), in their order. */
export function languageOfFirstError(
  fields: readonly string[],
  errors: Partial<Record<string, unknown>>,
): LanguageCode | null {
  for (const field of fields) {
    if (errors[field] === undefined) continue;
    const code = LANGUAGE_CODES.find((language) => field.endsWith(`.${language}`));
    if (code) return code;
    return null;
  }
  return null;
}
