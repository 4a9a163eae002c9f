import { describe, expect, it } from 'vitest';
import { hammingDistance, photoSenderProblem, photoWeek, weekdayOf } from './photos.ts';

describe('photoWeek', () => {
  it('starts on Sunday by default at midnight in the store zone and resets a week later', () => {
    // Wednesday 2026-11-25 in São Paulo (UTC−3)
    const week = photoWeek(new Date('2026-11-25T15:00:00Z'), 'America/Sao_Paulo');
    expect(week.start).toBe('2026-11-22');
    expect(weekdayOf(week.start)).toBe(0);
    expect(week.begins.toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(week.resetsAt.toISOString()).toBe('2026-11-29T03:00:00.000Z');
  });

  it('changes week at the reset moment in the zone, not in UTC', () => {
    const zone = 'America/Sao_Paulo';
    // Sunday 2026-11-29 00:00 in São Paulo is 03:00 UTC: one millisecond before is still last week
    expect(photoWeek(new Date('2026-11-29T02:59:59.999Z'), zone).start).toBe('2026-11-22');
    expect(photoWeek(new Date('2026-11-29T03:00:00.000Z'), zone).start).toBe('2026-11-29');
    // the same instants in Tokyo (UTC+9) are already Sunday noon: the week there began at 15:00 UTC Saturday
    expect(photoWeek(new Date('2026-11-29T02:59:59.999Z'), 'Asia/Tokyo').start).toBe('2026-11-29');
    expect(photoWeek(new Date('2026-11-28T14:59:59.999Z'), 'Asia/Tokyo').start).toBe('2026-11-22');
    expect(photoWeek(new Date('2026-11-28T15:00:00.000Z'), 'Asia/Tokyo').start).toBe('2026-11-29');
  });

  it('follows the campaign’s reset day (Monday)', () => {
    const week = photoWeek(new Date('2026-11-29T12:00:00Z'), 'America/Mexico_City', 1);
    expect(week.start).toBe('2026-11-23');
    expect(week.resetsAt.toISOString()).toBe('2026-11-30T06:00:00.000Z');
    expect(photoWeek(new Date('2026-11-30T06:00:00Z'), 'America/Mexico_City', 1).start).toBe('2026-11-30');
  });

  it('keeps a week of seven calendar days across a change of offset', () => {
    // Toronto leaves summer time on Sunday 2026-11-01
    const week = photoWeek(new Date('2026-10-28T12:00:00Z'), 'America/Toronto');
    expect(week.start).toBe('2026-10-25');
    expect(week.begins.toISOString()).toBe('2026-10-25T04:00:00.000Z');
    expect(week.resetsAt.toISOString()).toBe('2026-11-01T04:00:00.000Z');
  });
});

describe('photoSenderProblem', () => {
  it('refuses a blocked user first, then one not registered', () => {
    expect(photoSenderProblem({ registered: true, blocked: true })).toBe('rewards.account_blocked');
    expect(photoSenderProblem({ registered: false, blocked: false })).toBe('rewards.not_registered');
    expect(photoSenderProblem({ registered: true, blocked: false })).toBeNull();
  });
});

describe('hammingDistance', () => {
  it('counts the differing bits of two 64-bit hashes', () => {
    expect(hammingDistance('ffffffffffffffff', 'ffffffffffffffff')).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('00000000000000f0', '0000000000000010')).toBe(3);
  });
});
