import { describe, expect, it } from 'vitest';
import { batchedReads } from './batched-reads';

interface Row {
  id: number;
  name: string;
}

/** A table in memory, and every statement run on it: the ids each one asked for. */
function fakeTable(rows: Row[]) {
  const statements: number[][] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const held: (() => void)[] = [];
  let holding = false;
  const readMany = async (ids: readonly number[]) => {
    statements.push([...ids]);
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    if (holding) await new Promise<void>((resolve) => held.push(resolve));
    else await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight--;
    return rows.filter((row) => ids.includes(row.id)).map((row) => ({ ...row }));
  };
  return {
    rows,
    statements,
    readMany,
    mostInFlight: () => mostInFlight,
    hold: () => (holding = true),
    letGo: () => {
      holding = false;
      for (const release of held.splice(0)) release();
    },
  };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedReads', () => {
  it('answers the reads asked for in one turn with one statement, each with its own row', async () => {
    const table = fakeTable([
      { id: 1, name: 'one' },
      { id: 2, name: 'two' },
      { id: 3, name: 'three' },
    ]);
    const read = batchedReads(table.readMany, (row) => row.id);
    const answers = await Promise.all([read(3), read(1), read(9), read(3)]);
    expect(answers).toEqual([{ id: 3, name: 'three' }, { id: 1, name: 'one' }, undefined, { id: 3, name: 'three' }]);
    expect(table.statements).toEqual([[3, 1, 9, 3]]);
  });

  it('keeps nothing between reads: a change is seen by the next read', async () => {
    const table = fakeTable([{ id: 1, name: 'before' }]);
    const read = batchedReads(table.readMany, (row) => row.id);
    expect(await read(1)).toEqual({ id: 1, name: 'before' });
    table.rows[0]!.name = 'after';
    expect(await read(1)).toEqual({ id: 1, name: 'after' });
    expect(table.statements).toEqual([[1], [1]]);
  });

  it('fails every read of a statement that fails, and the next reads still run', async () => {
    let fail = true;
    const read = batchedReads(
      async (ids) => {
        if (fail) throw new Error('connection lost');
        return ids.map((id) => ({ id }));
      },
      (row) => row.id,
    );
    const failed = await Promise.allSettled([read(1), read(2)]);
    expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await Promise.all([read(1), read(2)])).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('runs at most two statements at once; reads arriving meanwhile wait together for the next', async () => {
    const table = fakeTable([1, 2, 3, 4, 5, 6].map((id) => ({ id, name: String(id) })));
    const read = batchedReads(table.readMany, (row) => row.id);
    table.hold();
    const first = read(1);
    await nextTurn();
    const second = read(2);
    await nextTurn();
    const waiting = [read(3), read(4)];
    await nextTurn();
    waiting.push(read(5), read(6));
    await nextTurn();
    expect(table.statements).toEqual([[1], [2]]);
    table.letGo();
    expect(await Promise.all([first, second, ...waiting])).toHaveLength(6);
    expect(table.statements).toEqual([[1], [2], [3, 4, 5, 6]]);
    expect(table.mostInFlight()).toBeLessThanOrEqual(2);
  });
});
