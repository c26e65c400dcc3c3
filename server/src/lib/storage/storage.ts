import type { Readable } from 'node:stream';

/** Bytes written to a temporary place, waiting to be filed under their content's key or dropped. */
export interface StagedObject {
  /** Files the bytes under `key`; when that key already holds the same content, the copy is dropped. */
  commit(key: string): Promise<void>;
  discard(): Promise<void>;
}

/**
 * Where document bytes live. Keys are SHA-256 digests (hex): the same content is stored once.
 * Every method streams; nothing holds a whole file in memory.
 */
export interface DocumentStorage {
  readonly kind: 'local' | 's3';
  /** Streams `source` into a staging object. On any error nothing is left behind. */
  stage(source: Readable): Promise<StagedObject>;
  open(key: string): Promise<Readable>;
  has(key: string): Promise<boolean>;
  /** Removes the object; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored key (for backups and checks). */
  keys(): AsyncIterable<string>;
}

export const isStorageKey = (key: string) => /^[0-9a-f]{64}$/.test(key);

export class StorageObjectMissing extends Error {
  constructor(key: string) {
    super(`Stored object ${key} is missing`);
  }
}
