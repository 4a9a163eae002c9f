import { useSearchParams } from 'react-router';

/**
 * A staff list's filters and page, kept in the URL so a reload or a shared link shows the same list. `update`
 * sets several at once; an empty or null value removes the parameter.
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
  return { params, update };
}
