import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier } from '../../../test/case-fixtures';
import { startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';
import { buildDigest } from '../reminders/digest-content';
import { readRoll } from '../reminders/roll.service';
import { rollSheet } from '../reminders/roll-sheet';
import { partyLines } from '../reminders/roll-labels';

let server: TestServer;
let admin: TestClient;
beforeEach(async () => ({ server, admin } = await startServerWithAdmin({ at: '2026-11-20T09:00:00Z', settings: { timezone: 'UTC' } })));
afterEach(() => server.close());

async function tribunal(nom: string, nom_ar: string | null, ville: string) {
  const res = await admin.post('/api/tribunals', { nom, nom_ar, ville });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id_tribunal as number;
}

async function stage(dossierId: number, body: Record<string, unknown>) {
  const res = await admin.post(`/api/dossiers/${dossierId}/stages`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function link(dossierId: number, name: string, name_ar: string | null, role: string, extra: Record<string, unknown> = {}) {
  const party = (await admin.post('/api/parties', { name, name_ar, ...extra })).json();
  expect((await admin.post(`/api/dossiers/${dossierId}/parties`, { id_party: party.id_party, role })).statusCode).toBe(201);
  return party.id_party as number;
}

describe('a hearing’s time, room and level', () => {
  it('are kept on the action; the level must be one of the action’s own dossier', async () => {
    const dossier = await createDossier(admin);
    const other = await createDossier(admin);
    const appeal = await stage(dossier.id_dossier, { kind: 'appeal', file_raw: '1457/1201/2026' });
    const action = await addAction(admin, dossier.id_dossier, {
      date_action: '2026-11-23',
      hearing_time: '09:30',
      room: 'Salle 3',
      fk_stage: appeal.id,
    });
    expect(action).toMatchObject({ hearing_time: '09:30', room: 'Salle 3', fk_stage: appeal.id });

    const wrong = await admin.post(`/api/dossiers/${other.id_dossier}/actions`, {
      date_action: '2026-11-23',
      contenu: 'x',
      fk_stage: appeal.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ fk_stage: 'Choose a level of this dossier' });
    // Moved to another dossier, it cannot keep a level of the first.
    expect((await admin.patch(`/api/actions/${action.id_action}`, { fk_dossier: other.id_dossier })).statusCode).toBe(400);
    for (const hearing_time of ['9:30', '24:00', '09:60', 'noon'])
      expect((await admin.patch(`/api/actions/${action.id_action}`, { hearing_time })).statusCode, hearing_time).toBe(400);
    expect((await admin.patch(`/api/actions/${action.id_action}`, { room: 'x'.repeat(101) })).statusCode).toBe(400);
    const cleared = await admin.patch(`/api/actions/${action.id_action}`, { hearing_time: '', room: null, fk_stage: null });
    expect(cleared.json()).toMatchObject({ hearing_time: null, room: null, fk_stage: null });

    // A level deleted leaves its hearings, without a level.
    const again = await admin.patch(`/api/actions/${action.id_action}`, { fk_stage: appeal.id });
    expect(again.statusCode).toBe(200);
    expect((await admin.request('DELETE', `/api/stages/${appeal.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/actions/${action.id_action}`)).json().fk_stage).toBeNull();
  });
});

describe('the court roll', () => {
  it('is ordered by tribunal then time, with each hearing’s level number, room and parties, in Arabic and French', async () => {
    const firstInstance = await tribunal('Tribunal de première instance de Casablanca', 'المحكمة الابتدائية بالدار البيضاء', 'Casablanca');
    const appealCourt = await tribunal('Cour d’appel de Casablanca', 'محكمة الاستئناف بالدار البيضاء', 'Casablanca');
    const d1 = await createDossier(admin, { fk_tribunal: firstInstance, num_dossier_tribunal: '2025/1201/99' });
    const d2 = await createDossier(admin, { fk_tribunal: firstInstance });
    const appeal = await stage(d1.id_dossier, { kind: 'appeal', file_raw: '2026/1201/1457', fk_tribunal: appealCourt });
    await link(d1.id_dossier, 'Wafa Assurance', 'وفا للتأمين', 'client');
    await link(d1.id_dossier, 'Ahmed Benali', 'أحمد بنعلي', 'adverse');
    await link(d1.id_dossier, 'Karim Tazi', null, 'victim');
    // At the court of appeal, the appeal's hearing; at first instance two hearings, the later one typed first, one untimed.
    const atAppeal = await addAction(admin, d1.id_dossier, {
      date_action: '2026-11-23',
      hearing_time: '10:00',
      room: '4',
      fk_stage: appeal.id,
    });
    const late = await addAction(admin, d2.id_dossier, { date_action: '2026-11-23', hearing_time: '11:15', room: 'Salle B' });
    const untimed = await addAction(admin, d2.id_dossier, { date_action: '2026-11-23', contenu: 'Sans heure' });
    const early = await addAction(admin, d2.id_dossier, { date_action: '2026-11-23', hearing_time: '08:45' });

    const roll = (await admin.get('/api/agenda/roll?date=2026-11-23')).json();
    expect(roll.groups.map((g: { fk_tribunal: number }) => g.fk_tribunal)).toEqual([appealCourt, firstInstance]);
    expect(roll.groups[1].hearings.map((h: { id_action: number }) => h.id_action)).toEqual([
      early.id_action,
      late.id_action,
      untimed.id_action,
    ]);
    expect(roll.groups[0].hearings[0]).toMatchObject({
      id_action: atAppeal.id_action,
      hearing_time: '10:00',
      room: '4',
      stage: { kind: 'appeal', file_number_text: '1457/1201/2026' },
      parties: [
        { role: 'client', name: 'Wafa Assurance', name_ar: 'وفا للتأمين' },
        { role: 'adverse', name: 'Ahmed Benali', name_ar: 'أحمد بنعلي' },
        { role: 'victim', name: 'Karim Tazi', name_ar: null },
      ],
    });
    expect(roll.groups[1].hearings[0].stage).toBeNull();

    // A hearing that names no level is at the dossier's latest open court level; a closed one is not.
    const plain = await addAction(admin, d1.id_dossier, { date_action: '2026-11-24' });
    const atLatest = (await admin.get('/api/agenda/roll?date=2026-11-24')).json();
    expect(atLatest.groups[0]).toMatchObject({ fk_tribunal: appealCourt });
    expect(atLatest.groups[0].hearings[0]).toMatchObject({
      id_action: plain.id_action,
      stage: { kind: 'appeal', file_number_text: '1457/1201/2026' },
    });
    await admin.patch(`/api/stages/${appeal.id}`, { status: 'closed' });
    expect((await admin.get('/api/agenda/roll?date=2026-11-24')).json().groups[0].hearings[0].stage).toEqual({
      kind: 'first_instance',
      file_number_text: '99/1201/2025',
    });

    const arabic = (await admin.get('/api/agenda/roll?date=2026-11-23&format=html&lang=ar')).body;
    expect(arabic).toContain('<th>الساعة – القاعة</th>');
    expect(arabic).toContain('<td>10:00<br>4</td>');
    expect(arabic).toContain('<td>الاستئناف<br><bdi dir="ltr">1457/1201/2026</bdi></td>');
    expect(arabic).toContain('<td>الموكل: وفا للتأمين<br>الطرف الخصم: أحمد بنعلي<br>الضحية: Karim Tazi</td>');
    expect(arabic).toContain('<h2>محكمة الاستئناف بالدار البيضاء – Casablanca</h2>');
    const french = (await admin.get('/api/agenda/roll?date=2026-11-23&format=html&lang=fr')).body;
    expect(french).toContain('<td>Appel<br><bdi dir="ltr">1457/1201/2026</bdi></td>');
    expect(french).toContain('<td>11:15<br>Salle B</td>');
    // Headed by the office's name, then the day written out with its weekday.
    const office = (await admin.get('/api/settings/public')).json().office_name as string;
    expect(french).toContain(`<p class="office">${office}</p><h1>Rôle d’audience du lundi 23 novembre 2026</h1>`);

    // The bailiff is named by the title the office confirmed, in French only.
    const bailiff = [{ role: 'bailiff' as const, name: 'Me Idrissi', name_ar: 'الأستاذ الإدريسي' }];
    expect(partyLines(bailiff, 'fr', 'commissaire_de_justice')).toEqual(['Commissaire de justice\u00a0: Me Idrissi']);
    expect(partyLines(bailiff, 'fr', null)).toEqual(['Commissaire judiciaire (huissier de justice)\u00a0: Me Idrissi']);
    expect(partyLines(bailiff, 'ar', 'commissaire_de_justice')).toEqual(['المفوض القضائي: الأستاذ الإدريسي']);

    // The PDF lays out the same cells: the level and its number on lines of their own, time and room.
    const data = await readRoll(server.database.db, '2026-11-23');
    const sheet = rollSheet(data, 'ar', { office: 'Cabinet Benali', arabicMonths: 'ma', bailiffTitle: null });
    expect(sheet.headers[0]).toBe('الساعة – القاعة');
    expect(sheet.groups[0]!.rows[0]!.slice(0, 4)).toEqual([
      '10:00\n4',
      `رقم ${d1.ref_dossier_bureau}`,
      'الاستئناف\n1457/1201/2026',
      'الموكل: وفا للتأمين\nالطرف الخصم: أحمد بنعلي\nالضحية: Karim Tazi',
    ]);
    expect(
      rollSheet(data, 'fr', { office: 'Cabinet Benali', arabicMonths: 'ma', bailiffTitle: null }).groups[0]!.rows[0]!.slice(0, 4),
    ).toEqual([
      '10:00\n4',
      `n°\u00a0${d1.ref_dossier_bureau}`,
      'Appel\n1457/1201/2026',
      'Client\u00a0: Wafa Assurance\nPartie adverse\u00a0: Ahmed Benali\nVictime\u00a0: Karim Tazi',
    ]);
    for (const lang of ['ar', 'fr']) {
      const pdf = await admin.get(`/api/agenda/roll?date=2026-11-23&format=pdf&lang=${lang}`);
      expect(pdf.statusCode).toBe(200);
      const { extractText } = await import('unpdf');
      const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
      expect(text).toContain('1457/1201/2026');
      expect(text).toContain('11:15');
      expect(text).toContain('Salle B');
    }
  });

  it('the digest’s hearings say the time, the room, the level’s number (isolated in Arabic) and the parties', async () => {
    const court = await tribunal('Cour d’appel de Rabat', 'محكمة الاستئناف بالرباط', 'Rabat');
    const dossier = await createDossier(admin);
    const appeal = await stage(dossier.id_dossier, { kind: 'appeal', file_raw: '1457/1201/2026', fk_tribunal: court });
    await link(dossier.id_dossier, 'Wafa Assurance', 'وفا للتأمين', 'client');
    await link(dossier.id_dossier, 'Ahmed Benali', 'أحمد بنعلي', 'adverse');
    const action = await addAction(admin, dossier.id_dossier, {
      date_action: '2026-11-23',
      hearing_time: '09:30',
      room: 'Salle 3',
      fk_stage: appeal.id,
    });
    const roll = await readRoll(server.database.db, '2026-11-23');
    const hearings = new Map(roll.groups.flatMap((g) => g.hearings.map((h) => [h.id_action, h] as const)));
    const item = {
      kind: 'action' as const,
      agenda_key: `action-${action.id_action}-date_action`,
      id_action: action.id_action,
      fk_dossier: dossier.id_dossier,
      ref_dossier_bureau: dossier.ref_dossier_bureau,
      date_action: '2026-11-23',
      date_prochaine: null,
      contenu: 'Plaidoirie',
      fk_type_action: null,
      type_libelle: null,
      fk_assignee: null,
      fk_responsible: null,
      matched: 'date_action' as const,
      agenda_date: '2026-11-23',
      version: 1,
      modified_at: '',
      client_name: 'Wafa Assurance',
      client_name_ar: 'وفا للتأمين',
      tribunal_nom: null,
      tribunal_nom_ar: null,
    };
    const digest = (lang: 'ar' | 'fr') =>
      buildDigest({
        lang,
        office: 'Cabinet',
        arabicMonths: 'ma',
        name: 'A',
        day: '2026-11-23',
        own: [item],
        others: [],
        hearings,
        dueSoon: [],
        overdue: [],
        publicUrl: 'https://c.test',
      })!;
    const arabic = digest('ar');
    expect(arabic.text).toContain(
      `رقم ${dossier.ref_dossier_bureau} وفا للتأمين – 09:30، Salle 3 – الاستئناف \u20661457/1201/2026\u2069 – Plaidoirie`,
    );
    expect(arabic.text).toContain('الموكل: وفا للتأمين؛ الطرف الخصم: أحمد بنعلي');
    expect(arabic.html).toContain('الاستئناف <bdi dir="ltr">1457/1201/2026</bdi>');
    const french = digest('fr');
    expect(french.text).toContain('09:30, Salle 3 – Appel 1457/1201/2026 – Plaidoirie');
    expect(french.text).toContain('Client\u00a0: Wafa Assurance\u00a0; Partie adverse\u00a0: Ahmed Benali');
  });
});
