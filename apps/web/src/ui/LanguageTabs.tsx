import '@mantine/core/styles/Tabs.css';
import { LANGUAGE_CODES, type LanguageCode } from '@elevar/domain';
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

export interface LanguageTabsProps {
  /** Names the tab list ("Texts per language"). */
  label: string;
  value: LanguageCode;
  onChange(language: LanguageCode): void;
  /** A tab's name, in the screen's texts (and what it says of the language: required, in error). */
  tabLabel(language: LanguageCode): string;
  /** Whether a field of this language's panel shows an error: its tab is coloured too (its name says so). */
  hasError?(language: LanguageCode): boolean;
  /** The fields of one language's panel. */
  children(language: LanguageCode): ReactNode;
}

/**
 * Texts an editor writes per language, one tab a language, in the house's language order. Every panel stays
 * mounted, so a field of a hidden tab keeps its value and can take the focus of a refusal.
 */
export function LanguageTabs({ label, value, onChange, tabLabel, hasError, children }: LanguageTabsProps) {
  return (
    <Tabs
      value={value}
      onChange={(next) => {
        const code = LANGUAGE_CODES.find((language) => language === next);
        if (code) onChange(code);
      }}
      keepMounted
    >
      <Tabs.List aria-label={label}>
        {LANGUAGE_CODES.map((code) => (
          <Tabs.Tab key={code} value={code} c={hasError?.(code) ? 'red.8' : undefined}>
            {tabLabel(code)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {LANGUAGE_CODES.map((code) => (
        <Tabs.Panel key={code} value={code} pt="sm">
          {children(code)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
