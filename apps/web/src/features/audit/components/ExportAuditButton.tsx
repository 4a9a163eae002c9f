import { Button, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useAuditCsv } from '../api.ts';
import { useAuditTranslation } from '../i18n.ts';
import type { AuditFilters } from '../params.ts';

/** "Export CSV": downloads every event with the filters on screen; busy while the file comes, then says so. */
export function ExportAuditButton({ filters, disabled }: { filters: AuditFilters; disabled?: boolean }) {
  const { t } = useAuditTranslation();
  const csv = useAuditCsv();
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="default"
        onClick={() => csv.mutate(filters)}
        loading={csv.isPending}
        disabled={disabled}
        aria-describedby={csv.isPending ? undefined : 'audit-csv-hint'}
      >
        {t('export.button')}
      </Button>
      <Text id="audit-csv-hint" size="xs" c="dimmed">
        {t('export.hint')}
      </Text>
      <div role="status" aria-live="polite">
        {csv.isPending ? (
          <Text size="sm">{t('export.downloading')}</Text>
        ) : csv.isSuccess ? (
          <Text size="sm">{t('export.done', { file: csv.data.filename ?? 'audit.csv' })}</Text>
        ) : null}
      </div>
      {csv.isError && <ErrorAlert error={csv.error} title={t('export.failed')} />}
    </Stack>
  );
}
