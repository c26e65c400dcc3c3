import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema';

/** The PostgreSQL channel every instance listens on. */
export const CHANGE_CHANNEL = 'cabinet_changes';
const RECONNECT_MS = [250, 1000, 5000];

export interface ChangeFeed {
  /** True while the listening connection is up: a change on another instance then reaches this one at once. */
  live(): boolean;
  /** NOTIFY the other instances (one statement on a pooled connection). */
  publish(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Cross-instance invalidation on PostgreSQL: each instance holds one connection that LISTENs on
 * CHANGE_CHANNEL and calls `onChange` for every NOTIFY another instance sends after a write, so
 * the per-instance caches drop their entries within the time PostgreSQL takes to deliver the
 * message (well under a millisecond on one host, and always before the writer's answer reaches
 * its client, who must go through the network again to reach this instance). When the
 * connection is down, `live()` is false, callers stop caching, and it reconnects; on reconnection
 * `onChange` runs once, since messages sent meanwhile were lost.
 */
export async function startChangeFeed(options: { url: string; db: Kysely<Database>; onChange: () => void; log: (msg: string) => void }): Promise<ChangeFeed> {
  const instance = randomUUID();
  let client: pg.Client | null = null;
  let connected = false;
  let closed = false;
  let attempt = 0;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.url });
    client = next;
    const lost = (reason: string) => {
      if (client !== next) return;
      connected = false;
      client = null;
      options.onChange();
      void next.end().catch(() => undefined);
      if (closed) return;
      options.log(`change feed down (${reason}); per-instance caches are off until it reconnects`);
      const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]!;
      setTimeout(() => void connect(), delay).unref();
    };
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload !== instance) options.onChange();
    });
    next.on('error', (err) => lost(err.message));
    next.on('end', () => lost('connection ended'));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (err) {
      lost(err instanceof Error ? err.message : String(err));
      return;
    }
    if (closed || client !== next) return;
    connected = true;
    attempt = 0;
    // Messages sent while this instance was not listening are lost: start afresh.
    options.onChange();
  }

  await connect();

  return {
    live: () => connected,
    async publish() {
      await sql`select pg_notify(${CHANGE_CHANNEL}, ${instance})`.execute(options.db);
    },
    async close() {
      closed = true;
      connected = false;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
