import { describe, expect, it } from 'vitest';
import { cooldownRemaining, formatPhone, phonesMatch, validatePhone } from './phone.ts';

const start = new Date('2024-05-01T12:00:00Z');
const after = (ms: number): Date => new Date(start.getTime() + ms);

describe('cooldownRemaining', () => {
  it('starts at the full 300 seconds', () => {
    expect(cooldownRemaining(start, start)).toBe(300);
  });

  it('counts down in whole seconds, rounding up', () => {
    expect(cooldownRemaining(start, after(1))).toBe(300);
    expect(cooldownRemaining(start, after(1000))).toBe(299);
    expect(cooldownRemaining(start, after(299_001))).toBe(1);
    expect(cooldownRemaining(start, after(299_999))).toBe(1);
  });

  it('is 0 once elapsed, and stays 0', () => {
    expect(cooldownRemaining(start, after(300_000))).toBe(0);
    expect(cooldownRemaining(start, after(86_400_000))).toBe(0);
  });

  it('takes another duration', () => {
    expect(cooldownRemaining(start, after(10_000), 60)).toBe(50);
    expect(cooldownRemaining(start, after(10_000), 0)).toBe(0);
  });

  it('treats a start in the future as just started, and an invalid start as no lock', () => {
    expect(cooldownRemaining(after(60_000), start)).toBe(300);
    expect(cooldownRemaining(new Date(Number.NaN), start)).toBe(0);
  });
});

describe('validatePhone', () => {
  it('accepts E.164 with formatting and keeps the plus', () => {
    expect(validatePhone('+55 (11) 91234-5678')).toEqual({ ok: true, normalized: '+5511912345678' });
    expect(validatePhone('+1 416.555.0199')).toEqual({ ok: true, normalized: '+14165550199' });
    expect(validatePhone('0054 9 11 1234 5678')).toEqual({ ok: true, normalized: '+5491112345678' });
  });

  it('accepts national digits', () => {
    expect(validatePhone('(11) 91234-5678')).toEqual({ ok: true, normalized: '11912345678' });
    expect(validatePhone('011 91234 5678')).toEqual({ ok: true, normalized: '011912345678' });
  });

  it.each([
    '',
    '1234567',
    '+0551191234567',
    '+55',
    '+5511912345678901',
    '1234567890123456',
    '11 9123a-5678',
    '++5511912345678',
    '55+11912345678',
  ])('rejects %j', (phone) => {
    expect(validatePhone(phone)).toEqual({ ok: false, code: 'phone.invalid' });
  });
});

describe('phonesMatch', () => {
  it('matches the same number in any formatting', () => {
    expect(phonesMatch('(11) 91234-5678', '11912345678')).toBe(true);
    expect(phonesMatch('+55 11 91234-5678', '+5511912345678')).toBe(true);
  });

  it('matches a number typed without country code or trunk zero', () => {
    expect(phonesMatch('11 91234-5678', '+55 11 91234-5678')).toBe(true);
    expect(phonesMatch('+55 11 91234-5678', '011 91234-5678')).toBe(true);
  });

  it('rejects different numbers and invalid input', () => {
    expect(phonesMatch('11 91234-5679', '+55 11 91234-5678')).toBe(false);
    expect(phonesMatch('91234-5678', '+55 11 91234-5670')).toBe(false);
    expect(phonesMatch('91234-5678', '+55 11 91234-5678')).toBe(false); // area code missing
    expect(phonesMatch('', '')).toBe(false);
    expect(phonesMatch('abc', '+5511912345678')).toBe(false);
  });
});

describe('formatPhone', () => {
  it('shows national digits and E.164 alike, with the calling code and the mask', () => {
    expect(formatPhone('11912340000', 'BR')).toBe('+55 11 91234-0000');
    expect(formatPhone('+5521998765432', 'BR')).toBe('+55 21 99876-5432');
    expect(formatPhone('(011) 3123-4567', 'BR')).toBe('+55 11 3123-4567');
    expect(formatPhone('5512345678', 'MX')).toBe('+52 55 1234 5678');
    expect(formatPhone('+522221234567', null)).toBe('+52 222 123 4567');
    expect(formatPhone('+14165550123', 'BR')).toBe('+1 416 555 0123');
    expect(formatPhone('3012345678', 'CO')).toBe('+57 301 234 5678');
    expect(formatPhone('912345678', 'CL')).toBe('+56 9 1234 5678');
    expect(formatPhone('912345678', 'PE')).toBe('+51 912 345 678');
  });

  it('reads an international number by its own calling code, not the account country', () => {
    expect(formatPhone('+5511912340000', 'MX')).toBe('+55 11 91234-0000');
  });

  it('keeps the calling code and digits of a number no plan groups', () => {
    expect(formatPhone('+541112345678', 'AR')).toBe('+54 1112345678');
    expect(formatPhone('123456789', 'BR')).toBe('+55 123456789');
  });

  it('shows as stored what is not a phone, or national digits of no known country', () => {
    expect(formatPhone('n/a', 'BR')).toBe('n/a');
    expect(formatPhone('11912340000', null)).toBe('11912340000');
    expect(formatPhone('+4930123456', 'BR')).toBe('+4930123456');
  });
});
