import { describe, expect, it } from 'vitest';
import { isForumModerator, mentionedUsernames, postExcerpt } from './forum.ts';

describe('mentionedUsernames', () => {
  it('finds each @username once, lower-cased, in the text a reader sees', () => {
    expect(
      mentionedUsernames('<p>Hi @Ana.Silva and @bob, @ana.silva again. Mail me at x@example.com.</p>'),
    ).toEqual(['ana.silva', 'bob']);
    expect(
      mentionedUsernames('<p><strong>@carla</strong>: <a href="https://x.test/@nope">link</a></p>'),
    ).toEqual(['carla']);
    expect(mentionedUsernames('no mentions @ all')).toEqual([]);
  });

  it('keeps at most 20', () => {
    const many = Array.from({ length: 30 }, (_, i) => `@user${i}`).join(' ');
    expect(mentionedUsernames(many)).toHaveLength(20);
  });
});

describe('isForumModerator', () => {
  it('is the moderator role or a superuser', () => {
    expect(isForumModerator({ role: 'moderator', isSuperuser: false })).toBe(true);
    expect(isForumModerator({ role: null, isSuperuser: true })).toBe(true);
    expect(isForumModerator({ role: 'support', isSuperuser: false })).toBe(false);
    expect(isForumModerator({ role: 'learner', isSuperuser: false })).toBe(false);
  });
});

describe('postExcerpt', () => {
  it('reads the plain text, cut with an ellipsis', () => {
    expect(postExcerpt('<p>Tom &amp; Jerry</p><p>again</p>')).toBe('Tom & Jerry again');
    expect(postExcerpt(`<p>${'a'.repeat(200)}</p>`, 10)).toBe('aaaaaaaaa…');
  });
});
