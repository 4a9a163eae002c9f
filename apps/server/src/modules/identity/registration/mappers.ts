import type { AccountForReview, OutboxMessage } from '@elevar/contract';
import { type LanguageCode, localized } from '@elevar/domain';
import type { z } from 'zod';
import { toRegisterField } from '../../tenancy/index.ts';
import type { AccountReviewRow, OutboxRow } from './queries.ts';

/** Profile fields a variant asks beyond the common ones, shown to the reviewer under their form names. */
const VARIANT_COLUMNS = ['company_agency', 'brand', 'retailer', 'store_nickname', 'gmin_number'] as const;

type ReviewField = z.infer<typeof AccountForReview>['fields'][number];

/**
 * An account as the review screen shows it, in the reviewer's language. `fields` holds what the variant asked
 * beyond the common fields (and the branch's name), then the answers to the client's own fields as
 * `dynamic.<name>`, the keys the registration form uses, each with the field's label and a chosen option's label.
 */
export function toAccountForReview(
  row: AccountReviewRow,
  language: LanguageCode,
): z.infer<typeof AccountForReview> {
  const fields: ReviewField[] = [];
  const profileField = (name: string, value: string) => fields.push({ name, label: null, type: null, value });
  for (const column of VARIANT_COLUMNS) {
    const value = row[column];
    if (value !== null) profileField(column, value);
  }
  if (row.branch !== null) profileField('branch', localized(row.branch_names, language, row.branch));
  // in the order the client's form asks them (jsonb keeps an object's keys in its own order); answers to fields the
  // client has since removed come last, named by their key
  const definitions = (row.register_fields ?? []).flatMap(
    (stored) => toRegisterField(stored, language) ?? [],
  );
  const answers = row.extra_fields ?? {};
  const names = [
    ...definitions.map((field) => field.name).filter((name) => name in answers),
    ...Object.keys(answers).filter((name) => !definitions.some((field) => field.name === name)),
  ];
  for (const name of names) {
    // answers are stored as text or yes/no (registration's dynamicAnswers)
    const answer = answers[name];
    const value = typeof answer === 'boolean' ? answer : String(answer);
    const field = definitions.find((candidate) => candidate.name === name);
    const option = field?.options?.find((candidate) => candidate.value === value);
    fields.push({
      name: `dynamic.${name}`,
      label: field?.label ?? name,
      type: field?.type ?? null,
      value: option?.label ?? value,
    });
  }
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
