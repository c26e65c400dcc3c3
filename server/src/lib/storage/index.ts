import { dirname, join } from 'node:path';
import type { Config } from '../../config';
import { sqlitePathFromUrl } from '../../db/database';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { DocumentStorage } from './storage';
import { parseStorageUrl } from './storage-url';

export type { DocumentStorage, StagedObject } from './storage';
export { StorageObjectMissing } from './storage';

/** The local default: `documents/` beside the SQLite file (the data folder), else `./data/documents`. */
export function defaultDocumentsDir(databaseUrl: string): string {
  const sqlite = sqlitePathFromUrl(databaseUrl);
  return sqlite && sqlite !== ':memory:' ? join(dirname(sqlite), 'documents') : join('data', 'documents');
}

/** What names the document storage: plain data, so a job process can open the same storage. */
export type StorageConfig = Pick<Config, 'DATABASE_URL' | 'STORAGE_URL' | 'STORAGE_ACCESS_KEY_ID' | 'STORAGE_SECRET_ACCESS_KEY'>;

export const storageConfigOf = ({ DATABASE_URL, STORAGE_URL, STORAGE_ACCESS_KEY_ID, STORAGE_SECRET_ACCESS_KEY }: StorageConfig): StorageConfig => ({
  DATABASE_URL,
  STORAGE_URL,
  STORAGE_ACCESS_KEY_ID,
  STORAGE_SECRET_ACCESS_KEY,
});

/** The document storage the configuration names (nothing is created until the first write). */
export function createStorage(config: StorageConfig): DocumentStorage {
  const target = config.STORAGE_URL ? parseStorageUrl(config.STORAGE_URL) : { kind: 'local' as const, dir: defaultDocumentsDir(config.DATABASE_URL) };
  if (target.kind === 'local') return createLocalStorage(target.dir);
  return createS3Storage({ ...target, accessKeyId: config.STORAGE_ACCESS_KEY_ID, secretAccessKey: config.STORAGE_SECRET_ACCESS_KEY });
}
