import {
  type ActivityInput,
  AUTHORED_ACTIVITY_KINDS,
  type AuthoredActivityKind,
  type AuthoringActivity,
  type PresentationUpload,
  SLIDESHARE_EMBED,
} from '@elevar/contract';
import { isTestKind, LANGUAGE_CODES, type LanguageCode, TEST_KINDS, type TestKind } from '@elevar/domain';
import type { FormErrors } from '../../../../ui/useForm.ts';
import type { AuthoringT } from '../i18n.ts';
import { isMediaUrl, perLanguage } from './courseForm.ts';

/** Kinds whose content is an address (typed, or an upload's). */
const URL_KINDS: readonly string[] = [
  'video',
  'audio',
  'wowza',
  'pdf',
  'ppt',
  'flash',
  'scorm_cloud',
  'linkedin_slidshare',
];
const VIDEO_ID_KINDS: readonly string[] = ['youtube', 'vimeo'];
const PAGE_KINDS: readonly string[] = ['pdf', 'ppt'];
const DURATION_KINDS: readonly string[] = ['video', 'audio', 'youtube', 'vimeo', 'wowza'];
const MIN_SECONDS_KINDS: readonly string[] = ['html', 'flash', 'scorm_cloud', 'linkedin_slidshare'];

/** Which content fields a kind asks for. */
export function fieldsOfKind(kind: string) {
  return {
    url: URL_KINDS.includes(kind),
    videoId: VIDEO_ID_KINDS.includes(kind),
    pages: PAGE_KINDS.includes(kind),
    duration: DURATION_KINDS.includes(kind),
    minSeconds: MIN_SECONDS_KINDS.includes(kind),
  };
}

/**
 * The kinds the editor adds: the content kinds and the test kinds, whose rules and questions are set on the
 * assessment feature's test screen once the activity exists.
 */
export const EDITOR_ACTIVITY_KINDS = [...AUTHORED_ACTIVITY_KINDS, ...TEST_KINDS] as const;
export type EditorActivityKind = AuthoredActivityKind | TestKind;

export function isAuthoredKind(kind: string): kind is EditorActivityKind {
  return (EDITOR_ACTIVITY_KINDS as readonly string[]).includes(kind);
}

export interface ActivityFormValues {
  kind: EditorActivityKind;
  title: Record<LanguageCode, string>;
  menu: Record<LanguageCode, string>;
  url: string;
  videoId: string;
  pages: string;
  duration: string;
  minSeconds: string;
  /** A ppt's upload: what the server made of it (docs/learning.md "Presentations"); null when typed by hand. */
  presentation: PresentationFields | null;
}

/** How an uploaded presentation is shown: its converted pdf, its slides in the browser, or a download. */
export interface PresentationFields {
  pdfUrl: string | null;
  format: 'pptx' | 'ppt';
  downloadOnly: boolean;
}

/** The presentation fields of an upload's answer. */
export function presentationOf(upload: PresentationUpload): PresentationFields {
  return { pdfUrl: upload.pdf_url, format: upload.format, downloadOnly: upload.download_only };
}

/** Field names as the server's errors spell them, in the order the dialog shows them. */
export const ACTIVITY_FIELDS: readonly string[] = [
  'kind',
  ...LANGUAGE_CODES.flatMap((code) => [`title.${code}`, `menu.${code}`]),
  'content.url',
  'content.video_id',
  'content.pages',
  'duration_seconds',
  'content.min_seconds',
];

export function emptyActivityValues(): ActivityFormValues {
  return {
    kind: 'video',
    title: perLanguage(),
    menu: perLanguage(),
    url: '',
    videoId: '',
    pages: '',
    duration: '',
    minSeconds: '',
    presentation: null,
  };
}

function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export function activityValuesOf(activity: AuthoringActivity): ActivityFormValues {
  const content = activity.content;
  return {
    kind: isAuthoredKind(activity.kind) ? activity.kind : 'video',
    title: perLanguage(activity.title),
    menu: perLanguage(activity.menu ?? {}),
    url: textOf(content.url),
    videoId: textOf(content.video_id),
    pages: textOf(content.pages),
    duration: activity.duration_seconds === null ? '' : String(activity.duration_seconds),
    minSeconds: textOf(content.min_seconds),
    presentation: storedPresentation(content),
  };
}

function storedPresentation(content: Record<string, unknown>): PresentationFields | null {
  const pdfUrl = textOf(content.pdf_url) || null;
  const downloadOnly = content.download_only === true;
  if (!pdfUrl && !downloadOnly && content.format !== 'pptx') return null;
  return { pdfUrl, format: content.format === 'ppt' ? 'ppt' : 'pptx', downloadOnly };
}

/** A legacy .ppt offered for download: no pages to count (it counts as viewed). */
export function isDownloadOnly(values: ActivityFormValues): boolean {
  return values.kind === 'ppt' && Boolean(values.presentation?.downloadOnly);
}

