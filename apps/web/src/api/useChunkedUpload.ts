import {
  type Endpoint,
  endpoints,
  type IdParam,
  type ResponseOf,
  UPLOAD_CHUNK_MAX_BYTES,
  UPLOAD_CHUNK_MIN_BYTES,
  type UploadChunkParams,
  type UploadPartReport,
  type UploadPartUrls,
  type UploadPartUrlsRequest,
  type UploadStatus,
} from '@elevar/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from './errors.ts';
import { useHttp } from './HttpContext.tsx';
import type { HttpClient } from './http.ts';
import { sleep } from './rateLimit.ts';

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

/** An entry of the contract's endpoint table whose schemas are `S`: the same step of any purpose. */
type StepEntry<S> = Endpoint & { readonly '~contract'?: { readonly schemas: S } };

/**
 * What a file is uploaded for (docs/learning.md "Uploads"): how its purpose declares it (its start entry with its
 * own fields) and its purpose's entries of the steps every upload takes (status, part URLs, part reports).
 */
export interface UploadTarget {
  /** Declares the file with chunks of `chunkSize` bytes; answers the upload's status. */
  start(http: HttpClient, file: File, chunkSize: number, signal: AbortSignal): Promise<UploadStatus>;
  status: StepEntry<{ readonly params: typeof IdParam; readonly response: typeof UploadStatus }>;
  partUrls: StepEntry<{
    readonly params: typeof IdParam;
    readonly body: typeof UploadPartUrlsRequest;
    readonly response: typeof UploadPartUrls;
  }>;
  part: StepEntry<{
    readonly params: typeof UploadChunkParams;
    readonly body: typeof UploadPartReport;
    readonly response: typeof UploadStatus;
  }>;
}

/** What a completed upload answers, by its purpose (learning's stored file, the library's new file). */
export type CompletedFile = ResponseOf<typeof endpoints.filesComplete>;

export type UploadState =
  | { status: 'idle' }
  | { status: 'waiting'; name: string; sent: number; size: number }
  | { status: 'uploading'; name: string; sent: number; size: number }
  | { status: 'failed'; name: string; sent: number; size: number; error: unknown }
  | { status: 'done'; file: CompletedFile };

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

/** A file being uploaded: the upload the server holds for it once declared, kept to resume after a failure. */
interface UploadJob {
  file: File;
  target: UploadTarget;
  uploadId: number | null;
  sent: number;
}

/**
 * THE way the web app uploads a file (docs/learning.md, "Uploads"): declare the upload (or, resuming, ask the server
 * which chunks it already holds), send the missing chunks in order straight to the file store (each to the signed
 * URL the server gives for it, then reported with the ETag the store answered) with the bytes stored so far as
 * progress, then complete it (`POST /api/files/complete/`). A chunk or completion that fails for a transient reason
 * (or a chunk whose URL expired) is sent again a few times with a growing wait (a chunk sent again replaces itself);
 * a completion the server finds incomplete (409) sends what it lacks once more. A refused file (its size, its
 * content) or an upload gone starts over on the next try; any other failure resumes.
 */
async function sendUpload(
  http: HttpClient,
  job: UploadJob,
  signal: AbortSignal,
  onProgress: (sent: number) => void,
): Promise<CompletedFile> {
  const { file, target } = job;
  const progress = (sent: number) => {
    job.sent = sent;
    onProgress(sent);
  };
  try {
    let upload =
      job.uploadId === null
        ? await withRetries(() => target.start(http, file, chunkSizeFor(file.size), signal), signal)
        : await withRetries(
            () => http.call(target.status, { signal, params: { id: job.uploadId as number } }),
            signal,
          );
    job.uploadId = upload.id;
    for (let round = 0; ; round++) {
      const received = new Set(upload.received);
      let sent = upload.received.reduce((sum, index) => {
        const [start, end] = chunkRange(upload, index);
        return sum + (end - start);
      }, 0);
      progress(sent);
      if (upload.url === null) {
        for (let index = 0; index < upload.chunk_count; index++) {
          if (received.has(index)) continue;
          const [start, end] = chunkRange(upload, index);
          const id = upload.id;
          await withRetries(
            async () => {
              const { parts } = await http.call(target.partUrls, {
                signal,
                params: { id },
                body: { indexes: [index] },
              });
              const url = parts[0]?.url ?? '';
              const etag = await http.sendDirect(url, file.slice(start, end), signal);
              await http.call(target.part, { signal, params: { id, index }, body: { etag } });
            },
            signal,
            isChunkRetriable,
          );
          sent += end - start;
          progress(sent);
        }
      }
      const id = upload.id;
      try {
        return await withRetries(
          () => http.call(endpoints.filesComplete, { signal, body: { upload_id: id } }),
          signal,
        );
      } catch (error) {
        // at most twice: a completion the server finds incomplete sends what it lacks once more
        if (!(isApiError(error) && error.status === 409) || round > 0) throw error;
        upload = await withRetries(() => http.call(target.status, { signal, params: { id } }), signal);
      }
    }
  } catch (error) {
    if (!signal.aborted && isApiError(error) && [404, 413, 422].includes(error.status)) job.uploadId = null;
    throw error;
  }
}

