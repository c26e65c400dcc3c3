import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, link, mkdir, readdir, rm, stat, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isStorageKey, StorageObjectMissing, type DocumentStorage, type StagedObject } from './storage';

const STAGING = '.staging';
/** Staging files older than this are leftovers of a crash. */
const STALE_STAGING_MS = 24 * 60 * 60 * 1000;

const isMissing = (err: unknown) => (err as { code?: string }).code === 'ENOENT';

/**
 * A directory of content-addressed files, `ab/abcdef…` (first two hex digits as a folder), kept
 * private: directories 0700, files 0600. Uploads land in `.staging/` and are linked into place.
 */
export function createLocalStorage(root: string): DocumentStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error('Invalid storage key');
    return join(base, key.slice(0, 2), key);
  };
  let ready: Promise<void> | null = null;
  const privateDir = async (dir: string) => {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
  };
  const ensureReady = () =>
    (ready ??= (async () => {
      await privateDir(base);
      await privateDir(join(base, STAGING));
      const now = Date.now();
      for (const name of await readdir(join(base, STAGING))) {
        const path = join(base, STAGING, name);
        const info = await stat(path).catch(() => null);
        if (info && now - info.mtimeMs > STALE_STAGING_MS) await rm(path, { force: true });
      }
    })().catch((err: unknown) => {
      ready = null;
      throw err;
    }));

  return {
    kind: 'local',
    async stage(source: Readable): Promise<StagedObject> {
      await ensureReady();
      const staged = join(base, STAGING, randomUUID());
      try {
        await pipeline(source, createWriteStream(staged, { flags: 'wx', mode: 0o600 }));
      } catch (err) {
        source.destroy();
        await rm(staged, { force: true });
        throw err;
      }
      return {
        async commit(key) {
          const target = pathOf(key);
          await privateDir(join(base, key.slice(0, 2)));
          try {
            // A hard link never replaces an existing file: the first copy of some content stays.
            await link(staged, target);
          } catch (err) {
            if ((err as { code?: string }).code !== 'EEXIST') {
              await rm(staged, { force: true });
              throw err;
            }
          }
          await rm(staged, { force: true });
        },
        discard: () => rm(staged, { force: true }),
      };
    },
    async open(key) {
      const stream = createReadStream(pathOf(key));
      await new Promise<void>((ok, fail) => {
        stream.once('open', () => ok());
        stream.once('error', (err) => fail(isMissing(err) ? new StorageObjectMissing(key) : err));
      });
      return stream;
    },
    async has(key) {
      return stat(pathOf(key)).then(
        () => true,
        (err: unknown) => {
          if (isMissing(err)) return false;
          throw err;
        },
      );
    },
    async remove(key) {
      await unlink(pathOf(key)).catch((err: unknown) => {
        if (!isMissing(err)) throw err;
      });
    },
    async *keys() {
      const folders = await readdir(base).catch((err: unknown) => {
        if (isMissing(err)) return [] as string[];
        throw err;
      });
      for (const folder of folders) {
        if (!/^[0-9a-f]{2}$/.test(folder)) continue;
        for (const name of await readdir(join(base, folder))) if (isStorageKey(name)) yield name;
      }
    },
  };
}
