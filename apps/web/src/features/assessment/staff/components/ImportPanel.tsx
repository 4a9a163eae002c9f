import { Alert, Stack, Text, Title } from '@mantine/core';
import { CsvImportFields } from '../../../../ui/CsvImportFields.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { ImportRows } from '../../../../ui/ImportRows.tsx';
import { Panel } from '../../../../ui/Panel.tsx';
import { useCsvImport } from '../../../../ui/useCsvImport.ts';
import { useImportQuestions } from '../api.ts';
import { useStaffTranslation } from '../i18n.ts';

const EXAMPLE = [
  'type,prompt,options,correct,explanation',
  'single,Qual é a cor da marca?,Azul|Verde,2,Verde é a cor da marca.',
  'true_false,O cliente vem primeiro?,,true,',
].join('\n');

/**
 * Questions from a CSV file (or pasted): first a preview with each row's errors, then the import, which the server
 * refuses to write while any row is wrong.
 */
export function ImportPanel({ bankId, onImported }: { bankId: number; onImported(count: number): void }) {
  const { t } = useStaffTranslation();
  const run = useImportQuestions(bankId);
  const csv = useCsvImport(run, onImported);
  const { preview } = csv;
  return (
    <Panel>
      <section aria-labelledby="import-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="import-heading">
            {t('import.heading')}
          </Title>
          <Text size="sm">{t('import.intro')}</Text>
          <Text size="sm">{t('translation.csvColumns')}</Text>
          <Text size="xs" c="gray.7" component="pre" style={{ whiteSpace: 'pre-wrap' }}>
            {EXAMPLE}
          </Text>
          <CsvImportFields
            csv={csv}
            pending={run.isPending}
            labels={{
              file: t('import.file'),
              text: t('import.text'),
              check: t('import.preview'),
              confirm: (count) => t('import.confirm', { count }),
            }}
          />
          {run.isError && <ErrorAlert error={run.error} />}
          <div aria-live="polite">
            {preview?.header_error && (
              <Alert color="red" variant="light">
                {t(`import.headerErrors.${preview.header_error}`)}
              </Alert>
            )}
            {preview && !preview.header_error && (
              <Alert color={preview.invalid ? 'orange' : 'teal'} variant="light">
                {t('import.summary', { valid: preview.valid, invalid: preview.invalid })}
              </Alert>
            )}
          </div>
          {preview && preview.rows.length > 0 && (
            <ImportRows
              caption={t('import.rowsCaption')}
              headers={[
                t('import.columns.line'),
                t('import.columns.type'),
                t('import.columns.prompt'),
                t('import.columns.result'),
              ]}
              rows={preview.rows}
              cells={(row) => [row.type, row.prompt]}
              valid={() => t('import.rowOk')}
              problem={(error) =>
                t('import.rowError', { column: error.column, problem: t(`import.codes.${error.code}`) })
              }
            />
          )}
        </Stack>
      </section>
    </Panel>
  );
}
