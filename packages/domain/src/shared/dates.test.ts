import { afterEach, describe, expect, it } from 'vitest';
import {
  dateOrder,
  formatDate,
  formatDateTime,
  formatTime,
  isoDateInZone,
  maskDateInput,
  parseDateInput,
  zonedParts,
} from './dates.ts';

// 02:30 UTC on 10 March 2024: still 9 March (23:30) in São Paulo, already 11:30 on 10 March in Tokyo.
const instant = new Date('2024-03-10T02:30:00Z');

describe('dateOrder', () => {
  it('is day/month/year for language ids 1 and 3 and month-day-year otherwise', () => {
    expect(dateOrder(1)).toBe('dmy');
    expect(dateOrder(3)).toBe('dmy');
    expect(dateOrder(2)).toBe('mdy');
    expect(dateOrder(4)).toBe('mdy');
    expect(dateOrder(99)).toBe('mdy');
  });
});

describe('formatDate', () => {
  it('shows dd/MM/yyyy for Portuguese and Spanish', () => {
    expect(formatDate(instant, 1, 'America/Sao_Paulo')).toBe('09/03/2024');
    expect(formatDate(instant, 3, 'Asia/Tokyo')).toBe('10/03/2024');
  });

  it('shows MM-dd-yyyy for the other languages', () => {
    expect(formatDate(instant, 2, 'America/Sao_Paulo')).toBe('03-09-2024');
    expect(formatDate(instant, 4, 'Asia/Tokyo')).toBe('03-10-2024');
  });

  it('takes the calendar day of the given zone, not of UTC', () => {
    expect(formatDate(instant, 1, 'UTC')).toBe('10/03/2024');
    expect(formatDate('2023-12-31T23:59:00Z', 1, 'Pacific/Kiritimati')).toBe('01/01/2024');
    expect(formatDate('2024-01-01T00:30:00Z', 2, 'America/Los_Angeles')).toBe('12-31-2023');
  });

  it('accepts epoch milliseconds and ISO strings', () => {
    expect(formatDate(instant.getTime(), 1, 'UTC')).toBe('10/03/2024');
    expect(formatDate('2024-03-10T02:30:00Z', 1, 'UTC')).toBe('10/03/2024');
  });

  it('pads single-digit days, months and small years', () => {
    expect(formatDate('2024-01-05T12:00:00Z', 1, 'UTC')).toBe('05/01/2024');
    expect(formatDate(new Date(Date.UTC(2024, 0, 1)).setUTCFullYear(987), 1, 'UTC')).toBe('01/01/0987');
  });

  it('throws RangeError for an invalid date or time zone', () => {
    expect(() => formatDate('not a date', 1, 'UTC')).toThrow(RangeError);
    expect(() => formatDate(new Date(Number.NaN), 1, 'UTC')).toThrow(RangeError);
    expect(() => formatDate(instant, 1, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('formatTime and formatDateTime', () => {
  it('shows 24-hour HH:mm in the zone', () => {
    expect(formatTime(instant, 'America/Sao_Paulo')).toBe('23:30');
    expect(formatTime(instant, 'Asia/Tokyo')).toBe('11:30');
    expect(formatTime('2024-03-10T00:05:00Z', 'UTC')).toBe('00:05');
  });

  it('combines date and time in the language order', () => {
    expect(formatDateTime(instant, 1, 'America/Sao_Paulo')).toBe('09/03/2024 23:30');
    expect(formatDateTime(instant, 2, 'Asia/Tokyo')).toBe('03-10-2024 11:30');
  });

  it('follows daylight saving time of the zone', () => {
    // New York moved to EDT (UTC-4) at 07:00 UTC on 10 March 2024.
    expect(formatTime('2024-03-10T06:30:00Z', 'America/New_York')).toBe('01:30');
    expect(formatTime('2024-03-10T07:30:00Z', 'America/New_York')).toBe('03:30');
  });

  it('handles half-hour zones', () => {
    expect(formatDateTime('2024-06-01T20:00:00Z', 3, 'Asia/Kolkata')).toBe('02/06/2024 01:30');
  });
});

describe('independence from the machine zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it('gives the same text whatever TZ the process runs in', () => {
    const results = ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'].map((tz) => {
      process.env.TZ = tz;
      return formatDateTime(instant, 1, 'America/Sao_Paulo');
    });
    expect(results).toEqual(['09/03/2024 23:30', '09/03/2024 23:30', '09/03/2024 23:30']);
  });
});

describe('zonedParts and isoDateInZone', () => {
  it('answer the fields and the calendar date in the zone', () => {
    expect(zonedParts(instant, 'Asia/Tokyo')).toEqual({
      year: '2024',
      month: '03',
      day: '10',
      hour: '11',
      minute: '30',
    });
    expect(isoDateInZone(instant, 'America/Sao_Paulo')).toBe('2024-03-09');
    expect(isoDateInZone(instant, 'Asia/Tokyo')).toBe('2024-03-10');
  });
});

describe('typed dates', () => {
  const parsed = (text: string, languageId: number) => {
    const result = parseDateInput(text, languageId);
    return result.ok ? result.normalized : result.code;
  };

  it("reads a day in the language's order: day/month/year for ids 1 and 3, month-day-year otherwise", () => {
    expect(parsed('09/03/2024', 1)).toBe('2024-03-09');
    expect(parsed('09/03/2024', 3)).toBe('2024-03-09');
    expect(parsed('03-09-2024', 2)).toBe('2024-03-09');
    expect(parsed('03-09-2024', 4)).toBe('2024-03-09');
    expect(parsed(' 9.3.2024 ', 1)).toBe('2024-03-09');
  });

  it('refuses what is not a whole, real date', () => {
    expect(parsed('31/02/2024', 1)).toBe('date.invalid');
    expect(parsed('13/13/2024', 1)).toBe('date.invalid');
    expect(parsed('29/02/2023', 1)).toBe('date.invalid');
    expect(parsed('29/02/2024', 1)).toBe('2024-02-29');
    expect(parsed('09/03/24', 1)).toBe('date.invalid');
    expect(parsed('2024-03-09', 1)).toBe('date.invalid');
    expect(parsed('', 1)).toBe('date.invalid');
  });

  it('lays typed digits out as the language writes dates, adding a separator only before a digit', () => {
    expect(maskDateInput('0', 1)).toBe('0');
    expect(maskDateInput('09', 1)).toBe('09');
    expect(maskDateInput('090', 1)).toBe('09/0');
    expect(maskDateInput('09/03/2024', 1)).toBe('09/03/2024');
    expect(maskDateInput('0903202499', 1)).toBe('09/03/2024');
    expect(maskDateInput('03092024', 2)).toBe('03-09-2024');
    expect(maskDateInput('03/0', 2)).toBe('03-0');
  });
});
