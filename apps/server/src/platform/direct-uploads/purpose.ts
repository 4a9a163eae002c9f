import type { CompletedFile } from '@elevar/contract';
import type { ErrorCode, LanguageCode } from '@elevar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../context.ts';
import type { UploadPurposeName } from '../../db/migrations/20261206T1000_upload_purposes.ts';
import type { Trx } from '../../db/transaction.ts';
import type { AuthContext } from '../request-context.ts';
import type { FileStore } from '../storage.ts';
import type { UploadRow } from './rows.ts';

/**
 * What an upload is for (docs/learning.md "Uploads"): a module's kind of product file that goes through the direct
 * uploads. The platform runs the steps every purpose shares (the upload's row, part URLs, the disk store's part
 * route, the parts' reports, the completion's assembly, abandoned uploads dropped); the purpose says who may upload,
 * how large a file may be, what its content must be, and what the completed file becomes for the product. Modules
 * name theirs in their manifest (`uploadPurposes`); app.ts hands them to the completion route.
 */
export interface UploadPurpose {
  /** `learning_uploads.purpose`, and the `stored_files.purpose` of the completed file. */
  name: UploadPurposeName;
  /** Where the disk store's part URLs of its uploads point (the path, then the signed token). */
  diskPartPath: string;
  /** The error codes its clients see at each refusal. */
  refusals: UploadRefusals;
  /** Who may upload for it and where: the client and user the upload belongs to; 403 for anyone else. */
  scope(ctx: ServiceContext, auth: AuthContext): Promise<UploadScope>;
  /** The largest file of a kind (bytes): a declared size over it is 413 `refusals.tooLarge` before any byte. */
  maxBytes(kind: string): number;
  /** The whole file's stored content type when its content is what the upload declared, else null (422). */
  judge(upload: UploadRow, bytes: UploadedBytes): Promise<string | null>;
  /**
   * After the content check, before the completion's transaction: what the purpose makes of the stored file
   * (learning: a presentation converted to pdf). Throws to refuse it; the upload and its files are then dropped.
   */
  prepare?(
    ctx: ServiceContext,
    store: FileStore,
    upload: UploadRow,
    file: JudgedFile,
    log: FastifyBaseLogger,
  ): Promise<PreparedFile>;
  /**
   * In the completion's transaction, after the stored file's row: what the file becomes for the product (the
   * library's file in its category) and the staff action's audit event. Throws to refuse it (nothing is kept).
   */
  record(trx: Trx, facts: CompletionFacts): Promise<void>;
  /** The completion's answer, from the completed upload (completing again answers the same). */
  answer(ctx: ServiceContext, upload: UploadRow, scope: UploadScope): Promise<CompletedFile>;
}

/** Who an upload belongs to: the client it is for and the user sending it. */
export interface UploadScope {
  clientId: number;
  actorId: number;
}

/** The codes of a purpose's refusals (learning's uploads keep `learning.upload_*`; the others `upload.*`). */
export interface UploadRefusals {
  /** 413: the declared size is over the purpose's limit. */
  tooLarge: ErrorCode;
  /** 422: the content is not what the upload declared. */
  contentMismatch: ErrorCode;
  /** 409: a chunk is missing at the completion. */
  incomplete: ErrorCode;
  /** 409: the upload was completed already. */
  closed: ErrorCode;
  /** 403: a part URL past its expiry. */
  linkExpired: ErrorCode;
  /** 409: a reported chunk the disk store does not hold. */
  partMissing: ErrorCode;
}

/** The refusals of every purpose but learning's. */
export const UPLOAD_REFUSALS = {
  incomplete: 'upload.incomplete',
  closed: 'upload.closed',
  linkExpired: 'upload.link_expired',
  partMissing: 'upload.part_missing',
} as const satisfies Partial<UploadRefusals>;

/** An upload's bytes as its completion's content check reads them, wherever the store keeps them. */
export interface UploadedBytes {
  /** The first bytes (`SIGNATURE_BYTES`), which most formats are known by. */
  head(): Promise<Buffer>;
  /** The whole file in memory: for purposes whose files are small (the library's 50 MB at most). */
  whole(): Promise<Buffer>;
}

/** The completed file in the store, once its content was judged. */
export interface JudgedFile {
  key: string;
  head: Buffer;
  contentType: string;
}

/** What `prepare` made of the file. */
export interface PreparedFile {
  /** The stored file's content type (a presentation's may follow from its parts). */
  contentType: string;
  /** Files stored beside it (removed when the completion fails or loses a race). */
  files: readonly string[];
  /** Run in the completion's transaction before `record`. */
  record(trx: Trx): Promise<void>;
}

/** What `record` writes from. */
export interface CompletionFacts {
  upload: UploadRow;
  scope: UploadScope;
  key: string;
  contentType: string;
  size: number;
  at: Date;
  language: LanguageCode;
}
