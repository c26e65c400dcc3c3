// Measures requests in slices alternating with another set of requests, so that both see the same
// machine: on a shared machine other processes come and go, and its speed changes from one second
// to the next. A ratio is taken within each pair of neighbouring slices, and the median of those
// is kept: a slice disturbed by something else running moves one pair, not the result.
import { sample, summarize, type LoadResult, type Sample } from './load';

export interface Slicing {
  connections: number;
  slices: number;
  sliceSeconds: number;
}

/** `duration` seconds per side, in slices of about a second. */
export function slicing(duration: number, connections: number): Slicing {
  const slices = Math.max(1, Math.round(duration));
  return { connections, slices, sliceSeconds: duration / slices };
}

export interface Side {
  baseURL: string;
  paths: string[];
  cookie?: string;
}

export interface Alternated {
  /** Each side's slices summed up. */
  first: LoadResult;
  second: LoadResult;
  /** Each pair of neighbouring slices, summed up on its own. */
  pairs: { first: LoadResult; second: LoadResult }[];
  firstSamples: Sample[];
}

/** Both sides in alternating slices; `first` runs first in every pair. */
export async function alternate(first: Side, second: Side, how: Slicing): Promise<Alternated> {
  const one: Sample[] = [];
  const two: Sample[] = [];
  const pairs: Alternated['pairs'] = [];
  const run = (side: Side) => sample({ ...side, connections: how.connections, durationSeconds: how.sliceSeconds });
  for (let i = 0; i < how.slices; i++) {
    const a = await run(first);
    const b = await run(second);
    one.push(a);
    two.push(b);
    pairs.push({ first: summarize([a]), second: summarize([b]) });
  }
  return { first: summarize(one), second: summarize(two), pairs, firstSamples: one };
}

/** The median of a ratio taken within each pair, three decimals; 0 when no pair gives one. */
export function medianRatio(pairs: Alternated['pairs'], ratio: (pair: Alternated['pairs'][number]) => number): number {
  const values = pairs
    .map(ratio)
    .filter((value) => Number.isFinite(value) && value > 0)
    .sort((a, b) => a - b);
  if (values.length === 0) return 0;
  const middle = values.length / 2;
  const median = Number.isInteger(middle) ? (values[middle - 1]! + values[middle]!) / 2 : values[Math.floor(middle)]!;
  return Math.round(median * 1000) / 1000;
}

/** The second side's rate as a share of the first's (the bare route's), pair by pair. */
export const shareOfFirst = (alternated: Alternated) => medianRatio(alternated.pairs, ({ first, second }) => second.rps / first.rps);
