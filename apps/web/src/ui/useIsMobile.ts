import { useMediaQuery } from '@mantine/hooks';

export const MOBILE_QUERY = '(max-width: 767.98px)';

/** Mobile screens below 768px, desktop above (decided by viewport, SPEC §2 "mobile and desktop"). */
export function useIsMobile(): boolean {
  const initial =
    typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia(MOBILE_QUERY).matches
      : false;
  return useMediaQuery(MOBILE_QUERY, initial, { getInitialValueInEffect: false });
}
