import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertValidKey, type Storage } from './storage.ts';
import type { S3Location } from './storage-url.ts';

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** 404 from S3 (NoSuchKey on GET, NotFound on HEAD, which has no body to name it). */
function isMissing(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2, ...), shared by every instance.
 *
 * Writes are atomic by S3's own rule: an object appears only when its PUT (or the completion of
 * its multipart upload) succeeds, whole; until then readers see the old object or none. A file is
 * streamed in parts of 5 MB (`@aws-sdk/lib-storage`), so memory stays bounded whatever the size;
 * a failed stream aborts the multipart upload, leaving the old object in place.
 */
export function createS3Storage(
  location: S3Location,
  options: {
    /** Default: the SDK's chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role). */
    credentials?: S3Credentials;
    /** Part size of a multipart upload (at least 5 MB, S3's minimum). */
    partSize?: number;
  } = {},
): Storage {
  const config: S3ClientConfig = {
    region: location.region ?? process.env.AWS_REGION ?? 'us-east-1',
    forcePathStyle: location.forcePathStyle,
    // AWS itself: the SDK's default checksums on every PUT and GET. Another S3-compatible service
    // (an endpoint is given): only where the API demands them, as several (R2, older MinIO, B2)
    // refuse the CRC headers the SDK adds since 3.729 (aws/aws-sdk-js-v3#6810).
    ...(location.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
    // An unreachable bucket is an error in seconds (the health check waits on it), not a hang.
    requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  };
  const client = new S3Client(config);
  const Bucket = location.bucket;
  const keyOf = (key: string) => {
    assertValidKey(key);
    return location.prefix ? `${location.prefix}/${key}` : key;
  };

  async function put(key: string, data: Buffer | Readable) {
    const Key = keyOf(key);
    if (Buffer.isBuffer(data)) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body: data }));
      return { size: data.length };
    }
    let size = 0;
    const counted = new PassThrough();
    counted.on('data', (chunk: Buffer) => (size += chunk.length));
    // A failing source fails the upload with the source's own error.
    let sourceError: unknown;
    data.once('error', (err) => {
      sourceError = err;
      counted.destroy(err);
    });
    data.pipe(counted);
    const upload = new Upload({
      client,
      params: { Bucket, Key, Body: counted },
      partSize: options.partSize ?? 5 * 1024 * 1024,
      queueSize: 2,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (err) {
      // As a failed pipeline does: the rest of the source is not read.
      data.unpipe(counted);
      data.destroy();
      throw sourceError ?? err;
    }
    return { size };
  }

  async function getObject(key: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async function get(key: string) {
    const object = await getObject(key);
    if (!object?.Body) return null;
    return Buffer.from(await object.Body.transformToByteArray());
  }

  async function open(key: string) {
    const object = await getObject(key);
    if (!object?.Body) return null;
    // In Node the body is the HTTP response itself: a Readable, streamed as it arrives.
    return object.Body as Readable;
  }

  async function exists(key: string) {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async function remove(key: string) {
    // Deleting a missing object succeeds in S3 too.
    await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
  }

  async function check() {
    const key = `.health/${randomUUID()}`;
    await put(key, Buffer.from('ok'));
    try {
      const back = await get(key);
      if (back?.toString() !== 'ok') throw new Error('storage read-back mismatch');
    } finally {
      await remove(key);
    }
  }

  async function close() {
    client.destroy();
  }

  return { driver: 's3', put, get, open, exists, delete: remove, check, close };
}
