import { isProgrammeLevel } from '@elevar/domain';
import type { LevelChangesT } from '../i18n.ts';

/** A programme level's name in the interface language (an unknown id shows as it is). */
export function levelLabel(t: LevelChangesT, level: string): string {
  return isProgrammeLevel(level) ? t(`levels.${level}`) : level;
}

const KNOWN_SOURCES = ['sale', 'photo_upload', 'activity'] as const;

/** Where an evidence entry came from, e.g. "Venda demo-123": the invoice itself lives with its module. */
export function sourceLabel(t: LevelChangesT, type: string | null, id: string | null): string {
  if (!type && !id) return t('sources.none');
  const known = KNOWN_SOURCES.find((source) => source === type);
  if (known) return t(`sources.${known}`, { id: id ?? '' }).trim();
  return t('sources.other', { type: type ?? '', id: id ?? '' }).trim();
}

export function formatNumber(language: string, value: number): string {
  return new Intl.NumberFormat(language).format(value);
}
