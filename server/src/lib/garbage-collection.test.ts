import { GCProfiler } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { collectGarbage } from './garbage-collection';

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
