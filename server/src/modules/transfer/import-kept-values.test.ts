import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { onPostgres, signInAdmin, startTestServer, type TestServer } from '../../../test/harness';
import { oldDatabaseFrom, OLD_SYSTEM, sqliteTarget, withOldSystem } from '../../../test/old-system';
import { summarize } from '../../tasks/import-summary';
import { csvSource, type ImportSource } from './csv-source';
import { runImport, type ImportOptions } from './import-run';
import { postgresSource } from './pg-source';
import { TRANSFER_TABLES } from './transfer-tables';

const NOW = '2026-11-29T08:00:00.000Z';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

async function importInto(database: DatabaseHandle, source: ImportSource, options: ImportOptions = {}) {
  try {
    return await runImport(database, source, { now: NOW, ...options });
  } finally {
    await source.close();
  }
}

const old = (file: string) => readFileSync(join(OLD_SYSTEM, file), 'utf8');
const LONG_NAME = 'Tribunal '.repeat(556).slice(0, 5000);
/** A judgment pasted in whole: longer than a form takes (20,000), as the old system let it be. */
const LONG_ACCUSATION = 'حكم ابتدائي صادر بتاريخ ٢٠١٠ ... '.repeat(2500);

/** Rows the API would refuse, and the legacy exceptions it would not. */
const apiCases = () => ({
  'tribunal_rows.csv': old('tribunal_rows.csv') + `4,${LONG_NAME}\n5,"   "\n`,
  'expert_rows.csv': old('expert_rows.csv') + '3,Dr Omar Tazi,0537000000,pas un courriel,1\n',
  'dossier_rows.csv': old('dossier_rows.csv') + `18,1007,2018-05-05,1,1,-50,,Négatif,"${LONG_ACCUSATION}",,,,,,,,,,,,,\n`,
});

const API_REFUSALS = [
  'tribunal_rows.csv:5: nom is too long (5000 characters; at most 200, as the API allows)',
  'tribunal_rows.csv:6: nom: Name is required',
  'expert_rows.csv:4: email: Enter a valid email address',
  'dossier_rows.csv:7: montant_dette: An amount cannot be negative',
];

/** What the import keeps as the old system had it, and what it says it changed. */
async function expectKeptAsTheOldSystemHadIt(database: DatabaseHandle) {
  const { db } = database;
  // Moments to the microsecond; none invented where the old system had none, none copied from the other.
  expect(
    await db
      .selectFrom('type_action')
      .select(['id_type_action', 'created_at', 'modified_at', 'created_by_name', 'modified_by_name'])
      .where('id_type_action', 'in', [1, 2, 60])
      .orderBy('id_type_action')
      .execute(),
  ).toEqual([
    {
      id_type_action: 1,
      created_at: '2009-08-23T07:55:35.642982Z',
      modified_at: '2009-08-23T07:55:35.642982Z',
      created_by_name: 'user',
      modified_by_name: 'user',
    },
    {
      id_type_action: 2,
      created_at: '2009-08-23T07:56:01.000Z',
      modified_at: '2015-03-02T10:12:00.500Z',
      created_by_name: 'user',
      modified_by_name: 'Fatima',
    },
    { id_type_action: 60, created_at: '2009-08-23T08:00:00.000Z', modified_at: null, created_by_name: 'user', modified_by_name: null },
  ]);
  expect(
    await db
      .selectFrom('action')
      .select(['id_action', 'created_at', 'modified_at', 'modified_by_name', 'contenu'])
      .where('id_action', 'in', [101, 103, 104, 105])
      .orderBy('id_action')
      .execute(),
  ).toEqual([
    { id_action: 101, created_at: null, modified_at: '2009-10-10T12:00:00.430548Z', modified_by_name: 'user', contenu: null },
    { id_action: 103, created_at: null, modified_at: null, modified_by_name: null, contenu: 'Versement de 2000 DH' },
    {
      id_action: 104,
      created_at: null,
      modified_at: '2015-04-02T08:00:00.000Z',
      modified_by_name: 'user',
      contenu: 'Texte collé d’un PDF : montant \uFFFD payer',
    },
    // An empty text is stored as no value, as the API stores an emptied field (and the report says so).
    { id_action: 105, created_at: null, modified_at: '2022-03-07T10:00:00.000Z', modified_by_name: 'user', contenu: null },
  ]);
  // Text as written: the trailing space of a name, Arabic, line breaks; amounts to the cent; old dates.
  expect(await db.selectFrom('tribunal').select(['nom', 'ville']).where('id_tribunal', '=', 2).executeTakeFirstOrThrow()).toEqual({
    nom: 'المحكمة الابتدائية بالرباط ',
    ville: '',
  });
  expect(
    await db
      .selectFrom('dossier')
      .select(['id_dossier', 'date_inscription_bureau', 'montant_dette', 'matricule_vehicule', 'num_dossier_tribunal_e', 'created_at'])
      .where('id_dossier', 'in', [10, 11, 12])
      .orderBy('id_dossier')
      .execute(),
  ).toEqual([
    {
      id_dossier: 10,
      date_inscription_bureau: '2009-09-01',
      montant_dette: 9876543210,
      matricule_vehicule: '53017/د/54',
      num_dossier_tribunal_e: null,
      created_at: null,
    },
    {
      id_dossier: 11,
      date_inscription_bureau: '1899-12-31',
      montant_dette: 1,
      matricule_vehicule: null,
      num_dossier_tribunal_e: '٢٠١٠/١١٠٤/٧٦٢٧',
      created_at: null,
    },
    {
      id_dossier: 12,
      date_inscription_bureau: '2015-04-01',
      montant_dette: 123450,
      matricule_vehicule: null,
      num_dossier_tribunal_e: null,
      created_at: null,
    },
  ]);
}

