import { describe, expect, it } from 'vitest';
import {
  chosenCountryCode,
  defaultCountryId,
  initialValues,
  type RegisterOptions,
  remaskDocument,
  toRegisterRequest,
} from './registrationForm.ts';

const options: RegisterOptions = {
  countries: [
    { id: 1, code: 'AR', name: 'Argentina' },
    { id: 2, code: 'BR', name: 'Brasil' },
  ],
  branches: [{ id: 12, name: 'Loja Centro' }],
};

describe('registration form values', () => {
  it('start with the country the language names, or the only one the site offers', () => {
    expect(chosenCountryCode({ country_id: defaultCountryId('pt-BR', options) }, options)).toBe('BR');
    expect(defaultCountryId('en-US', options)).toBe('');
    const single: RegisterOptions = { countries: [{ id: 7, code: 'PE', name: 'Peru' }], branches: [] };
    expect(defaultCountryId('pt-BR', single)).toBe('7');
  });

  it('send ids as numbers and a typed branch as typed', () => {
    const values = {
      ...initialValues('pop_trade', [], '2'),
      retailer: ' Rede Y ',
      branch_id: '12',
    };
    const request = toRegisterRequest(values, 'pop_trade', 'chip-rewards');
    expect(request.fields).toMatchObject({ country_id: 2, branch_id: 12, retailer: 'Rede Y' });
    expect(request.client).toBe('chip-rewards');
    expect(toRegisterRequest({ ...values, branch_id: 'Centro' }, 'pop_trade', null).fields.branch_id).toBe(
      'Centro',
    );
  });

  it('never cut a document when the country changes', () => {
    expect(remaskDocument('52998224725', 'BR')).toBe('529.982.247-25');
    expect(remaskDocument('529.982.247-25', 'AR')).toBe('52998224725');
    expect(remaskDocument('12345678', 'AR')).toBe('12345678');
  });
});
