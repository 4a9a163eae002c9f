import '@mantine/core/styles/Table.css';
import { LANGUAGE_CODES, type LanguageCode } from '@elevar/domain';
import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../../../api/errors.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { DataTable, DataTableActionsTd, DataTableActionsTh } from '../../../ui/DataTable.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { EmptyList, type ListQuery, QueryList } from '../../../ui/ListState.tsx';
import { type FormErrors, useForm } from '../../../ui/useForm.ts';
import { useContentTranslation } from '../i18n.ts';

export type CategoryNames = Record<LanguageCode, string>;

/** A category as its editors see it: its name in their language, every language's, and what it holds. */
export interface EditableCategory {
  id: number;
  name: string;
  names: Record<string, string>;
  count: number;
}

/** What the list's server does; each settles when the server answered (a refusal rejects with its error). */
export interface CategoryActions {
  create(names: CategoryNames): Promise<unknown>;
  rename(id: number, names: CategoryNames): Promise<unknown>;
  remove(id: number): Promise<unknown>;
  /** Every category's id in the new order; absent: the list keeps the order it has. */
  reorder?: (ids: number[]) => Promise<unknown>;
}

export interface CategoriesEditorProps {
  /** The heading of the section (its level and id come from `headingOrder`/`headingId`). */
  title: string;
  headingOrder?: 1 | 2;
  headingId: string;
  /** The column of what a category holds ("Articles", "Files"…). */
  countLabel: string;
  empty: string;
  /** The confirmation's text: what becomes of what the category holds. */
  deleteBody(name: string): string;
  query: ListQuery<{ results: readonly EditableCategory[] }>;
  actions: CategoryActions;
  /** The outcome of an action, for the page's announced feedback. */
  onNote(note: string): void;
  /** Beside the "new category" button. */
  extra?: ReactNode;
}

const EMPTY: CategoryNames = { 'pt-BR': '', 'en-US': '', 'es-ES': '', 'fr-FR': '' };
const FIELDS = LANGUAGE_CODES.map((code) => `names.${code}`);

/** A category's names in the four languages, each required (the contract's TranslatedText). */
function CategoryForm({
  category,
  actions,
  onDone,
}: {
  category: EditableCategory | null;
  actions: CategoryActions;
  onDone(note: string): void;
}) {
  const { t } = useContentTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<CategoryNames>({
    initialValues: () => ({ ...EMPTY, ...(category?.names ?? {}) }),
    fields: FIELDS,
    validate: (values) => {
      const errors: FormErrors = {};
      for (const code of LANGUAGE_CODES)
        if (!values[code].trim()) errors[`names.${code}`] = { code: 'field.required' };
      return errors;
    },
  });
  const submit = form.onSubmit(async (names) => {
    setFailure(null);
    setSaving(true);
    try {
      await (category ? actions.rename(category.id, names) : actions.create(names));
      onDone(t('categories.saved'));
    } catch (error) {
      const found: FormErrors = {};
      if (isApiError(error))
        for (const detail of error.details)
          if (FIELDS.includes(detail.field)) found[detail.field] ??= { message: detail.message };
      form.setErrors(found);
      setFailure(Object.keys(found).length > 0 ? null : error);
    } finally {
      setSaving(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate ref={form.formRef}>
      <Stack gap="sm">
        {LANGUAGE_CODES.map((code) => (
          <TextInput
            key={code}
            name={`names.${code}`}
            lang={code}
            label={t('categories.nameIn', { language: t(`admin.languages.${code}`) })}
            maxLength={256}
            required
            value={form.values[code]}
            onChange={(event) => form.setValue(code, event.currentTarget.value)}
            error={form.error(`names.${code}`)}
          />
        ))}
        {failure !== null && <ErrorAlert error={failure} />}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('categories.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A category list for its editors (news, FAQ, library): each with what it holds; created and renamed in the four
 * languages in a dialog, moved up or down when the list has an order, deleted after a confirmation that says what
 * becomes of its contents (the server's refusal shown).
 */
export function CategoriesEditor({
  title,
  headingOrder = 2,
  headingId,
  countLabel,
  empty,
  deleteBody,
  query,
  actions,
  onNote,
  extra,
}: CategoriesEditorProps) {
  const { t } = useContentTranslation();
  const [dialog, setDialog] = useState<EditableCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EditableCategory | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const act = async (work: () => Promise<unknown>, note: string) => {
    setFailure(null);
    setBusy(true);
    try {
      await work();
      onNote(note);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const move = (list: readonly EditableCategory[], index: number, by: -1 | 1) => {
    const ids = list.map((category) => category.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined || !actions.reorder) return;
    ids.splice(index + by, 0, moved);
    const reorder = actions.reorder;
    void act(() => reorder(ids), t('categories.reordered'));
  };
  const close = (note?: string) => {
    setDialog(null);
    if (note) onNote(note);
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end">
        <Title order={headingOrder} size={headingOrder === 1 ? undefined : 'h3'} id={headingId}>
          {title}
        </Title>
        <Group gap="xs">
          {extra}
          <Button variant="default" onClick={() => setDialog('new')}>
            {t('categories.new')}
          </Button>
        </Group>
      </Group>
      {failure !== null && <ErrorAlert error={failure} />}
      <QueryList query={query} empty={<EmptyList>{empty}</EmptyList>}>
        {(data) => (
          <DataTable caption={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('categories.name')}</Table.Th>
                <Table.Th>{countLabel}</Table.Th>
                <DataTableActionsTh>{t('categories.actions')}</DataTableActionsTh>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.results.map((category, index) => (
                <Table.Tr key={category.id}>
                  <Table.Td>{category.name}</Table.Td>
                  <Table.Td>{category.count}</Table.Td>
                  <DataTableActionsTd>
                    <Group gap="xs" wrap="nowrap">
                      {actions.reorder && (
                        <>
                          <Button
                            size="xs"
                            variant="default"
                            disabled={busy || index === 0}
                            aria-label={t('categories.moveUp', { name: category.name })}
                            onClick={() => move(data.results, index, -1)}
                          >
                            {t('categories.up')}
                          </Button>
                          <Button
                            size="xs"
                            variant="default"
                            disabled={busy || index === data.results.length - 1}
                            aria-label={t('categories.moveDown', { name: category.name })}
                            onClick={() => move(data.results, index, 1)}
                          >
                            {t('categories.down')}
                          </Button>
                        </>
                      )}
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('categories.renameNamed', { name: category.name })}
                        onClick={() => setDialog(category)}
                      >
                        {t('categories.rename')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        color="red"
                        aria-label={t('categories.deleteNamed', { name: category.name })}
                        onClick={() => {
                          setFailure(null);
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
      </QueryList>
      <Dialog
        opened={dialog !== null}
        onClose={() => close()}
        title={
          dialog === 'new' || dialog === null
            ? t('categories.new')
            : t('categories.renameNamed', { name: dialog.name })
        }
      >
        {dialog !== null && (
          <CategoryForm
            key={dialog === 'new' ? 'new' : dialog.id}
            category={dialog === 'new' ? null : dialog}
            actions={actions}
            onDone={close}
          />
        )}
      </Dialog>
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('categories.deleteTitle')}
        confirmLabel={t('categories.delete')}
        color="red"
        loading={busy}
        onConfirm={() => {
          if (!deleting) return;
          const id = deleting.id;
          void act(() => actions.remove(id), t('categories.deleted')).finally(() => setDeleting(null));
        }}
      >
        <Text>{deleteBody(deleting?.name ?? '')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
