import { CsvExportButton } from '../../../ui/CsvExportButton.tsx';
import { useAuditCsv } from '../api.ts';
import { useAuditTranslation } from '../i18n.ts';
import type { AuditFilters } from '../params.ts';

/** "Export CSV": downloads every event with the filters on screen; busy while the file comes, then says so. */
export function ExportAuditButton({ filters, disabled }: { filters: AuditFilters; disabled?: boolean }) {
  const { t } = useAuditTranslation();
  const csv = useAuditCsv();
  return (
    <CsvExportButton
      download={{ ...csv, mutate: () => csv.mutate(filters) }}
      texts={{
        button: t('export.button'),
        hint: t('export.hint'),
        downloading: t('export.downloading'),
        done: (file) => t('export.done', { file }),
        failed: t('export.failed'),
      }}
      fallbackName="audit.csv"
      disabled={disabled}
    />
  );
}
