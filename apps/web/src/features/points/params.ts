import { POINT_KINDS, POINT_STATUSES, type PointKind, type PointStatus } from '@elevar/domain';
import { positiveInt } from '../../app/staff/useListParams.ts';
import { dayParam } from '../../ui/days.ts';
import type { RankingFilters, StatementFilters } from './api.ts';

/**
 * The points screens keep their filters and page in the URL (a reload or a shared link shows the same list).
 * These read them back, dropping anything malformed instead of sending it to the server.
 */

export { dayParam, localDayEnd, localDayStart } from '../../ui/days.ts';
export { positiveInt };

export function pageParam(value: string | null): number {
  return positiveInt(value) ?? 1;
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
