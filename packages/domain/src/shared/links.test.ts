import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINK_DISPLAY_MAX } from './constants.ts';
import { truncateLink } from './links.ts';

const longUrl = 'https://www.example.com/courses/2024/retail-training/modules/intro-video?lang=pt-BR';

describe('truncateLink', () => {
  it('leaves links of at most 50 characters unchanged', () => {
    const fifty = `https://e.co/${'a'.repeat(37)}`;
    expect(fifty).toHaveLength(50);
    expect(truncateLink(fifty)).toBe(fifty);
    expect(truncateLink('https://e.co')).toBe('https://e.co');
    expect(truncateLink('')).toBe('');
  });

  it('cuts longer links to exactly 50 characters with one ellipsis in the middle', () => {
    const out = truncateLink(longUrl);
    expect(out).toHaveLength(LINK_DISPLAY_MAX);
    expect(out).toBe('https://www.example.com/c…s/intro-video?lang=pt-BR');
    expect(out.indexOf('…')).toBe(25);
    expect(out.split('…')).toHaveLength(2);
  });

  it('cuts a 51-character link', () => {
    const s = `${'a'.repeat(25)}X${'b'.repeat(25)}`;
    expect(truncateLink(s)).toBe(`${'a'.repeat(25)}…${'b'.repeat(24)}`);
  });

  it('honours a custom maximum, down to 1', () => {
    expect(truncateLink('abcdefghij', 5)).toBe('ab…ij');
    expect(truncateLink('abcdefghij', 4)).toBe('ab…j');
    expect(truncateLink('abcdefghij', 2)).toBe('a…');
    expect(truncateLink('abcdefghij', 1)).toBe('…');
    expect(() => truncateLink('abc', 0)).toThrow(RangeError);
    expect(() => truncateLink('abc', 2.5)).toThrow(RangeError);
  });

  it('never splits an astral character', () => {
    const s = `${'😀'.repeat(30)}${'🎉'.repeat(30)}`;
    const out = truncateLink(s, 10);
    expect(Array.from(out)).toHaveLength(10);
    expect(out).toBe(`${'😀'.repeat(5)}…${'🎉'.repeat(4)}`);
  });

  it('property: long inputs become exactly max characters, keeping start and end', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 200 }), fc.integer({ min: 1, max: 80 }), (s, max) => {
        const chars = Array.from(s);
        const out = truncateLink(s, max);
        if (chars.length <= max) {
          expect(out).toBe(s);
          return;
        }
        const outChars = Array.from(out);
        expect(outChars).toHaveLength(max);
        const at = Math.ceil((max - 1) / 2);
        expect(outChars[at]).toBe('…');
        expect(outChars.slice(0, at)).toEqual(chars.slice(0, at));
        const tail = max - 1 - at;
        expect(outChars.slice(at + 1)).toEqual(tail > 0 ? chars.slice(-tail) : []);
      }),
    );
  });
});
