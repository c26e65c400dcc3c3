import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import yauzl from 'yauzl';
import { readFormulaSafe } from '../../lib/csv';
import { lostLetters, newTextWatch, type TextWatch } from './text-watch';
import type { Cell } from './transfer-values';

/** One row as read: where it is (for the report) and its cells, aligned with the header. */
export interface SourceRow {
  where: string;
  cells: Cell[];
  /** Set instead of cells when the row cannot be read at all. */
  error?: string;
}

export interface SourceTable {
  /** The table as the source names it: `dossier.csv` (or `dossier_rows.csv`), or the database's `dossier`. */
  name: string;
  columns: string[];
  rows: () => AsyncIterable<SourceRow>;
  /**
   * What is wrong with the table as a whole, learnt while its rows were read (the encoding, a
   * last row cut short): reported once, instead of its rows' refusals.
   */
  faults(options: { keepQuestionMarks?: boolean }): string[];
}

/** Where the old system's tables come from: a folder of CSV files, a zip of them, or a database. */
export interface ImportSource {
  label: string;
  /** Files name their tables `dossier.csv`; a database, `the dossier table`. */
  kind: 'files' | 'database';
  /** The table of that file name, or null when the source has none. */
  open(file: string): Promise<SourceTable | null>;
  /** Files the source holds that no table reads (reported, not imported). */
  unknownFiles(known: string[]): string[];
  /** Names the source holds twice (`dossier.csv` and `dossier_rows.csv`). */
  ambiguous?(known: string[]): string[];
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
 * A record larger than this cannot be one of the old system's rows (a dossier's 20,000-character
 * charge in Arabic with every other field full is a fraction of it); reading stops there instead
 * of holding a huge cell in memory before its length is checked.
 */
export const MAX_RECORD_BYTES = 1024 * 1024;

/** What the byte level of a file said while it was read. */
interface ByteWatch {
  /** Bytes that are not UTF-8 somewhere in the file. */
  invalidUtf8: boolean;
  /** The first line where the decoded text holds U+FFFD (where invalid bytes show, when there are some). */
  replacementLine: number | null;
}

type CsvItem = { line: number; record: Cell[] } | { line: number; error: string; cutShort?: boolean };

/**
 * The fields of a raw record that are a quoted empty value (`""`): an empty text, where an empty
 * field is no value at all (the old system's export writes NULL so). Both become "no value" on
 * import; the first is counted as normalised. (csv-parse's per-field `cast` would say it too, but
 * made reading eight times slower.)
 */
export function quotedEmpties(raw: string, delimiter: string): Set<number> {
  const found = new Set<number>();
  const end = (c: string | undefined) => c === undefined || c === delimiter || c === '\r' || c === '\n';
  let field = 0;
  let i = 0;
  for (;;) {
    if (raw[i] === '"') {
      if (raw[i + 1] === '"' && end(raw[i + 2])) {
        found.add(field);
        i += 2;
      } else {
        for (i++; i < raw.length; i++) {
          if (raw[i] !== '"') continue;
          if (raw[i + 1] === '"') i++;
          else {
            i++;
            break;
          }
        }
      }
    }
    while (!end(raw[i])) i++;
    if (raw[i] !== delimiter) return found;
    field++;
    i++;
  }
}

/** Enough of the file to find the header line's separator. */
const HEAD_MAX_CHARS = 64 * 1024;

/**
 * Reads CSV records from a byte stream, streaming (never the whole file): UTF-8 with or without
 * BOM, comma or semicolon, quoted fields with newlines. Each record knows its first line. The
 * bytes are checked to be UTF-8 as they go by.
 */
export async function* readCsv(input: Readable, watch?: ByteWatch): AsyncGenerator<CsvItem> {
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
    max_record_size: MAX_RECORD_BYTES,
    raw: true,
  });
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const checkBytes = (chunk: Buffer | null) => {
    if (!watch || watch.invalidUtf8) return;
    try {
      if (chunk) decoder.decode(chunk, { stream: true });
      else decoder.decode();
    } catch {
      watch.invalidUtf8 = true;
    }
  };
  void (async () => {
    try {
      for (const chunk of head) {
        checkBytes(chunk);
        if (!parser.write(chunk)) await new Promise((r) => parser.once('drain', r));
      }
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        checkBytes(next.value);
        if (!parser.write(next.value)) await new Promise((r) => parser.once('drain', r));
      }
      checkBytes(null);
      parser.end();
    } catch (err) {
      parser.destroy(err as Error);
    }
  })();
  let line = 1;
  try {
    for await (const { record: values, raw } of parser as AsyncIterable<{ record: string[]; raw: string }>) {
      const start = line;
      line += 1 + values.reduce((n, value) => n + newlines(value), 0);
      if (values.length === 1 && values[0] === '') continue;
      const kept = values.includes('') && raw.includes('""') ? quotedEmpties(raw, delimiter) : null;
      // A cell the export made formula-safe reads back as it was (lib/csv).
      const record: Cell[] = values.map((value, i) => (value === '' && !kept?.has(i) ? null : readFormulaSafe(value)));
      if (watch && watch.replacementLine === null && record.some((v) => v?.includes('\uFFFD'))) watch.replacementLine = start;
      yield { line: start, record };
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'CSV_QUOTE_NOT_CLOSED')
      yield { line, error: `the file seems cut short: it ends inside a quoted value that starts on line ${line}`, cutShort: true };
    else if (code === 'CSV_MAX_RECORD_SIZE')
      yield {
        line,
        error: `line ${line} starts a row larger than ${MAX_RECORD_BYTES / 1024 / 1024} MB, which cannot be one of the table's rows`,
      };
    else yield { line, error: `the file cannot be read as CSV from line ${line} (${(err as Error).message})` };
  } finally {
    input.destroy();
    parser.destroy();
  }
}

