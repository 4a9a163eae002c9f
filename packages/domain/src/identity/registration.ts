import { validateEmailConfirmation, validateFreeText } from '../shared/text.ts';
import type { ValidationCode } from '../shared/validation.ts';
import { validateDocument } from './documents.ts';
import { type PasswordStrength, validateNewPassword } from './passwords.ts';
import { validatePhone } from './phone.ts';
import type { Role } from './roles.ts';

/**
 * The registration screens of SPEC §2. Each variant asks its own fields and gives the new account its role:
 * `register` is the open learner sign-up, `register-seven-trade` the trade agency's promoters,
 * `register-pop-trade` store staff, `intel-first-access` the partner programme's sales agents.
 */
export const REGISTRATION_VARIANTS = ['default', 'seven_trade', 'pop_trade', 'intel'] as const;
export type RegistrationVariant = (typeof REGISTRATION_VARIANTS)[number];

export const REGISTRATION_VARIANT_ROUTES: Record<RegistrationVariant, string> = {
  default: 'register',
  seven_trade: 'register-seven-trade',
  pop_trade: 'register-pop-trade',
  intel: 'intel-first-access',
};

export const REGISTRATION_VARIANT_ROLES: Record<RegistrationVariant, Role> = {
  default: 'learner',
  seven_trade: 'promoter',
  pop_trade: 'salesperson',
  intel: 'sales_agent',
};

/** Every editable Profile field of SPEC §3 (level and points are the engine's, read-only). */
export const PROFILE_FIELDS = [
  'name',
  'last_name',
  'nickname',
  'store_nickname',
  'birthday',
  'age_range',
  'gender',
  'marital_status',
  'children_count',
  'profession',
  'is_painter',
  'has_disability',
  'disability_description',
  'document',
  'email',
  'phone_mobile',
  'phone_commercial',
  'phone_residential',
  'communication_consent',
  'country_id',
  'country_area_id',
  'state',
  'city',
  'neighborhood',
  'address',
  'number',
  'complement',
  'zip',
  'gmin_number',
  'cadv_code',
  'branch_id',
  'retailer',
  'brand',
  'company_agency',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Free-text profile fields: each is limited to SPEC §5's 256 characters. */
export const PROFILE_TEXT_FIELDS = [
  'name',
  'last_name',
  'nickname',
  'store_nickname',
  'profession',
  'disability_description',
  'state',
  'city',
  'neighborhood',
  'address',
  'number',
  'complement',
  'zip',
  'gmin_number',
  'cadv_code',
  'retailer',
  'brand',
  'company_agency',
] as const satisfies readonly ProfileField[];

/** Fields every variant asks (besides password, confirmations, terms and the 18+ confirmation). */
const COMMON_FIELDS: ProfileField[] = [
  'name',
  'last_name',
  'document',
  'email',
  'phone_mobile',
  'country_id',
];

/** The fields of each variant, all required. */
export const REGISTRATION_FIELDS: Record<RegistrationVariant, readonly ProfileField[]> = {
  default: COMMON_FIELDS,
  seven_trade: [...COMMON_FIELDS, 'company_agency', 'brand'],
  pop_trade: [...COMMON_FIELDS, 'retailer', 'store_nickname', 'branch_id'],
  intel: [...COMMON_FIELDS, 'gmin_number', 'retailer'],
};

/** What a registration form sends: the variant's fields plus the account fields. */
export interface RegistrationInput {
  variant: RegistrationVariant;
  fields: Partial<Record<ProfileField, string | number | boolean | null>>;
  email_confirmation: string;
  password: string;
  password_confirmation: string;
  accepted_terms: boolean;
  confirmed_adult: boolean;
  /** Answers to the client's dynamic register fields, by field name. */
  dynamic: Record<string, string | boolean>;
}

export interface DynamicFieldRule {
  name: string;
  required: boolean;
}

export interface RegistrationIssue {
  field: string;
  code: ValidationCode;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Every problem with a registration, field by field (empty when acceptable). `countryCode` picks the document
 * rule (SPEC §5); `strength` is the client's register config. Server and web run the same function.
 */
export function validateRegistration(
  input: RegistrationInput,
  options: { countryCode: string; strength: PasswordStrength; dynamicFields: readonly DynamicFieldRule[] },
): RegistrationIssue[] {
  const issues: RegistrationIssue[] = [];
  for (const field of REGISTRATION_FIELDS[input.variant]) {
    if (isBlank(input.fields[field])) issues.push({ field, code: 'field.required' });
  }
  for (const [field, value] of Object.entries(input.fields)) {
    if (typeof value === 'string' && !validateFreeText(value).ok)
      issues.push({ field, code: 'text.too_long' });
  }
  const document = input.fields.document;
  if (typeof document === 'string' && document.trim() !== '') {
    const result = validateDocument(document, options.countryCode);
    if (!result.ok) issues.push({ field: 'document', code: result.code });
  }
  const email = input.fields.email;
  if (typeof email === 'string' && email.trim() !== '') {
    const result = validateEmailConfirmation(email, input.email_confirmation);
    if (!result.ok) {
      issues.push({
        field: result.code === 'email.mismatch' ? 'email_confirmation' : 'email',
        code: result.code,
      });
    }
  }
  const phone = input.fields.phone_mobile;
  if (typeof phone === 'string' && phone.trim() !== '' && !validatePhone(phone).ok) {
    issues.push({ field: 'phone_mobile', code: 'phone.invalid' });
  }
  for (const code of validateNewPassword(input.password, input.password_confirmation, options.strength)) {
    issues.push({ field: code === 'password.mismatch' ? 'password_confirmation' : 'password', code });
  }
  for (const rule of options.dynamicFields) {
    const value = input.dynamic[rule.name];
    if (rule.required && (isBlank(value) || value === false)) {
      issues.push({ field: `dynamic.${rule.name}`, code: 'field.required' });
    } else if (typeof value === 'string' && !validateFreeText(value).ok) {
      issues.push({ field: `dynamic.${rule.name}`, code: 'text.too_long' });
    }
  }
  if (!input.accepted_terms) issues.push({ field: 'accepted_terms', code: 'terms.required' });
  if (!input.confirmed_adult) issues.push({ field: 'confirmed_adult', code: 'adult.required' });
  return issues;
}
