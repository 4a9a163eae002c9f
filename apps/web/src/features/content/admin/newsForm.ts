import type { AdminNewsArticle, CreateNewsRequest } from '@elevar/contract';
import { LANGUAGE_CODES, type LanguageCode } from '@elevar/domain';
import { localDayEnd } from '../../../ui/days.ts';

export interface VersionValues {
  title: string;
  summary: string;
  body: string;
}

/**
 * The editor's form values: every language's texts (blank: no version), the category, the pin, the publication
 * time and the expiry day.
 */
export interface NewsFormValues {
  versions: Record<LanguageCode, VersionValues>;
  category: string;
  pinned: boolean;
  /** yyyy-mm-ddThh:mm in the editor's zone (a datetime-local field): when learners start seeing it; '' a draft. */
  publishAt: string;
  /** yyyy-mm-dd, the last day learners see it; '' for none. */
  expires: string;
}

const blank = (): VersionValues => ({ title: '', summary: '', body: '' });

/** The form's values from an article (or empty for a new one). */
export function newsFormValues(article?: AdminNewsArticle): NewsFormValues {
  return {
    versions: Object.fromEntries(
      LANGUAGE_CODES.map((code) => [code, { ...blank(), ...(article?.versions[code] ?? {}) }]),
    ) as Record<LanguageCode, VersionValues>,
    category: article?.category_id ? String(article.category_id) : '',
    pinned: article?.pinned ?? false,
    publishAt: article?.publish_at ? localDateTime(article.publish_at) : '',
    expires: article?.expires_at ? expiryDay(article.expires_at) : '',
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local field shows it, in the browser's zone, to the minute. */
function localDateTime(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Whether a datetime-local value names a real time ('' does not). */
export function isPublishTime(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) && !Number.isNaN(new Date(value).getTime());
}

/** The local day an expiry instant closes (the instant is the end of that day, as the form sends it). */
function expiryDay(iso: string): string {
  const date = new Date(new Date(iso).getTime() - 1);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether some language has a title: an article needs one version at least. */
export function hasVersion(values: NewsFormValues): boolean {
  return LANGUAGE_CODES.some((code) => values.versions[code].title.trim() !== '');
}

/**
 * The request the form sends: the languages with a title, the category, the pin, the expiry (end of its day), and
 * the publication time only when the editor changed it from `initial` (so saving a published article's texts never
 * touches its publication; a cleared time makes it a draft again).
 */
export function newsRequest(
  values: NewsFormValues,
  initial: NewsFormValues = newsFormValues(),
): CreateNewsRequest {
  const versions: CreateNewsRequest['versions'] = {};
  for (const code of LANGUAGE_CODES) {
    const v = values.versions[code];
    if (v.title.trim()) versions[code] = { title: v.title.trim(), summary: v.summary.trim(), body: v.body };
  }
  const request: CreateNewsRequest = {
    versions,
    category_id: values.category ? Number(values.category) : null,
    pinned: values.pinned,
    expires_at: values.expires
      ? new Date(new Date(localDayEnd(values.expires)).getTime() + 1).toISOString()
      : null,
  };
  if (values.publishAt !== initial.publishAt)
    request.publish_at = values.publishAt ? new Date(values.publishAt).toISOString() : null;
  return request;
}
