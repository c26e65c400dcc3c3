import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { onPostgres, signInAdmin, startTestServer, type TestClient, type TestServer } from '../../../test/harness';
import { oldDatabaseFrom, OLD_SYSTEM, sqliteTarget } from '../../../test/old-system';
import { summarize } from '../../tasks/import-summary';
import { csvSource, type ImportSource } from './csv-source';
import { exportZip } from './export-zip';
import { runImport } from './import-run';
import { postgresSource } from './pg-source';
import { TRANSFER_TABLES } from './transfer-tables';

const NOW = '2026-11-29T08:00:00.000Z';

let server: TestServer;
let admin: TestClient;
beforeEach(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
afterEach(() => server.close());

async function importInto(database: DatabaseHandle, source: ImportSource, options: { dryRun?: boolean } = {}) {
  try {
    return await runImport(database, source, { now: NOW, ...options });
  } finally {
    await source.close();
  }
}

/** The rules as the API gives them, by French label. */
async function triggersOf(labels: string[]): Promise<Record<string, number[]>> {
  const rules = (await admin.get('/api/deadline-rules')).json().items as { label: string; trigger_type_ids: number[] }[];
  return Object.fromEntries(labels.map((label) => [label, rules.find((r) => r.label === label)!.trigger_type_ids]));
}

async function typesOf(database: DatabaseHandle, ids: number[]) {
  return database.db
    .selectFrom('type_action')
    .select(['id_type_action', 'libelle', 'code'])
    .where('id_type_action', 'in', ids)
    .orderBy('id_type_action')
    .execute();
}

/** What a new Cabinet holds at 73–77, and where each goes when the old system's types take those ids. */
const MOVED = [
  { from: 73, to: 78, code: 'hearing', libelle: 'Audience', rules: 0 },
  { from: 74, to: 79, code: 'filing', libelle: 'Dépôt', rules: 0 },
  { from: 75, to: 80, code: 'notification_judgment', libelle: 'Notification du jugement', rules: 4 },
  { from: 76, to: 81, code: 'notification_summary_order', libelle: 'Notification de l’ordonnance de référé', rules: 3 },
  { from: 77, to: 82, code: 'notification_appeal_ruling', libelle: 'Notification de l’arrêt d’appel', rules: 4 },
];

/** After the import: the old system's types at their ids, Cabinet's own moved, the presets with them. */
async function expectOldTypesKeptAndPresetsFollowing(database: DatabaseHandle) {
  expect(await typesOf(database, [73, 74, 75, 76, 77])).toEqual([
    { id_type_action: 73, libelle: 'Renvoi', code: null },
    { id_type_action: 74, libelle: 'Délibéré', code: null },
    { id_type_action: 75, libelle: 'Plainte déposée', code: null },
    { id_type_action: 76, libelle: 'Convocation', code: null },
    { id_type_action: 77, libelle: 'Versement client', code: null },
  ]);
  expect(await typesOf(database, [78, 79, 80, 81, 82])).toEqual(
    MOVED.map((m) => ({ id_type_action: m.to, libelle: m.libelle, code: m.code })),
  );
  const triggers = await database.db
    .selectFrom('deadline_rule_trigger')
    .innerJoin('deadline_rule', 'deadline_rule.id', 'deadline_rule_trigger.rule_id')
    .select(['deadline_rule.label', 'deadline_rule_trigger.id_type_action'])
    .where('deadline_rule.label', 'in', ['Appel (Maroc)', 'Pourvoi en cassation (Maroc)', 'Appel d’une ordonnance de référé (Maroc)'])
    .orderBy('deadline_rule.label')
    .execute();
  expect(triggers).toEqual([
    { label: 'Appel (Maroc)', id_type_action: 80 },
    { label: 'Appel d’une ordonnance de référé (Maroc)', id_type_action: 81 },
    { label: 'Pourvoi en cassation (Maroc)', id_type_action: 82 },
  ]);
}

describe('Cabinet’s own action types and the old system’s ids', () => {
  it('moves Cabinet’s own types out of the old ids, the presets following them; no deadline starts from an unrelated type', async () => {
    // The office activates the Moroccan appeal and cassation rules before importing (the README's order).
    const rules = (await admin.get('/api/deadline-rules')).json().items as { id: number; label: string; version: number }[];
    for (const label of ['Appel (Maroc)', 'Pourvoi en cassation (Maroc)']) {
      const rule = rules.find((r) => r.label === label)!;
      expect((await admin.patch(`/api/deadline-rules/${rule.id}`, { active: true, version: rule.version })).statusCode).toBe(200);
    }

    const dry = await importInto(server.database, await csvSource(OLD_SYSTEM), { dryRun: true });
    expect(dry.moved).toEqual(MOVED);
    expect(await typesOf(server.database, [75])).toEqual([
      { id_type_action: 75, libelle: 'Notification du jugement', code: 'notification_judgment' },
    ]);

    const report = await importInto(server.database, await csvSource(OLD_SYSTEM));
    expect(report.faults).toEqual([]);
    expect(report.refused).toEqual([]);
    expect(report.moved).toEqual(MOVED);
    // Actions 102 (a complaint, type 75) and 103 (a client payment, type 77) start no appeal nor cassation.
    expect(report.derived).toEqual({});
    expect((await admin.get('/api/deadlines')).json().total).toBe(0);
    await expectOldTypesKeptAndPresetsFollowing(server.database);
    expect(await triggersOf(['Appel (Maroc)'])).toEqual({ 'Appel (Maroc)': [80] });
    // The type replaced at the old id is reported, not only counted.
    const summary = summarize(report, false);
    expect(summary).toContain(
      'Cabinet\'s own action type "Notification du jugement" moved from id 75 to 80: the old system\'s type 75 keeps its id; the 4 deadline rule(s) starting from it follow it',
    );
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select('changes')
      .where('entity', '=', 'import')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes)).toMatchObject({ type_action_moved: [null, '73 → 78, 74 → 79, 75 → 80, 76 → 81, 77 → 82'] });

    // A judgment notified now starts the appeal deadline, from the moved type.
    const dossier = await admin.post('/api/dossiers', { ref_dossier_bureau: 2001, date_inscription_bureau: '2026-11-02' });
    const notified = await admin.post(`/api/dossiers/${dossier.json().id_dossier}/actions`, {
      date_action: '2026-11-02',
      fk_type_action: 80,
      contenu: 'Jugement notifié',
    });
    expect(notified.statusCode).toBe(201);
    const board = (await admin.get('/api/deadlines')).json().items as { trigger_action_id: number }[];
    expect(board.map((d) => d.trigger_action_id)).toEqual([notified.json().action.id_action]);

    // A second run moves nothing more and changes nothing.
    const again = await importInto(server.database, await csvSource(OLD_SYSTEM));
    expect(again.moved).toEqual([]);
    expect(again.tables.every((t) => t.inserted === 0 && t.replaced === 0)).toBe(true);
  });

  it('keeps the moved types and their codes through an export into a new Cabinet', async () => {
    expect((await importInto(server.database, await csvSource(OLD_SYSTEM))).refused).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), 'cabinet-export-'));
    const other = await startTestServer();
    try {
      const { stream } = await exportZip(server.database);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      writeFileSync(join(dir, 'export.zip'), Buffer.concat(chunks));
      // The new Cabinet has its notification types at 75–77: they go where the export has them.
      const report = await importInto(other.database, await csvSource(join(dir, 'export.zip')));
      expect(report.faults).toEqual([]);
      expect(report.refused).toEqual([]);
      expect(report.moved.map((m) => [m.from, m.to])).toEqual([
        [73, 78],
        [74, 79],
        [75, 80],
        [76, 81],
        [77, 82],
      ]);
      await expectOldTypesKeptAndPresetsFollowing(other.database);
    } finally {
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(onPostgres())('does the same from the old PostgreSQL database, into PostgreSQL and into SQLite', async () => {
    const old = await oldDatabaseFrom(OLD_SYSTEM);
    const sqlite = await sqliteTarget();
    try {
      for (const database of [server.database, sqlite.database]) {
        const report = await importInto(database, await postgresSource(old.url, TRANSFER_TABLES));
        expect(report.faults).toEqual([]);
        expect(report.refused).toEqual([]);
        expect(report.moved).toEqual(MOVED);
        await expectOldTypesKeptAndPresetsFollowing(database);
      }
    } finally {
      await sqlite.close();
      await old.drop();
    }
  });
});
