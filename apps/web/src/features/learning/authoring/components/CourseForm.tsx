import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Switch.css';
import type { AuthoringCourse } from '@elevar/contract';
import { ENROLMENT_RULES, type EnrolmentRule, LANGUAGE_CODES, type LanguageCode } from '@elevar/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../../api/errors.ts';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { type FormErrors, useForm } from '../../../../ui/useForm.ts';
import { useLearningFilters } from '../../api.ts';
import { useCoursePicker, useCreateCourse, useUpdateCourse } from '../api.ts';
import { useAuthoringTranslation } from '../i18n.ts';
import classes from './authoring.module.css';
import {
  type AuthoredCourseKind,
  COURSE_FIELDS,
  type CourseFormValues,
  courseValuesOf,
  createRequest,
  emptyCourseValues,
  LINK_LISTS,
  type LinkList,
  updateRequest,
  validateCourse,
} from './courseForm.ts';
import { LanguageTabs, languageOfFirstError } from './LanguageTabs.tsx';

export interface CourseFormProps {
  /** The course to edit; null to create one. */
  course: AuthoringCourse | null;
  /** After a save, with the course as stored. */
  onSaved(course: AuthoringCourse): void;
}

const LIST_KEYS: Record<LinkList, 'categories' | 'tags' | 'groups' | 'areas'> = {
  category_ids: 'categories',
  tag_ids: 'tags',
  group_ids: 'groups',
  area_ids: 'areas',
};

