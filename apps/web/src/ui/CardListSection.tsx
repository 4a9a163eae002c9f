import { Text } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import classes from './CardList.module.css';

export interface CardListSectionProps<T> {
  /** Names the section for screen readers and is shown above the list (e.g. "12 requests"). */
  caption: string;
  items: readonly T[];
  itemKey(item: T): Key;
  /** Marks an item busy while an action on it runs. */
  itemBusy?(item: T): boolean;
  /** The item's card. */
  children(item: T): ReactNode;
}

/** The small-screen form of a table: a captioned section with one card per row. */
export function CardListSection<T>({ caption, items, itemKey, itemBusy, children }: CardListSectionProps<T>) {
  return (
    <section aria-label={caption}>
      <Text size="sm" mb="sm">
        {caption}
      </Text>
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={itemKey(item)} aria-busy={itemBusy?.(item) || undefined}>
            {children(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}
