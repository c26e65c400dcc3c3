import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countRows, onPostgres, startTestServer, type TestServer } from '../../../test/harness';
import { oldDatabaseFrom, OLD_SYSTEM, withOldSystem } from '../../../test/old-system';
import { refusalMessage } from '../../tasks/import-summary';
import { csvSource } from './csv-source';
import { runImport, type ImportOptions } from './import-run';
import { postgresSource } from './pg-source';
import { TRANSFER_TABLES } from './transfer-tables';

const NOW = '2026-11-29T08:00:00.000Z';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

async function importFolder(dir: string, options: ImportOptions = {}) {
  const source = await csvSource(dir);
  try {
    return await runImport(server.database, source, { now: NOW, ...options });
  } finally {
    await source.close();
  }
}

const old = (file: string) => readFileSync(join(OLD_SYSTEM, file), 'utf8');
/** A file as French Excel saves it as plain "CSV": `;`, CRLF, Windows-1252 (a letter it has not becomes "?"). */
const frenchExcel = (rows: string[]) => Buffer.from(rows.join('\r\n') + '\r\n', 'latin1');

describe('the characters of a file', () => {
  it('refuses a file that lost its Arabic to Excel’s plain "CSV", once, saying how to save it; keeps it when told the marks are data', async () => {
    const tribunals = frenchExcel([
      'id_tribunal;nom',
      '1;Tribunal de premiere instance de Casablanca',
      '2;????????? ????????? ??????',
      "3;Cour d'appel de Rabat",
    ]);
    await withOldSystem({ 'tribunal_rows.csv': tribunals }, async (dir) => {
      const report = await importFolder(dir);
      expect(report.faults).toEqual([
        'tribunal_rows.csv: the file seems to have lost its Arabic letters: 1 value(s) hold runs of question marks where words should be (tribunal_rows.csv:3 "????????? ????????? ??????"), and the file holds no Arabic letter at all. Excel\'s plain "CSV" format writes a "?" for each letter it cannot keep. Save the table again from the original as "CSV UTF-8 (comma delimited)" (in Excel: File → Save As → "CSV UTF-8"), or export it again from the old system, and run the import again. If these question marks really are in the old system\'s data, add --keep-question-marks.',
      ]);
      // The dossiers naming tribunals 1–3 are not refused for it: the file's fault is said once.
      expect(report.refused).toEqual([]);
      expect(report.loaded).toBe(false);
      expect(await countRows(server.database.db, 'tribunal')).toBe(0);

      const kept = await importFolder(dir, { keepQuestionMarks: true });
      expect(kept.faults).toEqual([]);
      expect(kept.loaded).toBe(true);
      expect(
        (await server.database.db.selectFrom('tribunal').select('nom').where('id_tribunal', '=', 2).executeTakeFirstOrThrow()).nom,
      ).toBe('????????? ????????? ??????');
    });
  });

  it('refuses a file in another character set as a whole, naming the first unreadable line, not each of its rows', async () => {
    // French Excel's plain "CSV" with accents, and Arabic Excel's (Windows-1256 bytes here as Latin-1).
    const dossiers = frenchExcel([
      old('dossier_rows.csv').split('\n')[0]!.replaceAll(',', ';'),
      ...Array.from({ length: 30 }, (_, i) => `${20 + i};${3000 + i};2020-01-0${(i % 9) + 1};1;1;;;Société n° ${i};;;;;;;;;;;;;;`),
    ]);
    await withOldSystem(
      { 'dossier_rows.csv': dossiers, 'action_rows.csv': old('action_rows.csv').split('\n')[0] + '\n', 'expertise_rows.csv': null },
      async (dir) => {
        const report = await importFolder(dir);
        expect(report.faults).toEqual([
          expect.stringMatching(
            /^dossier_rows\.csv: the file is not UTF-8 text \(the first unreadable character is on line 2\): it was saved with another character set, such as Excel's plain "CSV", which loses Arabic letters\. Save the table again from the original as "CSV UTF-8/,
          ),
        ]);
        expect(report.refused).toEqual([]);
        const message = refusalMessage(report).split('\n');
        expect(message).toEqual([
          'Before any row, the source itself:',
          `  - ${report.faults[0]}`,
          '',
          '1 problem(s) with the source: nothing was imported. Correct them and run the import again.',
        ]);
      },
    );
  });

  it('imports a literal � of a valid UTF-8 file as the text it is', async () => {
    const report = await importFolder(OLD_SYSTEM);
    expect(report.faults).toEqual([]);
    expect(report.refused).toEqual([]);
    const action = await server.database.db.selectFrom('action').select('contenu').where('id_action', '=', 104).executeTakeFirstOrThrow();
    expect(action.contenu).toBe('Texte collé d’un PDF : montant \uFFFD payer');
  });
});

