import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Table.css';
import type { AdminLibraryCategory, AdminLibraryFile } from '@elevar/contract';
import type { FileKind } from '@elevar/domain';
import { Alert, Badge, Button, Card, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StaffListPage } from '../../../../app/staff/StaffListPage.tsx';
import { positiveInt, useListParams } from '../../../../app/staff/useListParams.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { DataTable, DataTableActionsTd, DataTableActionsTh } from '../../../../ui/DataTable.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { SearchFilters } from '../../components/SearchFilters.tsx';
import { useAdminLibraryCategories, useAdminLibraryFiles, useLibraryEditing } from '../api.ts';
import { FileKindIcon, formatSize } from '../components/FileKindIcon.tsx';
import { KindSelect, kindParam } from '../components/KindSelect.tsx';
import { type LibraryT, useLibraryTranslation } from '../i18n.ts';
import { BulkUpload } from './BulkUpload.tsx';
import { CategoriesPanel } from './CategoriesPanel.tsx';
import { FileDialog } from './FileDialog.tsx';

const PAGE_SIZE = 20;

function FileRows({
  items,
  categories,
  t,
  language,
  onEdit,
  onPublish,
  onDelete,
}: {
  items: readonly AdminLibraryFile[];
  categories: ReadonlyMap<number, string>;
  t: LibraryT;
  language: string;
  onEdit(file: AdminLibraryFile): void;
  onPublish(file: AdminLibraryFile): void;
  onDelete(file: AdminLibraryFile): void;
}) {
  const mobile = useIsMobile();
  const actions = (file: AdminLibraryFile) => (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        component={Link}
        to={`/libraries/${file.id}`}
        aria-label={t('publication.previewNamed', { title: file.title })}
      >
        {t('publication.preview')}
      </Button>
      <Button
        size="xs"
        variant="default"
        aria-label={t(file.published ? 'publication.unpublishNamed' : 'publication.publishNamed', {
          title: file.title,
        })}
        onClick={() => onPublish(file)}
      >
        {t(file.published ? 'publication.unpublish' : 'publication.publish')}
      </Button>
      <Button
        size="xs"
        variant="default"
        aria-label={t('admin.editNamed', { title: file.title })}
        onClick={() => onEdit(file)}
      >
        {t('admin.edit')}
      </Button>
      <Button
        size="xs"
        variant="default"
        color="red"
        aria-label={t('admin.deleteNamed', { name: file.title })}
        onClick={() => onDelete(file)}
      >
        {t('admin.delete')}
      </Button>
    </Group>
  );
  const kind = (file: AdminLibraryFile) => t(`kinds.${file.kind as FileKind}`);
  const state = (file: AdminLibraryFile) => (
    <Badge variant="light" color={file.published ? 'green' : 'gray'}>
      {t(file.published ? 'publication.published' : 'publication.unpublished')}
    </Badge>
  );
  if (mobile)
    return (
      <Stack gap="sm">
        {items.map((file) => (
          <Card key={file.id} withBorder component="article" aria-label={file.title}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <FileKindIcon kind={file.kind as FileKind} size={32} />
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600}>{file.title}</Text>
                  {state(file)}
                </Group>
                <Text size="sm">
                  {kind(file)} · {formatSize(file.size, language)} · {categories.get(file.category_id) ?? ''}
                </Text>
                {actions(file)}
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
    );
  return (
    <DataTable caption={t('admin.files')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('admin.columns.title')}</Table.Th>
          <Table.Th>{t('admin.columns.kind')}</Table.Th>
          <Table.Th>{t('admin.columns.category')}</Table.Th>
          <Table.Th>{t('admin.columns.size')}</Table.Th>
          <Table.Th>{t('admin.columns.downloads')}</Table.Th>
          <Table.Th>{t('publication.state')}</Table.Th>
          <DataTableActionsTh>{t('admin.columns.actions')}</DataTableActionsTh>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((file) => (
          <Table.Tr key={file.id}>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <FileKindIcon kind={file.kind as FileKind} size={20} />
                <span>{file.title}</span>
              </Group>
            </Table.Td>
            <Table.Td>{kind(file)}</Table.Td>
            <Table.Td>{categories.get(file.category_id) ?? ''}</Table.Td>
            <Table.Td>{formatSize(file.size, language)}</Table.Td>
            <Table.Td>{file.download_count}</Table.Td>
            <Table.Td>{state(file)}</Table.Td>
            <DataTableActionsTd>{actions(file)}</DataTableActionsTd>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

/**
 * Staff: /admin/library (docs/content.md "Library"), the library of the selected client for its editors (programme
 * administrators, superusers): its categories, a bulk upload with progress, and every file by category, kind and
 * words with its state, each previewed, edited (texts, category, languages), published or unpublished, or deleted.
 */
export function LibraryAdminPage() {
  const { t, i18n } = useLibraryTranslation();
  const shell = useTranslation();
  const { params, update, page, goToPage } = useListParams();
  const category = positiveInt(params.get('category'));
  const kind = kindParam(params.get('kind'));
  const search = params.get('search') ?? '';
  const files = useAdminLibraryFiles({
    page,
    page_size: PAGE_SIZE,
    ...(category ? { category } : {}),
    ...(kind ? { kind } : {}),
    ...(search ? { search } : {}),
  });
  const categories = useAdminLibraryCategories();
  const editing = useLibraryEditing();
  const [note, setNote] = useState<string | null>(null);
  const [editingFile, setEditingFile] = useState<AdminLibraryFile | null>(null);
  const [deleting, setDeleting] = useState<AdminLibraryFile | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const list: readonly AdminLibraryCategory[] = categories.data?.results ?? [];
  const names = new Map(list.map((c) => [c.id, c.name]));

  return (
    <StaffListPage
      title={t('admin.title')}
      intro={
        <Stack gap="xl">
          <CategoriesPanel onNote={setNote} />
          {list.length > 0 && <BulkUpload categories={list} />}
        </Stack>
      }
      filters={
        <SearchFilters
          label={t('admin.search')}
          search={search}
          onSearch={(next) => update({ search: next, page: null })}
        >
          <NativeSelect
            label={t('admin.category')}
            data={[
              { value: '', label: t('admin.allCategories') },
              ...list.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
            value={category ? String(category) : ''}
            onChange={(event) => update({ category: event.currentTarget.value, page: null })}
          />
          <KindSelect kind={kind} onChange={(next) => update({ kind: next, page: null })} />
        </SearchFilters>
      }
      feedback={
        <>
          {note && (
            <Alert
              color="green"
              variant="light"
              withCloseButton
              closeButtonLabel={shell.t('common.close')}
              onClose={() => setNote(null)}
            >
              {note}
            </Alert>
          )}
          {failure !== null && <ErrorAlert error={failure} />}
        </>
      }
      query={files}
      empty={<Text>{t('admin.empty')}</Text>}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={goToPage}
      after={
        <>
          <FileDialog
            file={editingFile}
            categories={list}
            onClose={(message) => {
              setEditingFile(null);
              if (message) setNote(message);
            }}
          />
          <ConfirmDialog
            opened={deleting !== null}
            onClose={() => setDeleting(null)}
            title={t('admin.deleteFileTitle')}
            confirmLabel={t('admin.delete')}
            color="red"
            loading={editing.deleteFile.isPending}
            onConfirm={() =>
              deleting &&
              editing.deleteFile.mutate(deleting.id, {
                onSuccess: () => {
                  setDeleting(null);
                  setNote(t('admin.deleted'));
                },
                onError: (error) => {
                  setDeleting(null);
                  setFailure(error);
                },
              })
            }
          >
            <Text>{t('admin.deleteFileBody', { title: deleting?.title ?? '' })}</Text>
          </ConfirmDialog>
        </>
      }
    >
      {(data) => (
        <FileRows
          items={data.results}
          categories={names}
          t={t}
          language={i18n.language}
          onEdit={(file) => {
            setFailure(null);
            setEditingFile(file);
          }}
          onPublish={(file) => {
            setFailure(null);
            editing.setPublished.mutate(
              { id: file.id, published: !file.published },
              {
                onSuccess: (saved) =>
                  setNote(t(saved.published ? 'publication.publishedNote' : 'publication.unpublishedNote')),
                onError: setFailure,
              },
            );
          }}
          onDelete={(file) => {
            setFailure(null);
            setDeleting(file);
          }}
        />
      )}
    </StaffListPage>
  );
}
