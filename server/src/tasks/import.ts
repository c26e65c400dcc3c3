import type { Database as SQLiteDatabase } from 'better-sqlite3';
import cliProgress from 'cli-progress';
import { createDatabase, isPostgresUrl } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { mergeSearchIndexes } from '../db/search-index-merge';
import { heapGrowthCollector } from '../lib/garbage-collection';
import { csvSource, type ImportSource, runImport, type Progress, postgresSource, TRANSFER_TABLES } from '../modules/transfer';
import { refusalMessage, summarize } from './import-summary';
import { TaskError, usageError } from './task-error';
import { readOptions, type Task } from './task';

const USAGE = [
  'npm run import -- --csv FOLDER_OR_ZIP [--dry-run] [options]',
  '       npm run import -- --from postgres://USER:PASSWORD@HOST/DATABASE [--dry-run] [options]',
  'options: --keep-duplicates       duplicate dossier references imported as they are, marked "to review"',
  '         --allow-unknown-dates   dossiers without a registration date imported with it unknown, marked "to review"',
  '         --keep-dangling         references to deleted tribunals, types, experts set to none, the ids kept in the history',
  '         --no-actions            the old system holds no actions (dossiers may come without them)',
  "         --keep-question-marks   question marks in a file without Arabic are the data's own",
  '         --ignore-column TABLE.COLUMN   leave a column Cabinet does not keep behind (repeatable)',
].join('\n');

/** Bars per table on a terminal; nothing when the output is a file or a pipe. */
function progressBars(stream: NodeJS.WriteStream): { onProgress?: Progress; stop(): void } {
  if (!stream.isTTY) return { stop: () => {} };
  const multibar = new cliProgress.MultiBar(
    { stream, format: ' {phase} {file} |{bar}| {value}/{total} rows', hideCursor: true, clearOnComplete: false, fps: 5 },
    cliProgress.Presets.shades_classic,
  );
  const bars = new Map<string, cliProgress.SingleBar>();
  return {
    onProgress({ phase, file, done, total }) {
      const name = `${phase}:${file}`;
      let bar = bars.get(name);
      const label = { phase: phase === 'check' ? 'checking' : 'loading ', file: file.padEnd(24) };
      if (!bar) {
        bar = multibar.create(Math.max(total, done), done, label);
        bars.set(name, bar);
      }
      bar.setTotal(Math.max(total, done));
      bar.update(done, label);
    },
    stop: () => multibar.stop(),
  };
}

/**
 * Alone on a SQLite file (no server has it open), the import writes it in place for its one
 * transaction: a rollback journal keeps a copy of only the pages the import changes (almost
 * none in a new database), where the write-ahead log would take every page written and copy it
 * back into the file afterwards. Both keep the import all or nothing. With another connection
 * open the mode cannot change, and the import runs in WAL as the server does.
 */
function writeInPlace(sqlite: SQLiteDatabase | null): boolean {
  if (!sqlite) return false;
  try {
    return sqlite.pragma('journal_mode = DELETE', { simple: true }) === 'delete';
  } catch {
    return false;
  }
}

export const importTask: Task = {
  name: 'import',
  summary: "import the old system's tables (CSV files or its PostgreSQL database): all rows checked first, then all loaded or none",
  usage: USAGE,
  async run(args, { config }) {
    const values = readOptions(args, {
      csv: { type: 'string' },
      from: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      'ignore-column': { type: 'string', multiple: true, default: [] },
      'keep-duplicates': { type: 'boolean', default: false },
      'allow-unknown-dates': { type: 'boolean', default: false },
      'keep-dangling': { type: 'boolean', default: false },
      'no-actions': { type: 'boolean', default: false },
      'keep-question-marks': { type: 'boolean', default: false },
    });
    if (Boolean(values.csv) === Boolean(values.from)) throw usageError('Give either --csv FOLDER_OR_ZIP or --from postgres://…', USAGE);
    if (values.from && !isPostgresUrl(values.from)) throw usageError('--from takes a postgres:// address', USAGE);
    const dryRun = values['dry-run'];

    let source: ImportSource;
    try {
      source = values.csv ? await csvSource(values.csv) : await postgresSource(values.from!, TRANSFER_TABLES);
    } catch (err) {
      throw new TaskError(`Cannot read ${values.csv ?? 'the old database'}: ${(err as Error).message}`);
    }
    const database = createDatabase(config.DATABASE_URL, { poolSize: 2 });
    // One large transaction: a bigger page cache keeps the indexes being filled in memory
    // instead of spilling pages over and over (16 MB; the default is 2 MB). The sorter that
    // builds an index after the load takes as much again, within the 300 MB the import may use.
    database.sqlite?.pragma('cache_size = -16384');
    const inPlace = !dryRun && writeInPlace(database.sqlite);
    const bars = progressBars(process.stderr);
    const started = Date.now();
    try {
      await migrateToLatest(database);
      const ignoreColumns = new Set(values['ignore-column'].flatMap((v) => v.split(',')).map((v) => v.trim().toLowerCase()));
      const report = await runImport(database, source, {
        dryRun,
        ignoreColumns,
        keepDuplicates: values['keep-duplicates'],
        allowUnknownDates: values['allow-unknown-dates'],
        keepDangling: values['keep-dangling'],
        noActions: values['no-actions'],
        keepQuestionMarks: values['keep-question-marks'],
        onProgress: bars.onProgress,
        // The rows of a large file leave much garbage that V8 would collect only later: a dossier
        // file's dead rows reached 190 MB at 100,000 dossiers. Collected whenever 24 MB more is
        // held, as the files are read, as the search texts are rebuilt and between the phases,
        // the import of 2.3 million rows peaked at 279-297 MB instead of 332-365 MB, for about a
        // tenth more time.
        collectGarbage: heapGrowthCollector(24 * 1024 * 1024),
      });
      bars.stop();
      console.log(summarize(report, dryRun));
      if (report.faults.length > 0 || report.refused.length > 0) throw new TaskError(refusalMessage(report));
      // The load rebuilt the search indexes, which leaves each in a dozen segments: merged as the server keeps them.
      if (!dryRun) await mergeSearchIndexes(database.db, { pauseMs: 0 });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const memory = Math.round(process.resourceUsage().maxRSS / 1024);
      console.log(
        dryRun
          ? `Dry run: every row can be imported; nothing was written (${seconds} s, peak memory ${memory} MB).`
          : `Imported in ${seconds} s (peak memory ${memory} MB).`,
      );
    } finally {
      bars.stop();
      if (inPlace) database.sqlite!.pragma('journal_mode = WAL');
      await source.close();
      await database.close();
    }
  },
};
