import {
  CERTIFICATE_BODY_MAX_LENGTH,
  CERTIFICATE_PLACEHOLDERS,
  CERTIFICATE_SIGNER_MAX_LENGTH,
  CERTIFICATE_TITLE_MAX_LENGTH,
  LANGUAGE_CODES,
  type LanguageCode,
} from '@elevar/domain';
import { z } from 'zod';

// A client's certificate template (docs/certificates.md "Templates"). The schemas bound the sizes; the template's
// rules (colours, placeholders, lines) are the domain's `certificateTemplateProblems`, checked by the server with the
// messages in the user's language.

const PLACEHOLDER_LIST = CERTIFICATE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');

/** One language's texts. */
export const CertificateTemplateTexts = z.object({
  title: z
    .string()
    .max(CERTIFICATE_TITLE_MAX_LENGTH)
    .describe(`The heading (required; may use the placeholders ${PLACEHOLDER_LIST})`),
  body: z
    .string()
    .max(CERTIFICATE_BODY_MAX_LENGTH)
    .describe(
      `The lines under the heading, one per line break (8 at most), with the placeholders ${PLACEHOLDER_LIST}; ` +
        'a line that is only {learner} or {course} is drawn large; a line naming a value the certificate lacks ' +
        '(no workload, no score) is left out',
    ),
  signer_title: z
    .string()
    .max(CERTIFICATE_SIGNER_MAX_LENGTH)
    .describe('The signer’s title under their name (empty: none)'),
});
export type CertificateTemplateTexts = z.infer<typeof CertificateTemplateTexts>;

const textsPerLanguage = z
  .object(
    Object.fromEntries(LANGUAGE_CODES.map((code) => [code, CertificateTemplateTexts])) as Record<
      LanguageCode,
      typeof CertificateTemplateTexts
    >,
  )
  .describe('The texts in each of the four languages: a certificate is drawn in its reader’s');

const color = (what: string) => z.string().max(16).describe(`${what}, as #rrggbb`);
const imageKey = (what: string) =>
  z
    .string()
    .max(64)
    .nullable()
    .describe(`${what}: the key of an image uploaded for the client's template, or null for none`);

/** A template as the administrators write it (saved, or sent for a preview). */
export const CertificateTemplateInput = z.object({
  primary_color: color('The border, the heading and the learner’s name'),
  accent_color: color('The inner frame and the course’s title'),
  logo_key: imageKey('The logo at the top'),
  signature_key: imageKey('The signature image above the signer’s name'),
  signer_name: z
    .string()
    .max(CERTIFICATE_SIGNER_MAX_LENGTH)
    .describe('Who signs (empty: no signature block)'),
  texts: textsPerLanguage,
});
export type CertificateTemplateInput = z.infer<typeof CertificateTemplateInput>;

/** A preview: the unsaved template, drawn for a sample learner and course in one language. */
export const CertificateTemplatePreview = CertificateTemplateInput.extend({
  language: z
    .enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]])
    .describe('The language to draw it in'),
});
export type CertificateTemplatePreview = z.infer<typeof CertificateTemplatePreview>;

/** An uploaded template image: its key (to save in the template) and a signed address to show it. */
export const CertificateTemplateImage = z.object({
  key: z.string(),
  url: z.string().describe('A signed address of the image (PNG), for the editor to show'),
});
export type CertificateTemplateImage = z.infer<typeof CertificateTemplateImage>;

export const CertificateTemplateImageSlotParam = z.object({
  slot: z.enum(['logo', 'signature']).describe('Which image of the template'),
});

/** The client's template: its newest saved version, or the platform default when it has none. */
export const CertificateTemplate = z.object({
  primary_color: z.string(),
  accent_color: z.string(),
  logo: CertificateTemplateImage.nullable(),
  signature: CertificateTemplateImage.nullable(),
  signer_name: z.string(),
  texts: textsPerLanguage,
  is_default: z.boolean().describe('True while the client has saved none: these are the platform’s'),
  saved_at: z.string().nullable().describe('When this version was saved (null: the default)'),
  placeholders: z.array(z.string()).describe('The placeholders the texts may use'),
});
export type CertificateTemplate = z.infer<typeof CertificateTemplate>;
