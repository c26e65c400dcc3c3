// The reminders' scenarios: the calendar feed of an account with 2,000 items, and a digest run for
// 50 accounts against a real (loopback) SMTP server while a probe measures how long other requests wait.
import { createDatabase } from '../../server/src/db/database';
import { addDays } from '../../server/src/lib/dates';
import { hashPassword } from '../../server/src/modules/auth/password';
import { startSmtpSinkThread, type SmtpSinkThread } from '../../scripts/lib/smtp-sink-thread.mjs';
import { BENCH_ADMIN } from './generate';
import { BARE_ROUTE } from './endpoints';
import { delayBeyondIdle, idleProbe, probeWhile } from './heavy-probe';
import type { LoadResult } from './load';
import { alternate, shareOfFirst, type Slicing } from './paired';

export const FEED_ITEMS = 2000;
export const DIGEST_ACCOUNTS = 50;

export interface RemindersResult {
  /** Polled without a cookie, in slices alternating with the bare route (`ratio_to_baseline`, as the endpoints). */
  feed: LoadResult & { items: number; path: string; ratio_to_baseline: number; baseline_rps: number };
  digest: {
    accounts: number;
    sent: number;
    skipped: number;
    seconds: number;
    /** The slowest bare request during the run, and how much later than on the idle server it was answered. */
    longest_stall_ms: number;
    max_delay_ms: number;
    messages_received: number;
  };
}

/** The digest's probe: the bare route, one request at a time, 2 ms apart. */
const DIGEST_PROBE_INTERVAL_MS = 2;

/** On its own thread: the probe's timings are this process's, and parsing a received digest takes tens of milliseconds. */
export const startMailSink = (): Promise<SmtpSinkThread> => startSmtpSinkThread();

/** Gives the bench admin FEED_ITEMS actions in the feed's window, makes DIGEST_ACCOUNTS digest recipients, forgets today's digests. */
export async function prepareReminders(databaseUrl: string, today: string): Promise<void> {
  const handle = createDatabase(databaseUrl, { poolSize: 1 });
  try {
    const { db } = handle;
    const admin = await db.selectFrom('users').select('id').where('email', '=', BENCH_ADMIN.email).executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const existing = await db.selectFrom('users').select('email').where('email', 'like', 'digest-%@cabinet.test').execute();
    const have = new Set(existing.map((r) => r.email));
    const hash = await hashPassword('bench-digest-password');
    for (let i = 1; i < DIGEST_ACCOUNTS; i++) {
      const email = `digest-${i}@cabinet.test`;
      if (have.has(email)) continue;
      await db
        .insertInto('users')
        .values({
          full_name: `Digest ${i}`,
          email,
          username: null,
          password_hash: hash,
          role: 'user',
          status: 'active',
          created_at: now,
          updated_at: now,
          language: (['en', 'fr', 'ar'] as const)[i % 3],
        })
        .execute();
    }
    await db.updateTable('users').set({ daily_digest: 1 }).where('status', '=', 'active').execute();
    await db.updateTable('action').set({ fk_assignee: null }).where('fk_assignee', '=', admin.id).execute();
    const ids = await db
      .selectFrom('action')
      .select('id_action')
      .where('date_action', '>=', addDays(today, -30))
      .where('date_action', '<=', addDays(today, 180))
      .orderBy('id_action')
      .limit(FEED_ITEMS)
      .execute();
    for (let i = 0; i < ids.length; i += 500) {
      await db
        .updateTable('action')
        .set({ fk_assignee: admin.id })
        .where(
          'id_action',
          'in',
          ids.slice(i, i + 500).map((r) => r.id_action),
        )
        .execute();
    }
    await db.deleteFrom('digest_claim').where('day', '=', today).execute();
  } finally {
    await handle.close();
  }
}

export async function measureReminders(options: { baseURL: string; cookie: string; slicing: Slicing; sink: SmtpSinkThread }): Promise<RemindersResult> {
  const { baseURL, cookie } = options;
  const headers = { cookie, 'x-requested-with': 'cabinet', 'content-type': 'application/json' };
  const { url } = (await (await fetch(`${baseURL}/api/calendar/feed`, { headers })).json()) as { url: string };
  const path = `${new URL(url).pathname}?scope=mine`;
  const first = await fetch(`${baseURL}${path}`);
  if (first.status !== 200) throw new Error(`calendar feed answered ${first.status}`);
  const items = ((await first.text()).match(/BEGIN:VEVENT/g) ?? []).length;
  // Without a cookie, as a calendar application polls it.
  const paired = await alternate({ baseURL, paths: [BARE_ROUTE] }, { baseURL, paths: [path] }, options.slicing);
  const feed = { ...paired.second, ratio_to_baseline: shareOfFirst(paired), baseline_rps: paired.first.rps };
  // Recorded rather than thrown: the rest of the run still measures, and the budget line fails.
  if (feed.non_2xx > 0 || feed.errors > 0)
    console.error(`[bench] calendar feed: ${feed.non_2xx} non-2xx answers and ${feed.errors} errors (timeouts)`);

  // The probe: one request at a time to the bare route while the digest runs; its slowest answer,
  // beyond the same probe's on the idle server, is the longest any request waited behind the run.
  const probeUrl = `${baseURL}${BARE_ROUTE}`;
  const idle = await idleProbe(probeUrl, { intervalMs: DIGEST_PROBE_INTERVAL_MS });
  let running = true;
  const probe = probeWhile(probeUrl, { intervalMs: DIGEST_PROBE_INTERVAL_MS }, () => running);
  const received = await options.sink.received();
  const started = performance.now();
  const res = await fetch(`${baseURL}/api/admin/digest/run`, { method: 'POST', headers, body: '{}' });
  const seconds = (performance.now() - started) / 1000;
  running = false;
  const during = await probe;
  if (res.status !== 200) throw new Error(`digest run answered ${res.status}: ${await res.text()}`);
  const { sent, skipped } = (await res.json()) as { sent: number; skipped: number };
  return {
    feed: { ...feed, items, path: path.replace(/[A-Za-z0-9_-]{43}/, '…') },
    digest: {
      accounts: DIGEST_ACCOUNTS,
      sent,
      skipped,
      seconds: Math.round(seconds * 1000) / 1000,
      longest_stall_ms: Math.round(Math.max(0, ...during) * 10) / 10,
      max_delay_ms: delayBeyondIdle(during, idle.p95_ms),
      messages_received: (await options.sink.received()) - received,
    },
  };
}
