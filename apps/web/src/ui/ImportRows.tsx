import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable } from './DataTable.tsx';

export interface ImportRowsProps<
  R extends { line: number; errors: readonly { column: string; code: string }[] },
> {
  caption: string;
  /** The columns' headers: the line's first, the result's last. */
  headers: readonly string[];
  rows: readonly R[];
  /** The row's cells between its line and its result. */
  cells(row: R): ReactNode[];
  /** What a valid row's result says. */
  valid(row: R): ReactNode;
  /** One error of a row, in the user's language ("type: required"). */
  problem(error: R['errors'][number]): string;
}

/**
 * THE preview of a CSV import (the question banks', the rewards stores'): one row per line of the file with its line
 * number, its own cells, and its result: what importing will do, or each of its errors by column.
 */
export function ImportRows<R extends { line: number; errors: readonly { column: string; code: string }[] }>({
  caption,
  headers,
  rows,
  cells,
  valid,
  problem,
}: ImportRowsProps<R>) {
  return (
    <DataTable caption={caption}>
      <Table.Thead>
        <Table.Tr>
          {headers.map((header) => (
            <Table.Th scope="col" key={header}>
              {header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.line}>
            <Table.Th scope="row">{row.line}</Table.Th>
            {cells(row).map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the row's cells, in the headers' order
              <Table.Td key={i} style={{ overflowWrap: 'anywhere' }}>
                {cell}
              </Table.Td>
            ))}
            <Table.Td>
              {row.errors.length === 0 ? (
                <Text size="sm" c="teal.9">
                  {valid(row)}
                </Text>
              ) : (
                <ul style={{ margin: 0, paddingInlineStart: '1rem' }}>
                  {row.errors.map((error) => (
                    <li key={`${error.column}-${error.code}`}>
                      <Text size="sm" c="red.9">
                        {problem(error)}
                      </Text>
                    </li>
                  ))}
                </ul>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}
