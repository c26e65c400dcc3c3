import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { pageCachePragma } from '../db/sqlite-file';

/**
 * The reading thread of db/read-worker.ts: its own read-only connection to the database file,
 * which runs each query it is sent (in the order sent) and posts back its rows.
 */
const { path, pageCacheKb } = workerData as { path: string; pageCacheKb?: number };
const sqlite = new SQLite(path, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
if (pageCacheKb !== undefined) sqlite.pragma(pageCachePragma(pageCacheKb));

const MAX_STATEMENTS = 100;
const statements = new Map<string, SQLite.Statement>();

function statementFor(text: string): SQLite.Statement {
  let statement = statements.get(text);
  if (!statement) {
    statement = sqlite.prepare(text);
    if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
    statements.set(text, statement);
  }
  return statement;
}

parentPort!.on('message', (message: { id: number; sql: string; parameters: unknown[] }) => {
  try {
    parentPort!.postMessage({ id: message.id, ok: true, rows: statementFor(message.sql).all(message.parameters) });
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    parentPort!.postMessage({ id: message.id, ok: false, error: { name: error.name, message: error.message } });
  }
});
