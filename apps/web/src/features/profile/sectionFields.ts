import type { Profile } from '@elevar/contract';
import type { ProfileField } from '@elevar/domain';

/**
 * Which Profile fields (SPEC §3) each editable section holds. Kept apart from the screens (and type-only on its
 * imports) because the section registry, which the route table loads with the entry chunk, asks it whether a
 * section has anything to show.
 */
export const MY_DATA_FIELDS = [
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
] as const satisfies readonly ProfileField[];

export const CONTACT_FIELDS = [
  'document',
  'email',
  'phone_mobile',
  'phone_commercial',
  'phone_residential',
  'communication_consent',
] as const satisfies readonly ProfileField[];

export const ADDRESS_FIELDS = [
  'country_id',
  'country_area_id',
  'state',
  'city',
  'neighborhood',
  'address',
  'number',
  'complement',
  'zip',
] as const satisfies readonly ProfileField[];

export const PROGRAMME_FIELDS = [
  'gmin_number',
  'cadv_code',
  'branch_id',
  'retailer',
  'brand',
  'company_agency',
] as const satisfies readonly ProfileField[];

export interface FieldRule {
  visible: boolean;
  required: boolean;
}

/**
 * What the client's user profile config says about a field. A field the config does not list is shown and
 * optional: the config narrows the form, it does not have to enumerate it (the server enforces the same rules).
 */
export function fieldRule(profile: Pick<Profile, 'config'>, name: string): FieldRule {
  const entry = profile.config.find((field) => field.name === name);
  if (!entry) return { visible: true, required: false };
  return { visible: entry.visible, required: entry.visible && entry.required };
}

export function anyVisible(profile: Pick<Profile, 'config'>, fields: readonly string[]): boolean {
  return fields.some((name) => fieldRule(profile, name).visible);
}
