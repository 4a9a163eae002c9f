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
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  const page = positiveInt(params.get('page')) ?? 1;
  const goToPage = (next: number) => update({ page: next === 1 ? null : String(next) });
  return { params, update, page, goToPage };
}
