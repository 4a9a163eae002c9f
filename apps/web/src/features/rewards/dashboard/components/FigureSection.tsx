import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Anchor, Stack, Table, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { DataTable } from '../../../../ui/DataTable.tsx';
import { useRewardsDashboardTranslation } from '../i18n.ts';

/** A column of a figure set: the row's key, its heading, and for the chart the colour of its series. */
export interface FigureColumn {
  key: string;
  label: string;
  color?: string;
}

export interface FigureSectionProps {
  title: string;
  /** The key of the rows' label (the chart's axis and each table row's header). */
  labelKey: string;
  labelTitle: string;
  /** The key that tells rows apart when labels may repeat (a store's id); the label by default. */
  rowKey?: string;
  rows: readonly Record<string, string | number>[];
  /** Each a chart series (when it has a colour) and a table column. */
  columns: readonly FigureColumn[];
  kind?: 'bar' | 'line';
  /** Shows the table at once (a long list such as the stores reads better as a table). */
  tableFirst?: boolean;
  /** Under the title: a sentence about the figures. */
  note?: React.ReactNode;
}

/**
 * One figure set of the dashboard: a chart, and the same figures as a table behind a toggle, so a screen reader (to
 * which the chart itself says only what it shows) gets every number. Numbers in the interface language.
 */
export function FigureSection({
  title,
  labelKey,
  labelTitle,
  rowKey = labelKey,
  rows,
  columns,
  kind = 'bar',
  tableFirst = false,
  note,
}: FigureSectionProps) {
  const { t, i18n } = useRewardsDashboardTranslation();
  const headingId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(tableFirst);
  const number = new Intl.NumberFormat(i18n.language);
  const series = columns
    .filter((column) => column.color)
    .map((column) => ({ name: column.key, label: column.label, color: column.color ?? 'blue.6' }));
  // the chart is a picture (its figures are in the table): no keyboard layer of its own inside role="img"
  const chart = {
    h: 260,
    data: rows as Record<string, string | number>[],
    dataKey: labelKey,
    series,
    withLegend: true,
    yAxisProps: { allowDecimals: false },
    valueFormatter: (value: number) => number.format(value),
  };
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {note}
        {/* a link-like button: its long label wraps on a phone, where a Button's would not */}
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="left"
          onClick={() => setShowTable((shown) => !shown)}
          aria-expanded={showTable}
          aria-controls={tableId}
          style={{ alignSelf: 'flex-start' }}
        >
          {t(showTable ? 'hideTable' : 'showTable', { title })}
        </Anchor>
        <div id={tableId} hidden={!showTable}>
          {showTable && (
            <DataTable caption={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{labelTitle}</Table.Th>
                  {columns.map((column) => (
                    <Table.Th scope="col" key={column.key}>
                      {column.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={String(row[rowKey])}>
                    <Table.Th scope="row">{row[labelKey]}</Table.Th>
                    {columns.map((column) => (
                      <Table.Td key={column.key}>{number.format(Number(row[column.key]))}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
          )}
        </div>
        <div role="img" aria-label={t('chartLabel', { title })}>
          {kind === 'line' ? (
            <LineChart {...chart} lineChartProps={{ accessibilityLayer: false }} />
          ) : (
            <BarChart {...chart} barChartProps={{ accessibilityLayer: false }} />
          )}
        </div>
      </Stack>
    </section>
  );
}
