import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSearchIndexUpkeep, type SearchIndexUpkeep } from './search-index-upkeep';

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

describe("the search indexes' upkeep", () => {
  it('merges at start, then once a day, never two merges at once', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let finish = () => {};
    const merge = () => {
      runs++;
      return new Promise<number>((resolve) => (finish = () => resolve(3)));
    };
    upkeep = startSearchIndexUpkeep(merge, log, 24 * 3_600_000);
    expect(runs).toBe(1);
    // A turn that comes while the merge runs waits for it rather than starting another.
    const same = upkeep.tick();
    expect(runs).toBe(1);
    finish();
    await same;
    expect(logged.info).toEqual([expect.objectContaining({ steps: 3 })]);
    await vi.advanceTimersByTimeAsync(23 * 3_600_000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(runs).toBe(2);
  });

  it('says nothing when the index was merged already, and logs a failure without stopping', async () => {
    const answers = [() => Promise.resolve(0), () => Promise.reject(new Error('database is locked')), () => Promise.resolve(2)];
    upkeep = startSearchIndexUpkeep(() => answers.shift()!(), log);
    await upkeep.tick();
    expect(logged).toEqual({ info: [], warn: [] });
    await upkeep.tick();
    expect(logged.warn).toEqual([expect.objectContaining({ err: expect.objectContaining({ message: 'database is locked' }) })]);
    await upkeep.tick();
    expect(logged.info).toEqual([expect.objectContaining({ steps: 2 })]);
  });
});
