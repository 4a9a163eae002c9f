import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface IdentityTables {
  users: {
    id: Generated<number>;
    username: string;
    email: string | null;
    full_name: string;
    password_hash: string;
    status: 'awaiting_approval' | 'approved' | 'blocked';
    blocked_reason: 'rules' | null;
    is_superuser: Generated<boolean>;
    language_id: Generated<number>;
    country_id: number | null;
    selected_client_id: number | null;
    image_url: string | null;
    must_change_password: Generated<boolean>;
    accepted_terms_version: number | null;
    accepted_cookie_policy_version: number | null;
    cookie_analytics: Generated<boolean>;
    cookie_marketing: Generated<boolean>;
    created_at: DefaultTimestamp;
    updated_at: DefaultTimestamp;
  };
  user_clients: {
    /** The user's profile id in this client (SPEC §3 "client profile id"). */
    id: Generated<number>;
    user_id: number;
    client_id: number;
    role: string;
    branch_id: number | null;
    created_at: DefaultTimestamp;
  };
  oauth_applications: {
    id: Generated<number>;
    client_id: string;
    secret_hash: string;
    name: string;
    created_at: DefaultTimestamp;
  };
  token_families: {
    id: Generated<number>;
    user_id: number;
    application_id: number;
    kind: 'normal' | 'webservice';
    created_at: DefaultTimestamp;
    revoked_at: Timestamp | null;
    revoked_reason: string | null;
  };
  refresh_tokens: {
    id: Generated<number>;
    family_id: number;
    token_hash: string;
    created_at: DefaultTimestamp;
    expires_at: Timestamp;
    used_at: Timestamp | null;
  };
  access_tokens: {
    token_hash: string;
    family_id: number;
    user_id: number;
    expires_at: Timestamp;
    created_at: DefaultTimestamp;
  };
  login_failures: { id: Generated<number>; key: string; failed_at: DefaultTimestamp };
}

/** Users, their client memberships, OAuth applications, token families and failed-login counters. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table users (
      id bigint generated always as identity primary key,
      username text not null,
      email text,
      full_name text not null,
      password_hash text not null,
      status text not null default 'awaiting_approval'
        check (status in ('awaiting_approval', 'approved', 'blocked')),
      blocked_reason text check (blocked_reason in ('rules')),
      is_superuser boolean not null default false,
      language_id integer not null default 1 references languages(id),
      country_id integer references countries(id),
      selected_client_id bigint references clients(id) on delete set null,
      image_url text,
      must_change_password boolean not null default false,
      accepted_terms_version integer,
      accepted_cookie_policy_version integer,
      cookie_analytics boolean not null default false,
      cookie_marketing boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index users_username_lower_idx on users (lower(username));
    create index users_email_lower_idx on users (lower(email));

    create table user_clients (
      id bigint generated always as identity unique,
      user_id bigint not null references users(id) on delete cascade,
      client_id bigint not null references clients(id) on delete cascade,
      role text not null,
      branch_id bigint references branches(id) on delete set null,
      created_at timestamptz not null default now(),
      primary key (user_id, client_id)
    );
    create index user_clients_client_idx on user_clients (client_id, user_id);

    create table oauth_applications (
      id bigint generated always as identity primary key,
      client_id text not null unique,
      secret_hash text not null,
      name text not null,
      created_at timestamptz not null default now()
    );

    create table token_families (
      id bigint generated always as identity primary key,
      user_id bigint not null references users(id) on delete cascade,
      application_id bigint not null references oauth_applications(id) on delete cascade,
      kind text not null check (kind in ('normal', 'webservice')),
      created_at timestamptz not null default now(),
      revoked_at timestamptz,
      revoked_reason text
    );
    create index token_families_user_idx on token_families (user_id) where revoked_at is null;

    create table refresh_tokens (
      id bigint generated always as identity primary key,
      family_id bigint not null references token_families(id) on delete cascade,
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index refresh_tokens_family_idx on refresh_tokens (family_id);

    create table access_tokens (
      token_hash text primary key,
      family_id bigint not null references token_families(id) on delete cascade,
      user_id bigint not null references users(id) on delete cascade,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    );
    create index access_tokens_family_idx on access_tokens (family_id);
    create index access_tokens_expiry_idx on access_tokens (expires_at);

    create table login_failures (
      id bigint generated always as identity primary key,
      key text not null,
      failed_at timestamptz not null default now()
    );
    create index login_failures_key_idx on login_failures (key, failed_at);
  `,
  );
}
