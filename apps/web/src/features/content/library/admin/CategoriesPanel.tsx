import { CategoriesEditor, type EditableCategory } from '../../../../ui/CategoriesEditor.tsx';
import { useCategoryLabels } from '../../components/categoryLabels.ts';
import { useAdminLibraryCategories, useLibraryEditing } from '../api.ts';
import { useLibraryTranslation } from '../i18n.ts';

/**
 * The library's categories for its editors (`ui/CategoriesEditor` with content's texts): each with its files, renamed in the four
 * languages (its address stays) or deleted when empty (the server refuses one with files and says why).
 */
export function CategoriesPanel({ onNote }: { onNote(note: string): void }) {
  const { t } = useLibraryTranslation();
  const categories = useAdminLibraryCategories();
  const editing = useLibraryEditing();
  const labels = useCategoryLabels();
  const query = {
    isPending: categories.isPending,
    isError: categories.isError,
    error: categories.error,
    refetch: categories.refetch,
    data: categories.data && {
      results: categories.data.results.map(
        (row): EditableCategory => ({ id: row.id, name: row.name, names: row.names, count: row.file_count }),
      ),
    },
  };
  return (
    <CategoriesEditor
      title={t('admin.categories')}
      headingId="library-categories-title"
      countLabel={t('admin.files')}
      empty={t('admin.noCategories')}
      deleteBody={(name) => t('admin.deleteCategoryBody', { name })}
      query={query}
      actions={{
        create: (names) => editing.createCategory.mutateAsync({ names }),
        rename: (id, names) => editing.updateCategory.mutateAsync({ id, body: { names } }),
        remove: (id) => editing.deleteCategory.mutateAsync(id),
      }}
      onNote={onNote}
      labels={labels}
    />
  );
}
