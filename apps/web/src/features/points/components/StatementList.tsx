import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Table.css';
import type { StatementEntry } from '@elevar/contract';
import type { PointStatus } from '@elevar/domain';
import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { type PointsFormat, usePointsFormat } from '../format.ts';
import { usePointsTranslation } from '../i18n.ts';
import classes from './points.module.css';
import { TableScroll } from './TableScroll.tsx';

export interface StatementListProps {
  entries: readonly StatementEntry[];
  caption: string;
}

/** The status as a tag: its text says it (dark on a light tint, readable); the tint only repeats it. */
export function StatusBadge({ status }: { status: PointStatus }) {
  const { t } = usePointsTranslation();
  return (
    <span className={classes.status} data-status={status}>
      {t(`statuses.${status}`)}
    </span>
  );
}

function Amount({ entry, format }: { entry: StatementEntry; format: PointsFormat }) {
  const { t } = usePointsTranslation();
  const label =
    entry.amount > 0
      ? t('statement.credit', { amount: format.number(entry.amount) })
      : entry.amount < 0
        ? t('statement.debit', { amount: format.number(-entry.amount) })
        : t('statement.noChange');
  return (
    <Text
      span
      fw={700}
      className={entry.amount < 0 ? classes.debit : classes.credit}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      <span aria-hidden="true">{format.signed(entry.amount)}</span>
      <span className={classes.visuallyHidden}>{label}</span>
    </Text>
  );
}

/** Why the entry exists: the description of the points-table rule it was posted by, else the reason written. */
function Reason({ entry, format }: { entry: StatementEntry; format: PointsFormat }) {
  const { t } = usePointsTranslation();
  return (
    <>
      <Text span size="sm">
        {entry.rule?.description ?? entry.reason ?? t('common.none')}
      </Text>
      {entry.shortfall > 0 && (
        <Text size="xs" c="dimmed">
          {t('statement.shortfall', { points: format.number(entry.shortfall) })}
        </Text>
      )}
    </>
  );
}

/** Desktop: one row per entry with a caption and column headers. */
export function StatementTable({ entries, caption }: StatementListProps) {
  const { t } = usePointsTranslation();
  const format = usePointsFormat();
  return (
    <TableScroll label={caption} minWidth={640}>
      <Table striped verticalSpacing="sm" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('statement.columns.date')}</Table.Th>
            <Table.Th scope="col">{t('statement.columns.kind')}</Table.Th>
            <Table.Th scope="col">{t('statement.columns.reason')}</Table.Th>
            <Table.Th scope="col">{t('statement.columns.campaign')}</Table.Th>
            <Table.Th scope="col">{t('statement.columns.multiplier')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('statement.columns.amount')}
            </Table.Th>
            <Table.Th scope="col">{t('statement.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <time dateTime={entry.created_at}>{format.date(entry.created_at)}</time>
              </Table.Td>
              <Table.Th scope="row" fw={600}>
                {t(`kinds.${entry.kind}`)}
              </Table.Th>
              <Table.Td>
                <Reason entry={entry} format={format} />
              </Table.Td>
              <Table.Td>{entry.campaign?.name ?? t('campaign.outside')}</Table.Td>
              <Table.Td>{format.multiplier(entry.multiplier)}</Table.Td>
              <Table.Td ta="right">
                <Amount entry={entry} format={format} />
              </Table.Td>
              <Table.Td>
                <StatusBadge status={entry.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** Mobile: the same entries as stacked cards, each field named. */
export function StatementCards({ entries, caption }: StatementListProps) {
  const { t } = usePointsTranslation();
  const format = usePointsFormat();
  return (
    <section aria-label={caption}>
      <Stack component="ul" gap="sm" className="elevar-plain-list">
        {entries.map((entry) => (
          <Card component="li" key={entry.id} withBorder padding="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div>
                <Text fw={600}>{t(`kinds.${entry.kind}`)}</Text>
                <Text size="sm" c="dimmed">
                  <time dateTime={entry.created_at}>{format.date(entry.created_at)}</time>
                </Text>
              </div>
              <Amount entry={entry} format={format} />
            </Group>
            <dl className={classes.fields}>
              <div>
                <dt>{t('statement.columns.reason')}</dt>
                <dd>
                  <Reason entry={entry} format={format} />
                </dd>
              </div>
              <div>
                <dt>{t('statement.columns.campaign')}</dt>
                <dd>{entry.campaign?.name ?? t('campaign.outside')}</dd>
              </div>
              <div>
                <dt>{t('statement.columns.multiplier')}</dt>
                <dd>{format.multiplier(entry.multiplier)}</dd>
              </div>
              <div>
                <dt>{t('statement.columns.status')}</dt>
                <dd>
                  <StatusBadge status={entry.status} />
                </dd>
              </div>
            </dl>
          </Card>
        ))}
      </Stack>
    </section>
  );
}
