import { endpoints, type LevelChange, type LevelChangeDetail } from '@elevar/contract';
import type { LevelChangeStatus } from '@elevar/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../api/HttpContext.tsx';
import { useAppState } from '../../../storage/StoreContext.tsx';

export type { LevelChange, LevelChangeDetail };
export type LevelEvidence = LevelChangeDetail['evidence']['results'][number];
export type LevelEvidenceTotal = LevelChangeDetail['totals'][number];

export const PAGE_SIZE = 20;
export const EVIDENCE_PAGE_SIZE = 20;

export interface LevelChangesQuery {
  status: LevelChangeStatus;
  campaignId: number | null;
  page: number;
}

export type LevelDecision = 'approve' | 'reject';

/** Level changes belong to the selected client: its id is part of every key. */
export const levelChangeKeys = {
  all: ['levelChanges'] as const,
  client: (clientId: number | null) => [...levelChangeKeys.all, clientId] as const,
  list: (clientId: number | null, query: LevelChangesQuery) =>
    [...levelChangeKeys.client(clientId), 'list', query] as const,
  detail: (clientId: number | null, id: number, page: number) =>
    [...levelChangeKeys.client(clientId), 'detail', id, page] as const,
};

function useClientId(): number | null {
  return useAppState((state) => state.common.session?.id_user_client_selected ?? null);
}

/** GET /api/v1/admin/level-changes: the selected client's changes by status (pending first), by campaign. */
export function useLevelChanges(query: LevelChangesQuery) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: levelChangeKeys.list(clientId, query),
    queryFn: ({ signal }) =>
      http.call(endpoints.levelChanges, {
        signal,
        query: {
          status: query.status,
          campaign_id: query.campaignId ?? undefined,
          page: query.page,
          page_size: PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/v1/admin/level-changes/:id: the change with a page of the user's evidence and the campaign totals. */
export function useLevelChange(id: number, page: number) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: levelChangeKeys.detail(clientId, id, page),
    queryFn: ({ signal }) =>
      http.call(endpoints.levelChange, {
        signal,
        params: { id },
        query: { page, page_size: EVIDENCE_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * POST …/level-changes/:id/approve or …/reject, with the optional note for the user; an approval over evidence
 * still under audit carries the administrator's acknowledgement. Lists and details are refetched whatever the
 * answer (409: someone else decided it meanwhile, or entries went under audit since; the server's message says so).
 */
export function useDecideLevelChange() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const clientId = useClientId();
  return useMutation({
    mutationFn: ({
      change,
      decision,
      note,
      acknowledgeUnderAudit = false,
    }: {
      change: LevelChange;
      decision: LevelDecision;
      note: string;
      acknowledgeUnderAudit?: boolean;
    }) =>
      http.call(decision === 'approve' ? endpoints.approveLevelChange : endpoints.rejectLevelChange, {
        params: { id: change.id },
        body: {
          ...(note ? { note } : {}),
          ...(acknowledgeUnderAudit ? { acknowledge_under_audit: true } : {}),
        },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: levelChangeKeys.client(clientId) }),
  });
}
