import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database';
import { freshDatabaseUrl, onPostgres } from './harness';
import { HttpClient, startServerProcess, type ServerProcess } from './server-process';

/**
 * Fee notes are numbered in one unbroken series per year: no crash, no race between requests and
 * no second instance on the same PostgreSQL may leave a gap or a duplicate. These tests use real
 * server processes: two at once on one database, and one killed with SIGKILL while it issues.
 */

const MOROCCO = { currency: 'MAD', fiscal_profile: 'MA', office_identifiers: { ice: '001525846000088', if: '40123456', tp: '35012345' } };
const running: ServerProcess[] = [];
const databases: { drop: () => Promise<void> }[] = [];

afterAll(async () => {
  await Promise.all(running.map((server) => server.kill('SIGKILL')));
  for (const database of databases) await database.drop();
}, 60_000);

async function start(url: string): Promise<ServerProcess> {
  const server = await startServerProcess({ DATABASE_URL: url });
  running.push(server);
  return server;
}

/** An admin signed in on `server`, the office set up for Morocco, a dossier and a client. */
async function office(server: ServerProcess) {
  const admin = new HttpClient(server.url);
  expect(
    (
      await admin.post('/api/auth/register', {
        full_name: 'Numbering Admin',
        email: 'numbers@example.test',
        password: 'numbers password 1',
      })
    ).status,
  ).toBe(201);
  expect((await admin.post('/api/auth/login', { login: 'numbers@example.test', password: 'numbers password 1' })).status).toBe(200);
  expect((await admin.patch('/api/settings', MOROCCO)).status).toBe(200);
  const dossier = (await admin.post('/api/dossiers', { ref_dossier_bureau: 9001, date_inscription_bureau: '2026-01-15' })).json()
    .id_dossier as number;
  const client = (await admin.post('/api/parties', { kind: 'organisation', name: 'RMA Assurance' })).json().id_party as number;
  return { admin, dossier, client };
}

async function drafts(client: HttpClient, count: number, dossier: number, party: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await client.post('/api/invoices', {
      fk_dossier: dossier,
      fk_client_party: party,
      lines: [{ label: `Honoraires ${i}`, unit_price: '100.10' }],
    });
    expect(res.status, res.text).toBe(201);
    ids.push(res.json().id as number);
  }
  return ids;
}

const seqOf = (number: string) => Number(number.split('-').at(-1));

/** Every issued note of the database: its number, series and sequence, and the series' counters. */
async function stored(url: string) {
  const handle = createDatabase(url, { poolSize: 1 });
  try {
    const notes = await handle.db
      .selectFrom('invoice')
      .select(['id', 'number', 'series', 'seq'])
      .where('status', '=', 'issued')
      .orderBy('seq')
      .execute();
    const counters = await handle.db.selectFrom('invoice_series').select(['series', 'last_number']).execute();
    const audited = await handle.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('entity', '=', 'invoice')
      .where('changes', 'like', '%"number":[null,%')
      .execute();
    return { notes, counters, audited: new Set(audited.map((row) => row.entity_id)) };
  } finally {
    await handle.close();
  }
}

function expectUnbroken(notes: { number: string | null; seq: number | null }[], counters: { last_number: number }[]) {
  expect(notes.map((note) => note.seq)).toEqual(notes.map((_, i) => i + 1));
  expect(new Set(notes.map((note) => note.number)).size).toBe(notes.length);
  expect(counters.map((counter) => counter.last_number)).toEqual(notes.length ? [notes.length] : []);
}

describe.skipIf(!onPostgres())('fee note numbers with two instances on one PostgreSQL', { timeout: 120_000 }, () => {
  it('issue concurrently on both instances: consecutive numbers, each once', async () => {
    const database = await freshDatabaseUrl();
    databases.push(database);
    const [a, b] = await Promise.all([start(database.url), start(database.url)]);
    const { admin: onA, dossier, client } = await office(a);
    const onB = new HttpClient(b.url);
    onB.cookie = onA.cookie;
    const ids = await drafts(onA, 40, dossier, client);
    const answers = await Promise.all(ids.map((id, i) => (i % 2 ? onA : onB).post(`/api/invoices/${id}/issue`, {})));
    expect(answers.map((res) => res.status)).toEqual(Array(40).fill(200));
    const numbers = answers.map((res) => res.json().number as string);
    expect(numbers.map(seqOf).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // The same draft issued on both at once: one number, one refusal.
    const [last] = await drafts(onA, 1, dossier, client);
    const twice = await Promise.all([onA.post(`/api/invoices/${last}/issue`, {}), onB.post(`/api/invoices/${last}/issue`, {})]);
    expect(twice.map((res) => res.status).sort()).toEqual([200, 409]);
    const { notes, counters } = await stored(database.url);
    expectUnbroken(notes, counters);
    expect(notes).toHaveLength(41);
    for (const server of [a, b]) expect(server.logs.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([]);
  });
});

describe('fee note numbers through SIGKILLs', () => {
  it('keeps every acknowledged number, and no gap, when the server is killed while issuing', async () => {
    const database = await freshDatabaseUrl();
    databases.push(database);
    let server = await start(database.url);
    const setup = await office(server);
    let client = setup.admin;
    const ids = await drafts(client, 90, setup.dossier, setup.client);
    const acknowledged = new Map<number, string>();
    const refused: string[] = [];
    let next = 0;

    for (let cycle = 0; cycle < 3; cycle++) {
      let stopped = false;
      const issuer = async (http: HttpClient) => {
        while (!stopped && next < ids.length) {
          const id = ids[next++]!;
          let res;
          try {
            res = await http.post(`/api/invoices/${id}/issue`, {});
          } catch {
            return; // the connection died with the process
          }
          if (res.status === 200) acknowledged.set(id, res.json().number as string);
          else refused.push(`issue ${id}: ${res.status} ${res.text}`);
        }
      };
      const before = acknowledged.size;
      const writers = Array.from({ length: 5 }, () => issuer(client));
      const until = Date.now() + 20_000;
      while (acknowledged.size < before + 8 + cycle * 3 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
      await server.kill('SIGKILL');
      stopped = true;
      await Promise.allSettled(writers);
      expect(refused).toEqual([]);

      const { notes, counters, audited } = await stored(database.url);
      expectUnbroken(notes, counters);
      for (const [id, number] of acknowledged)
        expect(notes.find((note) => note.id === id)?.number, `note ${id} was answered ${number}`).toBe(number);
      for (const note of notes) expect(audited.has(note.id), `note ${note.number} has its audit line`).toBe(true);

      server = await start(database.url);
      const cookie = client.cookie;
      client = new HttpClient(server.url);
      client.cookie = cookie;
    }
    // After the last restart, numbering goes on from the last number kept.
    const kept = (await stored(database.url)).notes.length;
    const fresh = await drafts(client, 1, setup.dossier, setup.client);
    const res = await client.post(`/api/invoices/${fresh[0]}/issue`, {});
    expect(res.status, res.text).toBe(200);
    expect(seqOf(res.json().number as string)).toBe(kept + 1);
    console.log(
      `fee note numbering (${onPostgres() ? 'PostgreSQL' : 'SQLite'}): 3 SIGKILLs while issuing, ${acknowledged.size} acknowledged, ${kept} kept without a gap`,
    );
  }, 240_000);
});
