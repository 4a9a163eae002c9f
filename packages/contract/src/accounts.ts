import { REGISTRATION_VARIANTS, USER_STATUSES } from '@elevar/domain';
import { z } from 'zod';
import { INT4_MAX, pageOf } from './common.ts';
import { TokenResponse } from './identity.ts';
import { RegisterField } from './tenancy.ts';

/**
 * Account flows without a session: registration, first access, password links, recovery by document with an SMS
 * or WhatsApp code (SPEC §2, §4, §5, §7). Field rules live in `@elevar/domain` (`validateRegistration`); these
 * schemas only fix the shapes. Free text is capped generously here and exactly by the domain rules.
 */

const text = z.string().max(1000);
const ProfileValue = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);

/** POST /api/v1/accounts/register — JSON without authorization. */
export const RegisterRequest = z.object({
  /** The site's client slug (`?client=`); the default site when absent. */
  client: z.string().max(64).optional(),
  variant: z.enum(REGISTRATION_VARIANTS),
  fields: z.record(z.string(), ProfileValue),
  email_confirmation: text,
  password: z.string().max(256),
  password_confirmation: z.string().max(256),
  accepted_terms: z.boolean(),
  confirmed_adult: z.boolean(),
  dynamic: z.record(z.string(), z.union([z.string().max(1000), z.boolean()])).default({}),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const RegisterResponse = z.object({ status: z.literal('awaiting_approval'), username: z.string() });

/**
 * The site a public account screen runs for (`?client=` slug; none: the default site). With the `country` cookie
 * it decides the document rule: the cookie's country, else any country the site's client runs in (SPEC §5).
 */
const siteClient = () => z.string().max(64).optional();

/**
 * POST /api/v1/accounts/first-access — an account loaded by the client gets a set-password link by e-mail. A
 * document not valid for the site is 400 `account.document_invalid` ("Documento inválido"), here and wherever a
 * request below takes one.
 */
export const FirstAccessRequest = z.object({
  client: siteClient(),
  document: z.string().min(1).max(40),
  email: z.string().min(1).max(254),
});

/** POST /etraining_login/api_recover_password/ — JSON without authorization: a recovery link by e-mail. */
export const RecoverByEmailRequest = z.object({ email: z.string().min(1).max(254) });

/** Where a signed password link points: `set-password` (first access) or `recover-password`. */
export const PasswordLinkParams = z.object({
  username: z.string().min(1).max(150),
  uidb64: z.string().min(1).max(64),
  token: z.string().min(1).max(200),
});
export type PasswordLinkParams = z.infer<typeof PasswordLinkParams>;

/** GET /api/v1/accounts/password-link — checks a link before the screen asks for the password. */
export const PasswordLinkStatus = z.object({
  username: z.string(),
  purpose: z.enum(['set', 'recover']),
  password_strength_level: z.enum(['weak', 'medium', 'strong']),
});

/** POST /api/v1/accounts/set-password — consumes the link (single use: it dies with the old password). */
export const SetPasswordRequest = PasswordLinkParams.extend({
  password: z.string().max(256),
  password_confirmation: z.string().max(256),
});

/** POST /get_phone_number_with_document/ */
export const PhoneByDocumentRequest = z.object({ client: siteClient(), document: z.string().min(1).max(40) });
export const PhoneByDocumentResponse = z.object({
  /** e.g. "+55 (**) *****-**78": enough to recognise, not to learn. */
  masked_phone: z.string(),
  channels: z.array(z.enum(['sms', 'whatsapp'])),
});

/** POST /send_recover_password_code/ — the typed phone must match the registered one (SPEC §5). */
export const SendRecoveryCodeRequest = z.object({
  client: siteClient(),
  document: z.string().min(1).max(40),
  phone: z.string().min(1).max(40),
  channel: z.enum(['sms', 'whatsapp']),
});

/** A code was sent: validate it with this request id. `resend_in` is the cooldown left (SPEC §4, 300 s). */
export const CodeSentResponse = z.object({
  request_id: z.string(),
  resend_in: z.number().int(),
  expires_in: z.number().int(),
});
export type CodeSentResponse = z.infer<typeof CodeSentResponse>;

/** POST /validate_recover_password_code/ — answers with a password link for the set-password screen. */
export const ValidateRecoveryCodeRequest = z.object({
  request_id: z.string().min(1).max(100),
  code: z.string().min(1).max(12),
});
export const ValidateRecoveryCodeResponse = PasswordLinkParams;

/** Staff: accounts waiting for approval (GET /api/v1/admin/accounts). */
export const AccountReviewQuery = z.object({
  status: z.enum(USER_STATUSES).default('awaiting_approval'),
  search: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export const AccountForReview = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  document: z.string().nullable(),
  phone_mobile: z.string().nullable(),
  country: z.string().nullable(),
  variant: z.string().nullable(),
  role: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  /** What the registration asked beyond the common fields, in the order asked. */
  fields: z.array(
    z.object({
      /** A profile field ('company_agency', 'branch', …), or `dynamic.<name>` for one of the client's own fields. */
      name: z.string(),
      /** The client's label of its own field in the request's language; null for a profile field. */
      label: z.string().nullable(),
      /** The type of the client's own field; null for a profile field. */
      type: RegisterField.shape.type.nullable(),
      /** The answer; a chosen option as its label in the request's language, a date as yyyy-mm-dd. */
      value: z.union([z.string(), z.boolean()]),
    }),
  ),
  created_at: z.string(),
});
export const AccountReviewPage = pageOf(AccountForReview);
export const RejectAccountRequest = z.object({ reason: z.string().max(256).optional() });

/** Staff: the outbox (GET /api/v1/admin/outbox), so recovery works on a fresh install without SMTP or SMS. */
export const OutboxQuery = z.object({
  channel: z.enum(['email', 'sms', 'whatsapp']).optional(),
  recipient: z.string().max(254).optional(),
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export const OutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms', 'whatsapp']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  template: z.string(),
  status: z.enum(['stored', 'sent', 'failed']),
  created_at: z.string(),
});
export const OutboxPage = pageOf(OutboxMessage);

/** POST /api/v1/webservice-login — a partner's signed login token opens a web-service session. */
export const LinkLoginRequest = z.object({
  token: z.string().min(1).max(4096),
  module: z.string().max(40).optional(),
  id: z.string().max(40).optional(),
});
export const LinkLoginResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  user_firebase_token: z.string(),
  /** The requested module's route (with the id) when the client has its flag, else the client's home route. */
  redirect_to: z.string(),
});
export type LinkLoginResponse = z.infer<typeof LinkLoginResponse>;

