import type { ActivitySummary, CourseCard } from '@elevar/contract';
import {
  type ActivityKind,
  type CourseProgressState,
  courseStatus,
  type EnrolmentState,
  type LanguageCode,
  localized,
  type StoredText,
} from '@elevar/domain';
import type { ActivityRow } from './course-queries.ts';
import type { CardRow, NamedRow } from './queries.ts';

const SUMMARY_LENGTH = 200;

/** The first ~200 characters of a text, cut at a word. */
export function summaryOf(text: string): string {
  if (text.length <= SUMMARY_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUMMARY_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Reads a course's text in the request's language, then the client's default, then any it has; a text a query
 * already read in one language (a card's title and description) is itself.
 */
export function textIn(row: { client_language: LanguageCode }, language: LanguageCode) {
  return (text: StoredText | null | undefined) => localized(text, language, '', row.client_language);
}

function named(rows: readonly NamedRow[], read: (text: Record<string, string> | null) => string) {
  return rows.map((row) => ({ id: row.id, name: read(row.names) || row.name || '' }));
}

export function progressStateOf(row: { progress_state: string | null }): CourseProgressState {
  return (row.progress_state ?? 'not_started') as CourseProgressState;
}

export function enrolmentStateOf(row: { enrolment_state: string | null }): EnrolmentState {
  return (row.enrolment_state ?? 'not_enrolled') as EnrolmentState;
}

export function toCourseCard(row: CardRow, language: LanguageCode): CourseCard {
  const read = textIn(row, language);
  return {
    id: row.id,
    kind: row.kind,
    title: read(row.title),
    summary: summaryOf(read(row.description)),
    cover_url: row.cover_url,
    workload_minutes: row.workload_minutes,
    points: row.published_points ?? 0,
    enrolment_rule: row.enrolment_rule,
    is_online: row.is_online,
    status: courseStatus(progressStateOf(row), enrolmentStateOf(row)),
    percent: row.percent ?? 0,
    favourite: row.favourite,
    tags: named(row.tags, read),
    categories: named(row.categories, read),
    published_at: (row.published_at ?? new Date(0)).toISOString(),
  };
}

export function toActivitySummary(
  row: ActivityRow,
  read: (text: Record<string, string> | null | undefined) => string,
  opens: boolean,
): ActivitySummary {
  return {
    id: row.id,
    hierarchy_order: row.hierarchy_order,
    kind: row.kind as ActivityKind,
    title: read(row.title),
    menu: row.menu ? read(row.menu) : null,
    duration_seconds: row.duration_seconds,
    completed: row.completed,
    opens,
  };
}
