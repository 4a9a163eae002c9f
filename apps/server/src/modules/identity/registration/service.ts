import { INT4_MAX, type RegisterRequest } from '@elevar/contract';
import {
  type DynamicFieldRule,
  type Language,
  type ProfileField,
  REGISTRATION_FIELDS,
  REGISTRATION_VARIANT_ROLES,
  type RegistrationIssue,
  validateDocument,
  validatePhone,
  validateRegistration,
  validationMessage,
} from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { violatedUniqueIndex } from '../../../db/errors.ts';
import { hashPassword } from '../../../platform/crypto.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { consumeRate } from '../../../platform/rate-limit.ts';
import { currentPolicyVersions, findSiteClient } from '../../tenancy/index.ts';
import { registrationReceivedMail } from './messages.ts';
import * as q from './queries.ts';

/**
 * Profile fields that hold the id of a choice (a country, a branch) rather than text, each with the largest id its
 * column holds (`countries.id` is an integer, `branches.id` a bigint read as a safe integer).
 */
const ID_FIELDS: ReadonlyMap<ProfileField, number> = new Map([
  ['country_id', INT4_MAX],
  ['branch_id', Number.MAX_SAFE_INTEGER],
]);

type FieldValue = string | number | null;

/** The variant's fields from the form, typed: ids as integers, the rest as text. Fields of other variants are ignored. */
function readFields(input: RegisterRequest): Partial<Record<ProfileField, FieldValue>> {
  const out: Partial<Record<ProfileField, FieldValue>> = {};
  for (const field of REGISTRATION_FIELDS[input.variant]) {
    const value = input.fields[field];
    const maxId = ID_FIELDS.get(field);
    if (maxId !== undefined) {
      // an id no row can have is no choice made, before any query
      const id = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
      out[field] = typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= maxId ? id : null;
    } else if (typeof value === 'string') out[field] = value;
    else if (typeof value === 'number') out[field] = String(value);
    else out[field] = null;
  }
  return out;
}

/** The client's dynamic register fields; entries without a name are ignored (the column is free JSON). */
function dynamicRules(registerFields: unknown[]): DynamicFieldRule[] {
  return registerFields.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { name, required } = item as { name?: unknown; required?: unknown };
    return typeof name === 'string' && name !== '' ? [{ name, required: required === true }] : [];
  });
}

/** Answers to the client's dynamic fields only, trimmed; blank answers are not kept. */
function dynamicAnswers(input: RegisterRequest, rules: DynamicFieldRule[]): Record<string, string | boolean> {
  const answers: Record<string, string | boolean> = {};
  for (const { name } of rules) {
    const value = input.dynamic[name];
    if (typeof value === 'boolean') answers[name] = value;
    else if (typeof value === 'string' && value.trim() !== '') answers[name] = value.trim();
  }
  return answers;
}

function text(value: FieldValue | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function validationError(issues: RegistrationIssue[], language: Language): AppError {
  return new AppError(
    'common.validation',
    400,
    issues.map((issue) => ({ field: issue.field, message: validationMessage(issue.code, language.code) })),
  );
}

/**
 * Registers a new account awaiting approval (SPEC §2 register screens, §4 Account, §5 rules): validated with the
 * domain rules of the site's register config, then created with the variant's role in the site's client, and
 * told by e-mail that a reviewer will look at it.
 */
export async function register(
  ctx: ServiceContext,
  input: RegisterRequest,
  request: { ip: string; language: Language },
): Promise<{ status: 'awaiting_approval'; username: string }> {
  await consumeRate(ctx.db, ctx.clock, [
    {
      key: `register:ip:${request.ip}`,
      max: ctx.config.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
      windowSeconds: 3600,
    },
  ]);
  const client = await findSiteClient(ctx.db, input.client);
  const config = client && (await q.findRegisterConfig(ctx.db, client.id));
  if (!client || !config) throw notFound();

  const fields = readFields(input);
  const rules = dynamicRules(config.register_fields);
  const countryId = fields.country_id;
  const branchId = fields.branch_id;
  const [country, branchOk, versions] = await Promise.all([
    typeof countryId === 'number' ? q.findClientCountry(ctx.db, client.id, countryId) : undefined,
    typeof branchId === 'number' ? q.isClientBranch(ctx.db, client.id, branchId) : true,
    currentPolicyVersions(ctx.db),
  ]);
  const issues = validateRegistration(
    { ...input, fields },
    { countryCode: country?.code ?? '', strength: config.password_strength_level, dynamicFields: rules },
  );
  // The form offers the client's own countries and branches: any other id counts as no choice made.
  if (typeof countryId === 'number' && !country) issues.push({ field: 'country_id', code: 'field.required' });
  if (!branchOk) issues.push({ field: 'branch_id', code: 'field.required' });
  if (issues.length > 0 || !country) throw validationError(issues, request.language);

  const email = String(fields.email).trim().toLowerCase();
  const document = validateDocument(String(fields.document), country.code);
  const phone = validatePhone(String(fields.phone_mobile));
  if (!document.ok || !phone.ok) throw new Error('validateRegistration passed an invalid document or phone');
  if (await q.isEmailInUse(ctx.db, email)) throw new AppError('account.email_in_use', 409);

  const name = text(fields.name) ?? '';
  const lastName = text(fields.last_name) ?? '';
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(input.password);
  const mail = registrationReceivedMail(request.language.code, {
    name,
    clientName: client.name,
    username: email,
  });

  let messageId: number;
  try {
    messageId = await ctx.db.transaction().execute(async (trx) => {
      const user = await q.insertUser(trx, {
        username: email,
        email,
        full_name: `${name} ${lastName}`.trim(),
        password_hash: passwordHash,
        status: 'awaiting_approval',
        language_id: request.language.id,
        country_id: country.id,
        name,
        last_name: lastName,
        document: document.normalized,
        phone_mobile: phone.normalized,
        company_agency: text(fields.company_agency),
        brand: text(fields.brand),
        retailer: text(fields.retailer),
        store_nickname: text(fields.store_nickname),
        gmin_number: text(fields.gmin_number),
        extra_fields: JSON.stringify(dynamicAnswers(input, rules)),
        registration_variant: input.variant,
        registration_client_id: client.id,
        // the form's terms box accepts the published terms page (none published yet: nothing to record)
        accepted_terms_version: versions.terms || null,
        accepted_terms_at: now,
        password_changed_at: now,
        created_at: now,
        updated_at: now,
      });
      await q.insertMembership(trx, {
        userId: user.id,
        clientId: client.id,
        role: REGISTRATION_VARIANT_ROLES[input.variant],
        branchId: typeof branchId === 'number' ? branchId : null,
      });
      return ctx.messenger.record(trx, {
        channel: 'email',
        to: email,
        subject: mail.subject,
        body: mail.body,
        template: 'registration_received',
        clientId: client.id,
        userId: user.id,
      });
    });
  } catch (error) {
    // The unique indexes settle races the checks above cannot: two sign-ups with one document or e-mail.
    const index = violatedUniqueIndex(error);
    if (index === 'users_document_idx') throw new AppError('account.document_in_use', 409);
    if (index === 'users_username_lower_idx' || index === 'users_email_lower_idx') {
      throw new AppError('account.email_in_use', 409);
    }
    throw error;
  }
  await ctx.messenger.deliver([messageId]);
  return { status: 'awaiting_approval', username: email };
}
