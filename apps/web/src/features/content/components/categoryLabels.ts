import type { CategoriesEditorLabels } from '../../../ui/CategoriesEditor.tsx';
import { useContentTranslation } from '../i18n.ts';

/** The category editor's texts (`ui/CategoriesEditor`) for the content lists: news, FAQ and library categories. */
export function useCategoryLabels(): CategoriesEditorLabels {
  const { t } = useContentTranslation();
  return {
    name: t('categories.name'),
    actions: t('categories.actions'),
    create: t('categories.new'),
    nameIn: (code) => t('categories.nameIn', { language: t(`admin.languages.${code}`) }),
    save: t('categories.save'),
    rename: t('categories.rename'),
    renameNamed: (name) => t('categories.renameNamed', { name }),
    up: t('categories.up'),
    down: t('categories.down'),
    moveUp: (name) => t('categories.moveUp', { name }),
    moveDown: (name) => t('categories.moveDown', { name }),
    delete: t('categories.delete'),
    deleteNamed: (name) => t('categories.deleteNamed', { name }),
    deleteTitle: t('categories.deleteTitle'),
    saved: t('categories.saved'),
    deleted: t('categories.deleted'),
    reordered: t('categories.reordered'),
  };
}
