import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are opaque, slash-separated names chosen by the
 * server (never by the client), e.g. `resumes/2026/11/<uuid>.pdf`.
 */
export interface Storage {
  /** `local`: a folder (one machine); `s3`: an S3-compatible bucket (any number of instances). */
  readonly driver: 'local' | 's3';
  /** Writes the whole file or nothing: a reader never sees a half-written file. */
  put(key: string, data: Buffer | Readable): Promise<{ size: number }>;
  /** The file's content, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** A stream of the file, or null when there is no such file. */
  open(key: string): Promise<Readable | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Throws when the storage cannot be written and read back. */
  check(): Promise<void>;
  /** Lets go of connections (at shutdown). */
  close(): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
