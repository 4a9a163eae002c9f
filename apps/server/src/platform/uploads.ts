import { type ErrorCode, unstorableField, type ValidationCode, validationMessage } from '@elevar/domain';
import type { MultipartFields, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export interface UploadedFile {
  buffer: Buffer;
  filename: string;
  mimetype: string;
  /** The text fields sent before the file, by name (a multipart form's other inputs). */
  fields: Record<string, string>;
}

const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/** The non-file fields sent before the file, by name (the last of a repeated name). */
function textFields(fields: MultipartFields): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [name, parts] of Object.entries(fields)) {
    for (const part of [parts ?? []].flat()) if (part.type === 'field') text[name] = String(part.value);
  }
  return text;
}

/**
 * Reads the one file part named `field` of a multipart upload into memory, up to `maxBytes`, and decides every
 * refusal before anything is stored: not multipart or no such part (400, the field required), malformed (no
 * boundary, a truncated part: 400 `common.malformed_request`), a file name or a field sent before the file that
 * the database cannot store (400 naming it, as `platform/input-guard.ts` does for other bodies), too many parts
 * (413) or a file over `maxBytes` (413 `tooLarge`). The caller checks the content itself.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  options: { field: string; maxBytes: number; tooLarge: ErrorCode },
): Promise<UploadedFile> {
  const fieldError = (field: string, code: ValidationCode) =>
    new AppError('common.validation', 400, [
      { field, message: validationMessage(code, request.language.code) },
    ]);
  if (!request.isMultipart()) throw fieldError(options.field, 'field.required');
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: options.maxBytes, files: 1, fields: 5, parts: 6 } });
    if (part?.fieldname !== options.field) throw fieldError(options.field, 'field.required');
    const fields = textFields(part.fields);
    const unstorable = unstorableField({ ...fields, [options.field]: part.filename });
    if (unstorable) throw fieldError(unstorable.path.join('.'), unstorable.code);
    return { buffer: await part.toBuffer(), filename: part.filename, mimetype: part.mimetype, fields };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(options.tooLarge, 413);
    if (typeof code === 'string' && LIMIT_CODES.has(code))
      throw new AppError('common.payload_too_large', 413);
    // whatever else the multipart parser refused: the bytes that came are not a well-formed upload
    throw new AppError('common.malformed_request', 400);
  }
}
