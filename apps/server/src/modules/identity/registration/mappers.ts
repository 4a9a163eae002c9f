import type { AccountForReview, OutboxMessage } from '@elevar/contract';
import type { z } from 'zod';
import type { AccountReviewRow, OutboxRow } from './queries.ts';

/** Profile fields a variant asks beyond the common ones, shown to the reviewer under their form names. */
const VARIANT_COLUMNS = ['company_agency', 'brand', 'retailer', 'store_nickname', 'gmin_number'] as const;

/**
 * An account as the review screen shows it. `fields` holds what the variant asked beyond the common fields (and
 * the branch's name), plus the client's dynamic answers as `dynamic.<name>`, the keys the registration form uses.
 */
export function toAccountForReview(row: AccountReviewRow): z.infer<typeof AccountForReview> {
  const fields: Record<string, unknown> = {};
  for (const column of VARIANT_COLUMNS) {
    const value = row[column];
    if (value !== null) fields[column] = value;
  }
  if (row.branch !== null) fields.branch = row.branch;
  for (const [name, value] of Object.entries(row.extra_fields ?? {})) fields[`dynamic.${name}`] = value;
  return {
    id: row.id,
    username: row.username,
    full_name: row.full_name,
    email: row.email,
    document: row.document,
    phone_mobile: row.phone_mobile,
    country: row.country,
    variant: row.registration_variant,
    role: row.role,
    status: row.status,
    fields,
    created_at: row.created_at.toISOString(),
  };
}

export function toOutboxMessage(row: OutboxRow): z.infer<typeof OutboxMessage> {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    template: row.template,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}
