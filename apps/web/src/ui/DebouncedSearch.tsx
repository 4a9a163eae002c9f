import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 350;

export interface DebouncedSearchProps {
  label: string;
  description?: string;
  /** The search the list shows (from the URL). */
  value: string;
  /** Called once typing pauses, with the text typed. */
  onChange(search: string): void;
}

/**
 * A list's search box: what is typed is sent once typing pauses, and a search changed from outside (clear filters,
 * the back button) is shown. The catalogues' search.
 */
export function DebouncedSearch({ label, description, value, onChange }: DebouncedSearchProps) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const sent = useRef(value);
  // the URL changed from outside (clear filters, back button): show it
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (debounced !== sent.current) {
      sent.current = debounced;
      onChange(debounced);
    }
  }, [debounced, onChange]);
  return (
    <TextInput
      type="search"
      label={label}
      description={description}
      value={text}
      maxLength={100}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}
