import type { Profile, SiteLists, UpdateProfileRequest } from '@elevar/contract';
import {
  AGE_BANDS,
  type ProfileField,
  type ValidationCode,
  validateBirthday,
  validateDocument,
  validateEmail,
  validateEmailConfirmation,
  validateFreeText,
  validatePhone,
} from '@elevar/domain';
import type { FieldError } from '../../../ui/useForm.ts';
import { type FieldRule, fieldRule } from '../sectionFields.ts';

/**
 * The profile form as data: which input each field gets, how a Profile value becomes a form value and back, and
 * the client-side checks (the domain's validators, so web and server agree; the server still decides).
 */
export type FieldKind =
  | 'text'
  | 'email'
  | 'phone'
  | 'document'
  | 'choice'
  | 'country'
  | 'area'
  | 'branch'
  | 'count'
  | 'yesNo'
  | 'consent'
  | 'birthday';

export interface FieldSpec {
  name: Exclude<ProfileField, 'phone_mobile'>;
  kind: FieldKind;
  /** The values of a 'choice' field labelled by the profile texts. */
  options?: readonly string[];
  /** A 'choice' field whose values and labels come from the site lists (SPEC §3), in the user's language. */
  siteList?: 'genders' | 'marital_statuses';
  autoComplete?: string;
}

export const FIELD_SPECS: Record<FieldSpec['name'], FieldSpec> = {
  name: { name: 'name', kind: 'text', autoComplete: 'given-name' },
  last_name: { name: 'last_name', kind: 'text', autoComplete: 'family-name' },
  nickname: { name: 'nickname', kind: 'text', autoComplete: 'nickname' },
  store_nickname: { name: 'store_nickname', kind: 'text' },
  birthday: { name: 'birthday', kind: 'birthday' },
  age_range: { name: 'age_range', kind: 'choice', options: AGE_BANDS },
  gender: { name: 'gender', kind: 'choice', siteList: 'genders' },
  marital_status: { name: 'marital_status', kind: 'choice', siteList: 'marital_statuses' },
  children_count: { name: 'children_count', kind: 'count' },
  profession: { name: 'profession', kind: 'text', autoComplete: 'organization-title' },
  is_painter: { name: 'is_painter', kind: 'yesNo' },
  has_disability: { name: 'has_disability', kind: 'yesNo' },
  disability_description: { name: 'disability_description', kind: 'text' },
  document: { name: 'document', kind: 'document' },
  email: { name: 'email', kind: 'email', autoComplete: 'email' },
  phone_commercial: { name: 'phone_commercial', kind: 'phone', autoComplete: 'tel' },
  phone_residential: { name: 'phone_residential', kind: 'phone', autoComplete: 'tel' },
  communication_consent: { name: 'communication_consent', kind: 'consent' },
  country_id: { name: 'country_id', kind: 'country', autoComplete: 'country' },
  country_area_id: { name: 'country_area_id', kind: 'area' },
  state: { name: 'state', kind: 'text', autoComplete: 'address-level1' },
  city: { name: 'city', kind: 'text', autoComplete: 'address-level2' },
  neighborhood: { name: 'neighborhood', kind: 'text', autoComplete: 'address-level3' },
  address: { name: 'address', kind: 'text', autoComplete: 'address-line1' },
  number: { name: 'number', kind: 'text' },
  complement: { name: 'complement', kind: 'text', autoComplete: 'address-line2' },
  zip: { name: 'zip', kind: 'text', autoComplete: 'postal-code' },
  gmin_number: { name: 'gmin_number', kind: 'text' },
  cadv_code: { name: 'cadv_code', kind: 'text' },
  branch_id: { name: 'branch_id', kind: 'branch' },
  retailer: { name: 'retailer', kind: 'text' },
  brand: { name: 'brand', kind: 'text' },
  company_agency: { name: 'company_agency', kind: 'text', autoComplete: 'organization' },
};

/** Form state: strings for inputs and selects ('' is empty), booleans for the consent checkbox. */
export type FormValues = Record<string, string | boolean>;

/** Errors by field: a domain code (its text follows the interface language) or the server's own text. */
export type FieldErrors = Record<string, FieldError>;

