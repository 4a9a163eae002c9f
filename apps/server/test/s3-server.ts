import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The bucket and credentials of the test's S3 server (s3rver accepts any key pair it was given). */
export const TEST_BUCKET = 'elevar-files';
const KEY = 'S3RVER';

/**
 * A real S3-protocol server of the test's own (s3rver, on a free 127.0.0.1 port, its data in a temporary folder),
 * with one bucket; `env` configures the app's object store on it.
 */
export async function startS3Server() {
  const directory = mkdtempSync(path.join(tmpdir(), 'elevar-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      STORAGE_URL: endpoint,
      STORAGE_BUCKET: TEST_BUCKET,
      STORAGE_ACCESS_KEY_ID: KEY,
      STORAGE_SECRET_ACCESS_KEY: KEY,
      STORAGE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
