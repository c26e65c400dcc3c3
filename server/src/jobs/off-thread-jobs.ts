import { writeFile } from 'node:fs/promises';
import type { ArabicMonthStyle, BailiffTitle, ExportFormat, ExportLanguage } from '@cabinet/shared';
import { createDatabase } from '../db/database';
import { exportDocument, RENDERERS, readAgenda } from '../modules/agenda';
import { backupSqlite } from '../db/sqlite-backup';
import { mergeSearchIndexes } from '../db/search-index-merge';
import { ONE_PASS_CACHE_KB } from '../db/sqlite-file';
import { createStorage, type StorageConfig } from '../lib/storage';
import { createMailer } from '../lib/mailer';
import { capturePdf, readDocumentText } from '../modules/documents';
import { writeStatement, type StatementJobInput } from '../modules/money';
import { runDigest, rollPdf, type RollSheet } from '../modules/reminders';
import { fillTemplate, inspectTemplate } from '../modules/templates';

/** A job reads through the data once: a small page cache keeps its thread's memory small. */
const JOB_DATABASE = { poolSize: 1, pageCacheKb: ONE_PASS_CACHE_KB };

/**
 * The work that runs in a job process (see lib/off-thread.ts): each job takes and returns plain
 * data (structured-clonable) and opens what it needs itself, since a job process shares no connection
 * with the server. A heavy job of another module is added here and called with runOffThread.
 */

export const OFF_THREAD_JOBS = {
  /**
   * A consistent copy of a live SQLite file (online backup API) with the documents' bytes read from
   * the storage `storage` names (the job opens its own), checked for integrity.
   */
  async sqliteBackup(input: { source: string; out: string; storage?: StorageConfig }) {
    const report = await backupSqlite(input.source, input.out, { documents: input.storage ? createStorage(input.storage) : undefined });
    return { integrity: report.integrity };
  },

  /**
   * A digest run on the job's own connection and SMTP transport: its commits' syncs to disk and
   * each mail's rendering and encoding wait for no request. The office clock moves on from `now`.
   */
  async digestRun(input: {
    databaseUrl: string;
    smtpUrl: string;
    mailFrom: string;
    now: number;
    timezone: string;
    publicUrl: string;
    arabicMonths: ArabicMonthStyle;
    bailiffTitle: BailiffTitle | null;
  }) {
    const handle = createDatabase(input.databaseUrl, JOB_DATABASE);
    const mailer = createMailer({ SMTP_URL: input.smtpUrl, MAIL_FROM: input.mailFrom });
    const started = performance.now();
    try {
      return await runDigest({
        db: handle.db,
        mailer,
        now: () => input.now + Math.floor(performance.now() - started),
        timezone: input.timezone,
        publicUrl: input.publicUrl,
        arabicMonths: input.arabicMonths,
        bailiffTitle: input.bailiffTitle,
      });
    } finally {
      mailer.close();
      await handle.close();
    }
  },

  /** A client's statement of many dossiers (see money.routes.ts), written to `input.out`. */
  async clientStatement(input: StatementJobInput & { databaseUrl: string }) {
    const handle = createDatabase(input.databaseUrl, JOB_DATABASE);
    try {
      return { found: await writeStatement(handle.db, input) };
    } finally {
      await handle.close();
    }
  },

  /**
   * An agenda download: the range read on the job's own connection, rendered, and written to
   * `out`. The file, not the text, goes back: megabytes received over the job's channel are
   * parsed on the server's thread in one go (about 10 ms per MB), where a file is streamed to
   * the download a chunk at a time.
   */
  async agendaExport(input: {
    out: string;
    databaseUrl: string;
    from: string;
    to: string;
    tomorrow: string;
    lang: ExportLanguage;
    format: ExportFormat;
    generatedAt: number | null;
    arabicMonths: ArabicMonthStyle;
    calendarName?: string | null;
  }) {
    const handle = createDatabase(input.databaseUrl, JOB_DATABASE);
    try {
      const items = await readAgenda(handle.db, input.from, input.to);
      const doc = exportDocument({
        items,
        from: input.from,
        to: input.to,
        tomorrow: input.tomorrow,
        lang: input.lang,
        arabicMonths: input.arabicMonths,
        generatedAt: input.generatedAt === null ? null : new Date(input.generatedAt),
        calendarName: input.calendarName,
      });
      const body = RENDERERS[input.format](doc);
      await writeFile(input.out, body, { mode: 0o600 });
      return { bytes: Buffer.byteLength(body) };
    } finally {
      await handle.close();
    }
  },

  /**
   * A court roll laid out as a PDF: pdfkit's layout is synchronous and grows with what users typed,
   * so it runs here, under the limits its caller gives (roll.service.ts). A PDF larger than
   * `maxBytes` is refused rather than sent back over the job's channel.
   */
  async rollPdf(input: { sheet: RollSheet; maxBytes: number }) {
    const pdf = await rollPdf(input.sheet);
    if (pdf.length > input.maxBytes) throw new Error(`the roll PDF is ${pdf.length} bytes, over the limit of ${input.maxBytes}`);
    return pdf;
  },

  /**
   * A document's text read (PDF text layer, OCR by Tesseract, Word, OpenDocument, e-mail) and kept
   * for the search, on the job's own connection and storage: neither the text nor the parsing of
   * the file ever reaches the server's thread. Runs in the background lane (modules/documents/
   * document-text-reader.ts).
   */
  async documentText(input: { databaseUrl: string; storage: StorageConfig; id: number; claim: string; at: string }) {
    const handle = createDatabase(input.databaseUrl, JOB_DATABASE);
    try {
      return await readDocumentText({
        db: handle.db,
        storage: createStorage(input.storage),
        id: input.id,
        claim: input.claim,
        at: input.at,
      });
    } finally {
      await handle.close();
    }
  },

  /** SQLite: the search indexes merged, a few pages at a time (db/search-index-merge.ts). */
  async searchIndexMerge(input: { databaseUrl: string }) {
    const handle = createDatabase(input.databaseUrl, JOB_DATABASE);
    try {
      return { steps: await mergeSearchIndexes(handle.db) };
    } finally {
      await handle.close();
    }
  },

  /** A phone capture's photos made into one PDF (modules/documents/capture-pdf.ts), written to `out`. */
  capturePdf,

  /** An uploaded Word template checked (its zip bounded, its placeholders read): modules/templates/. */
  templateInspect: inspectTemplate,

  /** A Word template filled from a dossier's data and written to `out`: modules/templates/. */
  templateFill: fillTemplate,
};

export type OffThreadJobs = typeof OFF_THREAD_JOBS;

// Tells runOffThread (lib/off-thread.ts) which jobs exist and what they take and return.
declare module '../lib/off-thread' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the jobs above
  interface OffThreadJobs extends Readonly<typeof OFF_THREAD_JOBS> {}
}
