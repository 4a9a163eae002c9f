import type { ColumnType, Generated, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A calendar day, read as YYYY-MM-DD text (selected with ::text) and written as such. */
type Day = ColumnType<string, string, string>;

export interface RewardsSalesTables {
  /**
   * A campaign's product catalogue (SPEC §3 Sale: product type, brand, processor, generation, form factor, SKU).
   * Its point value is its points-table rule's (`point_rules`, kind sale), frozen once the campaign begins, and a
   * sale line is posted to the ledger by that rule.
   */
  campaign_products: {
    id: Generated<number>;
    client_id: number;
    campaign_id: number;
    rule_id: number;
    product_type: string;
    brand: string;
    processor: string;
    generation: string;
    form_factor: string;
    sku: string;
    position: Generated<number>;
  };
  /**
   * A reported sale (SPEC §3 Sale, §4 Sale points, §5 Sale): one per invoice number per user per campaign (the
   * unique key keeps the first of racing submissions), credited at once under audit, then approved or reproved
   * with a reason. `idempotency_key`: the submission's Idempotency-Key, a retry answering the first sale.
   */
  sales: {
    id: Generated<number>;
    client_id: number;
    campaign_id: number;
    user_id: number;
    invoice_number: string;
    sale_date: Day;
    retail_chain_id: number;
    branch_id: number;
    invoice_file_key: string;
    observation: string | null;
    status: Generated<'under_audit' | 'approved' | 'reproved'>;
    reason: string | null;
    points: number;
    idempotency_key: string | null;
    reviewed_at: Date | null;
    reviewed_by: number | null;
    created_at: DefaultTimestamp;
  };
  /** A sale's product lines, each with the points credited for it and its ledger entry. */
  sale_lines: {
    sale_id: number;
    position: number;
    product_id: number;
    quantity: number;
    base_points: number;
    points: number;
    entry_id: number | null;
  };
}

/**
 * The rewards programme's sales (issue 13, second slice): each campaign's product catalogue, priced by its points
 * table; sales with their lines, invoice file, audit state and the ledger entries of their points.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create table campaign_products (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      campaign_id bigint not null references campaigns(id) on delete cascade,
      rule_id bigint not null references point_rules(id),
      product_type text not null check (length(product_type) between 1 and 80),
      brand text not null check (length(brand) between 1 and 80),
      processor text not null check (length(processor) between 1 and 80),
      generation text not null check (length(generation) between 1 and 80),
      form_factor text not null check (length(form_factor) between 1 and 80),
      sku text not null check (length(sku) between 1 and 64),
      position integer not null default 0,
      unique (campaign_id, sku)
    );
    create index campaign_products_catalogue_idx on campaign_products (client_id, campaign_id, position, id);

    create table sales (
      id bigint generated always as identity primary key,
      client_id bigint not null references clients(id) on delete cascade,
      campaign_id bigint not null references campaigns(id) on delete cascade,
      user_id bigint not null references users(id),
      invoice_number text not null check (length(invoice_number) between 1 and 40),
      sale_date date not null,
      retail_chain_id bigint not null references retail_chains(id),
      branch_id bigint not null references branches(id),
      invoice_file_key text not null unique references stored_files(key),
      observation text check (length(observation) <= 256),
      status text not null default 'under_audit' check (status in ('under_audit', 'approved', 'reproved')),
      reason text check (length(reason) <= 256),
      points integer not null check (points >= 0),
      idempotency_key text check (length(idempotency_key) between 1 and 200),
      reviewed_at timestamptz,
      reviewed_by bigint references users(id),
      created_at timestamptz not null default now(),
      unique (campaign_id, user_id, invoice_number),
      check (status <> 'reproved' or reason is not null)
    );
    create unique index sales_idempotency_idx on sales (client_id, user_id, idempotency_key)
      where idempotency_key is not null;
    create index sales_user_list_idx on sales (user_id, client_id, created_at desc, id desc);
    create index sales_audit_idx on sales (client_id, campaign_id, status, created_at);

    create table sale_lines (
      sale_id bigint not null references sales(id) on delete cascade,
      position integer not null check (position >= 0),
      product_id bigint not null references campaign_products(id),
      quantity integer not null check (quantity between 1 and 999),
      base_points integer not null check (base_points > 0),
      points integer not null check (points >= 0),
      entry_id bigint references point_entries(id),
      primary key (sale_id, position)
    );
    create index sale_lines_product_idx on sale_lines (product_id);
  `,
  );
}