export const BIRTHDAY_PARTS = ['year', 'month', 'day'] as const;
export type BirthdayPart = (typeof BIRTHDAY_PARTS)[number];
export const birthdayKey = (part: BirthdayPart) => `birthday_${part}`;
export const EMAIL_CONFIRMATION = 'email_confirmation';

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The form's starting values for these fields, from the saved Profile. */
export function initialValues(profile: Profile, specs: readonly FieldSpec[]): FormValues {
  const values: FormValues = {};
  for (const spec of specs) {
    const saved = profile[spec.name];
    if (spec.kind === 'birthday') {
      const [year = '', month = '', day = ''] = typeof saved === 'string' ? saved.split('-') : [];
      values[birthdayKey('year')] = year;
      values[birthdayKey('month')] = month ? String(Number(month)) : '';
      values[birthdayKey('day')] = day ? String(Number(day)) : '';
    } else if (spec.kind === 'consent') values[spec.name] = saved === true;
    else if (spec.kind === 'yesNo') values[spec.name] = saved === null ? '' : saved ? 'yes' : 'no';
    else values[spec.name] = text(saved);
    if (spec.kind === 'email') values[EMAIL_CONFIRMATION] = '';
  }
  return values;
}

function str(values: FormValues, key: string): string {
  const value = values[key];
  return typeof value === 'string' ? value : '';
}

function birthdayParts(values: FormValues) {
  return {
    year: str(values, birthdayKey('year')),
    month: str(values, birthdayKey('month')),
    day: str(values, birthdayKey('day')),
  };
}

export function isDirty(spec: FieldSpec, initial: FormValues, current: FormValues): boolean {
  if (spec.kind === 'birthday')
    return BIRTHDAY_PARTS.some((part) => initial[birthdayKey(part)] !== current[birthdayKey(part)]);
  return initial[spec.name] !== current[spec.name];
}

/** Year, month and day are all chosen. */
export function hasWholeBirthday(values: FormValues): boolean {
  return BIRTHDAY_PARTS.every((part) => str(values, birthdayKey(part)) !== '');
}

function isBlank(spec: FieldSpec, values: FormValues): boolean {
  if (spec.kind === 'birthday') return BIRTHDAY_PARTS.every((part) => !str(values, birthdayKey(part)));
  if (spec.kind === 'consent') return false;
  return str(values, spec.name).trim() === '';
}

/** The request value of one field. */
function requestValue(spec: FieldSpec, values: FormValues): unknown {
  const raw = values[spec.name];
  if (spec.kind === 'consent') return raw === true;
  if (spec.kind === 'birthday') {
    const parts = birthdayParts(values);
    if (!parts.year && !parts.month && !parts.day) return null;
    return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
  }
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value === '') return null;
  if (spec.kind === 'yesNo') return value === 'yes';
  if (spec.kind === 'count' || spec.kind === 'country' || spec.kind === 'area' || spec.kind === 'branch')
    return Number(value);
  return value;
}

/** Only what changed: untouched fields are not re-sent (an unchanged e-mail needs no confirmation). */
export function changes(specs: readonly FieldSpec[], initial: FormValues, current: FormValues) {
  const body: Record<string, unknown> = {};
  for (const spec of specs) {
    if (!isDirty(spec, initial, current)) continue;
    body[spec.name] = requestValue(spec, current);
    if (spec.kind === 'email') body.email_confirmation = str(current, EMAIL_CONFIRMATION).trim();
  }
  return body as UpdateProfileRequest;
}

export interface ValidationContext {
  /** The user's country (ISO alpha-2) for the document rule; '' when unknown (generic rule). */
  countryCode: string;
  /** YYYY-MM-DD, so a birthday in the future is refused. */
  today: string;
  /** The site lists' country areas (none while they load): a required area is asked only where there are some. */
  areas: readonly CountryArea[];
  /** The saved country, the chosen one when the section does not show the country. */
  savedCountryId: number | null;
}

export type CountryArea = SiteLists['country_areas'][number];

/** The areas of the country the form has chosen; the select is shown only when there are some. */
export function chosenCountryAreas(
  areas: readonly CountryArea[],
  values: FormValues,
  savedCountryId: number | null,
): CountryArea[] {
  const chosen = 'country_id' in values ? str(values, 'country_id') : String(savedCountryId ?? '');
  return areas.filter((area) => String(area.country_id) === chosen);
}

