import '@mantine/core/styles/SimpleGrid.css';
import type { CertificateTemplate } from '@elevar/contract';
import { isHexColor, type LanguageCode } from '@elevar/domain';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../api/errors.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { LanguageTabs } from '../../../ui/LanguageTabs.tsx';
import { ListError, ListLoader } from '../../../ui/ListState.tsx';
import { UnsavedChangesPrompt } from '../../../ui/UnsavedChangesPrompt.tsx';
import { type FormErrors, useForm } from '../../../ui/useForm.ts';
import { useCertificateTemplate, useSaveCertificateTemplate } from '../api.ts';
import { useCertificatesTexts } from '../i18n.ts';
import { CERTIFICATES_ADMIN_PATH } from '../routes.tsx';
import { TemplateImageField } from './TemplateImageField.tsx';
import { TemplatePreview } from './TemplatePreview.tsx';
import {
  languageOfField,
  TEMPLATE_FIELDS,
  type TemplateFormValues,
  templateErrors,
  templateFormValues,
  templateRequest,
} from './templateForm.ts';

/** A colour typed as #rrggbb, or picked with the browser's colour picker beside it. */
function ColorField({
  name,
  label,
  value,
  onChange,
  error,
}: {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error: string | undefined;
}) {
  const { t, i18n } = useCertificatesTexts();
  return (
    <TextInput
      name={name}
      label={label}
      description={t('template.colorHint')}
      value={value}
      maxLength={7}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      leftSectionPointerEvents="all"
      leftSection={
        <input
          type="color"
          aria-label={t('template.pickColor', { label: label.toLocaleLowerCase(i18n.language) })}
          value={isHexColor(value) ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.currentTarget.value)}
          style={{ width: 22, height: 22, padding: 0, border: 0, background: 'none', cursor: 'pointer' }}
        />
      }
    />
  );
}

