import sharp from 'sharp';
import type { Db } from '../../db/connection.ts';
import { clientIds } from '../../db/seed/lookups.ts';
import type { Trx } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { recordStoredFile } from '../../platform/storage.ts';
import type { SeedContext, SeedStep } from '../manifest.ts';
import { TEMPLATE_IMAGE_PURPOSE, templateImage } from './template.ts';
import { insertTemplateImage, insertTemplateVersion } from './template-queries.ts';

/** The academy's mark (apps/web/public/demo/franchise-academy/mark.svg), drawn large: the template's logo. */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 64 64">' +
  '<rect x="4" y="4" width="56" height="56" rx="15" fill="#0b7285"/>' +
  '<path fill="#fff" d="M13 35.5 30.5 40v11L13 46.5zM51 35.5 33.5 40v11L51 46.5z"/>' +
  '<path fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" d="m20 28 12-11 12 11"/>' +
  '<circle cx="32" cy="31" r="3.6" fill="#ffa94d"/></svg>';

/** A handwritten-looking stroke on a transparent background: the signature. */
const SIGNATURE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="140" viewBox="0 0 480 140">' +
  '<path d="M20 100 C 50 20, 80 20, 95 90 S 130 120, 150 60 C 165 25, 185 110, 210 80 S 260 40, 290 95 ' +
  'C 310 120, 340 40, 370 70 S 430 90, 460 50" fill="none" stroke="#1c2a5a" stroke-width="5" ' +
  'stroke-linecap="round" stroke-linejoin="round"/></svg>';

const body = (lines: readonly string[]) => lines.join('\n');

/** The academy's texts: its own wording, its director's title. */
const TEXTS = {
  'pt-BR': {
    title: 'Certificado de conclusão',
    body: body([
      'A {issuer} certifica que',
      '{learner}',
      'concluiu com êxito {kind}',
      '{course}',
      'em {date}',
      'Carga horária: {hours} horas',
      'Nota final: {score}',
    ]),
    signer_title: 'Diretora de Educação',
  },
  'en-US': {
    title: 'Certificate of completion',
    body: body([
      '{issuer} certifies that',
      '{learner}',
      'has successfully completed {kind}',
      '{course}',
      'on {date}',
      'Workload: {hours} hours',
      'Final score: {score}',
    ]),
    signer_title: 'Head of Learning',
  },
  'es-ES': {
    title: 'Certificado de finalización',
    body: body([
      '{issuer} certifica que',
      '{learner}',
      'ha completado con éxito {kind}',
      '{course}',
      'el {date}',
      'Carga horaria: {hours} horas',
      'Nota final: {score}',
    ]),
    signer_title: 'Directora de Formación',
  },
  'fr-FR': {
    title: 'Certificat de réussite',
    body: body([
      '{issuer} certifie que',
      '{learner}',
      'a terminé avec succès {kind}',
      '{course}',
      'le {date}',
      'Volume horaire : {hours} heures',
      'Note finale : {score}',
    ]),
    signer_title: 'Directrice de la formation',
  },
};

/** An image drawn from SVG, checked and re-encoded as an upload is, stored as the academy's. */
async function demoImage(
  db: Db,
  context: SeedContext,
  image: { svg: string; slot: 'logo' | 'signature'; clientId: number; by: number; at: Date },
): Promise<string> {
  const png = await templateImage(await sharp(Buffer.from(image.svg)).png().toBuffer());
  const key = await context.files.write(png);
  await recordStoredFile(db, {
    key,
    ownerUserId: null,
    purpose: TEMPLATE_IMAGE_PURPOSE,
    contentType: 'image/png',
    size: png.length,
  });
  await insertTemplateImage(db as Trx, {
    key,
    clientId: image.clientId,
    slot: image.slot,
    by: image.by,
    at: image.at,
  });
  return key;
}

/**
 * The demo academy's branded certificate template (docs/certificates.md "Templates"): its mark as the logo, its teal
 * and orange, its director's signature, its own texts in the four languages, saved by the demo administrator. The
 * academy's certificates issued by earlier steps take it (demo data only: a real certificate keeps the template it
 * was issued with), so the demo learner's certificate shows it.
 */
export const certificateTemplateStep: SeedStep = {
  name: '2026-12-05 certificate template',
  async run(db: Db, context: SeedContext) {
    const ids = await clientIds(db);
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const at = new Date();
    const owner = { clientId: ids.academy, by: admin.id, at };
    const logoKey = await demoImage(db, context, { ...owner, svg: LOGO_SVG, slot: 'logo' });
    const signatureKey = await demoImage(db, context, { ...owner, svg: SIGNATURE_SVG, slot: 'signature' });
    // the seed runs in one transaction already
    const trx = db as Trx;
    const template = await insertTemplateVersion(trx, {
      clientId: ids.academy,
      primaryColor: '#0b7285',
      accentColor: '#d9480f',
      logoKey,
      signatureKey,
      signerName: 'Helena Prado',
      texts: TEXTS,
      savedBy: admin.id,
      at,
    });
    await recordAudit(trx, {
      actor: admin.id,
      clientId: ids.academy,
      at,
      action: 'certificates.template.saved',
      entity: 'certificate_template',
      entityId: template.id,
      fields: ['primary_color', 'accent_color', 'logo', 'signature', 'signer_name', 'texts'],
    });
    await db
      .updateTable('certificates')
      .set({ template_id: template.id })
      .where('client_id', '=', ids.academy)
      .where('template_id', 'is', null)
      .execute();
  },
};
