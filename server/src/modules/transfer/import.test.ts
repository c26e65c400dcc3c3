import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countRows, signInAdmin, startTestServer, type TestServer } from '../../../test/harness';
import { IMPORT_FIXTURES, REFUSED_ROWS, withCommaCopy } from '../../../test/import-fixtures';
import { csvSource } from './csv-source';
import { runImport } from './import-run';
import { MONEY_TABLES } from './money-tables';
import { CABINET_TABLES } from './cabinet-tables';
import { readExport } from '../../../test/export-reader';

const NOW = '2026-01-05T08:00:00.000Z';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

async function importFrom(path: string, options: { dryRun?: boolean } = {}) {
  const source = await csvSource(path);
  try {
    return await runImport(server.database, source, { now: NOW, ...options });
  } finally {
    await source.close();
  }
}

const IMPORTED_TYPES = new Set(['id_type_action', '1', '2', '60', '63', '65']);
const withoutDefaults = (files: Record<string, string[][]>) => ({
  ...files,
  'type_action.csv': files['type_action.csv']!.filter((row) => IMPORTED_TYPES.has(row[0]!)),
  // The preset deadline rules each database seeded itself, at its own moment.
  'deadline_rules.csv': [],
});

const count = (table: 'dossier' | 'action' | 'tribunal' | 'expertise' | 'audit_log') => countRows(server.database.db, table);

/** Every index, constraint and trigger of the database, as its definitions (the import sets some aside while it loads an empty table). */
async function schemaOf(): Promise<string[]> {
  const { db, sqlite } = server.database;
  if (sqlite) {
    const rows = sqlite
      .prepare(`select type || ' ' || name || ': ' || sql as line from sqlite_master where sql is not null order by name`)
      .all();
    return (rows as { line: string }[]).map((r) => r.line);
  }
  const { rows } = await sql<{ line: string }>`
    select indexdef as line from pg_indexes where schemaname = current_schema()
    union all select conrelid::regclass::text || ' ' || conname || ': ' || pg_get_constraintdef(oid) from pg_constraint where connamespace = current_schema()::regnamespace
    union all select tgrelid::regclass::text || ' ' || tgname from pg_trigger where not tgisinternal
    order by 1`.execute(db);
  return rows.map((r) => r.line);
}

