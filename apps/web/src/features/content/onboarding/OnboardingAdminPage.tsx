import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Card.css';
import type { AdminOnboarding, OnboardingStepInput } from '@elevar/contract';
import { type LanguageCode, MODULES, type ModuleName } from '@elevar/domain';
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
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { LanguageTabs } from '../../../ui/LanguageTabs.tsx';
import { ListError, ListLoader } from '../../../ui/ListState.tsx';
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

/** One language's steps: module, title, text and publication each, in order; saved as a whole, then previewed. */
function StepsEditor({ language, data }: { language: LanguageCode; data: AdminOnboarding }) {
  const { t } = useContentTranslation();
  const save = useSaveOnboardingSteps(language);
  const [steps, setSteps] = useState<Draft[]>(() => draftsOf(data, language));
  const [note, setNote] = useState<string | null>(null);
  const [preview, setPreview] = useState(false);
  useEffect(() => setSteps(draftsOf(data, language)), [data, language]);
  const saved = data.steps[language] ?? [];

  const change = (index: number, patch: Partial<Draft>) =>
    setSteps((current) => current.map((step, i) => (i === index ? { ...step, ...patch } : step)));
  const move = (index: number, by: -1 | 1) =>
    setSteps((current) => {
      const next = [...current];
      const [step] = next.splice(index, 1);
      if (step) next.splice(index + by, 0, step);
      return next;
    });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setNote(null);
    save.mutate({ steps }, { onSuccess: () => setNote(t('onboarding.stepsSaved')) });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`steps-${language}`}>
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
                  label={t('onboarding.stepTitle')}
                  required
                  maxLength={256}
                  value={step.title}
                  onChange={(event) => change(index, { title: event.currentTarget.value })}
                />
                <Textarea
                  label={t('onboarding.stepBody')}
                  rows={4}
                  value={step.body}
                  onChange={(event) => change(index, { body: event.currentTarget.value })}
                />
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
                    onClick={() => setSteps((current) => current.filter((_, i) => i !== index))}
                  >
                    {t('onboarding.remove', { number })}
                  </Button>
                </Group>
              </Stack>
            </Card>
          );
        })}
        <SaveOutcome note={note} error={save.isError ? save.error : null} />
        <Group>
          <Button
            variant="default"
            onClick={() =>
              setSteps((current) => [...current, { module: null, title: '', body: '', published: false }])
            }
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

/** One language's welcome banner: title, text, published. */
function BannerEditor({ language, data }: { language: LanguageCode; data: AdminOnboarding }) {
  const { t } = useContentTranslation();
  const save = useSaveWelcomeBanner(language);
  const stored = data.banners[language];
  const [banner, setBanner] = useState({ title: '', body: '', published: true, ...stored });
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => setBanner({ title: '', body: '', published: true, ...stored }), [stored]);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setNote(null);
    const { title, body, published } = banner;
    save.mutate({ title, body, published }, { onSuccess: () => setNote(t('onboarding.bannerSaved')) });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`banner-${language}`}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={`banner-${language}`}>
          {t('onboarding.bannerHeading')}
        </Title>
        <TextInput
          label={t('onboarding.bannerTitle')}
          required
          maxLength={256}
          value={banner.title}
          onChange={(event) => setBanner({ ...banner, title: event.currentTarget.value })}
        />
        <Textarea
          label={t('onboarding.bannerBody')}
          rows={3}
          value={banner.body}
          onChange={(event) => setBanner({ ...banner, body: event.currentTarget.value })}
        />
        <Checkbox
          label={t('onboarding.published')}
          checked={banner.published}
          onChange={(event) => setBanner({ ...banner, published: event.currentTarget.checked })}
        />
        <SaveOutcome note={note} error={save.isError ? save.error : null} />
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
            <StepsEditor language={code} data={data} />
            <BannerEditor language={code} data={data} />
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
