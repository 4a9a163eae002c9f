import '@mantine/core/styles/Card.css';
import { LEVEL_MULTIPLIERS, PROGRAMME_LEVEL_IDS } from '@elevar/domain';
import { Button, Card, Group, Stack, Table, Title } from '@mantine/core';
import { Fragment } from 'react';
import classes from '../../../../ui/CardList.module.css';
import { CardListSection } from '../../../../ui/CardListSection.tsx';
import { DataTable, DataTableActionsTd, DataTableActionsTh } from '../../../../ui/DataTable.tsx';
import { useLevelChangesTranslation } from '../i18n.ts';
import type { AdminPointRule } from '../rulesApi.ts';
import { formatNumber, levelLabel } from './labels.ts';
import { kindLabel, pointsAtLevel, ruleDescription } from './pointsTableLabels.ts';

export interface RulesTableProps {
  rules: readonly AdminPointRule[];
  caption: string;
  /** Mobile: one card per rule instead of a wide table. */
  stacked: boolean;
  /** The campaign has begun: rules cannot be deleted; `frozenReasonId` names the text that says why. */
  frozen: boolean;
  frozenReasonId: string;
  onEdit(rule: AdminPointRule): void;
  onDelete(rule: AdminPointRule): void;
}

/**
 * A campaign's rules in their order: code, kind, description in the interface language, base points and what
 * each level credits (the ledger's multipliers), with edit and delete. Desktop: a table; mobile: cards.
 */
export function RulesTable({
  rules,
  caption,
  stacked,
  frozen,
  frozenReasonId,
  onEdit,
  onDelete,
}: RulesTableProps) {
  const { t, i18n } = useLevelChangesTranslation();
  const number = (value: number) => formatNumber(i18n.language, value);
  const levelHeader = (level: (typeof PROGRAMME_LEVEL_IDS)[number]) =>
    t('pointsTable.columns.level', {
      level: levelLabel(t, level),
      multiplier: `×${number(LEVEL_MULTIPLIERS[level])}`,
    });
  const actions = (rule: AdminPointRule) => (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => onEdit(rule)}
        aria-label={t('pointsTable.editLabel', { code: rule.code })}
      >
        {t('pointsTable.edit')}
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        color="red"
        onClick={() => onDelete(rule)}
        disabled={frozen}
        aria-label={t('pointsTable.deleteLabel', { code: rule.code })}
        aria-describedby={frozen ? frozenReasonId : undefined}
      >
        {t('pointsTable.delete')}
      </Button>
    </Group>
  );

  if (stacked) {
    return (
      <CardListSection caption={caption} items={rules} itemKey={(rule) => rule.id}>
        {(rule) => (
          <Card withBorder padding="md" radius="md">
            <Stack gap="xs">
              <Title order={3} size="h5">
                {ruleDescription(rule, i18n.language)}
              </Title>
              <dl className={classes.facts}>
                <dt>{t('pointsTable.columns.code')}</dt>
                <dd>{rule.code}</dd>
                <dt>{t('pointsTable.columns.kind')}</dt>
                <dd>{kindLabel(t, rule.kind)}</dd>
                <dt>{t('pointsTable.columns.basePoints')}</dt>
                <dd>{number(rule.base_points)}</dd>
                {PROGRAMME_LEVEL_IDS.map((level) => (
                  <Fragment key={level}>
                    <dt>{levelHeader(level)}</dt>
                    <dd>{number(pointsAtLevel(rule.base_points, level))}</dd>
                  </Fragment>
                ))}
                <dt>{t('pointsTable.columns.position')}</dt>
                <dd>{number(rule.position)}</dd>
              </dl>
              {actions(rule)}
            </Stack>
          </Card>
        )}
      </CardListSection>
    );
  }

  return (
    <DataTable caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('pointsTable.columns.description')}</Table.Th>
          <Table.Th scope="col">{t('pointsTable.columns.code')}</Table.Th>
          <Table.Th scope="col">{t('pointsTable.columns.kind')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('pointsTable.columns.basePoints')}
          </Table.Th>
          {PROGRAMME_LEVEL_IDS.map((level) => (
            <Table.Th scope="col" key={level} ta="right">
              {levelHeader(level)}
            </Table.Th>
          ))}
          <Table.Th scope="col" ta="right">
            {t('pointsTable.columns.position')}
          </Table.Th>
          <DataTableActionsTh>{t('pointsTable.columns.actions')}</DataTableActionsTh>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rules.map((rule) => (
          <Table.Tr key={rule.id}>
            <Table.Th scope="row" fw={600}>
              {ruleDescription(rule, i18n.language)}
            </Table.Th>
            <Table.Td>
              <code>{rule.code}</code>
            </Table.Td>
            <Table.Td>{kindLabel(t, rule.kind)}</Table.Td>
            <Table.Td ta="right">{number(rule.base_points)}</Table.Td>
            {PROGRAMME_LEVEL_IDS.map((level) => (
              <Table.Td key={level} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {number(pointsAtLevel(rule.base_points, level))}
              </Table.Td>
            ))}
            <Table.Td ta="right">{number(rule.position)}</Table.Td>
            <DataTableActionsTd>{actions(rule)}</DataTableActionsTd>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}
