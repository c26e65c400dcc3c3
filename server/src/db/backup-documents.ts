import { pipeline, Readable } from 'node:stream';
import SQLite from 'better-sqlite3';
import type { DocumentStorage } from '../lib/storage';
import { ContentInspector } from '../lib/content-inspector';
import { SqliteFileError } from './sqlite-file';

/**
 * Documents travel inside the SQLite backup file, so a backup stays one self-contained file:
 * table `backup_document_chunk (storage_key, seq, data)` holds each stored file (named by its
 * SHA-256) in 1 MiB chunks, in order. Restore writes them back to the storage, checks each
 * SHA-256, and drops the table. Chunks keep memory flat whatever the size of a file.
 */
export const CHUNK_TABLE = 'backup_document_chunk';
const CHUNK_BYTES = 1024 * 1024;

const hasTable = (db: SQLite.Database, name: string) =>
  db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name) !== undefined;

/** Copies every document's (and template's) bytes from the storage into the backup file at `path`; returns how many. */
export async function embedDocuments(path: string, storage: DocumentStorage): Promise<number> {
  const db = new SQLite(path, { fileMustExist: true });
  try {
    if (!hasTable(db, 'document')) return 0;
    // The office's Word templates keep their bytes in the same storage.
    const sources = hasTable(db, 'template') ? 'select storage_key from document union select storage_key from template' : 'select storage_key from document';
    const keys = db.prepare(`select distinct storage_key from (${sources}) order by storage_key`).pluck().all() as string[];
    if (keys.length === 0) return 0;
    // One transaction for all of it: one flush to disk at the end rather than one per chunk.
    db.exec('begin');
    db.exec(`create table ${CHUNK_TABLE} (storage_key text not null, seq integer not null, data blob not null, primary key (storage_key, seq))`);
    const insert = db.prepare(`insert into ${CHUNK_TABLE} (storage_key, seq, data) values (?, ?, ?)`);
    for (const key of keys) {
      let stream: Readable;
      try {
        stream = await storage.open(key);
      } catch (err) {
        throw new SqliteFileError(`Document ${key} cannot be read from the storage: ${(err as Error).message}`);
      }
      let seq = 0;
      let pending: Buffer[] = [];
      let size = 0;
      const flush = () => {
        insert.run(key, seq++, Buffer.concat(pending, size));
        pending = [];
        size = 0;
      };
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        pending.push(chunk);
        size += chunk.length;
        if (size >= CHUNK_BYTES) flush();
      }
      if (size > 0 || seq === 0) flush();
    }
    db.exec('commit');
    return keys.length;
  } finally {
    if (db.inTransaction) db.exec('rollback');
    db.close();
  }
}

/**
 * Writes the documents held in a restored backup file back to the storage (those already there
 * are skipped), checking each file's SHA-256, then removes the chunks from the database.
 */
export async function extractDocuments(path: string, storage: DocumentStorage): Promise<number> {
  const db = new SQLite(path, { fileMustExist: true });
  try {
    if (!hasTable(db, CHUNK_TABLE)) return 0;
    const keys = db.prepare(`select distinct storage_key from ${CHUNK_TABLE}`).pluck().all() as string[];
    const chunks = db.prepare(`select data from ${CHUNK_TABLE} where storage_key = ? order by seq`).pluck();
    for (const key of keys) {
      if (await storage.has(key)) continue;
      const inspector = new ContentInspector();
      pipeline(Readable.from(chunks.iterate(key) as Iterable<Buffer>), inspector, () => undefined);
      const staged = await storage.stage(inspector);
      if (inspector.sha256 !== key) {
        await staged.discard();
        throw new SqliteFileError(`The backup's copy of document ${key} is damaged (its SHA-256 does not match)`);
      }
      await staged.commit(key);
    }
    db.exec(`drop table ${CHUNK_TABLE}`);
    return keys.length;
  } finally {
    db.close();
  }
}
