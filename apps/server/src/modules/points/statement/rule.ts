import type { EntryRule } from '@elevar/contract';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@elevar/domain';

/**
 * The points-table rule of an entry as the statement and the level-change evidence show it: the queries join
 * `point_rules` (left join on `point_entries.rule_id`, no query per entry) and select these three columns.
 */
export interface RuleColumns {
  rule_code: string | null;
  rule_descriptions: Record<string, string> | null;
  rule_label_key: string | null;
}

/**
 * The rule's description in `language`, else in the default language, else in any, else its label key (the table
 * requires descriptions or a label key), else its code. Null for an entry posted without a rule.
 */
export function entryRule(row: RuleColumns, language: LanguageCode): EntryRule | null {
  if (row.rule_code === null) return null;
  const descriptions = row.rule_descriptions ?? {};
  const description =
    descriptions[language] ||
    descriptions[DEFAULT_LANGUAGE.code] ||
    Object.values(descriptions).find((text) => text.length > 0) ||
    row.rule_label_key ||
    row.rule_code;
  return { code: row.rule_code, description };
}
