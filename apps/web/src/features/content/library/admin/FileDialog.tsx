import '@mantine/core/styles/Checkbox.css';
import type { AdminLibraryCategory, AdminLibraryFile } from '@elevar/contract';
import { LANGUAGE_CODES, type LanguageCode } from '@elevar/domain';
import { Button, Checkbox, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../../api/errors.ts';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { type FormErrors, useForm } from '../../../../ui/useForm.ts';
import { useContentTranslation } from '../../i18n.ts';
import { useLibraryEditing, useUserGroups } from '../api.ts';
import { useLibraryTranslation } from '../i18n.ts';

interface FileValues {
  title: string;
  description: string;
  category_id: string;
  languages: LanguageCode[];
  group_ids: string[];
}
const FIELDS = ['title', 'description', 'category_id', 'languages', 'group_ids'] as const;

/** A file's title, description, category and the languages it appears in (none checked: every language). */
function FileForm({
  file,
  categories,
  onDone,
}: {
  file: AdminLibraryFile;
  categories: readonly AdminLibraryCategory[];
  onDone(note: string): void;
}) {
  const { t } = useLibraryTranslation();
  const content = useContentTranslation();
  const editing = useLibraryEditing();
  const groups = useUserGroups();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<FileValues>({
    initialValues: () => ({
      title: file.title,
      description: file.description,
      category_id: String(file.category_id),
      languages: file.languages ?? [],
      group_ids: file.group_ids.map(String),
    }),
    fields: FIELDS,
    validate: (values) => {
      const errors: FormErrors = {};
      if (!values.title.trim()) errors.title = { code: 'field.required' };
      return errors;
    },
  });
  const submit = form.onSubmit((values) =>
    editing.updateFile.mutate(
      {
        id: file.id,
        body: {
          title: values.title,
          description: values.description,
          category_id: Number(values.category_id),
          languages: values.languages.length > 0 ? values.languages : null,
          group_ids: values.group_ids.map(Number),
        },
      },
      {
        onSuccess: () => onDone(t('admin.saved')),
        onError: (error) => {
          const found: FormErrors = {};
          if (isApiError(error))
            for (const detail of error.details) {
              // `group_ids.1`: the list's field
              const field = detail.field.split('.')[0] ?? '';
              if ((FIELDS as readonly string[]).includes(field)) found[field] ??= { message: detail.message };
            }
          form.setErrors(found);
          setFailure(Object.keys(found).length > 0 ? null : error);
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate ref={form.formRef}>
      <Stack gap="sm">
        <TextInput
          name="title"
          label={t('admin.fileTitle')}
          required
          maxLength={256}
          value={form.values.title}
          onChange={(event) => form.setValue('title', event.currentTarget.value)}
          error={form.error('title')}
        />
        <Textarea
          name="description"
          label={t('admin.description')}
          maxLength={1000}
          rows={3}
          value={form.values.description}
          onChange={(event) => form.setValue('description', event.currentTarget.value)}
          error={form.error('description')}
        />
        <NativeSelect
          name="category_id"
          label={t('admin.category')}
          data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          value={form.values.category_id}
          onChange={(event) => form.setValue('category_id', event.currentTarget.value)}
          error={form.error('category_id')}
        />
        <Checkbox.Group
          label={t('admin.languages')}
          description={t('admin.languagesHint')}
          value={form.values.languages}
          onChange={(value) => form.setValue('languages', value as LanguageCode[])}
          error={form.error('languages')}
        >
          <Group gap="md" mt={4}>
            {LANGUAGE_CODES.map((code) => (
              <Checkbox key={code} value={code} label={content.t(`admin.languages.${code}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group
          label={t('admin.groups')}
          description={t('admin.groupsHint')}
          value={form.values.group_ids}
          onChange={(value) => form.setValue('group_ids', value)}
          error={form.error('group_ids')}
        >
          {(groups.data ?? []).length === 0 ? (
            <Text size="sm" c="gray.7" mt={4}>
              {t('admin.noGroups')}
            </Text>
          ) : (
            <Group gap="md" mt={4}>
              {(groups.data ?? []).map((group) => (
                <Checkbox key={group.id} value={String(group.id)} label={group.name} />
              ))}
            </Group>
          )}
        </Checkbox.Group>
        {failure !== null && <ErrorAlert error={failure} />}
        <Group justify="flex-end">
          <Button type="submit" loading={editing.updateFile.isPending}>
            {t('admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function FileDialog({
  file,
  categories,
  onClose,
}: {
  file: AdminLibraryFile | null;
  categories: readonly AdminLibraryCategory[];
  onClose(note?: string): void;
}) {
  const { t } = useLibraryTranslation();
  return (
    <Dialog opened={file !== null} onClose={() => onClose()} title={t('admin.editFile')}>
      {file && <FileForm key={file.id} file={file} categories={categories} onDone={onClose} />}
    </Dialog>
  );
}
