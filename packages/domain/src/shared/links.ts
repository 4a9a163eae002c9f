import { LINK_DISPLAY_MAX } from './constants.ts';

const ELLIPSIS = '…';

/**
 * Shortens a link for display (SPEC §9): links up to `max` characters are unchanged; longer ones become exactly
 * `max` characters, the start and end kept around a single '…' in the middle (the start gets the odd one).
 * Characters are Unicode code points, so an emoji or astral character is never split.
 */
export function truncateLink(url: string, max: number = LINK_DISPLAY_MAX): string {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be a positive integer, got ${max}`);
  const chars = Array.from(url);
  if (chars.length <= max) return url;
  const kept = max - 1;
  const head = Math.ceil(kept / 2);
  const tail = kept - head;
  return chars.slice(0, head).join('') + ELLIPSIS + (tail > 0 ? chars.slice(-tail).join('') : '');
}
