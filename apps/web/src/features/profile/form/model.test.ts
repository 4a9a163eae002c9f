import { describe, expect, it } from 'vitest';
import { makeProfile } from '../test/profileFixtures.ts';
import { changes, initialValues, validate, visibleSpecs } from './model.ts';

const context = { countryCode: 'BR', today: '2026-03-02', areas: [], savedCountryId: 1 };

function form(names: readonly string[], overrides: Parameters<typeof makeProfile>[0] = {}) {
  const profile = makeProfile(overrides);
  const fields = visibleSpecs(profile, names);
  const initial = initialValues(
    profile,
    fields.map((f) => f.spec),
  );
  return { fields, initial, specs: fields.map((f) => f.spec) };
}

describe('profile form model', () => {
  it('splits a saved birthday into the three selects and sends the three parts back', () => {
    const { initial, specs } = form(['birthday'], { birthday: '1990-05-07' });
    expect(initial).toMatchObject({ birthday_year: '1990', birthday_month: '5', birthday_day: '7' });
    expect(changes(specs, initial, { ...initial, birthday_day: '8' })).toEqual({
      birthday: { year: 1990, month: 5, day: 8 },
    });
    expect(changes(specs, initial, { birthday_year: '', birthday_month: '', birthday_day: '' })).toEqual({
      birthday: null,
    });
  });

  it('checks only what changed: a required field left empty by the saved profile does not block another edit', () => {
    const { fields, initial } = form(['nickname', 'birthday', 'document', 'phone_commercial'], {
      document: '123',
      config: [
        { name: 'birthday', visible: true, required: true },
        { name: 'phone_commercial', visible: true, required: true },
      ],
    });
    expect(validate(fields, initial, { ...initial, nickname: 'Aninha' }, context)).toEqual({});
    expect(
      validate(fields, initial, { ...initial, document: '111.111.111-11', phone_commercial: '12' }, context),
    ).toEqual({
      document: { code: 'document.invalid' },
      phone_commercial: { code: 'phone.invalid' },
    });
  });

  it('refuses to empty a required field', () => {
    const { fields, initial } = form(['birthday', 'phone_commercial'], {
      birthday: '1990-05-07',
      phone_commercial: '+5511912345678',
      config: [
        { name: 'birthday', visible: true, required: true },
        { name: 'phone_commercial', visible: true, required: true },
      ],
    });
    const emptied = {
      ...initial,
      birthday_year: '',
      birthday_month: '',
      birthday_day: '',
      phone_commercial: ' ',
    };
    expect(validate(fields, initial, emptied, context)).toEqual({
      birthday: { code: 'field.required' },
      phone_commercial: { code: 'field.required' },
    });
  });

  it('asks for the disability description only for someone who says they have one', () => {
    const { fields, initial } = form(['has_disability', 'disability_description'], {
      config: [{ name: 'disability_description', visible: true, required: true }],
    });
    expect(validate(fields, initial, { ...initial, has_disability: 'no' }, context)).toEqual({});
    expect(validate(fields, initial, { ...initial, has_disability: 'yes' }, context)).toEqual({
      disability_description: { code: 'field.required' },
    });
  });

  it("asks for a required area only where the chosen country has areas, and sends it as the area's id", () => {
    const { fields, initial, specs } = form(['country_id', 'country_area_id'], {
      country_id: 3,
      country_area_id: 10,
      config: [{ name: 'country_area_id', visible: true, required: true }],
    });
    const areas = [
      { id: 10, country_id: 3, name: 'Ontario' },
      { id: 12, country_id: 1, name: 'Sudeste' },
    ];
    const withAreas = { ...context, areas, savedCountryId: 3 };
    const toBrazil = { ...initial, country_id: '1', country_area_id: '' };
    expect(validate(fields, initial, toBrazil, withAreas)).toEqual({
      country_area_id: { code: 'field.required' },
    });
    const moved = { ...initial, country_id: '2', country_area_id: '' };
    expect(validate(fields, initial, moved, withAreas)).toEqual({});
    expect(changes(specs, initial, moved)).toEqual({ country_id: 2, country_area_id: null });
    expect(changes(specs, initial, { ...initial, country_area_id: '11' })).toEqual({ country_area_id: 11 });
  });

  it('does not ask for the age range when the birthday decides it', () => {
    const { fields, initial } = form(['birthday', 'age_range'], {
      age_range: '25-30',
      config: [{ name: 'age_range', visible: true, required: true }],
    });
    expect(validate(fields, initial, { ...initial, age_range: '' }, context)).toEqual({
      age_range: { code: 'field.required' },
    });
    const withBirthday = {
      ...initial,
      age_range: '',
      birthday_year: '1990',
      birthday_month: '1',
      birthday_day: '31',
    };
    expect(validate(fields, initial, withBirthday, context)).toEqual({});
  });

  it('sends the e-mail with its confirmation, booleans and numbers typed', () => {
    const { initial, specs } = form(['email', 'is_painter', 'children_count', 'communication_consent']);
    const body = changes(specs, initial, {
      ...initial,
      email: ' new@example.com ',
      email_confirmation: 'new@example.com',
      is_painter: 'yes',
      children_count: '2',
      communication_consent: true,
    });
    expect(body).toEqual({
      email: 'new@example.com',
      email_confirmation: 'new@example.com',
      is_painter: true,
      children_count: 2,
      communication_consent: true,
    });
  });
});
