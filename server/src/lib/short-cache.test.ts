import { describe, expect, it } from 'vitest';
import type { AppContext } from './context';
import { createShortCache } from './short-cache';

/** A context with a hand-moved clock and write counter (the cache reads nothing else on SQLite). */
function fakeContext() {
  const state = { now: 1_000_000, version: 0, lastWrites: new Map<string, number>() };
  const ctx = {
    clock: { now: () => state.now },
    dataVersion: {
      current: () => state.version,
      lastWriteOf: (writer: string | null) => (writer === null ? 0 : (state.lastWrites.get(writer) ?? 0)),
      sharedAcrossInstances: () => true,
    },
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

/** A cache that refreshes in the last second of three, holding 1 for 'k' (counted at the start). */
async function primedCache() {
  const { ctx, state } = fakeContext();
  const cached = createShortCache<number>(ctx, { ttlMs: 3000, refreshAheadMs: 1000 });
  const count = controlledCount();
  const first = cached('k', count.compute);
  count.answer(1);
  expect(await first).toBe(1);
  return { cached, count, state };
}

describe('the short cache', () => {
  it('counts anew behind the answer in the last part of a value’s time, and serves the new value after', async () => {
    const { cached, count, state } = await primedCache();

    state.now += 1500;
    expect(await cached('k', count.compute)).toBe(1);
    expect(count.calls()).toBe(1);

    state.now += 1000;
    // In its last second: the value at once, one count behind it however many ask.
    expect(await cached('k', count.compute)).toBe(1);
    expect(await cached('k', count.compute)).toBe(1);
    expect(count.calls()).toBe(2);
    count.answer(2);
    await settle();
    expect(await cached('k', count.compute)).toBe(2);

    // The new value's time began when its count began (2.5 s in): at 5.4 s it is served and counted
    // behind again; at 5.5 s it is due.
    state.now += 2900;
    expect(await cached('k', count.compute)).toBe(2);
    count.answer(3);
    await settle();
    state.now += 3000;
    const due = cached('k', count.compute);
    expect(count.calls()).toBe(4);
    count.answer(4);
    expect(await due).toBe(4);
  });

  it('leaves a value alone in the first part of its time', async () => {
    const { cached, count, state } = await primedCache();
    state.now += 1999;
    expect(await cached('k', count.compute)).toBe(1);
    expect(count.calls()).toBe(1);
    state.now += 1001;
    const due = cached('k', count.compute);
    expect(count.calls()).toBe(2);
    count.answer(2);
    expect(await due).toBe(2);
  });

  it('never serves a value older than its time, and waits for a new count after a write', async () => {
    const { cached, count, state } = await primedCache();

    // Nobody asked in its last second: past its time, the asker waits for the new count.
    state.now += 3000;
    const expired = cached('k', count.compute);
    count.answer(2);
    expect(await expired).toBe(2);

    state.version++;
    const afterWrite = cached('k', count.compute);
    count.answer(3);
    expect(await afterWrite).toBe(3);
    expect(count.calls()).toBe(3);
  });

  it('drops a count made behind the answer when a write came in the meantime', async () => {
    const { cached, count, state } = await primedCache();
    state.now += 2500;
    expect(await cached('k', count.compute)).toBe(1);
    state.version++;
    count.answer(2);
    await settle();
    const afterWrite = cached('k', count.compute);
    count.answer(3);
    expect(await afterWrite).toBe(3);
  });

  it('with othersWritesBehind, serves the kept value through someone else’s write and counts anew behind it; the writer waits', async () => {
    const { ctx, state } = fakeContext();
    const cached = createShortCache<number>(ctx, { ttlMs: 3000, refreshAheadMs: 1000, othersWritesBehind: true });
    const count = controlledCount();
    const first = cached('k', count.compute, 'colleague');
    count.answer(1);
    expect(await first).toBe(1);

    // Someone else writes: the colleague is answered at once, with one count behind the answer.
    state.version++;
    state.lastWrites.set('writer', state.version);
    state.now += 100;
    expect(await cached('k', count.compute, 'colleague')).toBe(1);
    expect(await cached('k', count.compute, null)).toBe(1);
    expect(count.calls()).toBe(2);

    // The writer does not get the count from before their write: they wait for a new one.
    const writersRead = cached('k', count.compute, 'writer');
    expect(count.calls()).toBe(3);
    count.answer(2);
    count.answer(3);
    expect(await writersRead).toBe(3);
    await settle();
    expect(await cached('k', count.compute, 'colleague')).toBe(3);

    // Never older than its time, writes or not.
    state.version++;
    state.now += 3000;
    const expired = cached('k', count.compute, 'colleague');
    count.answer(4);
    expect(await expired).toBe(4);
  });

  it('without othersWritesBehind, makes everyone wait for a new count after any write', async () => {
    const { cached, count, state } = await primedCache();
    state.version++;
    state.lastWrites.set('writer', state.version);
    const colleaguesRead = cached('k', count.compute, 'colleague');
    expect(count.calls()).toBe(2);
    count.answer(2);
    expect(await colleaguesRead).toBe(2);
  });

  it('keeps the value when the count behind it fails, until its time is over', async () => {
    const { ctx, state } = fakeContext();
    const cached = createShortCache<number>(ctx, { ttlMs: 3000, refreshAheadMs: 1000 });
    let fail = false;
    let calls = 0;
    const compute = () => {
      calls++;
      return fail ? Promise.reject(new Error('database gone')) : Promise.resolve(calls);
    };
    expect(await cached('k', compute)).toBe(1);
    fail = true;
    state.now += 2500;
    expect(await cached('k', compute)).toBe(1);
    await settle();
    expect(await cached('k', compute)).toBe(1);
    expect(calls).toBe(2);
    state.now += 500;
    await expect(cached('k', compute)).rejects.toThrow('database gone');
  });
});
