import { AGE_BANDS, GENDERS, MARITAL_STATUSES } from '@elevar/domain';
import { z } from 'zod';
import { id, positiveInt, smallId } from './common.ts';

/**
 * The signed-in user's Profile (SPEC §3): identity, account and contact, address and programme fields. The
 * client's user profile config decides which fields are shown and which are required; the server enforces it.
 */
const nullableText = z.string().max(1000).nullable();

export const ProfileData = z.object({
  name: nullableText,
  last_name: nullableText,
  nickname: nullableText,
  store_nickname: nullableText,
  /** yyyy-mm-dd */
  birthday: z.string().nullable(),
  age_range: z.enum(AGE_BANDS).nullable(),
  gender: z.enum(GENDERS).nullable(),
  marital_status: z.enum(MARITAL_STATUSES).nullable(),
  children_count: z.number().int().min(0).max(30).nullable(),
  profession: nullableText,
  is_painter: z.boolean().nullable(),
  has_disability: z.boolean().nullable(),
  disability_description: nullableText,
  document: nullableText,
  email: nullableText,
  phone_mobile: nullableText,
  phone_commercial: nullableText,
  phone_residential: nullableText,
  communication_consent: z.boolean(),
  country_id: z.number().int().nullable(),
  /** Where in the country the user works (SPEC §9: it can decide the country group); one of its country's areas. */
  country_area_id: z.number().int().nullable(),
  state: nullableText,
  city: nullableText,
  neighborhood: nullableText,
  address: nullableText,
  number: nullableText,
  complement: nullableText,
  zip: nullableText,
  gmin_number: nullableText,
  cadv_code: nullableText,
  branch_id: z.number().int().nullable(),
  retailer: nullableText,
  brand: nullableText,
  company_agency: nullableText,
});
export type ProfileData = z.infer<typeof ProfileData>;

export const Profile = ProfileData.extend({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  image: z.string().nullable(),
  phone_verified: z.boolean(),
  /**
   * From the points engine, in the selected client for the session's reward campaign (points outside campaigns when
   * none runs; then no level). All null without a selected client.
   */
  level: z.string().nullable(),
  experience_points: z.number().int().nullable(),
  available_points: z.number().int().nullable(),
  /** Which fields this client shows and requires. */
  config: z.array(z.object({ name: z.string(), visible: z.boolean(), required: z.boolean() })),
});
export type Profile = z.infer<typeof Profile>;

/**
 * PATCH /api/v1/profile — any subset of the editable fields. Birthday edits send year, month and day together
 * (SPEC §5). E-mail changes need the confirmation; phone changes go through verification, not here. The ids are
 * bounded by their columns (`countries.id` integer, `branches.id` and `country_areas.id` bigint).
 */
export const UpdateProfileRequest = ProfileData.omit({ phone_mobile: true, birthday: true })
  .partial()
  .extend({
    country_id: smallId().nullable().optional(),
    country_area_id: id().nullable().optional(),
    branch_id: id().nullable().optional(),
    birthday: z
      .object({
        year: z.union([z.number(), z.string(), z.null()]),
        month: z.union([z.number(), z.string(), z.null()]),
        day: z.union([z.number(), z.string(), z.null()]),
      })
      .nullable()
      .optional(),
    email_confirmation: z.string().max(254).optional(),
  });
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

/** POST /api/v1/profile/password — the current password is required (SPEC §8 profile error). */
export const ChangePasswordRequest = z.object({
  current_password: z.string().max(256),
  new_password: z.string().max(256),
  new_password_confirmation: z.string().max(256),
});

/** GET /api/v1/profile/phone-verification — the cooldown survives reloads because the server keeps it. */
export const PhoneVerificationStatus = z.object({
  phone: z.string().nullable(),
  verified: z.boolean(),
  resend_in: z.number().int(),
  /** The pending request, if a code was sent and has not expired or been used. */
  request_id: z.string().nullable(),
});
export const SendPhoneCodeRequest = z.object({
  phone: z.string().min(1).max(40),
  channel: z.enum(['sms', 'whatsapp']).default('sms'),
});
export const ConfirmPhoneCodeRequest = z.object({
  request_id: z.string().min(1).max(100),
  code: z.string().min(1).max(12),
});

/** POST /api/v1/profile/close — irreversible; the user types their own name (SPEC §4, §5). */
export const CloseAccountRequest = z.object({ typed_name: z.string().max(300), confirm: z.literal(true) });

export const AvatarResponse = z.object({ image: z.string().nullable() });

/** POST /api/v1/session/terms — records the terms version accepted. */
export const AcceptTermsRequest = z.object({ version: positiveInt() });
