import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import {
  AUTHORING_COURSE_STATUSES,
  type AuthoringCourseStatus,
  type AuthoringCourseSummary,
} from '@elevar/contract';
import {
  Anchor,
  Badge,
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
import { Link } from 'react-router';
import { StaffListPage } from '../../../../app/staff/StaffListPage.tsx';
import { useListParams } from '../../../../app/staff/useListParams.ts';
import cards from '../../../../ui/CardList.module.css';
import { CardListSection } from '../../../../ui/CardListSection.tsx';
import { DataTable, DataTableActionsTd, DataTableActionsTh } from '../../../../ui/DataTable.tsx';
import { FormattedDate } from '../../../../ui/FormattedDate.tsx';
import { EmptyList } from '../../../../ui/ListState.tsx';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { PAGE_SIZE, useAuthoringCourses } from '../api.ts';
import { type AuthoringT, useAuthoringTranslation } from '../i18n.ts';
import { courseEditorPath, courseReportPath, NEW_COURSE_PATH } from '../paths.ts';

const STATUS_COLORS: Record<AuthoringCourseStatus, string> = {
  draft: 'gray',
  published: 'teal',
  archived: 'orange',
};

export function StatusBadge({ status }: { status: AuthoringCourseStatus }) {
  const { t } = useAuthoringTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" c="dark">
      {t(`statuses.${status}`)}
    </Badge>
  );
}

function statusOf(value: string | null): AuthoringCourseStatus | null {
  return AUTHORING_COURSE_STATUSES.find((status) => status === value) ?? null;
}

function titleOf(t: AuthoringT, course: AuthoringCourseSummary): string {
  return course.title || t('list.untitled');
}

function Filters({
  status,
  search,
  onChange,
}: {
  status: AuthoringCourseStatus | null;
  search: string;
  onChange(changes: Record<string, string | null>): void;
}) {
  const { t } = useAuthoringTranslation();
  const [typed, setTyped] = useState(search);
  useEffect(() => setTyped(search), [search]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ search: typed.trim(), page: null });
  };
  return (
    <form onSubmit={submit} aria-label={t('list.filters')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('list.status')}
          value={status ?? ''}
          onChange={(event) => onChange({ status: event.currentTarget.value, page: null })}
          data={[
            { value: '', label: t('list.allStatuses') },
            ...AUTHORING_COURSE_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
          ]}
        />
        <TextInput
          type="search"
          label={t('list.search')}
          description={t('list.searchHint')}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          maxLength={100}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" variant="default">
          {t('list.searchSubmit')}
        </Button>
      </Group>
    </form>
  );
}

function CourseTable({ courses, caption }: { courses: readonly AuthoringCourseSummary[]; caption: string }) {
  const { t } = useAuthoringTranslation();
  return (
    <DataTable caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('list.columns.title')}</Table.Th>
          <Table.Th scope="col">{t('list.columns.kind')}</Table.Th>
          <Table.Th scope="col">{t('list.columns.status')}</Table.Th>
          <Table.Th scope="col">{t('list.columns.updated')}</Table.Th>
          <Table.Th scope="col">{t('list.columns.activities')}</Table.Th>
          <DataTableActionsTh>{t('list.columns.actions')}</DataTableActionsTh>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {courses.map((course) => (
          <Table.Tr key={course.id}>
            <Table.Th scope="row" fw={600}>
              {titleOf(t, course)}
            </Table.Th>
            <Table.Td>{t(`kinds.${course.kind}`)}</Table.Td>
            <Table.Td>
              <StatusBadge status={course.status} />
            </Table.Td>
            <Table.Td>
              <FormattedDate value={course.updated_at} />
            </Table.Td>
            <Table.Td>{course.activity_count}</Table.Td>
            <DataTableActionsTd>
              <Group gap="xs" wrap="nowrap">
                <Button
                  component={Link}
                  to={courseEditorPath(course.id)}
                  variant="default"
                  size="xs"
                  aria-label={t('list.editLabel', { title: titleOf(t, course) })}
                >
                  {t('list.edit')}
                </Button>
                <Button
                  component={Link}
                  to={courseReportPath(course.id)}
                  variant="default"
                  size="xs"
                  aria-label={t('list.reportLabel', { title: titleOf(t, course) })}
                >
                  {t('list.report')}
                </Button>
              </Group>
            </DataTableActionsTd>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

function CourseCards({ courses, caption }: { courses: readonly AuthoringCourseSummary[]; caption: string }) {
  const { t } = useAuthoringTranslation();
  return (
    <CardListSection caption={caption} items={courses} itemKey={(course) => course.id}>
      {(course) => (
        <Card withBorder padding="md" radius="md">
          <Stack gap="xs">
            <Title order={2} size="h5">
              <Anchor component={Link} to={courseEditorPath(course.id)}>
                {titleOf(t, course)}
              </Anchor>
            </Title>
            <dl className={cards.facts}>
              <dt>{t('list.columns.kind')}</dt>
              <dd>{t(`kinds.${course.kind}`)}</dd>
              <dt>{t('list.columns.status')}</dt>
              <dd>
                <StatusBadge status={course.status} />
              </dd>
              <dt>{t('list.columns.updated')}</dt>
              <dd>
                <FormattedDate value={course.updated_at} />
              </dd>
              <dt>{t('list.columns.activities')}</dt>
              <dd>{course.activity_count}</dd>
            </dl>
            <Anchor
              component={Link}
              to={courseReportPath(course.id)}
              size="sm"
              aria-label={t('list.reportLabel', { title: titleOf(t, course) })}
            >
              {t('list.report')}
            </Anchor>
          </Stack>
        </Card>
      )}
    </CardListSection>
  );
}

/**
 * Staff: the courses and podcasts an author may edit (an instructor their own, a programme administrator the
 * client's: the server decides), filtered by status and words, with the way to a new one. The filters and the page
 * live in the URL.
 */
export function CoursesPage() {
  const { t } = useAuthoringTranslation();
  const isMobile = useIsMobile();
  const { params, update, page, goToPage } = useListParams();
  const status = statusOf(params.get('status'));
  const search = params.get('search') ?? '';
  const list = useAuthoringCourses({ page, status, search });
  const Results = isMobile ? CourseCards : CourseTable;
  return (
    <StaffListPage
      title={t('list.title')}
      actions={
        <Button component={Link} to={NEW_COURSE_PATH}>
          {t('list.create')}
        </Button>
      }
      intro={<Text maw={720}>{t('list.intro')}</Text>}
      filters={<Filters status={status} search={search} onChange={update} />}
      query={list}
      empty={<EmptyList>{t('list.empty')}</EmptyList>}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={goToPage}
    >
      {(data) => <Results courses={data.results} caption={t('list.count', { count: data.count })} />}
    </StaffListPage>
  );
}
