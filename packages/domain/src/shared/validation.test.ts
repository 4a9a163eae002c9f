import { describe, expect, it } from 'vitest';
import { validateDocument } from '../identity/documents.ts';
import { PASSWORD_RULE_CODES, validateNewPassword } from '../identity/passwords.ts';
import { validatePhone } from '../identity/phone.ts';
import { validateRegistration } from '../identity/registration.ts';
import { parseDateInput } from './dates.ts';
import { REWARD_ORDER_MACHINE, transition } from './states.ts';
import {
  unstorableField,
  validateBirthday,
  validateCheckinCode,
  validateEmailConfirmation,
  validateFreeText,
} from './text.ts';
import { isValidationCode, schemaIssueCode, VALIDATION_CODES } from './validation.ts';

describe('validation codes', () => {
  it('are unique, dotted lower-case strings', () => {
    expect(new Set(VALIDATION_CODES).size).toBe(VALIDATION_CODES.length);
    for (const code of VALIDATION_CODES) expect(code).toMatch(/^[a-z]+\.[a-z_]+$/);
  });

  it('include every code the validators actually give', () => {
    const given = [
      validateDocument('x', 'BR'),
      validateEmailConfirmation('x', 'x'),
      validateEmailConfirmation('a@b.co', 'c@d.co'),
      validateFreeText('x'.repeat(300)),
      validateBirthday({ year: 1990 }),
      validateBirthday({ year: 1990, month: 2, day: 30 }),
      validateCheckinCode('x'),
      parseDateInput('31/02/2024', 1),
      validatePhone('x'),
      transition(REWARD_ORDER_MACHINE, 'delivered', 'approved'),
    ].flatMap((r) => (r.ok ? [] : [r.code]));
    const registration = validateRegistration(
      {
        variant: 'default',
        fields: {},
        email_confirmation: '',
        password: 'Abc123',
        password_confirmation: 'Abc123',
        accepted_terms: false,
        confirmed_adult: false,
        dynamic: {},
      },
      { countryCode: 'BR', strength: 'weak', dynamicFields: [] },
    ).map((issue) => issue.code);
    const all = [
      ...given,
      ...validateNewPassword('a', 'b', 'strong'),
      ...PASSWORD_RULE_CODES,
      ...registration,
      schemaIssueCode({ code: 'invalid_value', missing: false }),
      unstorableField({ name: 'a\u0000b' })?.code ?? 'missing',
    ];
    expect(all.length).toBeGreaterThan(10);
    for (const code of all) expect(isValidationCode(code)).toBe(true);
    expect(new Set(all)).toEqual(new Set(VALIDATION_CODES));
  });

  it('recognise unknown strings', () => {
    expect(isValidationCode('email.invalid')).toBe(true);
    expect(isValidationCode('email.bogus')).toBe(false);
  });
});

describe('schema issues', () => {
  it('read as required, text too long or invalid', () => {
    expect(schemaIssueCode({ code: 'invalid_type', missing: true })).toBe('field.required');
    expect(schemaIssueCode({ code: 'too_big', missing: false, origin: 'string', maximum: 1000 })).toBe(
      'text.too_long',
    );
    expect(schemaIssueCode({ code: 'too_big', missing: false, origin: 'string', maximum: 40 })).toBe(
      'field.invalid',
    );
    expect(schemaIssueCode({ code: 'too_big', missing: false, origin: 'number', maximum: 300 })).toBe(
      'field.invalid',
    );
    expect(schemaIssueCode({ code: 'invalid_value', missing: false })).toBe('field.invalid');
  });
});
