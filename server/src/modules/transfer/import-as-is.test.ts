import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { onPostgres, signInAdmin, startTestServer, type TestClient, type TestServer } from '../../../test/harness';
import { oldDatabaseFrom, oldSystemQuirks, sqliteTarget, withOldSystem } from '../../../test/old-system';
import { summarize } from '../../tasks/import-summary';
import { csvSource, type ImportSource } from './csv-source';
import { runImport, type ImportOptions } from './import-run';
import { postgresSource } from './pg-source';
import { TRANSFER_TABLES } from './transfer-tables';

const NOW = '2026-11-29T08:00:00.000Z';
const AS_IS = { keepDuplicates: true, allowUnknownDates: true, keepDangling: true };

let server: TestServer;
let admin: TestClient;
beforeEach(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
afterEach(() => server.close());

async function importInto(database: DatabaseHandle, source: ImportSource, options: ImportOptions = {}) {
  try {
    return await runImport(database, source, { now: NOW, ...options });
  } finally {
    await source.close();
  }
}

/** The import lines of the history of each dossier, by dossier (what the dossier's History tab lists). */
async function importLines(database: DatabaseHandle) {
  const rows = await database.db
    .selectFrom('audit_log')
    .select(['entity', 'entity_id', 'dossier_id', 'changes'])
    .where('operation', '=', 'import')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, changes: JSON.parse(r.changes) as Record<string, [unknown, unknown]> }));
}

/** What must hold wherever the quirks were brought in as they are. */
async function expectBroughtInAsTheyWere(database: DatabaseHandle, source: string) {
  const { db } = database;
  const dossiers = await db
    .selectFrom('dossier')
    .select([
      'id_dossier',
      'ref_dossier_bureau',
      'date_inscription_bureau',
      'fk_tribunal',
      'fk_type_affaire_bureau',
      'to_review',
      'ref_duplicate_kept',
    ])
    .where('id_dossier', 'in', [10, 12, 14, 15, 16, 17])
    .orderBy('id_dossier')
    .execute();
  expect(dossiers).toEqual([
    {
      id_dossier: 10,
      ref_dossier_bureau: 1001,
      date_inscription_bureau: '2009-09-01',
      fk_tribunal: 1,
      fk_type_affaire_bureau: 1,
      to_review: 1,
      ref_duplicate_kept: 0,
    },
    {
      id_dossier: 12,
      ref_dossier_bureau: 1003,
      date_inscription_bureau: '2015-04-01',
      fk_tribunal: 3,
      fk_type_affaire_bureau: null,
      to_review: 1,
      ref_duplicate_kept: 0,
    },
    {
      id_dossier: 14,
      ref_dossier_bureau: 1001,
      date_inscription_bureau: '2016-01-04',
      fk_tribunal: 1,
      fk_type_affaire_bureau: 1,
      to_review: 1,
      ref_duplicate_kept: 1,
    },
    {
      id_dossier: 15,
      ref_dossier_bureau: 1001,
      date_inscription_bureau: '2016-01-05',
      fk_tribunal: 1,
      fk_type_affaire_bureau: 1,
      to_review: 1,
      ref_duplicate_kept: 1,
    },
    {
      id_dossier: 16,
      ref_dossier_bureau: 1005,
      date_inscription_bureau: null,
      fk_tribunal: 1,
      fk_type_affaire_bureau: 1,
      to_review: 1,
      ref_duplicate_kept: 0,
    },
    {
      id_dossier: 17,
      ref_dossier_bureau: 1006,
      date_inscription_bureau: '2017-02-01',
      fk_tribunal: null,
      fk_type_affaire_bureau: null,
      to_review: 1,
      ref_duplicate_kept: 0,
    },
  ]);
  expect(
    (await db.selectFrom('dossier').select('id_dossier').where('to_review', '=', 0).orderBy('id_dossier').execute()).map(
      (d) => d.id_dossier,
    ),
  ).toEqual([11, 13]);
  expect(await db.selectFrom('action').select('fk_type_action').where('id_action', '=', 106).executeTakeFirstOrThrow()).toEqual({
    fk_type_action: null,
  });
  expect(await db.selectFrom('expertise').select(['fk_action', 'fk_expert']).execute()).toEqual([{ fk_action: 101, fk_expert: null }]);
  expect(await db.selectFrom('expert').select('fk_type_expertise').where('id_expert', '=', 3).executeTakeFirstOrThrow()).toEqual({
    fk_type_expertise: null,
  });

  const lines = await importLines(database);
  const line = (entity: string, id: number) => lines.filter((l) => l.entity === entity && l.entity_id === id);
  // Every dossier the import added says where it came from.
  expect(lines.filter((l) => l.entity === 'dossier' && l.changes.imported_from).map((l) => l.entity_id)).toEqual([
    10, 11, 12, 13, 14, 15, 16, 17,
  ]);
  expect(line('dossier', 17)).toEqual([
    {
      entity: 'dossier',
      entity_id: 17,
      dossier_id: 17,
      changes: {
        imported_from: [null, source],
        fk_type_affaire_bureau: [9, null],
        fk_tribunal: [7, null],
        import_as_is: [null, 'dangling_reference'],
      },
    },
  ]);
  expect(line('dossier', 16)[0]!.changes).toEqual({ imported_from: [null, source], import_as_is: [null, 'unknown_registration_date'] });
  expect(line('dossier', 14)[0]!.changes).toEqual({
    imported_from: [null, source],
    same_reference_as: [null, 10],
    import_as_is: [null, 'duplicate_reference'],
  });
  // The first holder of the reference is marked too, naming both that repeat it (in its import line, or in
  // a line of its own when it was written before the duplicates were read).
  expect(Object.assign({}, ...line('dossier', 10).map((l) => l.changes))).toEqual({
    imported_from: [null, source],
    same_reference_as: [null, [14, 15]],
    import_as_is: [null, 'duplicate_reference'],
  });
  // An action's and an expertise's lines are in their dossier's history.
  expect(line('action', 106)).toEqual([
    {
      entity: 'action',
      entity_id: 106,
      dossier_id: 12,
      changes: { fk_type_action: [58, null], import_as_is: [null, 'dangling_reference'] },
    },
  ]);
  expect(line('action', 101)).toEqual([
    {
      entity: 'action',
      entity_id: 101,
      dossier_id: 10,
      changes: { 'expertise.fk_expert': [13, null], import_as_is: [null, 'dangling_reference'] },
    },
  ]);
  expect(line('expert', 3)).toEqual([
    {
      entity: 'expert',
      entity_id: 3,
      dossier_id: null,
      changes: { fk_type_expertise: [5, null], import_as_is: [null, 'dangling_reference'] },
    },
  ]);
}