/** One file of `useChunkedUploads`, in the order added. */
export interface UploadItem {
  id: number;
  state: UploadState;
}

/**
 * Files uploaded one after the other through the one upload path (`sendUpload`), each with its own state and
 * progress: `add` queues files (each with what it is uploaded for) and resolves once they are settled; `retry`
 * resumes a failed one from the chunks the server holds; `cancel` stops sending and forgets them all. `onDone` gets
 * each stored file.
 */
export function useChunkedUploads({ onDone }: { onDone?(file: CompletedFile): void } = {}) {
  const http = useHttp();
  const [items, setItems] = useState<UploadItem[]>([]);
  const jobs = useRef(new Map<number, UploadJob>());
  const nextId = useRef(1);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const abort = useRef(new AbortController());
  const doneRef = useRef(onDone);
  doneRef.current = onDone;

  useEffect(() => () => abort.current.abort(), []);

  const update = useCallback((id: number, state: UploadState) => {
    setItems((list) => list.map((item) => (item.id === id ? { id, state } : item)));
  }, []);

  const runOne = useCallback(
    async (id: number, signal: AbortSignal) => {
      const job = jobs.current.get(id);
      if (!job || signal.aborted) return;
      const { name, size } = job.file;
      update(id, { status: 'uploading', name, sent: 0, size });
      try {
        const completed = await sendUpload(http, job, signal, (sent) =>
          update(id, { status: 'uploading', name, sent, size }),
        );
        jobs.current.delete(id);
        update(id, { status: 'done', file: completed });
        doneRef.current?.(completed);
      } catch (error) {
        if (!signal.aborted) update(id, { status: 'failed', name, sent: job.sent, size, error });
      }
    },
    [http, update],
  );

  /** Sends the files after those already queued; settles once they are done or failed. */
  const enqueue = useCallback(
    (ids: readonly number[]) => {
      // after an unmount (React's development remount too), sending starts afresh
      if (abort.current.signal.aborted) abort.current = new AbortController();
      const { signal } = abort.current;
      for (const id of ids) queue.current = queue.current.then(() => runOne(id, signal));
      return queue.current;
    },
    [runOne],
  );

  const add = useCallback(
    (files: readonly { file: File; target: UploadTarget }[]) => {
      const added = files.map(({ file, target }) => {
        const id = nextId.current++;
        jobs.current.set(id, { file, target, uploadId: null, sent: 0 });
        return { id, state: { status: 'waiting', name: file.name, sent: 0, size: file.size } as UploadState };
      });
      setItems((list) => [...list, ...added]);
      return enqueue(added.map((item) => item.id));
    },
    [enqueue],
  );

  /** After a failure: resumes a file from the chunks the server holds (or starts over after a refusal). */
  const retry = useCallback(
    (id: number) => {
      const job = jobs.current.get(id);
      if (!job) return Promise.resolve();
      update(id, { status: 'waiting', name: job.file.name, sent: job.sent, size: job.file.size });
      return enqueue([id]);
    },
    [enqueue, update],
  );

  const cancel = useCallback(() => {
    abort.current.abort();
    abort.current = new AbortController();
    queue.current = Promise.resolve();
    jobs.current.clear();
    setItems([]);
  }, []);

  return { items, add, retry, cancel };
}

const IDLE: UploadState = { status: 'idle' };

/** One file at a time through `useChunkedUploads`: starting another forgets the one before. */
export function useChunkedUpload(options: { onDone?(file: CompletedFile): void } = {}) {
  const { items, add, retry: retryItem, cancel } = useChunkedUploads(options);
  const item = items[0];
  const state = item?.state ?? IDLE;

  /** Uploads a file from its first byte. */
  const start = useCallback(
    (file: File, target: UploadTarget) => {
      cancel();
      void add([{ file, target }]);
    },
    [add, cancel],
  );

  /** After a failure: resumes from the chunks the server holds. */
  const itemId = item?.id;
  const retry = useCallback(() => {
    if (itemId !== undefined) void retryItem(itemId);
  }, [itemId, retryItem]);

  return { state, start, retry, cancel, percent: percentOf(state) };
}
