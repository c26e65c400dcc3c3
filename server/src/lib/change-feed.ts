import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { pgDriver } from './pg-driver';
import type { Database } from '../db/schema';

/** The PostgreSQL channel every instance listens on, and the name its listening connection shows. */
export const CHANGE_CHANNEL = 'cabinet_changes';
const LISTENER_NAME = 'cabinet-change-feed';
const RECONNECT_MS = [250, 1000, 5000];
/** How long a writer waits for the other instances to confirm; an instance slower than this is stuck anyway. */
const ACK_TIMEOUT_MS = 250;

/**
 * NOTIFY the running servers from a PostgreSQL connection (within a transaction: delivered when
 * it commits). For writes made outside a server, e.g. an admin task that ends sessions.
 */
export async function notifyChanged(db: Kysely<Database>, from: string): Promise<void> {
  await sql`select pg_notify(${CHANGE_CHANNEL}, ${`c|${from}|0`})`.execute(db);
}

export interface ChangeFeed {
  /** True while the listening connection is up: a change on another instance then reaches this one at once. */
  live(): boolean;
  /** Tells the other instances and resolves once each has dropped its cached reads (or after ACK_TIMEOUT_MS). */
  publish(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Cross-instance invalidation on PostgreSQL. Each instance holds one connection that LISTENs on
 * CHANGE_CHANNEL. After a write, the writing instance sends `c|<itself>|<n>` and, in the same
 * statement, counts the listening connections; every other instance moves its data version (its
 * caches drop their entries) and answers `a|<writer>|<n>`; the writer answers its client only
 * when all have, so the client's next request, on whichever instance, finds no stale session.
 * A notification alone would not do: the next request can reach another instance before the
 * message does (seen in server/test/two-instances.test.ts). While the listening connection is
 * down, `live()` is false and callers do not cache; on reconnection `onChange` runs once, since
 * messages sent meanwhile were lost.
 */
export async function startChangeFeed(options: { url: string; db: Kysely<Database>; onChange: () => void; log: (msg: string) => void }): Promise<ChangeFeed> {
  const instance = randomUUID();
  let client: pg.Client | null = null;
  let connected = false;
  let closed = false;
  let attempt = 0;
  let sequence = 0;
  const pending = new Map<string, { acks: Set<string>; expected: number; done: () => void }>();

  // Acknowledgements go out on the listening connection, which runs one query at a time: those
  // that arrive meanwhile leave together in the next one.
  let acks: string[] = [];
  let sending = false;
  function acknowledge(payload: string) {
    acks.push(payload);
    if (sending) return;
    sending = true;
    void (async () => {
      while (acks.length > 0 && client) {
        const batch = acks;
        acks = [];
        await client.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [CHANGE_CHANNEL, batch]).catch(() => undefined);
      }
      acks = [];
      sending = false;
    })();
  }

  function onMessage(payload: string) {
    const [kind, origin, id, from] = payload.split('|');
    if (kind === 'c' && origin !== instance) {
      options.onChange();
      if (id !== '0') acknowledge(`a|${origin}|${id}|${instance}`);
    } else if (kind === 'a' && origin === instance && from) {
      const wait = pending.get(id!);
      if (!wait) return;
      wait.acks.add(from);
      if (wait.acks.size >= wait.expected) wait.done();
    }
  }

  async function connect(): Promise<void> {
    const next = new (pgDriver().Client)({ connectionString: options.url, application_name: LISTENER_NAME });
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
      if (message.channel === CHANGE_CHANNEL && message.payload) onMessage(message.payload);
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
    options.onChange();
  }

  await connect();

  return {
    live: () => connected,
    async publish() {
      const id = String(++sequence);
      let timer: NodeJS.Timeout | undefined;
      const confirmed = new Promise<void>((resolve) => {
        const wait = { acks: new Set<string>(), expected: Number.POSITIVE_INFINITY, done: resolve };
        pending.set(id, wait);
        timer = setTimeout(resolve, ACK_TIMEOUT_MS);
      });
      try {
        const { rows } = await sql<{ listeners: number }>`select pg_notify(${CHANGE_CHANNEL}, ${`c|${instance}|${id}`}),
          (select count(*)::int from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_NAME}) as listeners`.execute(options.db);
        const wait = pending.get(id)!;
        // Every listening connection but this instance's own.
        wait.expected = Math.max(0, rows[0]!.listeners - (connected ? 1 : 0));
        if (wait.acks.size >= wait.expected) wait.done();
        await confirmed;
      } finally {
        clearTimeout(timer);
        pending.delete(id);
      }
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
