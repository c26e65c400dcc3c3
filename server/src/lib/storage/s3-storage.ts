import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { isStorageKey, StorageObjectMissing, type DocumentStorage, type StagedObject } from './storage';

type Sdk = typeof import('@aws-sdk/client-s3') & Pick<typeof import('@aws-sdk/lib-storage'), 'Upload'>;
let sdkLoading: Promise<Sdk> | null = null;

/**
 * The AWS SDK is loaded with a bucket's first use: it takes 12 MB of memory in every thread that
 * loads it (the server's, and each job's process), for nothing on the default local storage.
 */
function loadSdk(): Promise<Sdk> {
  sdkLoading ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(([s3, storage]) => ({ ...s3, Upload: storage.Upload }));
  return sdkLoading;
}

export interface S3StorageOptions {
  bucket: string;
  prefix: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

const isNotFound = (sdk: Sdk, err: unknown) =>
  err instanceof sdk.NotFound || err instanceof sdk.NoSuchKey || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * An S3-compatible bucket. Uploads stream in parts of 5 MiB (at most two in flight, so an upload
 * holds about 10 MiB), land under `<prefix>.staging/`, and are copied to `<prefix><sha256>`.
 * Credentials come from the options or, when absent, from the AWS SDK's usual chain.
 */
export function createS3Storage(options: S3StorageOptions): DocumentStorage {
  let connecting: Promise<{ sdk: Sdk; client: S3Client }> | null = null;
  const connect = () => {
    connecting ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials:
          options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
      }),
    }));
    return connecting;
  };
  const Bucket = options.bucket;
  const keyOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error('Invalid storage key');
    return `${options.prefix}${key}`;
  };
  const has = async (Key: string) => {
    const { sdk, client } = await connect();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket, Key }));
      return true;
    } catch (err) {
      if (isNotFound(sdk, err)) return false;
      throw err;
    }
  };
  const remove = async (Key: string) => {
    const { sdk, client } = await connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
  };

  return {
    kind: 's3',
    async stage(source): Promise<StagedObject> {
      const { sdk, client } = await connect();
      const staged = `${options.prefix}.staging/${randomUUID()}`;
      const upload = new sdk.Upload({ client, params: { Bucket, Key: staged, Body: source }, partSize: 5 * 1024 * 1024, queueSize: 2 });
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
              await client.send(new sdk.CopyObjectCommand({ Bucket, Key, CopySource: `${Bucket}/${encodeURIComponent(staged).replace(/%2F/g, '/')}` }));
            }
          } finally {
            await remove(staged).catch(() => undefined);
          }
        },
        discard: () => remove(staged),
      };
    },
    async open(key) {
      const { sdk, client } = await connect();
      try {
        const result = await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(key) }));
        const body = result.Body;
        if (!body) throw new StorageObjectMissing(key);
        return body instanceof Readable ? body : Readable.fromWeb(body as never);
      } catch (err) {
        if (isNotFound(sdk, err)) throw new StorageObjectMissing(key);
        throw err;
      }
    },
    has: (key) => has(keyOf(key)),
    remove: (key) => remove(keyOf(key)),
    async *keys() {
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: options.prefix, ContinuationToken }));
        for (const item of page.Contents ?? []) {
          const name = item.Key?.slice(options.prefix.length) ?? '';
          if (isStorageKey(name)) yield name;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
