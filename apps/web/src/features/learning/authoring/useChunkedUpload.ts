import {
  type CompletedUpload,
  endpoints,
  UPLOAD_CHUNK_MAX_BYTES,
  UPLOAD_CHUNK_MIN_BYTES,
  UPLOAD_MAX_BYTES,
  type UploadKind,
  type UploadStatus,
} from '@elevar/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/errors.ts';
import { useHttp } from '../../../api/HttpContext.tsx';
import { sleep } from '../../../api/rateLimit.ts';

/** Waits before each new attempt of a failed step (a chunk, the completion): three retries, growing. */
export const RETRY_DELAYS_MS = [300, 1000, 3000] as const;

/** About this many chunks per file, so progress moves in steps of about 5 %, within the server's chunk limits. */
const TARGET_CHUNKS = 20;

/** The chunk size for a file: a 64 KiB multiple between the server's least and largest chunk. */
export function chunkSizeFor(size: number): number {
  const step = UPLOAD_CHUNK_MIN_BYTES;
  const wanted = Math.ceil(size / TARGET_CHUNKS / step) * step;
  return Math.min(UPLOAD_CHUNK_MAX_BYTES, Math.max(UPLOAD_CHUNK_MIN_BYTES, wanted));
}

/** A failure worth another attempt: the network, the server's own trouble, a timeout or a rate limit. */
function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return !(error instanceof DOMException && error.name === 'AbortError');
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** A chunk's step may also fail on its URL's expiry (403 from the store): the next attempt asks a new URL. */
function isChunkRetriable(error: unknown): boolean {
  return isTransient(error) || (isApiError(error) && error.status === 403);
}

async function withRetries<T>(
  step: () => Promise<T>,
  signal: AbortSignal,
  retriable: (error: unknown) => boolean = isTransient,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (signal.aborted || delay === undefined || !retriable(error)) throw error;
      await sleep(delay, signal);
    }
  }
}

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; sent: number; size: number }
  | { status: 'failed'; name: string; sent: number; size: number; error: unknown }
  | { status: 'done'; file: CompletedUpload };

/** Whole percent of an upload's bytes stored so far. */
export function percentOf(state: UploadState): number {
  if (state.status === 'done') return 100;
  if (state.status === 'idle' || state.size === 0) return 0;
  return Math.floor((state.sent / state.size) * 100);
}

/** Bytes of chunk `index` of an upload (the last one holds the rest). */
function chunkRange(upload: UploadStatus, index: number): [number, number] {
  const start = index * upload.chunk_size;
  return [start, Math.min(upload.size, start + upload.chunk_size)];
}

/**
 * THE way the web app uploads media and packages (docs/learning.md, "Uploads"): declare the upload, send its chunks
 * in order straight to the file store (each to the signed URL the server gives for it, then reported with the ETag
 * the store answered) with the bytes stored so far as progress, then complete it (`POST /api/files/complete/`). A
 * chunk or completion that fails for a transient reason (or a chunk whose URL expired) is sent again a few times
 * with a growing wait (a chunk sent again replaces itself); when that is not enough the upload stops as `failed`,
 * and `retry` asks the server which chunks it already holds and sends only the others. `onDone` gets the stored
 * file (its `url` goes into the activity's content).
 */
