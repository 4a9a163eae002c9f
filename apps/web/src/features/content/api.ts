import { type CreateNewsRequest, endpoints, type QueryOf, type UpdateNewsRequest } from '@elevar/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../api/HttpContext.tsx';
import { useAppState } from '../../storage/StoreContext.tsx';

export type NewsListQuery = QueryOf<typeof endpoints.news>;
export type AdminNewsListQuery = QueryOf<typeof endpoints.adminNews>;

export const newsKeys = {
  all: ['news'] as const,
  list: (clientId: number | null, query: Partial<NewsListQuery>) =>
    [...newsKeys.all, 'list', clientId, query] as const,
  categories: (clientId: number | null) => [...newsKeys.all, 'categories', clientId] as const,
  article: (clientId: number | null, id: number) => [...newsKeys.all, 'article', clientId, id] as const,
  admin: (clientId: number | null, query: Partial<AdminNewsListQuery>) =>
    [...newsKeys.all, 'admin', clientId, query] as const,
  adminArticle: (clientId: number | null, id: number) =>
    [...newsKeys.all, 'admin-article', clientId, id] as const,
};

const useClientId = () => useAppState((state) => state.common.session?.id_user_client_selected ?? null);

/** GET /api/v1/news: a page of the client's published articles, pinned first, then newest. */
export function useNews(query: Partial<NewsListQuery>) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: newsKeys.list(clientId, query),
    queryFn: ({ signal }) => http.call(endpoints.news, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/news/categories: the client's news categories in the user's language. */
export function useNewsCategories() {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: newsKeys.categories(clientId),
    queryFn: ({ signal }) => http.call(endpoints.newsCategories, { signal }),
  });
}

/** GET /api/v1/news/:id: an article; opening it marks it read, so the lists are read again after. */
export function useNewsArticle(id: number) {
  const http = useHttp();
  const clientId = useClientId();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: newsKeys.article(clientId, id),
    queryFn: async ({ signal }) => {
      const article = await http.call(endpoints.newsArticle, { signal, params: { id } });
      void queryClient.invalidateQueries({ queryKey: [...newsKeys.all, 'list'] });
      return article;
    },
  });
}

/** GET /api/v1/admin/news: every article of the client for its editors. */
export function useAdminNews(query: Partial<AdminNewsListQuery>) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: newsKeys.admin(clientId, query),
    queryFn: ({ signal }) => http.call(endpoints.adminNews, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/admin/news/:id: an article with every language version, for editing. */
export function useAdminNewsArticle(id: number | null) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: newsKeys.adminArticle(clientId, id ?? 0),
    queryFn: ({ signal }) => http.call(endpoints.adminNewsArticle, { signal, params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

/** The editors' mutations; each reads every news list again once it is done. */
export function useNewsEditing() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: newsKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: CreateNewsRequest) => http.call(endpoints.adminNewsCreate, { body }),
      onSuccess: done,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateNewsRequest }) =>
        http.call(endpoints.adminNewsUpdate, { params: { id }, body }),
      onSuccess: done,
    }),
    publish: useMutation({
      mutationFn: (id: number) => http.call(endpoints.adminNewsPublish, { params: { id } }),
      onSuccess: done,
    }),
    unpublish: useMutation({
      mutationFn: (id: number) => http.call(endpoints.adminNewsUnpublish, { params: { id } }),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (id: number) => http.call(endpoints.adminNewsDelete, { params: { id } }),
      onSuccess: done,
    }),
    setCover: useMutation({
      mutationFn: ({ id, file }: { id: number; file: File }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return http.call(endpoints.adminNewsSetCover, { params: { id }, body });
      },
      onSuccess: done,
    }),
    removeCover: useMutation({
      mutationFn: (id: number) => http.call(endpoints.adminNewsRemoveCover, { params: { id } }),
      onSuccess: done,
    }),
  };
}
