import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isLongEnoughPassword,
  meetsStrengthLevel,
  PASSWORD_STRENGTH_LEVELS,
  passwordStrength,
  validateNewPassword,
} from './passwords.ts';

describe('passwordStrength', () => {
  it('rates letters only, or anything short, as weak', () => {
    expect(passwordStrength('abcdefgh')).toBe('weak');
    expect(passwordStrength('ABCdefgh')).toBe('weak');
    expect(passwordStrength('Ab1!')).toBe('weak');
    expect(passwordStrength('')).toBe('weak');
  });

  it('needs upper case, lower case and digits for medium', () => {
    expect(passwordStrength('Abcde1')).toBe('medium');
    expect(passwordStrength('abcde1')).toBe('weak');
    expect(passwordStrength('ABCDE1')).toBe('weak');
    expect(passwordStrength('Abcdef')).toBe('weak');
  });

  it('adds a symbol for strong', () => {
    expect(passwordStrength('Abcde1!')).toBe('strong');
    expect(passwordStrength('Ábcdé1_')).toBe('strong');
    expect(passwordStrength('abcde1!')).toBe('weak');
  });

  it('does not count a space as a symbol', () => {
    expect(passwordStrength('Abc de1')).toBe('medium');
  });

  it('counts accented letters as letters', () => {
    expect(passwordStrength('Ção123')).toBe('medium');
  });

  it('property: anything under 6 characters is weak', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 5, unit: 'grapheme-ascii' }), (pw) => {
        expect(passwordStrength(pw)).toBe('weak');
      }),
    );
  });
});

describe('length', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(isLongEnoughPassword('abcdef')).toBe(true);
    expect(isLongEnoughPassword('abcde')).toBe(false);
    expect(isLongEnoughPassword('😀😀😀')).toBe(false);
    expect(isLongEnoughPassword('abcdefg', 8)).toBe(false);
  });
});

describe('meetsStrengthLevel', () => {
  it('accepts a password at or above the level', () => {
    expect(meetsStrengthLevel('abcdef', 'weak')).toBe(true);
    expect(meetsStrengthLevel('abcdef', 'medium')).toBe(false);
    expect(meetsStrengthLevel('Abcde1', 'medium')).toBe(true);
    expect(meetsStrengthLevel('Abcde1', 'strong')).toBe(false);
    expect(meetsStrengthLevel('Abcde1!', 'strong')).toBe(true);
    expect(meetsStrengthLevel('Abcde1!', 'medium')).toBe(true);
  });

  it('property: meeting a level means meeting every lower level', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (pw) => {
        const met = PASSWORD_STRENGTH_LEVELS.map((level) => meetsStrengthLevel(pw, level));
        expect(met[0]).toBe(true);
        for (let i = 1; i < met.length; i++) if (met[i]) expect(met[i - 1]).toBe(true);
      }),
    );
  });
});

describe('validateNewPassword', () => {
  it('passes a good password that matches', () => {
    expect(validateNewPassword('secret', 'secret')).toEqual([]);
    expect(validateNewPassword('Secret1!', 'Secret1!', 'strong')).toEqual([]);
  });

  it('reports every failed rule in a stable order', () => {
    expect(validateNewPassword('abc', 'abc')).toEqual(['password.too_short']);
    expect(validateNewPassword('secret', 'secreT')).toEqual(['password.mismatch']);
    expect(validateNewPassword('secret', 'secret', 'medium')).toEqual(['password.too_weak']);
    expect(validateNewPassword('Ab1', 'x', 'medium')).toEqual([
      'password.too_short',
      'password.mismatch',
      'password.too_weak',
    ]);
  });

  it('accepts a higher minimum length, such as the 8 of one helper', () => {
    expect(validateNewPassword('secret7', 'secret7', 'weak', 8)).toEqual(['password.too_short']);
    expect(validateNewPassword('secret78', 'secret78', 'weak', 8)).toEqual([]);
  });
});