export function useChunkedUpload({ onDone }: { onDone?(file: CompletedUpload): void } = {}) {
  const http = useHttp();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const current = useRef<{ file: File; kind: UploadKind; uploadId: number | null } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const doneRef = useRef(onDone);
  doneRef.current = onDone;

  useEffect(() => () => abort.current?.abort(), []);

  const run = useCallback(async () => {
    const job = current.current;
    if (!job) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const { signal } = controller;
    const { file } = job;
    setState({ status: 'uploading', name: file.name, sent: 0, size: file.size });
    let sent = 0;
    try {
      let upload =
        job.uploadId === null
          ? await withRetries(
              () =>
                http.call(endpoints.adminLearningStartUpload, {
                  signal,
                  body: {
                    name: file.name,
                    size: file.size,
                    kind: job.kind,
                    chunk_size: chunkSizeFor(file.size),
                  },
                }),
              signal,
            )
          : await withRetries(
              () =>
                http.call(endpoints.adminLearningUpload, { signal, params: { id: job.uploadId as number } }),
              signal,
            );
      job.uploadId = upload.id;
      // at most twice: a completion the server finds incomplete sends what it lacks once more
      for (let round = 0; round < 2; round++) {
        const received = new Set(upload.received);
        sent = upload.received.reduce((sum, index) => {
          const [start, end] = chunkRange(upload, index);
          return sum + (end - start);
        }, 0);
        setState({ status: 'uploading', name: file.name, sent, size: file.size });
        if (upload.url === null) {
          for (let index = 0; index < upload.chunk_count; index++) {
            if (received.has(index)) continue;
            const [start, end] = chunkRange(upload, index);
            const id = upload.id;
            await withRetries(
              async () => {
                const { parts } = await http.call(endpoints.adminLearningUploadPartUrls, {
                  signal,
                  params: { id },
                  body: { indexes: [index] },
                });
                const url = parts[0]?.url ?? '';
                const etag = await http.sendDirect(url, file.slice(start, end), signal);
                await http.call(endpoints.adminLearningUploadPart, {
                  signal,
                  params: { id, index },
                  body: { etag },
                });
              },
              signal,
              isChunkRetriable,
            );
            sent += end - start;
            setState({ status: 'uploading', name: file.name, sent, size: file.size });
          }
        }
        try {
          const id = upload.id;
          const completed = await withRetries(
            () => http.call(endpoints.filesComplete, { signal, body: { upload_id: id } }),
            signal,
          );
          current.current = null;
          setState({ status: 'done', file: completed });
          doneRef.current?.(completed);
          return;
        } catch (error) {
          if (!(isApiError(error) && error.code === 'learning.upload_incomplete') || round > 0) throw error;
          const id = upload.id;
          upload = await withRetries(
            () => http.call(endpoints.adminLearningUpload, { signal, params: { id } }),
            signal,
          );
        }
      }
    } catch (error) {
      if (signal.aborted) return;
      // a refused file (its content, its size) starts over on the next try; anything else resumes
      if (isApiError(error) && (error.status === 413 || error.status === 422 || error.status === 404))
        job.uploadId = null;
      setState({ status: 'failed', name: file.name, sent, size: file.size, error });
    }
  }, [http]);

  /** Uploads a file as `kind` from its first byte. */
  const start = useCallback(
    (file: File, kind: UploadKind) => {
      current.current = { file, kind, uploadId: null };
      void run();
    },
    [run],
  );

  /** After a failure: resumes from the chunks the server holds. */
  const retry = useCallback(() => void run(), [run]);

  /** Stops sending and forgets the upload. */
  const cancel = useCallback(() => {
    abort.current?.abort();
    current.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, start, retry, cancel, percent: percentOf(state) };
}

/** The upload kind an activity kind's file goes through, or null when it takes an address only. */
export function uploadKindOf(activityKind: string): UploadKind | null {
  switch (activityKind) {
    case 'video':
      return 'video';
    case 'audio':
      return 'audio';
    case 'pdf':
      return 'pdf';
    case 'ppt':
      return 'presentation';
    case 'html':
      return 'package';
    case 'flash':
      return 'flash';
    default:
      return null;
  }
}

/** File types offered by the file chooser for an upload kind. */
export const UPLOAD_ACCEPT: Record<UploadKind, string> = {
  video: 'video/mp4,video/webm,video/ogg,.mp4,.webm,.ogv',
  audio: 'audio/mpeg,audio/wav,audio/x-wav,audio/ogg,.mp3,.wav,.ogg,.oga',
  pdf: 'application/pdf,.pdf',
  package: '.zip,application/zip',
  presentation:
    '.pptx,.ppt,application/vnd.openxmlformats-officedocument.presentationml.presentation,application/vnd.ms-powerpoint',
  flash: '.swf,application/x-shockwave-flash',
};

export { UPLOAD_MAX_BYTES };
