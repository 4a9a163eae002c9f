import type { AuthoredText } from '@elevar/contract';
import { LANGUAGE_CODES, type LanguageCode, TEST_KINDS } from '@elevar/domain';
import type { AuthoringT } from './i18n.ts';

/** An authored text to show: the interface language's, else the client's default, else any written. */
export function authoredText(
  text: AuthoredText | null | undefined,
  language: string,
  fallback: string,
): string {
  if (!text) return '';
  return (
    text[language as LanguageCode] ??
    text[fallback as LanguageCode] ??
    LANGUAGE_CODES.map((code) => text[code]).find((value) => value !== undefined && value !== '') ??
    ''
  );
}

const KNOWN_ACTIVITY_KINDS = [
  'pdf',
  'video',
  'audio',
  'youtube',
  'vimeo',
  'wowza',
  'scorm_cloud',
  'html',
  'flash',
  'ppt',
  'linkedin_slidshare',
  'scorm',
  ...TEST_KINDS,
] as const;

/** An activity kind's name (a kind authored elsewhere, such as a later issue's, reads as "other"). */
export function activityKindLabel(t: AuthoringT, kind: string): string {
  const known = KNOWN_ACTIVITY_KINDS.find((value) => value === kind);
  return t(`activityKinds.${known ?? 'other'}`);
}

/** A small glyph per family of kinds, beside the kind's name (decorative). */
export function activityKindGlyph(kind: string): string {
  switch (kind) {
    case 'video':
    case 'youtube':
    case 'vimeo':
    case 'wowza':
      return '▶';
    case 'audio':
      return '♪';
    case 'pdf':
    case 'ppt':
    case 'linkedin_slidshare':
      return '▤';
    default:
      return '◆';
  }
}
