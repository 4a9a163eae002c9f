import type { LevelEvidenceItem } from '@elevar/contract';
import { localized } from '@elevar/domain';
import { type SqlBool, sql } from 'kysely';
import { signedFileUrl } from '../../../platform/storage.ts';
import type { EvidenceSource } from '../../manifest.ts';

/**
 * The sales and store photos behind ledger entries (source `sale` / `photo`), for the level-change evidence screen
 * (points' levels): the invoice number or photo type, the store, the invoice or display image and the audit state,
 * with what the audit queue needs to open on the item. Only the client's own rows.
 */
export const saleEvidence: EvidenceSource = {
  sourceType: 'sale',
  async load(ctx, clientId, ids, language) {
    const rows = await ctx.db
      .selectFrom('sales as s')
      .innerJoin('branches as b', 'b.id', 's.branch_id')
      .leftJoin('stored_files as f', 'f.key', 's.invoice_file_key')
      .select([
        's.id',
        's.invoice_number',
        's.status',
        's.invoice_file_key',
        'b.name as store_name',
        'b.names as store_names',
        'f.content_type',
      ])
      .where('s.client_id', '=', clientId)
      .where(sql<SqlBool>`s.id = any(${[...ids]}::bigint[])`)
      .execute();
    return new Map(
      rows.map((row): [number, LevelEvidenceItem] => [
        row.id,
        {
          queue: 'sales',
          id: row.id,
          label: row.invoice_number,
          store: localized(row.store_names, language, row.store_name),
          image_url: signedFileUrl(row.invoice_file_key, ctx.secret),
          content_type: row.content_type,
          audit_status: row.status,
        },
      ]),
    );
  },
};

export const photoEvidence: EvidenceSource = {
  sourceType: 'photo',
  async load(ctx, clientId, ids, language) {
    const rows = await ctx.db
      .selectFrom('photo_uploads as p')
      .innerJoin('branches as b', 'b.id', 'p.branch_id')
      .innerJoin('campaign_photo_types as t', 't.id', 'p.photo_type_id')
      .select([
        'p.id',
        'p.status',
        'p.display_key',
        'b.name as store_name',
        'b.names as store_names',
        't.name as type_name',
        't.names as type_names',
      ])
      .where('p.client_id', '=', clientId)
      .where(sql<SqlBool>`p.id = any(${[...ids]}::bigint[])`)
      .execute();
    return new Map(
      rows.map((row): [number, LevelEvidenceItem] => [
        row.id,
        {
          queue: 'photos',
          id: row.id,
          label: localized(row.type_names, language, row.type_name),
          store: localized(row.store_names, language, row.store_name),
          image_url: signedFileUrl(row.display_key, ctx.secret),
          content_type: 'image/webp',
          audit_status: row.status,
        },
      ]),
    );
  },
};
