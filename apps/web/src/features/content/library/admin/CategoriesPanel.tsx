import '@mantine/core/styles/Table.css';
import type { AdminLibraryCategory } from '@elevar/contract';
import { LANGUAGE_CODES, type LanguageCode } from '@elevar/domain';
import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../../api/errors.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { DataTable, DataTableActionsTd, DataTableActionsTh } from '../../../../ui/DataTable.tsx';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { EmptyList, QueryList } from '../../../../ui/ListState.tsx';
import { type FormErrors, useForm } from '../../../../ui/useForm.ts';
import { useContentTranslation } from '../../i18n.ts';
import { useAdminLibraryCategories, useLibraryEditing } from '../api.ts';
import { useLibraryTranslation } from '../i18n.ts';

type Names = Record<LanguageCode, string>;
const EMPTY: Names = { 'pt-BR': '', 'en-US': '', 'es-ES': '', 'fr-FR': '' };
const FIELDS = LANGUAGE_CODES.map((code) => `names.${code}`);

/** A category's names in the four languages, each required (the contract's TranslatedText). */
function CategoryForm({
  category,
  onDone,
}: {
  category: AdminLibraryCategory | null;
  onDone(note: string): void;
}) {
  const { t } = useLibraryTranslation();
  const content = useContentTranslation();
  const editing = useLibraryEditing();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Names>({
    initialValues: () => ({ ...EMPTY, ...(category?.names ?? {}) }),
    fields: FIELDS,
    validate: (values) => {
      const errors: FormErrors = {};
      for (const code of LANGUAGE_CODES)
        if (!values[code].trim()) errors[`names.${code}`] = { code: 'field.required' };
      return errors;
    },
  });
  const submit = form.onSubmit((names) => {
    setFailure(null);
    const done = {
      onSuccess: () => onDone(t('admin.saved')),
      onError: (error: unknown) => {
        const found: FormErrors = {};
        if (isApiError(error))
          for (const detail of error.details)
            if (FIELDS.includes(detail.field)) found[detail.field] ??= { message: detail.message };
        form.setErrors(found);
        setFailure(Object.keys(found).length > 0 ? null : error);
      },
    };
    if (category) editing.updateCategory.mutate({ id: category.id, body: { names } }, done);
    else editing.createCategory.mutate({ names }, done);
  });
  return (
    <form onSubmit={submit} noValidate ref={form.formRef}>
      <Stack gap="sm">
        {LANGUAGE_CODES.map((code) => (
          <TextInput
            key={code}
            name={`names.${code}`}
            lang={code}
            label={t('admin.categoryName', { language: content.t(`admin.languages.${code}`) })}
            maxLength={256}
            required
            value={form.values[code]}
            onChange={(event) => form.setValue(code, event.currentTarget.value)}
            error={form.error(`names.${code}`)}
          />
        ))}
        {failure !== null && <ErrorAlert error={failure} />}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={editing.createCategory.isPending || editing.updateCategory.isPending}
          >
            {t('admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The library's categories for its editors: each with its files, renamed in the four languages (its address stays)
 * or deleted when empty (the server refuses one with files and says why).
 */
export function CategoriesPanel({ onNote }: { onNote(note: string): void }) {
  const { t } = useLibraryTranslation();
  const categories = useAdminLibraryCategories();
  const editing = useLibraryEditing();
  const [dialog, setEditing] = useState<AdminLibraryCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminLibraryCategory | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const close = (note?: string) => {
    setEditing(null);
    if (note) onNote(note);
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="library-categories-title">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3" id="library-categories-title">
          {t('admin.categories')}
        </Title>
        <Button variant="default" onClick={() => setEditing('new')}>
          {t('admin.newCategory')}
        </Button>
      </Group>
      {failure !== null && <ErrorAlert error={failure} />}
      <QueryList query={categories} empty={<EmptyList>{t('admin.noCategories')}</EmptyList>}>
        {(data) => (
          <DataTable caption={t('admin.categories')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.columns.category')}</Table.Th>
                <Table.Th>{t('admin.files')}</Table.Th>
                <DataTableActionsTh>{t('admin.columns.actions')}</DataTableActionsTh>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.results.map((category) => (
                <Table.Tr key={category.id}>
                  <Table.Td>{category.name}</Table.Td>
                  <Table.Td>{category.file_count}</Table.Td>
                  <DataTableActionsTd>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('admin.renameNamed', { name: category.name })}
                        onClick={() => setEditing(category)}
                      >
                        {t('admin.rename')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        color="red"
                        aria-label={t('admin.deleteNamed', { name: category.name })}
                        onClick={() => {
                          setFailure(null);
                          setDeleting(category);
                        }}
                      >
                        {t('admin.delete')}
                      </Button>
                    </Group>
                  </DataTableActionsTd>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        )}
      </QueryList>
      <Dialog
        opened={dialog !== null}
        onClose={() => close()}
        title={
          dialog === 'new' || dialog === null
            ? t('admin.newCategory')
            : t('admin.renameNamed', { name: dialog.name })
        }
      >
        {dialog !== null && (
          <CategoryForm
            key={dialog === 'new' ? 'new' : dialog.id}
            category={dialog === 'new' ? null : dialog}
            onDone={close}
          />
        )}
      </Dialog>
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('admin.deleteCategoryTitle')}
        confirmLabel={t('admin.delete')}
        color="red"
        loading={editing.deleteCategory.isPending}
        onConfirm={() =>
          deleting &&
          editing.deleteCategory.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              onNote(t('admin.deleted'));
            },
            onError: (error) => {
              setDeleting(null);
              setFailure(error);
            },
          })
        }
      >
        <Text>{t('admin.deleteCategoryBody', { name: deleting?.name ?? '' })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
