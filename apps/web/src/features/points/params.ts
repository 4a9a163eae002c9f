import { POINT_KINDS, POINT_STATUSES, type PointKind, type PointStatus } from '@elevar/domain';
import { positiveInt } from '../../app/staff/useListParams.ts';
import type { RankingFilters, StatementFilters } from './api.ts';

/**
 * The points screens keep their filters and page in the URL (a reload or a shared link shows the same list).
 * These read them back, dropping anything malformed instead of sending it to the server.
 */

export { positiveInt };

export function pageParam(value: string | null): number {
  return positiveInt(value) ?? 1;
}

/** A calendar day, yyyy-mm-dd, that exists. */
export function dayParam(value: string | null): string | null {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

export function kindParam(value: string | null): PointKind | null {
  return POINT_KINDS.find((kind) => kind === value) ?? null;
}

export function statusParam(value: string | null): PointStatus | null {
  return POINT_STATUSES.find((status) => status === value) ?? null;
}

export function statementFiltersOf(params: URLSearchParams): StatementFilters {
  return {
    campaignId: positiveInt(params.get('campaign')),
    kind: kindParam(params.get('kind')),
    status: statusParam(params.get('status')),
    from: dayParam(params.get('from')),
    to: dayParam(params.get('to')),
  };
}

/** An inverted range (from after to) is not sent: the screen says what is wrong instead. */
export function isInvertedRange(filters: Pick<StatementFilters, 'from' | 'to'>): boolean {
  return filters.from !== null && filters.to !== null && filters.from > filters.to;
}

export function rankingFiltersOf(params: URLSearchParams): RankingFilters {
  return {
    campaignId: positiveInt(params.get('campaign')),
    countryId: positiveInt(params.get('country')),
    branchId: positiveInt(params.get('branch')),
  };
}

export function hasStatementFilter(filters: StatementFilters): boolean {
  return Object.values(filters).some((value) => value !== null);
}

/** The first instant of a calendar day in the user's zone, as the API's ISO date-time (SPEC §9: the user's zone). */
export function localDayStart(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 0, 0, 0, 0).toISOString();
}

/** The last instant of a calendar day in the user's zone (the API's `to` includes it). */
export function localDayEnd(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 23, 59, 59, 999).toISOString();
}
