import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Card.css';
import type { AdminOnboarding, OnboardingStepInput } from '@elevar/contract';
import { type LanguageCode, MODULES, type ModuleName, ONBOARDING_BODY_MAX_LENGTH } from '@elevar/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../api/errors.ts';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { LanguageTabs } from '../../../ui/LanguageTabs.tsx';
import { ListError, ListLoader } from '../../../ui/ListState.tsx';
import { RichTextEditor } from '../../../ui/RichTextEditor.tsx';
import { type FormErrors, useForm } from '../../../ui/useForm.ts';
import { BodyPreview } from '../components/BodyPreview.tsx';
import { useContentTranslation } from '../i18n.ts';
import { useAdminOnboarding, useSaveOnboardingSteps, useSaveWelcomeBanner } from './api.ts';
import { StepCard } from './OnboardingPage.tsx';

type Draft = OnboardingStepInput;

/** What a save said: the confirmation, announced politely, or the server's refusal. */
function SaveOutcome({ note, error }: { note: string | null; error: unknown }) {
  return (
    <>
      <div aria-live="polite">
        {note && (
          <Alert color="green" variant="light">
            {note}
          </Alert>
        )}
      </div>
      {error !== null && <ErrorAlert error={error} />}
    </>
  );
}
const GENERAL = '';

const draftsOf = (data: AdminOnboarding, language: LanguageCode): Draft[] =>
  (data.steps[language] ?? []).map(({ module, title, body, published }) => ({
    module,
    title,
    body,
    published,
  }));

/** The server's refusal of a field (`steps.1.title`), shown at that field; anything else is the form's alert. */
function fieldErrorsOf(error: unknown, known: (field: string) => boolean): FormErrors | null {
  if (!isApiError(error)) return null;
  const found: FormErrors = {};
  for (const detail of error.details)
    if (known(detail.field)) found[detail.field] ??= { message: detail.message };
  return Object.keys(found).length > 0 ? found : null;
}

/** A language's form: what the editors' answer holds, and whether its tab is the open one. */
interface LanguagePanelProps {
  language: LanguageCode;
  data: AdminOnboarding;
  active: boolean;
}

/**
 * One language's steps: module, title, text and publication each, in order; saved as a whole, then previewed. The
 * texts are in editors only while the language's tab is open (`active`); a hidden tab's wait in the form's values.
 */