/** SlideShare's embed address from what the author pasted: the address itself, or the whole embed code. */
export function slideshareEmbedOf(input: string): string {
  const text = input.trim();
  const src = /<iframe[^>]*\ssrc=["']([^"']+)["']/i.exec(text)?.[1] ?? text;
  return src.startsWith('//') ? `https:${src}` : src;
}

function whole(value: string, min: number, max: number): number | null {
  const text = value.trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const number = Number(text);
  return number >= min && number <= max ? number : null;
}

/** What is wrong before sending (the server checks again): the required title and the kind's content. */
export function validateActivity(
  values: ActivityFormValues,
  required: LanguageCode,
  t: AuthoringT,
): FormErrors {
  const errors: FormErrors = {};
  const fields = fieldsOfKind(values.kind);
  if (!values.title[required].trim()) errors[`title.${required}`] = { code: 'field.required' };
  if (fields.url) {
    const url = values.url.trim();
    if (!url) errors['content.url'] = { message: t('validation.urlRequired') };
    else if (values.kind === 'linkedin_slidshare') {
      if (!SLIDESHARE_EMBED.test(slideshareEmbedOf(url)))
        errors['content.url'] = { message: t('validation.slideshare') };
    } else if (!isMediaUrl(url)) errors['content.url'] = { message: t('validation.url') };
  }
  if (values.kind === 'youtube' && !/^[A-Za-z0-9_-]{11}$/.test(values.videoId.trim()))
    errors['content.video_id'] = { message: t('validation.youtube') };
  if (values.kind === 'vimeo' && !/^\d{1,12}$/.test(values.videoId.trim()))
    errors['content.video_id'] = { message: t('validation.vimeo') };
  if (fields.pages && !isDownloadOnly(values) && whole(values.pages, 1, 10000) === null)
    errors['content.pages'] = { message: t('validation.whole', { min: 1, max: 10000 }) };
  if (fields.duration && values.duration.trim() && whole(values.duration, 1, 7 * 86400) === null)
    errors.duration_seconds = { message: t('validation.whole', { min: 1, max: 7 * 86400 }) };
  if (fields.minSeconds && values.minSeconds.trim() && whole(values.minSeconds, 1, 86400) === null)
    errors['content.min_seconds'] = { message: t('validation.whole', { min: 1, max: 86400 }) };
  return errors;
}

function texts(values: Record<LanguageCode, string>) {
  return Object.fromEntries(LANGUAGE_CODES.map((code) => [code, values[code].trim()])) as Record<
    LanguageCode,
    string
  >;
}

/** The activity as the server takes it: the kind's content only. */
export function activityRequest(values: ActivityFormValues): ActivityInput {
  const menu = texts(values.menu);
  const common = {
    title: texts(values.title),
    menu: LANGUAGE_CODES.some((code) => menu[code]) ? menu : null,
    duration_seconds:
      fieldsOfKind(values.kind).duration && values.duration.trim() ? Number(values.duration) : null,
  };
  const url = values.url.trim();
  // a test's content is empty: its rules and questions are the assessment feature's
  if (isTestKind(values.kind)) return { kind: values.kind, ...common, content: {} };
  switch (values.kind) {
    case 'video':
    case 'audio':
    case 'wowza':
      return { kind: values.kind, ...common, content: { url } };
    case 'youtube':
    case 'vimeo':
      return { kind: values.kind, ...common, content: { video_id: values.videoId.trim() } };
    case 'pdf':
      return { kind: values.kind, ...common, content: { url, pages: Number(values.pages) } };
    case 'ppt': {
      const shown = values.presentation;
      if (shown?.downloadOnly)
        return { kind: values.kind, ...common, content: { url, format: 'ppt', download_only: true } };
      return {
        kind: values.kind,
        ...common,
        content: {
          url,
          pages: Number(values.pages),
          pdf_url: shown?.pdfUrl ?? undefined,
          format: shown && !shown.pdfUrl ? 'pptx' : undefined,
        },
      };
    }
    case 'linkedin_slidshare':
      return {
        kind: values.kind,
        ...common,
        content: {
          url: slideshareEmbedOf(url),
          min_seconds: values.minSeconds.trim() ? Number(values.minSeconds) : undefined,
        },
      };
    case 'scorm':
      // the package comes after, imported into the saved activity from a completed upload
      return { kind: values.kind, ...common, content: {} };
    case 'html':
      // likewise its package (docs/learning.md "HTML, Flash and HLS"); an address typed before is kept
      return {
        kind: values.kind,
        ...common,
        content: {
          url: url || undefined,
          min_seconds: values.minSeconds.trim() ? Number(values.minSeconds) : undefined,
        },
      };
    default:
      return {
        kind: values.kind,
        ...common,
        content: { url, min_seconds: values.minSeconds.trim() ? Number(values.minSeconds) : undefined },
      };
  }
}
