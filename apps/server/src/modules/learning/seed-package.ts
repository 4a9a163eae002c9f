import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/connection.ts';
import type { FileStore } from '../../platform/storage.ts';
import type { importPackageFile } from './scorm/import.ts';

/** An author's import's own function from a zip on disk: SCORM's, or html's (the same shape, plus an entry). */
type ImportPackageFile = typeof importPackageFile;

/**
 * A demo package's zip imported into a demo activity the way an author's upload is: written to a temporary file,
 * imported from there by `importFile` (no upload, no actor), the file removed after.
 */
export async function importDemoPackage(
  db: Db,
  files: FileStore,
  importFile: ImportPackageFile,
  demo: {
    zip: Uint8Array;
    name: string;
    clientId: number;
    activityId: number | undefined;
    publishedAt: Date;
  },
): Promise<void> {
  if (demo.activityId === undefined) throw new Error(`the demo activity of ${demo.name} was not inserted`);
  const work = await mkdtemp(path.join(tmpdir(), 'elevar-demo-package-'));
  try {
    const file = path.join(work, demo.name);
    await writeFile(file, demo.zip);
    const input = { file, zipBytes: demo.zip.length, clientId: demo.clientId, activityId: demo.activityId };
    await importFile(db, files, { ...input, uploadId: null, actorId: null }, demo.publishedAt, console);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
