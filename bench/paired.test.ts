import { describe, expect, it } from 'vitest';
import type { LoadResult } from './lib/load';
import { medianRatio, shareOfFirst, type Alternated } from './lib/paired';

const rate = (rps: number): LoadResult => ({
  requests: rps,
  rps,
  p50_ms: 1,
  p95_ms: 2,
  p99_ms: 3,
  max_ms: 4,
  non_2xx: 0,
  errors: 0,
  response_bytes: 100,
});
const pairs = (...rates: [number, number][]): Alternated['pairs'] =>
  rates.map(([first, second]) => ({ first: rate(first), second: rate(second) }));
const alternated = (p: Alternated['pairs']): Alternated => ({ first: rate(0), second: rate(0), pairs: p, firstSamples: [] });

describe('a ratio taken within neighbouring slices', () => {
  it('keeps the median over the pairs, so one slice disturbed by other work moves one pair only', () => {
    // The third pair's bare route ran while something else held the machine.
    expect(shareOfFirst(alternated(pairs([10_000, 500], [9_000, 450], [1_000, 480], [11_000, 550], [10_000, 490])))).toBe(0.05);
  });

  it('averages the two middle pairs of an even count', () => {
    expect(medianRatio(pairs([100, 10], [100, 20], [100, 30], [100, 40]), ({ first, second }) => second.rps / first.rps)).toBe(0.25);
  });

  it('leaves out pairs where a side completed no request, and gives 0 when none is left', () => {
    expect(shareOfFirst(alternated(pairs([0, 10], [100, 20], [100, 0])))).toBe(0.2);
    expect(shareOfFirst(alternated(pairs([0, 10], [100, 0])))).toBe(0);
  });
});
