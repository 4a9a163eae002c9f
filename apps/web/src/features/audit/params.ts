import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '@elevar/contract';
import { positiveInt } from '../../app/staff/useListParams.ts';
import { dayParam } from '../../ui/days.ts';

/** The audit screen's filters, kept in the URL; anything malformed there is dropped, never sent. */
export interface AuditFilters {
  action: AuditAction | null;
  entity: AuditEntity | null;
  actorId: number | null;
  from: string | null;
  to: string | null;
}

export function auditFiltersOf(params: URLSearchParams): AuditFilters {
  return {
    action: AUDIT_ACTIONS.find((action) => action === params.get('action')) ?? null,
    entity: AUDIT_ENTITIES.find((entity) => entity === params.get('entity')) ?? null,
    actorId: positiveInt(params.get('actor')),
    from: dayParam(params.get('from')),
    to: dayParam(params.get('to')),
  };
}

/** An inverted range (from after to) is not sent: the screen says what is wrong instead. */
export function isInvertedRange(filters: Pick<AuditFilters, 'from' | 'to'>): boolean {
  return filters.from !== null && filters.to !== null && filters.from > filters.to;
}
