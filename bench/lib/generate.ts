// Behind `npm run bench:generate -- --dossiers N --actions M [--database-url URL] [--seed S]`
// Builds a benchmark database through the project's own migrations, then bulk-loads a
// deterministic dataset (see dataset.ts). SQLite by default (bench/data/…), PostgreSQL
// with a postgres:// URL. Refuses to touch a database that holds anything but a benchmark dataset.
import { existsSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { createDatabase, isPostgresUrl, sqlitePathFromUrl } from '../../server/src/db/database';
import { DEFAULT_ACTION_TYPES } from '../../server/src/db/defaults';
import { migrateToLatest } from '../../server/src/db/migrate';
import { mergeSearchIndexes } from '../../server/src/db/search-index-merge';
import type { Database } from '../../server/src/db/schema';
import { todayInZone } from '../../server/src/lib/dates';
import { ensureAdmin } from '../../server/src/tasks/admin';
import { dossierBatches, PARTIES_PER_DOSSIER, partyBatches, referenceRows, type References } from './dataset';
import { addDeadlines } from './deadlines';
import { addDocumentTexts } from './document-texts';
import { postgresWriter, sqliteWriter } from './writers';

export const benchDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH_ADMIN = { email: 'admin@cabinet.test', username: 'admin', name: 'Administratrice Hélène Benjelloun', password: 'bench-password-2026' };
/** Bump when the generated data changes shape, so cached datasets are rebuilt. */
const GENERATOR_VERSION = 4;

export interface DatasetOptions {
  dossiers: number;
  actions: number;
  seed: string;
  databaseUrl: string;
}

export interface DatasetInfo {
  key: string;
  today: string;
  timezone: string;
  seconds: number;
  reused: boolean;
}

export const defaultSqliteUrl = (o: Omit<DatasetOptions, 'databaseUrl'>) => `sqlite:${join(benchDir, 'data', `bench-${o.dossiers}-${o.actions}-${o.seed}.db`)}`;

/** What a dataset is, including the office day it was generated on ("tomorrow" and "stale" are relative to it). */
const datasetKey = (o: DatasetOptions, today: string) => `v${GENERATOR_VERSION} ${o.dossiers}/${o.actions} seed=${o.seed} today=${today}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function tableExists(db: AnyDb, dialect: 'sqlite' | 'postgres', table: string): Promise<boolean> {
  const query =
    dialect === 'sqlite'
      ? sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'table' and name = ${table}`
      : sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_schema = current_schema() and table_name = ${table}`;
  return Number((await query.execute(db)).rows[0]?.n ?? 0) > 0;
}

async function readMeta(db: AnyDb, dialect: 'sqlite' | 'postgres'): Promise<string | null> {
  if (!(await tableExists(db, dialect, 'bench_meta'))) return null;
  const rows = (await sql<{ value: string }>`select value from bench_meta where key = 'dataset'`.execute(db)).rows;
  return rows[0]?.value ?? null;
}

/** True when the database holds user data (not a benchmark dataset): never overwrite that. */
async function holdsOtherData(db: AnyDb, dialect: 'sqlite' | 'postgres'): Promise<boolean> {
  if (await tableExists(db, dialect, 'bench_meta')) return false;
  for (const table of ['users', 'dossier']) {
    if (!(await tableExists(db, dialect, table))) continue;
    const rows = (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows;
    if (Number(rows[0]?.n) > 0) return true;
  }
  return false;
}

/** Every table of the schema a PostgreSQL dataset is in: the tables of every migration, whichever were added last. */
async function schemaTables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = current_schema()`.execute(db);
  return rows.map((row) => row.tablename);
}

async function officeToday(db: Kysely<Database>): Promise<{ today: string; timezone: string }> {
  const { timezone } = await db.selectFrom('settings').select('timezone').where('id', '=', 1).executeTakeFirstOrThrow();
  return { today: todayInZone(timezone, Date.now()), timezone };
}