describe('import from CSV files', () => {
  it('loads the old system’s comma files whole: ids, special types, Arabic, quoted newlines, audit columns, derived data', async () => {
    const report = await importFrom(join(IMPORT_FIXTURES, 'comma'));
    expect(report.refused).toEqual([]);
    expect(report.loaded).toBe(true);
    expect(report.tables.map((t) => [t.file, t.rows, t.inserted, t.replaced])).toEqual([
      ['type_expertise.csv', 2, 2, 0],
      ['type_affaire_bureau.csv', 2, 2, 0],
      ['type_action.csv', 5, 2, 3],
      ['tribunal.csv', 2, 2, 0],
      ['expert.csv', 2, 2, 0],
      ['dossier.csv', 3, 3, 0],
      ['action.csv', 4, 4, 0],
      ['expertise.csv', 1, 1, 0],
      // The old system has none of Cabinet's own tables.
      ...[...CABINET_TABLES, ...MONEY_TABLES].map((t) => [t.file, 0, 0, 0]),
    ]);
    const { db } = server.database;

    const types = await db
      .selectFrom('type_action')
      .select(['id_type_action', 'libelle', 'effect', 'dossier_field'])
      .orderBy('id_type_action')
      .execute();
    // The old system's labels replace the defaults at the legacy ids; the effects follow the ids.
    expect(types.find((t) => t.id_type_action === 60)).toEqual({
      id_type_action: 60,
      libelle: 'Expertise judiciaire',
      effect: 'expertise',
      dossier_field: null,
    });
    expect(types.find((t) => t.id_type_action === 63)).toMatchObject({
      libelle: 'Numéro PV tribunal',
      effect: 'dossier_field',
      dossier_field: 'num_pv_tribunal',
    });
    expect(types.find((t) => t.id_type_action === 65)).toMatchObject({
      libelle: 'رقم الملف بالمحكمة',
      dossier_field: 'num_dossier_tribunal',
    });
    expect(types.find((t) => t.id_type_action === 1)).toMatchObject({ libelle: 'Audience', effect: 'none' });
    // Defaults the old system does not have stay.
    expect(types.find((t) => t.id_type_action === 66)).toMatchObject({ effect: 'dossier_field', dossier_field: 'num_instrument_a' });

    // An imported label is the office's own: the default translations of that id give way to it.
    const labelled = await db
      .selectFrom('type_action')
      .select(['id_type_action', 'label_en', 'label_fr', 'label_ar'])
      .where('id_type_action', 'in', [60, 63, 66])
      .orderBy('id_type_action')
      .execute();
    expect(labelled).toEqual([
      { id_type_action: 60, label_en: null, label_fr: null, label_ar: null },
      { id_type_action: 63, label_en: null, label_fr: null, label_ar: null },
      { id_type_action: 66, label_en: 'Appeal filing', label_fr: 'Requête d’appel', label_ar: 'المقال الاستئنافي' },
    ]);

    const dossier = await db.selectFrom('dossier').selectAll().where('id_dossier', '=', 10).executeTakeFirstOrThrow();
    expect(dossier).toMatchObject({
      ref_dossier_bureau: 1001,
      date_inscription_bureau: '2022-03-01',
      montant_dette: 1500050,
      accusation: 'Blessures involontaires\nsuite à une collision',
      nom_responsable_civil: 'Société Atlas',
      last_action_date: '2022-04-10',
      // The old system never dated its dossiers: unknown, not the import's time.
      created_at: null,
      modified_at: null,
      deleted_at: null,
      to_review: 0,
    });
    // Folded like every search text: accents, case and spaces dropped.
    expect(dossier.search_text).toContain('societeatlas');
    const arabic = await db
      .selectFrom('dossier')
      .select(['nom_responsable_civil', 'accusation', 'last_action_date'])
      .where('id_dossier', '=', 11)
      .executeTakeFirstOrThrow();
    expect(arabic).toEqual({ nom_responsable_civil: 'محمد العلوي', accusation: 'حادثة سير', last_action_date: '2022-06-01' });
    expect(
      (await db.selectFrom('dossier').select('last_action_date').where('id_dossier', '=', 12).executeTakeFirstOrThrow()).last_action_date,
    ).toBeNull();

    const action = await db.selectFrom('action').selectAll().where('id_action', '=', 100).executeTakeFirstOrThrow();
    expect(action).toMatchObject({
      contenu: 'Première audience\nrenvoyée',
      date_prochaine: '2022-04-10',
      // Its creation is unknown: not copied from its modification.
      created_at: null,
      modified_at: '2022-03-10T12:00:00.000Z',
      modified_by: null,
      modified_by_name: 'user',
    });
    // Without a modification date in the old system, none is invented.
    expect(
      await db.selectFrom('action').select(['created_at', 'modified_at', 'modified_by_name']).where('id_action', '=', 103).executeTakeFirstOrThrow(),
    ).toEqual({ created_at: null, modified_at: null, modified_by_name: null });
    const caseType = await db
      .selectFrom('type_affaire_bureau')
      .selectAll()
      .where('id_type_affaire_bureau', '=', 2)
      .executeTakeFirstOrThrow();
    expect(caseType).toMatchObject({ modified_at: '2022-02-01T07:30:00.000Z', modified_by_name: 'Fatima', created_by_name: 'user' });
    expect(await db.selectFrom('expertise').select(['fk_action', 'frais', 'contenu']).execute()).toEqual([
      { fk_action: 101, frais: 300000, contenu: 'Rapport déposé, "contradictoire"' },
    ]);
    expect(await db.selectFrom('tribunal').select(['nom', 'ville']).where('id_tribunal', '=', 2).executeTakeFirstOrThrow()).toEqual({
      nom: 'المحكمة الابتدائية بالرباط',
      ville: '',
    });

    const audit = await db.selectFrom('audit_log').select(['entity', 'changes']).where('entity', '=', 'import').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.changes)).toMatchObject({ dossier: [null, 3], action: [null, 4], type_action: [null, 5] });

    // Through the API: the search index knows the imported dossiers, new ids come after the imported ones.
    const admin = await signInAdmin(server);
    const found = (await admin.get(`/api/dossiers?q=${encodeURIComponent('العلوي')}`)).json();
    expect(found.items.map((d: { id_dossier: number }) => d.id_dossier)).toEqual([11]);
    expect((await admin.get('/api/dossiers?q=atlas')).json().items.map((d: { id_dossier: number }) => d.id_dossier)).toEqual([10]);
    // A full page: the total is counted, not taken from a short page.
    expect((await admin.get('/api/dossiers?q=atlas&page_size=1')).json().total).toBe(1);
    const created = await admin.post('/api/dossiers', { ref_dossier_bureau: 2001, date_inscription_bureau: '2026-01-05' });
    expect(created.statusCode).toBe(201);
    expect(created.json().id_dossier).toBe(13);
    const tribunal = await admin.post('/api/tribunals', { nom: 'Cour d’appel', ville: 'Fès' });
    expect(tribunal.json().id_tribunal).toBe(3);
  });

  it('changes nothing when the same import runs twice', async () => {
    const schema = await schemaOf();
    await importFrom(join(IMPORT_FIXTURES, 'comma'));
    expect(await schemaOf()).toEqual(schema);
    const before = await readExport(server.database);
    const auditBefore = await count('audit_log');

    const again = await importFrom(join(IMPORT_FIXTURES, 'comma'));
    expect(again.refused).toEqual([]);
    expect(again.tables.every((t) => t.inserted === 0 && t.replaced === 0 && t.unchanged === t.rows)).toBe(true);
    expect(await readExport(server.database)).toEqual(before);
    expect(await count('audit_log')).toBe(auditBefore);
  });

  it('reads semicolon files with a BOM, CRLF, French dates and decimal commas to the same data', async () => {
    await importFrom(join(IMPORT_FIXTURES, 'comma'));
    const fromComma = await readExport(server.database);
    const other = await startTestServer();
    try {
      const source = await csvSource(join(IMPORT_FIXTURES, 'semicolon-bom'));
      const report = await runImport(other.database, source, { now: NOW });
      await source.close();
      expect(report.refused).toEqual([]);
      // The default action types the files do not replace were created with each database.
      expect(withoutDefaults(await readExport(other.database))).toEqual(withoutDefaults(fromComma));
    } finally {
      await other.close();
    }
  });

  it('reports every refused row as file:line: reason on a dry run, and writes nothing', async () => {
    const report = await importFrom(join(IMPORT_FIXTURES, 'refused'), { dryRun: true });
    expect(report.refused).toEqual(REFUSED_ROWS);
    expect(report.loaded).toBe(false);
    expect(await count('tribunal')).toBe(0);
    expect(await count('dossier')).toBe(0);
  });

  it('writes nothing at all when one row is refused, even without --dry-run', async () => {
    const schema = await schemaOf();
    await withCommaCopy(
      { 'expertise.csv': 'fk_action,fk_type_expertise,fk_expert,frais,contenu\n101,1,1,3000,ok\n102,1,7,12.345,bad\n' },
      async (dir) => {
        const report = await importFrom(dir);
        expect(report.refused).toEqual(['expertise.csv:3: frais 12.345 has more than two decimal places']);
        expect(report.loaded).toBe(false);
        // The empty tables loaded before the refused row had their indexes set aside: they are back.
        expect(await schemaOf()).toEqual(schema);
        expect(await count('dossier')).toBe(0);
        expect(await count('action')).toBe(0);
        expect(await count('audit_log')).toBe(0);
      },
    );
  });

  it('refuses a row whose id the database holds with other values, and a file with an unknown column', async () => {
    await importFrom(join(IMPORT_FIXTURES, 'comma'));
    await server.database.db.updateTable('tribunal').set({ nom: 'Renamed in Cabinet' }).where('id_tribunal', '=', 1).execute();
    await withCommaCopy({ 'expert.csv': 'id_expert,nom,colour\n9,Dr New,blue\n' }, async (dir) => {
      const report = await importFrom(dir);
      expect(report.refused).toEqual(['tribunal.csv:2: id_tribunal 1 is already in Cabinet with other values (nom)']);
      // A fault of the whole file, said once.
      expect(report.faults).toEqual([
        expect.stringMatching(/^expert\.csv: unknown column "colour" \(Cabinet keeps id_expert, nom, .*add --ignore-column expert\.colour\)$/),
      ]);
      expect(
        (await server.database.db.selectFrom('tribunal').select('nom').where('id_tribunal', '=', 1).executeTakeFirstOrThrow()).nom,
      ).toBe('Renamed in Cabinet');

      // Left behind on request, the column no longer refuses the file.
      const source = await csvSource(dir);
      const ignoring = await runImport(server.database, source, { now: NOW, dryRun: true, ignoreColumns: new Set(['expert.colour']) });
      await source.close();
      expect(ignoring.refused).toEqual(['tribunal.csv:2: id_tribunal 1 is already in Cabinet with other values (nom)']);
      expect(ignoring.faults).toEqual([]);
    });
  });

  it('says what a dry run would do, and then does it', async () => {
    const dry = await importFrom(join(IMPORT_FIXTURES, 'comma'), { dryRun: true });
    expect(dry.refused).toEqual([]);
    expect(dry.loaded).toBe(false);
    expect(dry.tables.find((t) => t.file === 'action.csv')).toMatchObject({ rows: 4, inserted: 4 });
    expect(await count('action')).toBe(0);
    const real = await importFrom(join(IMPORT_FIXTURES, 'comma'));
    expect(real.loaded).toBe(true);
    expect(await count('action')).toBe(4);
  });
});

