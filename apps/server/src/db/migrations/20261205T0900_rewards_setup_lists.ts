import type { ColumnType, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';
import type { TranslatedNamesColumns } from './20261125T1000_translated_names.ts';

/**
 * What the operators' screens for retail chains, companies/agencies and brands add to them (issue 13, docs/rewards.md
 * "Chains, agencies and brands"): their names in the four languages (`names`, as the other lists a client writes:
 * all four when present, backfilled with `name` in each; `name` stays the pt-BR text, unique as before, which the
 * stores' CSV names a chain by), and `active`: a deactivated one is no longer offered for new choices, while what
 * already names it (stores, campaigns, registrations, sales) keeps it. The indexes find what uses one (a deletion is
 * refused then, and the foreign keys' own checks read them too).
 */
export interface RewardsSetupListColumns extends TranslatedNamesColumns {
  active: ColumnType<boolean, boolean | undefined, boolean>;
}

export const SETUP_LIST_TABLES = ['retail_chains', 'agencies', 'brands'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const languages = ['pt-BR', 'en-US', 'es-ES', 'fr-FR'];
  const complete = `array[${languages.map((code) => `'${code}'`).join(', ')}]`;
  const everyLanguage = `jsonb_build_object(${languages.map((code) => `'${code}', name`).join(', ')})`;
  await runScript(
    db,
    SETUP_LIST_TABLES.map(
      (table) => /* sql */ `
      alter table ${table}
        add column names jsonb check (names is null or (jsonb_typeof(names) = 'object' and names ?& ${complete})),
        add column active boolean not null default true;
      update ${table} set names = ${everyLanguage};`,
    ).join('\n') +
      /* sql */ `
      create index sales_chain_idx on sales (retail_chain_id);
      create index campaign_registrations_agency_idx on campaign_registrations (agency_id);
      create index campaign_registration_brands_brand_idx on campaign_registration_brands (brand_id);`,
  );
}
