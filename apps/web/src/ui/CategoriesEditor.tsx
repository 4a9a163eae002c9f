import '@mantine/core/styles/Table.css';
import { LANGUAGE_CODES, type LanguageCode } from '@elevar/domain';
import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../api/errors.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DataTable, DataTableActionsTd, DataTableActionsTh } from './DataTable.tsx';
import { Dialog } from './Dialog.tsx';
import { ErrorAlert } from './ErrorAlert.tsx';
import { EmptyList, type ListQuery, QueryList } from './ListState.tsx';
import { type FormErrors, useForm } from './useForm.ts';

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
  /** The editor's texts, in the screen's namespace (ui/ keeps no texts of its own). */
  labels: CategoriesEditorLabels;
}

/** Every text the editor shows, from the screen that uses it (a category list, a store's departments…). */
export interface CategoriesEditorLabels {
  /** The name column's heading. */
  name: string;
  actions: string;
  /** The create button's and dialog's title ("New category"). */
  create: string;
  /** A name field's label in a language. */
  nameIn(language: LanguageCode): string;
  save: string;
  rename: string;
  renameNamed(name: string): string;
  up: string;
  down: string;
  moveUp(name: string): string;
  moveDown(name: string): string;
  delete: string;
  deleteNamed(name: string): string;
  /** The removal confirmation's title. */
  deleteTitle: string;
  /** Announced after a create or rename, a removal, a move. */
  saved: string;
  deleted: string;
  reordered: string;
}

const EMPTY: CategoryNames = { 'pt-BR': '', 'en-US': '', 'es-ES': '', 'fr-FR': '' };
const FIELDS = LANGUAGE_CODES.map((code) => `names.${code}`);

/** A category's names in the four languages, each required (the contract's TranslatedText). */
function CategoryForm({
  category,
  actions,
  labels,
  onDone,
}: {
  category: EditableCategory | null;
  actions: CategoryActions;
  labels: CategoriesEditorLabels;
  onDone(note: string): void;
}) {
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
      onDone(labels.saved);
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
            label={labels.nameIn(code)}
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
            {labels.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A category list for its editors (news, FAQ, library, the reward store's departments and categories): each with what
 * it holds; created and renamed in the four languages in a dialog, moved up or down when the list has an order,
 * deleted after a confirmation that says what becomes of its contents (the server's refusal shown).
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
  labels,
}: CategoriesEditorProps) {
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
    void act(() => reorder(ids), labels.reordered);
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
            {labels.create}
          </Button>
        </Group>
      </Group>
      {failure !== null && <ErrorAlert error={failure} />}
      <QueryList query={query} empty={<EmptyList>{empty}</EmptyList>}>
        {(data) => (
          <DataTable caption={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{labels.name}</Table.Th>
                <Table.Th>{countLabel}</Table.Th>
                <DataTableActionsTh>{labels.actions}</DataTableActionsTh>
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
                            aria-label={labels.moveUp(category.name)}
                            onClick={() => move(data.results, index, -1)}
                          >
                            {labels.up}
                          </Button>
                          <Button
                            size="xs"
                            variant="default"
                            disabled={busy || index === data.results.length - 1}
                            aria-label={labels.moveDown(category.name)}
                            onClick={() => move(data.results, index, 1)}
                          >
                            {labels.down}
                          </Button>
                        </>
                      )}
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={labels.renameNamed(category.name)}
                        onClick={() => setDialog(category)}
                      >
                        {labels.rename}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        color="red"
                        aria-label={labels.deleteNamed(category.name)}
                        onClick={() => {
                          setFailure(null);
                          setDeleting(category);
                        }}
                      >
                        {labels.delete}
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
        title={dialog === 'new' || dialog === null ? labels.create : labels.renameNamed(dialog.name)}
      >
        {dialog !== null && (
          <CategoryForm
            key={dialog === 'new' ? 'new' : dialog.id}
            category={dialog === 'new' ? null : dialog}
            actions={actions}
            labels={labels}
            onDone={close}
          />
        )}
      </Dialog>
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={labels.deleteTitle}
        confirmLabel={labels.delete}
        color="red"
        loading={busy}
        onConfirm={() => {
          if (!deleting) return;
          const id = deleting.id;
          void act(() => actions.remove(id), labels.deleted).finally(() => setDeleting(null));
        }}
      >
        <Text>{deleteBody(deleting?.name ?? '')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
