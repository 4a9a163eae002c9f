import type { LevelChange, LevelChangeDetail, PointsTable } from '@elevar/contract';
import {
  DEFAULT_LANGUAGE,
  type LanguageCode,
  LEVEL_MULTIPLIERS,
  type LevelEvidenceKind,
  type LevelThresholds,
  levelMinimum,
  POINT_STATUSES,
  type PointStatus,
  PROGRAMME_LEVELS,
  pointsByLevel,
} from '@elevar/domain';
import { toCampaign } from '../../tenancy/index.ts';
import { entryRule } from '../statement/rule.ts';
import type { EvidenceRow, LevelChangeRow, listEvidence, listPointRules } from './queries.ts';

type Totals = Awaited<ReturnType<typeof listEvidence>>['totals'];
type RuleRow = Awaited<ReturnType<typeof listPointRules>>[number];

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** A stored audit state; anything unexpected reads as credited, the state at posting. */
function pointStatus(value: string): PointStatus {
  return (POINT_STATUSES as readonly string[]).includes(value) ? (value as PointStatus) : 'credited';
}

export function toLevelChange(row: LevelChangeRow, today: string): LevelChange {
  return {
    id: row.id,
    user: { id: row.user_id, username: row.username, full_name: row.full_name, country: row.country },
    campaign: toCampaign(
      { id: row.campaign_id, name: row.campaign_name, begin_date: row.begin_date, end_date: row.end_date },
      today,
    ),
    from_level: row.from_level,
    to_level: row.to_level,
    status: row.status,
    experience: row.experience,
    current_experience: row.current_experience ?? 0,
    reviewed_by:
      row.reviewed_by === null
        ? null
        : {
            id: row.reviewed_by,
            username: row.reviewer_username ?? '',
            full_name: row.reviewer_full_name ?? '',
          },
    reviewed_at: iso(row.reviewed_at),
    review_note: row.review_note,
    created_at: row.created_at.toISOString(),
  };
}

export function toEvidence(
  rows: EvidenceRow[],
  totals: Totals,
): Pick<LevelChangeDetail, 'totals'> & { entries: LevelChangeDetail['evidence']['results'] } {
  return {
    entries: rows.map((row) => ({
      id: row.id,
      kind: row.kind as LevelEvidenceKind,
      amount: row.amount,
      experience: row.experience,
      multiplier: Number(row.multiplier),
      status: pointStatus(row.status),
      source_type: row.source_type,
      source_id: row.source_id,
      reason: row.reason,
      rule: entryRule(row),
      item: null,
      created_at: row.created_at.toISOString(),
    })),
    totals: totals.map((t) => ({
      kind: t.kind as LevelEvidenceKind,
      status: pointStatus(t.status),
      entries: Number(t.entries),
      experience: Number(t.experience ?? 0),
    })),
  };
}

/** The levels of the programme explanation, with this campaign's thresholds. */
export function toLevelInfos(thresholds: LevelThresholds): PointsTable['levels'] {
  return PROGRAMME_LEVELS.map((level) => ({
    id: level.id,
    rank: level.rank,
    name: level.name,
    alias: level.alias,
    event_name: level.eventName,
    multiplier: LEVEL_MULTIPLIERS[level.id],
    min_experience: levelMinimum(level.id, thresholds),
  }));
}

/** A points-table line; the description in the request's language, else the default language, else any. */
export function toPointRuleLine(row: RuleRow, language: LanguageCode): PointsTable['rules'][number] {
  const descriptions = row.descriptions ?? {};
  const description =
    descriptions[language] ?? descriptions[DEFAULT_LANGUAGE.code] ?? Object.values(descriptions)[0] ?? null;
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    description,
    label_key: row.label_key,
    base_points: row.base_points,
    points: pointsByLevel(row.base_points),
  };
}
