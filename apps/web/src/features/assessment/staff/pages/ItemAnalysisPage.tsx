import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Forbidden, isForbidden } from '../../../../app/staff/Forbidden.tsx';
import { positiveInt } from '../../../../app/staff/useListParams.ts';
import { CsvExportButton } from '../../../../ui/CsvExportButton.tsx';
import { DataTable } from '../../../../ui/DataTable.tsx';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { FormattedDate } from '../../../../ui/FormattedDate.tsx';
import { ListPagination } from '../../../../ui/ListPagination.tsx';
import { EmptyList, ListError, ListLoader } from '../../../../ui/ListState.tsx';
import { PAGE_SIZE, useItemAnalysis, useItemAnalysisCsv } from '../api.ts';
import { useStaffTranslation } from '../i18n.ts';
import { testPath } from '../paths.ts';

/**
 * Staff: a test's item analysis (docs/assessment.md "Item analysis"): each question's difficulty (share right) and
 * discrimination (point-biserial), the learners' attempts page by page, and the questions as CSV.
 */
export function ItemAnalysisPage() {
  const { t, i18n } = useStaffTranslation();
  const id = positiveInt(useParams().id ?? null) ?? 0;
  const [page, setPage] = useState(1);
  const query = useItemAnalysis(id, page);
  const csv = useItemAnalysisCsv(id);
  const title = t('analysis.heading');
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const decimal = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  if (query.isError && isForbidden(query.error))
    return (
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Forbidden error={query.error} />
      </Stack>
    );
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <ListLoader />;
  const data = query.data;
  return (
    <Stack gap="lg" maw={1100}>
      <DocumentTitle title={title} />
      <Anchor component={Link} to={testPath(id)} size="sm">
        {t('analysis.backToTest')}
      </Anchor>
      <Title order={1}>{title}</Title>
      <Text maw={720}>{t('analysis.intro')}</Text>
      <section aria-labelledby="analysis-questions">
        <Stack gap="sm">
          <Title order={2} size="h4" id="analysis-questions">
            {t('analysis.questions')}
          </Title>
          <Text size="sm">{t('analysis.sittings', { count: data.sittings })}</Text>
          {data.questions.length === 0 ? (
            <EmptyList>{t('analysis.empty')}</EmptyList>
          ) : (
            <DataTable caption={t('analysis.questionsCaption')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('analysis.columns.prompt')}</Table.Th>
                  <Table.Th scope="col">{t('analysis.columns.asked')}</Table.Th>
                  <Table.Th scope="col">{t('analysis.columns.correct')}</Table.Th>
                  <Table.Th scope="col">{t('analysis.columns.difficulty')}</Table.Th>
                  <Table.Th scope="col">{t('analysis.columns.discrimination')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.questions.map((q) => (
                  <Table.Tr key={q.question_id}>
                    <Table.Th scope="row">
                      {q.prompt}
                      <Text component="span" size="xs" c="dimmed" display="block">
                        {t(`types.${q.type}` as 'types.single')}
                      </Text>
                    </Table.Th>
                    <Table.Td>{q.asked}</Table.Td>
                    <Table.Td>{q.correct}</Table.Td>
                    <Table.Td>{q.difficulty === null ? '—' : percent.format(q.difficulty)}</Table.Td>
                    <Table.Td>{q.discrimination === null ? '—' : decimal.format(q.discrimination)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
          )}
          <Text size="sm" c="dimmed" maw={720}>
            {t('analysis.method')}
          </Text>
          <CsvExportButton
            download={csv}
            texts={{
              button: t('analysis.export.button'),
              hint: t('analysis.export.hint'),
              downloading: t('analysis.export.downloading'),
              done: (file) => t('analysis.export.done', { file }),
              failed: t('analysis.export.failed'),
            }}
            fallbackName="item-analysis.csv"
            disabled={data.questions.length === 0}
          />
        </Stack>
      </section>
      <section aria-labelledby="analysis-learners">
        <Stack gap="sm">
          <Title order={2} size="h4" id="analysis-learners">
            {t('analysis.learners')}
          </Title>
          {data.results.length === 0 ? (
            <EmptyList>{t('analysis.noLearners')}</EmptyList>
          ) : (
            <DataTable caption={t('analysis.learnersCaption', { count: data.count })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('analysis.columns.learner')}</Table.Th>
                  <Table.Th scope="col">{t('analysis.columns.attempts')}</Table.Th>
                  <Table.Th scope="col">{t('analysis.columns.best')}</Table.Th>
                  <Table.Th scope="col">{t('analysis.columns.last')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.results.map((row) => (
                  <Table.Tr key={row.user_id}>
                    <Table.Th scope="row">{row.username}</Table.Th>
                    <Table.Td>{row.attempts}</Table.Td>
                    <Table.Td>{row.best_score === null ? '—' : row.best_score}</Table.Td>
                    <Table.Td>
                      <FormattedDate value={row.last_submitted_at} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
          )}
          <ListPagination
            page={page}
            count={data.count}
            pageSize={PAGE_SIZE}
            onChange={setPage}
            disabled={query.isFetching}
            label={t('analysis.pages')}
          />
        </Stack>
      </section>
    </Stack>
  );
}
