import type { Config } from '../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage, type S3Credentials } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** AWS's standard variables, when both are set; otherwise the SDK looks further (profile, instance role). */
function credentialsFrom(env: Record<string, string | undefined>): S3Credentials | undefined {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!accessKeyId || !secretAccessKey) return undefined;
  return {
    accessKeyId,
    secretAccessKey,
    ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
  };
}

/** The storage the config names: the bucket of STORAGE_URL, or the folder under DATA_DIR. */
export function createStorage(
  config: Config,
  env: Record<string, string | undefined> = process.env,
): Storage {
  if (!config.s3) return createLocalStorage(config.filesDir);
  const credentials = credentialsFrom(env);
  return createS3Storage(config.s3, credentials ? { credentials } : {});
}

/** For the start-up line: where files go, with no secret in it. */
export function describeStorage(config: Config): string {
  if (!config.s3) return config.filesDir;
  const { bucket, prefix, endpoint } = config.s3;
  return `s3://${bucket}${prefix ? `/${prefix}` : ''}${endpoint ? ` at ${endpoint}` : ''}`;
}