describe('what is wrong with a whole file, said once', () => {
  it('refuses dossiers without their actions unless the office says it has none', async () => {
    await withOldSystem({ 'action_rows.csv': null, 'expertise_rows.csv': null }, async (dir) => {
      const report = await importFolder(dir);
      expect(report.faults).toEqual([
        'dossier_rows.csv is there but action.csv is missing: the dossiers would come without their history of actions. Add it (exported like dossier_rows.csv), or, if the old system really holds no action, add --no-actions.',
      ]);
      expect(report.loaded).toBe(false);
      expect(await countRows(server.database.db, 'dossier')).toBe(0);
      const told = await importFolder(dir, { noActions: true });
      expect(told.faults).toEqual([]);
      expect(told.loaded).toBe(true);
    });
  });

  it('says once that a table another needs is missing, instead of refusing every row that names it', async () => {
    await withOldSystem({ 'action_rows.csv': null }, async (dir) => {
      const report = await importFolder(dir, { noActions: true });
      expect(report.faults).toEqual([
        'expertise_rows.csv: each row names its action (fk_action), but action.csv is missing and Cabinet holds none: add it and run the import again',
      ]);
      expect(report.refused).toEqual([]);
    });
  });

  it('names an unknown, a misspelt or a missing column, or a first line that is not the header, once per file', async () => {
    const dossiers = old('dossier_rows.csv').split('\n');
    await withOldSystem(
      {
        // Supabase's own column kept; the reference's header misspelt; a header in French; the rows unchanged.
        'dossier_rows.csv': [
          dossiers[0]!.replace('ref_dossier_bureau', 'ref_dossier') + ',created_at',
          ...dossiers.slice(1).map((l) => (l ? `${l},2024-01-01` : l)),
        ].join('\n'),
        'tribunal_rows.csv': 'Numéro,Nom du tribunal\n1,Tribunal de Casablanca\n',
      },
      async (dir) => {
        const report = await importFolder(dir);
        expect(report.faults).toEqual([
          'tribunal_rows.csv: its first line is not the header Cabinet reads (numéro, nom du tribunal…): the first line must name the columns as the old system does (id_tribunal, nom, …)',
          'dossier_rows.csv: unknown column "ref_dossier": did you mean "ref_dossier_bureau"? (a column is named exactly as the old system names it)',
          expect.stringMatching(
            /^dossier_rows\.csv: unknown column "created_at" \(Cabinet keeps id_dossier, .*add --ignore-column dossier\.created_at\)$/,
          ),
        ]);
        // No row of the actions is refused for naming the dossiers of a file refused as a whole.
        expect(report.refused).toEqual([]);
      },
    );
  });

  it('notices a file cut short, at its last row or inside a quoted value', async () => {
    const actions = old('action_rows.csv');
    await withOldSystem({ 'action_rows.csv': actions.slice(0, actions.indexOf(',2022-03-07') + ',2022-03-07'.length) }, async (dir) => {
      const report = await importFolder(dir);
      expect(report.faults).toEqual([
        'action_rows.csv: the file seems cut short: its last row (line 8) has 3 of the 8 columns. Export the table again and check that the file is complete.',
      ]);
      expect(report.refused).toEqual([]);
    });
    await withOldSystem({ 'action_rows.csv': actions.slice(0, actions.indexOf('renvoyée')) }, async (dir) => {
      const report = await importFolder(dir);
      expect(report.faults).toEqual([
        'action_rows.csv: the file seems cut short: it ends inside a quoted value that starts on line 2. Export the table again and check that the file is complete.',
      ]);
    });
  });

  it('reads the export’s file names as the tables’, and refuses a table given twice', async () => {
    const report = await importFolder(OLD_SYSTEM, { dryRun: true });
    expect(report.tables.find((t) => t.file === 'dossier.csv')).toMatchObject({ name: 'dossier_rows.csv', found: true, rows: 4 });
    expect(report.unknownFiles).toEqual([]);
    await withOldSystem({ 'tribunal.csv': old('tribunal_rows.csv') }, async (dir) => {
      expect((await importFolder(dir, { dryRun: true })).faults).toEqual([
        'tribunal.csv and tribunal_rows.csv are the same table: keep one of them',
      ]);
    });
  });

  it('groups the rows refused for one reason, with a few examples, instead of a line each', async () => {
    const actions = old('action_rows.csv').trimEnd().split('\n');
    const many = Array.from({ length: 40 }, (_, i) => `${900 + i},77,2020-01-01,1,Audience,,,`);
    await withOldSystem({ 'action_rows.csv': [...actions, ...many].join('\n') + '\n' }, async (dir) => {
      const report = await importFolder(dir);
      expect(report.refused).toHaveLength(40);
      const message = refusalMessage(report).split('\n');
      expect(message).toEqual([
        'Rows refused, by reason:',
        '  action_rows.csv: fk_dossier … names no dossier (not in dossier_rows.csv nor in Cabinet): 40 row(s)',
        '    action_rows.csv:9: fk_dossier 77 names no dossier (not in dossier_rows.csv nor in Cabinet)',
        '    action_rows.csv:10: fk_dossier 77 names no dossier (not in dossier_rows.csv nor in Cabinet)',
        '    action_rows.csv:11: fk_dossier 77 names no dossier (not in dossier_rows.csv nor in Cabinet)',
        '    … and 37 more',
        '',
        '40 row(s) refused: nothing was imported. Correct them and run the import again.',
      ]);
    });
  });
});

