import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Profile columns added to `users` (SPEC §3 Profile). Merged into IdentityTables['users'] in db/types.ts. */
export interface UserProfileColumns {
  status: 'awaiting_approval' | 'approved' | 'rejected' | 'blocked' | 'closed';
  name: string | null;
  last_name: string | null;
  nickname: string | null;
  store_nickname: string | null;
  /** ISO date (yyyy-mm-dd). */
  birthday: ColumnType<string | null, string | null | undefined, string | null>;
  age_range: string | null;
  gender: string | null;
  marital_status: string | null;
  children_count: number | null;
  profession: string | null;
  is_painter: boolean | null;
  has_disability: boolean | null;
  disability_description: string | null;
  /** The bare document (separators stripped), unique among users. */
  document: string | null;
  phone_mobile: string | null;
  phone_commercial: string | null;
  phone_residential: string | null;
  communication_consent: Generated<boolean>;
  phone_verified: Generated<boolean>;
  state: string | null;
  city: string | null;
  neighborhood: string | null;
  address: string | null;
  number: string | null;
  complement: string | null;
  zip: string | null;
  gmin_number: string | null;
  cadv_code: string | null;
  retailer: string | null;
  brand: string | null;
  company_agency: string | null;
  /** Answers to the client's dynamic register fields. */
  extra_fields: ColumnType<Record<string, unknown>, string | undefined, string>;
  registration_variant: string | null;
  registration_client_id: number | null;
  reviewed_at: Timestamp | null;
  reviewed_by: number | null;
  password_changed_at: Timestamp | null;
  accepted_terms_at: Timestamp | null;
  accepted_cookie_policy_at: Timestamp | null;
  closed_at: Timestamp | null;
}

export interface AccountTables {
  /** Every e-mail, SMS and WhatsApp message. The outbox *is* the delivery when no transport is configured. */
  outbox_messages: {
    id: Generated<number>;
    channel: 'email' | 'sms' | 'whatsapp';
    recipient: string;
    subject: string | null;
    body: string;
    template: string;
    client_id: number | null;
    user_id: number | null;
    status: Generated<'stored' | 'sent' | 'failed'>;
    error: string | null;
    created_at: DefaultTimestamp;
    sent_at: Timestamp | null;
  };
  /** One-time codes sent by SMS or WhatsApp, bound to the request that asked for them. */
  verification_codes: {
    id: Generated<number>;
    request_id: string;
    user_id: number;
    purpose: 'password_recovery' | 'phone_verification';
    channel: 'sms' | 'whatsapp';
    phone: string;
    code_hash: string;
    attempts: Generated<number>;
    created_at: DefaultTimestamp;
    expires_at: Timestamp;
    used_at: Timestamp | null;
  };
  /** Generic counters for rate limits shared by every instance (key = what is limited, e.g. 'code:ip:1.2.3.4'). */
  rate_events: { id: Generated<number>; key: string; at: DefaultTimestamp };
  /** Files kept by the platform storage adapter (avatars now; uploads later). */
  stored_files: {
    id: Generated<number>;
    key: string;
    owner_user_id: number | null;
    purpose: string;
    content_type: string;
    size: number;
    created_at: DefaultTimestamp;
  };
  /** OpenID Connect identities linked to users (issuer + subject). */
  sso_identities: {
    issuer: string;
    subject: string;
    user_id: number;
    client_id: number;
    created_at: DefaultTimestamp;
  };
  /** An SSO login in flight: state, nonce and PKCE verifier, then a one-time code the web app exchanges. */
  sso_login_attempts: {
    state: string;
    client_id: number;
    nonce: string;
    code_verifier: string;
    next_path: string | null;
    user_id: number | null;
    login_code_hash: string | null;
    created_at: DefaultTimestamp;
    expires_at: Timestamp;
    used_at: Timestamp | null;
  };
  /** Ids (jti) of partner login tokens already used: each link logs in once. */
  used_login_tokens: { jti: string; expires_at: Timestamp };
}

/** Per-client SSO and web-service login settings, added to login_settings. */
export interface LoginSettingsAccountColumns {
  sso_issuer: string | null;
  sso_client_id: string | null;
  sso_client_secret: string | null;
  /** Shared secret (HS256) partner systems sign web-service login tokens with. */
  webservice_secret: string | null;
  terms_version: Generated<number>;
}

