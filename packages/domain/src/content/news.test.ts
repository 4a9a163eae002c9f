import { describe, expect, it } from 'vitest';
import { isNewsScheduleValid, isNewsVisible, newsLanguageOf, newsState, writtenLanguages } from './news.ts';

const at = (iso: string) => new Date(iso);
const schedule = (publishAt: string | null, expiresAt: string | null = null) => ({
  publishAt: publishAt === null ? null : at(publishAt),
  expiresAt: expiresAt === null ? null : at(expiresAt),
});

describe('newsState and isNewsVisible', () => {
  it('is a draft without a publish date, whatever the expiry', () => {
    expect(newsState(schedule(null), at('2026-11-27T12:00:00Z'))).toBe('draft');
    expect(newsState(schedule(null, '2027-01-01T00:00:00Z'), at('2026-11-27T12:00:00Z'))).toBe('draft');
    expect(isNewsVisible(schedule(null), at('2026-11-27T12:00:00Z'))).toBe(false);
  });

  it('is published from the publish date (inclusive) until the expiry (exclusive)', () => {
    const s = schedule('2026-11-27T12:00:00Z', '2026-11-28T12:00:00Z');
    expect(newsState(s, at('2026-11-27T11:59:59.999Z'))).toBe('scheduled');
    expect(newsState(s, at('2026-11-27T12:00:00Z'))).toBe('published');
    expect(newsState(s, at('2026-11-28T11:59:59.999Z'))).toBe('published');
    expect(newsState(s, at('2026-11-28T12:00:00Z'))).toBe('expired');
    expect(isNewsVisible(s, at('2026-11-27T12:00:00Z'))).toBe(true);
    expect(isNewsVisible(s, at('2026-11-28T12:00:00Z'))).toBe(false);
  });

  it('stays published without an expiry', () => {
    expect(isNewsVisible(schedule('2020-01-01T00:00:00Z'), at('2099-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('isNewsScheduleValid', () => {
  it('wants the expiry after the publish date', () => {
    expect(isNewsScheduleValid(schedule('2026-11-27T12:00:00Z', '2026-11-27T12:00:00Z'))).toBe(false);
    expect(isNewsScheduleValid(schedule('2026-11-27T12:00:00Z', '2026-11-26T12:00:00Z'))).toBe(false);
    expect(isNewsScheduleValid(schedule('2026-11-27T12:00:00Z', '2026-11-27T12:00:01Z'))).toBe(true);
    expect(isNewsScheduleValid(schedule(null, '2026-11-27T12:00:00Z'))).toBe(true);
    expect(isNewsScheduleValid(schedule('2026-11-27T12:00:00Z'))).toBe(true);
  });
});

describe('newsLanguageOf', () => {
  it("picks the reader's language, else the client's default, else pt-BR, else the first written", () => {
    expect(newsLanguageOf(['pt-BR', 'fr-FR'], 'fr-FR', 'en-US')).toBe('fr-FR');
    expect(newsLanguageOf(['pt-BR', 'en-US'], 'fr-FR', 'en-US')).toBe('en-US');
    expect(newsLanguageOf(['pt-BR', 'es-ES'], 'fr-FR', 'en-US')).toBe('pt-BR');
    expect(newsLanguageOf(['fr-FR', 'es-ES'], 'en-US')).toBe('es-ES');
    expect(newsLanguageOf([], 'en-US')).toBeNull();
  });
});

describe('writtenLanguages', () => {
  it('counts a version whose title is written, in the house order', () => {
    expect(
      writtenLanguages({
        'fr-FR': { title: 'Nouvelles', summary: '', body: '' },
        'en-US': { title: '  ', summary: 'x', body: 'y' },
        'pt-BR': { title: 'Notícias', summary: '', body: '' },
      }),
    ).toEqual(['pt-BR', 'fr-FR']);
  });
});
