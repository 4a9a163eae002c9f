import { describe, expect, it } from 'vitest';
import { isSupportStaff, statusAfterMessage } from './support.ts';
import {
  easterSunday,
  isWorkingDay,
  nationalHolidays,
  type SupportCountry,
  supportResponseDate,
} from './support-calendar.ts';

/** Noon in the country's own day, so no zone moves it. */
const noon = (day: string) => new Date(`${day}T15:00:00Z`);

describe('easterSunday', () => {
  it('finds Easter Sunday of past and coming years', () => {
    expect(easterSunday(2024).toISOString().slice(0, 10)).toBe('2024-03-31');
    expect(easterSunday(2025).toISOString().slice(0, 10)).toBe('2025-04-20');
    expect(easterSunday(2026).toISOString().slice(0, 10)).toBe('2026-04-05');
  });
});

describe('supportResponseDate (SPEC §9: 7 working days)', () => {
  it('counts only weekdays across a weekend, the day it was sent not counted', () => {
    // Wednesday 2 December 2026: Thu, Fri, (weekend), Mon … Fri
    expect(supportResponseDate('BR', noon('2026-12-02'))).toBe('2026-12-11');
    // sent on a Saturday: the count starts on Monday
    expect(supportResponseDate('BR', noon('2026-12-05'))).toBe('2026-12-15');
  });

  // a message sent the working day before a national holiday on a weekday: the holiday is skipped like a weekend day
  const cases: [SupportCountry, string, string, string][] = [
    ['AR', '2026-05-22', '2026-05-25', '2026-06-03'], // Revolución de Mayo (Monday)
    ['BR', '2026-11-13', '2026-11-20', '2026-11-25'], // Consciência Negra (Friday)
    ['CA', '2026-10-09', '2026-10-12', '2026-10-21'], // Thanksgiving, second Monday of October
    ['CL', '2026-09-17', '2026-09-18', '2026-09-29'], // Fiestas Patrias (Friday, Saturday)
    ['CO', '2026-07-17', '2026-07-20', '2026-07-29'], // Independence Day (Monday)
    ['MX', '2026-11-13', '2026-11-16', '2026-11-25'], // Revolution Day, third Monday of November
    ['PE', '2026-07-27', '2026-07-28', '2026-08-10'], // Fiestas Patrias (Tue, Wed) and Junín (6 August)
  ];
  it.each(cases)('%s: sent %s, the holiday %s skipped, answered by %s', (country, sent, holiday, due) => {
    expect(isWorkingDay(country, holiday)).toBe(false);
    expect(nationalHolidays(country, 2026).has(holiday)).toBe(true);
    expect(supportResponseDate(country, noon(sent))).toBe(due);
  });

  it('moves with Easter: Good Friday in Brazil, Holy Thursday in Colombia', () => {
    expect(isWorkingDay('BR', '2026-04-03')).toBe(false);
    expect(isWorkingDay('CO', '2026-04-02')).toBe(false);
    expect(isWorkingDay('MX', '2026-04-03')).toBe(true);
    // Tuesday 31 March 2026 in Brazil: Wed 1, Thu 2, (Good Friday, weekend), Mon 6 … Fri 10
    expect(supportResponseDate('BR', noon('2026-03-31'))).toBe('2026-04-10');
  });

  it('finds Victoria Day on the Monday before 25 May', () => {
    expect(nationalHolidays('CA', 2026).has('2026-05-18')).toBe(true);
    expect(nationalHolidays('CA', 2025).has('2025-05-19')).toBe(true);
  });

  it('starts from the day in the country’s zone', () => {
    // 02:00 UTC on Friday 13 November is still Thursday 12 in São Paulo
    expect(supportResponseDate('BR', new Date('2026-11-13T02:00:00Z'))).toBe('2026-11-24');
  });

  it('counts a holiday of one country only in that country', () => {
    expect(supportResponseDate('MX', noon('2026-11-13'))).toBe('2026-11-25');
    expect(supportResponseDate('AR', noon('2026-11-13'))).toBe('2026-11-24');
  });
});

describe('support tickets', () => {
  it('lets the support team and superusers work the queue, nobody else', () => {
    expect(isSupportStaff({ role: 'support', isSuperuser: false })).toBe(true);
    expect(isSupportStaff({ role: 'learner', isSuperuser: true })).toBe(true);
    expect(isSupportStaff({ role: 'moderator', isSuperuser: false })).toBe(false);
    expect(isSupportStaff({ role: null, isSuperuser: false })).toBe(false);
  });

  it('is answered by staff and opened again by its author', () => {
    expect(statusAfterMessage(true)).toBe('answered');
    expect(statusAfterMessage(false)).toBe('open');
  });
});
