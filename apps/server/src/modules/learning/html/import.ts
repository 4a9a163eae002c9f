import type { HtmlPackageState, HtmlPackageSummary, ImportHtmlRequest } from '@elevar/contract';
import { errorMessage, type LanguageCode } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import { inTransaction, type Trx } from '../../../db/transaction.ts';
import { randomToken } from '../../../platform/crypto.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { type FileStore, removeFiles } from '../../../platform/storage.ts';
import { scopeOf } from '../authoring/courses.ts';
import { packageImported, uploadedPackage } from '../authoring/package-upload.ts';
import { mayEdit } from '../authoring/policy.ts';
import { packageRefusal } from '../scorm/import.ts';
import { insertPackageFiles, nextPackageVersion, storePackageFiles } from '../scorm/package-store.ts';
import { isSafePath, type OpenedPackage, openPackage, PackageError } from '../scorm/zip.ts';

/**
 * Importing an HTML package into an `html` activity (docs/learning.md "HTML, Flash and HLS"): the zip is judged whole
 * with SCORM's limits before a byte is stored (scorm/zip.ts), its entry page found, then every file is streamed into
 * the file store under new keys and the version with its file list recorded in one transaction. Any failure removes
 * the files written, so nothing half-imported is left. A re-import adds the next version.
 */

type Log = { warn(obj: object, msg: string): void };

/** Why an HTML package is refused beyond the zip's own problems (scorm/zip.ts). */
export class HtmlPackageError extends Error {
  readonly code: 'html.not_a_package' | 'html.entry_missing';
  readonly entry: string | undefined;
  constructor(code: 'html.not_a_package' | 'html.entry_missing', entry?: string) {
    super(`${code}${entry ? `: ${entry}` : ''}`);
    this.code = code;
    this.entry = entry;
  }
}

const PAGE = /\.x?html?$/i;

/**
 * The page the player opens: the one named (a path of the package), else `index.html` (or `.htm`) at the root, else
 * in the package's one top folder (what zipping a folder makes).
 */
