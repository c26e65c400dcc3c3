import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { JobTimedOut, runOffThread } from './off-thread';
import { mapYielding, yieldEvery } from './yield-every';

let dir: string;
let source: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cabinet-off-thread-'));
  source = join(dir, 'source.db');
  const handle = createDatabase(`sqlite:${source}`);
  await migrateToLatest(handle);
  await handle.close();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** This process's children, as the system lists them (ps itself left out). */
function childProcesses(): string[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.endsWith(' ps'));
  } catch {
    return []; // ps exits with 1 when it lists nothing
  }
}

async function noChildLeft(): Promise<string[]> {
  for (let i = 0; i < 50 && childProcesses().length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  return childProcesses();
}

describe('runOffThread', () => {
  it('runs a job in a process of its own and hands back its result', async () => {
    const out = join(dir, 'copy.db');
    const result = await runOffThread('sqliteBackup', { source, out });
    expect(result.integrity).toEqual(['ok']);
    const copy = new SQLite(out, { readonly: true });
    expect(copy.prepare("select count(*) as n from sqlite_master where name = 'dossier'").get()).toEqual({ n: 1 });
    copy.close();
  });

  it('ends the job’s process with the job, so its memory is given back', async () => {
    expect(await noChildLeft()).toEqual([]);
    const pending = runOffThread('sqliteBackup', { source, out: join(dir, 'ended.db') });
    await vi.waitFor(() => expect(childProcesses()).toHaveLength(1), { timeout: 5000 });
    await pending;
    expect(await noChildLeft()).toEqual([]);
  });

  it('runs the job’s process at a lower priority than the server', async () => {
    const niceOfChildren = () =>
      childProcesses().map((line) => execFileSync('ps', ['-o', 'ni=', '-p', line.split(/\s+/)[0]!], { encoding: 'utf8' }).trim());
    const pending = runOffThread('sqliteBackup', { source, out: join(dir, 'nice.db') });
    const expected = String(Math.min(19, getPriority() + 5));
    await vi.waitFor(() => expect(niceOfChildren()).toEqual([expected]), { timeout: 5000, interval: 20 });
    await pending;
  });

  it('rejects with the job’s own message when it fails, and leaves nothing behind', async () => {
    const out = join(dir, 'never.db');
    await expect(runOffThread('sqliteBackup', { source: join(dir, 'missing.db'), out })).rejects.toThrow(/missing\.db does not exist/);
    expect(existsSync(out)).toBe(false);
  });

  it('runs background work in a queue of its own, further down, so that it holds no download back', async () => {
    const niceOf = (pid: string) => execFileSync('ps', ['-o', 'ni=', '-p', pid], { encoding: 'utf8' }).trim();
    // A background job that waits until the test lets it go on: the capture of a photo read from a fifo.
    const fifo = join(dir, 'photo-fifo');
    execFileSync('mkfifo', [fifo]);
    const background = runOffThread('capturePdf', { photos: [fifo], out: join(dir, 'never.pdf'), title: null }, { lane: 'background', timeoutMs: 50_000 });
    await vi.waitFor(() => expect(childProcesses()).toHaveLength(1), { timeout: 10_000 });
    const [backgroundPid] = childProcesses()[0]!.split(/\s+/);
    expect(niceOf(backgroundPid!)).toBe(String(Math.min(19, getPriority() + 10)));
    // A download asked for meanwhile runs at once, beside it.
    const result = await runOffThread('sqliteBackup', { source, out: join(dir, 'beside.db') });
    expect(result.integrity).toEqual(['ok']);
    writeFileSync(fifo, 'not a photo');
    await expect(background).rejects.toThrow();
  }, 60_000);

  // Three job processes one after the other, each at a lower priority than this test run's other
  // busy workers: seconds each when the machine is loaded.
  it('runs jobs asked for at once one after the other, each to completion', async () => {
    const outs = [1, 2, 3].map((n) => join(dir, `parallel-${n}.db`));
    let mostAtOnce = 0;
    const watch = setInterval(() => (mostAtOnce = Math.max(mostAtOnce, childProcesses().length)), 50);
    const results = await Promise.all(outs.map((out) => runOffThread('sqliteBackup', { source, out }))).finally(() => clearInterval(watch));
    expect(results.map((r) => r.integrity)).toEqual([['ok'], ['ok'], ['ok']]);
    expect(mostAtOnce).toBe(1);
  }, 60_000);
});

describe('runOffThread within limits', () => {
  const sheet = { dir: 'ltr' as const, office: 'Cabinet Benali', title: 'Court roll', empty: 'No hearing', headers: ['a', 'b', 'c', 'd', 'e'], groups: [] };

  it('stops a job at its time limit, rejects with JobTimedOut, and the next job still runs', async () => {
    // No process starts and lays out a PDF within a millisecond.
    const stopped = runOffThread('rollPdf', { sheet, maxBytes: 1024 * 1024 }, { timeoutMs: 1 });
    await expect(stopped).rejects.toBeInstanceOf(JobTimedOut);
    expect(await noChildLeft()).toEqual([]);
    const pdf = await runOffThread('rollPdf', { sheet, maxBytes: 1024 * 1024 }, { timeoutMs: 60_000 });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('gives the job process the heap limit asked for', async () => {
    const argsOfChildren = () =>
      childProcesses().map((line) => execFileSync('ps', ['-o', 'args=', '-p', line.split(/\s+/)[0]!], { encoding: 'utf8' }).trim());
    const pending = runOffThread('rollPdf', { sheet, maxBytes: 1024 * 1024 }, { heapMb: 96 });
    await vi.waitFor(() => expect(argsOfChildren()).toEqual([expect.stringContaining('--max-old-space-size=96')]), { timeout: 10_000, interval: 20 });
    expect(argsOfChildren()[0]).not.toMatch(/--max-old-space-size=(?!96\b)/);
    await pending;
  }, 60_000);

  it('refuses a PDF larger than the size it is allowed', async () => {
    await expect(runOffThread('rollPdf', { sheet, maxBytes: 100 }, { timeoutMs: 60_000 })).rejects.toThrow(/over the limit of 100/);
  }, 60_000);
});

describe('yieldEvery', () => {
  it('lets a timer run in the middle of a long loop', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const started = performance.now();
    const mapped = await mapYielding(Array.from({ length: 200 }), (_, i) => {
      const until = performance.now() + 0.5;
      while (performance.now() < until) {
        // busy: half a millisecond of work per item
      }
      return i * 2;
    }, 5);
    clearInterval(timer);
    expect(mapped[199]).toBe(398);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(ticks).toBeGreaterThan(0);
  });

  it('costs nothing within the budget', () => {
    const pause = yieldEvery(60_000);
    expect(pause()).toBeUndefined();
  });
});