describe.runIf(onPostgres())('from the old database', () => {
  it('names tables as the database has them, and the same faults once', async () => {
    const source = await oldDatabaseFrom(OLD_SYSTEM);
    const client = new pg.Client({ connectionString: source.url });
    await client.connect();
    await client.query(`alter table dossier add column created_at timestamptz default now(); drop table action`);
    await client.end();
    try {
      const reading = await postgresSource(source.url, TRANSFER_TABLES);
      const report = await runImport(server.database, reading, { now: NOW });
      await reading.close();
      expect(report.faults).toEqual([
        'the dossier table is there but the old database has no action table: the dossiers would come without their history of actions. Add it, or, if the old system really holds no action, add --no-actions.',
        'the dossier table: unknown column "created_at" (Cabinet keeps id_dossier, ref_dossier_bureau, date_inscription_bureau, fk_type_affaire_bureau, fk_tribunal, montant_dette, num_police, nom_responsable_civil, accusation, date_accident, matricule_vehicule, num_plainte_police, num_plainte_tribunal, num_dossier_tribunal, num_pv_police, num_pv_tribunal, num_dossier_tribunal_a, num_dossier_tribunal_c, num_dossier_tribunal_n, num_dossier_tribunal_e, num_instrument_a, num_instrument_c, fk_responsible, deleted_at, dtcrea, ucrea, dtmodif, umodif, to_review, ref_duplicate_kept; to leave it behind, remove it or add --ignore-column dossier.created_at)',
        'the expertise table: each row names its action (fk_action), but the old database has no action table and Cabinet holds none: add it and run the import again',
      ]);
      expect(report.tables.find((t) => t.file === 'dossier.csv')).toMatchObject({ name: 'dossier' });
    } finally {
      await source.drop();
    }
  });
});
