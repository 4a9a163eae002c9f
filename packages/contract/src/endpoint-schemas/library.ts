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
  StartLibraryUploadRequest,
  UpdateLibraryCategoryRequest,
  UpdateLibraryFileRequest,
} from '../library.ts';
import {
  UploadChunkParams,
  UploadPartReport,
  UploadPartUrls,
  UploadPartUrlsRequest,
  UploadStatus,
} from '../uploads.ts';

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
  adminLibraryStartUpload: { body: StartLibraryUploadRequest, response: UploadStatus, status: 201 },
  adminLibraryUpload: { params: IdParam, response: UploadStatus },
  adminLibraryUploadPartUrls: { params: IdParam, body: UploadPartUrlsRequest, response: UploadPartUrls },
  adminLibraryUploadPart: { params: UploadChunkParams, body: UploadPartReport, response: UploadStatus },
  adminLibraryFileUpdate: { params: IdParam, body: UpdateLibraryFileRequest, response: AdminLibraryFile },
  adminLibraryFilePublish: { params: IdParam, response: AdminLibraryFile },
  adminLibraryFileUnpublish: { params: IdParam, response: AdminLibraryFile },
  adminLibraryFileDelete: { params: IdParam, response: OkResponse },
} as const satisfies Record<string, EndpointSchemas>;
