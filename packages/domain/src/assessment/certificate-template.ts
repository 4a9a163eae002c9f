/**
 * A client's certificate template (docs/certificates.md "Templates"): colours, the signer, and per language a title
 * and body lines with placeholders the PDF fills with the certificate's facts.
 */
import { errorMessage } from '../shared/errors.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../shared/languages.ts';
import { isValidationCode } from '../shared/validation.ts';
import { validationMessage } from '../shared/validation-messages.ts';

/** What a template's texts may name, written `{learner}`: the facts a certificate shows. */
export const CERTIFICATE_PLACEHOLDERS = [
  'learner',
  'course',
  'kind',
  'date',
  'hours',
  'score',
  'issuer',
] as const;
export type CertificatePlaceholder = (typeof CERTIFICATE_PLACEHOLDERS)[number];

export const CERTIFICATE_TITLE_MAX_LENGTH = 120;
export const CERTIFICATE_BODY_MAX_LENGTH = 600;
/** The body's lines the page has room for. */
export const CERTIFICATE_BODY_MAX_LINES = 8;
export const CERTIFICATE_SIGNER_MAX_LENGTH = 120;

const PLACEHOLDER = /\{([^{}\n]*)\}/g;

/** The placeholders a text names that are not placeholders of a certificate (each once, in order). */
export function unknownPlaceholders(text: string): string[] {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  return [
    ...new Set(names.filter((name) => !(CERTIFICATE_PLACEHOLDERS as readonly string[]).includes(name))),
  ];
}

/** A colour as `#rrggbb` (either case). */
export function isHexColor(value: string): boolean {
  return /^#[0-9a-fA-F]{6}$/.test(value);
}

/** The body's lines as the page draws them: split at line breaks, trimmed, blank ones dropped. */
export function certificateBodyLines(body: string): string[] {
  return body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * A line with its placeholders filled; null when it names one that has no value (a course without workload or
 * score), so the page leaves that line out.
 */
export function fillPlaceholders(
  line: string,
  values: Readonly<Record<CertificatePlaceholder, string | null>>,
): string | null {
  let missing = false;
  const filled = line.replace(PLACEHOLDER, (whole, name: string) => {
    const value = (values as Record<string, string | null | undefined>)[name];
    if (value === undefined) return whole;
    if (value === null) missing = true;
    return value ?? '';
  });
  return missing ? null : filled;
}

/** One language's texts of a template. */
export interface CertificateTemplateTexts {
  title: string;
  body: string;
  signer_title: string;
}

/** What of a template its rules check (the images are checked by the server against the client's uploads). */
export interface CertificateTemplateValues {
  primary_color: string;
  accent_color: string;
  signer_name: string;
  texts: Readonly<Record<LanguageCode, CertificateTemplateTexts>>;
}

/** What can be wrong with a template's field: the validation catalogue's codes, or the certificates' own. */
export type CertificateTemplateCode =
  | 'field.required'
  | 'field.invalid'
  | 'text.too_long'
  | 'certificates.color_invalid'
  | 'certificates.placeholder_unknown'
  | 'certificates.too_many_lines';

/** A field in error, named as the API's field details name it ('texts.pt-BR.body'). */
export interface CertificateTemplateProblem {
  field: string;
  code: CertificateTemplateCode;
}

/** The text of a template problem in `language`. */
export function certificateTemplateMessage(code: CertificateTemplateCode, language: LanguageCode): string {
  return isValidationCode(code) ? validationMessage(code, language) : errorMessage(code, language);
}

function textProblem(text: string, max: number, required: boolean): CertificateTemplateCode | null {
  if (required && !text.trim()) return 'field.required';
  if (text.length > max) return 'text.too_long';
  if (unknownPlaceholders(text).length > 0) return 'certificates.placeholder_unknown';
  return null;
}

/**
 * What is wrong with a template, by field: colours not `#rrggbb`, a title missing in a language, a text too long,
 * a body of more lines than the page holds, and any placeholder a certificate does not have.
 */
export function certificateTemplateProblems(values: CertificateTemplateValues): CertificateTemplateProblem[] {
  const problems: CertificateTemplateProblem[] = [];
  for (const field of ['primary_color', 'accent_color'] as const)
    if (!isHexColor(values[field])) problems.push({ field, code: 'certificates.color_invalid' });
  const signer = textProblem(values.signer_name, CERTIFICATE_SIGNER_MAX_LENGTH, false);
  if (signer) problems.push({ field: 'signer_name', code: signer });
  for (const language of LANGUAGE_CODES) {
    const texts = values.texts[language];
    const checks = [
      ['title', textProblem(texts.title, CERTIFICATE_TITLE_MAX_LENGTH, true)],
      [
        'body',
        certificateBodyLines(texts.body).length > CERTIFICATE_BODY_MAX_LINES
          ? 'certificates.too_many_lines'
          : textProblem(texts.body, CERTIFICATE_BODY_MAX_LENGTH, false),
      ],
      ['signer_title', textProblem(texts.signer_title, CERTIFICATE_SIGNER_MAX_LENGTH, false)],
    ] as const;
    for (const [field, code] of checks)
      if (code) problems.push({ field: `texts.${language}.${field}`, code });
  }
  return problems;
}
