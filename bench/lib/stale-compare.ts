import SQLite from 'better-sqlite3';
import pg from 'pg';
import { createDatabase, isPostgresUrl, sqlitePathFromUrl } from '../../server/src/db/database';
import { addMonths, todayInZone } from '../../server/src/lib/dates';
import { staleCountQuery } from '../../server/src/modules/stale/stale.repository';

export interface StaleCompare {
  seed_bytes: number;
  seed_ms: number;
  cabinet_bytes: number;
  cabinet_ms: number;
  /** How bytes are counted: bytes read from the socket (PostgreSQL), or the JSON size of the rows handed to the client (SQLite, in process). */
  bytes_measure: 'wire' | 'rows_json';
  seed_rows: number;
  seed_stale: number;
  cabinet_stale: number;
  threshold: string;
}

type Runner = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[]; bytes: number }>;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(run: () => Promise<{ bytes: number; value: number; rows: number }>, repeat = 5) {
  await run(); // warm the cache once: both ways are measured warm
  const times: number[] = [];
  let last = { bytes: 0, value: 0, rows: 0 };
  for (let i = 0; i < repeat; i++) {
    const began = performance.now();
    last = await run();
    times.push(performance.now() - began);
  }
  return { ...last, ms: Math.round(median(times) * 100) / 100 };
}

/**
 * The stale count two ways on the same database: the seed's (fetch the dossier id of every
 * recent action, count distinct ids in the client, subtract from the total) and Cabinet's (the
 * count computed in the database by the server's own query).
 */
export async function compareStale(databaseUrl: string): Promise<StaleCompare> {
  const handle = createDatabase(databaseUrl, { poolSize: 1 });
  let run: Runner;
  let close: () => Promise<void>;
  if (isPostgresUrl(databaseUrl)) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const stream = (client as unknown as { connection: { stream: { bytesRead: number } } }).connection.stream;
    run = async (text, params) => {
      const before = stream.bytesRead;
      const result = await client.query(text, params);
      return { rows: result.rows, bytes: stream.bytesRead - before };
    };
    close = () => client.end();
  } else {
    const sqlite = new SQLite(sqlitePathFromUrl(databaseUrl)!, { readonly: true });
    run = async (text, params) => {
      const rows = sqlite.prepare(text).all(...params) as Record<string, unknown>[];
      return { rows, bytes: Buffer.byteLength(JSON.stringify(rows)) };
    };
    close = async () => {
      sqlite.close();
    };
  }
  try {
    const settings = await handle.db.selectFrom('settings').select(['timezone', 'stale_months']).executeTakeFirstOrThrow();
    const threshold = addMonths(todayInZone(settings.timezone, Date.now()), -settings.stale_months);
    const p = (n: number) => (handle.dialect === 'postgres' ? `$${n}` : '?');

    const seed = await timed(async () => {
      const total = await run('select count(*) as n from dossier where deleted_at is null', []);
      const recent = await run(`select fk_dossier from action where date_action >= ${p(1)}`, [threshold]);
      const distinct = new Set(recent.rows.map((r) => r.fk_dossier)).size;
      return { bytes: total.bytes + recent.bytes, value: Math.max(0, Number(total.rows[0]!.n) - distinct), rows: recent.rows.length };
    });
    const compiled = staleCountQuery(handle.db, threshold).compile();
    const cabinet = await timed(async () => {
      const result = await run(compiled.sql, [...compiled.parameters]);
      return { bytes: result.bytes, value: Number(result.rows[0]!.stale), rows: result.rows.length };
    });
    return {
      seed_bytes: seed.bytes,
      seed_ms: seed.ms,
      cabinet_bytes: cabinet.bytes,
      cabinet_ms: cabinet.ms,
      bytes_measure: handle.dialect === 'postgres' ? 'wire' : 'rows_json',
      seed_rows: seed.rows,
      seed_stale: seed.value,
      cabinet_stale: cabinet.value,
      threshold,
    };
  } finally {
    await close();
    await handle.close();
  }
}
