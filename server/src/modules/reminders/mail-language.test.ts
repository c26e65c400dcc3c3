import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier, utc } from '../../../test/case-fixtures';
import { signInAdmin, signInUser, startTestServer, TestClient, type TestServer } from '../../../test/harness';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../../../scripts/lib/smtp-sink.mjs';

let smtp: SmtpSink;
let server: TestServer;
let admin: TestClient;

beforeEach(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Cabinet <cabinet@example.test>', PUBLIC_URL: 'https://cabinet.example.test' },
  });
  server.clock.set(utc('2026-11-21T06:00:00Z'));
  admin = await signInAdmin(server);
  await admin.patch('/api/settings', {
    timezone: 'UTC',
    digest_hour: 7,
    office_name: 'Cabinet Benali – Casablanca',
    session_idle_minutes: 24 * 60,
  });
});
afterEach(async () => {
  await server.close();
  await smtp.close();
});

const profile = async (client: TestClient, body: Record<string, unknown>) => {
  const res = await client.patch('/api/auth/profile', body);
  expect(res.statusCode).toBe(200);
  const { language, app_language, language_follows_app } = res.json().user;
  return { language, app_language, language_follows_app };
};

describe('the language of e-mails and the calendar feed', () => {
  it('follows the language the account uses in the app until the account chooses one', async () => {
    const staff = await signInUser(server, admin);
    const { language, app_language, language_follows_app } = (await staff.get('/api/auth/session')).json().user;
    expect({ language, app_language, language_follows_app }).toEqual({ language: 'en', app_language: null, language_follows_app: true });

    // Signed in with the app in French: mail and feed in French.
    expect(await profile(staff, { app_language: 'fr' })).toEqual({ language: 'fr', app_language: 'fr', language_follows_app: true });
    const dossier = await createDossier(admin, { ref_dossier_bureau: 1001 });
    await addAction(admin, dossier.id_dossier, { date_action: '2026-11-25', fk_type_action: 73 });
    const path = new URL((await staff.get('/api/calendar/feed')).json().url).pathname;
    const summaries = async () =>
      new ICAL.Component(ICAL.parse((await new TestClient(server.app).get(path)).body))
        .getAllSubcomponents('vevent')
        .map((e) => new ICAL.Event(e).summary);
    expect(await summaries()).toEqual(['n°\u00a01001 – Audience']);

    // Chosen in the profile: kept whatever the app's language becomes.
    expect(await profile(staff, { language: 'ar' })).toEqual({ language: 'ar', app_language: 'fr', language_follows_app: false });
    expect(await profile(staff, { app_language: 'en' })).toEqual({ language: 'ar', app_language: 'en', language_follows_app: false });
    expect(await summaries()).toEqual(['رقم 1001 – جلسة']);

    // Following the app again.
    expect(await profile(staff, { language_follows_app: true })).toEqual({
      language: 'en',
      app_language: 'en',
      language_follows_app: true,
    });
    const both = await staff.patch('/api/auth/profile', { language: 'fr', language_follows_app: true });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields).toEqual({ language: 'Choose a language, or to follow the app' });
  });

  it('sends the digest in the app language, named after the office, with dates as the reader writes them and each hearing at its tribunal', async () => {
    const staff = await signInUser(server, admin);
    const staffId = (await staff.get('/api/auth/session')).json().user.id as number;
    await profile(staff, { app_language: 'ar' });
    await profile(admin, { app_language: 'fr' });
    const tribunal = (
      await admin.post('/api/tribunals', {
        nom: 'Tribunal de première instance de Casablanca',
        nom_ar: 'المحكمة الابتدائية بالدار البيضاء',
        ville: 'Casablanca',
      })
    ).json();
    const dossier = await createDossier(admin, { ref_dossier_bureau: 1002, fk_tribunal: tribunal.id_tribunal, fk_responsible: staffId });
    const client = (await admin.post('/api/parties', { name: 'Wafa Assurance', name_ar: 'وفا للتأمين', kind: 'organisation' })).json();
    await admin.post(`/api/dossiers/${dossier.id_dossier}/parties`, { id_party: client.id_party, role: 'client' });
    await addAction(admin, dossier.id_dossier, {
      date_action: '2026-11-16',
      date_prochaine: '2026-11-22',
      fk_type_action: 73,
      contenu: 'Renvoi',
    });

    server.clock.set(utc('2026-11-21T07:01:00Z'));
    const run = await admin.post('/api/admin/digest/run');
    expect(run.json()).toEqual({ sent: 2, skipped: 0 });
    const french = smtp.messages.find((m) => recipientsOf(m).includes('admin@example.test'))!;
    expect(french.subject).toBe('Cabinet Benali – Casablanca\u00a0: votre agenda du dimanche 22 novembre 2026');
    expect(french.headers.get('content-language')).toBe('fr');
    expect(french.text).toContain('Voici ce qui est prévu pour le dimanche 22 novembre 2026.');
    expect(french.text).toContain(
      'n°\u00a01002 Wafa Assurance – Tribunal de première instance de Casablanca – Audience (prochaine date) – Renvoi',
    );
    const arabic = smtp.messages.find((m) => recipientsOf(m).includes('staff@example.test'))!;
    expect(arabic.subject).toBe('Cabinet Benali – Casablanca: مفكرتك ليوم الأحد 22 نونبر 2026');
    expect(arabic.text).toContain('رقم 1002 وفا للتأمين – المحكمة الابتدائية بالدار البيضاء – جلسة (الموعد المقبل) – Renvoi');
  });

  it("names the office in the test message, in the caller's app language", async () => {
    await profile(admin, { app_language: 'fr' });
    expect((await admin.post('/api/admin/mail/test')).statusCode).toBe(204);
    await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(1);
    expect(smtp.messages[0]!.subject).toBe('Cabinet Benali – Casablanca\u00a0: message de test');
  });
});
