import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface TenancyTables {
  languages: { id: number; code: string; name: string };
  countries: { id: Generated<number>; code: string; name: string; group: number };
  country_areas: { id: Generated<number>; country_id: number; name: string; group: number };
  clients: {
    id: Generated<number>;
    slug: string;
    name: string;
    logo_url: string | null;
    home_route: string | null;
    group_training_use_score: Generated<boolean>;
    enabled_modules: ColumnType<string[], string[] | undefined, string[]>;
    default_language_id: Generated<number>;
    is_default_site: Generated<boolean>;
    created_at: DefaultTimestamp;
  };
  client_countries: { client_id: number; country_id: number };
  login_settings: {
    client_id: number;
    primary_color: string;
    secondary_color: string;
    background_color: string;
    text_color: string;
    logos: Json<Record<string, string>>;
    background_image_url: string | null;
    use_bot_check: Generated<boolean>;
    oauth2_enabled: Generated<boolean>;
    direct_login_button: Generated<boolean>;
    cookie_type: Generated<'banner' | 'dialog' | 'none'>;
    under_maintenance: Generated<boolean>;
    has_support: Generated<boolean>;
    portfolio_enabled: Generated<boolean>;
    layout_variant: Generated<'centered' | 'split'>;
    password_strength_level: Generated<'weak' | 'medium' | 'strong'>;
    register_fields: Json<unknown[]>;
    profile_fields: Json<unknown[]>;
  };
  branches: { id: Generated<number>; client_id: number; name: string; country_id: number | null };
  campaigns: {
    id: Generated<number>;
    client_id: number;
    name: string;
    begin_date: string;
    end_date: string;
    is_reward_campaign: Generated<boolean>;
  };
  module_items: {
    id: Generated<number>;
    client_id: number;
    module: string;
    titles: Json<Record<string, string>>;
    route: string;
    icon: string | null;
    position: number;
  };
  user_groups: { id: Generated<number>; client_id: number; name: string };
  tags: { id: Generated<number>; client_id: number; name: string };
  wildcard_pages: {
    id: Generated<number>;
    client_id: number;
    slug: string;
    titles: Json<Record<string, string>>;
  };
  institutional_pages: {
    slug: string;
    language_code: string;
    title: string;
    body: string;
    version: Generated<number>;
    updated_at: DefaultTimestamp;
  };
}

/** Clients (tenants), reference data and what the login screen and menus are built from. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table languages (
      id integer primary key,
      code text not null unique,
      name text not null
    );
    insert into languages (id, code, name) values
      (1, 'pt-BR', 'Português (Brasil)'), (2, 'en-US', 'English (US)'),
      (3, 'es-ES', 'Español'), (4, 'fr-FR', 'Français');

    create table countries (
      id integer generated always as identity primary key,
      code char(2) not null unique,
      name text not null,
      "group" smallint not null check ("group" in (1, 2))
    );
    insert into countries (code, name, "group") values
      ('AR', 'Argentina', 1), ('BR', 'Brazil', 1), ('CA', 'Canada', 1), ('CL', 'Chile', 2),
      ('CO', 'Colombia', 2), ('MX', 'Mexico', 2), ('PE', 'Peru', 2);

    create table country_areas (
      id bigint generated always as identity primary key,
      country_id integer not null references countries(id),
      name text not null,
      "group" smallint not null check ("group" in (1, 2))
    );
    create index country_areas_country_idx on country_areas (country_id);

    create table clients (
      id bigint generated always as identity primary key,
      slug text not null unique check (slug ~ '^[a-z0-9-]{2,64}$'),
      name text not null,
      logo_url text,
      home_route text,
      group_training_use_score boolean not null default true,
      enabled_modules text[] not null default '{}',
      default_language_id integer not null default 1 references languages(id),
      is_default_site boolean not null default false,
      created_at timestamptz not null default now()
    );
    -- the login screen without ?client= shows the one default site
    create unique index clients_one_default_site on clients (is_default_site) where is_default_site;

    create table client_countries (
      client_id bigint not null references clients(id) on delete cascade,
      country_id integer not null references countries(id),
      primary key (client_id, country_id)
    );

    create table login_settings (
      client_id bigint primary key references clients(id) on delete cascade,
      primary_color text not null,
      secondary_color text not null,
      background_color text not null,
      text_color text not null,
      logos jsonb not null default '{}',
      background_image_url text,
      use_bot_check boolean not null default false,
      oauth2_enabled boolean not null default false,
      direct_login_button boolean not null default false,
      cookie_type text not null default 'dialog' check (cookie_type in ('banner', 'dialog', 'none')),
      under_maintenance boolean not null default false,
      has_support boolean not null default true,
      portfolio_enabled boolean not null default false,
      layout_variant text not null default 'centered' check (layout_variant in ('centered', 'split')),
      password_strength_level text not null default 'medium'
        check (password_strength_level in ('weak', 'medium', 'strong')),
      register_fields jsonb not null default '[]',
      profile_fields jsonb not null default '[]'
    );

    create table branches (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      name text not null,
      country_id integer references countries(id)
    );
    create index branches_client_idx on branches (client_id, name);

    create table campaigns (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      name text not null,
      begin_date date not null,
      end_date date not null,
      is_reward_campaign boolean not null default false,
      check (end_date >= begin_date)
    );
    create index campaigns_client_idx on campaigns (client_id, begin_date desc);

    create table module_items (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      module text not null,
      titles jsonb not null,
      route text not null,
      icon text,
      position integer not null
    );
    create index module_items_client_idx on module_items (client_id, position);

    create table user_groups (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      name text not null
    );
    create index user_groups_client_idx on user_groups (client_id, name);

    create table tags (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      name text not null
    );
    create index tags_client_idx on tags (client_id, name);

    create table wildcard_pages (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      slug text not null,
      titles jsonb not null,
      unique (client_id, slug)
    );

    create table institutional_pages (
      slug text not null,
      language_code text not null references languages(code),
      title text not null,
      body text not null,
      version integer not null default 1,
      updated_at timestamptz not null default now(),
      primary key (slug, language_code)
    );
  `,
  );
}
