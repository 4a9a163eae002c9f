import type {
  CertificateTemplate,
  CertificateTemplateImage,
  CertificateTemplateInput,
  CertificateTemplateTexts,
} from '@elevar/contract';
import {
  certificateTemplateMessage,
  certificateTemplateProblems,
  isValidationCode,
  LANGUAGE_CODES,
  type LanguageCode,
} from '@elevar/domain';
import type { FormErrors } from '../../../ui/useForm.ts';

/** The editor's values: the template as the API writes it, its images with their addresses to show them. */
export interface TemplateFormValues {
  primary_color: string;
  accent_color: string;
  logo: CertificateTemplateImage | null;
  signature: CertificateTemplateImage | null;
  signer_name: string;
  texts: Record<LanguageCode, CertificateTemplateTexts>;
}

const TEXT_FIELDS = ['title', 'body', 'signer_title'] as const;

/** The form's fields in the order it shows them (the API's field names): a refusal focuses the first. */
export const TEMPLATE_FIELDS = [
  'primary_color',
  'accent_color',
  'logo_key',
  'signature_key',
  'signer_name',
  ...LANGUAGE_CODES.flatMap((code) => TEXT_FIELDS.map((field) => `texts.${code}.${field}`)),
] as const;

export function templateFormValues(template: CertificateTemplate): TemplateFormValues {
  return {
    primary_color: template.primary_color,
    accent_color: template.accent_color,
    logo: template.logo,
    signature: template.signature,
    signer_name: template.signer_name,
    texts: template.texts,
  };
}

/** What the save and the preview send. */
export function templateRequest(values: TemplateFormValues): CertificateTemplateInput {
  return {
    primary_color: values.primary_color,
    accent_color: values.accent_color,
    logo_key: values.logo?.key ?? null,
    signature_key: values.signature?.key ?? null,
    signer_name: values.signer_name,
    texts: values.texts,
  };
}

/** The domain's rules, as the form's errors in `language` (the server checks the same and the images besides). */
export function templateErrors(values: TemplateFormValues, language: LanguageCode): FormErrors {
  const errors: FormErrors = {};
  for (const { field, code } of certificateTemplateProblems(values))
    errors[field] ??= isValidationCode(code)
      ? { code }
      : { message: certificateTemplateMessage(code, language) };
  return errors;
}

/** The language of a text field ('texts.en-US.body' → 'en-US'), null for the others. */
export function languageOfField(field: string): LanguageCode | null {
  const code = field.split('.')[1];
  return field.startsWith('texts.') ? (LANGUAGE_CODES.find((language) => language === code) ?? null) : null;
}
