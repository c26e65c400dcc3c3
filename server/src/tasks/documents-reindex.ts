import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createStorage, type DocumentStorage } from '../lib/storage';
import type { Database } from '../db/schema';
import { mergeSearchIndexes } from '../db/search-index-merge';
import { readDocumentText, createDocumentTextRepository } from '../modules/documents';
import { readOptions, type Task } from './task';

const USAGE = 'npm run documents:reindex [-- --all] [-- --queue-only]';
/** The task holds each document it reads this long: a server running beside it leaves the document alone meanwhile. */
const TASK_LEASE_MS = 60 * 60_000;

/** Reads the documents waiting, here and now, one at a time, saying how each went. */
async function readWaiting(db: Kysely<Database>, storage: DocumentStorage, waiting: number): Promise<void> {
  const repo = createDocumentTextRepository(db);
  const counts = { done: 0, none: 0, failed: 0 };
  for (;;) {
    const now = Date.now();
    const id = await repo.nextPending(new Date(now).toISOString());
    if (id === null) break;
    const claim = randomUUID();
    if (!(await repo.claim(id, claim, new Date(now + TASK_LEASE_MS).toISOString(), new Date(now).toISOString()))) continue;
    const outcome = await readDocumentText({ db, storage, id, claim, at: new Date().toISOString() });
    if (outcome.status === 'lost') continue;
    counts[outcome.status]++;
    const read = counts.done + counts.none + counts.failed;
    const note = outcome.status === 'failed' ? `failed (${outcome.error}: ${outcome.reason})` : outcome.status;
    console.log(`[${read}/${waiting}] document ${id}: ${note}`);
  }
  console.log(`Read ${counts.done} document(s); ${counts.none} without text to read; ${counts.failed} failed.`);
}

/**
 * Rebuilds the search over documents' text: the search index from the kept texts, then the texts
 * that are missing (a failed reading, a database restored or copied without them) read again from
 * the documents' files, here and now, one at a time. `--all` reads every document again (after
 * installing OCR, say); `--queue-only` leaves the reading to the running server. The search
 * indexes are merged at the end.
 */
export const documentsReindexTask: Task = {
  name: 'documents-reindex',
  summary: "rebuild the search in documents' text: the index, then the texts that are missing (--all: every document)",
  usage: USAGE,
  async run(args, { config }) {
    const values = readOptions(args, { all: { type: 'boolean', default: false }, 'queue-only': { type: 'boolean', default: false } });
    const handle = createDatabase(config.DATABASE_URL, { poolSize: 1 });
    try {
      await migrateToLatest(handle);
      const repo = createDocumentTextRepository(handle.db);
      await repo.rebuildIndex();
      const queued = values.all ? await repo.requeue('all') : await repo.requeueMissing();
      const waiting = (await repo.queueSize(new Date().toISOString())).pending;
      console.log(`The search index is rebuilt; ${waiting} document(s) to read (${queued} put back in the queue).`);
      if (values['queue-only']) console.log('The running server reads them in the background.');
      else await readWaiting(handle.db, createStorage(config), waiting);
      // The rebuild and the texts read leave the index in a dozen segments, each read by every search.
      await mergeSearchIndexes(handle.db);
    } finally {
      await handle.close();
    }
  },
};
