import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Switch.css';
import type { Campaign } from '@elevar/contract';
import { Button, Card, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import cards from '../../../../../ui/CardList.module.css';
import { CardListSection } from '../../../../../ui/CardListSection.tsx';
import { DataTable, DataTableActionsTd, DataTableActionsTh } from '../../../../../ui/DataTable.tsx';
import type { AdminBadge } from '../api.ts';
import { useBadgesAdminTranslation } from '../i18n.ts';
import { BadgeGlyph } from './BadgeGlyph.tsx';
import { badgeName, formatNumber, ruleText } from './labels.ts';

export interface BadgeListProps {
  badges: readonly AdminBadge[];
  caption: string;
  campaigns: readonly Campaign[];
  onEdit(badge: AdminBadge): void;
  /** Asks to activate or deactivate (a confirmation follows). */
  onToggle(badge: AdminBadge): void;
}

function useRow(badge: AdminBadge, campaigns: readonly Campaign[]) {
  const { t, i18n } = useBadgesAdminTranslation();
  const name = badgeName(badge, i18n.language);
  return {
    t,
    name,
    rule: ruleText(t, i18n.language, badge, campaigns),
    earned: formatNumber(i18n.language, badge.earned_count),
  };
}

function ActiveSwitch({ badge, name, onToggle }: { badge: AdminBadge; name: string; onToggle(): void }) {
  const { t } = useBadgesAdminTranslation();
  return (
    <Switch
      checked={badge.active}
      onChange={(event) => {
        event.preventDefault();
        onToggle();
      }}
      aria-label={t('activeLabel', { name })}
    />
  );
}

function EditButton({ name, onEdit }: { name: string; onEdit(): void }) {
  const { t } = useBadgesAdminTranslation();
  return (
    <Button variant="default" size="xs" onClick={onEdit} aria-label={t('editLabel', { name })}>
      {t('edit')}
    </Button>
  );
}

function TableRow({
  badge,
  campaigns,
  onEdit,
  onToggle,
}: { badge: AdminBadge } & Omit<BadgeListProps, 'badges' | 'caption'>) {
  const { t, name, rule, earned } = useRow(badge, campaigns);
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={400}>
        <Group gap="sm" wrap="nowrap">
          <BadgeGlyph icon={badge.icon} inactive={!badge.active} />
          <div>
            <Text size="sm" fw={600}>
              {name}
            </Text>
            {!badge.active && (
              <Text size="xs" c="gray.7">
                {t('inactive')}
              </Text>
            )}
          </div>
        </Group>
      </Table.Th>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {badge.code}
        </Text>
      </Table.Td>
      <Table.Td>{rule}</Table.Td>
      <Table.Td>{earned}</Table.Td>
      <Table.Td>
        <ActiveSwitch badge={badge} name={name} onToggle={() => onToggle(badge)} />
      </Table.Td>
      <DataTableActionsTd>
        <EditButton name={name} onEdit={() => onEdit(badge)} />
      </DataTableActionsTd>
    </Table.Tr>
  );
}

/** Desktop: one row per badge. */
export function BadgeTable({ badges, caption, ...actions }: BadgeListProps) {
  const { t } = useBadgesAdminTranslation();
  return (
    <DataTable caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('columns.badge')}</Table.Th>
          <Table.Th scope="col">{t('columns.code')}</Table.Th>
          <Table.Th scope="col">{t('columns.rule')}</Table.Th>
          <Table.Th scope="col">{t('columns.earned')}</Table.Th>
          <Table.Th scope="col">{t('columns.active')}</Table.Th>
          <DataTableActionsTh>{t('columns.actions')}</DataTableActionsTh>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {badges.map((badge) => (
          <TableRow key={badge.id} badge={badge} {...actions} />
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

function BadgeCard({
  badge,
  campaigns,
  onEdit,
  onToggle,
}: { badge: AdminBadge } & Omit<BadgeListProps, 'badges' | 'caption'>) {
  const { t, name, rule, earned } = useRow(badge, campaigns);
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <BadgeGlyph icon={badge.icon} inactive={!badge.active} />
          <div>
            <Title order={2} size="h5">
              {name}
            </Title>
            {!badge.active && (
              <Text size="xs" c="gray.7">
                {t('inactive')}
              </Text>
            )}
          </div>
        </Group>
        <dl className={cards.facts}>
          <dt>{t('columns.code')}</dt>
          <dd>{badge.code}</dd>
          <dt>{t('columns.rule')}</dt>
          <dd>{rule}</dd>
          <dt>{t('columns.earned')}</dt>
          <dd>{earned}</dd>
        </dl>
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <ActiveSwitch badge={badge} name={name} onToggle={() => onToggle(badge)} />
            <Text size="sm" aria-hidden="true">
              {t('columns.active')}
            </Text>
          </Group>
          <EditButton name={name} onEdit={() => onEdit(badge)} />
        </Group>
      </Stack>
    </Card>
  );
}

/** Mobile: one card per badge, the same facts and actions as the desktop table. */
export function BadgeCards({ badges, caption, ...actions }: BadgeListProps) {
  return (
    <CardListSection caption={caption} items={badges} itemKey={(badge) => badge.id}>
      {(badge) => <BadgeCard badge={badge} {...actions} />}
    </CardListSection>
  );
}
