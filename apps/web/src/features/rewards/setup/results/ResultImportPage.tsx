import type { ResultImportPreview } from '@elevar/contract';
import { Alert, Anchor, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Forbidden, isForbidden } from '../../../../app/staff/Forbidden.tsx';
import { CsvImportFields } from '../../../../ui/CsvImportFields.tsx';
import { CsvImportStatus } from '../../../../ui/CsvImportStatus.tsx';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { ImportRows } from '../../../../ui/ImportRows.tsx';
import { useCsvImport } from '../../../../ui/useCsvImport.ts';
import { useRewardsSetupTranslation } from '../i18n.ts';
import { useImportResults, useResultOptions } from './api.ts';

const EXAMPLE = [
  'participant,kind,date,rule,description',
  'mateo.mx,mystery_shopper,2026-11-12,mystery_shopper.visit,Visita de cliente oculto: nota 9/10',
  '10765432,event,2026-11-14,,Lançamento Core Ultra em Polanco',
].join('\n');

/** The preview's rows: each with what confirming does (post, or skip: already posted), or its errors by column. */
function PreviewRows({ preview }: { preview: ResultImportPreview }) {
  const { t } = useRewardsSetupTranslation();
  return (
    <ImportRows
      caption={t('import.rowsCaption')}
      headers={[
        t('import.columns.line'),
        t('results.columns.participant'),
        t('results.columns.kind'),
        t('results.columns.date'),
        t('results.columns.points'),
        t('import.columns.result'),
      ]}
      rows={preview.rows}
      cells={(row) => [row.participant, row.kind, row.date, row.points ?? '—']}
      valid={(row) => t(`results.importActions.${row.action ?? 'post'}`)}
      problem={(error) =>
        t('import.rowError', { column: error.column, problem: t(`results.importCodes.${error.code}`) })
      }
    />
  );
}

/**
 * Staff: /admin/rewards-results/import (issue 13): a campaign's mystery-shopper results and event participations
 * from a CSV file (or pasted): first the preview with each row's action or errors, then the import, which posts only
 * when every row is right and skips the rows already posted, so a file sent twice posts each result once.
 */
export function ResultImportPage() {
  const { t } = useRewardsSetupTranslation();
  const options = useResultOptions();
  const [chosen, setChosen] = useState<number | null>(null);
  const campaignId = chosen ?? options.data?.campaigns[0]?.id ?? null;
  const run = useImportResults(campaignId);
  const [done, setDone] = useState<number | null>(null);
  const csv = useCsvImport(run, setDone);
  const { preview } = csv;
  const forbidden =
    (run.isError && isForbidden(run.error) && run.error) ||
    (options.isError && isForbidden(options.error) && options.error);
  return (
    <Stack gap="md">
      <DocumentTitle title={t('results.importTitle')} />
      <Anchor component={Link} to="/admin/rewards-results">
        {t('results.back')}
      </Anchor>
      <Title order={1}>{t('results.importTitle')}</Title>
      {forbidden ? (
        <Forbidden error={forbidden} />
      ) : options.isError ? (
        <ErrorAlert error={options.error} />
      ) : options.data?.campaigns.length === 0 ? (
        <Alert color="blue" variant="light">
          {t('results.noCampaign')}
        </Alert>
      ) : (
        <>
          <Text maw={720}>{t('results.importIntro')}</Text>
          <Text size="xs" c="gray.7" component="pre" style={{ whiteSpace: 'pre-wrap' }}>
            {EXAMPLE}
          </Text>
          <NativeSelect
            label={t('results.campaign')}
            maw={360}
            value={campaignId === null ? '' : String(campaignId)}
            onChange={(event) => {
              setChosen(Number(event.currentTarget.value));
              csv.setCsv(csv.csv);
            }}
            data={(options.data?.campaigns ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          />
          <CsvImportFields
            csv={csv}
            pending={run.isPending}
            rows={5}
            labels={{
              file: t('import.file'),
              text: t('import.text'),
              check: t('import.preview'),
              confirm: (count) => t('results.importConfirm', { count }),
            }}
          />
          <CsvImportStatus
            error={run.isError ? run.error : null}
            done={done !== null && csv.csv === '' ? t('results.importDone', { count: done }) : null}
            preview={preview}
            texts={{
              headerError: (code) => t(`results.importHeaderErrors.${code}`),
              summary: (valid, invalid) => t('import.summary', { valid, invalid }),
            }}
          />
          {preview && preview.rows.length > 0 && <PreviewRows preview={preview} />}
        </>
      )}
    </Stack>
  );
}
