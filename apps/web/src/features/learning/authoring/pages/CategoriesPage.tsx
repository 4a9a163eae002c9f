import type { CourseCategory } from '@elevar/contract';
import { LANGUAGE_CODES, type LanguageCode } from '@elevar/domain';
import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/errors.ts';
import { StaffListPage } from '../../../../app/staff/StaffListPage.tsx';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { DataTable, DataTableActionsTd, DataTableActionsTh } from '../../../../ui/DataTable.tsx';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { EmptyList } from '../../../../ui/ListState.tsx';
import { type FormErrors, useForm } from '../../../../ui/useForm.ts';
import { useCategories, useDeleteCategory, useSaveCategory } from '../api.ts';
import { perLanguage } from '../components/courseForm.ts';
import { useAuthoringTranslation } from '../i18n.ts';

interface CategoryValues {
  names: Record<LanguageCode, string>;
  position: string;
}

const FIELDS = [...LANGUAGE_CODES.map((code) => `names.${code}`), 'position'];

function CategoryDialog({
  opened,
  category,
  onClose,
  onSaved,
}: {
  opened: boolean;
  category: CourseCategory | null;
  onClose(): void;
  onSaved(message: string): void;
}) {
  const { t, i18n } = useAuthoringTranslation();
  const shell = useTranslation();
  const save = useSaveCategory();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<CategoryValues>({
    initialValues: { names: perLanguage(), position: '' },
    fields: FIELDS,
    validate: (values) => {
      const errors: FormErrors = {};
      for (const code of LANGUAGE_CODES)
        if (!values.names[code].trim()) errors[`names.${code}`] = { code: 'field.required' };
      if (values.position.trim() && !/^\d{1,6}$/.test(values.position.trim()))
        errors.position = { code: 'field.invalid' };
      return errors;
    },
  });
  const { values, reset } = form;
  useEffect(() => {
    if (!opened) return;
    reset({
      names: perLanguage(category?.names),
      position: category ? String(category.position) : '',
    });
    setFailure(null);
  }, [opened, category, reset]);

  const submit = form.onSubmit((current) => {
    setFailure(null);
    const names = Object.fromEntries(
      LANGUAGE_CODES.map((code) => [code, current.names[code].trim()]),
    ) as Record<LanguageCode, string>;
    const position = current.position.trim() ? Number(current.position) : undefined;
    save.mutate(
      { id: category?.id ?? null, body: { names, position } },
      {
        onSuccess: () =>
          onSaved(
            t(category ? 'categories.saved' : 'categories.created', {
              name: names[i18n.language as LanguageCode] ?? names['pt-BR'],
            }),
          ),
        onError: (error) => {
          const found: FormErrors = {};
          if (isApiError(error))
            for (const detail of error.details)
              if (FIELDS.includes(detail.field)) found[detail.field] ??= { message: detail.message };
          form.setErrors(found);
          setFailure(Object.keys(found).length > 0 ? null : error);
        },
      },
    );
  });

  return (
    <Dialog
      opened={opened}
      onClose={() => !save.isPending && onClose()}
      title={t(category ? 'categories.form.editTitle' : 'categories.form.createTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {LANGUAGE_CODES.map((code) => (
            <TextInput
              key={code}
              ref={form.ref(`names.${code}`)}
              label={t('categories.form.nameIn', { language: t(`languages.${code}`) })}
              withAsterisk
              maxLength={200}
              value={values.names[code]}
              onChange={(event) =>
                form.setValues({ names: { ...values.names, [code]: event.currentTarget.value } }, [
                  `names.${code}`,
                ])
              }
              error={form.error(`names.${code}`)}
            />
          ))}
          <TextInput
            ref={form.ref('position')}
            label={t('categories.form.position')}
            description={t('categories.form.positionHint')}
            inputMode="numeric"
            {...form.inputProps('position')}
          />
          {failure !== null && <ErrorAlert error={failure} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {shell.t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t(category ? 'categories.form.save' : 'categories.form.createSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

/** Programme administrators: the course categories, named in the four languages; one in use is not deleted. */
export function CategoriesPage() {
  const { t } = useAuthoringTranslation();
  const query = useCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<{ category: CourseCategory | null } | null>(null);
  const [deleting, setDeleting] = useState<CourseCategory | null>(null);
  const [feedback, setFeedback] = useState<string | null>(null);
  const list = {
    ...query,
    data: query.data && { results: query.data.results, count: query.data.results.length },
  };
  return (
    <StaffListPage
      title={t('categories.title')}
      actions={
        <Button
          onClick={() => {
            setFeedback(null);
            setEditing({ category: null });
          }}
        >
          {t('categories.create')}
        </Button>
      }
      intro={<Text maw={720}>{t('categories.intro')}</Text>}
      feedback={
        feedback && (
          <Alert color="teal" variant="light">
            {feedback}
          </Alert>
        )
      }
      query={list}
      empty={<EmptyList>{t('categories.empty')}</EmptyList>}
      page={1}
      pageSize={Math.max(1, list.data?.count ?? 1)}
      onPageChange={() => undefined}
      after={
        <>
          <CategoryDialog
            opened={editing !== null}
            category={editing?.category ?? null}
            onClose={() => setEditing(null)}
            onSaved={(message) => {
              setEditing(null);
              setFeedback(message);
            }}
          />
          <ConfirmDialog
            opened={deleting !== null}
            onClose={() => setDeleting(null)}
            onConfirm={() => {
              if (!deleting) return;
              const name = deleting.name;
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  setDeleting(null);
                  setFeedback(t('categories.deleted', { name }));
                },
              });
            }}
            title={t('categories.deleteTitle')}
            confirmLabel={t('categories.delete')}
            color="red"
            loading={remove.isPending}
          >
            <Text size="sm">{deleting ? t('categories.deleteBody', { name: deleting.name }) : ''}</Text>
            {remove.isError && <ErrorAlert error={remove.error} />}
          </ConfirmDialog>
        </>
      }
    >
      {(data) => (
        <DataTable caption={t('categories.count', { count: data.count })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('categories.columns.name')}</Table.Th>
              <Table.Th scope="col">{t('categories.columns.position')}</Table.Th>
              <Table.Th scope="col">{t('categories.columns.courses')}</Table.Th>
              <DataTableActionsTh>{t('categories.columns.actions')}</DataTableActionsTh>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.results.map((category) => (
              <Table.Tr key={category.id}>
                <Table.Th scope="row" fw={600}>
                  {category.name}
                </Table.Th>
                <Table.Td>{category.position}</Table.Td>
                <Table.Td>{category.course_count}</Table.Td>
                <DataTableActionsTd>
                  <Group gap={6} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t('categories.editLabel', { name: category.name })}
                      onClick={() => {
                        setFeedback(null);
                        setEditing({ category });
                      }}
                    >
                      {t('categories.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={t('categories.deleteLabel', { name: category.name })}
                      onClick={() => {
                        remove.reset();
                        setFeedback(null);
                        setDeleting(category);
                      }}
                    >
                      {t('categories.delete')}
                    </Button>
                  </Group>
                </DataTableActionsTd>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </DataTable>
      )}
    </StaffListPage>
  );
}
