import { Anchor, List, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { Link } from 'react-router';
import { StaffListPage } from '../../../../app/staff/StaffListPage.tsx';
import { EmptyList } from '../../../../ui/ListState.tsx';
import { useLearningFilters } from '../../api.ts';
import { useAuthoringTranslation } from '../i18n.ts';
import { groupMembersPath } from '../paths.ts';

/** Programme administrators: the client's user groups, each leading to its members. */
export function GroupsPage() {
  const { t } = useAuthoringTranslation();
  const query = useLearningFilters();
  const list = {
    ...query,
    data: query.data && { results: query.data.groups, count: query.data.groups.length },
  };
  return (
    <StaffListPage
      title={t('groups.title')}
      intro={<Text maw={720}>{t('groups.intro')}</Text>}
      query={list}
      empty={<EmptyList>{t('groups.empty')}</EmptyList>}
      page={1}
      pageSize={Math.max(1, list.data?.count ?? 1)}
      onPageChange={() => undefined}
    >
      {(data) => (
        <section aria-label={t('groups.count', { count: data.count })}>
          <Text size="sm" mb="sm">
            {t('groups.count', { count: data.count })}
          </Text>
          <List spacing="xs">
            {data.results.map((group) => (
              <List.Item key={group.id}>
                <Anchor component={Link} to={groupMembersPath(group.id)}>
                  {t('groups.members', { name: group.name })}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </section>
      )}
    </StaffListPage>
  );
}
