import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { isStorageKey, StorageObjectMissing, type DocumentStorage, type StagedObject } from './storage';

export interface S3StorageOptions {
  bucket: string;
  prefix: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

const isNotFound = (err: unknown) =>
  err instanceof NotFound || err instanceof NoSuchKey || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * An S3-compatible bucket. Uploads stream in parts of 5 MiB (at most two in flight, so an upload
 * holds about 10 MiB), land under `<prefix>.staging/`, and are copied to `<prefix><sha256>`.
 * Credentials come from the options or, when absent, from the AWS SDK's usual chain.
 */
export function createS3Storage(options: S3StorageOptions): DocumentStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
  });
  const Bucket = options.bucket;
  const keyOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error('Invalid storage key');
    return `${options.prefix}${key}`;
  };
  const has = async (Key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  };
  const remove = async (Key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key }));
  };

  return {
    kind: 's3',
    async stage(source): Promise<StagedObject> {
      const staged = `${options.prefix}.staging/${randomUUID()}`;
      const upload = new Upload({ client, params: { Bucket, Key: staged, Body: source }, partSize: 5 * 1024 * 1024, queueSize: 2 });
      try {
        await upload.done();
      } catch (err) {
        source.destroy();
        await upload.abort().catch(() => undefined);
        await remove(staged).catch(() => undefined);
        throw err;
      }
      return {
        async commit(key) {
          const Key = keyOf(key);
          try {
            if (!(await has(Key))) {
              await client.send(new CopyObjectCommand({ Bucket, Key, CopySource: `${Bucket}/${encodeURIComponent(staged).replace(/%2F/g, '/')}` }));
            }
          } finally {
            await remove(staged).catch(() => undefined);
          }
        },
        discard: () => remove(staged),
      };
    },
    async open(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        const body = result.Body;
        if (!body) throw new StorageObjectMissing(key);
        return body instanceof Readable ? body : Readable.fromWeb(body as never);
      } catch (err) {
        if (isNotFound(err)) throw new StorageObjectMissing(key);
        throw err;
      }
    },
    has: (key) => has(keyOf(key)),
    remove: (key) => remove(keyOf(key)),
    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: options.prefix, ContinuationToken }));
        for (const item of page.Contents ?? []) {
          const name = item.Key?.slice(options.prefix.length) ?? '';
          if (isStorageKey(name)) yield name;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
