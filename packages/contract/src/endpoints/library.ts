import type { Endpoint } from '../endpoints.ts';

/** The library (docs/content.md "Library"): the learners' categories, files and downloads, and their editors'. */
export const libraryEndpoints = {
  libraryCategories: { method: 'GET', path: '/api/v1/library/categories', encoding: 'json-bearer' },
  libraryCategoryFiles: {
    method: 'GET',
    path: '/api/v1/library/categories/:name/files',
    encoding: 'json-bearer',
  },
  libraryFiles: { method: 'GET', path: '/api/v1/library/files', encoding: 'json-bearer' },
  libraryFile: { method: 'GET', path: '/api/v1/library/files/:id', encoding: 'json-bearer' },
  // a plain link (iframe, img, video, a download): signed by its `token`, no bearer
  libraryDownload: { method: 'GET', path: '/api/v1/library/files/:id/download', encoding: 'json-public' },
  adminLibraryCategories: {
    method: 'GET',
    path: '/api/v1/admin/library/categories',
    encoding: 'json-bearer',
  },
  adminLibraryCategoryCreate: {
    method: 'POST',
    path: '/api/v1/admin/library/categories',
    encoding: 'json-bearer',
  },
  adminLibraryCategoryUpdate: {
    method: 'PATCH',
    path: '/api/v1/admin/library/categories/:id',
    encoding: 'json-bearer',
  },
  adminLibraryCategoryDelete: {
    method: 'DELETE',
    path: '/api/v1/admin/library/categories/:id',
    encoding: 'json-bearer',
  },
  adminLibraryFiles: { method: 'GET', path: '/api/v1/admin/library/files', encoding: 'json-bearer' },
  // a file's direct upload (endpoints/uploads.ts): declared here, its chunks sent straight to the file store, then
  // completed by SPEC §7's `POST /api/files/complete/`, which adds the file once its content is checked
  adminLibraryStartUpload: { method: 'POST', path: '/api/v1/admin/library/uploads', encoding: 'json-bearer' },
  adminLibraryUpload: { method: 'GET', path: '/api/v1/admin/library/uploads/:id', encoding: 'json-bearer' },
  adminLibraryUploadPartUrls: {
    method: 'POST',
    path: '/api/v1/admin/library/uploads/:id/part-urls',
    encoding: 'json-bearer',
  },
  adminLibraryUploadPart: {
    method: 'PUT',
    path: '/api/v1/admin/library/uploads/:id/parts/:index',
    encoding: 'json-bearer',
  },
  adminLibraryFileUpdate: {
    method: 'PATCH',
    path: '/api/v1/admin/library/files/:id',
    encoding: 'json-bearer',
  },
  adminLibraryFilePublish: {
    method: 'POST',
    path: '/api/v1/admin/library/files/:id/publish',
    encoding: 'json-bearer',
  },
  adminLibraryFileUnpublish: {
    method: 'POST',
    path: '/api/v1/admin/library/files/:id/unpublish',
    encoding: 'json-bearer',
  },
  adminLibraryFileDelete: {
    method: 'DELETE',
    path: '/api/v1/admin/library/files/:id',
    encoding: 'json-bearer',
  },
} as const satisfies Record<string, Endpoint>;
