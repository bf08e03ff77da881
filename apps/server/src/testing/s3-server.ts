import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  /** The STORAGE_URL of the bucket. */
  storageUrl: string;
  /** The environment that holds its credentials, as a deployment sets them. */
  env: { AWS_ACCESS_KEY_ID: string; AWS_SECRET_ACCESS_KEY: string };
  bucket: string;
  endpoint: string;
  /** Stops the server and removes its folder; a second call does nothing. */
  close(): Promise<void>;
}

/**
 * An S3-compatible server on loopback (s3rver, an npm package: nothing else to install),
 * on a free port, with one empty bucket in a temporary folder.
 */
export async function startS3Server(bucket = 'gius-test'): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let closed = false;
  return {
    storageUrl: `s3://${bucket}?endpoint=${endpoint}&region=us-east-1&forcePathStyle=true`,
    // s3rver's one account.
    env: { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' },
    bucket,
    endpoint,
    // Closing twice is no error (a test may stop it early to see the app cope).
    close: async () => {
      if (closed) return;
      closed = true;
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
