import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { TEMPLATE_LIMITS } from '@cabinet/shared';
import yauzl from 'yauzl';

/** Why a file cannot be a template: said to the office in plain words (templates.service.ts). */
export class TemplateFileRefused extends Error {
  constructor(
    readonly reason: 'not_docx' | 'too_large_unzipped' | 'too_many_entries' | 'damaged',
    message: string,
  ) {
    super(message);
  }
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const notDocx = () => new TemplateFileRefused('not_docx', 'This file is not a Word document (.docx)');

export interface ZipBounds {
  maxEntries: number;
  maxUncompressedBytes: number;
}

const DEFAULT_BOUNDS: ZipBounds = { maxEntries: TEMPLATE_LIMITS.maxEntries, maxUncompressedBytes: TEMPLATE_LIMITS.maxUncompressedBytes };

function open(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (err, zip) =>
      err ? reject(notDocx()) : resolve(zip),
    ),
  );
}

/** The entries of the central directory, refused past the bounds before any is read. */
async function listEntries(zip: yauzl.ZipFile, bounds: ZipBounds): Promise<yauzl.Entry[]> {
  if (zip.entryCount > bounds.maxEntries) {
    throw new TemplateFileRefused(
      'too_many_entries',
      `This file holds more than ${bounds.maxEntries} parts: it is not a letter or a pleading`,
    );
  }
  const entries: yauzl.Entry[] = [];
  let declared = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      declared += entry.uncompressedSize;
      if (declared > bounds.maxUncompressedBytes) {
        reject(tooLarge(bounds));
        return;
      }
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve());
    zip.once('error', () => reject(notDocx()));
    zip.readEntry();
  });
  return entries;
}

const tooLarge = (bounds: ZipBounds) =>
  new TemplateFileRefused(
    'too_large_unzipped',
    `Once unzipped, this file would be larger than ${Math.round(bounds.maxUncompressedBytes / (1024 * 1024))} MB`,
  );

/** Reads an entry to its end, keeping nothing: yauzl stops it as soon as it yields more than it declared. */
function drain(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(err);
      pipeline(stream, new Writable({ write: (_chunk, _enc, done) => done() })).then(resolve, reject);
    });
  });
}

/**
 * Checks that `bytes` is a Word document whose unzipping is bounded, before anything unzips it
 * whole: a zip (its first bytes), with `word/document.xml`, at most `maxEntries` entries whose
 * declared sizes add up to at most `maxUncompressedBytes`; then every entry is inflated once
 * into nothing, and an entry yielding more than it declared (a zip bomb's lie) stops there.
 */
export async function checkDocxZip(bytes: Buffer, bounds: ZipBounds = DEFAULT_BOUNDS): Promise<void> {
  if (bytes.length < ZIP_MAGIC.length || !bytes.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) throw notDocx();
  const zip = await open(bytes);
  try {
    const entries = await listEntries(zip, bounds);
    const names = new Set(entries.map((e) => e.fileName));
    if (!names.has('word/document.xml') || !names.has('[Content_Types].xml')) throw notDocx();
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      try {
        await drain(zip, entry);
      } catch (err) {
        const message = (err as Error).message ?? '';
        if (/too many bytes|expected \d+ bytes|size mismatch/i.test(message)) throw tooLarge(bounds);
        throw new TemplateFileRefused('damaged', 'This Word document is damaged: open it in Word and save it again');
      }
    }
  } finally {
    zip.close();
  }
}
