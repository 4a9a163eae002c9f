import {
  endpoints,
  type LibraryCategoryRequest,
  type QueryOf,
  type UpdateLibraryCategoryRequest,
  type UpdateLibraryFileRequest,
} from '@elevar/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../api/HttpContext.tsx';
import type { UploadTarget } from '../../../api/useChunkedUpload.ts';
import { useAppState } from '../../../storage/StoreContext.tsx';

export type LibraryFilesQuery = QueryOf<typeof endpoints.libraryCategoryFiles>;
export type AdminLibraryFilesQuery = QueryOf<typeof endpoints.adminLibraryFiles>;

export const libraryKeys = {
  all: ['library'] as const,
  categories: (clientId: number | null) => [...libraryKeys.all, 'categories', clientId] as const,
  files: (clientId: number | null, slug: string, query: Partial<LibraryFilesQuery>) =>
    [...libraryKeys.all, 'files', clientId, slug, query] as const,
  search: (clientId: number | null, query: Partial<LibraryFilesQuery>) =>
    [...libraryKeys.all, 'search', clientId, query] as const,
  file: (clientId: number | null, id: number) => [...libraryKeys.all, 'file', clientId, id] as const,
  adminCategories: (clientId: number | null) => [...libraryKeys.all, 'admin-categories', clientId] as const,
  adminFiles: (clientId: number | null, query: Partial<AdminLibraryFilesQuery>) =>
    [...libraryKeys.all, 'admin-files', clientId, query] as const,
};

const useClientId = () => useAppState((state) => state.common.session?.id_user_client_selected ?? null);

/** GET /api/v1/library/categories: the client's categories with the files the user may see. */
export function useLibraryCategories() {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: libraryKeys.categories(clientId),
    queryFn: ({ signal }) => http.call(endpoints.libraryCategories, { signal }),
  });
}

/** GET /api/v1/library/categories/:name/files: a page of a category's files, by search and kind. */
export function useLibraryFiles(slug: string, query: Partial<LibraryFilesQuery>) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: libraryKeys.files(clientId, slug, query),
    queryFn: ({ signal }) =>
      http.call(endpoints.libraryCategoryFiles, { signal, params: { name: slug }, query }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/library/files: a page of the files of every category the user may see, by search and kind. */
export function useLibrarySearch(query: Partial<LibraryFilesQuery>, enabled: boolean) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: libraryKeys.search(clientId, query),
    queryFn: ({ signal }) => http.call(endpoints.libraryFiles, { signal, query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * GET /api/v1/library/files/:id: one file with its link (valid for an hour; read again when the tab comes back, so
 * a preview or download opened later gets a fresh one).
 */
export function useLibraryFile(id: number) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: libraryKeys.file(clientId, id),
    queryFn: ({ signal }) => http.call(endpoints.libraryFile, { signal, params: { id } }),
    staleTime: 30 * 60 * 1000,
  });
}

/** GET /api/v1/admin/library/categories: every category with its names in all languages and its file count. */
export function useAdminLibraryCategories() {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: libraryKeys.adminCategories(clientId),
    queryFn: ({ signal }) => http.call(endpoints.adminLibraryCategories, { signal }),
  });
}

/** GET /api/v1/admin/library/files: every file of the client, most recently changed first. */
export function useAdminLibraryFiles(query: Partial<AdminLibraryFilesQuery>) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: libraryKeys.adminFiles(clientId, query),
    queryFn: ({ signal }) => http.call(endpoints.adminLibraryFiles, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/site-lists: the client's user groups (a file's visibility by group), named in the user's language. */
export function useUserGroups() {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: [...libraryKeys.all, 'groups', clientId] as const,
    queryFn: async ({ signal }) => (await http.call(endpoints.siteLists, { signal })).user_groups,
    staleTime: 5 * 60_000,
  });
}

/**
 * A file uploaded to a category, published or not, through the one upload path (`api/useChunkedUpload.ts`): its
 * chunks straight to the file store, then added by the completion once the server checked its content.
 */
export function libraryUpload(categoryId: number, published: boolean): UploadTarget {
  return {
    start: (http, file, chunkSize, signal) =>
      http.call(endpoints.adminLibraryStartUpload, {
        signal,
        body: { name: file.name, size: file.size, chunk_size: chunkSize, category_id: categoryId, published },
      }),
    status: endpoints.adminLibraryUpload,
    partUrls: endpoints.adminLibraryUploadPartUrls,
    part: endpoints.adminLibraryUploadPart,
  };
}

/** The editors' mutations; each reads every library list again once it is done. */
export function useLibraryEditing() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: libraryKeys.all });
  return {
    createCategory: useMutation({
      mutationFn: (body: LibraryCategoryRequest) => http.call(endpoints.adminLibraryCategoryCreate, { body }),
      onSuccess: done,
    }),
    updateCategory: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateLibraryCategoryRequest }) =>
        http.call(endpoints.adminLibraryCategoryUpdate, { params: { id }, body }),
      onSuccess: done,
    }),
    deleteCategory: useMutation({
      mutationFn: (id: number) => http.call(endpoints.adminLibraryCategoryDelete, { params: { id } }),
      onSuccess: done,
    }),
    updateFile: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateLibraryFileRequest }) =>
        http.call(endpoints.adminLibraryFileUpdate, { params: { id }, body }),
      onSuccess: done,
    }),
    setPublished: useMutation({
      mutationFn: ({ id, published }: { id: number; published: boolean }) =>
        http.call(published ? endpoints.adminLibraryFilePublish : endpoints.adminLibraryFileUnpublish, {
          params: { id },
        }),
      onSuccess: done,
    }),
    deleteFile: useMutation({
      mutationFn: (id: number) => http.call(endpoints.adminLibraryFileDelete, { params: { id } }),
      onSuccess: done,
    }),
    refresh: done,
  };
}
