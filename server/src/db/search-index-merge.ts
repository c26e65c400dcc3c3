import { setTimeout as sleep } from 'node:timers/promises';
import { sql, SqliteAdapter, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** SQLite's FTS5 indexes: the dossiers' and the parties' search texts, the documents' text (migrations 003, 007, 027). */
export const SEARCH_INDEXES = ['dossier_search', 'party_search', 'document_text_search'] as const;

/**
 * Pages of an index one step writes. At 100,000 documents a step of 32 pages held the database's
 * write lock 5–17 ms, and the merge of the documents' index took 475 steps (2.4 s of work).
 */
const PAGES_PER_STEP = 32;
/** Between two steps, the writes that were waiting (a request's, a reading's) go first. */
const PAUSE_MS = 20;

export interface MergeOptions {
  pagesPerStep?: number;
  pauseMs?: number;
}

/**
 * SQLite: merges each FTS5 search index into one b-tree, a few pages at a time, and resolves
 * with the number of steps that did work (0: merged already, or PostgreSQL, whose trigram
 * indexes need none of this).
 *
 * Each write adds a small b-tree (a segment) to its index, which FTS5 merges with its likes only
 * from time to time, and a search reads every segment. At 100,000 documents, the documents' index
 * a bulk load or a rebuild leaves (11–15 segments) answered a page of the search in 0.9 ms, the
 * same index merged in 0.13 ms; the merged index, after 2,000 more texts saved one by one, in
 * 0.54 ms.
 *
 * Each step is FTS5's `merge` command with a negative count (merge whatever segments there are,
 * across levels), in its own short transaction; FTS5 says a step did work when it changed two
 * rows or more.
 */
export async function mergeSearchIndexes(db: AnyDb, options: MergeOptions = {}): Promise<number> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return 0;
  const { pagesPerStep = PAGES_PER_STEP, pauseMs = PAUSE_MS } = options;
  // total_changes() counts per connection: the steps and the counts run on the same one.
  return db.connection().execute(async (connection) => {
    const changes = async () => (await sql<{ n: number }>`select total_changes() as n`.execute(connection)).rows[0]!.n;
    let steps = 0;
    for (const index of SEARCH_INDEXES) {
      for (;;) {
        const before = await changes();
        await sql`insert into ${sql.table(index)} (${sql.ref(index)}, rank) values ('merge', ${-pagesPerStep})`.execute(connection);
        if ((await changes()) - before < 2) break;
        steps++;
        if (pauseMs > 0) await sleep(pauseMs);
      }
    }
    return steps;
  });
}
