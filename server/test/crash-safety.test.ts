import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database';
import { freshDatabaseUrl, onPostgres } from './harness';
import { HttpClient, startServerProcess, type ServerProcess } from './server-process';

/**
 * Acknowledged means durable: the server process is killed with SIGKILL in the middle of a burst
 * of writes, several times; after each restart every write that was answered 201 is there, and
 * the SQLite file passes its integrity check. Runs on the suite's database (SQLite or PostgreSQL).
 */
const CYCLES = 5;
const CONCURRENCY = 6;

let database: { url: string; drop: () => Promise<void> };
let server: ServerProcess | null = null;

beforeAll(async () => {
  database = await freshDatabaseUrl();
});

afterAll(async () => {
  await server?.kill('SIGKILL');
  await database?.drop();
}, 60_000);

interface Acknowledged {
  id: number;
  ref: number;
  name: string;
}

/** Creates dossiers from several concurrent writers until `stop()`; collects those answered 201. */
function burst(client: HttpClient, firstRef: number) {
  const acknowledged: Acknowledged[] = [];
  let next = firstRef;
  let stopped = false;
  let failures = 0;
  const writer = async () => {
    while (!stopped) {
      const ref = next++;
      const name = `Crash ${ref} \u200f مكتب`;
      try {
        const res = await client.post('/api/dossiers', { ref_dossier_bureau: ref, date_inscription_bureau: '2026-01-15', nom_responsable_civil: name, montant_dette: '12.34' });
        if (res.status === 201) acknowledged.push({ id: res.json().id_dossier as number, ref, name });
        else failures++;
      } catch {
        // The connection died with the process: not acknowledged, nothing to check.
        return;
      }
    }
  };
  const writers = Array.from({ length: CONCURRENCY }, writer);
  return {
    acknowledged,
    get failures() {
      return failures;
    },
    async stop() {
      stopped = true;
      await Promise.allSettled(writers);
    },
  };
}

async function waitFor(condition: () => boolean, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

function integrityCheck(url: string): string {
  const db = new SQLite(url.replace(/^sqlite:/, ''), { fileMustExist: true });
  try {
    return db.pragma('integrity_check', { simple: true }) as string;
  } finally {
    db.close();
  }
}

describe('crash safety', () => {
  it(`keeps every acknowledged write through ${CYCLES} SIGKILLs during a burst of writes`, async () => {
    server = await startServerProcess({ DATABASE_URL: database.url });
    let client = new HttpClient(server.url);
    expect((await client.post('/api/auth/register', { full_name: 'Crash Admin', email: 'crash@example.test', password: 'crash password 1' })).status).toBe(201);
    expect((await client.post('/api/auth/login', { login: 'crash@example.test', password: 'crash password 1' })).status).toBe(200);

    const all: Acknowledged[] = [];
    const perCycle: number[] = [];
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const writes = burst(client, 100_000 * (cycle + 1));
      // Kill at a different point each time, with requests in flight.
      await waitFor(() => writes.acknowledged.length >= 15 + cycle * 7);
      await server.kill('SIGKILL');
      await writes.stop();
      expect(writes.failures).toBe(0);
      all.push(...writes.acknowledged);
      perCycle.push(writes.acknowledged.length);

      if (!onPostgres()) expect(integrityCheck(database.url)).toBe('ok');

      server = await startServerProcess({ DATABASE_URL: database.url });
      const cookie = client.cookie;
      client = new HttpClient(server.url);
      client.cookie = cookie; // sessions live in the database: the restart signs nobody out
      for (const write of all) {
        const res = await client.get(`/api/dossiers/${write.id}`);
        expect(res.status, `dossier ${write.id} (ref ${write.ref}) answered 201 before cycle ${cycle}'s crash`).toBe(200);
        expect(res.json()).toMatchObject({ ref_dossier_bureau: write.ref, nom_responsable_civil: write.name, montant_dette: '12.34' });
      }
    }
    await server.kill('SIGTERM');
    server = null;

    // Each create and its audit entry are one transaction: no dossier without its entry, none the other way round.
    const handle = createDatabase(database.url, { poolSize: 1 });
    try {
      const dossiers = await handle.db.selectFrom('dossier').select('id_dossier').orderBy('id_dossier').execute();
      const audited = await handle.db.selectFrom('audit_log').select('entity_id').where('entity', '=', 'dossier').where('operation', '=', 'create').orderBy('entity_id').execute();
      expect(audited.map((r) => r.entity_id)).toEqual(dossiers.map((r) => r.id_dossier));
      expect(dossiers.length).toBeGreaterThanOrEqual(all.length);
    } finally {
      await handle.close();
    }
    if (!onPostgres()) expect(integrityCheck(database.url)).toBe('ok');
    console.log(
      `crash safety (${onPostgres() ? 'PostgreSQL' : 'SQLite'}): ${CYCLES} SIGKILL cycles, ${all.length} acknowledged writes (${perCycle.join(' + ')}), all present after every restart`,
    );
  }, 180_000); // six process starts: generous for a loaded CI machine
});
