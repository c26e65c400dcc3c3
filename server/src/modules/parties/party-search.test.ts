import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAdmin, startTestServer, type TestClient, type TestServer } from '../../../test/harness';
import { partyKeys } from './party-record';

let server: TestServer;
let admin: TestClient;
beforeEach(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
afterEach(() => server.close());

const AT = '2026-01-05T09:00:00.000Z';

/** Parties written straight to the table (hundreds of them: the API would take too long). */
async function insertParties(names: string[]): Promise<number[]> {
  const rows = names.map((name) => ({ kind: 'person' as const, name, ...partyKeys({ name, name_ar: null, national_id: null }), created_at: AT, modified_at: AT }));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 100) {
    const inserted = await server.database.db.insertInto('party').values(rows.slice(i, i + 100)).returning('id_party').execute();
    ids.push(...inserted.map((row) => row.id_party));
  }
  return ids;
}

/** Every page of a party search, one after the other. */
async function allPages(q: string, pageSize: number): Promise<{ ids: number[]; totals: number[] }> {
  const ids: number[] = [];
  const totals: number[] = [];
  for (let page = 1; page <= 100; page++) {
    const res = await admin.get(`/api/parties?q=${encodeURIComponent(q)}&page=${page}&page_size=${pageSize}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: { id_party: number }[]; total: number };
    totals.push(body.total);
    ids.push(...body.items.map((item) => item.id_party));
    if (body.items.length < pageSize) return { ids, totals };
  }
  throw new Error('too many pages');
}

const pad = (n: number) => String(n).padStart(3, '0');

describe('party search pages', () => {
  it('lists every match once, in name order, with the same total on every page, wherever the matches fall in the alphabet', async () => {
    // Matches first in name order, matches after 400 others, and one in the trash.
    const early = await insertParties(Array.from({ length: 30 }, (_, i) => `Ab Benjelloun ${pad(29 - i)}`));
    await insertParties(Array.from({ length: 400 }, (_, i) => `Ac Filler ${pad(i)}`));
    const late = await insertParties(Array.from({ length: 30 }, (_, i) => `Zz Zerhouni ${pad(29 - i)}`));
    const mixed = await insertParties(['Ad Zerhouni-Benjelloun', 'Zy Benjelloun']);
    const [trashed] = await insertParties(['Ab Benjelloun 999']);
    await server.database.db.updateTable('party').set({ deleted_at: AT }).where('id_party', '=', trashed!).execute();

    // Same names in reverse id order: name order is not insertion order.
    const benjelloun = [...early.reverse(), mixed[0]!, mixed[1]!];
    const zerhouni = [mixed[0]!, ...late.reverse()];
    for (const pageSize of [1, 7, 25]) {
      const found = await allPages('benjell', pageSize);
      expect(found.ids).toEqual(benjelloun);
      expect(new Set(found.totals)).toEqual(new Set([benjelloun.length]));
      const zz = await allPages('ZERHOUNI', pageSize);
      expect(zz.ids).toEqual(zerhouni);
      expect(new Set(zz.totals)).toEqual(new Set([zerhouni.length]));
    }
    // A page past the end: empty, with the total.
    const past = (await admin.get('/api/parties?q=benjell&page=9&page_size=25')).json() as { items: unknown[]; total: number };
    expect(past).toMatchObject({ items: [], total: benjelloun.length });
    expect((await admin.get('/api/parties?q=nobody-here')).json()).toMatchObject({ items: [], total: 0 });
  });

  it('finds the matches that sort after thousands of other parties, every page in name order', async () => {
    await insertParties(Array.from({ length: 3200 }, (_, i) => `Ac Filler ${String(i).padStart(4, '0')}`));
    const late = await insertParties(Array.from({ length: 40 }, (_, i) => `Zz Trans Atlas ${pad(39 - i)}`));
    const expected = [...late].reverse();
    for (const pageSize of [25, 100]) {
      const found = await allPages('trans atlas', pageSize);
      expect(found.ids).toEqual(expected);
      expect(new Set(found.totals)).toEqual(new Set([expected.length]));
    }
  });

  it('counts the matches after a rename, the trash and a restore made through the API', async () => {
    const created = [];
    for (const name of ['Karim Tazi', 'Salma Tazi', 'Omar Tazi']) created.push((await admin.post('/api/parties', { kind: 'person', name })).json() as { id_party: number; version: number });
    const [first, second] = created as [(typeof created)[number], (typeof created)[number]];
    const total = async (q: string) => (await admin.get(`/api/parties?q=${q}&page_size=1`)).json().total;
    expect(await total('tazi')).toBe(3);
    expect((await admin.patch(`/api/parties/${first.id_party}`, { version: first.version, name: 'Karim Berrada' })).statusCode).toBe(200);
    expect([await total('tazi'), await total('berrada')]).toEqual([2, 1]);
    expect((await admin.delete(`/api/parties/${second.id_party}`)).statusCode).toBe(204);
    expect(await total('tazi')).toBe(1);
    expect((await admin.post(`/api/parties/${second.id_party}/restore`)).statusCode).toBe(200);
    expect(await total('tazi')).toBe(2);
  });

  it('counts the matches after writes made outside the API within ten seconds', async () => {
    const [first, second] = (await insertParties(['Karim Tazi', 'Salma Tazi', 'Omar Tazi'])) as [number, number, number];
    const total = async (q: string) => (await admin.get(`/api/parties?q=${q}&page_size=1`)).json().total;
    expect(await total('tazi')).toBe(3);
    await server.database.db.updateTable('party').set({ name: 'Karim Berrada', ...partyKeys({ name: 'Karim Berrada', name_ar: null, national_id: null }) }).where('id_party', '=', first).execute();
    server.clock.advance(10_000);
    expect([await total('tazi'), await total('berrada')]).toEqual([2, 1]);
    await server.database.db.updateTable('party').set({ deleted_at: AT }).where('id_party', '=', second).execute();
    server.clock.advance(10_000);
    expect(await total('tazi')).toBe(1);
    await server.database.db.updateTable('party').set({ deleted_at: null }).where('id_party', '=', second).execute();
    server.clock.advance(10_000);
    expect(await total('tazi')).toBe(2);
  });
});

describe('conflict check by name', () => {
  const check = async (name: string) =>
    ((await admin.get(`/api/conflicts?name=${encodeURIComponent(name)}`)).json() as { items: { id_party: number; matched: string }[] }).items.map(
      (item) => [item.id_party, item.matched],
    );

  it('lists the names that contain the one typed, not those holding its pieces apart', async () => {
    // "karimbennis" is asked of the index as kar, imb, enn and nis: the second name holds all four.
    const [longer, apart, same] = (await insertParties(['Karim Bennis Alaoui', 'Nis Kar Enn Imb', 'Karim Bennis'])) as [number, number, number];
    expect(await check('Karim Bennis')).toEqual([
      [same, 'name'],
      [longer, 'name_part'],
    ]);
    expect(await check('bennis')).toEqual([
      [longer, 'name_part'],
      [same, 'name_part'],
    ]);
    expect((await check('karimbennis')).map(([id]) => id)).not.toContain(apart);
  });

  it('still lists the same names first when more than fifty names contain the one typed', async () => {
    const containing = await insertParties(Array.from({ length: 60 }, (_, i) => `Karim Bennis ${pad(i)}`));
    const [same] = (await insertParties(['Karim Bennis'])) as [number];
    const items = await check('karim bennis');
    expect(items).toHaveLength(50);
    expect(items[0]).toEqual([same, 'name']);
    expect(items.slice(1)).toEqual(containing.slice(0, 49).map((id) => [id, 'name_part']));
  });
});
