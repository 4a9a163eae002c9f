import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Checkbox.css';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Image,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { CardListSection } from '../../../../ui/CardListSection.tsx';
import { DataTable, DataTableActionsTd, DataTableActionsTh } from '../../../../ui/DataTable.tsx';
import { STATUS_COLOR } from '../../components/SalesList.tsx';
import { useRewardsAuditTranslation } from '../i18n.ts';
import type { AuditItemView } from './items.ts';

export interface AuditItemsProps {
  items: readonly AuditItemView[];
  caption: string;
  selected: ReadonlySet<number>;
  busy: boolean;
  onToggle(id: number, on: boolean): void;
  onToggleAll(on: boolean): void;
  onApprove(item: AuditItemView): void;
  onReprove(item: AuditItemView): void;
}

/** The fraud signals as badges, the most telling first; "no signals" said in words. */
function Signals({ item }: { item: AuditItemView }) {
  const { t } = useRewardsAuditTranslation();
  if (item.signals.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t('signals.none')}
      </Text>
    );
  return (
    <Group gap={4}>
      {item.signals.map((signal) => (
        <Badge key={signal} color="orange" variant="light" style={{ textTransform: 'none' }}>
          {t(`signals.${signal}`)}
        </Badge>
      ))}
    </Group>
  );
}

/** The invoice image or the photo (a link to the full size), or the link to an invoice PDF. */
function Picture({ item }: { item: AuditItemView }) {
  if (item.image.kind === 'pdf')
    return (
      <Anchor href={item.image.url} target="_blank" rel="noopener" size="sm">
        {item.image.label}
      </Anchor>
    );
  return (
    <Anchor href={item.image.url} target="_blank" rel="noopener">
      <Image src={item.image.url} alt={item.image.alt} w={120} h={120} fit="contain" radius="sm" />
    </Anchor>
  );
}

function Status({ item }: { item: AuditItemView }) {
  const { t } = useRewardsAuditTranslation();
  return (
    <Stack gap={4}>
      <Badge color={STATUS_COLOR[item.status]} variant="light">
        {t(`statuses.${item.status}`)}
      </Badge>
      {item.reason && (
        <Text size="sm" c="red.9">
          {t('reason', { reason: item.reason })}
        </Text>
      )}
      {item.reviewer && (
        <Text size="xs" c="gray.7">
          {t('reviewed', { name: item.reviewer })}
        </Text>
      )}
    </Stack>
  );
}

/** Approve (only under audit) and reprove (until reproved: an approved item can still be reproved). */
function Actions({
  item,
  busy,
  onApprove,
  onReprove,
}: Pick<AuditItemsProps, 'busy' | 'onApprove' | 'onReprove'> & { item: AuditItemView }) {
  const { t } = useRewardsAuditTranslation();
  if (item.status === 'reproved') return null;
  return (
    <Group gap="xs" wrap="nowrap">
      {item.status === 'under_audit' && (
        <Button
          size="xs"
          color="teal.9"
          disabled={busy}
          onClick={() => onApprove(item)}
          aria-label={t('approveLabel', { item: item.title })}
        >
          {t('approve')}
        </Button>
      )}
      <Button
        size="xs"
        color="red"
        variant="light"
        disabled={busy}
        onClick={() => onReprove(item)}
        aria-label={t('reproveLabel', { item: item.title })}
      >
        {t('reprove')}
      </Button>
    </Group>
  );
}

function Details({ item }: { item: AuditItemView }) {
  return (
    <Stack gap={2}>
      {item.details.map((line) => (
        <Text key={line.key} size="sm">
          {line.text}
        </Text>
      ))}
    </Stack>
  );
}

/** Desktop: one row per item with its picture beside the lines, a checkbox for bulk decisions. */
export function AuditTable(props: AuditItemsProps) {
  const { t } = useRewardsAuditTranslation();
  const { items, caption, selected, onToggle, onToggleAll } = props;
  const all = items.length > 0 && items.every((item) => selected.has(item.id));
  return (
    <DataTable caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">
            <Checkbox
              aria-label={t('selectAll')}
              checked={all}
              indeterminate={!all && items.some((item) => selected.has(item.id))}
              onChange={(event) => onToggleAll(event.currentTarget.checked)}
            />
          </Table.Th>
          <Table.Th scope="col">{t('columns.item')}</Table.Th>
          <Table.Th scope="col">{t('columns.image')}</Table.Th>
          <Table.Th scope="col">{t('columns.seller')}</Table.Th>
          <Table.Th scope="col">{t('columns.store')}</Table.Th>
          <Table.Th scope="col">{t('columns.signals')}</Table.Th>
          <Table.Th scope="col">{t('columns.points')}</Table.Th>
          <Table.Th scope="col">{t('columns.status')}</Table.Th>
          <DataTableActionsTh>{t('columns.actions')}</DataTableActionsTh>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>
              <Checkbox
                aria-label={t('selectItem', { item: item.title })}
                checked={selected.has(item.id)}
                onChange={(event) => onToggle(item.id, event.currentTarget.checked)}
              />
            </Table.Td>
            <Table.Th scope="row" fw={400}>
              <Text size="sm" fw={700}>
                {item.title}
              </Text>
              <Details item={item} />
            </Table.Th>
            <Table.Td>
              <Picture item={item} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{item.seller.name}</Text>
              <Text size="xs" c="gray.7">
                {item.seller.username}
              </Text>
            </Table.Td>
            <Table.Td>{item.store}</Table.Td>
            <Table.Td>
              <Signals item={item} />
            </Table.Td>
            <Table.Td>{item.points}</Table.Td>
            <Table.Td>
              <Status item={item} />
            </Table.Td>
            <DataTableActionsTd>
              <Actions item={item} {...props} />
            </DataTableActionsTd>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

/** Mobile: one card per item, the same facts and actions as the table. */
export function AuditCards(props: AuditItemsProps) {
  const { t } = useRewardsAuditTranslation();
  const { items, caption, selected, onToggle } = props;
  return (
    <CardListSection caption={caption} items={items} itemKey={(item) => item.id}>
      {(item) => (
        <Card withBorder padding="md" radius="md" component="article" aria-label={item.title}>
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Title order={2} size="h5">
                {item.title}
              </Title>
              <Checkbox
                aria-label={t('selectItem', { item: item.title })}
                checked={selected.has(item.id)}
                onChange={(event) => onToggle(item.id, event.currentTarget.checked)}
              />
            </Group>
            <Signals item={item} />
            <Picture item={item} />
            <Details item={item} />
            <Text size="sm">
              {item.seller.name} · {item.store}
            </Text>
            <Text size="sm" fw={700}>
              {t('points', { points: item.points })}
            </Text>
            <Status item={item} />
            <Actions item={item} {...props} />
          </Stack>
        </Card>
      )}
    </CardListSection>
  );
}