describe('import of Cabinet’s own tables', () => {
  it('counts the deadlines of the old system’s actions from the rules active now, once', async () => {
    const admin = await signInAdmin(server);
    const rules = (await admin.get('/api/deadline-rules')).json().items as { id: number; preset_key: string | null; version: number }[];
    const appeal = rules.find((r) => r.preset_key === 'ma_appeal_cpc1974')!;
    // The office starts its appeal deadline from type 63 (a default at the old system's id, "Numéro PV tribunal" there).
    const patched = await admin.patch(`/api/deadline-rules/${appeal.id}`, {
      active: true,
      trigger_type_ids: [63],
      version: appeal.version,
    });
    expect(patched.statusCode).toBe(200);

    const report = await importFrom(join(IMPORT_FIXTURES, 'comma'));
    expect(report.refused).toEqual([]);
    expect(report.derived).toEqual({ deadlines_counted: 1 });
    const board = (await admin.get('/api/deadlines?status=open')).json().items as Record<string, unknown>[];
    // Action 102 of 2 May 2022: 30 days, franc → 2 June 2022.
    expect(board.map((d) => [d.fk_dossier, d.trigger_action_id, d.start_date, d.due_date, d.status])).toEqual([
      [11, 102, '2022-05-02', '2022-06-02', 'open'],
    ]);
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select('changes')
      .where('entity', '=', 'import')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes)).toMatchObject({ deadlines_counted: [null, 1] });

    const again = await importFrom(join(IMPORT_FIXTURES, 'comma'));
    expect(again.derived).toEqual({});
    expect((await admin.get('/api/deadlines')).json().total).toBe(1);
  });

  it('gives a preset’s id to an imported rule without its key, and brings the preset back from its starting type', async () => {
    const admin = await signInAdmin(server);
    type Rule = { id: number; preset_key: string | null; label: string; active: boolean; trigger_type_ids: number[] };
    const before = (await admin.get('/api/deadline-rules')).json().items as Rule[];
    const preset = before.find((r) => r.preset_key === 'ma_appeal_cpc1974')!;
    // The export of another office holds its own rule at the id this new Cabinet gave the preset.
    await withCommaCopy(
      {
        'deadline_rules.csv': `id,label,label_fr,amount,unit,franc,country,active\n${preset.id},Délai maison,Délai maison,8,days,0,MA,1\n`,
      },
      async (dir) => {
        const report = await importFrom(dir);
        expect(report.refused).toEqual([]);
      },
    );
    const after = (await admin.get('/api/deadline-rules')).json().items as Rule[];
    expect(after.find((r) => r.id === preset.id)).toMatchObject({ label: 'Délai maison', preset_key: null, active: true });
    // The preset is there again, inactive, starting from the judgment's notification (found by its code).
    const back = after.filter((r) => r.preset_key === 'ma_appeal_cpc1974');
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ active: false, trigger_type_ids: preset.trigger_type_ids });
    expect(back[0]!.id).not.toBe(preset.id);
    expect(after).toHaveLength(before.length + 1);
  });

  it('refuses links to a missing dossier or party, an unknown role and a duplicate link, with file, line and reason', async () => {
    await withCommaCopy(
      {
        'parties.csv':
          'id_party,kind,name,name_ar\n1,person,Mohamed Alaoui,محمد العلوي\n2,organisation,Wafa,وفا\n2,person,Twice,\n3,robot,R2,\n',
        'dossier_parties.csv':
          'fk_dossier,fk_party,role\n10,1,client\n10,1,victim\n11,2,insurer\n99,1,client\n10,7,adverse\n10,1,client\n12,1,judge\n',
        'calendar_days.csv': 'date,working,label\n2026-02-30,0,Fermé\n2026-03-02,2,\n',
      },
      async (dir) => {
        const report = await importFrom(dir);
        expect(report.refused).toEqual([
          'parties.csv:4: duplicate id_party 2 (an earlier row has it)',
          'parties.csv:5: kind "robot" is not one of person, organisation',
          'dossier_parties.csv:5: fk_dossier 99 names no dossier (not in dossier.csv nor in Cabinet)',
          'dossier_parties.csv:6: fk_party 7 names no party (not in parties.csv nor in Cabinet)',
          'dossier_parties.csv:7: duplicate fk_dossier, fk_party, role 10, 1, client (an earlier row has it)',
          'dossier_parties.csv:8: role "judge" is not one of client, adverse, insurer, civilly_liable, victim, bailiff, opposing_lawyer, other',
          'calendar_days.csv:2: date 2026-02-30 is not a real date',
          'calendar_days.csv:3: working 2 must be 0 or 1',
        ]);
        expect(report.loaded).toBe(false);
        expect(await count('dossier')).toBe(0);
      },
    );
  });

  it('finds an imported dossier by its parties’ names', async () => {
    await withCommaCopy(
      {
        'parties.csv': '\uFEFFid_party;kind;name;name_ar\r\n4;organisation;Wafa Assurance;وفا للتأمين\r\n',
        'dossier_parties.csv': 'fk_dossier,fk_party,role\n12,4,insurer\n12,4,civilly_liable\n',
      },
      async (dir) => {
        expect((await importFrom(dir)).refused).toEqual([]);
        const admin = await signInAdmin(server);
        const found = (await admin.get(`/api/dossiers?q=${encodeURIComponent('وفا للتأمين')}`)).json().items as { id_dossier: number }[];
        expect(found.map((d) => d.id_dossier)).toEqual([12]);
        expect((await admin.get('/api/parties?q=wafa')).json().items.map((p: { id_party: number }) => p.id_party)).toEqual([4]);
        expect((await admin.get('/api/parties?q=wafa&page_size=1')).json().total).toBe(1);
        expect((await admin.post('/api/parties', { kind: 'person', name: 'Après import' })).json().id_party).toBe(5);
      },
    );
  });
});

