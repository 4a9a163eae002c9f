import type { AuthoringActivity, AuthoringCourse, CompletedUpload } from '@elevar/contract';
import { isTestKind, type LanguageCode } from '@elevar/domain';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/errors.ts';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { type FormErrors, useForm } from '../../../../ui/useForm.ts';
import { useAddActivity, useImportHtml, useImportScorm, useUpdateActivity } from '../api.ts';
import { useAuthoringTranslation } from '../i18n.ts';
import { activityKindLabel } from '../labels.ts';
import { uploadKindOf } from '../uploads.ts';
import {
  ACTIVITY_FIELDS,
  type ActivityFormValues,
  activityRequest,
  activityValuesOf,
  EDITOR_ACTIVITY_KINDS,
  emptyActivityValues,
  fieldsOfKind,
  isDownloadOnly,
  presentationOf,
  validateActivity,
} from './activityForm.ts';
import { LanguageTabs, languageOfFirstError } from './LanguageTabs.tsx';
import { UploadField } from './UploadField.tsx';

export interface ActivityDialogProps {
  course: AuthoringCourse;
  opened: boolean;
  /** The activity to edit; null to add one at the end. */
  activity: AuthoringActivity | null;
  onClose(): void;
  onSaved(message: string): void;
}

/** A medium's length in whole seconds, read from the chosen file itself (null when the browser cannot tell). */
function readDuration(file: File, kind: 'video' | 'audio'): Promise<number | null> {
  return new Promise((resolve) => {
    if (typeof URL.createObjectURL !== 'function') return resolve(null);
    const element = document.createElement(kind);
    const url = URL.createObjectURL(file);
    const done = (seconds: number | null) => {
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    element.preload = 'metadata';
    element.onloadedmetadata = () =>
      done(Number.isFinite(element.duration) && element.duration > 0 ? Math.ceil(element.duration) : null);
    element.onerror = () => done(null);
    element.src = url;
  });
}

/**
 * Adding or editing an activity: its kind (when added), title and section heading per language, and the content
 * its kind asks for: an address or an upload, a video id, pages, a length, a least time open.
 */
export function ActivityDialog({ course, opened, activity, onClose, onSaved }: ActivityDialogProps) {
  const { t } = useAuthoringTranslation();
  const shell = useTranslation();
  const add = useAddActivity(course.id);
  const update = useUpdateActivity();
  const [failure, setFailure] = useState<unknown>(null);
  const required = course.default_language;
  const [tab, setTab] = useState<LanguageCode>(required);
  const form = useForm<ActivityFormValues>({ initialValues: emptyActivityValues, fields: ACTIVITY_FIELDS });
  const { values, reset } = form;
  const busy = add.isPending || update.isPending;
  const fields = fieldsOfKind(values.kind);
  const uploadKind = uploadKindOf(values.kind);

  useEffect(() => {
    if (!opened) return;
    reset(activity ? activityValuesOf(activity) : emptyActivityValues());
    setFailure(null);
    setTab(required);
  }, [opened, activity, reset, required]);

  const showErrors = (found: FormErrors) => {
    const language = languageOfFirstError(ACTIVITY_FIELDS, found);
    if (language) setTab(language);
    form.setErrors(found);
  };

  const fail = (error: unknown) => {
    const found: FormErrors = {};
    if (isApiError(error))
      for (const detail of error.details)
        if (ACTIVITY_FIELDS.includes(detail.field)) found[detail.field] ??= { message: detail.message };
    showErrors(found);
    setFailure(Object.keys(found).length > 0 ? null : error);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = validateActivity(values, required, t);
    if (Object.keys(found).length > 0) return showErrors(found);
    const body = activityRequest(values);
    const title = body.title[required] ?? '';
    const done = () => onSaved(t(activity ? 'activities.saved' : 'activities.added', { title }));
    if (activity) update.mutate({ id: activity.id, body }, { onSuccess: done, onError: fail });
    else add.mutate(body, { onSuccess: done, onError: fail });
  };

  const text = (field: 'title' | 'menu', code: LanguageCode, value: string) =>
    form.setValues({ [field]: { ...values[field], [code]: value } }, [`${field}.${code}`]);
  const languageHasError = (code: LanguageCode) =>
    form.error(`title.${code}`) !== undefined || form.error(`menu.${code}`) !== undefined;

  return (
    <Dialog
      opened={opened}
      onClose={() => !busy && onClose()}
      title={t(activity ? 'activities.form.editTitle' : 'activities.form.createTitle')}
      closeOnClickOutside={false}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NativeSelect
            ref={form.ref('kind')}
            label={t('activities.form.kind')}
            description={activity ? t('activities.form.kindFixed') : undefined}
            disabled={activity !== null}
            value={values.kind}
            onChange={(event) => {
              const kind = EDITOR_ACTIVITY_KINDS.find((value) => value === event.currentTarget.value);
              if (kind)
                form.setValues({ kind, presentation: null }, [
                  'kind',
                  'content.url',
                  'content.video_id',
                  'content.pages',
                ]);
            }}
            data={EDITOR_ACTIVITY_KINDS.map((kind) => ({ value: kind, label: activityKindLabel(t, kind) }))}
          />
          {isTestKind(values.kind) && (
            <Text size="sm" c="gray.7">
              {t('activities.testHint')}
            </Text>
          )}
          <LanguageTabs
            label={t('activities.form.textsTabs')}
            value={tab}
            onChange={setTab}
            required={required}
            hasError={languageHasError}
          >
            {(code) => (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  ref={form.ref(`title.${code}`)}
                  label={t('activities.form.titleIn', { language: t(`languages.${code}`) })}
                  withAsterisk={code === required}
                  maxLength={200}
                  value={values.title[code]}
                  onChange={(event) => text('title', code, event.currentTarget.value)}
                  error={form.error(`title.${code}`)}
                />
                <TextInput
                  ref={form.ref(`menu.${code}`)}
                  label={t('activities.form.menuIn', { language: t(`languages.${code}`) })}
                  description={t('activities.form.menuHint')}
                  maxLength={200}
                  value={values.menu[code]}
                  onChange={(event) => text('menu', code, event.currentTarget.value)}
                  error={form.error(`menu.${code}`)}
                />
              </SimpleGrid>
            )}
          </LanguageTabs>
          {fields.url && (
            <Stack gap={6}>
              <TextInput
                ref={form.ref('content.url')}
                label={t('activities.form.url')}
                description={
                  uploadKind
                    ? t('activities.form.urlOrUpload')
                    : values.kind === 'linkedin_slidshare'
                      ? t('activities.form.slideshareHint')
                      : t('activities.form.urlHint')
                }
                withAsterisk
                value={values.url}
                onChange={(event) =>
                  form.setValues({ url: event.currentTarget.value, presentation: null }, ['content.url'])
                }
                error={form.error('content.url')}
              />
              {uploadKind && (
                <UploadFieldFor
                  key={`${values.kind}-${opened}`}
                  kind={values.kind}
                  uploadKind={uploadKind}
                  onUploaded={(file) => {
                    const shown = file.presentation;
                    if (!shown) return form.setValues({ url: file.url, presentation: null }, ['content.url']);
                    form.setValues(
                      {
                        url: file.url,
                        presentation: presentationOf(shown),
                        ...(shown.pages ? { pages: String(shown.pages) } : {}),
                      },
                      ['content.url', 'content.pages'],
                    );
                  }}
                  onDuration={(seconds) => {
                    if (!values.duration.trim())
                      form.setValues({ duration: String(seconds) }, ['duration_seconds']);
                  }}
                />
              )}
              {values.kind === 'ppt' && values.presentation && (
                <Text size="sm" c="teal.9">
                  {values.presentation.downloadOnly
                    ? t('activities.form.pptDownloadOnly')
                    : t(
                        values.presentation.pdfUrl
                          ? 'activities.form.pptConverted'
                          : 'activities.form.pptSlides',
                        {
                          pages: values.pages,
                        },
                      )}
                </Text>
              )}
            </Stack>
          )}
          {values.kind === 'html' &&
            (activity ? (
              <HtmlPackageField activityId={activity.id} />
            ) : (
              <Text size="sm" c="gray.7">
                {t('activities.form.htmlAfter')}
              </Text>
            ))}
          {values.kind === 'scorm' &&
            (activity ? (
              <ScormPackageField activityId={activity.id} />
            ) : (
              <Text size="sm" c="gray.7">
                {t('activities.form.scormAfter')}
              </Text>
            ))}
          {fields.videoId && (
            <TextInput
              ref={form.ref('content.video_id')}
              label={t('activities.form.videoId')}
              description={t(
                values.kind === 'vimeo' ? 'activities.form.vimeoHint' : 'activities.form.youtubeHint',
              )}
              withAsterisk
              value={values.videoId}
              onChange={(event) =>
                form.setValues({ videoId: event.currentTarget.value }, ['content.video_id'])
              }
              error={form.error('content.video_id')}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {fields.pages && !isDownloadOnly(values) && (
              <TextInput
                ref={form.ref('content.pages')}
                label={t('activities.form.pages')}
                withAsterisk
                inputMode="numeric"
                value={values.pages}
                onChange={(event) => form.setValues({ pages: event.currentTarget.value }, ['content.pages'])}
                error={form.error('content.pages')}
              />
            )}
            {fields.duration && (
              <TextInput
                ref={form.ref('duration_seconds')}
                label={t('activities.form.duration')}
                description={t('activities.form.durationHint')}
                inputMode="numeric"
                value={values.duration}
                onChange={(event) =>
                  form.setValues({ duration: event.currentTarget.value }, ['duration_seconds'])
                }
                error={form.error('duration_seconds')}
              />
            )}
            {fields.minSeconds && (
              <TextInput
                ref={form.ref('content.min_seconds')}
                label={t('activities.form.minSeconds')}
                description={t('activities.form.minSecondsHint')}
                inputMode="numeric"
                value={values.minSeconds}
                onChange={(event) =>
                  form.setValues({ minSeconds: event.currentTarget.value }, ['content.min_seconds'])
                }
                error={form.error('content.min_seconds')}
              />
            )}
          </SimpleGrid>
          {failure !== null && <ErrorAlert error={failure} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {shell.t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t(activity ? 'activities.form.save' : 'activities.form.createSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

function UploadFieldFor({
  kind,
  uploadKind,
  onUploaded,
  onDuration,
}: {
  kind: string;
  uploadKind: NonNullable<ReturnType<typeof uploadKindOf>>;
  onUploaded(file: CompletedUpload): void;
  onDuration(seconds: number): void;
}) {
  return (
    <UploadField
      kind={uploadKind}
      onUploaded={onUploaded}
      onChosen={(file) => {
        if (kind !== 'video' && kind !== 'audio') return;
        void readDuration(file, kind).then((seconds) => {
          if (seconds !== null) onDuration(seconds);
        });
      }}
    />
  );
}

/** A SCORM activity's package: uploaded through the chunked path, then imported into the activity. */
function ScormPackageField({ activityId }: { activityId: number }) {
  const { t } = useAuthoringTranslation();
  const importScorm = useImportScorm(activityId);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('activities.form.scormPackage')}
      </Text>
      <UploadField kind="package" onUploaded={(file) => importScorm.mutate(file.id)} />
      {importScorm.isSuccess && (
        <Alert color="teal" variant="light">
          {t('activities.form.scormImported', {
            title: importScorm.data.title,
            version: importScorm.data.version,
          })}
        </Alert>
      )}
      {importScorm.isError && <ErrorAlert error={importScorm.error} />}
    </Stack>
  );
}

/** An html activity's package (a .zip of the page and its files): uploaded, then imported into the activity. */
function HtmlPackageField({ activityId }: { activityId: number }) {
  const { t } = useAuthoringTranslation();
  const importHtml = useImportHtml(activityId);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('activities.form.htmlPackage')}
      </Text>
      <Text size="xs" c="gray.7">
        {t('activities.form.htmlPackageHint')}
      </Text>
      <UploadField kind="package" onUploaded={(file) => importHtml.mutate(file.id)} />
      {importHtml.isSuccess && (
        <Alert color="teal" variant="light">
          {t('activities.form.htmlImported', {
            entry: importHtml.data.entry,
            version: importHtml.data.version,
          })}
        </Alert>
      )}
      {importHtml.isError && <ErrorAlert error={importHtml.error} />}
    </Stack>
  );
}
