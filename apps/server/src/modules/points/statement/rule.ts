import type { EntryRule } from '@elevar/contract';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@elevar/domain';
import { sql } from 'kysely';

/** A language code as an SQL literal: one of the fixed codes, so quoting it is enough. */
export function languageLiteral(language: LanguageCode): string {
  if (!/^[a-z]{2}-[A-Z]{2}$/.test(language)) throw new Error(`not a language code: ${language}`);
  return `'${language}'`;
}

/**
 * The points-table rule's description as the statement and the level-change evidence show an entry's rule (their
 * queries left join `point_rules` as `rules`, never a query per entry), in SQL over a text `language` (a
 * placeholder or `languageLiteral`): in that language, else the default language's, else any written one
 * (`localized_text`, migration 2110), else the rule's label key, else its code. Null for an entry posted without
 * a rule (every column of `rules` is null then). A page so carries one language instead of every one.
 */
export function ruleDescriptionSql(language: string, rules = 'r'): string {
  return `coalesce(nullif(localized_text(${rules}.descriptions, ${language}, '${DEFAULT_LANGUAGE.code}'), ''), ${rules}.label_key, ${rules}.code)`;
}

/** `ruleDescriptionSql` for a query builder's select list, in a request's language. */
export const ruleDescription = (language: LanguageCode, rules = 'r') =>
  sql<string | null>`${sql.raw(ruleDescriptionSql(languageLiteral(language), rules))}`;

/** An entry's rule as the API shows it, from the selected code and description. */
export function entryRule(row: {
  rule_code: string | null;
  rule_description: string | null;
}): EntryRule | null {
  return row.rule_code === null
    ? null
    : { code: row.rule_code, description: row.rule_description ?? row.rule_code };
}
