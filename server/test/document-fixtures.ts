import { randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { TestClient } from './harness';

export interface UploadFile {
  filename: string;
  content: Buffer;
  /** What the client claims; the server never trusts it. */
  type?: string;
  field?: string;
}

/** A multipart/form-data body, as a browser builds it. */
export function multipart(files: UploadFile[], fields: Record<string, string> = {}): { payload: Buffer; contentType: string } {
  const boundary = `----cabinet${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    const quoted = file.filename.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${quoted}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function upload(client: TestClient, dossierId: number, files: UploadFile[], fields: Record<string, string> = {}) {
  const { payload, contentType } = multipart(files, fields);
  return client.request('POST', `/api/dossiers/${dossierId}/documents`, undefined, { 'content-type': contentType }, payload);
}

/** A small valid PDF. */
export const pdf = (text = 'Jugement') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

/** A 1×1 PNG. */
export const png = () =>
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A Windows executable's first bytes (the "MZ" header and PE signature). */
export const exe = () => {
  const buf = Buffer.alloc(512);
  buf.write('MZ', 0, 'latin1');
  buf.writeUInt32LE(0x80, 0x3c);
  buf.write('PE\0\0', 0x80, 'latin1');
  return buf;
};

/** A zip of stored (uncompressed) entries: enough to build an Office or OpenDocument file. */
export function zip(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const head = Buffer.alloc(46);
    head.writeUInt32LE(0x02014b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(20, 6);
    head.writeUInt32LE(crc, 16);
    head.writeUInt32LE(entry.data.length, 20);
    head.writeUInt32LE(entry.data.length, 24);
    head.writeUInt16LE(name.length, 28);
    head.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    central.push(head, name);
    offset += local.length + name.length + entry.data.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

export const docx = () =>
  zip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
  ]);

export const odt = () =>
  zip([
    { name: 'mimetype', data: Buffer.from('application/vnd.oasis.opendocument.text') },
    { name: 'content.xml', data: Buffer.from('<office:document-content/>') },
  ]);

export const eml = () =>
  Buffer.from(
    'From: Greffe <greffe@example.test>\r\nTo: cabinet@example.test\r\nSubject: Convocation\r\nDate: Mon, 2 Mar 2026 10:00:00 +0000\r\nMessage-ID: <1@example.test>\r\n\r\nVous \xeates convoqu\xe9.\r\n',
    'latin1',
  );

/** Every file under a directory, recursively (to prove nothing stray is left behind). */
export function filesUnder(dir: string): string[] {
  let out: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  for (const name of names) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out = out.concat(filesUnder(path));
    else out.push(path);
  }
  return out;
}
