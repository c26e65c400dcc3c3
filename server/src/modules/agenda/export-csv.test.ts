import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier } from '../../../test/case-fixtures';
import { startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';

let server: TestServer;
let admin: TestClient;
beforeEach(async () => {
  ({ server, admin } = await startServerWithAdmin({ at: '2026-11-21T09:00:00Z', settings: { timezone: 'UTC' } }));
  const tribunal = (await admin.post('/api/tribunals', { nom: '@Tribunal; de Rabat', nom_ar: '=المحكمة', ville: 'Rabat' })).json();
  const dossier = await createDossier(admin, { ref_dossier_bureau: 4321, fk_tribunal: tribunal.id_tribunal });
  const client = (await admin.post('/api/parties', { name: '+Client, SA' })).json();
  await admin.post(`/api/dossiers/${dossier.id_dossier}/parties`, { id_party: client.id_party, role: 'client' });
  await addAction(admin, dossier.id_dossier, { date_action: '2026-11-22', fk_type_action: 73, contenu: 'Note;=1+cmd|calc' });
  await addAction(admin, dossier.id_dossier, { date_action: '2026-11-22', fk_type_action: 73, contenu: '@SUM(A1)' });
  await addAction(admin, dossier.id_dossier, { date_action: '2026-11-22', fk_type_action: 73, contenu: '-2+3, then +4' });
});
afterEach(() => server.close());

const csv = async (lang: string) => {
  const res = await admin.get(`/api/agenda/export?format=csv&lang=${lang}`);
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  return res.body.replace(/^\uFEFF/, '').split('\r\n');
};

/** RFC 4180 reading of one row: quoted cells may hold the separator and doubled quotes. */
function splitRow(row: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < row.length; i++) {
    const c = row[i]!;
    if (quoted && c === '"' && row[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === separator) {
      cells.push(cell);
      cell = '';
    } else {
      cell += c;
    }
  }
  cells.push(cell);
  return cells;
}

describe('CSV downloads in every language', () => {
  it('uses ; in French, quotes every cell holding a separator and neutralises formula starts', async () => {
    const rows = await csv('fr');
    expect(rows[0]!.split(';')).toEqual(['Date', 'Correspondance', 'Dossier', 'Type', 'Contenu', 'Client', 'Juridiction']);
    // Split the way French Excel does: seven cells a row, none starting a formula.
    const cells = rows.slice(1, 4).map((row) => splitRow(row, ';'));
    for (const row of cells) {
      expect(row).toHaveLength(7);
      for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
    expect(cells.map((row) => row[4])).toEqual(['Note;=1+cmd|calc', "'@SUM(A1)", "'-2+3, then +4"]);
    expect(cells[0]!.slice(5)).toEqual(["'+Client, SA", "'@Tribunal; de Rabat"]);
    expect(rows[1]).toMatch(/;"Note;=1\+cmd\|calc";"'\+Client, SA";"'@Tribunal; de Rabat"$/);
  });

  it('uses ; in Arabic and , in English, quoting the other separator too', async () => {
    const arabic = await csv('ar');
    const note = arabic.find((row) => row.includes('Note'))!;
    expect(note).toMatch(/;"Note;=1\+cmd\|calc";/);
    // The Arabic download names the tribunal in Arabic.
    expect(splitRow(note, ';').slice(5)).toEqual(["'+Client, SA", "'=المحكمة"]);
    const english = await csv('en');
    expect(english[0]).toBe('Date,Matched on,Dossier,Type,Content,Client,Tribunal');
    expect(english.find((row) => row.includes('Note'))).toMatch(/,"Note;=1\+cmd\|calc",/);
    expect(splitRow(english.find((row) => row.includes('SUM'))!, ',')[4]).toBe("'@SUM(A1)");
  });
});
