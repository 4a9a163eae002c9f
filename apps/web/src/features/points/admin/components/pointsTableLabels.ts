import {
  applyMultiplier,
  DEFAULT_LANGUAGE,
  formatDate,
  languageByCode,
  levelMultiplier,
  type ProgrammeLevelId,
} from '@elevar/domain';
import type { LevelChangesT } from '../i18n.ts';
import type { AdminPointRule, AdminPointsCampaign } from '../rulesApi.ts';

/** A rule's description in the interface language, else the default language's, else its label key or code. */
export function ruleDescription(rule: AdminPointRule, language: string): string {
  const code = languageByCode(language)?.code ?? DEFAULT_LANGUAGE.code;
  return rule.descriptions[code] ?? rule.descriptions[DEFAULT_LANGUAGE.code] ?? rule.label_key ?? rule.code;
}

/** What a rule credits at a level: the ledger's own multiplier and rounding. */
export function pointsAtLevel(basePoints: number, level: ProgrammeLevelId): number {
  return applyMultiplier(basePoints, levelMultiplier(level));
}

/** A campaign's calendar day (yyyy-mm-dd) in the SPEC §9 order of the language, never shifted by a zone. */
export function campaignDay(value: string, language: string): string {
  return formatDate(value, languageByCode(language)?.id ?? 1, 'UTC');
}

export type CampaignStage = 'running' | 'upcoming' | 'ended';

export function campaignStage(campaign: AdminPointsCampaign): CampaignStage {
  if (campaign.has_ended) return 'ended';
  return campaign.has_begun ? 'running' : 'upcoming';
}

/** A whole number typed in a field ('' and anything else: null). */
export function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The kinds a rule can earn with (the domain's earning kinds), each with its text. */
const RULE_KINDS = ['training', 'webinar', 'game', 'event', 'sale', 'photo', 'mystery_shopper'] as const;

/** An earning kind in the interface language (an unknown one shows as it is). */
export function kindLabel(t: LevelChangesT, kind: string): string {
  const known = RULE_KINDS.find((k) => k === kind);
  return known ? t(`pointsTable.kinds.${known}`) : kind;
}
