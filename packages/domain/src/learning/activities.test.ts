import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_KINDS,
  activityOpens,
  COMPLETION_RULES,
  CONTENT_ACTIVITY_KINDS,
  completionRuleOf,
  isContentActivityKind,
  mediaReachedEnd,
  minimumSecondsToComplete,
  reportMeetsRule,
} from './activities.ts';
import { searchKey } from './search.ts';

describe('activity kinds', () => {
  it('lists every SPEC §3 type and a completion rule for every content kind', () => {
    expect(ACTIVITY_KINDS).toHaveLength(23);
    for (const kind of CONTENT_ACTIVITY_KINDS) expect(COMPLETION_RULES[kind]).toBeDefined();
    expect(isContentActivityKind('video')).toBe(true);
    expect(isContentActivityKind('block_test')).toBe(false);
  });
});

describe('completion', () => {
  const video = { rule: 'media' as const, durationSeconds: 120, pageCount: null, minSeconds: null };

  it('counts a medium watched to near its end', () => {
    expect(mediaReachedEnd(114, 120)).toBe(true);
    expect(mediaReachedEnd(100, 120)).toBe(false);
    // a short clip: a second of tolerance; a long one: at most thirty seconds
    expect(mediaReachedEnd(5, 8)).toBe(false);
    expect(mediaReachedEnd(7, 8)).toBe(true);
    expect(mediaReachedEnd(3600 - 31, 3600)).toBe(false);
    expect(mediaReachedEnd(3600 - 30, 3600)).toBe(true);
    expect(reportMeetsRule(video, { position: 119, pagesSeen: null, completed: true })).toBe(true);
    expect(reportMeetsRule(video, { position: 30, pagesSeen: null, completed: true })).toBe(false);
  });

  it('needs every page of a pdf', () => {
    const pdf = { rule: 'pages' as const, durationSeconds: null, pageCount: 6, minSeconds: null };
    expect(reportMeetsRule(pdf, { position: 6, pagesSeen: 5, completed: true })).toBe(false);
    expect(reportMeetsRule(pdf, { position: 6, pagesSeen: 6, completed: true })).toBe(true);
  });

  it('counts a presentation by its pages, and a download-only legacy .ppt as viewed', () => {
    expect(completionRuleOf('ppt', { url: '/a.pptx', format: 'pptx', pages: 4 })).toBe('pages');
    expect(completionRuleOf('ppt', { url: '/a.pptx', pdf_url: '/a.pdf', pages: 4 })).toBe('pages');
    expect(completionRuleOf('ppt', { url: '/a.ppt', format: 'ppt', download_only: true })).toBe('viewed');
    // the variant is the ppt kind's only: a pdf is always paged
    expect(completionRuleOf('pdf', { url: '/a.pdf', pages: 2, download_only: true })).toBe('pages');
  });

  it('refuses completions sooner than a real learner could manage', () => {
    // 120 s at double speed, less the end tolerance and the slack
    expect(minimumSecondsToComplete(video)).toBeCloseTo((120 - 6) / 2 - 3);
    expect(minimumSecondsToComplete({ ...video, rule: 'pages', pageCount: 6 })).toBe(9);
    expect(minimumSecondsToComplete({ ...video, rule: 'viewed', minSeconds: null })).toBe(7);
    expect(minimumSecondsToComplete({ ...video, rule: 'scorm' })).toBe(0);
  });

  it('opens a blocked menu in order only', () => {
    expect(activityOpens(true, [true, false])).toBe(false);
    expect(activityOpens(true, [true, true])).toBe(true);
    expect(activityOpens(false, [false])).toBe(true);
  });
});

describe('search key', () => {
  it('ignores accents, case and punctuation', () => {
    expect(searchKey('Educação  Financeira!')).toBe('educacao financeira');
    expect(searchKey('ÉLÈVE—Français')).toBe('eleve francais');
    expect(searchKey('educacao')).toBe(searchKey('EDUCAÇÃO'));
  });
});
