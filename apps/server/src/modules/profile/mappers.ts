import type { Profile } from '@elevar/contract';
import { AGE_BANDS, GENDERS, MARITAL_STATUSES } from '@elevar/domain';
import type { ProgrammeStanding } from '../points/index.ts';
import type { ProfileFieldRule } from './config.ts';
import type { ProfileRow } from './queries.ts';

/** A stored text that must be one of `allowed`; anything else (legacy or hand-edited data) reads as unset. */
function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** The Profile answer; level and points come from the points engine (null without a selected client). */
export function toProfile(
  row: ProfileRow,
  config: readonly ProfileFieldRule[],
  standing: ProgrammeStanding,
): Profile {
  return {
    id: row.id,
    username: row.username,
    full_name: row.full_name,
    image: row.image_url,
    phone_verified: row.phone_verified,
    name: row.name,
    last_name: row.last_name,
    nickname: row.nickname,
    store_nickname: row.store_nickname,
    birthday: row.birthday,
    age_range: oneOf(AGE_BANDS, row.age_range),
    gender: oneOf(GENDERS, row.gender),
    marital_status: oneOf(MARITAL_STATUSES, row.marital_status),
    children_count: row.children_count,
    profession: row.profession,
    is_painter: row.is_painter,
    has_disability: row.has_disability,
    disability_description: row.disability_description,
    document: row.document,
    email: row.email,
    phone_mobile: row.phone_mobile,
    phone_commercial: row.phone_commercial,
    phone_residential: row.phone_residential,
    communication_consent: row.communication_consent,
    country_id: row.country_id,
    country_area_id: row.country_area_id,
    state: row.state,
    city: row.city,
    neighborhood: row.neighborhood,
    address: row.address,
    number: row.number,
    complement: row.complement,
    zip: row.zip,
    gmin_number: row.gmin_number,
    cadv_code: row.cadv_code,
    branch_id: row.branch_id,
    retailer: row.retailer,
    brand: row.brand,
    company_agency: row.company_agency,
    level: standing.level,
    experience_points: standing.experience_points,
    available_points: standing.available_points,
    config: config.map((rule) => ({ name: rule.name, visible: rule.visible, required: rule.required })),
  };
}
