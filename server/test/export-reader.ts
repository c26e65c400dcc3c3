import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import yauzl from 'yauzl';
import type { DatabaseHandle } from '../src/db/database';
import { exportZip } from '../src/modules/transfer/export-zip';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The files of a zip, by name, as text. */
export async function unzip(buffer: Buffer): Promise<Map<string, string>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, z) => (err ? reject(err) : resolve(z))),
  );
  const files = new Map<string, string>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        collect(stream).then((content) => {
          files.set(entry.fileName, content.toString('utf8'));
          zip.readEntry();
        }, reject);
      });
    });
    zip.once('end', resolve);
    zip.once('error', reject);
    zip.readEntry();
  });
  return files;
}

/** What an export of the database holds: each file's rows (header first). */
export async function readExport(database: DatabaseHandle): Promise<Record<string, string[][]>> {
  const { stream } = await exportZip(database);
  const files = await unzip(await collect(stream));
  return Object.fromEntries([...files].map(([name, text]) => [name, parse(text, { bom: true, relax_column_count: false }) as string[][]]));
}