/** The fields shown in a section, with the config's rules. */
export function visibleSpecs(
  profile: Profile,
  names: readonly string[],
): { spec: FieldSpec; rule: FieldRule }[] {
  return names.flatMap((name) => {
    const spec = FIELD_SPECS[name as FieldSpec['name']];
    const rule = fieldRule(profile, name);
    return spec && rule.visible ? [{ spec, rule }] : [];
  });
}

/**
 * Every problem in what changed: a required field emptied, or a value that breaks its rule. The save sends only
 * what changed, so a field the saved profile already lacks, or a value saved under older rules, does not block an
 * unrelated edit (the server checks the same way).
 */
export function validate(
  fields: readonly { spec: FieldSpec; rule: FieldRule }[],
  initial: FormValues,
  values: FormValues,
  context: ValidationContext,
): FieldErrors {
  const errors: FieldErrors = {};
  // The description is asked for when the user says they have a disability (or cannot say it here).
  const hasDisability = 'has_disability' in values ? values.has_disability === 'yes' : true;
  const disabilityChanged = values.has_disability !== initial.has_disability;
  for (const { spec, rule } of fields) {
    const required =
      rule.required &&
      (spec.name !== 'disability_description' || hasDisability) &&
      (spec.kind !== 'area' ||
        chosenCountryAreas(context.areas, values, context.savedCountryId).length > 0) &&
      spec.kind !== 'consent';
    const changed =
      isDirty(spec, initial, values) || (spec.name === 'disability_description' && disabilityChanged);
    if (!changed) continue;
    if (spec.kind === 'birthday') {
      const result = validateBirthday(birthdayParts(values), context.today);
      if (!result.ok) errors.birthday = { code: result.code };
      else if (required && result.normalized === null) errors.birthday = { code: 'field.required' };
      continue;
    }
    // With a whole birthday the server works the age range out itself.
    if (spec.name === 'age_range' && birthdayKey('year') in values && hasWholeBirthday(values)) continue;
    if (isBlank(spec, values)) {
      if (required) errors[spec.name] = { code: 'field.required' };
      continue;
    }
    const code = formatProblem(spec, values, context);
    if (code) errors[code.field ?? spec.name] = { code: code.code };
  }
  return errors;
}

function formatProblem(
  spec: FieldSpec,
  values: FormValues,
  context: ValidationContext,
): { code: ValidationCode; field?: string } | null {
  const value = str(values, spec.name);
  switch (spec.kind) {
    case 'text': {
      const result = validateFreeText(value);
      return result.ok ? null : { code: result.code };
    }
    case 'email': {
      if (!validateEmail(value).ok) return { code: 'email.invalid' };
      const result = validateEmailConfirmation(value, str(values, EMAIL_CONFIRMATION));
      return result.ok ? null : { code: result.code, field: EMAIL_CONFIRMATION };
    }
    case 'phone': {
      const result = validatePhone(value);
      return result.ok ? null : { code: result.code };
    }
    case 'document': {
      const result = validateDocument(value, context.countryCode);
      return result.ok ? null : { code: result.code };
    }
    default:
      return null;
  }
}

/**
 * Where a server field detail belongs in this form: its own field, a birthday part to the birthday, or null
 * when the field is not in the section (the message is then shown with the form's error).
 */
export function formFieldOf(detailField: string, fields: readonly { spec: FieldSpec }[]): string | null {
  if (detailField.startsWith('birthday')) {
    return fields.some(({ spec }) => spec.kind === 'birthday') ? 'birthday' : null;
  }
  if (detailField === EMAIL_CONFIRMATION) {
    return fields.some(({ spec }) => spec.kind === 'email') ? EMAIL_CONFIRMATION : null;
  }
  return fields.some(({ spec }) => spec.name === detailField) ? detailField : null;
}

/** The field a conflict code points at (409 answers carry no field details). */
export const CONFLICT_FIELDS: Record<string, string> = {
  'account.email_in_use': 'email',
  'account.document_in_use': 'document',
};
