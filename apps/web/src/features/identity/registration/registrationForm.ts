import type { LoginParams, RegisterRequest } from '@elevar/contract';
import {
  type DynamicFieldRule,
  maskDocument,
  type PasswordStrength,
  REGISTRATION_FIELDS,
  type RegistrationInput,
  type RegistrationIssue,
  type RegistrationVariant,
  stripDocumentSeparators,
  type ValidationCode,
  validateDocument,
  validateEmail,
  validatePhone,
  validateRegistration,
} from '@elevar/domain';

export type RegisterConfig = LoginParams['register_config'];
export type DynamicField = RegisterConfig['dynamic_fields'][number];

/**
 * The form's values, flat and keyed like the issues of validateRegistration and the server's field details:
 * profile fields by name ('name', 'document'; 'country_id' and 'branch_id' hold the chosen id), 'email_confirmation',
 * 'password', 'password_confirmation', 'accepted_terms', 'confirmed_adult' and 'dynamic.<name>'.
 */
export type FormValues = Record<string, string | boolean>;

export const dynamicKey = (name: string) => `dynamic.${name}`;

export interface RegisterCountry {
  id: number;
  code: string;
  name: string;
}

export interface RegisterBranch {
  id: number;
  name: string;
}

/** The choices the form offers: the site's countries and, for store staff, its branches (login parameters). */
export interface RegisterOptions {
  countries: readonly RegisterCountry[];
  branches: readonly RegisterBranch[];
}

/** The ISO code of the country chosen in the form, '' when none. */
export function chosenCountryCode(values: FormValues, options: RegisterOptions): string {
  return options.countries.find((country) => String(country.id) === values.country_id)?.code ?? '';
}

/** Empty values for a variant and the client's dynamic fields (checkboxes start unticked). */
export function initialValues(
  variant: RegistrationVariant,
  dynamicFields: readonly DynamicField[],
  countryId: string,
): FormValues {
  const values: FormValues = {
    email_confirmation: '',
    password: '',
    password_confirmation: '',
    accepted_terms: false,
    confirmed_adult: false,
  };
  for (const field of REGISTRATION_FIELDS[variant]) values[field] = '';
  values.country_id = countryId;
  for (const field of dynamicFields) values[dynamicKey(field.name)] = field.type === 'checkbox' ? false : '';
  return values;
}

/**
 * The country to start with: the only one the site offers, else the one the interface language names
 * (pt-BR → Brazil), else none. As the country's id, like the form holds it.
 */
export function defaultCountryId(language: string, options: RegisterOptions): string {
  const only = options.countries.length === 1 ? options.countries[0] : undefined;
  const region = language.split('-')[1]?.toUpperCase() ?? '';
  const match = only ?? options.countries.find((country) => country.code === region);
  return match ? String(match.id) : '';
}

const ID_FIELDS: ReadonlySet<string> = new Set(['country_id', 'branch_id']);

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : '');

function toInput(values: FormValues, variant: RegistrationVariant): RegistrationInput {
  const fields: RegistrationInput['fields'] = {};
  for (const field of REGISTRATION_FIELDS[variant]) {
    const value = text(values[field]).trim();
    // Ids go as numbers; a typed branch (no list to choose from) goes as typed.
    fields[field] = ID_FIELDS.has(field) && /^\d{1,15}$/.test(value) ? Number(value) : value;
  }
  const dynamic: RegistrationInput['dynamic'] = {};
  for (const [key, value] of Object.entries(values)) {
    if (key.startsWith('dynamic.'))
      dynamic[key.slice('dynamic.'.length)] = typeof value === 'string' ? value.trim() : value;
  }
  return {
    variant,
    fields,
    email_confirmation: text(values.email_confirmation).trim(),
    password: text(values.password),
    password_confirmation: text(values.password_confirmation),
    accepted_terms: values.accepted_terms === true,
    confirmed_adult: values.confirmed_adult === true,
    dynamic,
  };
}

/** What POST /api/v1/accounts/register receives. */
export function toRegisterRequest(
  values: FormValues,
  variant: RegistrationVariant,
  client: string | null,
): RegisterRequest {
  return { ...toInput(values, variant), client: client ?? undefined };
}

/** Type checks of dynamic fields beyond "required" (e-mail, phone and document fields must be valid). */
function dynamicTypeIssues(
  values: FormValues,
  fields: readonly DynamicField[],
  country: string,
): RegistrationIssue[] {
  const issues: RegistrationIssue[] = [];
  for (const field of fields) {
    const value = text(values[dynamicKey(field.name)]).trim();
    if (!value) continue;
    let code: ValidationCode | null = null;
    if (field.type === 'email' && !validateEmail(value).ok) code = 'email.invalid';
    if (field.type === 'phone' && !validatePhone(value).ok) code = 'phone.invalid';
    if (field.type === 'document' && !validateDocument(value, country).ok) code = 'document.invalid';
    // a date field gives yyyy-mm-dd once what was typed is a date (ui/DateInput)
    if (field.type === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) code = 'date.invalid';
    if (code) issues.push({ field: dynamicKey(field.name), code });
  }
  return issues;
}

/** Every problem with the form (SPEC §5), the same rules the server runs, keyed like FormValues. */
export function validateForm(
  values: FormValues,
  variant: RegistrationVariant,
  config: { strength: PasswordStrength; dynamicFields: readonly DynamicField[]; countryCode: string },
): RegistrationIssue[] {
  const country = config.countryCode;
  const rules: DynamicFieldRule[] = config.dynamicFields.map(({ name, required }) => ({ name, required }));
  return [
    ...validateRegistration(toInput(values, variant), {
      countryCode: country,
      strength: config.strength,
      dynamicFields: rules,
    }),
    ...dynamicTypeIssues(values, config.dynamicFields, country),
  ];
}

/** The first issue of each field. */
export function firstIssueByField(issues: readonly RegistrationIssue[]): Map<string, ValidationCode> {
  const byField = new Map<string, ValidationCode>();
  for (const issue of issues) if (!byField.has(issue.field)) byField.set(issue.field, issue.code);
  return byField;
}

const alphanumerics = (value: string) => value.replace(/[^\p{L}\p{N}]/gu, '').length;

/**
 * A document re-formatted for a newly chosen country. The change never cuts what was typed: when the new mask
 * is shorter, the bare document is kept and validation says it is invalid. (Typing uses maskDocument, which
 * stops at the mask's length.)
 */
export function remaskDocument(value: string, country: string): string {
  const masked = maskDocument(value, country);
  return alphanumerics(masked) < alphanumerics(value) ? stripDocumentSeparators(value) : masked;
}