/** POST /etraining_login/alternative_login/ — form-encoded with app credentials: sign in with the document. */
export const AlternativeLoginRequest = z.object({
  client: siteClient(),
  document: z.string().trim().min(1).max(40),
  password: z.string().min(1).max(256),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
});

/** GET /api/v1/sso/start?client=&next= answers 302 to the provider; the callback returns to /sso-complete. */
export const SsoStartQuery = z.object({
  client: z.string().max(64).optional(),
  next: z.string().max(500).optional(),
});
/**
 * GET /api/v1/sso/callback — the provider's answer: the code and state, or an error. Documented, not validated:
 * whatever arrives, the browser must be redirected (openid-client checks the raw query itself).
 */
export const SsoCallbackQuery = z.object({
  code: z.unknown().optional().describe('authorization code'),
  state: z.unknown().optional().describe('the state sent with the start'),
  iss: z.unknown().optional().describe('issuer (RFC 9207)'),
  error: z.unknown().optional().describe('why the provider refused'),
});
/** POST /api/v1/sso/exchange — form-encoded with app credentials: the one-time code becomes tokens. */
export const SsoExchangeRequest = z.object({
  code: z.string().min(1).max(200),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
});
/** The tokens of a normal session, and where the user was going when they started (a same-site path). */
export const SsoExchangeResponse = TokenResponse.extend({ next_path: z.string().nullable() });
export type SsoExchangeResponse = z.infer<typeof SsoExchangeResponse>;
