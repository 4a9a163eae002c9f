import type { LanguageCode } from '@elevar/domain';
import type { Db } from '../../db/connection.ts';
import type { Trx } from '../../db/transaction.ts';

const TEMPLATE_COLUMNS = [
  'id',
  'client_id',
  'primary_color',
  'accent_color',
  'logo_key',
  'signature_key',
  'signer_name',
  'texts',
  'saved_at',
] as const;

/** The client's template: its newest saved version (undefined: it has none, the platform default applies). */
export function currentTemplate(db: Db | Trx, clientId: number) {
  return db
    .selectFrom('certificate_templates')
    .select(TEMPLATE_COLUMNS)
    .where('client_id', '=', clientId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type TemplateRow = NonNullable<Awaited<ReturnType<typeof currentTemplate>>>;

/** One version of a template, by id (a certificate's snapshot). */
export function templateVersion(db: Db | Trx, id: number) {
  return db
    .selectFrom('certificate_templates')
    .select(TEMPLATE_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface TemplateVersion {
  clientId: number;
  primaryColor: string;
  accentColor: string;
  logoKey: string | null;
  signatureKey: string | null;
  signerName: string;
  texts: Record<LanguageCode, { title: string; body: string; signer_title: string }>;
  savedBy: number;
  at: Date;
}

/** A new version of the client's template (the newest is the client's template). */
export function insertTemplateVersion(trx: Trx, version: TemplateVersion) {
  return trx
    .insertInto('certificate_templates')
    .values({
      client_id: version.clientId,
      primary_color: version.primaryColor,
      accent_color: version.accentColor,
      logo_key: version.logoKey,
      signature_key: version.signatureKey,
      signer_name: version.signerName,
      texts: JSON.stringify(version.texts),
      saved_by: version.savedBy,
      saved_at: version.at,
    })
    .returning(TEMPLATE_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Records an uploaded template image as the client's. */
export async function insertTemplateImage(
  trx: Trx,
  image: { key: string; clientId: number; slot: 'logo' | 'signature'; by: number; at: Date },
) {
  await trx
    .insertInto('certificate_images')
    .values({
      key: image.key,
      client_id: image.clientId,
      slot: image.slot,
      created_by: image.by,
      created_at: image.at,
    })
    .execute();
}

/** Which of the wanted images the client uploaded for their slot, as `slot:key`. */
export async function clientImageKeys(
  db: Db | Trx,
  clientId: number,
  wanted: readonly { key: string; slot: 'logo' | 'signature' }[],
): Promise<Set<string>> {
  if (!wanted.length) return new Set();
  const rows = await db
    .selectFrom('certificate_images')
    .select(['key', 'slot'])
    .where('client_id', '=', clientId)
    .where(
      'key',
      'in',
      wanted.map((w) => w.key),
    )
    .execute();
  return new Set(rows.map((row) => `${row.slot}:${row.key}`));
}

/** The client's name (the preview's issuer). */
export async function clientName(db: Db, clientId: number): Promise<string> {
  const row = await db
    .selectFrom('clients')
    .select('name')
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow();
  return row.name;
}
