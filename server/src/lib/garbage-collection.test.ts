import { GCProfiler } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { collectGarbage, heapGrowthCollector } from './garbage-collection';

const MB = 1024 * 1024;

describe('collectGarbage', () => {
  it('runs the collection asked for, without --expose-gc on the command line nor a global gc', () => {
    const profiler = new GCProfiler();
    profiler.start();
    collectGarbage('minor');
    const afterMinor = profiler.stop()!.statistics.map((gc) => gc.gcType);
    profiler.start();
    collectGarbage('major');
    const afterMajor = profiler.stop()!.statistics.map((gc) => gc.gcType);
    expect(afterMinor).toEqual(['Scavenge']);
    expect(afterMajor).toContain('MarkSweepCompact');
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });
});

describe('heapGrowthCollector', () => {
  it('collects once the heap has grown by the amount since its last collection, and not before', () => {
    let used = 40 * MB;
    let collections = 0;
    const maybeCollect = heapGrowthCollector(24 * MB, {
      heapUsed: () => used,
      collect: () => {
        collections++;
        used = 50 * MB; // what is alive after the collection
      },
    });
    maybeCollect(); // 40 MB held and nothing collected yet
    expect(collections).toBe(1);
    used = 73 * MB; // 23 MB more than after the collection
    maybeCollect();
    expect(collections).toBe(1);
    used = 74 * MB;
    maybeCollect();
    expect(collections).toBe(2);
  });

  it('runs a full collection with the real heap', () => {
    const profiler = new GCProfiler();
    profiler.start();
    heapGrowthCollector(0)();
    expect(profiler.stop()!.statistics.map((gc) => gc.gcType)).toContain('MarkSweepCompact');
  });
});
