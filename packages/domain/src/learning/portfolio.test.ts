import { describe, expect, it } from 'vitest';
import { courseIdFromSlug, portfolioSlug } from './portfolio.ts';

describe('portfolio slugs (SPEC §2 portfolio-course/{slug})', () => {
  it('writes the title as ASCII words and ends with -id- and the id', () => {
    expect(portfolioSlug('Gestão de Loja: o básico!', 12)).toBe('gestao-de-loja-o-basico-id-12');
    expect(portfolioSlug('  Atendimento  ao cliente ', 3)).toBe('atendimento-ao-cliente-id-3');
    expect(portfolioSlug('Ça va, François?', 7)).toBe('ca-va-francois-id-7');
  });

  it('names a title without any letter or digit "course"', () => {
    expect(portfolioSlug('***', 5)).toBe('course-id-5');
    expect(portfolioSlug('日本語', 5)).toBe('course-id-5');
  });

  it('keeps long titles short', () => {
    const slug = portfolioSlug('palavra '.repeat(40), 9);
    expect(slug.length).toBeLessThanOrEqual(80 + '-id-9'.length);
    expect(slug).toMatch(/^palavra(-palavra)*-id-9$/);
  });

  it('reads the id after the last -id-, whatever the words', () => {
    expect(courseIdFromSlug('gestao-de-loja-id-12')).toBe(12);
    expect(courseIdFromSlug('an-old-title-id-12')).toBe(12);
    expect(courseIdFromSlug('video-id-guide-id-44')).toBe(44);
    expect(courseIdFromSlug('id-8')).toBe(8);
  });

  it('finds no id in a slug without one', () => {
    for (const slug of [
      undefined,
      '',
      'gestao',
      'gestao-id-',
      'gestao-id-0',
      'gestao-id-01',
      'x-id-12a',
      'x-id--3',
    ])
      expect(courseIdFromSlug(slug)).toBeNull();
    expect(courseIdFromSlug(`x-id-${'9'.repeat(17)}`)).toBeNull();
  });
});