function PrerequisitePicker({
  courseId,
  value,
  current,
  onChange,
  error,
  fieldRef,
}: {
  courseId: number | null;
  value: string;
  current: { id: number; title: string } | null;
  onChange(value: string): void;
  error: string | undefined;
  fieldRef(element: HTMLElement | null): void;
}) {
  const { t } = useAuthoringTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const picker = useCoursePicker(debounced);
  const options = (picker.data?.results ?? []).filter((course) => course.id !== courseId);
  const chosen = value && !options.some((course) => String(course.id) === value) ? current : null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        type="search"
        label={t('editor.prerequisiteSearch')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maxLength={100}
      />
      <NativeSelect
        ref={fieldRef}
        label={t('editor.prerequisite')}
        description={t('editor.prerequisiteHint')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        data={[
          { value: '', label: t('editor.prerequisiteNone') },
          ...(chosen ? [{ value: String(chosen.id), label: chosen.title }] : []),
          ...options.map((course) => ({
            value: String(course.id),
            label: course.title || t('list.untitled'),
          })),
        ]}
      />
    </SimpleGrid>
  );
}

/**
 * A course's own fields: texts per language in tabs (a tab whose field is in error says so, and a failed check or
 * save opens it and focuses the field), kind (on creation), cover, the lists it is linked to, workload, points,
 * prerequisite, enrolment rule, languages and the blocked menu. Saved whole with `ui/useForm`.
 */
export function CourseForm({ course, onSaved }: CourseFormProps) {
  const { t, i18n } = useAuthoringTranslation();
  const create = useCreateCourse();
  const update = useUpdateCourse(course?.id ?? 0);
  const lists = useLearningFilters();
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const interfaceLanguage = (LANGUAGE_CODES.find((code) => code === i18n.language) ??
    'pt-BR') as LanguageCode;
  const required = course?.default_language ?? null;
  const [tab, setTab] = useState<LanguageCode>(required ?? interfaceLanguage);
  const form = useForm<CourseFormValues>({
    initialValues: () => (course ? courseValuesOf(course) : emptyCourseValues()),
    fields: COURSE_FIELDS,
  });
  const { values, reset } = form;
  const busy = create.isPending || update.isPending;

  // a course read again (a status changed, an activity was added) becomes the starting point, unless the author
  // has typed something not saved yet
  const dirty = useRef(false);
  dirty.current = form.isDirty();
  useEffect(() => {
    if (course && !dirty.current) reset(courseValuesOf(course));
  }, [course, reset]);

  /** Shows errors: the tab of the first one in error opens, then the field gets the focus. */
  const showErrors = (found: FormErrors) => {
    const language = languageOfFirstError(COURSE_FIELDS, found);
    if (language) setTab(language);
    form.setErrors(found);
  };

  const fail = (error: unknown) => {
    const found: FormErrors = {};
    if (isApiError(error))
      for (const detail of error.details) {
        const field = COURSE_FIELDS.find(
          (name) => name === detail.field || detail.field.startsWith(`${name}.`),
        );
        if (field) found[field] ??= { message: detail.message };
      }
    showErrors(found);
    setFailure(Object.keys(found).length > 0 ? null : error);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setSaved(null);
    const found = validateCourse(values, required, interfaceLanguage);
    if (Object.keys(found).length > 0) return showErrors(found);
    const done = (stored: AuthoringCourse) => {
      reset(courseValuesOf(stored));
      setSaved(t(course ? 'editor.saved' : 'editor.created'));
      onSaved(stored);
    };
    if (course) update.mutate(updateRequest(values), { onSuccess: done, onError: fail });
    else create.mutate(createRequest(values), { onSuccess: done, onError: fail });
  };

  const change = (patch: Partial<CourseFormValues>, fields?: readonly string[]) => {
    setSaved(null);
    form.setValues(patch, fields);
  };
  const text = (field: 'title' | 'description', code: LanguageCode, value: string) =>
    change({ [field]: { ...values[field], [code]: value } }, [`${field}.${code}`]);
  const languageHasError = (code: LanguageCode) =>
    form.error(`title.${code}`) !== undefined || form.error(`description.${code}`) !== undefined;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="course-form-heading">
      <Stack gap="md">
        <Text id="course-form-heading" fw={700} size="lg" component="h2">
          {t('editor.details')}
        </Text>
        {course ? (
          <Text size="sm">
            {t('editor.kind')}: {t(`kinds.${course.kind}`)}
          </Text>
        ) : (
          <Radio.Group
            label={t('editor.kind')}
            value={values.kind}
            onChange={(value) => change({ kind: value as AuthoredCourseKind })}
            error={form.error('kind')}
          >
            <Group gap="lg" mt={4}>
              <Radio value="online_course" label={t('kinds.online_course')} ref={form.ref('kind')} />
              <Radio value="podcast" label={t('kinds.podcast')} />
            </Group>
          </Radio.Group>
        )}
        <fieldset className={classes.fieldset}>
          <legend>{t('editor.texts')}</legend>
          <Text size="sm" c="gray.7" mb="sm">
            {required
              ? t('editor.textsHint', { language: t(`languages.${required}`) })
              : t('editor.textsHintNew')}
          </Text>
          <LanguageTabs
            label={t('editor.textsTabs')}
            value={tab}
            onChange={setTab}
            required={required}
            hasError={languageHasError}
          >
            {(code) => (
              <Stack gap="sm">
                <TextInput
                  ref={form.ref(`title.${code}`)}
                  label={t('editor.titleIn', { language: t(`languages.${code}`) })}
                  withAsterisk={required === code}
                  value={values.title[code]}
                  maxLength={200}
                  onChange={(event) => text('title', code, event.currentTarget.value)}
                  error={form.error(`title.${code}`)}
                />
                <Textarea
                  ref={form.ref(`description.${code}`)}
                  label={t('editor.descriptionIn', { language: t(`languages.${code}`) })}
                  rows={4}
                  maxLength={5000}
                  value={values.description[code]}
                  onChange={(event) => text('description', code, event.currentTarget.value)}
                  error={form.error(`description.${code}`)}
                />
              </Stack>
            )}
          </LanguageTabs>
        </fieldset>
        <TextInput
          ref={form.ref('cover_url')}
          label={t('editor.cover')}
          description={t('editor.coverHint')}
          value={values.cover_url}
          onChange={(event) => change({ cover_url: event.currentTarget.value })}
          error={form.error('cover_url')}
        />
        {LINK_LISTS.map((list) => {
          const options = lists.data?.[LIST_KEYS[list]] ?? [];
          return (
            <Checkbox.Group
              key={list}
              label={t(`editor.${LIST_KEYS[list]}`)}
              description={list === 'group_ids' ? t('editor.groupsHint') : undefined}
              value={values[list]}
              onChange={(value) => change({ [list]: value })}
              error={form.error(list)}
            >
              {options.length === 0 ? (
                <Text size="sm" c="gray.7" mt={4}>
                  {t('editor.noOptions')}
                </Text>
              ) : (
                <Group gap="md" mt={6}>
                  {options.map((option, index) => (
                    <Checkbox
                      key={option.id}
                      value={String(option.id)}
                      label={option.name}
                      ref={index === 0 ? form.ref(list) : undefined}
                    />
                  ))}
                </Group>
              )}
            </Checkbox.Group>
          );
        })}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            ref={form.ref('workload_minutes')}
            label={t('editor.workload')}
            inputMode="numeric"
            value={values.workload_minutes}
            onChange={(event) => change({ workload_minutes: event.currentTarget.value })}
            error={form.error('workload_minutes')}
          />
          <TextInput
            ref={form.ref('points')}
            label={t('editor.points')}
            description={t('editor.pointsHint')}
            inputMode="numeric"
            value={values.points}
            onChange={(event) => change({ points: event.currentTarget.value })}
            error={form.error('points')}
          />
        </SimpleGrid>
        {course && course.published_points !== null && (
          <Alert color="blue" variant="light">
            {t('editor.pointsFrozen', { points: course.published_points })}
          </Alert>
        )}
        <PrerequisitePicker
          courseId={course?.id ?? null}
          value={values.prerequisite_course_id}
          current={course?.prerequisite ?? null}
          onChange={(value) => change({ prerequisite_course_id: value })}
          error={form.error('prerequisite_course_id')}
          fieldRef={form.ref('prerequisite_course_id')}
        />
        <NativeSelect
          ref={form.ref('enrolment_rule')}
          label={t('editor.enrolmentRule')}
          value={values.enrolment_rule}
          onChange={(event) => change({ enrolment_rule: event.currentTarget.value as EnrolmentRule })}
          data={ENROLMENT_RULES.map((rule) => ({ value: rule, label: t(`enrolmentRules.${rule}`) }))}
          error={form.error('enrolment_rule')}
        />
        <Checkbox.Group
          label={t('editor.languages')}
          description={t('editor.languagesHint')}
          value={values.languages}
          onChange={(value) => change({ languages: value as LanguageCode[] })}
          error={form.error('languages')}
        >
          <Group gap="md" mt={6}>
            {LANGUAGE_CODES.map((code, index) => (
              <Checkbox
                key={code}
                value={code}
                label={t(`languages.${code}`)}
                ref={index === 0 ? form.ref('languages') : undefined}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <Switch
          label={t('editor.blockedMenu')}
          description={t('editor.blockedMenuHint')}
          checked={values.blocked_menu}
          onChange={(event) => change({ blocked_menu: event.currentTarget.checked })}
        />
        <Switch
          label={t('certificate.grants')}
          description={t('certificate.grantsHint')}
          checked={values.grants_certificate}
          onChange={(event) => change({ grants_certificate: event.currentTarget.checked })}
        />
        {course?.can_publish && (
          <Switch
            label={t('editor.inPortfolio')}
            description={t('editor.inPortfolioHint')}
            checked={values.in_portfolio}
            onChange={(event) => change({ in_portfolio: event.currentTarget.checked })}
          />
        )}
        {failure !== null && <ErrorAlert error={failure} />}
        <div aria-live="polite">
          {saved && (
            <Alert color="teal" variant="light">
              {saved}
            </Alert>
          )}
        </div>
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t(course ? 'editor.save' : 'editor.createSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
