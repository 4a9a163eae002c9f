import { CsvExportButton } from '../../../ui/CsvExportButton.tsx';
import { type StatementFilters, useStatementCsv } from '../api.ts';
import { usePointsTranslation } from '../i18n.ts';

export interface ExportCsvButtonProps {
  filters: StatementFilters;
  disabled?: boolean;
}

/**
 * "Export CSV": downloads the statement with the filters on screen. While the file comes the button is busy
 * (and says so to screen readers); a failure shows the server's message in the user's language.
 */
export function ExportCsvButton({ filters, disabled }: ExportCsvButtonProps) {
  const { t } = usePointsTranslation();
  const csv = useStatementCsv();
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
      fallbackName="statement.csv"
      disabled={disabled}
    />
  );
}
