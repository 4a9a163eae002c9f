import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The web app's demo OAuth secret: public by design (written into the page), but never left as is in production. */
export const DEMO_WEB_APP_CLIENT_SECRET = 'elevar-web-demo';

/** Every environment variable the server reads, with its default. README.md lists the same table. */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * How far the server's old generation grows past what a full garbage collection left before the next one, in
   * percent (300: to four times it); fewer full collections under load for more memory. 0 leaves it to V8.
   */
  /**
   * How many processes serve (1: this one). More: this process prepares the database, then that many workers each
   * run a whole instance on the same PORT, as instances behind a balancer do; one per core uses the machine's cores.
   * PostgreSQL only (the embedded database belongs to one process).
   */
  SERVER_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(1000).default(300),
  /**
   * A direct (or session-pooled) connection to the same database for what a transaction-mode pooler cannot carry:
   * the LISTEN connection of the realtime fan-out and pg-boss's pool. Default: DATABASE_URL (docs/DEPLOY.md).
   */
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_DIRECT_URL must start with postgres:// or postgresql://')
    .optional(),
  /**
   * Hot reads as named prepared statements (parsed and planned once per connection). Off behind a pooler that does
   * not keep protocol-level prepared statements (PgBouncer before 1.21, or without max_prepared_statements).
   */
  DATABASE_PREPARED_STATEMENTS: bool.default(true),
  /**
   * A read replica of DATABASE_URL's database: staff reports, the campaign dashboard, and the rankings' and
   * catalogues' shared lists (each checked against the primary) read there (docs/DEPLOY.md, "Read replicas").
   * PostgreSQL only.
   */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_REPLICA_URL must start with postgres:// or postgresql://')
    .optional(),
  /**
   * An S3-compatible object store for uploaded files instead of DATA_DIR/files: its endpoint (e.g.
   * https://s3.eu-west-1.amazonaws.com, or a MinIO/Ceph/R2 address), with the bucket, region and credentials below.
   */
  STORAGE_URL: z.url({ protocol: /^https?$/ }).optional(),
  STORAGE_BUCKET: z.string().min(3).max(63).optional(),
  STORAGE_REGION: z.string().min(1).default('us-east-1'),
  STORAGE_ACCESS_KEY_ID: z.string().min(1).optional(),
  STORAGE_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Address buckets as a path (`endpoint/bucket/key`), as MinIO and most self-hosted stores want. */
  STORAGE_PATH_STYLE: bool.default(false),
  /** How long a signed URL to a stored file stays valid. */
  STORAGE_SIGNED_URL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SECRET_KEY: z.string().min(32, 'SECRET_KEY must be at least 32 characters').optional(),
  WEB_APP_CLIENT_ID: z.string().min(1).default('elevar-web'),
  WEB_APP_CLIENT_SECRET: z.string().min(1).default(DEMO_WEB_APP_CLIENT_SECRET),
  /** Load the demo data; default on, except with NODE_ENV=production where nothing demo may exist. */
  SEED_DEMO: bool.optional(),
  /** Serve the OpenAPI document and its page at /api/docs; default on, except with NODE_ENV=production. */
  API_DOCS: bool.optional(),
  WEB_DIST: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  /** Failed logins an account gets before it waits LOGIN_ACCOUNT_DELAY_SECONDS, doubling, up to the maximum. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_ACCOUNT_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  LOGIN_ACCOUNT_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).default(300),
  /** Unknown names plus different accounts failing from one address before its failures are answered slowly. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  LOGIN_SLOWED_ADDRESS_DELAY_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** API requests per minute per signed-in user, and per address for anonymous calls (counted per instance). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /**
   * How long an instance serves a signed-in request's session and actor from memory (keyed by the access token's
   * hash); 0 reads them on every request. Changes made through the product drop the entries on every instance at once,
   * and an instance that cannot hear them (its LISTEN connection lost) keeps nothing until it hears again: the time
   * only bounds what changed outside the product (by hand in the database).
   */
  ACTOR_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(30_000),
  /**
   * How long an instance keeps a reward store catalogue page's order and cards (never their stock, read live); a
   * catalogue change made in the product drops them on every instance at once; 0 reads every page whole.
   */
  STORE_CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  /**
   * How long an instance keeps the rewards audit queue's count of a whole status (a store's is always live); this
   * instance's own sales, photos and decisions drop it at once; 0 counts on every page.
   */
  AUDIT_QUEUE_COUNT_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  TRUST_PROXY: bool.default(false),
  /** The web app's public address, used in links sent by e-mail. Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /**
   * The origin uploaded SCORM packages are served from: another HOST than PUBLIC_URL's (cookies are shared across the
   * ports of one host, so a second port is not enough). Defaults to the other loopback name with PUBLIC_URL's scheme
   * and port (localhost ⇄ 127.0.0.1); with any other PUBLIC_URL it must be set for SCORM content to play.
   */
  CONTENT_ORIGIN: z.url().optional(),
  /**
   * Origins the player may stream HLS from (wowza activities), comma separated, e.g. `https://stream.example.com`:
   * added to the content security policy's connect-src and media-src. Unset: streams of the app's own origin only.
   */
  STREAM_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .url({ protocol: /^https$/, message: 'each origin must be an https:// address' })
          .transform((url) => new URL(url).origin),
      ),
    ),
  /**
   * LibreOffice's executable, to convert uploaded presentations (pptx, ppt) to pdf; `off` never converts. Unset:
   * `soffice` or `libreoffice` on PATH, if any (looked for once, at start).
   */
  LIBREOFFICE_PATH: z.string().trim().optional(),
  /** SMTP for e-mail (smtp://user:pass@host:port); without it e-mails stay in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Elevar <no-reply@elevar.local>'),
  /** HTTP SMS/WhatsApp provider endpoint; without it codes stay in the outbox. */
  SMS_URL: z.url().optional(),
  SMS_TOKEN: z.string().optional(),
  /** Lifetime of a first-access (set-password) link and of a recovery link. */
  SET_PASSWORD_LINK_TTL_HOURS: z.coerce.number().int().min(1).default(72),
  RECOVER_PASSWORD_LINK_TTL_HOURS: z.coerce.number().int().min(1).default(24),
  /** Lifetime of an SMS/WhatsApp code and the resend cooldown (SPEC §4: 300 s). */
  PHONE_CODE_TTL_SECONDS: z.coerce.number().int().min(30).default(600),
  PHONE_CODE_COOLDOWN_SECONDS: z.coerce.number().int().min(1).default(300),
  /** Sign-ups per client address and hour: enough for a store network behind one address, too few to farm. */
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** When the points expiry sweep runs (cron, UTC): it expires every campaign whose last day is over everywhere. */
  POINTS_EXPIRY_CRON: z
    .string()
    .trim()
    .regex(/^(@\w+|(\S+\s+){4,5}\S+)$/, "POINTS_EXPIRY_CRON must be a cron expression such as '5 * * * *'")
    .default('5 * * * *'),
  /** When holders are told their points expire soon (cron, UTC): once per user and campaign, in the last days. */
  POINTS_EXPIRY_WARNING_CRON: z
    .string()
    .trim()
    .regex(
      /^(@\w+|(\S+\s+){4,5}\S+)$/,
      "POINTS_EXPIRY_WARNING_CRON must be a cron expression such as '0 13 * * *'",
    )
    .default('0 13 * * *'),
  /**
   * The partner loyalty programme's API (points transfer, SPEC §5/§6), e.g. https://api.partner.example/; its
   * client id and secret are sent as HTTP Basic credentials. Unset: outside production `npm start` starts the demo
   * partner on 127.0.0.1 and points here at it (logged as the DEMO partner); in production transfers answer 503.
   */
  PARTNER_LOYALTY_URL: z
    .url({ protocol: /^https?$/, message: 'PARTNER_LOYALTY_URL must be an http(s):// address' })
    .optional(),
  PARTNER_LOYALTY_CLIENT_ID: z.string().min(1).default('elevar'),
  PARTNER_LOYALTY_SECRET: z.string().min(1).optional(),
  /** How long a call to the partner may take; a transfer whose call times out stays pending for the job. */
  PARTNER_LOYALTY_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
  /** When pending transfers are settled by asking the partner (cron, UTC). */
  PARTNER_TRANSFER_SETTLE_CRON: z
    .string()
    .trim()
    .regex(
      /^(@\w+|(\S+\s+){4,5}\S+)$/,
      "PARTNER_TRANSFER_SETTLE_CRON must be a cron expression such as '* * * * *'",
    )
    .default('* * * * *'),
  /** Largest avatar accepted before re-encoding. */
  AVATAR_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'SEED_DEMO' | 'API_DOCS'> & {
  SEED_DEMO: boolean;
  API_DOCS: boolean;
  dataDir: string;
  webDist: string;
  publicUrl: string;
  /** The origin SCORM content is served from (CONTENT_ORIGIN or the other loopback name); null when unknown. */
  contentOrigin: string | null;
};

