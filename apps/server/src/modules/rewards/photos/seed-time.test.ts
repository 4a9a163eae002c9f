import { addDays, photoWeek } from '@elevar/domain';
import { describe, expect, it } from 'vitest';
import { demoPhotoTime } from './seed.ts';

const ZONE = 'America/Mexico_City';
const SUNDAY = 0;

describe('the demo photos’ times', () => {
  // 00:30 on Sunday 29 November in Mexico City: the photo week began half an hour ago
  for (const now of [new Date('2026-11-29T06:30:00Z'), new Date('2026-12-02T18:00:00Z')]) {
    it(`puts this week's photo in this week and earlier ones N weeks back (seeded at ${now.toISOString()})`, () => {
      const thisWeek = photoWeek(now, ZONE, SUNDAY).start;
      for (const weeksAgo of [0, 1, 2]) {
        const at = demoPhotoTime(now, weeksAgo, ZONE, SUNDAY);
        expect(at.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(photoWeek(at, ZONE, SUNDAY).start).toBe(addDays(thisWeek, -7 * weeksAgo));
      }
    });
  }
});
