import { termViolations } from '@cabinet/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier } from '../../../test/case-fixtures';
import { startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';
import { STAGE_KIND_LABELS, NOTIFICATION_ACTION_TEXT } from '../stages';
import { CLIENT_NOTICE_MESSAGES } from './whatsapp-messages';
import { whatsappDigits } from './whatsapp-phone';

describe('whatsappDigits', () => {
  it('writes a number in international form, a Moroccan national number with 212 for its 0', () => {
    expect(whatsappDigits('06 12 34 56 78')).toBe('212612345678');
    expect(whatsappDigits('0612-345678')).toBe('212612345678');
    expect(whatsappDigits('+212 6 12 34 56 78')).toBe('212612345678');
    expect(whatsappDigits('00212612345678')).toBe('212612345678');
    expect(whatsappDigits('+33 6 12 34 56 78')).toBe('33612345678');
    expect(whatsappDigits('٠٦١٢٣٤٥٦٧٨')).toBe('212612345678');
    expect(whatsappDigits('0612345678 / 0522334455')).toBe('212612345678');
  });

  it('has nothing to dial in what is no phone number', () => {
    for (const phone of [null, '', '0612', '061234567890', 'voir le fils', '+1 23', '12345678901234567'])
      expect(whatsappDigits(phone), String(phone)).toBeNull();
  });
});

describe('the messages to a client', () => {
  const notice = {
    name: 'Karim',
    what: null,
    date: 'mardi 1er décembre 2026',
    time: '09:30',
    court: 'Cour d’appel de Rabat',
    room: '3',
    reference: 'n°\u00a01001',
    courtNumber: '1457/1201/2026',
    office: 'Cabinet Alami',
  };
  it.each(['en', 'fr', 'ar'] as const)('%s: uses the glossary’s words', (lang) => {
    const texts = [CLIENT_NOTICE_MESSAGES[lang](notice), ...Object.values(STAGE_KIND_LABELS[lang]), NOTIFICATION_ACTION_TEXT[lang]('Appel', '1/2/2026')];
    expect(texts.flatMap((text) => termViolations(lang, 'stages', text).map((rule) => `${text}: ${rule.concept}`))).toEqual([]);
  });

  it('writes French hours and rooms as French does', () => {
    const text = CLIENT_NOTICE_MESSAGES.fr(notice);
    expect(text).toContain('est fixée au mardi 1er décembre 2026 à 9\u00a0h\u00a030, Cour d’appel de Rabat, salle 3.');
    expect(CLIENT_NOTICE_MESSAGES.fr({ ...notice, room: 'Salle des criées', time: null })).toContain('2026, Cour d’appel de Rabat, Salle des criées.');
  });
});

describe('GET /api/actions/{id}/notify-link', () => {
  let server: TestServer;
  let admin: TestClient;
  beforeEach(async () => ({ server, admin } = await startServerWithAdmin({ at: '2026-11-20T09:00:00Z', settings: { timezone: 'UTC', office_name: 'Cabinet Alami' } })));
  afterEach(() => server.close());

  async function scene() {
    const court = (await admin.post('/api/tribunals', { nom: 'Cour d’appel de Rabat', nom_ar: 'محكمة الاستئناف بالرباط', ville: 'Rabat' })).json();
    const dossier = await createDossier(admin);
    const stage = (await admin.post(`/api/dossiers/${dossier.id_dossier}/stages`, { kind: 'appeal', file_raw: '2026/1201/1457', fk_tribunal: court.id_tribunal })).json();
    const action = await addAction(admin, dossier.id_dossier, { date_action: '2026-12-01', hearing_time: '09:30', room: '3', fk_stage: stage.id, fk_type_action: 73 });
    const party = async (body: Record<string, unknown>, role = 'client') => {
      const created = (await admin.post('/api/parties', body)).json();
      await admin.post(`/api/dossiers/${dossier.id_dossier}/parties`, { id_party: created.id_party, role });
      return created.id_party as number;
    };
    return { dossier, action, party };
  }

  it('opens WhatsApp with the message in the client’s language, and writes it in the dossier’s history', async () => {
    const { dossier, action, party } = await scene();
    const arabic = await party({ name: 'Ahmed Benali', name_ar: 'أحمد بنعلي', phone: '06 12 34 56 78', language: 'ar' });
    const res = await admin.get(`/api/actions/${action.id_action}/notify-link?party=${arabic}`);
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().url);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/212612345678');
    const text = url.searchParams.get('text')!;
    expect(text).toContain('السلام عليكم أحمد بنعلي،');
    expect(text).toContain(`ملفكم رقم ${dossier.ref_dossier_bureau} (الملف عدد \u20661457/1201/2026\u2069 بالمحكمة) مبرمجة يوم الثلاثاء 1 دجنبر 2026 على الساعة 09:30، أمام محكمة الاستئناف بالرباط، القاعة 3.`);
    expect(text).toContain('Cabinet Alami');

    const french = await party({ name: 'Wafa Assurance', phone: '+212 522 33 44 55', language: 'fr' });
    const frenchText = new URL((await admin.get(`/api/actions/${action.id_action}/notify-link?party=${french}`)).json().url).searchParams.get('text')!;
    expect(frenchText).toContain(`l’audience de votre dossier n°\u00a0${dossier.ref_dossier_bureau} (dossier judiciaire n°\u00a01457/1201/2026) est fixée au mardi 1er décembre 2026 à 9\u00a0h\u00a030, Cour d’appel de Rabat, salle 3.`);

    // No language of its own: the lawyer's.
    const plain = await party({ name: 'Karim Tazi', phone: '0612000000' }, 'adverse');
    expect(new URL((await admin.get(`/api/actions/${action.id_action}/notify-link?party=${plain}`)).json().url).searchParams.get('text')).toMatch(/^Hello Karim Tazi,/);

    const history = (await admin.get(`/api/audit?entity=dossier&entity_id=${dossier.id_dossier}&page_size=100`)).json().items as {
      entity: string;
      entity_id: number;
      changes: Record<string, [unknown, unknown]>;
    }[];
    const notices = history.filter((e) => e.entity === 'client_notice');
    expect(notices).toHaveLength(3);
    expect(notices.find((e) => e.changes.fk_party?.[1] === arabic)).toMatchObject({
      entity_id: action.id_action,
      changes: { channel: [null, 'whatsapp'], party: [null, 'Ahmed Benali'], language: [null, 'ar'] },
    });
  });

  it('answers 422 for a party without a usable phone, 400 for a party not of the dossier, 404 for an unknown action', async () => {
    const { action, party } = await scene();
    const noPhone = await party({ name: 'Sans téléphone' });
    const res = await admin.get(`/api/actions/${action.id_action}/notify-link?party=${noPhone}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('no_usable_phone');
    const stranger = (await admin.post('/api/parties', { name: 'Ailleurs', phone: '0612345678' })).json();
    expect((await admin.get(`/api/actions/${action.id_action}/notify-link?party=${stranger.id_party}`)).statusCode).toBe(400);
    expect((await admin.get(`/api/actions/999999/notify-link?party=${noPhone}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/actions/${action.id_action}/notify-link`)).statusCode).toBe(400);
  });
});

describe('a party’s language', () => {
  let server: TestServer;
  let admin: TestClient;
  beforeEach(async () => ({ server, admin } = await startServerWithAdmin()));
  afterEach(() => server.close());

  it('is kept on create and edit, refused outside fr, ar and en', async () => {
    const created = await admin.post('/api/parties', { name: 'Karim', language: 'ar' });
    expect(created.json()).toMatchObject({ language: 'ar' });
    const patched = await admin.patch(`/api/parties/${created.json().id_party}`, { language: null });
    expect(patched.json()).toMatchObject({ language: null });
    expect((await admin.post('/api/parties', { name: 'X', language: 'de' })).statusCode).toBe(400);
    expect((await admin.post('/api/parties', { name: 'Y' })).json().language).toBeNull();
  });
});
