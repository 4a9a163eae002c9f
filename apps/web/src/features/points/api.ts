import { endpoints } from '@elevar/contract';
import type { PointKind, PointStatus } from '@elevar/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useHttp } from '../../api/HttpContext.tsx';
import { saveFile } from '../../api/saveFile.ts';
import { localDayEnd, localDayStart } from './params.ts';

export const STATEMENT_PAGE_SIZE = 20;
export const RANKING_PAGE_SIZE = 20;

/** The statement's filters as the screen holds them (and the URL keeps them). */
export interface StatementFilters {
  campaignId: number | null;
  kind: PointKind | null;
  status: PointStatus | null;
  /** yyyy-mm-dd, inclusive. */
  from: string | null;
  to: string | null;
}

export interface RankingFilters {
  campaignId: number | null;
  countryId: number | null;
  branchId: number | null;
}

export const pointsKeys = {
  all: ['points'] as const,
  balance: (campaignId: number | null) => [...pointsKeys.all, 'balance', campaignId] as const,
  level: (campaignId: number | null) => [...pointsKeys.all, 'level', campaignId] as const,
  statement: (filters: StatementFilters, page: number) =>
    [...pointsKeys.all, 'statement', filters, page] as const,
  badges: () => [...pointsKeys.all, 'badges'] as const,
  ranking: (filters: RankingFilters, page: number, pageSize: number) =>
    [...pointsKeys.all, 'ranking', filters, page, pageSize] as const,
  table: (campaignId: number | null) => [...pointsKeys.all, 'table', campaignId] as const,
};

/**
 * The statement's query string: the same for the page and for the CSV export. The date range is of days in the
 * user's zone, where the dates on screen are shown (SPEC §9).
 */
export function statementQuery(filters: StatementFilters) {
  return {
    campaign_id: filters.campaignId ?? undefined,
    kind: filters.kind ?? undefined,
    status: filters.status ?? undefined,
    from: filters.from === null ? undefined : localDayStart(filters.from),
    to: filters.to === null ? undefined : localDayEnd(filters.to),
  };
}

/** GET /api/v1/points/balance: available and experience points (the session's reward campaign by default). */
export function usePointsBalance(campaignId: number | null = null) {
  const http = useHttp();
  return useQuery({
    queryKey: pointsKeys.balance(campaignId),
    queryFn: ({ signal }) =>
      http.call(endpoints.pointsBalance, {
        signal,
        query: { campaign_id: campaignId ?? undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/levels/me for a campaign: level, multiplier, experience and the next threshold. */
export function useMyLevel(campaignId: number | null, enabled = true) {
  const http = useHttp();
  return useQuery({
    queryKey: pointsKeys.level(campaignId),
    queryFn: ({ signal }) =>
      http.call(endpoints.myLevel, {
        signal,
        query: { campaign_id: campaignId ?? undefined },
      }),
    enabled,
  });
}

/** GET /api/v1/points/statement: one page of entries, newest first. Not sent while the date range is inverted. */
export function useStatement(filters: StatementFilters, page: number, enabled = true) {
  const http = useHttp();
  return useQuery({
    queryKey: pointsKeys.statement(filters, page),
    queryFn: ({ signal }) =>
      http.call(endpoints.pointsStatement, {
        signal,
        query: { ...statementQuery(filters), page, page_size: STATEMENT_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

/**
 * GET /api/v1/points/statement.csv with the statement's filters, through the authenticated client (the bearer
 * token never goes into a URL), then saved by the browser under the server's file name.
 */
export function useStatementCsv() {
  const http = useHttp();
  return useMutation({
    mutationFn: async (filters: StatementFilters) => {
      const file = await http.download(endpoints.pointsStatementCsv, { query: statementQuery(filters) });
      saveFile(file, 'statement.csv');
      return file;
    },
  });
}

/** GET /api/v1/badges: the client's badges, each with when the user earned it (null: locked). */
export function useBadges() {
  const http = useHttp();
  return useQuery({
    queryKey: pointsKeys.badges(),
    queryFn: ({ signal }) => http.call(endpoints.badges, { signal }),
  });
}

/** GET /api/v1/rankings: a page of positions and the user's own (`me`), by campaign, country and store. */
export function useRanking(
  filters: RankingFilters,
  page: number,
  pageSize = RANKING_PAGE_SIZE,
  enabled = true,
) {
  const http = useHttp();
  return useQuery({
    queryKey: pointsKeys.ranking(filters, page, pageSize),
    queryFn: ({ signal }) =>
      http.call(endpoints.rankings, {
        signal,
        query: {
          campaign_id: filters.campaignId ?? undefined,
          country_id: filters.countryId ?? undefined,
          branch_id: filters.branchId ?? undefined,
          page,
          page_size: pageSize,
        },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/v1/points-table: the campaign's levels (thresholds, multipliers) and what each action earns per level. */
export function usePointsTable(campaignId: number | null) {
  const http = useHttp();
  return useQuery({
    queryKey: pointsKeys.table(campaignId),
    queryFn: ({ signal }) =>
      http.call(endpoints.pointsTable, {
        signal,
        query: { campaign_id: campaignId ?? undefined },
      }),
    placeholderData: keepPreviousData,
  });
}
