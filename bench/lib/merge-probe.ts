// "The nightly merge of the search indexes delays no request": a server started in the office's
// night hour merges them (server/src/plugins/search-index-upkeep.ts, its first look soon after
// start). For that server only, the office's time zone is one where it is now 03:00; a probe asks
// for the dashboard every 25 ms until every index is in one segment again.
import SQLite from 'better-sqlite3';
import { sqlitePathFromUrl } from '../../server/src/db/database';
import { SEARCH_INDEXES } from '../../server/src/db/search-index-merge';
import { MERGE_HOUR } from '../../server/src/plugins/search-index-upkeep';
import { delayBeyondIdle, idleProbe, pause, probeWhile, round } from './heavy-probe';
import { BENCH_ADMIN } from './generate';
import { signIn, startBuiltServer } from './server';

export interface MergeProbe {
  /** Segments of each index before the merge: what the day's writes left. */
  segments_before: Record<string, number>;
  merge_seconds: number;
  probe_path: string;
  idle_p95_ms: number;
  probes: number;
  probe_max_ms: number;
  max_delay_ms: number;
}

/** A fixed-offset IANA zone where the hour is now `hour` (Etc/GMT-N is N hours ahead of UTC). */
export function zoneWhereItIs(hour: number, now = new Date()): string {
  const ahead = (hour - now.getUTCHours() + 24) % 24;
  if (ahead === 0) return 'Etc/UTC';
  return ahead <= 14 ? `Etc/GMT-${ahead}` : `Etc/GMT+${24 - ahead}`;
}

const segmentsOf = (db: SQLite.Database) =>
  Object.fromEntries(
    SEARCH_INDEXES.map((index) => [index, (db.prepare(`select count(distinct segid) as n from ${index}_idx`).get() as { n: number }).n]),
  );

export async function probeDuringMerge(options: { root: string; databaseUrl: string; timeoutMs?: number }): Promise<MergeProbe> {
  const path = sqlitePathFromUrl(options.databaseUrl);
  if (!path) throw new Error('the merge probe runs on SQLite only');
  const db = new SQLite(path);
  db.pragma('busy_timeout = 5000');
  const segmentsBefore = segmentsOf(db);
  if (Object.values(segmentsBefore).every((n) => n <= 1))
    throw new Error('the search indexes are merged already: the merge probe would measure nothing');
  const { timezone } = db.prepare('select timezone from settings where id = 1').get() as { timezone: string };
  // Not within the last minutes of an hour: the office's hour must still be the night's when the server first looks.
  if (new Date().getUTCMinutes() >= 58) await pause((61 - new Date().getUTCMinutes()) * 60_000);
  db.prepare('update settings set timezone = ? where id = 1').run(zoneWhereItIs(MERGE_HOUR));
  const server = await startBuiltServer(options.root, options.databaseUrl);
  try {
    const cookie = await signIn(server.baseURL, BENCH_ADMIN.username, BENCH_ADMIN.password);
    const probeUrl = `${server.baseURL}/api/dashboard`;
    const idle = await idleProbe(probeUrl, { cookie, intervalMs: 25 });
    const until = performance.now() + (options.timeoutMs ?? 300_000);
    let lastLook = 0;
    let firstChange = 0;
    let mergedAt = 0;
    // The segments looked at twice a second, between two probes: a read of the file while a probe
    // waits would count as the server's delay.
    const stillMerging = () => {
      const now = performance.now();
      if (now > until) throw new Error('the server did not merge the search indexes within the time allowed');
      if (now - lastLook < 500) return true;
      lastLook = now;
      const segments = segmentsOf(db);
      if (!firstChange && JSON.stringify(segments) !== JSON.stringify(segmentsBefore)) firstChange = now;
      if (Object.values(segments).some((n) => n > 1)) return true;
      mergedAt = now;
      return false;
    };
    const during = await probeWhile(probeUrl, { cookie, intervalMs: 25 }, stillMerging);
    return {
      segments_before: segmentsBefore,
      merge_seconds: round((mergedAt - (firstChange || mergedAt)) / 1000),
      probe_path: '/api/dashboard',
      idle_p95_ms: round(idle.p95_ms),
      probes: during.length,
      probe_max_ms: round(Math.max(0, ...during)),
      max_delay_ms: delayBeyondIdle(during, idle.p95_ms),
    };
  } finally {
    await server.stop();
    db.prepare('update settings set timezone = ? where id = 1').run(timezone);
    db.close();
  }
}
