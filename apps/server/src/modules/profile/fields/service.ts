import type { Profile, UpdateProfileRequest } from '@elevar/contract';
import { errorMessage, type LanguageCode, validationMessage } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { violatedUniqueIndex } from '../../../db/errors.ts';
import type { Trx } from '../../../db/transaction.ts';
import { AppError, type FieldError, unauthenticated } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { announceActorChange, selectedClientId } from '../../identity/index.ts';
import { programmeStanding } from '../../points/index.ts';
import { type ProfileFieldRule, profileConfig, ruleOf } from '../config.ts';
import { toProfile } from '../mappers.ts';
import * as q from '../queries.ts';
import { profileChanges, visiblePart } from './rules.ts';

/** The selected client, its login settings and the user profile config they give. */
export async function profileSettings(ctx: ServiceContext, auth: AuthContext) {
  const clientId = await selectedClientId(ctx, auth);
  const settings = await q.findProfileSettings(ctx.db, clientId);
  return { clientId, settings, config: profileConfig(settings?.profile_fields) };
}

async function readProfile(
  ctx: ServiceContext,
  userId: number,
  clientId: number | null,
  config: readonly ProfileFieldRule[],
): Promise<Profile> {
  const [row, standing] = await Promise.all([
    q.findProfile(ctx.db, userId, clientId),
    programmeStanding(ctx.db, { clientId, userId, today: ctx.clock.now().toISOString().slice(0, 10) }),
  ]);
  if (!row) throw unauthenticated();
  return toProfile(row, config, standing);
}

export async function getProfile(ctx: ServiceContext, auth: AuthContext): Promise<Profile> {
  const { clientId, config } = await profileSettings(ctx, auth);
  return readProfile(ctx, auth.userId, clientId, config);
}

/**
 * PATCH of the profile: any subset of the editable fields, each checked by the domain rules and the client's
 * profile config; every problem is reported at once as field details in the request's language. E-mail and
 * document stay unique (409); the document through its unique index, so a concurrent claim cannot slip through.
 * The checks read inside the writing transaction, the user's row locked: a concurrent save waits, and each is
 * judged against what the other wrote (a country changed meanwhile, a branch or area removed).
 */
export async function updateProfile(
  ctx: ServiceContext,
  auth: AuthContext,
  input: UpdateProfileRequest,
  language: LanguageCode,
): Promise<Profile> {
  const { clientId, config } = await profileSettings(ctx, auth);
  const patch = visiblePart(input, config);
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await q.lockOpenUser(trx, auth.userId))) throw unauthenticated();
      const current = await q.findProfile(trx, auth.userId, clientId);
      if (!current) throw unauthenticated();
      const changes = await checkedChanges(trx, { patch, current, config, clientId, language, now });
      // a friendly early answer; the unique index on lower(email) settles a race
      if (
        changes.newEmail !== undefined &&
        (await q.isEmailTakenByOther(trx, changes.newEmail, auth.userId))
      ) {
        throw new AppError('account.email_in_use', 409);
      }
      if (!(await q.updateProfileColumns(trx, auth.userId, changes.columns, now))) throw unauthenticated();
      if (changes.branch && clientId !== null) {
        await q.setMembershipBranch(trx, auth.userId, clientId, changes.branch.id);
      }
      // the country and its area decide the country group, so which modules the actor may use
      if (Object.hasOwn(patch, 'country_id') || Object.hasOwn(patch, 'country_area_id')) {
        await announceActorChange(ctx, trx, auth.userId);
      }
    });
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index === 'users_document_idx') throw new AppError('account.document_in_use', 409);
    if (index === 'users_email_lower_idx') throw new AppError('account.email_in_use', 409);
    throw error;
  }
  return readProfile(ctx, auth.userId, clientId, config);
}

/** The columns a patch changes, or a 400 with every problem found, read in the writing transaction. */
async function checkedChanges(
  trx: Trx,
  input: {
    patch: UpdateProfileRequest;
    current: NonNullable<Awaited<ReturnType<typeof q.findProfile>>>;
    config: readonly ProfileFieldRule[];
    clientId: number | null;
    language: LanguageCode;
    now: Date;
  },
) {
  const { patch, current, config, clientId, language } = input;
  // the document follows the country the profile will have: the new one when the request changes it
  const setsCountry = Object.hasOwn(patch, 'country_id');
  const countryId = setsCountry ? (patch.country_id ?? null) : current.country_id;
  const country = countryId === null ? undefined : await q.findCountry(trx, countryId);

  const changes = profileChanges(patch, {
    config,
    current,
    documentCountryCode: country?.code ?? '',
    countryChanged: setsCountry && countryId !== current.country_id,
    today: input.now.toISOString().slice(0, 10),
  });
  const details: FieldError[] = changes.issues.map((issue) => ({
    field: issue.field,
    message: validationMessage(issue.code, language),
  }));
  // a country that does not exist, an area of another country and a branch of another client (or none selected)
  // are simply not found
  const notFound = errorMessage('common.not_found', language);
  if (setsCountry && countryId !== null && !country) details.push({ field: 'country_id', message: notFound });
  if (changes.area) {
    const areaIds = country ? await q.listCountryAreaIds(trx, country.id) : [];
    const areaId = changes.area.id;
    // only an area of the country the profile will have; a required area only where that country has areas
    if (areaId !== null && !areaIds.includes(areaId)) {
      details.push({ field: 'country_area_id', message: notFound });
    } else if (areaId === null && areaIds.length > 0 && ruleOf(config, 'country_area_id').required) {
      details.push({ field: 'country_area_id', message: validationMessage('field.required', language) });
    }
  }
  if (changes.branch && !(await isBranchAllowed(trx, changes.branch.id, clientId))) {
    details.push({ field: 'branch_id', message: notFound });
  }
  if (details.length > 0) throw new AppError('common.validation', 400, details);
  return changes;
}

/** A membership branch must be one of the selected client's branches (or none); without a client there is none. */
async function isBranchAllowed(trx: Trx, branchId: number | null, clientId: number | null) {
  if (clientId === null) return false;
  return branchId === null || (await q.findBranchOfClient(trx, branchId, clientId)) !== undefined;
}
