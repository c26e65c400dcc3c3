import { describe, expect, it } from 'vitest';
import type { AppContext } from './context';
import { createShortCache } from './short-cache';

/** A context with a hand-moved clock and write counter (the cache reads nothing else on SQLite). */
function fakeContext() {
  const state = { now: 1_000_000, version: 0 };
  const ctx = {
    clock: { now: () => state.now },
    dataVersion: { current: () => state.version, sharedAcrossInstances: () => true },
    database: { dialect: 'sqlite' },
  } as unknown as AppContext;
  return { ctx, state };
}

/** A computation whose answers the test releases one by one. */
function controlledCount() {
  const pending: ((value: number) => void)[] = [];
  let calls = 0;
  const compute = () => {
    calls++;
    return new Promise<number>((resolve) => pending.push(resolve));
  };
  return { compute, calls: () => calls, answer: (value: number) => pending.shift()!(value) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the short cache', () => {
  it('serves a value grown old while the next one is counted, and the new one after', async () => {
    const { ctx, state } = fakeContext();
    const cached = createShortCache<number>(ctx, { ttlMs: 3000, refreshBehindMs: 3000 });
    const count = controlledCount();
    const first = cached('k', count.compute);
    count.answer(1);
    expect(await first).toBe(1);

    state.now += 3500;
    // Due by time only: the old value at once, one count behind it however many ask.
    expect(await cached('k', count.compute)).toBe(1);
    expect(await cached('k', count.compute)).toBe(1);
    expect(count.calls()).toBe(2);
    count.answer(2);
    await settle();
    expect(await cached('k', count.compute)).toBe(2);
    expect(count.calls()).toBe(2);
  });

  it('waits for a new count after a write, and once a value is older than both periods', async () => {
    const { ctx, state } = fakeContext();
    const cached = createShortCache<number>(ctx, { ttlMs: 3000, refreshBehindMs: 3000 });
    const count = controlledCount();
    const first = cached('k', count.compute);
    count.answer(1);
    await first;

    state.version++;
    const afterWrite = cached('k', count.compute);
    count.answer(2);
    expect(await afterWrite).toBe(2);

    state.now += 6500;
    const afterBoth = cached('k', count.compute);
    count.answer(3);
    expect(await afterBoth).toBe(3);
    expect(count.calls()).toBe(3);
  });

  it('without refreshBehindMs, a value past its time is counted anew before it is served', async () => {
    const { ctx, state } = fakeContext();
    const cached = createShortCache<number>(ctx, { ttlMs: 3000 });
    const count = controlledCount();
    const first = cached('k', count.compute);
    count.answer(1);
    await first;

    state.now += 3500;
    const next = cached('k', count.compute);
    count.answer(2);
    expect(await next).toBe(2);
  });

  it('keeps serving the old value when the count behind it fails, until both periods are over', async () => {
    const { ctx, state } = fakeContext();
    const cached = createShortCache<number>(ctx, { ttlMs: 3000, refreshBehindMs: 3000 });
    let fail = false;
    let calls = 0;
    const compute = () => {
      calls++;
      return fail ? Promise.reject(new Error('database gone')) : Promise.resolve(calls);
    };
    expect(await cached('k', compute)).toBe(1);
    fail = true;
    state.now += 3500;
    expect(await cached('k', compute)).toBe(1);
    await settle();
    expect(await cached('k', compute)).toBe(1);
    expect(calls).toBe(2);
    state.now += 3000;
    await expect(cached('k', compute)).rejects.toThrow('database gone');
  });
});
