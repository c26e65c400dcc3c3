export type StorageTarget =
  | { kind: 'local'; dir: string }
  | { kind: 's3'; bucket: string; prefix: string; endpoint?: string; region: string; forcePathStyle: boolean };

/**
 * `STORAGE_URL`: `file:/some/dir` (or a plain path) for a local directory, or
 * `s3://bucket/optional/prefix?endpoint=https://host:port&region=eu-west-3&force_path_style=true`
 * for an S3-compatible store. Throws a readable message on anything else.
 */
export function parseStorageUrl(value: string): StorageTarget {
  if (value.startsWith('s3://')) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error('STORAGE_URL is not a valid s3:// address');
    }
    const bucket = url.hostname;
    if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error('STORAGE_URL: the bucket name is not valid');
    const prefix = decodeURIComponent(url.pathname.replace(/^\/+/, ''));
    const endpoint = url.searchParams.get('endpoint') ?? undefined;
    if (endpoint !== undefined && !/^https?:\/\/[^\s/]+/.test(endpoint)) throw new Error('STORAGE_URL: endpoint must be an http(s) address');
    for (const key of url.searchParams.keys()) {
      if (!['endpoint', 'region', 'force_path_style'].includes(key)) throw new Error(`STORAGE_URL: unknown option ${key}`);
    }
    const style = url.searchParams.get('force_path_style');
    return {
      kind: 's3',
      bucket,
      prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
      endpoint,
      region: url.searchParams.get('region') ?? 'us-east-1',
      // Self-hosted stores (MinIO, Garage, …) are usually addressed by path; AWS by host.
      forcePathStyle: style === null ? endpoint !== undefined : style === 'true' || style === '1',
    };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value) && !value.startsWith('file:')) {
    throw new Error('STORAGE_URL must be file:DIR or s3://bucket[/prefix]');
  }
  const dir = value.startsWith('file:') ? value.slice('file:'.length).replace(/^\/\/(?=\/)/, '') : value;
  if (!dir) throw new Error('STORAGE_URL: the directory is empty');
  return { kind: 'local', dir };
}