/** Profile, registration review and closure columns; outbox, codes, rate events, files, SSO, link logins. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    alter table users drop constraint users_status_check;
    alter table users add constraint users_status_check
      check (status in ('awaiting_approval', 'approved', 'rejected', 'blocked', 'closed'));
    alter table users
      add column name text,
      add column last_name text,
      add column nickname text,
      add column store_nickname text,
      add column birthday date,
      add column age_range text,
      add column gender text,
      add column marital_status text,
      add column children_count integer check (children_count between 0 and 30),
      add column profession text,
      add column is_painter boolean,
      add column has_disability boolean,
      add column disability_description text,
      add column document text,
      add column phone_mobile text,
      add column phone_commercial text,
      add column phone_residential text,
      add column communication_consent boolean not null default false,
      add column phone_verified boolean not null default false,
      add column state text,
      add column city text,
      add column neighborhood text,
      add column address text,
      add column number text,
      add column complement text,
      add column zip text,
      add column gmin_number text,
      add column cadv_code text,
      add column retailer text,
      add column brand text,
      add column company_agency text,
      add column extra_fields jsonb not null default '{}',
      add column registration_variant text,
      add column registration_client_id bigint references clients(id) on delete set null,
      add column reviewed_at timestamptz,
      add column reviewed_by bigint references users(id) on delete set null,
      add column password_changed_at timestamptz,
      add column accepted_terms_at timestamptz,
      add column accepted_cookie_policy_at timestamptz,
      add column closed_at timestamptz;
    create unique index users_document_idx on users (document) where document is not null;
    create index users_awaiting_idx on users (registration_client_id, created_at)
      where status = 'awaiting_approval';

    alter table login_settings
      add column sso_issuer text,
      add column sso_client_id text,
      add column sso_client_secret text,
      add column webservice_secret text,
      add column terms_version integer not null default 1;

    create table outbox_messages (
      id bigint generated always as identity primary key,
      channel text not null check (channel in ('email', 'sms', 'whatsapp')),
      recipient text not null,
      subject text,
      body text not null,
      template text not null,
      client_id bigint references clients(id) on delete set null,
      user_id bigint references users(id) on delete set null,
      status text not null default 'stored' check (status in ('stored', 'sent', 'failed')),
      error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    );
    create index outbox_messages_created_idx on outbox_messages (created_at desc, id desc);
    create index outbox_messages_client_idx on outbox_messages (client_id, created_at desc, id desc);
    create index outbox_messages_user_idx on outbox_messages (user_id);

    create table verification_codes (
      id bigint generated always as identity primary key,
      request_id text not null unique,
      user_id bigint not null references users(id) on delete cascade,
      purpose text not null check (purpose in ('password_recovery', 'phone_verification')),
      channel text not null check (channel in ('sms', 'whatsapp')),
      phone text not null,
      code_hash text not null,
      attempts integer not null default 0,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index verification_codes_user_idx on verification_codes (user_id, purpose, created_at desc);

    create table rate_events (
      id bigint generated always as identity primary key,
      key text not null,
      at timestamptz not null default now()
    );
    create index rate_events_key_idx on rate_events (key, at);

    create table stored_files (
      id bigint generated always as identity primary key,
      key text not null unique,
      owner_user_id bigint references users(id) on delete set null,
      purpose text not null,
      content_type text not null,
      size integer not null,
      created_at timestamptz not null default now()
    );
    create index stored_files_owner_idx on stored_files (owner_user_id);

    create table sso_identities (
      issuer text not null,
      subject text not null,
      user_id bigint not null references users(id) on delete cascade,
      client_id bigint not null references clients(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (issuer, subject)
    );
    create index sso_identities_user_idx on sso_identities (user_id);

    create table sso_login_attempts (
      state text primary key,
      client_id bigint not null references clients(id) on delete cascade,
      nonce text not null,
      code_verifier text not null,
      next_path text,
      user_id bigint references users(id) on delete cascade,
      login_code_hash text unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index sso_login_attempts_expiry_idx on sso_login_attempts (expires_at);

    create table used_login_tokens (
      jti text primary key,
      expires_at timestamptz not null
    );
    create index used_login_tokens_expiry_idx on used_login_tokens (expires_at);
  `,
  );
}
