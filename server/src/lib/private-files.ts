import { chmodSync, closeSync, createReadStream, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * The database and its backups hold every dossier and password hash: other accounts on the
 * server must not read them. Folders Cabinet creates are 0700, files 0600; SQLite gives its -wal
 * and -shm files the mode of the database file.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** Creates the file empty with mode 0600 if it is missing, and takes group and other access off an existing one. */
export function ensurePrivateFile(path: string): void {
  if (!existsSync(path)) closeSync(openSync(path, 'a', 0o600));
  if ((statSync(path).mode & 0o077) !== 0) {
    try {
      chmodSync(path, 0o600);
    } catch {
      // Not our file (a shared, read-only mount): leave it as the owner set it.
    }
  }
}

/**
 * A new directory in the system's temporary folder, 0700 (mkdtemp), for a download made off the
 * request's thread (a backup, a long agenda); `discard` removes it with what it holds.
 */
export async function privateTempDir(prefix: string): Promise<{ dir: string; discard: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return { dir, discard: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * A file that `write` makes at the path it is given, in a new private temporary directory, as a
 * stream read from there; the directory is removed once the stream closes (read to the end, or
 * the download broken off), or at once when `write` fails or says it wrote nothing (null).
 */
export async function streamedTempFile(prefix: string, write: (path: string) => Promise<boolean>): Promise<Readable | null> {
  const { dir, discard } = await privateTempDir(prefix);
  try {
    const path = join(dir, 'file');
    if (!(await write(path))) {
      await discard();
      return null;
    }
    return createReadStream(path).once('close', () => void discard());
  } catch (err) {
    await discard();
    throw err;
  }
}
