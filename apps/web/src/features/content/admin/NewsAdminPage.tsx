import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Table.css';
import type { AdminNewsItem, NewsState } from '@elevar/contract';
import { Anchor, Badge, Button, Card, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { StaffListPage } from '../../../app/staff/StaffListPage.tsx';
import { useListParams } from '../../../app/staff/useListParams.ts';
import { DataTable, DataTableActionsTd, DataTableActionsTh } from '../../../ui/DataTable.tsx';
import { FormattedDate } from '../../../ui/FormattedDate.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { useAdminNews } from '../api.ts';
import { SearchFilters } from '../components/SearchFilters.tsx';
import { type ContentT, useContentTranslation } from '../i18n.ts';

const PAGE_SIZE = 20;
const STATES: readonly NewsState[] = ['draft', 'scheduled', 'published', 'expired'];
const STATE_COLOR: Record<NewsState, string> = {
  draft: 'gray',
  scheduled: 'yellow',
  published: 'green',
  expired: 'red',
};

function StateBadge({ state, t }: { state: NewsState; t: ContentT }) {
  return (
    <Badge color={STATE_COLOR[state]} variant="light">
      {t(`admin.states.${state}`)}
    </Badge>
  );
}

function NewsRows({ items, t }: { items: readonly AdminNewsItem[]; t: ContentT }) {
  const mobile = useIsMobile();
  const edit = (item: AdminNewsItem) => (
    <Anchor
      component={Link}
      to={`/admin/news/${item.id}`}
      aria-label={t('admin.editRow', { title: item.title })}
    >
      {t('admin.edit')}
    </Anchor>
  );
  const published = (item: AdminNewsItem) =>
    item.publish_at ? <FormattedDate value={item.publish_at} /> : '—';
  if (mobile)
    return (
      <Stack gap="sm">
        {items.map((item) => (
          <Card key={item.id} withBorder component="article" aria-label={item.title}>
            <Stack gap={4}>
              <Text fw={600}>{item.title}</Text>
              <Group gap="xs">
                <StateBadge state={item.state} t={t} />
                {item.pinned && <Badge variant="outline">{t('news.pinned')}</Badge>}
              </Group>
              <Text size="sm">{published(item)}</Text>
              {edit(item)}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  return (
    <DataTable caption={t('admin.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('admin.columns.title')}</Table.Th>
          <Table.Th>{t('admin.columns.state')}</Table.Th>
          <Table.Th>{t('admin.columns.languages')}</Table.Th>
          <Table.Th>{t('admin.columns.publishAt')}</Table.Th>
          <DataTableActionsTh>{t('admin.columns.actions')}</DataTableActionsTh>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>
              {item.title}
              {item.pinned && (
                <Badge ml="xs" variant="outline">
                  {t('news.pinned')}
                </Badge>
              )}
            </Table.Td>
            <Table.Td>
              <StateBadge state={item.state} t={t} />
            </Table.Td>
            <Table.Td>{item.languages.join(', ')}</Table.Td>
            <Table.Td>{published(item)}</Table.Td>
            <DataTableActionsTd>{edit(item)}</DataTableActionsTd>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

/**
 * Staff: /admin/news (docs/content.md), every article of the selected client for its editors (programme
 * administrators, superusers): drafts, scheduled and expired ones too, by state and title, paged in the URL.
 */
export function NewsAdminPage() {
  const { t } = useContentTranslation();
  const { params, update, page, goToPage } = useListParams();
  const state = (STATES as readonly string[]).includes(params.get('state') ?? '')
    ? (params.get('state') as NewsState)
    : undefined;
  const search = params.get('search') ?? '';
  const list = useAdminNews({
    page,
    page_size: PAGE_SIZE,
    ...(state ? { state } : {}),
    ...(search ? { search } : {}),
  });

  return (
    <StaffListPage
      title={t('admin.title')}
      actions={
        <Group gap="xs">
          <Button component={Link} to="/admin/news/categories" variant="default">
            {t('categories.manage')}
          </Button>
          <Button component={Link} to="/admin/news/new">
            {t('admin.new')}
          </Button>
        </Group>
      }
      filters={
        <SearchFilters
          label={t('admin.search')}
          search={search}
          onSearch={(next) => update({ search: next, page: null })}
        >
          <NativeSelect
            label={t('admin.state')}
            data={[
              { value: '', label: t('admin.allStates') },
              ...STATES.map((s) => ({ value: s, label: t(`admin.states.${s}`) })),
            ]}
            value={state ?? ''}
            onChange={(event) => update({ state: event.currentTarget.value, page: null })}
          />
        </SearchFilters>
      }
      query={list}
      empty={<Text>{t('admin.empty')}</Text>}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={goToPage}
    >
      {(data) => <NewsRows items={data.results} t={t} />}
    </StaffListPage>
  );
}
