import { endpoints } from '@elevar/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../api/HttpContext.tsx';
import { useAppState } from '../../storage/StoreContext.tsx';
import type { CategoryActions, EditableCategory } from '../../ui/CategoriesEditor.tsx';

/** The two category lists content editors keep (docs/content.md "Categories"), each read again under its key. */
const LISTS = {
  news: {
    key: ['news'] as const,
    list: endpoints.adminNewsCategories,
    create: endpoints.adminNewsCategoryCreate,
    update: endpoints.adminNewsCategoryUpdate,
    remove: endpoints.adminNewsCategoryDelete,
    reorder: endpoints.adminNewsCategoryReorder,
  },
  faq: {
    key: ['faq'] as const,
    list: endpoints.adminFaqCategories,
    create: endpoints.adminFaqCategoryCreate,
    update: endpoints.adminFaqCategoryUpdate,
    remove: endpoints.adminFaqCategoryDelete,
    reorder: endpoints.adminFaqCategoryReorder,
  },
};

/**
 * GET /api/v1/admin/{news,faq}/categories and the editors' changes to them: the list as `CategoriesEditor` shows it
 * and its actions; each change reads every list of its module again (the learners' and the editors').
 */
export function useEditorCategories(name: keyof typeof LISTS) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const clientId = useAppState((state) => state.common.session?.id_user_client_selected ?? null);
  const list = LISTS[name];
  const query = useQuery({
    queryKey: [...list.key, 'editor-categories', clientId],
    queryFn: async ({ signal }) => {
      const data = await http.call(list.list, { signal });
      return {
        results: data.results.map(
          (row): EditableCategory => ({
            id: row.id,
            name: row.name,
            names: row.names,
            count: row.item_count,
          }),
        ),
      };
    },
  });
  const done = async <T>(work: Promise<T>) => {
    const answer = await work;
    await queryClient.invalidateQueries({ queryKey: list.key });
    return answer;
  };
  const actions: CategoryActions = {
    create: (names) => done(http.call(list.create, { body: { names } })),
    rename: (id, names) => done(http.call(list.update, { params: { id }, body: { names } })),
    remove: (id) => done(http.call(list.remove, { params: { id } })),
    reorder: (ids) => done(http.call(list.reorder, { body: { ids } })),
  };
  return { query, actions };
}
