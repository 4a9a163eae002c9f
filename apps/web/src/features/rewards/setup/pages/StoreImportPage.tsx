import type { StoreImportPreview } from '@elevar/contract';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Forbidden, isForbidden } from '../../../../app/staff/Forbidden.tsx';
import { CsvImportFields } from '../../../../ui/CsvImportFields.tsx';
import { CsvImportStatus } from '../../../../ui/CsvImportStatus.tsx';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { ImportRows } from '../../../../ui/ImportRows.tsx';
import { useCsvImport } from '../../../../ui/useCsvImport.ts';
import { useImportStores } from '../api.ts';
import { useRewardsSetupTranslation } from '../i18n.ts';

const EXAMPLE = [
  'name,registration_number,chain,country,time_zone',
  'MegaInfo Paulista,12.345.678/0001-90,MegaInfo,BR,America/Sao_Paulo',
].join('\n');

/** The preview's rows: each with its action, or its errors by column. */
function PreviewRows({ preview }: { preview: StoreImportPreview }) {
  const { t } = useRewardsSetupTranslation();
  return (
    <ImportRows
      caption={t('import.rowsCaption')}
      headers={[
        t('import.columns.line'),
        t('import.columns.name'),
        t('import.columns.registration'),
        t('import.columns.result'),
      ]}
      rows={preview.rows}
      cells={(row) => [row.name, row.registration_number]}
      valid={(row) => t(`import.actions.${row.action ?? 'create'}`)}
      problem={(error) =>
        t('import.rowError', { column: error.column, problem: t(`import.codes.${error.code}`) })
      }
    />
  );
}

/**
 * Staff: /admin/rewards-campaigns/stores-import (issue 13, operator screens): stores from a CSV file (or pasted),
 * first a preview with each row's action or errors, then the import, which the server refuses to write while any
 * row is wrong (the pattern of the question banks' import).
 */
export function StoreImportPage() {
  const { t } = useRewardsSetupTranslation();
  const run = useImportStores();
  const [done, setDone] = useState<number | null>(null);
  const csv = useCsvImport(run, setDone);
  const { preview } = csv;
  if (run.isError && isForbidden(run.error))
    return (
      <Stack gap="lg">
        <DocumentTitle title={t('import.title')} />
        <Title order={1}>{t('import.title')}</Title>
        <Forbidden error={run.error} />
      </Stack>
    );
  return (
    <Stack gap="md">
      <DocumentTitle title={t('import.title')} />
      <Anchor component={Link} to="/admin/rewards-campaigns">
        {t('editor.back')}
      </Anchor>
      <Title order={1}>{t('import.title')}</Title>
      <Text maw={720}>{t('import.intro')}</Text>
      <Text size="xs" c="gray.7" component="pre" style={{ whiteSpace: 'pre-wrap' }}>
        {EXAMPLE}
      </Text>
      <CsvImportFields
        csv={csv}
        pending={run.isPending}
        rows={5}
        labels={{
          file: t('import.file'),
          text: t('import.text'),
          check: t('import.preview'),
          confirm: (count) => t('import.confirm', { count }),
        }}
      />
      <CsvImportStatus
        error={run.isError ? run.error : null}
        done={done !== null && csv.csv === '' ? t('import.done', { count: done }) : null}
        preview={preview}
        texts={{
          headerError: (code) => t(`import.headerErrors.${code}`),
          summary: (valid, invalid) => t('import.summary', { valid, invalid }),
        }}
      />
      {preview && preview.rows.length > 0 && <PreviewRows preview={preview} />}
    </Stack>
  );
}
