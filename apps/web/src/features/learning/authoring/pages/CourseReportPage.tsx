import '@mantine/core/styles/Card.css';
import type { CourseReportFilter, CourseReportRow, CourseReportSummary } from '@elevar/contract';
import { COURSE_PROGRESS_STATES, type CourseStatus, type EnrolmentState } from '@elevar/domain';
import {
  Anchor,
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { StaffListPage } from '../../../../app/staff/StaffListPage.tsx';
import { positiveInt, useListParams } from '../../../../app/staff/useListParams.ts';
import cards from '../../../../ui/CardList.module.css';
import { CardListSection } from '../../../../ui/CardListSection.tsx';
import { CsvExportButton } from '../../../../ui/CsvExportButton.tsx';
import { DataTable } from '../../../../ui/DataTable.tsx';
import { DateInput } from '../../../../ui/DateInput.tsx';
import { dayParam } from '../../../../ui/days.ts';
import { FormattedDate } from '../../../../ui/FormattedDate.tsx';
import { EmptyList } from '../../../../ui/ListState.tsx';
import { NotFound } from '../../../../ui/NotFound.tsx';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { useLearningFilters } from '../../api.ts';
import { PAGE_SIZE, useCourseReport, useCourseReportCsv } from '../api.ts';
import { type AuthoringT, useAuthoringTranslation } from '../i18n.ts';
import { COURSES_PATH, courseEditorPath } from '../paths.ts';

/** The statuses in the order the summary shows them: not started, enrolled, then the progress states. */
const REPORT_STATUSES: readonly CourseStatus[] = [
  'not_started',
  'enrolled',
  ...COURSE_PROGRESS_STATES.filter((status) => status !== 'not_started'),
];

/** The report's filters as the URL keeps them (the API's own names); anything malformed is dropped, never sent. */
export function reportFiltersOf(params: URLSearchParams): CourseReportFilter {
  const filters: CourseReportFilter = {};
  const status = REPORT_STATUSES.find((value) => value === params.get('status'));
  if (status) filters.status = status;
  const group = positiveInt(params.get('group'));
  if (group !== null) filters.group = group;
  const search = params.get('search')?.trim();
  if (search) filters.search = search.slice(0, 100);
  const from = dayParam(params.get('completed_from'));
  if (from) filters.completed_from = from;
  const to = dayParam(params.get('completed_to'));
  if (to) filters.completed_to = to;
  return filters;
}

function isInverted(filters: CourseReportFilter): boolean {
  return (
    filters.completed_from !== undefined &&
    filters.completed_to !== undefined &&
    filters.completed_from > filters.completed_to
  );
}

function SummaryChips({
  summary,
  status,
  onChange,
}: {
  summary: CourseReportSummary | undefined;
  status: CourseStatus | undefined;
  onChange(status: CourseStatus | null): void;
}) {
  const { t } = useAuthoringTranslation();
  const counts = summary ?? ({} as Partial<CourseReportSummary>);
  const total = REPORT_STATUSES.reduce((sum, value) => sum + (counts[value] ?? 0), 0);
  const chip = (value: CourseStatus | null, label: string, count: number) => {
    const pressed = (value ?? undefined) === status;
    return (
      <Button
        key={value ?? 'all'}
        size="xs"
        radius="xl"
        variant={pressed ? 'filled' : 'default'}
        aria-pressed={pressed}
        onClick={() => onChange(value)}
      >
        {t('report.chip', { label, count })}
      </Button>
    );
  };
  return (
    <section aria-label={t('report.summary')}>
      <Group gap="xs" wrap="wrap">
        {chip(null, t('report.allStatuses'), total)}
        {REPORT_STATUSES.map((value) => chip(value, t(`report.statuses.${value}`), counts[value] ?? 0))}
      </Group>
    </section>
  );
}

function Filters({
  filters,
  onChange,
}: {
  filters: CourseReportFilter;
  onChange(changes: Record<string, string | null>): void;
}) {
  const { t } = useAuthoringTranslation();
  const lists = useLearningFilters();
  const search = filters.search ?? '';
  const [typed, setTyped] = useState(search);
  useEffect(() => setTyped(search), [search]);
  const active = Object.values(filters).some((value) => value !== undefined);
  // a day applies once typed whole, or emptied; the field itself says when its text is not a date
  const day = (key: 'completed_from' | 'completed_to') => (value: string) => {
    if (value === '') onChange({ [key]: null, page: null });
    else if (dayParam(value)) onChange({ [key]: value, page: null });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ search: typed.trim(), page: null });
  };
  return (
    <form onSubmit={submit} aria-label={t('report.filters')}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('report.group')}
          value={filters.group === undefined ? '' : String(filters.group)}
          onChange={(event) => onChange({ group: event.currentTarget.value, page: null })}
          data={[
            { value: '', label: t('report.allGroups') },
            ...(lists.data?.groups ?? []).map((group) => ({ value: String(group.id), label: group.name })),
          ]}
        />
        <DateInput
          label={t('report.completedFrom')}
          value={filters.completed_from ?? ''}
          onChange={day('completed_from')}
        />
        <DateInput
          label={t('report.completedTo')}
          value={filters.completed_to ?? ''}
          error={isInverted(filters) ? t('report.invertedRange') : undefined}
          onChange={day('completed_to')}
        />
        <TextInput
          type="search"
          label={t('report.search')}
          description={t('report.searchHint')}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          maxLength={100}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" variant="default" mt={{ base: 0, sm: 25 }}>
          {t('report.searchSubmit')}
        </Button>
        {active && (
          <Button
            variant="subtle"
            mt={{ base: 0, sm: 25 }}
            onClick={() =>
              onChange({
                status: null,
                group: null,
                search: null,
                completed_from: null,
                completed_to: null,
                page: null,
              })
            }
          >
            {t('report.clear')}
          </Button>
        )}
      </Group>
    </form>
  );
}

