import { Button, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
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
    <Stack gap="xs" align="flex-start">
      <Button
        variant="default"
        onClick={() => csv.mutate(filters)}
        loading={csv.isPending}
        disabled={disabled}
        aria-describedby={csv.isPending ? undefined : 'points-csv-hint'}
      >
        {t('export.button')}
      </Button>
      <Text id="points-csv-hint" size="xs" c="dimmed">
        {t('export.hint')}
      </Text>
      <div role="status" aria-live="polite">
        {csv.isPending ? (
          <Text size="sm">{t('export.downloading')}</Text>
        ) : csv.isSuccess ? (
          <Text size="sm">{t('export.done', { file: csv.data.filename ?? 'statement.csv' })}</Text>
        ) : null}
      </div>
      {csv.isError && <ErrorAlert error={csv.error} title={t('export.failed')} />}
    </Stack>
  );
}