export class ConfigError extends Error {}

/** Parses the environment into one typed object; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const webDist = parsed.data.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist');
  const publicUrl = (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, '');
  const contentOrigin = contentOriginFor(publicUrl, parsed.data.CONTENT_ORIGIN);
  return {
    ...parsed.data,
    SEED_DEMO: parsed.data.SEED_DEMO ?? parsed.data.NODE_ENV !== 'production',
    API_DOCS: parsed.data.API_DOCS ?? parsed.data.NODE_ENV !== 'production',
    dataDir: path.resolve(cwd, parsed.data.DATA_DIR),
    webDist,
    publicUrl,
    contentOrigin,
  };
}

/**
 * The content origin: CONTENT_ORIGIN's origin, which may not share PUBLIC_URL's host name, else the other loopback
 * name than PUBLIC_URL's (same scheme and port), else null (SCORM content cannot be served safely).
 */
function contentOriginFor(publicUrl: string, configured: string | undefined): string | null {
  const app = new URL(publicUrl);
  if (configured) {
    const content = new URL(configured);
    if (content.hostname === app.hostname)
      throw new ConfigError(
        'Invalid configuration: CONTENT_ORIGIN: must be on another host than PUBLIC_URL (cookies are shared across ports)',
      );
    return content.origin;
  }
  const other = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[app.hostname];
  if (!other) return null;
  const content = new URL(app.origin);
  content.hostname = other;
  return content.origin;
}
