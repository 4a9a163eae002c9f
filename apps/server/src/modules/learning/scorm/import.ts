import type { ImportScormRequest, ScormPackageState, ScormPackageSummary } from '@elevar/contract';
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
import type { AuthorScope } from '../authoring/policy.ts';
import { mayEdit } from '../authoring/policy.ts';
import { parseManifest } from './manifest.ts';
import { insertPackageFiles, nextPackageVersion, storePackageFiles } from './package-store.ts';
import { openPackage, PACKAGE_LIMITS, PackageError, readAll } from './zip.ts';

/**
 * Importing a package into a `scorm` activity (docs/learning.md "SCORM"): the zip is judged whole before a byte is
 * stored (zip.ts), its manifest parsed (manifest.ts), then every file is streamed into the file store under new keys
 * and the package version with its file list recorded in one transaction. Any failure removes the files written, so
 * nothing half-imported is left. A re-import adds the next version; learners' data, keyed by (activity, SCO
 * identifier), carries over.
 */

type Log = { warn(obj: object, msg: string): void };

export interface ImportedPackage {
  id: number;
  version: number;
}

/** The request's refusal for a package problem: its code, and the entry at fault (with the reason) as details. */
export function packageRefusal(error: PackageError, language: LanguageCode): AppError {
  const status = error.code === 'scorm.too_large' ? 413 : 422;
  const message = errorMessage(error.code, language);
  const field = error.entry ?? 'file';
  const details =
    error.entry || error.reason
      ? [
          {
            field,
            message:
              error.reason && error.code === 'scorm.manifest_invalid'
                ? `${message} (${error.reason})`
                : message,
          },
        ]
      : undefined;
  return new AppError(error.code, status, details);
}

/**
 * Reads the zip at `file`, stores its files and records a new version of the activity's package in `db`'s
 * transaction. Throws a PackageError when the package is refused; nothing stays in the store then.
 */
export async function importPackageFile(
  db: Db,
  store: FileStore,
  input: {
    file: string;
    zipBytes: number;
    clientId: number;
    activityId: number;
    uploadId: number | null;
    actorId: number | null;
  },
  now: Date,
  log: Log,
  alsoRecord: (trx: Trx, imported: ImportedPackage) => Promise<void> = async () => {},
): Promise<ImportedPackage> {
  const opened = await openPackage(input.file, input.zipBytes);
  const written: string[] = [];
  try {
    const paths = new Set(opened.files.map((f) => f.path));
    const manifestEntry = opened.files.find((f) => f.path === 'imsmanifest.xml');
    if (!manifestEntry) throw new PackageError('scorm.manifest_missing', 'imsmanifest.xml');
    const xml = await readAll(
      await opened.read(manifestEntry),
      PACKAGE_LIMITS.maxManifestBytes,
      manifestEntry.path,
    );
    const manifest = parseManifest(xml.toString('utf8').replace(/^\uFEFF/, ''), paths);

    const files = await storePackageFiles(store, opened, written);
    const first = manifest.items[0];
    if (!first) throw new PackageError('scorm.no_sco', 'imsmanifest.xml');
    return await inTransaction(db, async (trx) => {
      const version = await nextPackageVersion(trx, 'scorm_packages', input.activityId);
      const row = await trx
        .insertInto('scorm_packages')
        .values({
          client_id: input.clientId,
          activity_id: input.activityId,
          version,
          scorm_version: manifest.version,
          schema_version: manifest.schemaVersion.slice(0, 100),
          title: manifest.title.slice(0, 500),
          public_key: randomToken(24),
          entry: first.href,
          items: JSON.stringify(manifest.items),
          mastery_score: manifest.items.find((i) => i.mastery_score !== null)?.mastery_score ?? null,
          file_count: files.length,
          size: opened.totalBytes,
          upload_id: input.uploadId,
          created_by: input.actorId,
          created_at: now,
        })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow();
      await insertPackageFiles(trx, 'scorm_package_files', row.id, files);
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

async function summaryOf(db: Db | Trx, packageId: number): Promise<ScormPackageSummary> {
  const row = await db
    .selectFrom('scorm_packages')
    .select([
      'id',
      'activity_id',
      'version',
      'scorm_version',
      'schema_version',
      'title',
      'items',
      'file_count',
      'size',
      'created_at',
    ])
    .where('id', '=', packageId)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    activity_id: row.activity_id,
    version: row.version,
    scorm_version: row.scorm_version,
    schema_version: row.schema_version,
    title: row.title,
    sco_count: row.items.length,
    file_count: row.file_count,
    size: Number(row.size),
    created_at: row.created_at.toISOString(),
  };
}

/** The `scorm` activity the author may edit; else 404 (another client's, another instructor's) or 422. */
async function editableScormActivity(db: Db, scope: AuthorScope, activityId: number) {
  const activity = await db
    .selectFrom('activities as a')
    .innerJoin('courses as c', 'c.id', 'a.course_id')
    .select(['a.id', 'a.kind', 'a.course_id', 'c.created_by'])
    .where('a.id', '=', activityId)
    .where('a.client_id', '=', scope.clientId)
    .where('c.kind', '!=', 'trail')
    .executeTakeFirst();
  if (!activity || !mayEdit(scope, activity.created_by)) throw notFound();
  if (activity.kind !== 'scorm') throw new AppError('scorm.not_scorm_activity', 422);
  return activity;
}

/** GET /api/v1/admin/learning/activities/:id/scorm: the activity's current package, if any. */
export async function scormPackageOf(
  ctx: ServiceContext,
  auth: AuthContext,
  activityId: number,
): Promise<ScormPackageState> {
  const scope = await scopeOf(ctx, auth);
  await editableScormActivity(ctx.db, scope, activityId);
  const latest = await ctx.db
    .selectFrom('scorm_packages')
    .select('id')
    .where('activity_id', '=', activityId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { package: latest ? await summaryOf(ctx.db, latest.id) : null };
}

/**
 * POST /api/v1/admin/learning/activities/:id/scorm: a completed upload of kind `package` becomes the activity's
 * package (its next version). A refused package answers its problem (422; 413 past the size limit) with the entry
 * at fault, and leaves nothing in the file store.
 */
export async function importScorm(
  ctx: ServiceContext,
  auth: AuthContext,
  activityId: number,
  body: ImportScormRequest,
  language: LanguageCode,
  log: Log,
): Promise<ScormPackageSummary> {
  const scope = await scopeOf(ctx, auth);
  const activity = await editableScormActivity(ctx.db, scope, activityId);
  const upload = await uploadedPackage(ctx, scope, body.upload_id, 'scorm.upload_not_package');
  const now = ctx.clock.now();
  try {
    const imported = await upload.withZip((file, zipBytes) =>
      importPackageFile(
        ctx.db,
        upload.store,
        {
          file,
          zipBytes,
          clientId: scope.clientId,
          activityId,
          uploadId: upload.uploadId,
          actorId: scope.actorId,
        },
        now,
        log,
        packageImported(scope, { id: activityId, course_id: activity.course_id }, 'scorm_package', now),
      ),
    );
    return summaryOf(ctx.db, imported.id);
  } catch (error) {
    if (error instanceof PackageError) throw packageRefusal(error, language);
    throw error;
  }
}
