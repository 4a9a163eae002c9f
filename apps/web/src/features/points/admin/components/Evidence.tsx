import '@mantine/core/styles/Card.css';
import { Card, Stack, Table, Text } from '@mantine/core';
import classes from '../../../../ui/CardList.module.css';
import { CardListSection } from '../../../../ui/CardListSection.tsx';
import { DataTable } from '../../../../ui/DataTable.tsx';
import { FormattedDate } from '../../../../ui/FormattedDate.tsx';
import type { LevelEvidence, LevelEvidenceTotal } from '../api.ts';
import { useLevelChangesTranslation } from '../i18n.ts';
import { EvidenceItem } from './EvidenceItem.tsx';
import { formatNumber, sourceLabel } from './labels.ts';

/** The campaign's evidence summed by kind and audit state (all pages), what the decision mostly rests on. */
export function EvidenceTotals({
  totals,
  compact,
}: {
  totals: readonly LevelEvidenceTotal[];
  compact: boolean;
}) {
  const { t, i18n } = useLevelChangesTranslation();
  if (totals.length === 0) return <Text>{t('detail.noEvidence')}</Text>;
  if (compact) {
    return (
      <ul className={classes.list} aria-label={t('detail.totalsCaption')}>
        {totals.map((total) => (
          <li key={`${total.kind}-${total.status}`}>
            <Text fw={600} size="sm">
              {t(`kinds.${total.kind}`)} · {t(`pointStatuses.${total.status}`)}
            </Text>
            <Text size="sm">
              {t('detail.totalLine', {
                entries: formatNumber(i18n.language, total.entries),
                experience: formatNumber(i18n.language, total.experience),
              })}
            </Text>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <DataTable caption={t('detail.totalsCaption')} striped={false} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('detail.columns.kind')}</Table.Th>
          <Table.Th scope="col">{t('detail.columns.status')}</Table.Th>
          <Table.Th scope="col">{t('detail.columns.entries')}</Table.Th>
          <Table.Th scope="col">{t('detail.columns.experience')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {totals.map((total) => (
          <Table.Tr key={`${total.kind}-${total.status}`}>
            <Table.Th scope="row" fw={400}>
              {t(`kinds.${total.kind}`)}
            </Table.Th>
            <Table.Td>{t(`pointStatuses.${total.status}`)}</Table.Td>
            <Table.Td>{formatNumber(i18n.language, total.entries)}</Table.Td>
            <Table.Td>{formatNumber(i18n.language, total.experience)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

export interface EvidenceListProps {
  entries: readonly LevelEvidence[];
  caption: string;
  compact: boolean;
}

/**
 * The user's sale, photo and mystery-shopper entries in the campaign with their source references and audit
 * states: a table on desktop, one card per entry on mobile (no sideways scrolling). A sale or photo shows its
 * invoice number or type, store, image and audit state, linked to the audit queue (`EvidenceItem`).
 */
export function EvidenceList({ entries, caption, compact }: EvidenceListProps) {
  const { t, i18n } = useLevelChangesTranslation();
  const number = (value: number) => formatNumber(i18n.language, value);
  // the description of the points-table rule the entry was posted by, else the reason written
  const reason = (entry: LevelEvidence) => entry.rule?.description ?? entry.reason;
  if (compact) {
    return (
      <CardListSection caption={caption} items={entries} itemKey={(entry) => entry.id}>
        {(entry) => (
          <Card withBorder padding="sm" radius="md">
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {t(`kinds.${entry.kind}`)} · {sourceLabel(t, entry.source_type, entry.source_id)}
              </Text>
              {entry.item && <EvidenceItem item={entry.item} />}
              <dl className={classes.facts}>
                <dt>{t('detail.columns.date')}</dt>
                <dd>
                  <FormattedDate value={entry.created_at} />
                </dd>
                <dt>{t('detail.columns.status')}</dt>
                <dd>{t(`pointStatuses.${entry.status}`)}</dd>
                <dt>{t('detail.columns.points')}</dt>
                <dd>{number(entry.amount)}</dd>
                <dt>{t('detail.columns.experience')}</dt>
                <dd>{number(entry.experience)}</dd>
                <dt>{t('detail.columns.multiplier')}</dt>
                <dd>×{number(entry.multiplier)}</dd>
                {reason(entry) && (
                  <>
                    <dt>{t('detail.columns.reason')}</dt>
                    <dd>{reason(entry)}</dd>
                  </>
                )}
              </dl>
            </Stack>
          </Card>
        )}
      </CardListSection>
    );
  }
  return (
    <DataTable caption={caption} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('detail.columns.date')}</Table.Th>
          <Table.Th scope="col">{t('detail.columns.kind')}</Table.Th>
          <Table.Th scope="col">{t('detail.columns.source')}</Table.Th>
          <Table.Th scope="col">{t('detail.columns.status')}</Table.Th>
          <Table.Th scope="col">{t('detail.columns.points')}</Table.Th>
          <Table.Th scope="col">{t('detail.columns.experience')}</Table.Th>
          <Table.Th scope="col">{t('detail.columns.multiplier')}</Table.Th>
          <Table.Th scope="col">{t('detail.columns.reason')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>
              <FormattedDate value={entry.created_at} />
            </Table.Td>
            <Table.Td>{t(`kinds.${entry.kind}`)}</Table.Td>
            <Table.Td>
              {entry.item ? (
                <EvidenceItem item={entry.item} />
              ) : (
                sourceLabel(t, entry.source_type, entry.source_id)
              )}
            </Table.Td>
            <Table.Td>{t(`pointStatuses.${entry.status}`)}</Table.Td>
            <Table.Td>{number(entry.amount)}</Table.Td>
            <Table.Td>{number(entry.experience)}</Table.Td>
            <Table.Td>×{number(entry.multiplier)}</Table.Td>
            <Table.Td>{reason(entry) ?? t('none')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}
