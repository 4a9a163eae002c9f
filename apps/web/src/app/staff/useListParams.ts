import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/** A positive integer URL parameter (a page, an id) in plain digits, else null: nothing malformed reaches a query. */
export function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/**
 * A staff list's filters and page, kept in the URL so a reload or a shared link shows the same list. `update`
 * sets several at once; an empty or null value removes the parameter. `page` is the `page` parameter (1 when
 * absent or not a page), `goToPage` sets it (page 1 leaves it out).
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  // React Router's functional setSearchParams starts from the rendered URL, not from a navigation still under way,
  // so two updates before the URL changes (two in one event, or one while the list's guard is loading) would lose
  // the first. Each update starts from the last one's result until the URL has moved on from the params it saw.
  const pending = useRef<{ from: URLSearchParams; next: URLSearchParams } | null>(null);
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(pending.current?.from === params ? pending.current.next : params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    pending.current = { from: params, next };
    setParams(next);
  };
  const page = positiveInt(params.get('page')) ?? 1;
  const goToPage = (next: number) => update({ page: next === 1 ? null : String(next) });
  return { params, update, page, goToPage };
}
