import type { Worker } from 'node:worker_threads';
import type { CompiledQuery, Kysely } from 'kysely';
import { startWorker } from '../lib/off-thread';

/**
 * A second SQLite connection, read-only, on a thread of its own: the server's one thread runs
 * every request, so a long read there (counting a common name's 7,000 matches in the search
 * index: 3–4 ms at 100k dossiers) holds every other request up. Sent here, it runs on the other
 * core while the request's own thread goes on with the rest (its page of rows). WAL lets the
 * two connections read side by side; each query sees the last committed write.
 */
export interface ReadWorker {
  /** The rows of a compiled read-only query. */
  all<R>(query: CompiledQuery<R>): Promise<R[]>;
  close(): Promise<void>;
}

type Answer = { id: number; ok: true; rows: unknown[] } | { id: number; ok: false; error: { name: string; message: string } };

/** The query itself failed on the read worker (SQLite refused it), as opposed to the thread failing. */
export class ReadQueryError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

export function startReadWorker(path: string, pageCacheKb?: number): ReadWorker {
  let worker: Worker | null = null;
  let closed = false;
  let nextId = 0;
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (err: Error) => void }>();

  const failAll = (err: Error) => {
    for (const job of pending.values()) job.reject(err);
    pending.clear();
  };
  const ensure = (): Worker => {
    if (worker) return worker;
    const started = startWorker('read-worker', { path, pageCacheKb });
    started.on('message', (answer: Answer) => {
      const job = pending.get(answer.id);
      if (!job) return;
      pending.delete(answer.id);
      if (pending.size === 0) started.unref();
      if (answer.ok) job.resolve(answer.rows);
      else job.reject(new ReadQueryError(answer.error.name, answer.error.message));
    });
    const stopped = (err: Error) => {
      if (worker === started) worker = null;
      failAll(err);
    };
    started.on('error', stopped);
    started.on('exit', (code) => stopped(new Error(`the read worker stopped (exit code ${code})`)));
    worker = started;
    return started;
  };

  return {
    all<R>(query: CompiledQuery<R>) {
      return new Promise<R[]>((resolve, reject) => {
        if (closed) return reject(new Error('the database is closed'));
        const thread = ensure();
        const id = ++nextId;
        pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
        // Idle, the thread does not keep the process alive.
        thread.ref();
        thread.postMessage({ id, sql: query.sql, parameters: query.parameters });
      });
    },
    async close() {
      closed = true;
      const stopping = worker;
      worker = null;
      failAll(new Error('the database is closed'));
      await stopping?.terminate();
    },
  };
}

const readers = new WeakMap<Kysely<never>, ReadWorker>();

/** Gives `db` a read worker (a SQLite file opened by the server). */
export function attachReadWorker<DB>(db: Kysely<DB>, reader: ReadWorker): void {
  readers.set(db as unknown as Kysely<never>, reader);
}

/** The read worker of `db`, if it has one (never on PostgreSQL, in tests or tasks unless asked). */
export function readWorkerOf<DB>(db: Kysely<DB>): ReadWorker | null {
  return readers.get(db as unknown as Kysely<never>) ?? null;
}

/**
 * Runs a read-only query on the read worker of `db` when it has one, else (or when the thread
 * fails) on `db` itself. A query SQLite refuses fails as it is: run again, it would fail again.
 */
export async function readBeside<DB, R>(db: Kysely<DB>, query: CompiledQuery<R>): Promise<R[]> {
  const reader = readWorkerOf(db);
  if (reader) {
    try {
      return await reader.all(query);
    } catch (err) {
      if (err instanceof ReadQueryError) throw err;
      // A thread that could not start or stopped: the request's own connection reads.
    }
  }
  return (await db.executeQuery(query)).rows;
}
