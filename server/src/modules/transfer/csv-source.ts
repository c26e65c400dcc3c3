import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import yauzl from 'yauzl';
import { readFormulaSafe } from '../../lib/csv';
import type { Cell } from './transfer-values';

/** One row as read: where it is (for the report) and its cells, aligned with the header. */
export interface SourceRow {
  where: string;
  cells: Cell[];
  /** Set instead of cells when the row cannot be read at all. */
  error?: string;
}

export interface SourceTable {
  name: string;
  columns: string[];
  rows: () => AsyncIterable<SourceRow>;
}

/** Where the old system's tables come from: a folder of CSV files, a zip of them, or a database. */
export interface ImportSource {
  label: string;
  /** The table of that file name, or null when the source has none. */
  open(file: string): Promise<SourceTable | null>;
  /** Files the source holds that no table reads (reported, not imported). */
  unknownFiles(known: string[]): string[];
  close(): Promise<void>;
}

/** Comma or semicolon: whichever the header line holds more of, outside quotes. */
function detectDelimiter(headerLine: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

const newlines = (text: string) => (text.match(/\r\n|\r|\n/g) ?? []).length;

/**
 * The longest row read, in bytes: a few times the longest valid one (a dossier's 20,000-character
 * charge in Arabic and every other field full), so a file cannot make the import hold a huge cell
 * in memory before its length is checked.
 */
export const MAX_ROW_BYTES = 1024 * 1024;
/** Enough of the file to find the header line's separator. */
const HEAD_MAX_CHARS = 64 * 1024;

/**
 * Reads CSV records from a byte stream, streaming (never the whole file): UTF-8 with or without
 * BOM, comma or semicolon, quoted fields with newlines. Each record knows its first line.
 */
export async function* readCsv(
  input: Readable,
  name: string,
): AsyncGenerator<{ line: number; record: string[] } | { line: number; error: string }> {
  const iterator = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headText = '';
  for (let ended = false; !ended && headText.length < HEAD_MAX_CHARS;) {
    const next = await iterator.next();
    if (next.done) break;
    head.push(next.value);
    const text = next.value.toString('utf8');
    ended = /[\r\n]/.test(text);
    headText += text;
  }
  const delimiter = detectDelimiter(
    headText
      .slice(0, HEAD_MAX_CHARS)
      .replace(/^\uFEFF/, '')
      .split(/\r\n|\r|\n/)[0] ?? '',
  );
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: false,
    record_delimiter: ['\r\n', '\n', '\r'],
    max_record_size: MAX_ROW_BYTES,
  });
  void (async () => {
    try {
      for (const chunk of head) if (!parser.write(chunk)) await new Promise((r) => parser.once('drain', r));
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        if (!parser.write(next.value)) await new Promise((r) => parser.once('drain', r));
      }
      parser.end();
    } catch (err) {
      parser.destroy(err as Error);
    }
  })();
  let line = 1;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      const start = line;
      line += 1 + record.reduce((n, value) => n + newlines(value), 0);
      if (record.length === 1 && record[0] === '') continue;
      yield { line: start, record };
    }
  } catch (err) {
    const tooLong = (err as { code?: string }).code === 'CSV_MAX_RECORD_SIZE';
    yield {
      line,
      error: tooLong
        ? `a row is longer than ${MAX_ROW_BYTES / 1024 / 1024} MB, more than any field Cabinet keeps allows (the rest of ${name} is not read)`
        : `${name} cannot be read as CSV: ${(err as Error).message}`,
    };
  } finally {
    input.destroy();
    parser.destroy();
  }
}

function tableFrom(name: string, open: () => Promise<Readable>): Promise<SourceTable> {
  return (async () => {
    const reader = readCsv(await open(), name);
    const first = await reader.next();
    await reader.return(undefined);
    const header = first.done || 'error' in first.value ? [] : first.value.record.map((h) => h.trim().toLowerCase());
    return {
      name,
      columns: header,
      async *rows() {
        let isHeader = true;
        for await (const item of readCsv(await open(), name)) {
          if ('error' in item) {
            yield { where: `${name}:${item.line}`, cells: [], error: item.error };
            return;
          }
          if (isHeader) {
            isHeader = false;
            continue;
          }
          const { record } = item;
          const where = `${name}:${item.line}`;
          if (record.length !== header.length) {
            yield { where, cells: [], error: `expected ${header.length} fields as in the header, found ${record.length}` };
            continue;
          }
          // A cell the export made formula-safe reads back as it was (lib/csv).
          yield { where, cells: record.map((value) => (value === '' ? null : readFormulaSafe(value))) };
        }
      },
    };
  })();
}

/** A folder holding dossier.csv, action.csv, … (as extracted from an export or saved one by one). */
export function folderSource(dir: string): ImportSource {
  const files = readdirSync(dir).filter((f) => statSync(join(dir, f)).isFile());
  return {
    label: dir,
    async open(file) {
      const match = files.find((f) => f.toLowerCase() === file);
      if (!match) return null;
      return tableFrom(file, async () => createReadStream(join(dir, match)));
    },
    unknownFiles: (known) => files.filter((f) => f.toLowerCase().endsWith('.csv') && !known.includes(f.toLowerCase())),
    close: async () => {},
  };
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (err, zip) => (err ? reject(err) : resolve(zip))),
  );
}

/** A zip as Cabinet's export writes it (the CSV files at its root or in one folder). */
export async function zipSource(path: string): Promise<ImportSource> {
  const zip = await openZip(path);
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/')) entries.set(basename(entry.fileName).toLowerCase(), entry);
      zip.readEntry();
    });
    zip.once('end', resolve);
    zip.once('error', reject);
    zip.readEntry();
  });
  const stream = (entry: yauzl.Entry) =>
    new Promise<Readable>((resolve, reject) => zip.openReadStream(entry, (err, s) => (err ? reject(err) : resolve(s))));
  return {
    label: path,
    async open(file) {
      const entry = entries.get(file);
      return entry ? tableFrom(file, () => stream(entry)) : null;
    },
    unknownFiles: (known) => [...entries.keys()].filter((f) => f.endsWith('.csv') && !known.includes(f)),
    close: async () => zip.close(),
  };
}

/** `--csv PATH`: a folder or a .zip file. */
export async function csvSource(path: string): Promise<ImportSource> {
  if (!existsSync(path)) throw new Error(`${path} does not exist`);
  return statSync(path).isDirectory() ? folderSource(path) : zipSource(path);
}
