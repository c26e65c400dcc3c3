import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MERGE_HOUR, startSearchIndexUpkeep, type SearchIndexUpkeep } from './search-index-upkeep';

const logged = { info: [] as unknown[], warn: [] as unknown[] };
const log = {
  info: (fields: unknown) => void logged.info.push(fields),
  warn: (fields: unknown) => void logged.warn.push(fields),
} as unknown as FastifyBaseLogger;

let upkeep: SearchIndexUpkeep | undefined;
afterEach(() => {
  upkeep?.stop();
  vi.useRealTimers();
  logged.info = [];
  logged.warn = [];
});

/** The office's clock, set by the test. */
const office = { day: '2026-11-30', hour: 14 };
const officeClock = () => Promise.resolve({ ...office });

describe("the search indexes' upkeep", () => {
  it('merges once a night at the night hour, not during the day, never two merges at once', async () => {
    let runs = 0;
    let finish = () => {};
    const merge = () => {
      runs++;
      return new Promise<number>((resolve) => (finish = () => resolve(3)));
    };
    Object.assign(office, { day: '2026-11-30', hour: 14 });
    upkeep = startSearchIndexUpkeep(merge, officeClock, log);
    await upkeep.tick();
    expect(runs).toBe(0);

    Object.assign(office, { day: '2026-12-01', hour: MERGE_HOUR });
    const first = upkeep.tick();
    // A look that comes while the merge runs waits for it rather than starting another.
    const same = upkeep.tick();
    await vi.waitFor(() => expect(runs).toBe(1));
    finish();
    await Promise.all([first, same]);
    expect(runs).toBe(1);
    expect(logged.info).toEqual([expect.objectContaining({ steps: 3 })]);
    // Later in the same night: done already.
    await upkeep.tick();
    expect(runs).toBe(1);

    Object.assign(office, { day: '2026-12-02', hour: MERGE_HOUR });
    const next = upkeep.tick();
    await vi.waitFor(() => expect(runs).toBe(2));
    finish();
    await next;
  });

  it('looks at the clock half a minute after start, then every ten minutes', async () => {
    vi.useFakeTimers();
    let runs = 0;
    Object.assign(office, { day: '2026-12-01', hour: MERGE_HOUR });
    upkeep = startSearchIndexUpkeep(() => Promise.resolve(++runs), officeClock, log);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(1);
    Object.assign(office, { day: '2026-12-02' });
    await vi.advanceTimersByTimeAsync(9 * 60_000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(2);
  });

  it('says nothing when the indexes were merged already, and tries again after a failure', async () => {
    const answers = [() => Promise.reject(new Error('database is locked')), () => Promise.resolve(0)];
    Object.assign(office, { day: '2026-12-01', hour: MERGE_HOUR });
    upkeep = startSearchIndexUpkeep(() => answers.shift()!(), officeClock, log);
    await upkeep.tick();
    expect(logged.warn).toEqual([expect.objectContaining({ err: expect.objectContaining({ message: 'database is locked' }) })]);
    await upkeep.tick();
    expect(answers).toEqual([]);
    expect(logged.info).toEqual([]);
  });
});