/** The template's form, its save, and the live preview beside it (below it on a phone). */
function TemplateEditor({ template }: { template: CertificateTemplate }) {
  const { t, i18n } = useCertificatesTexts();
  const save = useSaveCertificateTemplate();
  // the administrator's own language first
  const [tab, setTab] = useState<LanguageCode>(() => currentLanguage(i18n));
  const [note, setNote] = useState<string | null>(null);
  const form = useForm<TemplateFormValues>({
    initialValues: () => templateFormValues(template),
    fields: TEMPLATE_FIELDS,
    validate: (checked) => templateErrors(checked, currentLanguage(i18n)),
  });
  const { values, errors } = form;
  /** A refusal in a language's text opens that tab with it, so the form's focus reaches the field. */
  const reveal = (found: FormErrors) => {
    const first = TEMPLATE_FIELDS.find((field) => found[field] !== undefined);
    const language = first ? languageOfField(first) : null;
    if (language) setTab(language);
  };

  const change = (patch: Partial<TemplateFormValues>, fields: readonly string[]) => {
    setNote(null);
    form.setValues(patch, fields);
  };
  const setText = (code: LanguageCode, field: 'title' | 'body' | 'signer_title', text: string) =>
    change({ texts: { ...values.texts, [code]: { ...values.texts[code], [field]: text } } }, [
      `texts.${code}.${field}`,
    ]);

  const checkedSubmit = form.onSubmit((submitted) => {
    setNote(null);
    save.mutate(templateRequest(submitted), {
      onSuccess: (saved) => {
        form.reset(templateFormValues(saved));
        setNote(t('template.saved'));
      },
      onError: (error) => {
        const found: FormErrors = {};
        if (isApiError(error))
          for (const detail of error.details)
            if ((TEMPLATE_FIELDS as readonly string[]).includes(detail.field))
              found[detail.field] ??= { message: detail.message };
        reveal(found);
        form.setErrors(found);
      },
    });
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    reveal(templateErrors(values, currentLanguage(i18n)));
    checkedSubmit(event);
  };

  const hasTextError = (code: LanguageCode) =>
    Object.keys(errors).some((field) => field.startsWith(`texts.${code}.`) && errors[field] !== undefined);
  const placeholders = template.placeholders.join(' ');

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
      <form onSubmit={submit} noValidate ref={form.formRef} aria-label={t('template.formLabel')}>
        <UnsavedChangesPrompt when={form.isDirty()} />
        <Stack gap="md">
          <Group grow align="flex-start">
            <ColorField
              name="primary_color"
              label={t('template.primaryColor')}
              value={values.primary_color}
              onChange={(value) => change({ primary_color: value }, ['primary_color'])}
              error={form.error('primary_color')}
            />
            <ColorField
              name="accent_color"
              label={t('template.accentColor')}
              value={values.accent_color}
              onChange={(value) => change({ accent_color: value }, ['accent_color'])}
              error={form.error('accent_color')}
            />
          </Group>
          <Group align="flex-start" gap="xl">
            <TemplateImageField
              slot="logo"
              label={t('template.logo')}
              value={values.logo}
              onChange={(image) => change({ logo: image }, ['logo_key'])}
              error={form.error('logo_key')}
            />
            <TemplateImageField
              slot="signature"
              label={t('template.signature')}
              value={values.signature}
              onChange={(image) => change({ signature: image }, ['signature_key'])}
              error={form.error('signature_key')}
            />
          </Group>
          <TextInput
            name="signer_name"
            label={t('template.signerName')}
            description={t('template.signerHint')}
            maxLength={120}
            value={values.signer_name}
            onChange={(event) => change({ signer_name: event.currentTarget.value }, ['signer_name'])}
            error={form.error('signer_name')}
          />
          <LanguageTabs
            label={t('template.textsLabel')}
            value={tab}
            onChange={setTab}
            hasError={hasTextError}
            tabLabel={(code) =>
              hasTextError(code)
                ? t('template.tabWithError', { language: t(`template.languages.${code}`) })
                : t(`template.languages.${code}`)
            }
          >
            {(code) => (
              <Stack gap="sm">
                <TextInput
                  name={`texts.${code}.title`}
                  label={t('template.titleField')}
                  required
                  maxLength={120}
                  value={values.texts[code].title}
                  onChange={(event) => setText(code, 'title', event.currentTarget.value)}
                  error={form.error(`texts.${code}.title`)}
                />
                <Textarea
                  name={`texts.${code}.body`}
                  label={t('template.body')}
                  description={t('template.bodyHint', { placeholders })}
                  rows={8}
                  maxLength={600}
                  value={values.texts[code].body}
                  onChange={(event) => setText(code, 'body', event.currentTarget.value)}
                  error={form.error(`texts.${code}.body`)}
                />
                <TextInput
                  name={`texts.${code}.signer_title`}
                  label={t('template.signerTitle')}
                  maxLength={120}
                  value={values.texts[code].signer_title}
                  onChange={(event) => setText(code, 'signer_title', event.currentTarget.value)}
                  error={form.error(`texts.${code}.signer_title`)}
                />
              </Stack>
            )}
          </LanguageTabs>
          <div aria-live="polite">
            {note && (
              <Alert color="green" variant="light">
                {note}
              </Alert>
            )}
          </div>
          {save.isError && !form.hasErrors && <ErrorAlert error={save.error} />}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('template.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Box component="section" aria-labelledby="template-preview-title">
        <Stack gap="xs" pos={{ base: 'static', lg: 'sticky' }} top={16}>
          <Title order={2} size="h4" id="template-preview-title">
            {t('template.previewTitle', { language: t(`template.languages.${tab}`) })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('template.previewHint')}
          </Text>
          <TemplatePreview
            request={{ ...templateRequest(values), language: tab }}
            blocked={Object.keys(templateErrors(values, currentLanguage(i18n))).length > 0}
          />
        </Stack>
      </Box>
    </SimpleGrid>
  );
}

/**
 * Programme administrators: the client's certificate template (docs/certificates.md "Templates"): colours, logo,
 * signature and texts per language, with a preview of the unsaved values drawn as the administrator types.
 */
export function CertificateTemplatePage() {
  const { t } = useCertificatesTexts();
  const template = useCertificateTemplate();
  return (
    <Stack gap="lg">
      <DocumentTitle title={t('template.title')} />
      <Anchor component={Link} to={CERTIFICATES_ADMIN_PATH}>
        {t('template.back')}
      </Anchor>
      <Title order={1}>{t('template.title')}</Title>
      <Text>{t('template.intro')}</Text>
      {template.isPending ? (
        <ListLoader />
      ) : template.isError ? (
        <ListError error={template.error} onRetry={() => void template.refetch()} />
      ) : (
        <>
          {template.data.is_default && (
            <Alert color="blue" variant="light">
              {t('template.usingDefault')}
            </Alert>
          )}
          <TemplateEditor template={template.data} />
        </>
      )}
    </Stack>
  );
}