const HOW_TO_SAVE =
  'Save the table again from the original as "CSV UTF-8 (comma delimited)" (in Excel: File → Save As → "CSV UTF-8"), or export it again from the old system, and run the import again.';

function tableFrom(name: string, open: () => Promise<Readable>): Promise<SourceTable> {
  return (async () => {
    const reader = readCsv(await open());
    const first = await reader.next();
    await reader.return(undefined);
    const header = first.done || 'error' in first.value ? [] : first.value.record.map((h) => (h ?? '').trim().toLowerCase());
    // What the last full read of the rows learnt.
    let bytes: ByteWatch = { invalidUtf8: false, replacementLine: null };
    let text: TextWatch = newTextWatch();
    let cutShort: string | null = null;
    let unreadable: string | null = null;
    return {
      name,
      columns: header,
      async *rows() {
        bytes = { invalidUtf8: false, replacementLine: null };
        text = newTextWatch();
        cutShort = null;
        unreadable = null;
        let isHeader = true;
        // Made once: a row's place then adds its line number to it, instead of a copy of the name
        // per row (kept by the checks that name where a value was first seen: 300,000 of them).
        const place = `${name}:`;
        let pending: { where: string; line: number; record: Cell[] } | null = null;
        const release = (item: { where: string; record: Cell[] }): SourceRow =>
          item.record.length !== header.length
            ? { where: item.where, cells: [], error: `expected ${header.length} fields as in the header, found ${item.record.length}` }
            : { where: item.where, cells: item.record };
        for await (const item of readCsv(await open(), bytes)) {
          if ('error' in item) {
            if (item.cutShort) cutShort = item.error;
            else unreadable = item.error;
            break;
          }
          if (isHeader) {
            isHeader = false;
            continue;
          }
          const where = place + item.line;
          lostLetters(text, where, item.record);
          if (pending) yield release(pending);
          pending = { where, line: item.line, record: item.record };
        }
        // The last row alone, with fewer fields than the header and no error after it: the download stopped there.
        if (pending && !cutShort && !unreadable && pending.record.length < header.length)
          cutShort = `the file seems cut short: its last row (line ${pending.line}) has ${pending.record.length} of the ${header.length} columns`;
        else if (pending) yield release(pending);
      },
      faults({ keepQuestionMarks }) {
        const faults: string[] = [];
        if (unreadable) faults.push(unreadable);
        if (cutShort) faults.push(`${cutShort}. Export the table again and check that the file is complete.`);
        if (bytes.invalidUtf8)
          faults.push(
            `the file is not UTF-8 text${bytes.replacementLine ? ` (the first unreadable character is on line ${bytes.replacementLine})` : ''}: it was saved with another character set, such as Excel's plain "CSV", which loses Arabic letters. ${HOW_TO_SAVE}`,
          );
        else if (!keepQuestionMarks && !text.arabic && text.lostCount > 0)
          faults.push(
            `the file seems to have lost its Arabic letters: ${text.lostCount} value(s) hold runs of question marks where words should be (${text.lost.join('; ')}), and the file holds no Arabic letter at all. Excel's plain "CSV" format writes a "?" for each letter it cannot keep. ${HOW_TO_SAVE} If these question marks really are in the old system's data, add --keep-question-marks.`,
          );
        return faults;
      },
    };
  })();
}

/** A table's file under the name the old system's export gives it too: `dossier_rows.csv` is `dossier.csv`. */
const namesOf = (file: string) => [file, file.replace(/\.csv$/, '_rows.csv')];

/** A folder holding dossier.csv, action.csv, … (as extracted from an export or saved one by one). */
export function folderSource(dir: string): ImportSource {
  const files = readdirSync(dir).filter((f) => statSync(join(dir, f)).isFile());
  const matches = (file: string) => files.filter((f) => namesOf(file).includes(f.toLowerCase()));
  return {
    label: dir,
    kind: 'files',
    async open(file) {
      const match = matches(file)[0];
      if (!match) return null;
      return tableFrom(match, async () => createReadStream(join(dir, match)));
    },
    unknownFiles: (known) =>
      files.filter((f) => f.toLowerCase().endsWith('.csv') && !known.some((k) => namesOf(k).includes(f.toLowerCase()))),
    ambiguous: (known) => known.filter((k) => matches(k).length > 1).map((k) => matches(k).join(' and ')),
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
  const matches = (file: string) => namesOf(file).filter((n) => entries.has(n));
  return {
    label: path,
    kind: 'files',
    async open(file) {
      const name = matches(file)[0];
      return name ? tableFrom(name, () => stream(entries.get(name)!)) : null;
    },
    unknownFiles: (known) => [...entries.keys()].filter((f) => f.endsWith('.csv') && !known.some((k) => namesOf(k).includes(f))),
    ambiguous: (known) => known.filter((k) => matches(k).length > 1).map((k) => matches(k).join(' and ')),
    close: async () => zip.close(),
  };
}

/** `--csv PATH`: a folder or a .zip file. */
export async function csvSource(path: string): Promise<ImportSource> {
  if (!existsSync(path)) throw new Error(`${path} does not exist`);
  return statSync(path).isDirectory() ? folderSource(path) : zipSource(path);
}
