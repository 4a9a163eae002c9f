import type { AdminLevelThresholds, AdminPointRule, AdminPointsCampaign } from '@elevar/contract';
import { LANGUAGE_CODES, type LevelThresholds } from '@elevar/domain';
import type { CampaignRow, RuleRow } from './queries.ts';

export function toAdminCampaign(row: CampaignRow): AdminPointsCampaign {
  return {
    id: row.id,
    name: row.name,
    begin_date: row.begin_date,
    end_date: row.end_date,
    is_reward_campaign: row.is_reward_campaign,
    has_begun: Boolean(row.has_begun),
    has_ended: Boolean(row.has_ended),
    rule_count: Number(row.rule_count),
  };
}

/** The stored descriptions of the four languages (anything else in the column is not shown). */
function descriptionsOf(stored: Record<string, string> | null): AdminPointRule['descriptions'] {
  const descriptions: AdminPointRule['descriptions'] = {};
  for (const code of LANGUAGE_CODES) {
    const text = stored?.[code];
    if (typeof text === 'string' && text !== '') descriptions[code] = text;
  }
  return descriptions;
}

export function toAdminRule(row: RuleRow): AdminPointRule {
  return {
    id: row.id,
    campaign_id: row.campaign_id,
    code: row.code,
    kind: row.kind as AdminPointRule['kind'],
    base_points: row.base_points,
    descriptions: descriptionsOf(row.descriptions),
    label_key: row.label_key,
    position: row.position,
  };
}

export function toAdminThresholds(thresholds: LevelThresholds): AdminLevelThresholds {
  return { junior: 0, intermediate: thresholds.intermediate ?? null, highest: thresholds.highest ?? null };
}

/** Descriptions to store: the languages given, trimmed, without empty ones. */
export function storedDescriptions(descriptions: Record<string, string | undefined>): Record<string, string> {
  const stored: Record<string, string> = {};
  for (const code of LANGUAGE_CODES) {
    const text = descriptions[code]?.trim();
    if (text) stored[code] = text;
  }
  return stored;
}
