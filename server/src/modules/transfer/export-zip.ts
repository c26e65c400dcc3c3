import { Readable } from 'node:stream';
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import yazl from 'yazl';
import type { DatabaseHandle } from '../../db/database';
import { writeCsv } from '../../lib/csv';
import { openSnapshot, PAGE } from './export.repository';
import { loadAuthors } from './transfer-authors';
import { keyColumns, type TableDescriptor } from './transfer-descriptor';
import { TRANSFER_TABLES } from './transfer-tables';

/**
 * The whole office as a zip of CSV files, one per table, in the format the import reads: UTF-8
 * with a BOM (so spreadsheets show Arabic and accents), comma separated, formula-safe cells (which
 * the import reads back as they were), a header row of the old system's column names, then
 * Cabinet's own. Read page by page from one snapshot, yielding to other requests between pages;
 * the zip is written as the download is read.
 */
export async function exportZip(
  handle: DatabaseHandle,
  tables: TableDescriptor[] = TRANSFER_TABLES,
): Promise<{ stream: Readable; abort(): void }> {
  const authors = await loadAuthors(handle.db);
  const snapshot = await openSnapshot(handle);
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as unknown as Readable;
  let remaining = tables.length;

  for (const d of tables) {
    async function* csv(): AsyncGenerator<string> {
      try {
        yield writeCsv([d.columns.map((c) => c.csv)], { bom: true });
        let after: unknown[] | null = null;
        for (;;) {
          const rows = await snapshot.page(d, after);
          if (rows.length === 0) break;
          yield writeCsv(rows.map((row) => d.columns.map((c) => c.format(row, authors))));
          const last = rows[rows.length - 1]!;
          after = keyColumns(d).map((c) => last[c]);
          if (rows.length < PAGE) break;
          await yieldToOthers();
        }
      } catch (err) {
        // A failed read ends the download as a broken one, never as a crash of the server.
        output.destroy(err as Error);
      } finally {
        if (--remaining === 0) await snapshot.release();
      }
    }
    zip.addReadStream(Readable.from(csv()), d.file, { mode: 0o100600 });
  }
  zip.end();
  return {
    stream: output,
    abort: () => void snapshot.release(),
  };
}
