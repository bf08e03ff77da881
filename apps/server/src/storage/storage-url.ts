/** Where an S3-compatible bucket is, as `STORAGE_URL` names it. Credentials are never part of it. */
export interface S3Location {
  bucket: string;
  /** Keys are stored under this folder of the bucket ('' for the bucket's root). */
  prefix: string;
  /** Another S3-compatible service (MinIO, R2, a test server); unset: AWS itself. */
  endpoint?: string;
  region?: string;
  /** `http://host/bucket/key` rather than `http://bucket.host/key` (most S3-compatible services need it). */
  forcePathStyle: boolean;
}

export class StorageUrlError extends Error {
  override name = 'StorageUrlError';
}

/** S3's bucket naming rules (3–63 characters, lower case, digits, dots and hyphens). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PARAMS = new Set(['endpoint', 'region', 'forcePathStyle']);

/**
 * Reads `s3://bucket[/prefix]?endpoint=http://127.0.0.1:9000&region=eu-west-1&forcePathStyle=true`.
 * Throws a StorageUrlError saying what is wrong; the message never repeats the URL.
 */
export function parseStorageUrl(value: string): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StorageUrlError('must be a URL such as s3://bucket?region=eu-west-1');
  }
  if (url.protocol !== 's3:') throw new StorageUrlError('must start with s3://');
  if (url.username || url.password)
    throw new StorageUrlError('must not hold credentials (set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)');
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) throw new StorageUrlError('must name a valid bucket: s3://bucket-name');
  const prefix = decodeURIComponent(url.pathname)
    .split('/')
    .filter((part) => part !== '')
    .join('/');
  if (prefix && !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(prefix))
    throw new StorageUrlError(
      'the folder after the bucket may hold only letters, digits, ".", "_", "-" and "/"',
    );
  for (const name of url.searchParams.keys()) {
    if (!PARAMS.has(name))
      throw new StorageUrlError(`unknown parameter "${name}" (endpoint, region, forcePathStyle)`);
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/?#]+\/?$/.test(endpoint))
    throw new StorageUrlError('endpoint must be http(s)://host[:port]');
  const region = url.searchParams.get('region') ?? undefined;
  if (region !== undefined && !/^[a-z0-9-]+$/.test(region))
    throw new StorageUrlError('region must be a region name such as eu-west-1');
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false')
    throw new StorageUrlError('forcePathStyle must be true or false');
  return {
    bucket,
    prefix,
    ...(endpoint ? { endpoint: endpoint.replace(/\/$/, '') } : {}),
    ...(region ? { region } : {}),
    forcePathStyle: pathStyle === 'true',
  };
}
