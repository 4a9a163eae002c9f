import { sql } from 'kysely';
import type { Trx } from '../../../db/transaction.ts';
import type { FileStore } from '../../../platform/storage.ts';
import { contentTypeOf } from './media-types.ts';
import { type OpenedPackage, PackageError } from './zip.ts';

/**
 * What recording a package version shares, SCORM or html: its files streamed into the file store, the activity
 * locked while its next version number is read, and the file rows written in batches.
 */

export interface PackageFile {
  path: string;
  file_key: string;
  size: number;
  content_type: string;
}

/** Streams every file of the package into the store; each key goes into `written` at once, to be removed on failure. */
export async function storePackageFiles(
  store: FileStore,
  opened: OpenedPackage,
  written: string[],
): Promise<PackageFile[]> {
  const files: PackageFile[] = [];
  for (const entry of opened.files) {
    let key: string;
    try {
      key = await store.writeFrom(await opened.read(entry));
    } catch (error) {
      if (error instanceof PackageError) throw error;
      throw new PackageError('scorm.unreadable_zip', entry.path, (error as Error).message);
    }
    written.push(key);
    files.push({
      path: entry.path,
      file_key: key,
      size: entry.size,
      content_type: contentTypeOf(entry.path),
    });
  }
  return files;
}

/** The activity locked (two imports of one activity run one after the other), and its package's next version. */
export async function nextPackageVersion(
  trx: Trx,
  table: 'scorm_packages' | 'html_packages',
  activityId: number,
): Promise<number> {
  await trx.selectFrom('activities').select('id').where('id', '=', activityId).forUpdate().execute();
  const last = await trx
    .selectFrom(table)
    .select(sql<number>`coalesce(max(version), 0)::int`.as('version'))
    .where('activity_id', '=', activityId)
    .executeTakeFirstOrThrow();
  return last.version + 1;
}

/** The version's file rows, 500 per statement. */
export async function insertPackageFiles(
  trx: Trx,
  table: 'scorm_package_files' | 'html_package_files',
  packageId: number,
  files: readonly PackageFile[],
): Promise<void> {
  for (let start = 0; start < files.length; start += 500)
    await trx
      .insertInto(table)
      .values(files.slice(start, start + 500).map((f) => ({ ...f, package_id: packageId })))
      .execute();
}
