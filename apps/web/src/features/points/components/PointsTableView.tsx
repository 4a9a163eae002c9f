import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Table.css';
import type { PointsTable } from '@elevar/contract';
import type { ProgrammeLevelId } from '@elevar/domain';
import { Card, Stack, Table, Text } from '@mantine/core';
import { EmptyList } from '../../../ui/ListState.tsx';
import { usePointsFormat } from '../format.ts';
import { usePointsTranslation } from '../i18n.ts';
import classes from './points.module.css';
import { TableScroll } from './TableScroll.tsx';

type Rule = PointsTable['rules'][number];

export interface PointsTableViewProps {
  table: PointsTable;
  /** Mobile: one card per action instead of a wide table. */
  stacked: boolean;
}

function ruleName(rule: Rule): string {
  return rule.description ?? rule.label_key ?? rule.code;
}

/**
 * What each action earns in a campaign at each level (SPEC §2 points table, §9 multipliers), the user's own level
 * marked in words. Desktop: a table with a caption and headers; mobile: stacked cards.
 */
export function PointsTableView({ table, stacked }: PointsTableViewProps) {
  const { t } = usePointsTranslation();
  const format = usePointsFormat();
  if (table.rules.length === 0) return <EmptyList>{t('table.empty')}</EmptyList>;
  const levels = table.levels;
  const caption = t('table.caption', { campaign: table.campaign.name });
  const levelHeader = (id: ProgrammeLevelId, multiplier: number) =>
    `${format.level(id)} (${format.multiplier(multiplier)})`;
  const points = (rule: Rule, level: ProgrammeLevelId) => {
    const value = rule.points[level];
    return value === undefined ? t('common.none') : format.number(value);
  };

  if (stacked) {
    return (
      <section aria-label={caption}>
        <Stack component="ul" gap="sm" className="elevar-plain-list">
          {table.rules.map((rule) => (
            <Card component="li" key={rule.id} withBorder padding="md">
              <Text fw={600}>{ruleName(rule)}</Text>
              <Text size="sm" c="dimmed">
                {t(`kinds.${rule.kind}`)}
              </Text>
              <dl className={classes.fields}>
                {levels.map((level) => (
                  <div key={level.id}>
                    <dt>
                      {levelHeader(level.id, level.multiplier)}
                      {level.id === table.my_level && ` · ${t('table.yourLevel')}`}
                    </dt>
                    <dd className={level.id === table.my_level ? classes.credit : undefined}>
                      <strong>{t('table.pointsValue', { points: points(rule, level.id) })}</strong>
                    </dd>
                  </div>
                ))}
              </dl>
            </Card>
          ))}
        </Stack>
      </section>
    );
  }

  return (
    <TableScroll label={caption} minWidth={640}>
      <Table striped verticalSpacing="sm" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('table.columns.action')}</Table.Th>
            <Table.Th scope="col">{t('table.columns.kind')}</Table.Th>
            {levels.map((level) => (
              <Table.Th
                scope="col"
                key={level.id}
                ta="right"
                className={level.id === table.my_level ? classes.mine : undefined}
              >
                {levelHeader(level.id, level.multiplier)}
                {level.id === table.my_level && (
                  <>
                    <br />
                    <span className={classes.mineTag}>{t('table.yourLevel')}</span>
                  </>
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rules.map((rule) => (
            <Table.Tr key={rule.id}>
              <Table.Th scope="row" fw={600}>
                {ruleName(rule)}
              </Table.Th>
              <Table.Td>{t(`kinds.${rule.kind}`)}</Table.Td>
              {levels.map((level) => (
                <Table.Td
                  key={level.id}
                  ta="right"
                  fw={level.id === table.my_level ? 700 : 400}
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {points(rule, level.id)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/**
 * The campaign's levels (SPEC §4 Level, §9): experience needed, multiplier and what each level brings, the
 * user's own marked. Desktop: a table; mobile: stacked cards.
 */
export function LevelsView({ table, stacked }: PointsTableViewProps) {
  const { t } = usePointsTranslation();
  const format = usePointsFormat();
  const caption = t('about.levelsCaption', { campaign: table.campaign.name });
  const rows = table.levels.map((level) => ({
    ...level,
    mine: level.id === table.my_level,
    threshold:
      level.min_experience === null
        ? t('about.notConfigured')
        : t('about.threshold', { points: format.number(level.min_experience) }),
    benefits: [
      level.multiplier > 1
        ? t('about.benefitMultiplier', { multiplier: format.multiplier(level.multiplier) })
        : t('about.benefitBase'),
      ...(level.event_name === 'creator' || level.event_name === 'influencer'
        ? [t('about.benefitEvents', { name: t(`eventLevels.${level.event_name}`) })]
        : []),
    ],
  }));

  if (stacked) {
    return (
      <section aria-label={caption}>
        <Stack component="ul" gap="sm" className="elevar-plain-list">
          {rows.map((level) => (
            <Card
              component="li"
              key={level.id}
              withBorder
              padding="md"
              className={level.mine ? classes.mine : undefined}
            >
              <Text fw={700}>
                {format.level(level.id)}
                {level.mine && <span className={classes.mineTag}>{t('table.yourLevel')}</span>}
              </Text>
              <dl className={classes.fields}>
                <div>
                  <dt>{t('about.columns.threshold')}</dt>
                  <dd>{level.threshold}</dd>
                </div>
                <div>
                  <dt>{t('about.columns.multiplier')}</dt>
                  <dd>{format.multiplier(level.multiplier)}</dd>
                </div>
                <div>
                  <dt>{t('about.columns.benefits')}</dt>
                  <dd>{level.benefits.join(' ')}</dd>
                </div>
              </dl>
            </Card>
          ))}
        </Stack>
      </section>
    );
  }

  return (
    <TableScroll label={caption} minWidth={600}>
      <Table verticalSpacing="sm" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('about.columns.level')}</Table.Th>
            <Table.Th scope="col">{t('about.columns.threshold')}</Table.Th>
            <Table.Th scope="col">{t('about.columns.multiplier')}</Table.Th>
            <Table.Th scope="col">{t('about.columns.benefits')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((level) => (
            <Table.Tr key={level.id} className={level.mine ? classes.mine : undefined}>
              <Table.Th scope="row">
                {format.level(level.id)}
                {level.mine && <span className={classes.mineTag}>{t('table.yourLevel')}</span>}
              </Table.Th>
              <Table.Td>{level.threshold}</Table.Td>
              <Table.Td>{format.multiplier(level.multiplier)}</Table.Td>
              <Table.Td>{level.benefits.join(' ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
