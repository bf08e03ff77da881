import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { startS3Server, type TestS3Server } from '../testing/s3-server.ts';
import { bearer, signUp } from '../testing/auth-helpers.ts';
import { uploadResume, uploadResumeRaw } from '../testing/recruitment-helpers.ts';
import { createTestApp } from '../testing/test-app.ts';
import { hebrewResume, makeResumeFile } from '../testing/upload-fixtures.ts';
import { createStorage, describeStorage } from './create-storage.ts';
import { parseStorageUrl } from './storage-url.ts';

describe('STORAGE_URL', () => {
  it('reads the bucket, a folder, the endpoint, the region and the path style', () => {
    expect(
      parseStorageUrl(
        's3://gius-files/prod/resumes?endpoint=http://127.0.0.1:9000/&region=eu-west-1&forcePathStyle=true',
      ),
    ).toEqual({
      bucket: 'gius-files',
      prefix: 'prod/resumes',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
    });
    expect(parseStorageUrl('s3://gius-files')).toEqual({
      bucket: 'gius-files',
      prefix: '',
      forcePathStyle: false,
    });
  });

  it('names what is wrong, and never echoes the value', () => {
    const attempt = (STORAGE_URL: string) => () => loadConfig({ STORAGE_URL });
    expect(attempt('http://bucket')).toThrow(/STORAGE_URL: must start with s3:\/\/ \(got \(hidden\)\)/);
    expect(attempt('s3://Bad_Bucket')).toThrow(/STORAGE_URL: must name a valid bucket/);
    expect(attempt('s3://key:secret@bucket')).toThrow(/must not hold credentials/);
    expect(attempt('s3://key:secret@bucket')).not.toThrow(/secret/);
    expect(attempt('s3://bucket?endpoint=ftp://x')).toThrow(/endpoint must be http/);
    expect(attempt('s3://bucket?forcePathStyle=yes')).toThrow(/forcePathStyle must be true or false/);
    expect(attempt('s3://bucket?acl=public')).toThrow(/unknown parameter "acl"/);
    expect(attempt('s3://bucket/a b')).toThrow(ConfigError);
  });

  it('unset, files stay in the folder under DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: '/srv/gius' });
    expect(config.s3).toBeNull();
    expect(createStorage(config).driver).toBe('local');
    expect(describeStorage(config)).toBe('/srv/gius/files');
  });
});

describe('S3 storage against an S3-compatible server', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server('gius-files');
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('keeps its files under the folder STORAGE_URL names', async () => {
    const config = loadConfig({ STORAGE_URL: s3.storageUrl.replace('?', '/tenant-a?') });
    expect(describeStorage(config)).toBe(`s3://gius-files/tenant-a at ${s3.endpoint}`);
    const storage = createStorage(config, s3.env);
    expect(storage.driver).toBe('s3');
    await storage.put('resumes/2026/11/x', Buffer.from('%PDF'));
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'gius-files' }));
    expect(listed.Contents?.map((o) => o.Key)).toEqual(['tenant-a/resumes/2026/11/x']);
    client.destroy();
    await storage.delete('resumes/2026/11/x');
    await storage.close();
  });

  it('signs with the credentials of the environment (an unknown key is refused)', async () => {
    const storage = createStorage(loadConfig({ STORAGE_URL: s3.storageUrl }), {
      AWS_ACCESS_KEY_ID: 'NOT-A-KEY',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    });
    await expect(storage.put('x', Buffer.from('x'))).rejects.toThrow(
      /Access Key Id you provided does not exist/,
    );
    await expect(storage.check()).rejects.toThrow();
    await storage.close();
  });
});

describe('the app on S3 storage', () => {
  it('stores an uploaded resume in the bucket and serves it back, refuses one over 10MB keeping nothing, and reports the bucket in GET /api/health', async () => {
    const own = await startS3Server('gius-uploads');
    const t = await createTestApp('pglite', { STORAGE_URL: own.storageUrl, ...own.env });
    const client = new S3Client({
      endpoint: own.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const keys = async () =>
      ((await client.send(new ListObjectsV2Command({ Bucket: 'gius-uploads' }))).Contents ?? []).map(
        (o) => o.Key,
      );
    try {
      const candidate = await signUp(t.app);
      const docx = await makeResumeFile(hebrewResume('דנה לוי'), 'docx');
      const resume = await uploadResume(t.app, candidate, docx, 'cv.docx');
      expect(await keys()).toEqual([
        expect.stringMatching(new RegExp(`^resumes/\\d{4}/\\d{2}/${resume.id}$`)),
      ]);
      const file = await t.app.inject({ url: `/api/resumes/${resume.id}/file`, headers: bearer(candidate) });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(docx)).toBe(true);

      // Past 10MB the stream fails mid-upload (a multipart upload on S3 by then): nothing is kept.
      const eleven = Buffer.alloc(11 * 1024 * 1024, 0x20);
      Buffer.from('%PDF-1.7\n').copy(eleven);
      const big = await uploadResumeRaw(t.app, candidate, eleven, 'big.pdf');
      expect(big.statusCode).toBe(413);
      expect(big.json().error.code).toBe('FILE_TOO_LARGE');
      expect(await keys()).toHaveLength(1);

      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/resumes/${resume.id}`,
        headers: bearer(candidate),
      });
      expect(removed.statusCode).toBeLessThan(300);
      expect(await keys()).toEqual([]);

      // The health check reports the bucket, and 503 with the reason once it cannot be reached.
      const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ status: 'ok', storage: { status: 'ok', driver: 's3' } });
      await own.close();
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'degraded',
        database: { status: 'ok' },
        storage: { status: 'error', driver: 's3', error: expect.stringMatching(/ECONNREFUSED/) },
      });
    } finally {
      client.destroy();
      await t.close();
      await own.close();
    }
  });
});
