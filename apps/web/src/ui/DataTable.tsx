import '@mantine/core/styles/Table.css';
import { Table, type TableProps, type TableTdProps, type TableThProps } from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import classes from './DataTable.module.css';

export interface DataTableProps extends Omit<TableProps, 'children' | 'captionSide'> {
  /** Shown above the table and names it (and its scroll box) for screen readers. */
  caption: string;
  /** The table's `Table.Thead` and `Table.Tbody`. */
  children: ReactNode;
}

/** Whether the element is wider inside than its box (so it scrolls sideways), kept up to date as either changes. */
function useOverflowsX<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}

/**
 * The staff screens' table: columns as wide as their longest word at least, the table scrolling sideways inside
 * its own box when the screen is too narrow (a keyboard can focus and scroll that box then), and the actions
 * column (`DataTableActionsTh`/`DataTableActionsTd`) pinned to the right edge.
 */
export function DataTable({ caption, children, className, ...props }: DataTableProps) {
  const captionId = useId();
  const [scroller, scrolls] = useOverflowsX<HTMLDivElement>();
  // only a box that scrolls is a named, focusable region: otherwise it would be a tab stop doing nothing
  const scrollRegion = scrolls ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {};
  return (
    <div ref={scroller} className={classes.scroller} data-table-scroller="" {...scrollRegion}>
      <Table
        striped
        verticalSpacing="sm"
        {...props}
        captionSide="top"
        className={className ? `${classes.table} ${className}` : classes.table}
      >
        <Table.Caption id={captionId}>{caption}</Table.Caption>
        {children}
      </Table>
    </div>
  );
}

function withActions(className: string | undefined): string | undefined {
  return className ? `${classes.actions} ${className}` : classes.actions;
}

/** The header of the actions column. */
export function DataTableActionsTh({ className, ...props }: TableThProps) {
  return <Table.Th scope="col" {...props} className={withActions(className)} data-table-actions="" />;
}

/** A row's cell in the actions column. */
export function DataTableActionsTd({ className, ...props }: TableTdProps) {
  return <Table.Td {...props} className={withActions(className)} data-table-actions="" />;
}