describe('old rows today’s rules refuse', () => {
  it('refuses them without the options, each naming the option that brings it in', async () => {
    await withOldSystem(oldSystemQuirks(), async (dir) => {
      const report = await importInto(server.database, await csvSource(dir));
      expect(report.refused).toEqual([
        'expert_rows.csv:4: fk_type_expertise 5 names no type_expertise (not in type_expertise_rows.csv nor in Cabinet) [--keep-dangling imports it with none, the id kept in the history]',
        'dossier_rows.csv:7: ref_dossier_bureau 1001 is already used by live dossier 10 (dossier_rows.csv:2) [--keep-duplicates keeps both, marked for review]',
        'dossier_rows.csv:8: ref_dossier_bureau 1001 is already used by live dossier 10 (dossier_rows.csv:2) [--keep-duplicates keeps both, marked for review]',
        'dossier_rows.csv:9: date_inscription_bureau is missing [--allow-unknown-dates imports the dossier with it left unknown, marked for review]',
        'dossier_rows.csv:10: fk_type_affaire_bureau 9 names no type_affaire_bureau (not in type_affaire_bureau_rows.csv nor in Cabinet) [--keep-dangling imports it with none, the id kept in the history]; fk_tribunal 7 names no tribunal (not in tribunal_rows.csv nor in Cabinet) [--keep-dangling imports it with none, the id kept in the history]',
        'action_rows.csv:9: fk_type_action 58 names no type_action (not in type_action_rows.csv nor in Cabinet) [--keep-dangling imports it with none, the id kept in the history]',
        'expertise_rows.csv:2: fk_expert 13 names no expert (not in expert_rows.csv nor in Cabinet) [--keep-dangling imports it with none, the id kept in the history]',
        'expertise_rows.csv:3: fk_action 999 names no action (not in action_rows.csv nor in Cabinet)',
      ]);
      expect(report.loaded).toBe(false);
    });
  });

  it('brings them in as they were with the options: marked "to review", each change in its dossier’s history', async () => {
    await withOldSystem(oldSystemQuirks(), async (dir) => {
      const dry = await importInto(server.database, await csvSource(dir), { ...AS_IS, dryRun: true });
      expect(dry.refused).toEqual([]);
      expect(summarize(dry, true)).toContain(
        'Would be imported as they were, each marked "to review" with a line in its dossier\'s history:',
      );

      const report = await importInto(server.database, await csvSource(dir), AS_IS);
      expect(report.faults).toEqual([]);
      expect(report.refused).toEqual([]);
      expect(report.loaded).toBe(true);
      expect(report.markedForReview).toBe(6);
      // Nothing dropped without a line: the expertise of a deleted action cannot come in, and is listed.
      expect(report.leftOut.map((l) => l.text)).toEqual([
        'expertise_rows.csv:3: fk_action 999 names no action (not in action_rows.csv nor in Cabinet): an expertise cannot stand without its action, so it is left out (frais 500.00, contenu "Action supprimée")',
      ]);
      const summary = summarize(report, false);
      expect(summary).toContain('  2 row(s) with a duplicate reference kept (--keep-duplicates)');
      expect(summary).toContain('    dossier_rows.csv:9: date_inscription_bureau is missing: imported as unknown, marked for review');
      await expectBroughtInAsTheyWere(server.database, dir);

      // A second run changes nothing and adds no line.
      const lines = (await importLines(server.database)).length;
      const again = await importInto(server.database, await csvSource(dir), AS_IS);
      expect(again.refused).toEqual([]);
      expect(again.tables.every((t) => t.inserted === 0 && t.replaced === 0)).toBe(true);
      expect((await importLines(server.database)).length).toBe(lines);

      // In the product: the "to review" filter, the dossier's history, the mark cleared once checked.
      const toReview = (await admin.get('/api/dossiers?to_review=1&sort=id_dossier')).json();
      expect(toReview.items.map((d: { id_dossier: number }) => d.id_dossier)).toEqual([10, 12, 14, 15, 16, 17]);
      expect(toReview.total).toBe(6);
      const unknown = (await admin.get('/api/dossiers/16')).json();
      expect(unknown).toMatchObject({ date_inscription_bureau: null, to_review: true });
      const history = (await admin.get('/api/audit?entity=dossier&entity_id=17')).json();
      expect(history.items[0]).toMatchObject({
        operation: 'import',
        changes: { fk_tribunal: [7, null], import_as_is: [null, 'dangling_reference'] },
      });
      const checked = await admin.patch('/api/dossiers/17', { to_review: false, version: unknown.version });
      expect(checked.statusCode).toBe(200);
      expect(checked.json().to_review).toBe(false);
      expect((await admin.get('/api/dossiers?to_review=1')).json().total).toBe(5);

      // A kept duplicate: a new dossier may not take the reference, and renumbering one makes it unique again.
      expect((await admin.post('/api/dossiers', { ref_dossier_bureau: 1001, date_inscription_bureau: '2026-11-29' })).statusCode).toBe(409);
      const renumbered = await admin.patch('/api/dossiers/15', { ref_dossier_bureau: 5001 });
      expect(renumbered.statusCode).toBe(200);
      expect(
        (await server.database.db.selectFrom('dossier').select('ref_duplicate_kept').where('id_dossier', '=', 15).executeTakeFirstOrThrow())
          .ref_duplicate_kept,
      ).toBe(0);
      expect((await admin.patch('/api/dossiers/14', { ref_dossier_bureau: 5001 })).statusCode).toBe(409);
    });
  });

  it.runIf(onPostgres())('does the same from the old PostgreSQL database, into PostgreSQL and into SQLite', async () => {
    await withOldSystem(oldSystemQuirks(), async (dir) => {
      const old = await oldDatabaseFrom(dir);
      const sqlite = await sqliteTarget();
      try {
        const refused = await importInto(server.database, await postgresSource(old.url, TRANSFER_TABLES));
        expect(refused.refused).toContain(
          'dossier id_dossier=16: date_inscription_bureau is missing [--allow-unknown-dates imports the dossier with it left unknown, marked for review]',
        );
        const label = old.url.replace(/\/\/[^@/]*@/, '//');
        for (const database of [server.database, sqlite.database]) {
          const report = await importInto(database, await postgresSource(old.url, TRANSFER_TABLES), AS_IS);
          expect(report.refused).toEqual([]);
          expect(report.loaded).toBe(true);
          await expectBroughtInAsTheyWere(database, label);
        }
      } finally {
        await sqlite.close();
        await old.drop();
      }
    });
  });
});
