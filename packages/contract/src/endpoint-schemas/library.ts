import { IdParam, OkResponse } from '../common.ts';
import type { EndpointSchemas } from '../endpoint-schemas.ts';
import {
  AdminLibraryCategory,
  AdminLibraryCategoryList,
  AdminLibraryFile,
  AdminLibraryFilesPage,
  AdminLibraryFilesQuery,
  LibraryCategoryList,
  LibraryCategoryParam,
  LibraryCategoryRequest,
  LibraryDownloadQuery,
  LibraryFile,
  LibraryFilesPage,
  LibraryFilesQuery,
  LibrarySearchPage,
  UpdateLibraryCategoryRequest,
  UpdateLibraryFileRequest,
} from '../library.ts';

export const librarySchemas = {
  libraryCategories: { response: LibraryCategoryList },
  libraryCategoryFiles: {
    params: LibraryCategoryParam,
    query: LibraryFilesQuery,
    response: LibraryFilesPage,
  },
  libraryFiles: { query: LibraryFilesQuery, response: LibrarySearchPage },
  libraryFile: { params: IdParam, response: LibraryFile },
  libraryDownload: { params: IdParam, query: LibraryDownloadQuery },
  adminLibraryCategories: { response: AdminLibraryCategoryList },
  adminLibraryCategoryCreate: { body: LibraryCategoryRequest, response: AdminLibraryCategory, status: 201 },
  adminLibraryCategoryUpdate: {
    params: IdParam,
    body: UpdateLibraryCategoryRequest,
    response: AdminLibraryCategory,
  },
  adminLibraryCategoryDelete: { params: IdParam, response: OkResponse },
  adminLibraryFiles: { query: AdminLibraryFilesQuery, response: AdminLibraryFilesPage },
  adminLibraryFileUpload: { response: AdminLibraryFile, status: 201 },
  adminLibraryFileUpdate: { params: IdParam, body: UpdateLibraryFileRequest, response: AdminLibraryFile },
  adminLibraryFilePublish: { params: IdParam, response: AdminLibraryFile },
  adminLibraryFileUnpublish: { params: IdParam, response: AdminLibraryFile },
  adminLibraryFileDelete: { params: IdParam, response: OkResponse },
} as const satisfies Record<string, EndpointSchemas>;
