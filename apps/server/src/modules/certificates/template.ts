import type {
  CertificateFacts,
  CertificateTemplate,
  CertificateTemplateImage,
  CertificateTemplateInput,
  CertificateTemplatePreview,
} from '@elevar/contract';
import {
  CERTIFICATE_PLACEHOLDERS,
  certificateTemplateMessage,
  certificateTemplateProblems,
  LANGUAGE_CODES,
  type LanguageCode,
} from '@elevar/domain';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/connection.ts';
import type { Trx } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { checkImage, IMAGE_INPUT_OPTIONS } from '../../platform/images.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import {
  fileStoreFor,
  readStoredFile,
  recordStoredFile,
  removeFiles,
  signedFileUrl,
} from '../../platform/storage.ts';
import { loadActor, requireRole } from '../identity/index.ts';
import { certificatePdf, type PdfTemplate } from './pdf.ts';
import { verifyPath } from './service.ts';
import { CERTIFICATE_ADMIN_ROLES } from './staff.ts';
import { DEFAULT_TEMPLATE, PREVIEW_CODE, PREVIEW_SAMPLE } from './template-defaults.ts';
import * as q from './template-queries.ts';

/** The largest logo or signature file accepted. */
export const TEMPLATE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const TEMPLATE_IMAGE_PURPOSE = 'certificate-template-image';
const PNG = 'image/png';
type Slot = 'logo' | 'signature';

/** The template's values as the API and the PDF name them (the images by key). */
type TemplateValues = Omit<CertificateTemplateInput, 'texts'> & {
  texts: Record<LanguageCode, CertificateTemplateInput['texts'][LanguageCode]>;
};

const DEFAULT_VALUES: TemplateValues = { ...DEFAULT_TEMPLATE, logo_key: null, signature_key: null };

function valuesOf(row: q.TemplateRow): TemplateValues {
  return {
    primary_color: row.primary_color,
    accent_color: row.accent_color,
    logo_key: row.logo_key,
    signature_key: row.signature_key,
    signer_name: row.signer_name,
    texts: row.texts as TemplateValues['texts'],
  };
}

/**
 * A logo or signature checked by its content (a decodable PNG or JPEG within the pixel limit, whatever its name or
 * declared type) and re-encoded as PNG without metadata, at most 1200×600 (the PDF embeds PNG; transparency kept).
 */
export async function templateImage(input: Buffer): Promise<Buffer> {
  const invalid = () => new AppError('certificates.image_invalid', 400);
  const format = await checkImage(input, invalid);
  if (format !== 'png' && format !== 'jpeg') throw invalid();
  try {
    return await sharp(input, IMAGE_INPUT_OPTIONS)
      .resize(1200, 600, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw invalid();
  }
}

/** The client's template images' bytes (a file gone from the store is drawn as none). */
async function pdfTemplate(ctx: ServiceContext, values: TemplateValues): Promise<PdfTemplate> {
  const store = fileStoreFor(ctx);
  const read = (key: string | null) => (key ? readStoredFile(store, key) : Promise.resolve(null));
  const [logo, signature] = await Promise.all([read(values.logo_key), read(values.signature_key)]);
  return { ...values, logo, signature };
}

/** What a certificate is drawn with: the template version it was issued with, else the platform's. */
export async function templateOfCertificate(
  ctx: ServiceContext,
  templateId: number | null,
): Promise<PdfTemplate> {
  const row = templateId === null ? undefined : await q.templateVersion(ctx.db, templateId);
  return pdfTemplate(ctx, row ? valuesOf(row) : DEFAULT_VALUES);
}

/** The certificate's PDF in `language`, drawn with its template snapshot. */
export async function renderCertificate(
  ctx: ServiceContext,
  facts: CertificateFacts,
  templateId: number | null,
  language: LanguageCode,
): Promise<Uint8Array> {
  return certificatePdf(facts, language, await templateOfCertificate(ctx, templateId));
}

function imageOf(ctx: ServiceContext, key: string | null): CertificateTemplateImage | null {
  return key ? { key, url: signedFileUrl(key, ctx.secret) } : null;
}

function toTemplate(ctx: ServiceContext, row: q.TemplateRow | undefined): CertificateTemplate {
  const values = row ? valuesOf(row) : DEFAULT_VALUES;
  return {
    primary_color: values.primary_color,
    accent_color: values.accent_color,
    logo: imageOf(ctx, values.logo_key),
    signature: imageOf(ctx, values.signature_key),
    signer_name: values.signer_name,
    texts: values.texts,
    is_default: row === undefined,
    saved_at: row ? row.saved_at.toISOString() : null,
    placeholders: CERTIFICATE_PLACEHOLDERS.map((name) => `{${name}}`),
  };
}

async function adminScope(ctx: ServiceContext, auth: AuthContext) {
  const actor = await loadActor(ctx, auth);
  return { userId: actor.userId, clientId: requireRole(actor, CERTIFICATE_ADMIN_ROLES) };
}

/**
 * The template's rules (the domain's) and its images: each key must be an image the client uploaded for that slot
 * (another client's, or a logo given as the signature, is invalid). Answers the values normalised (colours in lower
 * case, texts trimmed); a problem is a 400 naming its fields in the user's language.
 */
async function checkedValues(
  db: Db | Trx,
  clientId: number,
  input: CertificateTemplateInput,
  language: LanguageCode,
): Promise<TemplateValues> {
  const texts = Object.fromEntries(
    LANGUAGE_CODES.map((code) => {
      const given = input.texts[code];
      return [
        code,
        { title: given.title.trim(), body: given.body.trim(), signer_title: given.signer_title.trim() },
      ];
    }),
  ) as TemplateValues['texts'];
  const values: TemplateValues = {
    primary_color: input.primary_color.trim().toLowerCase(),
    accent_color: input.accent_color.trim().toLowerCase(),
    logo_key: input.logo_key,
    signature_key: input.signature_key,
    signer_name: input.signer_name.trim(),
    texts,
  };
  const problems = certificateTemplateProblems(values);
  const wanted = (['logo', 'signature'] as const).flatMap((slot) => {
    const key = values[`${slot}_key`];
    return key ? [{ key, slot }] : [];
  });
  const known = await q.clientImageKeys(db, clientId, wanted);
  for (const { key, slot } of wanted)
    if (!known.has(`${slot}:${key}`)) problems.push({ field: `${slot}_key`, code: 'field.invalid' });
  if (problems.length)
    throw new AppError(
      'common.validation',
      400,
      problems.map((problem) => ({
        field: problem.field,
        message: certificateTemplateMessage(problem.code, language),
      })),
    );
  return values;
}

/** The fields a save changed (the audit trail's names), against the template it replaces. */
function changedFields(before: TemplateValues, after: TemplateValues): string[] {
  const fields: string[] = [];
  for (const field of ['primary_color', 'accent_color', 'signer_name'] as const)
    if (before[field] !== after[field]) fields.push(field);
  if (before.logo_key !== after.logo_key) fields.push('logo');
  if (before.signature_key !== after.signature_key) fields.push('signature');
  for (const code of LANGUAGE_CODES)
    if (JSON.stringify(before.texts[code]) !== JSON.stringify(after.texts[code]))
      fields.push(`texts.${code}`);
  return fields;
}

/** GET /api/v1/admin/certificate-template: the client's template, else the platform's. */
export async function readTemplate(ctx: ServiceContext, auth: AuthContext): Promise<CertificateTemplate> {
  const { clientId } = await adminScope(ctx, auth);
  return toTemplate(ctx, await q.currentTemplate(ctx.db, clientId));
}

/**
 * PUT /api/v1/admin/certificate-template: a new version of the client's template (audited). Certificates issued
 * from now on are drawn with it; those already issued keep the version they were issued with.
 */
export async function saveTemplate(
  ctx: ServiceContext,
  auth: AuthContext,
  input: CertificateTemplateInput,
  language: LanguageCode,
): Promise<CertificateTemplate> {
  const { userId, clientId } = await adminScope(ctx, auth);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const values = await checkedValues(trx, clientId, input, language);
    const before = await q.currentTemplate(trx, clientId);
    const row = await q.insertTemplateVersion(trx, {
      clientId,
      primaryColor: values.primary_color,
      accentColor: values.accent_color,
      logoKey: values.logo_key,
      signatureKey: values.signature_key,
      signerName: values.signer_name,
      texts: values.texts,
      savedBy: userId,
      at: now,
    });
    await recordAudit(trx, {
      actor: userId,
      clientId,
      at: now,
      action: 'certificates.template.saved',
      entity: 'certificate_template',
      entityId: row.id,
      fields: changedFields(before ? valuesOf(before) : DEFAULT_VALUES, values),
    });
    return toTemplate(ctx, row);
  });
}

