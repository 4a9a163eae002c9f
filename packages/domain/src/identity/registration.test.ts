import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_FIELDS,
  REGISTRATION_VARIANTS,
  type RegistrationInput,
  validateRegistration,
} from './registration.ts';

const options: Parameters<typeof validateRegistration>[1] = {
  countryCode: 'BR',
  strength: 'medium',
  dynamicFields: [],
};

function valid(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    variant: 'default',
    fields: {
      name: 'Ana',
      last_name: 'Silva',
      document: '123.456.789-09',
      email: 'ana@example.com',
      phone_mobile: '+55 11 91234-5678',
      country_id: 1,
    },
    email_confirmation: 'ANA@example.com ',
    password: 'Senha123',
    password_confirmation: 'Senha123',
    accepted_terms: true,
    confirmed_adult: true,
    dynamic: {},
    ...overrides,
  };
}

const codesOf = (input: RegistrationInput, opts = options) =>
  validateRegistration(input, opts).map(({ field, code }) => `${field}:${code}`);

describe('validateRegistration', () => {
  it('accepts a complete default registration (e-mail confirmation ignores case and spaces)', () => {
    expect(codesOf(valid())).toEqual([]);
  });

  it('reports each SPEC §5 rule on its field', () => {
    const input = valid({
      fields: { ...valid().fields, document: '123.456.789-00', email: 'ana@', phone_mobile: '12' },
      password: 'abc',
      password_confirmation: 'abd',
      accepted_terms: false,
      confirmed_adult: false,
    });
    expect(codesOf(input)).toEqual([
      'document:document.invalid',
      'email:email.invalid',
      'phone_mobile:phone.invalid',
      'password:password.too_short',
      'password_confirmation:password.mismatch',
      'password:password.too_weak',
      'accepted_terms:terms.required',
      'confirmed_adult:adult.required',
    ]);
  });

  it('puts a mismatched confirmation on the confirmation field', () => {
    expect(codesOf(valid({ email_confirmation: 'other@example.com' }))).toEqual([
      'email_confirmation:email.mismatch',
    ]);
  });

  it('uses the country rule for the document: 8 digits in Argentina', () => {
    const input = valid({ fields: { ...valid().fields, document: '12345678' } });
    expect(codesOf(input, { ...options, countryCode: 'AR' })).toEqual([]);
    expect(codesOf(input, options)).toEqual(['document:document.invalid']);
  });

  it('requires every field of the variant', () => {
    for (const variant of REGISTRATION_VARIANTS) {
      const issues = validateRegistration(valid({ variant, fields: {} }), options);
      const required = issues.filter((i) => i.code === 'field.required').map((i) => i.field);
      expect(required).toEqual([...REGISTRATION_FIELDS[variant]]);
    }
  });

  it('asks the variant extras: agency and brand for the trade agency', () => {
    expect(codesOf(valid({ variant: 'seven_trade' }))).toEqual([
      'company_agency:field.required',
      'brand:field.required',
    ]);
  });

  it('checks required dynamic fields and their length', () => {
    const dynamicFields = [
      { name: 'store_code', required: true },
      { name: 'note', required: false },
    ];
    expect(codesOf(valid({ dynamic: { note: 'x'.repeat(257) } }), { ...options, dynamicFields })).toEqual([
      'dynamic.store_code:field.required',
      'dynamic.note:text.too_long',
    ]);
  });

  it('property: any text field over 256 characters is rejected, up to 256 accepted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), (length) => {
        const input = valid({ fields: { ...valid().fields, last_name: 'a'.repeat(length) } });
        expect(codesOf(input).includes('last_name:text.too_long')).toBe(length > 256);
      }),
    );
  });
});
