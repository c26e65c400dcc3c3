import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import { todayInZone } from '../../lib/dates';
import { runOffThread } from '../../lib/off-thread';
import { privateTempDir } from '../../lib/private-files';
import { storageConfigOf } from '../../lib/storage';
import type { SettingsReader } from '../../lib/settings-reader';

export const POSTGRES_DOWNLOAD_MESSAGE =
  'Cabinet runs on PostgreSQL here: a backup cannot be downloaded from the browser. Use pg_dump on PostgreSQL (see the README, "Operations").';

export interface BackupFile {
  path: string;
  fileName: string;
  bytes: number;
  /** Removes the temporary copy; call it once the download is over. */
  discard(): Promise<void>;
}

/** An administrator's download of the whole database (SQLite only). */
export function createBackupService(ctx: AppContext, settings: SettingsReader) {
  const { database } = ctx;

  return {
    /**
     * A consistent copy made with SQLite's online backup API (the same code as `npm run backup`),
     * the documents' bytes embedded, checked for integrity, in a private temporary directory. The
     * download is audited. All of it runs in a job process: seconds of synchronous SQLite work
     * on a large file (writing the documents in, flushing them to disk) would otherwise hold up
     * every other user's request.
     */
    async create(actor: Actor): Promise<BackupFile> {
      const source = database.sqlitePath;
      if (database.dialect !== 'sqlite' || !source || source === ':memory:') throw new AppError('conflict', POSTGRES_DOWNLOAD_MESSAGE);
      const fileName = `cabinet-backup-${todayInZone((await settings.get()).timezone, ctx.clock.now())}.db`;
      const { dir, discard } = await privateTempDir('cabinet-download-');
      try {
        const path = join(dir, fileName);
        await runOffThread('sqliteBackup', { source, out: path, storage: storageConfigOf(ctx.config) });
        const { size } = await stat(path);
        await writeAudit(database.db, {
          at: isoNow(ctx.clock),
          userId: actor.id,
          entity: 'backup',
          entityId: 0,
          operation: 'create',
          changes: { file: [null, fileName], bytes: [null, size] },
        });
        return { path, fileName, bytes: size, discard };
      } catch (err) {
        await discard();
        throw err;
      }
    },
  };
}
