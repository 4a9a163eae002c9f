import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Columns the rewards programme adds to tenancy's stores (branches) and campaigns, and to memberships. */
export interface RewardsStoreColumns {
  /** The retail chain the store belongs to (SPEC §3 Sale: retailer chain); null for a store outside the programme. */
  retail_chain_id: number | null;
  /** The store's IANA time zone: campaign bounds, the reporting window and the photo week are read in it. */
  time_zone: string | null;
  /** The digits of its company registration number (CNPJ, CUIT…): how a sale finds it (SPEC §5 Sale). */
  registration_digits: string | null;
}
export interface RewardsCampaignColumns {
  /** The day the weekly photo allowance resets, 0 Sunday … 6 Saturday (SPEC §5 Photos; Sunday by default). */
  photo_reset_day: Generated<number>;
}
export interface RewardsMembershipColumns {
  /** The campaign of the user's session in this client (SPEC §3 User session): the one they registered for last. */
  campaign_id: number | null;
  /** Set when the user is blocked from the programme for activity against the rules (SPEC §8 Campaign access). */
  rewards_blocked_at: Date | null;
}

export interface RewardsCampaignTables {
  retail_chains: { id: Generated<number>; client_id: number; name: string };
  /** Companies/agencies (SPEC §3 Profile: company/agency), each with its brands. */
  agencies: { id: Generated<number>; client_id: number; name: string };
  brands: { id: Generated<number>; client_id: number; agency_id: number; name: string };
  /**
   * The countries a campaign runs in. `area_ids`: the areas of a group 1 country the campaign names as group 1
   * (SPEC §9: the part of Canada it names); null for the whole country.
   */
  campaign_countries: { campaign_id: number; country_id: number; area_ids: number[] | null };
  /** The stores eligible for a campaign (SPEC §5: only eligible stores join). */
  campaign_stores: { campaign_id: number; branch_id: number };
  /** The companies/agencies eligible for a campaign. */
  campaign_agencies: { campaign_id: number; agency_id: number };
  /** A user's registration for a campaign (SPEC §4 Campaign: each campaign needs its own), one per user. */
  campaign_registrations: {
    id: Generated<number>;
    client_id: number;
    campaign_id: number;
    user_id: number;
    agency_id: number;
    accepted_terms_at: Date;
    created_at: DefaultTimestamp;
  };
  campaign_registration_stores: { registration_id: number; branch_id: number };
  campaign_registration_brands: { registration_id: number; brand_id: number };
}

/**
 * The rewards programme's campaigns (issue 13, first slice): retail chains, agencies and brands per client; stores
 * (tenancy's branches) gain their chain, time zone and registration-number digits; campaigns their countries,
 * eligible stores and agencies and photo reset day; registrations, one per user per campaign.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table retail_chains (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      name text not null,
      unique (client_id, name)
    );

    alter table branches
      add column retail_chain_id bigint references retail_chains(id),
      add column time_zone text check (time_zone ~ '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$'),
      add column registration_digits text check (registration_digits ~ '^[0-9]{1,32}$');
    create unique index branches_registration_digits_idx on branches (client_id, registration_digits)
      where registration_digits is not null;
    create index branches_chain_idx on branches (retail_chain_id) where retail_chain_id is not null;

    create table agencies (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      name text not null,
      unique (client_id, name)
    );
    create table brands (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      agency_id bigint not null references agencies(id) on delete cascade,
      name text not null,
      unique (agency_id, name)
    );

    alter table campaigns
      add column photo_reset_day smallint not null default 0 check (photo_reset_day between 0 and 6);

    create table campaign_countries (
      campaign_id bigint not null references campaigns(id) on delete cascade,
      country_id integer not null references countries(id),
      area_ids bigint[],
      primary key (campaign_id, country_id)
    );
    create table campaign_stores (
      campaign_id bigint not null references campaigns(id) on delete cascade,
      branch_id bigint not null references branches(id) on delete cascade,
      primary key (campaign_id, branch_id)
    );
    create table campaign_agencies (
      campaign_id bigint not null references campaigns(id) on delete cascade,
      agency_id bigint not null references agencies(id) on delete cascade,
      primary key (campaign_id, agency_id)
    );

    create table campaign_registrations (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      campaign_id bigint not null references campaigns(id) on delete cascade,
      user_id bigint not null references users(id) on delete cascade,
      agency_id bigint not null references agencies(id),
      accepted_terms_at timestamptz not null,
      created_at timestamptz not null default now(),
      unique (campaign_id, user_id)
    );
    create index campaign_registrations_user_idx on campaign_registrations (user_id, client_id);
    create table campaign_registration_stores (
      registration_id bigint not null references campaign_registrations(id) on delete cascade,
      branch_id bigint not null references branches(id),
      primary key (registration_id, branch_id)
    );
    create table campaign_registration_brands (
      registration_id bigint not null references campaign_registrations(id) on delete cascade,
      brand_id bigint not null references brands(id),
      primary key (registration_id, brand_id)
    );

    alter table user_clients
      add column campaign_id bigint references campaigns(id) on delete set null,
      add column rewards_blocked_at timestamptz;
  `,
  );
}