export function entryOf(paths: ReadonlySet<string>, named: string | undefined): string {
  if (named !== undefined) {
    const path = named.replace(/^\.\//, '');
    if (!isSafePath(path) || !paths.has(path) || !PAGE.test(path))
      throw new HtmlPackageError('html.entry_missing', named);
    return path;
  }
  for (const candidate of ['index.html', 'index.htm']) if (paths.has(candidate)) return candidate;
  const tops = new Set([...paths].map((path) => path.split('/', 1)[0]));
  if (tops.size === 1) {
    const [top] = tops;
    for (const candidate of [`${top}/index.html`, `${top}/index.htm`])
      if (paths.has(candidate)) return candidate;
  }
  throw new HtmlPackageError('html.entry_missing', 'index.html');
}

export interface ImportedHtmlPackage {
  id: number;
  version: number;
}

/**
 * Reads the zip at `file`, stores its files and records a new version of the activity's HTML package in `db`'s
 * transaction. Throws a PackageError or an HtmlPackageError when the package is refused; nothing stays in the store.
 */
export async function importHtmlPackageFile(
  db: Db,
  store: FileStore,
  input: {
    file: string;
    zipBytes: number;
    entry?: string | undefined;
    clientId: number;
    activityId: number;
    uploadId: number | null;
    actorId: number | null;
  },
  now: Date,
  log: Log,
  alsoRecord: (trx: Trx, imported: ImportedHtmlPackage) => Promise<void> = async () => {},
): Promise<ImportedHtmlPackage> {
  let opened: OpenedPackage;
  try {
    opened = await openPackage(input.file, input.zipBytes);
  } catch (error) {
    if (error instanceof PackageError && error.code === 'scorm.not_a_package')
      throw new HtmlPackageError('html.not_a_package');
    throw error;
  }
  const written: string[] = [];
  try {
    const entry = entryOf(new Set(opened.files.map((f) => f.path)), input.entry);
    const files = await storePackageFiles(store, opened, written);
    return await inTransaction(db, async (trx) => {
      const version = await nextPackageVersion(trx, 'html_packages', input.activityId);
      const row = await trx
        .insertInto('html_packages')
        .values({
          client_id: input.clientId,
          activity_id: input.activityId,
          version,
          public_key: randomToken(24),
          entry,
          file_count: files.length,
          size: opened.totalBytes,
          upload_id: input.uploadId,
          created_by: input.actorId,
          created_at: now,
        })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow();
      await insertPackageFiles(trx, 'html_package_files', row.id, files);
      await alsoRecord(trx, row);
      return row;
    });
  } catch (error) {
    await removeFiles(store, written, log);
    throw error;
  } finally {
    opened.close();
  }
}

async function summaryOf(db: Db, packageId: number): Promise<HtmlPackageSummary> {
  const row = await db
    .selectFrom('html_packages')
    .select(['id', 'activity_id', 'version', 'entry', 'file_count', 'size', 'created_at'])
    .where('id', '=', packageId)
    .executeTakeFirstOrThrow();
  return { ...row, size: Number(row.size), created_at: row.created_at.toISOString() };
}

/** The `html` activity the author may edit; else 404 (another client's, another instructor's) or 422. */
async function editableHtmlActivity(ctx: ServiceContext, auth: AuthContext, activityId: number) {
  const scope = await scopeOf(ctx, auth);
  const activity = await ctx.db
    .selectFrom('activities as a')
    .innerJoin('courses as c', 'c.id', 'a.course_id')
    .select(['a.id', 'a.kind', 'a.course_id', 'c.created_by'])
    .where('a.id', '=', activityId)
    .where('a.client_id', '=', scope.clientId)
    .where('c.kind', '!=', 'trail')
    .executeTakeFirst();
  if (!activity || !mayEdit(scope, activity.created_by)) throw notFound();
  if (activity.kind !== 'html') throw new AppError('html.not_html_activity', 422);
  return { scope, activity };
}

/** GET /api/v1/admin/learning/activities/:id/html: the activity's current package, if any. */
export async function htmlPackageOf(
  ctx: ServiceContext,
  auth: AuthContext,
  activityId: number,
): Promise<HtmlPackageState> {
  await editableHtmlActivity(ctx, auth, activityId);
  const latest = await ctx.db
    .selectFrom('html_packages')
    .select('id')
    .where('activity_id', '=', activityId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { package: latest ? await summaryOf(ctx.db, latest.id) : null };
}

/**
 * POST /api/v1/admin/learning/activities/:id/html: a completed upload of kind `package` becomes the activity's
 * package (its next version). A refused package answers its problem (422; 413 past the size limit) with the entry
 * at fault, in the request's language, and leaves nothing in the file store.
 */
export async function importHtml(
  ctx: ServiceContext,
  auth: AuthContext,
  activityId: number,
  body: ImportHtmlRequest,
  language: LanguageCode,
  log: Log,
): Promise<HtmlPackageSummary> {
  const { scope, activity } = await editableHtmlActivity(ctx, auth, activityId);
  const upload = await uploadedPackage(ctx, scope, body.upload_id, 'html.upload_not_package');
  const now = ctx.clock.now();
  try {
    const imported = await upload.withZip((file, zipBytes) =>
      importHtmlPackageFile(
        ctx.db,
        upload.store,
        {
          file,
          zipBytes,
          entry: body.entry,
          clientId: scope.clientId,
          activityId,
          uploadId: upload.uploadId,
          actorId: scope.actorId,
        },
        now,
        log,
        packageImported(scope, { id: activityId, course_id: activity.course_id }, 'html_package', now),
      ),
    );
    return summaryOf(ctx.db, imported.id);
  } catch (error) {
    if (error instanceof PackageError) throw packageRefusal(error, language);
    if (error instanceof HtmlPackageError)
      throw new AppError(error.code, 422, [
        { field: error.entry ?? 'file', message: errorMessage(error.code, language) },
      ]);
    throw error;
  }
}