describe('import held to the API’s rules', () => {
  const SHA = 'a'.repeat(64);
  const quoted = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
  const documentRow = (id: number, filename: string, contentType: string, storageKey = '') =>
    `${id},10,,${quoted(filename)},,${quoted(contentType)},8,${SHA},${storageKey},2022-03-11T10:00:00.000Z`;
  const DOCUMENTS_HEADER = 'id_document,fk_dossier,fk_action,filename,title,content_type,size,sha256,storage_key,uploaded_at';

  it('refuses a document of a type an upload refuses or under a key the storage cannot have, and cleans its name as an upload does', async () => {
    const hostile = [
      DOCUMENTS_HEADER,
      documentRow(50, 'jugement\u202Eexe.html\r\nX', 'text/html'),
      documentRow(51, 'logo.svg', 'image/svg+xml'),
      documentRow(52, 'b.pdf', 'application/pdf\r\nX-Evil: 1'),
      documentRow(53, 'c.pdf', 'application/pdf', '../../etc/passwd'),
      documentRow(54, '\u202E\r\n', 'application/pdf'),
    ].join('\n');
    await withCommaCopy({ 'documents.csv': hostile + '\n' }, async (dir) => {
      const report = await importFrom(dir, { dryRun: true });
      const accepted =
        'is not a type an upload accepts (application/pdf, image/png, image/jpeg, image/webp, image/tiff, application/msword,';
      expect(report.refused).toEqual([
        // Rows 50 and 52 span two lines each: a line break in a quoted cell.
        expect.stringContaining(`documents.csv:2: content_type "text/html" ${accepted}`),
        expect.stringContaining(`documents.csv:4: content_type "image/svg+xml" ${accepted}`),
        expect.stringContaining(`documents.csv:5: content_type "application/pdf\\r\\nX-Evil: 1" ${accepted}`),
        'documents.csv:7: storage_key "../../etc/passwd" is not a SHA-256 in hexadecimal',
        'documents.csv:8: filename "\\u202e\\r\\n" leaves no file name once cleaned',
      ]);
      // No reason holds a raw line break or direction mark (the report is read in a terminal).
      expect(report.refused.filter((line) => /[\r\n\u202E]/.test(line))).toEqual([]);
    });

    const named = [
      DOCUMENTS_HEADER,
      documentRow(60, '..\\..\\jugement\u202Efdp.exe\r\nX.pdf', 'application/pdf'),
      documentRow(61, `${'ح'.repeat(300)}.pdf`, 'application/pdf', SHA),
    ].join('\n');
    await withCommaCopy({ 'documents.csv': named + '\n' }, async (dir) => {
      const report = await importFrom(dir);
      expect(report.refused).toEqual([]);
      const rows = await server.database.db
        .selectFrom('document')
        .select(['id_document', 'filename', 'storage_key'])
        .orderBy('id_document')
        .execute();
      expect(rows[0]).toEqual({ id_document: 60, filename: 'jugementfdp.exeX.pdf', storage_key: SHA });
      expect(Array.from(rows[1]!.filename)).toHaveLength(255);
      expect(rows[1]!.filename.endsWith('ح.pdf')).toBe(true);
      // A second run finds the cleaned names unchanged.
      const again = await importFrom(dir);
      expect(again.refused).toEqual([]);
      expect(again.tables.find((t) => t.file === 'documents.csv')).toMatchObject({ rows: 2, unchanged: 2 });
    });
  });

  it('holds every column to the API’s limits (the old system’s long texts excepted), and reads no row longer than any field allows', async () => {
    const header = 'id_dossier,ref_dossier_bureau,date_inscription_bureau,nom_responsable_civil,accusation';
    await withCommaCopy(
      {
        'dossier.csv': [
          header,
          `10,1001,2022-03-01,${'n'.repeat(200)},${'a'.repeat(20_001)}`,
          `11,1002,2022-03-05,${'n'.repeat(201)},`,
        ].join('\n'),
        'parties.csv': `id_party,kind,name,national_id,note\n1,person,Alaoui,${'9'.repeat(65)},${'x'.repeat(1001)}\n`,
        'action.csv': 'id_action,fk_dossier,date_action,contenu\n100,10,2022-03-10,ok\n101,10,9999-12-20,late\n102,10,1799-12-31,early\n',
      },
      async (dir) => {
        const report = await importFrom(dir, { dryRun: true });
        const refused = report.refused.join('\n');
        // A name one character over the API's 200 is refused; a long charge of the old system is kept.
        expect(refused).toMatch(/dossier\.csv:3: nom_responsable_civil is too long \(201 characters; at most 200/);
        expect(refused).not.toMatch(/dossier\.csv:2/);
        expect(refused).toMatch(/action\.csv:3: date_action 9999-12-20 is not between 1800-01-01 and 2199-12-31/);
        expect(refused).toMatch(/action\.csv:4: date_action 1799-12-31 is not between 1800-01-01 and 2199-12-31/);
        expect(refused).toMatch(/parties\.csv:2: .*national_id/);
        expect(refused).toMatch(/parties\.csv:2: .*note/);
      },
    );
    // A cell of megabytes stops the file at that row, before it is held whole.
    const huge = `${header}\n10,1001,2022-03-01,${'n'.repeat(3 * 1024 * 1024)},\n11,1002,2022-03-05,Dupont,\n`;
    await withCommaCopy({ 'dossier.csv': huge }, async (dir) => {
      const report = await importFrom(dir, { dryRun: true });
      expect(report.faults.join('\n')).toMatch(/dossier\.csv: line 2 starts a row larger than 1 MB/);
    });
  });
});