/** The key of the dataset in the database, when it is a benchmark dataset of these options generated today. */
export async function existingDataset(options: DatasetOptions): Promise<DatasetInfo | null> {
  const path = isPostgresUrl(options.databaseUrl) ? null : sqlitePathFromUrl(options.databaseUrl);
  if (path && !existsSync(path)) return null;
  const handle = createDatabase(options.databaseUrl, { poolSize: 1 });
  try {
    const meta = await readMeta(handle.db, handle.dialect);
    if (!meta) return null;
    const { today, timezone } = await officeToday(handle.db);
    return meta === datasetKey(options, today) ? { key: meta, today, timezone, seconds: 0, reused: true } : null;
  } finally {
    await handle.close();
  }
}

async function prepareTarget(url: string): Promise<void> {
  if (isPostgresUrl(url)) {
    const handle = createDatabase(url, { poolSize: 1 });
    try {
      if (await holdsOtherData(handle.db, 'postgres')) throw new Error(`${redact(url)} holds data that is not a benchmark dataset; use an empty database`);
      const tables = await schemaTables(handle.db);
      if (tables.length > 0) await sql`drop table if exists ${sql.join(tables.map((t) => sql.table(t)))} cascade`.execute(handle.db);
    } finally {
      await handle.close();
    }
    return;
  }
  const path = sqlitePathFromUrl(url);
  if (!path || path === ':memory:') throw new Error('the benchmark needs a SQLite file or a PostgreSQL URL');
  if (existsSync(path)) {
    const handle = createDatabase(url, { poolSize: 1 });
    try {
      if (await holdsOtherData(handle.db, 'sqlite')) throw new Error(`${path} holds data that is not a benchmark dataset; choose another file`);
    } finally {
      await handle.close();
    }
  }
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
}

const redact = (url: string) => url.replace(/\/\/[^@/]*@/, '//…@');

async function insertReferences(db: Kysely<Database>, seed: string, adminId: number): Promise<References> {
  const now = new Date().toISOString();
  const stamp = { created_at: now, created_by: adminId, modified_at: now, modified_by: adminId };
  const rows = referenceRows(seed);
  const caseTypeIds = (
    await db.insertInto('type_affaire_bureau').values(rows.caseTypes.map((libelle) => ({ libelle, description: null, ...stamp }))).returning('id_type_affaire_bureau').execute()
  ).map((r) => r.id_type_affaire_bureau);
  const expertiseTypeIds = (
    await db.insertInto('type_expertise').values(rows.expertiseTypes.map((libelle) => ({ libelle, description: null, ...stamp }))).returning('id_type_expertise').execute()
  ).map((r) => r.id_type_expertise);
  const tribunalIds = (await db.insertInto('tribunal').values(rows.tribunals.map((t) => ({ ...t, ...stamp }))).returning('id_tribunal').execute()).map((r) => r.id_tribunal);
  const expertIds = (
    await db
      .insertInto('expert')
      .values(rows.experts.map(({ type, ...e }) => ({ ...e, fk_type_expertise: expertiseTypeIds[type] ?? null, ...stamp })))
      .returning('id_expert')
      .execute()
  ).map((r) => r.id_expert);
  const extraTypeIds = (
    await db
      .insertInto('type_action')
      .values(rows.extraActionTypes.map((libelle) => ({ libelle, description: null, effect: 'none' as const, dossier_field: null, ...stamp })))
      .returning('id_type_action')
      .execute()
  ).map((r) => r.id_type_action);
  return {
    adminId,
    tribunalIds,
    caseTypeIds,
    expertiseTypeIds,
    experts: expertIds.map((id, i) => ({ id, typeId: expertiseTypeIds[rows.experts[i]!.type] ?? null })),
    plainActionTypeIds: [...DEFAULT_ACTION_TYPES.filter((t) => t.effect === 'none').map((t) => t.id_type_action), ...extraTypeIds],
    expertiseActionTypeId: DEFAULT_ACTION_TYPES.find((t) => t.effect === 'expertise')!.id_type_action,
    fieldActionTypes: DEFAULT_ACTION_TYPES.filter((t) => t.effect === 'dossier_field').map((t) => ({ id: t.id_type_action, field: t.dossier_field! })),
  };
}

