import { createHmac, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type TestInfo } from '@playwright/test';
import { ACADEMY_SLUG, ACADEMY_WEBSERVICE_SECRET, DEMO_PASSWORD } from './texts.ts';

// Set-up and look-ups through the public API, to keep the journeys about the screens they test: fresh accounts
// (registered and approved here), messages from the outbox (read as the superuser, who sees every client's), and
// partner login tokens. Every call goes to the e2e server (the `request` fixture's baseURL).

/** The web app's OAuth credentials (server config WEB_APP_CLIENT_ID / WEB_APP_CLIENT_SECRET defaults). */
const WEB_APP = { client_id: 'elevar-web', client_secret: 'elevar-web-demo' };

/** The superuser reads the outbox and approves accounts without choosing a client (tenancy.spec needs it unchosen). */
const SUPERUSER = 'admin';

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The tokens of the password grant of POST /o/token/, as the web app's login gets them. */
export async function passwordTokens(
  api: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<{ access_token: string; refresh_token: string }> {
  return ok(
    await api.post('/o/token/', { form: { grant_type: 'password', username, password, ...WEB_APP } }),
    `token for ${username}`,
  );
}

/** An access token from the password grant of POST /o/token/. */
export async function accessToken(
  api: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  return (await passwordTokens(api, username, password)).access_token;
}

/** GET through the public API, as `accessToken`'s holder when given; fails the journey on an error. */
export async function apiGet<T>(api: APIRequestContext, path: string, token?: string): Promise<T> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return ok<T>(await api.get(path, { headers }), `GET ${path}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Documents, phones and fresh accounts

/** The two CPF check digits (mod 11, weights 10..2 then 11..2), computed here apart from the domain's code. */
export function cpf(firstNine: string): string {
  const digits = Array.from(firstNine, Number);
  const digit = (values: number[]) => {
    const sum = values.reduce((acc, d, i) => acc + d * (values.length + 1 - i), 0);
    const remainder = (sum * 10) % 11;
    return remainder === 10 ? 0 : remainder;
  };
  const first = digit(digits);
  return `${firstNine}${first}${digit([...digits, first])}`;
}

/** ###.###.###-## */
export function formatCpf(value: string): string {
  return value.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

let sequence = 0;

/**
 * Eight digits no other account of this run (or of an earlier run on the same database) has: the clock, the
 * project and a counter. Journeys run once per project on one shared database.
 */
export function uniqueDigits(testInfo: TestInfo): string {
  sequence = (sequence + 1) % 10;
  const project = testInfo.project.name === 'mobile' ? '2' : '1';
  return `${project}${String(Date.now() % 1_000_000).padStart(6, '0')}${sequence}`;
}

export interface NewAccount {
  name: string;
  lastName: string;
  fullName: string;
  email: string;
  /** Bare CPF digits. */
  document: string;
  /** E.164, as the server stores it. */
  phone: string;
  password: string;
}

/** Data for a new academy account: a valid CPF, a Brazilian mobile number and an e-mail nobody has. */
export function newAccountData(testInfo: TestInfo, purpose: string): NewAccount {
  const digits = uniqueDigits(testInfo);
  const name = 'Carla';
  const lastName = `Teste ${purpose}`;
  return {
    name,
    lastName,
    fullName: `${name} ${lastName}`,
    email: `e2e.${purpose.toLowerCase()}.${digits}@example.com`,
    document: cpf(`7${digits}`),
    phone: `+55119${digits}`,
    // The academy asks for a 'medium' password: upper and lower case letters and digits.
    password: `Senha${digits}`,
  };
}

interface ReviewAccount {
  id: number;
  email: string | null;
  status: string;
}

/** Registers the account on the academy (POST /api/v1/accounts/register): it then awaits approval. */
export async function registerAccount(api: APIRequestContext, account: NewAccount): Promise<void> {
  const params = await ok<{ register_config: { countries: { id: number; code: string }[] } }>(
    await api.get('/api/v1/login-params'),
    'login params',
  );
  const brazil = params.register_config.countries.find((country) => country.code === 'BR');
  expect(brazil, 'the academy registers people from Brazil').toBeDefined();
  await ok(
    await api.post('/api/v1/accounts/register', {
      data: {
        client: ACADEMY_SLUG,
        variant: 'default',
        fields: {
          name: account.name,
          last_name: account.lastName,
          country_id: brazil?.id,
          document: account.document,
          email: account.email,
          phone_mobile: account.phone,
        },
        email_confirmation: account.email,
        password: account.password,
        password_confirmation: account.password,
        accepted_terms: true,
        confirmed_adult: true,
        dynamic: {},
      },
    }),
    `registering ${account.email}`,
  );
}

/** Approves a registered account as the superuser (POST /api/v1/admin/accounts/:id/approve). */
export async function approveAccount(api: APIRequestContext, email: string): Promise<void> {
  const token = await accessToken(api, SUPERUSER);
  const headers = { authorization: `Bearer ${token}` };
  const page = await ok<{ results: ReviewAccount[] }>(
    await api.get('/api/v1/admin/accounts', { params: { search: email }, headers }),
    'accounts for review',
  );
  const account = page.results.find((result) => result.email === email);
  expect(account, `${email} awaits approval`).toBeDefined();
  await ok(
    await api.post(`/api/v1/admin/accounts/${account?.id}/approve`, { headers }),
    `approving ${email}`,
  );
}

/**
 * A fresh, approved academy account that can sign in with its e-mail and password. Every journey registers from
 * 127.0.0.1, so serve.mjs lifts the per-address sign-up limit (REGISTRATIONS_PER_ADDRESS_PER_HOUR).
 */
export async function approvedAccount(
  api: APIRequestContext,
  testInfo: TestInfo,
  purpose: string,
): Promise<NewAccount> {
  const account = newAccountData(testInfo, purpose);
  await registerAccount(api, account);
  await approveAccount(api, account.email);
  return account;
}

// ---------------------------------------------------------------------------------------------------------------
// The outbox

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms' | 'whatsapp';
  recipient: string;
  subject: string | null;
  body: string;
  template: string;
  created_at: string;
}

/**
 * The newest outbox message to `recipient` (of `template`, when given) newer than `afterId`, waiting for it to be
 * recorded. Read as the superuser through GET /api/v1/admin/outbox.
 */
export async function latestMessage(
  api: APIRequestContext,
  filter: { recipient: string; channel: OutboxMessage['channel']; template?: string; afterId?: number },
): Promise<OutboxMessage> {
  const token = await accessToken(api, SUPERUSER);
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const page = await ok<{ results: OutboxMessage[] }>(
          await api.get('/api/v1/admin/outbox', {
            params: { recipient: filter.recipient, channel: filter.channel },
            headers: { authorization: `Bearer ${token}` },
          }),
          'outbox',
        );
        found = page.results.find(
          (message) =>
            message.recipient === filter.recipient &&
            (filter.template === undefined || message.template === filter.template) &&
            message.id > (filter.afterId ?? 0),
        );
        return found !== undefined;
      },
      { message: `a ${filter.channel} message to ${filter.recipient}` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable: polled until found');
  return found;
}

/** The id of the newest message to `recipient` so far (0 when none): later messages have greater ids. */
export async function lastMessageId(
  api: APIRequestContext,
  recipient: string,
  channel: OutboxMessage['channel'],
): Promise<number> {
  const token = await accessToken(api, SUPERUSER);
  const page = await ok<{ results: OutboxMessage[] }>(
    await api.get('/api/v1/admin/outbox', {
      params: { recipient, channel },
      headers: { authorization: `Bearer ${token}` },
    }),
    'outbox',
  );
  return Math.max(0, ...page.results.map((message) => message.id));
}

/** The six-digit code of an SMS or WhatsApp message. */
export function codeIn(body: string): string {
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  expect(code, `a six-digit code in "${body}"`).toBeDefined();
  return code ?? '';
}

/** The password link of an e-mail (set-password or recover-password), as the e-mail gives it. */
export function passwordLinkIn(body: string): URL {
  const link = /https?:\/\/\S+\/(?:recover|set)-password\/\S+/.exec(body)?.[0];
  expect(link, `a password link in "${body}"`).toBeDefined();
  return new URL(link ?? 'http://invalid');
}

// ---------------------------------------------------------------------------------------------------------------
// Partner login tokens (apps/server/src/modules/identity/links/webservice.ts)

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An HS256 JWT as a partner system signs it for `webservice-login/{token}`: issuer (the client's slug), subject
 * (the username), a unique id (single use) and a five-minute lifetime. `secret` defaults to the academy's.
 */
export function partnerLoginToken(
  claims: { sub: string; iss?: string } & Record<string, unknown>,
  secret = ACADEMY_WEBSERVICE_SECRET,
): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64url({ iss: ACADEMY_SLUG, jti: randomUUID(), iat: now, exp: now + 300, ...claims });
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}
