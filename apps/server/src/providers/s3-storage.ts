import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, type Storage } from './storage.js';

/** S3-compatible storage (AWS, MinIO, R2…); credentials come from the usual AWS_* variables. */
export function s3Storage(opts: { bucket: string; endpoint?: string; region?: string }): Storage {
  const client = new S3Client({
    region: opts.region ?? 'us-east-1',
    endpoint: opts.endpoint,
    forcePathStyle: Boolean(opts.endpoint),
  });
  const missing = (err: unknown) => {
    const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket: opts.bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: opts.bucket, Key: key }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: opts.bucket, Key: key }));
        return true;
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
  };
}