function When({ value }: { value: string | null }) {
  return value ? <FormattedDate value={value} /> : <>—</>;
}

function enrolmentLabel(t: AuthoringT, enrolment: EnrolmentState): string {
  return t(`report.enrolments.${enrolment}`);
}

function progressLabel(t: AuthoringT, row: CourseReportRow): string {
  return t('report.percent', { percent: row.percent, done: row.completed_count, total: row.total_count });
}

function ReportTable({ rows, caption }: { rows: readonly CourseReportRow[]; caption: string }) {
  const { t } = useAuthoringTranslation();
  return (
    <DataTable caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('report.columns.username')}</Table.Th>
          <Table.Th scope="col">{t('report.columns.name')}</Table.Th>
          <Table.Th scope="col">{t('report.columns.enrolment')}</Table.Th>
          <Table.Th scope="col">{t('report.columns.status')}</Table.Th>
          <Table.Th scope="col">{t('report.columns.percent')}</Table.Th>
          <Table.Th scope="col">{t('report.columns.started')}</Table.Th>
          <Table.Th scope="col">{t('report.columns.finished')}</Table.Th>
          <Table.Th scope="col">{t('report.columns.lastActivity')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.user_id}>
            <Table.Th scope="row" fw={600}>
              {row.username}
            </Table.Th>
            <Table.Td>{row.full_name}</Table.Td>
            <Table.Td>{enrolmentLabel(t, row.enrolment)}</Table.Td>
            <Table.Td>{t(`report.statuses.${row.status}`)}</Table.Td>
            <Table.Td>{progressLabel(t, row)}</Table.Td>
            <Table.Td>
              <When value={row.started_at} />
            </Table.Td>
            <Table.Td>
              <When value={row.finished_at} />
            </Table.Td>
            <Table.Td>
              <When value={row.last_activity_at} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

function ReportCards({ rows, caption }: { rows: readonly CourseReportRow[]; caption: string }) {
  const { t } = useAuthoringTranslation();
  return (
    <CardListSection caption={caption} items={rows} itemKey={(row) => row.user_id}>
      {(row) => (
        <Card withBorder padding="md" radius="md">
          <Stack gap="xs">
            <Title order={2} size="h5">
              {row.full_name || row.username}
            </Title>
            <dl className={cards.facts}>
              <dt>{t('report.columns.username')}</dt>
              <dd>{row.username}</dd>
              <dt>{t('report.columns.enrolment')}</dt>
              <dd>{enrolmentLabel(t, row.enrolment)}</dd>
              <dt>{t('report.columns.status')}</dt>
              <dd>{t(`report.statuses.${row.status}`)}</dd>
              <dt>{t('report.columns.percent')}</dt>
              <dd>{progressLabel(t, row)}</dd>
              <dt>{t('report.columns.started')}</dt>
              <dd>
                <When value={row.started_at} />
              </dd>
              <dt>{t('report.columns.finished')}</dt>
              <dd>
                <When value={row.finished_at} />
              </dd>
              <dt>{t('report.columns.lastActivity')}</dt>
              <dd>
                <When value={row.last_activity_at} />
              </dd>
            </dl>
          </Stack>
        </Card>
      )}
    </CardListSection>
  );
}

function ExportButton({
  courseId,
  filters,
  disabled,
}: {
  courseId: number;
  filters: CourseReportFilter;
  disabled: boolean;
}) {
  const { t } = useAuthoringTranslation();
  const csv = useCourseReportCsv(courseId);
  return (
    <CsvExportButton
      download={{ ...csv, mutate: () => csv.mutate(filters) }}
      texts={{
        button: t('report.export.button'),
        hint: t('report.export.hint'),
        downloading: t('report.export.downloading'),
        done: (file) => t('report.export.done', { file }),
        failed: t('report.export.failed'),
      }}
      fallbackName="report.csv"
      disabled={disabled}
    />
  );
}

/**
 * Staff: a course's (or trail's) progress report (docs/learning.md "Bulk enrolment and reports"): the learners by
 * username with their enrolment, status and progress, the counts per status as chips that filter, the group,
 * search and completion days in the URL, pages, and the same filters as CSV.
 */
export function CourseReportPage() {
  const { t } = useAuthoringTranslation();
  const isMobile = useIsMobile();
  const params = useParams();
  const courseId = positiveInt(params.id ?? null);
  const { params: search, update, page, goToPage } = useListParams();
  const filters = reportFiltersOf(search);
  const inverted = isInverted(filters);
  const report = useCourseReport(courseId ?? 0, filters, page, courseId !== null && !inverted);
  if (courseId === null) return <NotFound backTo={COURSES_PATH} backLabel={t('editor.back')} />;
  const course = report.data?.course;
  const title = course
    ? t('report.titleOf', { title: course.title || t('list.untitled') })
    : t('report.title');
  const Results = isMobile ? ReportCards : ReportTable;
  return (
    <StaffListPage
      title={title}
      actions={<ExportButton courseId={courseId} filters={filters} disabled={inverted} />}
      intro={
        <Stack gap="sm">
          <Group gap="md">
            <Anchor component={Link} to={COURSES_PATH} size="sm">
              {t('editor.back')}
            </Anchor>
            <Anchor component={Link} to={courseEditorPath(courseId)} size="sm">
              {t('report.editCourse')}
            </Anchor>
          </Group>
          <Text maw={720}>{t('report.intro')}</Text>
        </Stack>
      }
      filters={
        <Stack gap="md">
          <Filters filters={filters} onChange={update} />
          <SummaryChips
            summary={report.data?.summary}
            status={filters.status}
            onChange={(status) => update({ status, page: null })}
          />
        </Stack>
      }
      query={report}
      empty={<EmptyList>{t('report.empty')}</EmptyList>}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={goToPage}
    >
      {(data) => <Results rows={data.results} caption={t('report.count', { count: data.count })} />}
    </StaffListPage>
  );
}
