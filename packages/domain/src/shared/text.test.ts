import { describe, expect, it } from 'vitest';
import {
  ageBandForAge,
  ageInYears,
  findUnstorableText,
  isValidEmail,
  textLength,
  unstorableField,
  validateBirthday,
  validateCheckinCode,
  validateEmail,
  validateEmailConfirmation,
  validateFreeText,
  wellFormedInput,
} from './text.ts';

describe('e-mail', () => {
  it.each([
    'ana@example.com',
    'ana.souza+promo@mail.example.com.br',
    "o'brien@example.ie",
    'joão@exemplo.com.br',
    'user@xn--exmple-cua.com',
    'user@sub-domain.example.org',
    '  ana@example.com  ',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana@example.c',
    'ana@@example.com',
    'ana example@example.com',
    '.ana@example.com',
    'ana.@example.com',
    'an..a@example.com',
    'ana@-example.com',
    'ana@example-.com',
    'ana@example..com',
    'ana@example.com.',
    'ana@exa_mple.com',
    'ana@123.456',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('rejects over-long local parts and addresses', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    const label = 'b'.repeat(60);
    const domain = `${label}.${label}.${label}.${label}.com`;
    expect(isValidEmail(`${'a'.repeat(6)}@${domain}`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(6)}x@${domain}`)).toBe(false); // 255 characters
  });

  it('normalizes to trimmed lower case', () => {
    expect(validateEmail(' Ana@Example.COM ')).toEqual({ ok: true, normalized: 'ana@example.com' });
    expect(validateEmail('nope')).toEqual({ ok: false, code: 'email.invalid' });
  });

  it('checks the confirmation ignoring case and spaces, after validity', () => {
    expect(validateEmailConfirmation('Ana@example.com', ' ana@EXAMPLE.com')).toEqual({
      ok: true,
      normalized: 'ana@example.com',
    });
    expect(validateEmailConfirmation('ana@example.com', 'ana@example.org')).toEqual({
      ok: false,
      code: 'email.mismatch',
    });
    expect(validateEmailConfirmation('ana@', 'ana@')).toEqual({ ok: false, code: 'email.invalid' });
  });
});

describe('validateFreeText', () => {
  it('accepts up to 256 characters and rejects more', () => {
    expect(validateFreeText('a'.repeat(256))).toEqual({ ok: true, normalized: 'a'.repeat(256) });
    expect(validateFreeText('a'.repeat(257))).toEqual({ ok: false, code: 'text.too_long' });
    expect(validateFreeText('')).toEqual({ ok: true, normalized: '' });
  });

  it('counts characters, not UTF-16 units', () => {
    const emoji = '😀'.repeat(256);
    expect(emoji.length).toBe(512);
    expect(textLength(emoji)).toBe(256);
    expect(validateFreeText(emoji).ok).toBe(true);
  });

  it('takes a custom maximum', () => {
    expect(validateFreeText('abcd', 3)).toEqual({ ok: false, code: 'text.too_long' });
  });
});

describe('validateCheckinCode', () => {
  it('needs exactly six digits', () => {
    expect(validateCheckinCode(' 012345 ')).toEqual({ ok: true, normalized: '012345' });
    expect(validateCheckinCode('12345')).toEqual({ ok: false, code: 'checkin.invalid' });
    expect(validateCheckinCode('1234567')).toEqual({ ok: false, code: 'checkin.invalid' });
    expect(validateCheckinCode('12a456')).toEqual({ ok: false, code: 'checkin.invalid' });
    expect(validateCheckinCode('１２３４５６')).toEqual({ ok: false, code: 'checkin.invalid' });
  });
});

describe('validateBirthday', () => {
  it('accepts no birthday at all', () => {
    expect(validateBirthday({})).toEqual({ ok: true, normalized: null });
    expect(validateBirthday({ year: '', month: null, day: ' ' })).toEqual({ ok: true, normalized: null });
  });

  it('needs year, month and day together', () => {
    expect(validateBirthday({ year: 1990 })).toEqual({ ok: false, code: 'birthday.incomplete' });
    expect(validateBirthday({ year: 1990, month: 5 })).toEqual({ ok: false, code: 'birthday.incomplete' });
    expect(validateBirthday({ month: 5, day: 1 })).toEqual({ ok: false, code: 'birthday.incomplete' });
    expect(validateBirthday({ year: '1990', month: '', day: '1' })).toEqual({
      ok: false,
      code: 'birthday.incomplete',
    });
  });

  it('accepts numbers or digit strings and answers YYYY-MM-DD', () => {
    expect(validateBirthday({ year: 1990, month: 5, day: 7 })).toEqual({
      ok: true,
      normalized: '1990-05-07',
    });
    expect(validateBirthday({ year: '1990', month: '05', day: '07' })).toEqual({
      ok: true,
      normalized: '1990-05-07',
    });
  });

  it('rejects dates that do not exist', () => {
    expect(validateBirthday({ year: 2023, month: 2, day: 29 })).toEqual({
      ok: false,
      code: 'birthday.invalid',
    });
    expect(validateBirthday({ year: 2024, month: 2, day: 29 })).toEqual({
      ok: true,
      normalized: '2024-02-29',
    });
    expect(validateBirthday({ year: 1900, month: 2, day: 29 })).toEqual({
      ok: false,
      code: 'birthday.invalid',
    });
    expect(validateBirthday({ year: 2000, month: 4, day: 31 })).toEqual({
      ok: false,
      code: 'birthday.invalid',
    });
    expect(validateBirthday({ year: 2000, month: 13, day: 1 })).toEqual({
      ok: false,
      code: 'birthday.invalid',
    });
    expect(validateBirthday({ year: 2000, month: 0, day: 1 })).toEqual({
      ok: false,
      code: 'birthday.invalid',
    });
    expect(validateBirthday({ year: 2000, month: 1, day: 0 })).toEqual({
      ok: false,
      code: 'birthday.invalid',
    });
  });

  it('rejects non-numeric parts, fractions and years before 1900', () => {
    expect(validateBirthday({ year: 'abcd', month: 1, day: 1 })).toEqual({
      ok: false,
      code: 'birthday.invalid',
    });
    expect(validateBirthday({ year: 2000, month: 1.5, day: 1 })).toEqual({
      ok: false,
      code: 'birthday.invalid',
    });
    expect(validateBirthday({ year: 1899, month: 12, day: 31 })).toEqual({
      ok: false,
      code: 'birthday.invalid',
    });
    expect(validateBirthday({ year: 90, month: 1, day: 1 })).toEqual({ ok: false, code: 'birthday.invalid' });
  });

  it('rejects a future birthday when today is given', () => {
    expect(validateBirthday({ year: 2030, month: 1, day: 1 }, '2025-06-01')).toEqual({
      ok: false,
      code: 'birthday.invalid',
    });
    expect(validateBirthday({ year: 2025, month: 6, day: 1 }, '2025-06-01')).toEqual({
      ok: true,
      normalized: '2025-06-01',
    });
  });
});

describe('ageInYears and ageBandForAge', () => {
  it('counts whole years, turning older on the birthday', () => {
    expect(ageInYears('2000-06-15', '2018-06-14')).toBe(17);
    expect(ageInYears('2000-06-15', '2018-06-15')).toBe(18);
    expect(ageInYears('2000-06-15', '2019-01-01')).toBe(18);
  });

  it('ages someone born on 29 February on 1 March in common years', () => {
    expect(ageInYears('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageInYears('2004-02-29', '2022-03-01')).toBe(18);
    expect(ageInYears('2004-02-29', '2024-02-29')).toBe(20);
  });

  it('throws for malformed dates', () => {
    expect(() => ageInYears('2004-2-9', '2022-03-01')).toThrow(RangeError);
    expect(() => ageInYears('2004-02-30', '2022-03-01')).toThrow(RangeError);
  });

  it('maps ages to the SPEC bands', () => {
    expect(ageBandForAge(17)).toBeNull();
    expect(ageBandForAge(18)).toBe('18-24');
    expect(ageBandForAge(24)).toBe('18-24');
    expect(ageBandForAge(25)).toBe('25-30');
    expect(ageBandForAge(30)).toBe('25-30');
    expect(ageBandForAge(31)).toBe('31-40');
    expect(ageBandForAge(41)).toBe('41-50');
    expect(ageBandForAge(60)).toBe('51-60');
    expect(ageBandForAge(61)).toBe('60+');
    expect(ageBandForAge(104)).toBe('60+');
    expect(ageBandForAge(Number.NaN)).toBeNull();
  });
});

describe('findUnstorableText', () => {
  it('finds the NUL character in values and keys, at any depth, and names the field', () => {
    expect(findUnstorableText({ nickname: 'a\u0000b' })).toEqual(['nickname']);
    expect(findUnstorableText({ fields: { 'x\u0000': 'ok' } })).toEqual(['fields', 'x']);
    expect(findUnstorableText({ list: ['ok', '\u0000'] })).toEqual(['list', '1']);
    expect(findUnstorableText('\u0000')).toEqual([]);
  });

  it('lets every other string through, control characters and lone surrogates included', () => {
    expect(
      findUnstorableText({ a: 'Educação \u0001\t\n', b: '\uD800', c: 7, d: null, e: [true] }),
    ).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
  });

  it('refuses nesting deeper than any request takes', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 40; i++) deep = { a: deep };
    expect(findUnstorableText(deep)).toHaveLength(32);
  });
});

describe('unstorableField', () => {
  it('tells a character the database cannot hold from nesting deeper than any request', () => {
    expect(unstorableField({ note: 'a\u0000b' })).toEqual({
      path: ['note'],
      code: 'text.invalid_characters',
    });
    let deep: unknown = 'bottom';
    for (let i = 0; i < 40; i++) deep = { a: deep };
    expect(unstorableField(deep)).toEqual({ path: Array(32).fill('a'), code: 'field.invalid' });
    expect(unstorableField({ note: 'fine', n: 1 })).toBeNull();
  });
});

describe('wellFormedInput', () => {
  it('replaces every lone surrogate, in values and keys, with U+FFFD as a UTF-8 encoder would', () => {
    expect(wellFormedInput({ a: 'x\uD800y', b: ['\uDFFF'], 'k\uDC00': { c: '\uD800\uD800' } })).toEqual({
      a: 'x\uFFFDy',
      b: ['\uFFFD'],
      'k\uFFFD': { c: '\uFFFD\uFFFD' },
    });
    expect(wellFormedInput('\uDBFF')).toBe('\uFFFD');
  });

  it('keeps paired surrogates and returns the same value when nothing changes', () => {
    const value = { emoji: 'Olá 😀', list: [1, 'ok', null], nested: { keep: true } };
    expect(wellFormedInput(value)).toBe(value);
    expect(wellFormedInput(value.list)).toBe(value.list);
    expect(wellFormedInput('😀')).toBe('😀');
    expect(wellFormedInput(undefined)).toBeUndefined();
  });

  it('stops at the depth any request takes', () => {
    let deep: unknown = '\uD800';
    for (let i = 0; i < 40; i++) deep = { a: deep };
    expect(wellFormedInput(deep)).toBe(deep);
  });
});