/**
 * POST /api/v1/admin/certificate-template/images/:slot: a logo or signature for the client's template, checked by
 * content, re-encoded and stored (audited); the template uses it once saved with its key.
 */
export async function uploadTemplateImage(
  ctx: ServiceContext,
  auth: AuthContext,
  slot: Slot,
  upload: Buffer,
  log: FastifyBaseLogger,
): Promise<CertificateTemplateImage> {
  const { userId, clientId } = await adminScope(ctx, auth);
  const image = await templateImage(upload);
  const store = fileStoreFor(ctx);
  const key = await store.write(image);
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await recordStoredFile(trx, {
        key,
        ownerUserId: null,
        purpose: TEMPLATE_IMAGE_PURPOSE,
        contentType: PNG,
        size: image.length,
      });
      await q.insertTemplateImage(trx, { key, clientId, slot, by: userId, at: now });
      await recordAudit(trx, {
        actor: userId,
        clientId,
        at: now,
        action: 'certificates.template.image_uploaded',
        entity: 'certificate_template',
        entityId: null,
        fields: [slot],
      });
    });
  } catch (error) {
    await removeFiles(store, [key], log);
    throw error;
  }
  return { key, url: signedFileUrl(key, ctx.secret) };
}

/**
 * POST /api/v1/admin/certificate-template/preview: the PDF of unsaved values, drawn for a sample learner and course
 * in the language asked. Checked as a save is; it changes nothing, so it records nothing in the audit trail.
 */
export async function previewTemplate(
  ctx: ServiceContext,
  auth: AuthContext,
  input: CertificateTemplatePreview,
  language: LanguageCode,
): Promise<Uint8Array> {
  const { clientId } = await adminScope(ctx, auth);
  const values = await checkedValues(ctx.db, clientId, input, language);
  const clientName = await q.clientName(ctx.db, clientId);
  const sample = PREVIEW_SAMPLE[input.language];
  const facts: CertificateFacts = {
    code: PREVIEW_CODE,
    kind: 'course',
    learner_name: sample.learner,
    title: sample.course,
    client_name: clientName,
    completed_at: ctx.clock.now().toISOString(),
    score: 95,
    workload_hours: 8,
    verify_url: `${ctx.config.publicUrl}${verifyPath(PREVIEW_CODE)}`,
    revoked_at: null,
  };
  return certificatePdf(facts, input.language, await pdfTemplate(ctx, values));
}