function StepsEditor({ language, data, active }: LanguagePanelProps) {
  const { t } = useContentTranslation();
  const save = useSaveOnboardingSteps(language);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [preview, setPreview] = useState(false);
  const form = useForm<{ steps: Draft[] }>({
    initialValues: () => ({ steps: draftsOf(data, language) }),
    fields: Array.from({ length: 30 }, (_, index) => `steps.${index}.title`),
    validate: ({ steps }) => {
      const errors: FormErrors = {};
      steps.forEach((step, index) => {
        if (!step.title.trim()) errors[`steps.${index}.title`] = { code: 'field.required' };
      });
      return errors;
    },
  });
  const { reset } = form;
  useEffect(() => reset({ steps: draftsOf(data, language) }), [data, language, reset]);
  const steps = form.values.steps;
  const saved = data.steps[language] ?? [];

  const setSteps = (next: Draft[]) => {
    form.setValue('steps', next);
    // a step's place changed: errors by place no longer point at the right one
    form.setErrors({});
  };
  const change = (index: number, patch: Partial<Draft>) =>
    form.setValue(
      'steps',
      steps.map((step, i) => (i === index ? { ...step, ...patch } : step)),
    );
  const move = (index: number, by: -1 | 1) => {
    const next = [...steps];
    const [step] = next.splice(index, 1);
    if (step) next.splice(index + by, 0, step);
    setSteps(next);
  };
  const submit = form.onSubmit((values) => {
    setNote(null);
    setFailure(null);
    save.mutate(values, {
      onSuccess: () => setNote(t('onboarding.stepsSaved')),
      onError: (error) => {
        const found = fieldErrorsOf(error, (field) => field.startsWith('steps.'));
        if (found) form.setErrors(found);
        else setFailure(error);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate ref={form.formRef} aria-labelledby={`steps-${language}`}>
      <Stack gap="md">
        <Title order={2} size="h3" id={`steps-${language}`}>
          {t('onboarding.stepsHeading')}
        </Title>
        {steps.length === 0 && <Text c="dimmed">{t('onboarding.noSteps')}</Text>}
        {steps.map((step, index) => {
          const number = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a draft step has no id until saved; its place is its identity
            <Card key={index} withBorder component="fieldset" padding="md">
              <Text component="legend" fw={600}>
                {t('onboarding.stepLegend', { number })}
              </Text>
              <Stack gap="sm">
                <NativeSelect
                  label={t('onboarding.module')}
                  value={step.module ?? GENERAL}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    change(index, { module: value === GENERAL ? null : (value as ModuleName) });
                  }}
                  data={[
                    { value: GENERAL, label: t('onboarding.generalOption') },
                    ...MODULES.map((module) => ({ value: module, label: t(`onboarding.modules.${module}`) })),
                  ]}
                />
                <TextInput
                  name={`steps.${index}.title`}
                  label={t('onboarding.stepTitle')}
                  required
                  maxLength={256}
                  value={step.title}
                  onChange={(event) => change(index, { title: event.currentTarget.value })}
                  error={form.error(`steps.${index}.title`)}
                />
                {active && (
                  <>
                    <RichTextEditor
                      name={`steps.${index}.body`}
                      label={t('onboarding.stepBody')}
                      lang={language}
                      withSource
                      maxLength={ONBOARDING_BODY_MAX_LENGTH}
                      value={step.body}
                      onChange={(body) => change(index, { body })}
                      error={form.error(`steps.${index}.body`)}
                    />
                    <BodyPreview html={step.body} language={language} />
                  </>
                )}
                <Checkbox
                  label={t('onboarding.published')}
                  checked={step.published}
                  onChange={(event) => change(index, { published: event.currentTarget.checked })}
                />
                <Group gap="xs">
                  <Button size="xs" variant="default" disabled={index === 0} onClick={() => move(index, -1)}>
                    {t('onboarding.moveUp', { number })}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={index === steps.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    {t('onboarding.moveDown', { number })}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setSteps(steps.filter((_, i) => i !== index))}
                  >
                    {t('onboarding.remove', { number })}
                  </Button>
                </Group>
              </Stack>
            </Card>
          );
        })}
        <SaveOutcome note={note} error={failure} />
        <Group>
          <Button
            variant="default"
            disabled={steps.length >= 30}
            onClick={() => setSteps([...steps, { module: null, title: '', body: '', published: false }])}
          >
            {t('onboarding.addStep')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('onboarding.saveSteps')}
          </Button>
          <Button variant="light" onClick={() => setPreview((shown) => !shown)} aria-expanded={preview}>
            {t('onboarding.preview')}
          </Button>
        </Group>
        {preview && (
          <Stack gap="sm" lang={language}>
            {saved.map((step) => (
              <Stack key={step.id} gap={4}>
                {!step.published && (
                  <Badge color="gray" variant="outline">
                    {t('onboarding.draft')}
                  </Badge>
                )}
                <StepCard step={step} headingId={`preview-${language}-${step.id}`} />
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </form>
  );
}

interface BannerValues {
  title: string;
  body: string;
  published: boolean;
}

/** One language's welcome banner: title, text (in an editor while its tab is open), published. */
function BannerEditor({ language, data, active }: LanguagePanelProps) {
  const { t } = useContentTranslation();
  const save = useSaveWelcomeBanner(language);
  const stored = data.banners[language];
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<BannerValues>({
    initialValues: () => ({ title: '', body: '', published: true, ...stored }),
    fields: ['title', 'body'],
    validate: (values) => (values.title.trim() ? {} : { title: { code: 'field.required' } }),
  });
  const { reset } = form;
  useEffect(() => reset({ title: '', body: '', published: true, ...stored }), [stored, reset]);
  const submit = form.onSubmit(({ title, body, published }) => {
    setNote(null);
    setFailure(null);
    save.mutate(
      { title, body, published },
      {
        onSuccess: () => setNote(t('onboarding.bannerSaved')),
        onError: (error) => {
          const found = fieldErrorsOf(error, (field) => field === 'title' || field === 'body');
          if (found) form.setErrors(found);
          else setFailure(error);
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate ref={form.formRef} aria-labelledby={`banner-${language}`}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={`banner-${language}`}>
          {t('onboarding.bannerHeading')}
        </Title>
        <TextInput
          label={t('onboarding.bannerTitle')}
          required
          maxLength={256}
          {...form.inputProps('title')}
        />
        {active && (
          <>
            <RichTextEditor
              name="body"
              label={t('onboarding.bannerBody')}
              lang={language}
              withSource
              maxLength={ONBOARDING_BODY_MAX_LENGTH}
              value={form.values.body}
              onChange={(body) => form.setValue('body', body)}
              error={form.error('body')}
            />
            <BodyPreview html={form.values.body} language={language} />
          </>
        )}
        <Checkbox
          label={t('onboarding.published')}
          checked={form.values.published}
          onChange={(event) => form.setValue('published', event.currentTarget.checked)}
        />
        <SaveOutcome note={note} error={failure} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('onboarding.saveBanner')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Staff: /admin/onboarding (docs/content.md "Onboarding"): the client's tour steps and welcome banner per language,
 * for its editors (programme administrators, superusers acting in it); anyone else gets the server's refusal.
 */
export function OnboardingAdminPage() {
  const { t } = useContentTranslation();
  const onboarding = useAdminOnboarding();
  const [language, setLanguage] = useState<LanguageCode>('pt-BR');
  const heading = t('onboarding.adminTitle');
  const body = () => {
    if (onboarding.isPending) return <ListLoader />;
    if (onboarding.isError)
      return <ListError error={onboarding.error} onRetry={() => void onboarding.refetch()} />;
    const data = onboarding.data;
    return (
      <LanguageTabs
        label={t('admin.versions')}
        value={language}
        onChange={setLanguage}
        tabLabel={(code) => t(`admin.languages.${code}`)}
      >
        {(code) => (
          <Stack gap="xl">
            <StepsEditor language={code} data={data} active={code === language} />
            <BannerEditor language={code} data={data} active={code === language} />
          </Stack>
        )}
      </LanguageTabs>
    );
  };
  return (
    <Stack gap="lg">
      <DocumentTitle title={heading} />
      <div>
        <Title order={1}>{heading}</Title>
        <Text mt={4}>{t('onboarding.adminIntro')}</Text>
      </div>
      {body()}
    </Stack>
  );
}
