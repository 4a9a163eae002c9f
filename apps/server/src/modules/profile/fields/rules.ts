import type { UpdateProfileRequest } from '@elevar/contract';
import {
  ageBandForAge,
  ageInYears,
  PROFILE_TEXT_FIELDS,
  type ProfileField,
  type ValidationCode,
  validateBirthday,
  validateDocument,
  validateEmail,
  validateEmailConfirmation,
  validateFreeText,
  validatePhone,
} from '@elevar/domain';
import { type ProfileFieldRule, ruleOf } from '../config.ts';
import type { ProfileColumnsUpdate, ProfileRow } from '../queries.ts';

export interface ProfileIssue {
  field: string;
  code: ValidationCode;
}

export interface ProfileChanges {
  issues: ProfileIssue[];
  /** users columns to write. */
  columns: ProfileColumnsUpdate;
  /** The branch of the selected client's membership, when the request sets it. */
  branch?: { id: number | null };
  /** The country area, when the request sets it or a new country clears it (the service checks it is the country's). */
  area?: { id: number | null };
  /** The new e-mail (normalized), when it changes: checked early, settled by the unique index. */
  newEmail?: string;
}

export interface RuleContext {
  config: readonly ProfileFieldRule[];
  current: ProfileRow;
  /** ISO code of the country the document rule follows: the new country when the request changes it. */
  documentCountryCode: string;
  /** The request changes the country to another one. */
  countryChanged: boolean;
  /** Today, YYYY-MM-DD: birthdays cannot be in the future, and the age range is computed on it. */
  today: string;
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * Hidden fields are dropped, not refused: a form may send back the whole profile it read, and a field the client
 * does not show is simply not the user's to edit there. The e-mail confirmation goes with the e-mail.
 */
export function visiblePart(patch: UpdateProfileRequest, config: readonly ProfileFieldRule[]) {
  const visible: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const field = (key === 'email_confirmation' ? 'email' : key) as ProfileField;
    if (ruleOf(config, field).visible) visible[key] = value;
  }
  return visible as UpdateProfileRequest;
}

/**
 * Checks a PATCH of the profile (already reduced to visible fields) field by field and turns it into the columns
 * to write. Existence checks that need the database (country, branch) and uniqueness are the service's.
 */
export function profileChanges(patch: UpdateProfileRequest, context: RuleContext): ProfileChanges {
  const { config, current } = context;
  const issues: ProfileIssue[] = [];
  const columns: ProfileColumnsUpdate = {};
  const result: ProfileChanges = { issues, columns };
  const has = (field: keyof UpdateProfileRequest) => Object.hasOwn(patch, field);
  /** A cleared field: fine unless the client requires it. */
  const cleared = (field: ProfileField) => {
    if (ruleOf(config, field).required) issues.push({ field, code: 'field.required' });
  };

  for (const field of PROFILE_TEXT_FIELDS) {
    if (!has(field)) continue;
    const value = patch[field];
    if (isBlank(value)) {
      cleared(field);
      columns[field] = null;
      continue;
    }
    const text = validateFreeText((value as string).trim());
    if (text.ok) columns[field] = text.normalized;
    else issues.push({ field, code: text.code });
  }

  if (has('email')) emailChange(patch, context, result, cleared);

  if (has('document')) {
    if (isBlank(patch.document)) {
      cleared('document');
      columns.document = null;
    } else {
      const document = validateDocument(patch.document as string, context.documentCountryCode);
      if (document.ok) columns.document = document.normalized;
      else issues.push({ field: 'document', code: document.code });
    }
  } else if (context.countryChanged && current.document !== null) {
    // the stored document must still be valid under the new country's rule
    if (!validateDocument(current.document, context.documentCountryCode).ok) {
      issues.push({ field: 'document', code: 'document.invalid' });
    }
  }

  for (const field of ['phone_commercial', 'phone_residential'] as const) {
    if (!has(field)) continue;
    if (isBlank(patch[field])) {
      cleared(field);
      columns[field] = null;
      continue;
    }
    const phone = validatePhone(patch[field] as string);
    if (phone.ok) columns[field] = phone.normalized;
    else issues.push({ field, code: phone.code });
  }

  if (has('birthday')) birthdayChange(patch, context, result, cleared);
  const birthdayAfter = has('birthday') ? columns.birthday : current.birthday;
  // a known birthday decides the age range; only without one is the range edited directly
  if (has('age_range') && !birthdayAfter) {
    if (patch.age_range === null) cleared('age_range');
    columns.age_range = patch.age_range ?? null;
  }

  for (const field of [
    'gender',
    'marital_status',
    'children_count',
    'is_painter',
    'has_disability',
    'country_id',
  ] as const) {
    if (!has(field)) continue;
    const value = patch[field];
    if (value === null || value === undefined) cleared(field);
    Object.assign(columns, { [field]: value ?? null });
  }
  if (patch.communication_consent !== undefined) columns.communication_consent = patch.communication_consent;

  if (has('branch_id')) {
    if (patch.branch_id === null || patch.branch_id === undefined) cleared('branch_id');
    result.branch = { id: patch.branch_id ?? null };
  }

  if (has('country_area_id')) result.area = { id: patch.country_area_id ?? null };
  // an area belongs to its country: a new country without a named area leaves the user in none
  else if (context.countryChanged && current.country_area_id !== null) result.area = { id: null };
  if (result.area) columns.country_area_id = result.area.id;

  if (has('name') || has('last_name')) {
    const name = has('name') ? columns.name : current.name;
    const lastName = has('last_name') ? columns.last_name : current.last_name;
    const fullName = [name, lastName].filter((part) => part).join(' ');
    if (fullName) columns.full_name = fullName;
  }
  return result;
}

function emailChange(
  patch: UpdateProfileRequest,
  context: RuleContext,
  result: ProfileChanges,
  cleared: (field: ProfileField) => void,
) {
  if (isBlank(patch.email)) {
    cleared('email');
    result.columns.email = null;
    return;
  }
  const email = validateEmail(patch.email as string);
  if (!email.ok) {
    result.issues.push({ field: 'email', code: email.code });
    return;
  }
  // the form may send the e-mail back unchanged; only a new address needs its confirmation
  if (email.normalized === context.current.email?.toLowerCase()) return;
  const confirmed = validateEmailConfirmation(patch.email as string, patch.email_confirmation ?? '');
  if (!confirmed.ok) {
    result.issues.push({ field: 'email_confirmation', code: confirmed.code });
    return;
  }
  result.columns.email = confirmed.normalized;
  result.newEmail = confirmed.normalized;
}

function birthdayChange(
  patch: UpdateProfileRequest,
  context: RuleContext,
  result: ProfileChanges,
  cleared: (field: ProfileField) => void,
) {
  const birthday = validateBirthday(patch.birthday ?? {}, context.today);
  if (!birthday.ok) {
    result.issues.push({ field: 'birthday', code: birthday.code });
    return;
  }
  result.columns.birthday = birthday.normalized;
  if (birthday.normalized === null) {
    cleared('birthday');
    return;
  }
  result.columns.age_range = ageBandForAge(ageInYears(birthday.normalized, context.today));
}
