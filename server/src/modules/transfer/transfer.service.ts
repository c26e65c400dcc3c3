import type { Readable } from 'node:stream';
import { writeAudit } from '../../lib/audit';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import { todayInZone } from '../../lib/dates';
import type { SettingsReader } from '../../lib/settings-reader';
import { exportZip } from './export-zip';
import { exportZipOffThread } from './export-off-thread';

export interface ExportDownload {
  fileName: string;
  stream: Readable;
  /** Ends the export's snapshot if the download stops early. */
  abort(): void;
}

/** An administrator's download of the whole office as CSV files in a zip (audited). */
export function createTransferService(ctx: AppContext, settings: SettingsReader) {
  return {
    async exportAll(actor: Actor): Promise<ExportDownload> {
      const fileName = `cabinet-export-${todayInZone((await settings.get()).timezone, ctx.clock.now())}.zip`;
      await writeAudit(ctx.database.db, {
        at: isoNow(ctx.clock),
        userId: actor.id,
        entity: 'export',
        entityId: 0,
        operation: 'create',
        changes: { file: [null, fileName] },
      });
      const { sqlitePath } = ctx.database;
      // A database another thread can open is read there; an in-memory one only here.
      const { stream, abort } = sqlitePath === ':memory:' ? await exportZip(ctx.database) : exportZipOffThread(ctx.config.DATABASE_URL);
      return { fileName, stream, abort };
    },
  };
}
