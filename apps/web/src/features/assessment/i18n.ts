import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureNamespace } from '../../i18n/namespaces.ts';
import type messages from './locales/pt-BR.json';
import { assessmentNamespace } from './namespace.ts';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the 'assessment' namespace (pt-BR is the reference; a test keeps the other languages in step). */
export type AssessmentTextKey = Leaves<typeof messages>;
export type AssessmentT = (key: AssessmentTextKey, values?: Record<string, string | number>) => string;

/**
 * `useTranslation('assessment')` with its keys checked, and whether the namespace is loaded: the test screens are
 * a kind of learning's player, whose route loads learning's texts only, so they load their own on first use.
 */
export function useAssessmentTranslation(): { t: AssessmentT; i18n: I18n; ready: boolean } {
  const { t, i18n } = useTranslation('assessment');
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, 'assessment'));
  useEffect(() => {
    let live = true;
    void ensureNamespace(i18n, assessmentNamespace).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [i18n]);
  return { t: t as unknown as AssessmentT, i18n, ready };
}
