import { type AuditEvent, endpoints } from '@elevar/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useHttp } from '../../api/HttpContext.tsx';
import { saveFile } from '../../api/saveFile.ts';
import { useAppState } from '../../storage/StoreContext.tsx';
import { localDayEnd, localDayStart } from '../../ui/days.ts';
import type { AuditFilters } from './params.ts';

export type { AuditEvent };

export const PAGE_SIZE = 20;

/** The filters as the API takes them: the days of the user's zone as instants (SPEC §9). */
function auditQuery(filters: AuditFilters) {
  return {
    action: filters.action ?? undefined,
    entity_type: filters.entity ?? undefined,
    actor_id: filters.actorId ?? undefined,
    from: filters.from === null ? undefined : localDayStart(filters.from),
    to: filters.to === null ? undefined : localDayEnd(filters.to),
  };
}

/** GET /api/v1/admin/audit: the selected client's staff actions, newest first (its id is part of the key). */
export function useAuditEvents(filters: AuditFilters, page: number, enabled = true) {
  const http = useHttp();
  const clientId = useAppState((state) => state.common.session?.id_user_client_selected ?? null);
  return useQuery({
    queryKey: ['audit', clientId, filters, page] as const,
    queryFn: ({ signal }) =>
      http.call(endpoints.adminAudit, {
        signal,
        query: { ...auditQuery(filters), page, page_size: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

/** GET /api/v1/admin/audit.csv: every event with the filters on screen, saved as the server names the file. */
export function useAuditCsv() {
  const http = useHttp();
  return useMutation({
    mutationFn: async (filters: AuditFilters) => {
      const file = await http.download(endpoints.adminAuditCsv, { query: auditQuery(filters) });
      saveFile(file, 'audit.csv');
      return file;
    },
  });
}
