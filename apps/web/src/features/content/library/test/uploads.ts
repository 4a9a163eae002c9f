import type { AdminLibraryFile, StartLibraryUploadRequest } from '@elevar/contract';
import { LIBRARY_UPLOAD_PATHS, uploadStatus, uploadStepRoutes } from '../../../../test/directUploads.ts';
import { type Handler, json } from '../../../../test/fakeServer.ts';

/**
 * The fake server's side of the library's uploads of `files` small files (one chunk each, upload ids 1, 2, … in the
 * order declared): their start (each declaration kept in `declared`), their steps, and the completion, answered by
 * `complete` with the file's declaration (a refusal, or the library file it added: `added`).
 */
export function libraryUploadRoutes(
  files: number,
  complete: (declared: StartLibraryUploadRequest, id: number) => Response,
): { routes: Record<string, Handler>; declared: StartLibraryUploadRequest[] } {
  const declared: StartLibraryUploadRequest[] = [];
  const status = (id: number) => (received: number[]) =>
    uploadStatus({
      id,
      name: declared[id - 1]?.name ?? '',
      kind: 'pdf',
      size: declared[id - 1]?.size ?? 0,
      chunkSize: 64 * 1024,
    })(received);
  const routes: Record<string, Handler> = {
    [`POST ${LIBRARY_UPLOAD_PATHS.uploads}`]: async (request) => {
      declared.push(await request.json());
      return json(status(declared.length)([]), 201);
    },
    'POST /api/files/complete/': async (request) => {
      const { upload_id: id } = (await request.json()) as { upload_id: number };
      return complete(declared[id - 1] as StartLibraryUploadRequest, id);
    },
  };
  for (let id = 1; id <= files; id++)
    Object.assign(routes, uploadStepRoutes(id, 1, status(id), LIBRARY_UPLOAD_PATHS));
  return { routes, declared };
}

/** The completion's answer: the library file a declared upload added. */
export function added(
  declared: { name: string; size: number },
  id: number,
  file: AdminLibraryFile,
): Response {
  return json({
    purpose: 'library_file',
    id,
    name: declared.name,
    kind: file.kind,
    size: declared.size,
    content_type: file.content_type,
    file,
  });
}
