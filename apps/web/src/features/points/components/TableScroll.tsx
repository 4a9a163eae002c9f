import type { ReactNode } from 'react';
import classes from './points.module.css';

export interface TableScrollProps {
  /** Names the scrollable region (the table's caption). */
  label: string;
  minWidth: number;
  children: ReactNode;
}

/**
 * A wide table that scrolls sideways on a narrow column. The scrolling box is a named, focusable region, so a
 * keyboard user can scroll it too (these tables hold no links or buttons to tab into).
 */
export function TableScroll({ label, minWidth, children }: TableScrollProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard (WCAG 2.1.1)
    <section aria-label={label} tabIndex={0} className={classes.tableScroll}>
      <div style={{ minWidth }}>{children}</div>
    </section>
  );
}
