import '@mantine/core/styles/Card.css';
import { Anchor, Card, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { countryName } from '../../../../i18n/countries.ts';
import classes from '../../../../ui/CardList.module.css';
import { CardListSection } from '../../../../ui/CardListSection.tsx';
import { DataTable, DataTableActionsTd, DataTableActionsTh } from '../../../../ui/DataTable.tsx';
import { FormattedDate } from '../../../../ui/FormattedDate.tsx';
import type { LevelChange } from '../api.ts';
import { useLevelChangesTranslation } from '../i18n.ts';
import { formatNumber, levelLabel } from './labels.ts';

export interface LevelChangeListProps {
  changes: readonly LevelChange[];
  caption: string;
  /** The list's own query string, so the detail screen can come back to the same filters and page. */
  listSearch: string;
}

/** The way to one change's evidence, keeping the list's filters for the way back. */
function EvidenceLink({ change, listSearch }: { change: LevelChange; listSearch: string }) {
  const { t } = useLevelChangesTranslation();
  return (
    <Anchor
      component={Link}
      to={`/admin/level-changes/${change.id}`}
      state={{ listSearch }}
      size="sm"
      aria-label={t('openLabel', { name: change.user.full_name, campaign: change.campaign.name })}
    >
      {t('open')}
    </Anchor>
  );
}

/** Desktop: one row per change, with the way to its evidence. */
export function LevelChangeTable({ changes, caption, listSearch }: LevelChangeListProps) {
  const { t, i18n } = useLevelChangesTranslation();
  return (
    <DataTable caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('columns.user')}</Table.Th>
          <Table.Th scope="col">{t('columns.country')}</Table.Th>
          <Table.Th scope="col">{t('columns.campaign')}</Table.Th>
          <Table.Th scope="col">{t('columns.change')}</Table.Th>
          <Table.Th scope="col">{t('columns.experience')}</Table.Th>
          <Table.Th scope="col">{t('columns.requestedAt')}</Table.Th>
          <Table.Th scope="col">{t('columns.status')}</Table.Th>
          <DataTableActionsTh>{t('columns.actions')}</DataTableActionsTh>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.id}>
            <Table.Th scope="row" fw={400}>
              <Text size="sm" fw={600}>
                {change.user.full_name}
              </Text>
              <Text size="xs" c="gray.7">
                {change.user.username}
              </Text>
            </Table.Th>
            <Table.Td>
              {change.user.country ? countryName(change.user.country, i18n.language) : t('none')}
            </Table.Td>
            <Table.Td>{change.campaign.name}</Table.Td>
            <Table.Td>
              {t('change', {
                from: levelLabel(t, change.from_level),
                to: levelLabel(t, change.to_level),
              })}
            </Table.Td>
            <Table.Td>{formatNumber(i18n.language, change.experience)}</Table.Td>
            <Table.Td>
              <FormattedDate value={change.created_at} />
            </Table.Td>
            <Table.Td>{t(`statuses.${change.status}`)}</Table.Td>
            <DataTableActionsTd>
              <EvidenceLink change={change} listSearch={listSearch} />
            </DataTableActionsTd>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

/** Mobile: one card per change, the same facts as the desktop table. */
export function LevelChangeCards({ changes, caption, listSearch }: LevelChangeListProps) {
  const { t, i18n } = useLevelChangesTranslation();
  return (
    <CardListSection caption={caption} items={changes} itemKey={(change) => change.id}>
      {(change) => (
        <Card withBorder padding="md" radius="md">
          <Stack gap="xs">
            <div>
              <Title order={2} size="h5">
                {change.user.full_name}
              </Title>
              <Text size="xs" c="gray.7">
                {change.user.username}
              </Text>
            </div>
            <dl className={classes.facts}>
              <dt>{t('columns.change')}</dt>
              <dd>
                {t('change', {
                  from: levelLabel(t, change.from_level),
                  to: levelLabel(t, change.to_level),
                })}
              </dd>
              <dt>{t('columns.campaign')}</dt>
              <dd>{change.campaign.name}</dd>
              <dt>{t('columns.country')}</dt>
              <dd>{change.user.country ? countryName(change.user.country, i18n.language) : t('none')}</dd>
              <dt>{t('columns.experience')}</dt>
              <dd>{formatNumber(i18n.language, change.experience)}</dd>
              <dt>{t('columns.requestedAt')}</dt>
              <dd>
                <FormattedDate value={change.created_at} />
              </dd>
              <dt>{t('columns.status')}</dt>
              <dd>{t(`statuses.${change.status}`)}</dd>
            </dl>
            <EvidenceLink change={change} listSearch={listSearch} />
          </Stack>
        </Card>
      )}
    </CardListSection>
  );
}
