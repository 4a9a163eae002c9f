import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ContentOnboardingTables {
  /**
   * One step of a client's first-visit tour (SPEC §2 onboarding) in one language, in `position` order: the module it
   * presents (null: a step about the platform as a whole, shown to everyone), its title and sanitized HTML body,
   * shown to learners once `published` and only when they may use its module.
   */
  onboarding_steps: {
    id: Generated<number>;
    client_id: number;
    language_code: string;
    module: string | null;
    position: number;
    title: string;
    body: string;
    published: boolean;
    updated_by: number | null;
    updated_at: DefaultTimestamp;
  };
  /** A user saw (or skipped) the tour of a client: it is offered once per user and client. */
  onboarding_views: {
    user_id: number;
    client_id: number;
    seen_at: DefaultTimestamp;
  };
  /** SPEC §3 "welcome banner": a client's banner in one language, shown on the home while `published`. */
  welcome_banners: {
    client_id: number;
    language_code: string;
    title: string;
    body: string;
    published: boolean;
    updated_by: number | null;
    updated_at: DefaultTimestamp;
  };
}

/** Content (issue 16): the onboarding tour's steps per client and language, who saw it, the welcome banner. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table onboarding_steps (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      language_code text not null references languages(code),
      module text,
      position integer not null,
      title text not null,
      body text not null,
      published boolean not null default false,
      updated_by bigint references users(id) on delete set null,
      updated_at timestamptz not null default now(),
      unique (client_id, language_code, position)
    );
    create table onboarding_views (
      user_id bigint not null references users(id) on delete cascade,
      client_id bigint not null references clients(id) on delete cascade,
      seen_at timestamptz not null default now(),
      primary key (user_id, client_id)
    );
    create table welcome_banners (
      client_id bigint not null references clients(id) on delete cascade,
      language_code text not null references languages(code),
      title text not null,
      body text not null,
      published boolean not null default true,
      updated_by bigint references users(id) on delete set null,
      updated_at timestamptz not null default now(),
      primary key (client_id, language_code)
    );
  `,
  );
}
