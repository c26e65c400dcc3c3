import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countRows, freshDatabaseUrl, onPostgres } from '../../test/harness';
import { IMPORT_FIXTURES, REFUSED_ROWS } from '../../test/import-fixtures';
import { loadConfig } from '../config';
import { createDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { importTask } from './import';
import { TaskError } from './task-error';

let target: { url: string; drop: () => Promise<void> };
let database: DatabaseHandle;
let output: string[];
beforeEach(async () => {
  target = await freshDatabaseUrl();
  database = createDatabase(target.url, { poolSize: 2 });
  await migrateToLatest(database);
  output = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void output.push(line));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await database.close();
  await target.drop();
});

const run = (...args: string[]) =>
  importTask.run(args, { config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: target.url, WEB_DIST: '/nonexistent' }), env: {} });

const count = (table: 'dossier' | 'action' | 'expertise') => countRows(database.db, table);

describe('npm run import', () => {
  it('--csv --dry-run prints the summary and writes nothing; without it, loads and says so', async () => {
    await run('--csv', join(IMPORT_FIXTURES, 'semicolon-bom'), '--dry-run');
    const text = output.join('\n');
    expect(text).toMatch(/dossier\.csv\s+3\s+3\s+0\s+0/);
    expect(text).toMatch(/action\.csv\s+4\s+4\s+0\s+0/);
    expect(text).toContain('Dry run: every row can be imported; nothing was written');
    expect(await count('dossier')).toBe(0);

    output = [];
    await run('--csv', join(IMPORT_FIXTURES, 'semicolon-bom'));
    expect(output.join('\n')).toMatch(/Imported in [\d.]+ s \(peak memory \d+ MB\)/);
    expect(await count('action')).toBe(4);
  });

  it('fails with status 1 and every refused row', async () => {
    const failure = await run('--csv', join(IMPORT_FIXTURES, 'refused')).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(TaskError);
    expect((failure as TaskError).exitCode).toBe(1);
    const lines = (failure as TaskError).message.split('\n');
    expect(lines[0]).toBe('Rows refused, by reason:');
    // Each reason once with its rows (here one each) under it.
    for (const row of REFUSED_ROWS) expect(lines).toContain(`    ${row.replace(/ \[.*\]$/, '')}`);
    expect(lines).toContain('  dossier.csv: fk_tribunal … names no tribunal (not in tribunal.csv nor in Cabinet) [--keep-dangling imports it with none, the id kept in the history]: 1 row(s)');
    expect(lines.at(-1)).toBe('9 row(s) refused: nothing was imported. Correct them and run the import again.');
    expect(await count('dossier')).toBe(0);
  });

  it('--csv reads a Cabinet export back: parties, links in several roles, a rule, office days, deadlines as they were, documents’ descriptions', async () => {
    const folder = join(IMPORT_FIXTURES, 'cabinet-export');
    await run('--csv', folder);
    const text = output.join('\n');
    expect(text).toMatch(/parties\.csv\s+2\s+2\s+0\s+0\s+0/);
    expect(text).toMatch(/dossier_parties\.csv\s+4\s+4\s+0\s+0\s+0/);
    expect(text).toMatch(/deadlines\.csv\s+1\s+1\s+0\s+0\s+0/);
    expect(text).not.toContain('Deadlines counted');
    const { db } = database;

    expect(
      await db
        .selectFrom('party')
        .select(['id_party', 'name_ar', 'address', 'national_id_key', 'created_by'])
        .orderBy('id_party')
        .execute(),
    ).toEqual([
      { id_party: 1, name_ar: 'محمد العلوي', address: '12, rue Atlas\r\nRabat', national_id_key: 'AB12345', created_by: null },
      { id_party: 2, name_ar: 'وفا للتأمين', address: null, national_id_key: null, created_by: null },
    ]);
    expect(
      await db
        .selectFrom('dossier_party')
        .select(['fk_dossier', 'fk_party', 'role'])
        .orderBy('fk_dossier')
        .orderBy('fk_party')
        .orderBy('role')
        .execute(),
    ).toEqual([
      { fk_dossier: 10, fk_party: 1, role: 'client' },
      { fk_dossier: 10, fk_party: 1, role: 'victim' },
      { fk_dossier: 10, fk_party: 2, role: 'insurer' },
      { fk_dossier: 11, fk_party: 2, role: 'civilly_liable' },
    ]);
    const dossier = await db.selectFrom('dossier').select('search_text').where('id_dossier', '=', 10).executeTakeFirstOrThrow();
    expect(dossier.search_text).toContain('وفا');
    expect(await db.selectFrom('deadline_rule').select(['label_ar', 'active']).where('id', '=', 50).executeTakeFirstOrThrow()).toEqual({
      label_ar: 'المذكرة بعد الجلسة',
      active: 1,
    });
    expect(
      await db.selectFrom('deadline_rule_trigger').select('id_type_action').where('rule_id', '=', 50).orderBy('id_type_action').execute(),
    ).toEqual([{ id_type_action: 1 }, { id_type_action: 2 }]);
    expect(await db.selectFrom('calendar_day').select(['date', 'working', 'label']).orderBy('date').execute()).toEqual([
      { date: '2022-03-21', working: 0, label: 'Grève des greffiers' },
      { date: '2022-07-30', working: 1, label: 'Permanence' },
    ]);
    // The export's deadlines are the office's work: carried as they were, none counted again
    // (action 103 starts rule 50 too, but the office never had a deadline for it).
    expect(await db.selectFrom('deadline').select(['id', 'status', 'due_date', 'completed_action_id', 'note']).execute()).toEqual([
      { id: 7, status: 'done', due_date: '2022-03-22', completed_action_id: 101, note: 'Conclusions déposées, "à temps"' },
    ]);
    expect(
      await db.selectFrom('document').select(['id_document', 'filename', 'size', 'storage_key', 'fk_action', 'modified_at']).execute(),
    ).toEqual([
      {
        id_document: 3,
        filename: 'حكم ابتدائي.pdf',
        size: 8,
        storage_key: '5bd984e5074560bc16224dff4ef72067b745d4db7c0681525525141555921819',
        fk_action: 100,
        modified_at: '2022-03-11T10:00:00.000Z',
      },
    ]);
    // New rows come after the imported ids (on PostgreSQL, the sequences moved).
    const now = new Date().toISOString();
    const party = await db
      .insertInto('party')
      .values({
        kind: 'person',
        name: 'Après',
        name_key: 'apres',
        search_text: 'apres',
        created_at: now,
        modified_at: now,
        created_by: null,
        modified_by: null,
        name_ar: null,
        name_ar_key: null,
        national_id: null,
        national_id_key: null,
        phone: null,
        email: null,
        address: null,
        note: null,
        deleted_at: null,
        deleted_by: null,
      })
      .returning('id_party')
      .executeTakeFirstOrThrow();
    expect(party.id_party).toBe(3);
    await db.deleteFrom('party').where('id_party', '=', 3).execute();

    output = [];
    await run('--csv', folder);
    const second = output.join('\n');
    expect(second).toMatch(/dossier_parties\.csv\s+4\s+0\s+0\s+4\s+0/);
    expect(second).toMatch(/documents\.csv\s+1\s+0\s+0\s+1\s+0/);
  });

  it('refuses a bad command line with the usage', async () => {
    await expect(run('--dry-run')).rejects.toMatchObject({ exitCode: 2, message: expect.stringContaining('usage: npm run import') });
    await expect(run('--csv', '/nonexistent/folder')).rejects.toMatchObject({
      exitCode: 1,
      message: expect.stringContaining('does not exist'),
    });
  });

  // The old system's own PostgreSQL database (its tables as the seed describes them), read directly.
  it.skipIf(!onPostgres())('--from postgres:// reads the old database directly, twice without change', async () => {
    const old = await freshDatabaseUrl();
    const client = new pg.Client({ connectionString: old.url });
    await client.connect();
    try {
      await client.query(`
        create table tribunal (id_tribunal integer primary key, nom text);
        create table type_action (id_type_action integer primary key, libelle text, dtcrea timestamptz, ucrea text, dtmodif timestamptz, umodif text);
        create table type_expertise (id_type_expertise integer primary key, libelle text, dtcrea timestamptz, ucrea text, dtmodif timestamptz, umodif text);
        create table type_affaire_bureau (id_type_affaire_bureau integer primary key, libelle text, dtcrea timestamptz, ucrea text, dtmodif timestamptz, umodif text);
        create table expert (id_expert integer primary key, nom text, tel text, email text, fk_type_expertise integer);
        create table dossier (id_dossier integer primary key, ref_dossier_bureau integer, date_inscription_bureau date, fk_type_affaire_bureau integer,
          fk_tribunal integer, montant_dette numeric(14, 2), num_police text, nom_responsable_civil text, accusation text, date_accident date,
          matricule_vehicule text, num_dossier_tribunal text, num_pv_tribunal text);
        create table action (id_action integer primary key, fk_dossier integer, date_action date, fk_type_action integer, contenu text,
          date_prochaine date, dtmodif timestamptz, umodif text);
        create table expertise (fk_action integer, fk_type_expertise integer, fk_expert integer, frais integer, contenu text);
        set timezone = 'Africa/Casablanca';
        insert into tribunal values (4, 'المحكمة الابتدائية بطنجة');
        insert into type_action values (60, 'Expertise', '2021-05-01 10:00+01', 'user', '2021-05-01 10:00+01', 'user'), (63, 'PV', now(), 'user', null, null);
        insert into type_expertise values (3, 'Médicale', '2021-05-01 10:00+00', 'user', null, null);
        insert into dossier values (40, 77, '2021-06-01', null, 4, 1234.50, 'P-1', 'Hassan', 'Accident
de travail', '2021-05-30', null, 'D-1', null);
        insert into action values (400, 40, '2021-06-10', 60, null, '2021-07-01', '2021-06-10 09:30:00.25+00', 'user');
        insert into expertise values (400, 3, null, 1500, 'Rapport');
      `);
    } finally {
      await client.end();
    }
    try {
      await run('--from', old.url);
      // Tables are named as the database names them.
      expect(output.join('\n')).toMatch(/^expert\s+0\s+0/m);
      const dossier = await database.db.selectFrom('dossier').selectAll().where('id_dossier', '=', 40).executeTakeFirstOrThrow();
      expect(dossier).toMatchObject({
        ref_dossier_bureau: 77,
        montant_dette: 123450,
        accusation: 'Accident\nde travail',
        fk_tribunal: 4,
        last_action_date: '2021-06-10',
      });
      const action = await database.db.selectFrom('action').selectAll().where('id_action', '=', 400).executeTakeFirstOrThrow();
      expect(action).toMatchObject({ contenu: null, modified_at: '2021-06-10T09:30:00.250Z', modified_by_name: 'user' });
      expect(
        await database.db
          .selectFrom('type_action')
          .select(['libelle', 'effect', 'created_at'])
          .where('id_type_action', '=', 60)
          .executeTakeFirstOrThrow(),
      ).toEqual({
        libelle: 'Expertise',
        effect: 'expertise',
        created_at: '2021-05-01T09:00:00.000Z',
      });
      expect(await database.db.selectFrom('expertise').select(['frais', 'fk_type_expertise']).execute()).toEqual([
        { frais: 150000, fk_type_expertise: 3 },
      ]);

      output = [];
      await run('--from', old.url);
      expect(output.join('\n')).toMatch(/^dossier\s+1\s+0\s+0\s+1/m);
    } finally {
      await old.drop();
    }
  });
});