describe('every imported value passes the API’s checks', () => {
  it('refuses what a form would refuse, with the API’s words; keeps the declared legacy exceptions', async () => {
    await withOldSystem(apiCases(), async (dir) => {
      const report = await importInto(server.database, await csvSource(dir), { dryRun: true });
      expect(report.refused).toEqual(API_REFUSALS);
    });
    // Without them, a long accusation, an empty content, a tribunal without city come in.
    await withOldSystem(
      { 'dossier_rows.csv': old('dossier_rows.csv') + `18,1007,2018-05-05,1,1,,,Long,"${LONG_ACCUSATION}",,,,,,,,,,,,,\n` },
      async (dir) => {
        const report = await importInto(server.database, await csvSource(dir));
        expect(report.refused).toEqual([]);
        const dossier = await server.database.db
          .selectFrom('dossier')
          .select('accusation')
          .where('id_dossier', '=', 18)
          .executeTakeFirstOrThrow();
        expect(dossier.accusation).toBe(LONG_ACCUSATION);
      },
    );
  });

  it('stops at a row too large to be one, without reading it into memory', async () => {
    await withOldSystem({ 'tribunal_rows.csv': `id_tribunal,nom\n1,${'x'.repeat(9 * 1024 * 1024)}\n` }, async (dir) => {
      const report = await importInto(server.database, await csvSource(dir), { dryRun: true });
      expect(report.faults).toEqual(["tribunal_rows.csv: line 2 starts a row larger than 1 MB, which cannot be one of the table's rows"]);
    });
  });
});

describe('what the import keeps, and what it says it changed', () => {
  it('keeps the old stamps and authors, to the microsecond, inventing none; reports the empty texts it stored as no value', async () => {
    const report = await importInto(server.database, await csvSource(OLD_SYSTEM));
    expect(report.refused).toEqual([]);
    await expectKeptAsTheOldSystemHadIt(server.database);
    expect(summarize(report, false)).toContain(
      'Normalised: 6 empty text(s) stored as no value, as Cabinet stores an emptied field (expert.tel 1, expert.email 1, dossier.num_police 2, dossier.matricule_vehicule 1, action.contenu 1)',
    );
    // The old author is shown where the record is read.
    const admin = await signInAdmin(server);
    expect((await admin.get('/api/actions/100')).json()).toMatchObject({
      created_at: null,
      created_by_name: null,
      modified_by_name: 'user',
    });
    expect((await admin.get('/api/action-types/2')).json()).toMatchObject({ created_by_name: 'user', modified_by_name: 'Fatima' });
  });

  it.runIf(onPostgres())('keeps the same from the old PostgreSQL database, into PostgreSQL and into SQLite', async () => {
    await withOldSystem(apiCases(), async (dir) => {
      const source = await oldDatabaseFrom(dir);
      const sqlite = await sqliteTarget();
      try {
        const refused = await importInto(server.database, await postgresSource(source.url, TRANSFER_TABLES), { dryRun: true });
        expect(refused.refused).toEqual([
          'tribunal id_tribunal=4: nom is too long (5000 characters; at most 200, as the API allows)',
          'tribunal id_tribunal=5: nom: Name is required',
          'expert id_expert=3: email: Enter a valid email address',
          'dossier id_dossier=18: montant_dette: An amount cannot be negative',
        ]);
      } finally {
        await source.drop();
      }
      const clean = await oldDatabaseFrom(OLD_SYSTEM);
      try {
        for (const database of [server.database, sqlite.database]) {
          const report = await importInto(database, await postgresSource(clean.url, TRANSFER_TABLES));
          expect(report.refused).toEqual([]);
          await expectKeptAsTheOldSystemHadIt(database);
          expect(summarize(report, false)).toContain('Normalised: 6 empty text(s) stored as no value');
        }
      } finally {
        await sqlite.close();
        await clean.drop();
      }
    });
  });
});
