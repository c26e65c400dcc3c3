import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Jiffies the machine's CPUs spent busy and in all, from the first line of /proc/stat. */
function cpuTimes(): { busy: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: idle and iowait are the CPU waiting.
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, total: busy + idle + iowait };
  } catch {
    return null;
  }
}

/** The share of the machine's CPU time spent busy over the next `ms` (0 where /proc is missing). */
async function busyShare(ms: number): Promise<number> {
  const before = cpuTimes();
  await sleep(ms);
  const after = cpuTimes();
  if (!before || !after || after.total === before.total) return 0;
  return (after.busy - before.busy) / (after.total - before.total);
}

export interface QuietWait {
  /** The CPU's busy share in the first second looked at. */
  busy_at_start: number;
  /** The busy share of the last second looked at (below the threshold unless the wait timed out). */
  busy_at_end: number;
  waited_ms: number;
  timed_out: boolean;
}

/**
 * Waits until the machine is quiet: two seconds in a row with its CPUs busy less than `threshold`
 * of the time, after writing the disk's pending writes (`sync`). The phone's loads are the
 * phone's own work, and on this one machine they share two cores with the server: what the earlier
 * steps leave running (the 300 MB the documents step wrote, still going to disk; a job process
 * ending) would be billed to the phone's paint. Bounded by `maxWaitMs`, and recorded beside the
 * figures it precedes.
 */
export async function waitForQuietMachine(options: { threshold?: number; maxWaitMs?: number } = {}): Promise<QuietWait> {
  const threshold = options.threshold ?? 0.15;
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  const start = Date.now();
  try {
    execFileSync('sync', { stdio: 'ignore', timeout: maxWaitMs });
  } catch {
    // No `sync` here (or it took too long): the busy share below still tells.
  }
  const busy_at_start = await busyShare(1000);
  let last = busy_at_start;
  let quietSeconds = last < threshold ? 1 : 0;
  while (quietSeconds < 2 && Date.now() - start < maxWaitMs) {
    last = await busyShare(1000);
    quietSeconds = last < threshold ? quietSeconds + 1 : 0;
  }
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return { busy_at_start: round(busy_at_start), busy_at_end: round(last), waited_ms: Date.now() - start, timed_out: quietSeconds < 2 };
}
