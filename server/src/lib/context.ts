import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { Clock } from './clock';
import type { DataVersion } from './data-version';
import type { DocumentStorage } from './storage';
import type { StorageHealth } from './storage-health';

/** What every module's services need, built once in app.ts. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  /** Bumped after every write request on this instance; see data-version.ts. */
  dataVersion: DataVersion;
  /** Where document bytes live (local directory or S3-compatible store). */
  storage: DocumentStorage;
  /** Whether writes currently fail for want of storage (full disk, read-only database). */
  storageHealth: StorageHealth;
}

/** The signed-in user as the server knows it for one request. */
export interface Actor {
  id: number;
  role: 'admin' | 'user';
}
