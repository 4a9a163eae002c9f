import { useQuery } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ensureNamespace } from '../../../i18n/namespaces.ts';
import type messages from './locales/pt-BR.json';
import { assessmentReviewsNamespace } from './namespace.ts';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the 'assessmentReviews' namespace (pt-BR is the reference; a test keeps the others in step). */
export type ReviewsTextKey = Leaves<typeof messages>;
export type ReviewsT = (key: ReviewsTextKey, values?: Record<string, string | number>) => string;

/**
 * `useTranslation('assessmentReviews')` with its keys checked, and whether its texts are loaded: the course page's
 * section comes through learning's registry, whose route loads learning's texts only, so it asks for its own.
 */
export function useReviewsTexts(): { t: ReviewsT; i18n: I18n; ready: boolean } {
  const { t, i18n } = useTranslation('assessmentReviews');
  const loaded = useQuery({
    queryKey: ['i18n', assessmentReviewsNamespace.name, i18n.language],
    queryFn: async () => {
      await ensureNamespace(i18n, assessmentReviewsNamespace);
      return true;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const ready =
    i18n.hasResourceBundle(i18n.language, assessmentReviewsNamespace.name) || loaded.data === true;
  return { t: t as unknown as ReviewsT, i18n, ready };
}
