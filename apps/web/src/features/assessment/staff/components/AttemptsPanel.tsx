import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../../../ui/DataTable.tsx';
import { FormattedDate } from '../../../../ui/FormattedDate.tsx';
import { ListPagination } from '../../../../ui/ListPagination.tsx';
import { EmptyList, ListError, ListLoader } from '../../../../ui/ListState.tsx';
import { Panel } from '../../../../ui/Panel.tsx';
import { type AttemptFilters, PAGE_SIZE, useTestAttempts } from '../api.ts';
import { useStaffTranslation } from '../i18n.ts';
import { InterventionDialog } from './InterventionDialog.tsx';

type Result = '' | 'passed' | 'failed' | 'open';

/** Every attempt of the test: who, when, the score and whether it passed; by result and learner, page by page. */
export function AttemptsPanel({ activityId }: { activityId: number }) {
  const { t } = useStaffTranslation();
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Result>('');
  const [search, setSearch] = useState('');
  const query: AttemptFilters = {
    page,
    page_size: PAGE_SIZE,
    ...(result === 'open' && { status: 'open' as const }),
    ...(result === 'passed' && { passed: 'true' as const }),
    ...(result === 'failed' && { passed: 'false' as const }),
    ...(search.trim() && { search: search.trim() }),
  };
  const list = useTestAttempts(activityId, query);
  const [learner, setLearner] = useState<{ id: number; username: string } | null>(null);
  const [feedback, setFeedback] = useState<string | null>(null);
  return (
    <Panel>
      <section aria-labelledby="attempts-heading">
        <Stack gap="md">
          <Title order={2} size="h4" id="attempts-heading">
            {t('attempts.heading')}
          </Title>
          <Group align="flex-end" gap="sm" role="search" aria-label={t('attempts.filters')}>
            <NativeSelect
              label={t('attempts.result')}
              value={result}
              onChange={(event) => {
                setResult(event.currentTarget.value as Result);
                setPage(1);
              }}
              data={[
                { value: '', label: t('attempts.all') },
                { value: 'passed', label: t('attempts.passed') },
                { value: 'failed', label: t('attempts.failed') },
                { value: 'open', label: t('attempts.open') },
              ]}
            />
            <TextInput
              type="search"
              label={t('attempts.search')}
              value={search}
              maxLength={100}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
            />
          </Group>
          <div aria-live="polite">
            {feedback && (
              <Alert color="teal" variant="light">
                {feedback}
              </Alert>
            )}
          </div>
          {list.isError ? (
            <ListError error={list.error} onRetry={() => void list.refetch()} />
          ) : !list.data ? (
            <ListLoader />
          ) : list.data.results.length === 0 ? (
            <EmptyList>{t('attempts.empty')}</EmptyList>
          ) : (
            <DataTable caption={t('attempts.count', { count: list.data.count })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('attempts.columns.learner')}</Table.Th>
                  <Table.Th scope="col">{t('attempts.columns.number')}</Table.Th>
                  <Table.Th scope="col">{t('attempts.columns.started')}</Table.Th>
                  <Table.Th scope="col">{t('attempts.columns.submitted')}</Table.Th>
                  <Table.Th scope="col">{t('attempts.columns.score')}</Table.Th>
                  <Table.Th scope="col">{t('attempts.columns.result')}</Table.Th>
                  <Table.Th scope="col">{t('attempts.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.results.map((attempt) => (
                  <Table.Tr key={attempt.id}>
                    <Table.Th scope="row">{attempt.username}</Table.Th>
                    <Table.Td>{attempt.number}</Table.Td>
                    <Table.Td>
                      <FormattedDate value={attempt.started_at} />
                    </Table.Td>
                    <Table.Td>
                      {attempt.submitted_at ? <FormattedDate value={attempt.submitted_at} /> : '—'}
                    </Table.Td>
                    <Table.Td>{attempt.score === null ? '—' : `${attempt.score}`}</Table.Td>
                    <Table.Td>
                      {attempt.status === 'open' ? (
                        <Text size="sm">{t('attempts.open')}</Text>
                      ) : (
                        <Badge color={attempt.passed ? 'teal' : 'red'} variant="light" c="dark">
                          {attempt.passed ? t('attempts.passed') : t('attempts.failed')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('intervention.openLabel', { username: attempt.username })}
                        onClick={() => {
                          setFeedback(null);
                          setLearner({ id: attempt.user_id, username: attempt.username });
                        }}
                      >
                        {t('intervention.open')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
          )}
          {list.data && (
            <ListPagination
              page={page}
              count={list.data.count}
              pageSize={PAGE_SIZE}
              onChange={setPage}
              disabled={list.isFetching}
              label={t('attempts.pages')}
            />
          )}
        </Stack>
      </section>
      <InterventionDialog
        activityId={activityId}
        learner={learner}
        onClose={() => setLearner(null)}
        onDone={(message) => {
          setLearner(null);
          setFeedback(message);
        }}
      />
    </Panel>
  );
}
