import { Text } from '@mantine/core';
import { StaffListPage } from '../../../app/staff/StaffListPage.tsx';
import { useListParams } from '../../../app/staff/useListParams.ts';
import { PAGE_SIZE, useAuditEvents } from '../api.ts';
import { AuditFilters } from '../components/AuditFilters.tsx';
import { AuditTable } from '../components/AuditTable.tsx';
import { ExportAuditButton } from '../components/ExportAuditButton.tsx';
import { useAuditTranslation } from '../i18n.ts';
import { auditFiltersOf, type AuditFilters as Filters, isInvertedRange } from '../params.ts';

/** The URL parameter of each filter. */
const PARAM: Record<keyof Filters, string> = {
  action: 'action',
  entity: 'entity',
  actorId: 'actor',
  from: 'from',
  to: 'to',
};

/**
 * Staff: the selected client's audit trail (docs/audit.md), newest first, filtered by action, item type, the acting
 * user and a date range, and paged, all kept in the URL; the same filters export as CSV. Programme administrators
 * and superusers find it in the menu; anyone else gets the server's 403 as the forbidden message.
 */
export function AuditPage() {
  const { t } = useAuditTranslation();
  const { params, update, page, goToPage } = useListParams();
  const filters = auditFiltersOf(params);
  const inverted = isInvertedRange(filters);
  const list = useAuditEvents(filters, page, !inverted);
  const change = (changes: Partial<Filters>) =>
    update({
      ...Object.fromEntries(
        Object.entries(changes).map(([key, value]) => [
          PARAM[key as keyof Filters],
          value === null ? null : String(value),
        ]),
      ),
      page: null,
    });

  return (
    <StaffListPage
      title={t('title')}
      actions={<ExportAuditButton filters={filters} disabled={inverted} />}
      intro={<Text maw={720}>{t('intro')}</Text>}
      filters={
        <AuditFilters
          filters={filters}
          onChange={change}
          onClear={() =>
            update({ action: null, entity: null, actor: null, from: null, to: null, page: null })
          }
        />
      }
      query={list}
      empty={<Text>{t('empty')}</Text>}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={goToPage}
    >
      {(data) => (
        <AuditTable
          events={data.results}
          caption={t('count', { count: data.count })}
          onActor={(actorId) => change({ actorId })}
        />
      )}
    </StaffListPage>
  );
}