/** Creates the schema with the project's migrations and loads the dataset. */
export async function generateDataset(options: DatasetOptions, log: (line: string) => void = console.error): Promise<DatasetInfo> {
  const began = performance.now();
  await prepareTarget(options.databaseUrl);
  const handle = createDatabase(options.databaseUrl, { poolSize: 2 });
  try {
    await migrateToLatest(handle);
    const { today, timezone } = await officeToday(handle.db);
    const { user } = await ensureAdmin(handle, { email: BENCH_ADMIN.email, name: BENCH_ADMIN.name, password: BENCH_ADMIN.password });
    await handle.db.updateTable('users').set({ username: BENCH_ADMIN.username }).where('id', '=', user.id).execute();
    const refs = await insertReferences(handle.db, options.seed, user.id);

    const writer = handle.dialect === 'sqlite' ? sqliteWriter(handle.sqlite!) : postgresWriter(handle.db);
    const parties = partyBatches(options.dossiers * PARTIES_PER_DOSSIER, options.seed, refs.adminId);
    let next = parties.next();
    while (!next.done) {
      await writer.writeParties(next.value);
      next = parties.next();
    }
    const partyNames = next.value;
    let dossiers = 0;
    let actions = 0;
    let links = 0;
    let lastReport = performance.now();
    for (const batch of dossierBatches({ dossiers: options.dossiers, actions: options.actions, seed: options.seed, today }, refs, partyNames)) {
      await writer.write(batch);
      dossiers += batch.dossiers.length;
      actions += batch.actions.length;
      links += batch.links.length;
      if (performance.now() - lastReport > 5000) {
        log(`[bench] … ${dossiers} dossiers, ${actions} actions (${((performance.now() - began) / 1000).toFixed(1)} s)`);
        lastReport = performance.now();
      }
    }
    await writer.finish();
    const deadlines = await addDeadlines(handle.db, handle.dialect, today, user.id);
    log(`[bench] … ${deadlines} deadlines`);
    const documents = await addDocumentTexts(handle.db, options.databaseUrl, handle.dialect, options.seed, user.id, options.dossiers);
    log(`[bench] … ${documents} documents with their text`);
    // The search indexes as the server keeps them (merged every night), not as the batches left them.
    const steps = await mergeSearchIndexes(handle.db, { pauseMs: 0 });
    log(`[bench] … search indexes merged in ${steps} step(s)`);
    const key = datasetKey(options, today);
    await sql`create table if not exists bench_meta (key text primary key, value text not null)`.execute(handle.db);
    await sql`insert into bench_meta (key, value) values ('dataset', ${key})`.execute(handle.db);
    const seconds = (performance.now() - began) / 1000;
    log(`[bench] generated ${dossiers} dossiers, ${actions} actions, ${partyNames.length - 1} parties and ${links} links in ${seconds.toFixed(1)} s (${handle.dialect}, office day ${today} in ${timezone})`);
    return { key, today, timezone, seconds, reused: false };
  } finally {
    await handle.close();
  }
}

export function parseDatasetArgs(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    allowPositionals: false,
    strict: false,
    options: {
      dossiers: { type: 'string', default: '100000' },
      actions: { type: 'string', default: '1000000' },
      seed: { type: 'string', default: 'cabinet' },
      'database-url': { type: 'string' },
    },
  });
  const dossiers = Number(values.dossiers);
  const actions = Number(values.actions);
  if (!Number.isInteger(dossiers) || dossiers < 1 || !Number.isInteger(actions) || actions < 0) throw new Error('--dossiers and --actions take whole numbers');
  const seed = String(values.seed);
  return { dossiers, actions, seed, databaseUrl: typeof values['database-url'] === 'string' ? values['database-url'] : undefined };
}

export const resolveUrl = (url: string) => (isPostgresUrl(url) ? url : `sqlite:${resolve(sqlitePathFromUrl(url) ?? url)}`);
