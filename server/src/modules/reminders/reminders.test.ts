import { gunzipSync } from 'node:zlib';
import { formatLongDate, ROLL_PDF_MAX_HEARINGS } from '@cabinet/shared';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/database';
import { addAction, createDossier, insertTribunal, utc } from '../../../test/case-fixtures';
import { onPostgres, signInAdmin, signInUser, startTestServer, TestClient, type TestServer } from '../../../test/harness';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../../../../scripts/lib/smtp-sink.mjs';

let smtp: SmtpSink;
let server: TestServer;
let admin: TestClient;
let adminId: number;

const waitFor = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

beforeEach(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Cabinet <cabinet@example.test>', PUBLIC_URL: 'https://cabinet.example.test' },
  });
  server.clock.set(utc('2026-11-21T06:00:00Z'));
  admin = await signInAdmin(server);
  adminId = (await admin.get('/api/auth/session')).json().user.id;
  await admin.patch('/api/settings', { timezone: 'UTC', digest_hour: 7, session_idle_minutes: 24 * 60, session_absolute_hours: 72 });
});
afterEach(async () => {
  await server.close();
  await smtp.close();
});

describe('who does what', () => {
  it('keeps the responsible lawyer and the assignee, refuses unknown accounts, filters with mine=1', async () => {
    const staff = await signInUser(server, admin);
    const staffId = (await staff.get('/api/auth/session')).json().user.id as number;
    const mine = await createDossier(admin, { fk_responsible: adminId });
    expect(mine.fk_responsible).toBe(adminId);
    const theirs = await createDossier(admin, { fk_responsible: staffId });
    const bad = await admin.post('/api/dossiers', { ref_dossier_bureau: 77, date_inscription_bureau: '2026-01-01', fk_responsible: 9999 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.fk_responsible).toBe('This account does not exist');

    const assigned = await addAction(admin, theirs.id_dossier, { date_action: '2026-11-22', fk_assignee: adminId });
    expect(assigned.fk_assignee).toBe(adminId);
    const other = await addAction(admin, theirs.id_dossier, { date_action: '2026-11-22' });
    const own = await addAction(admin, mine.id_dossier, { date_action: '2026-11-22' });
    const patched = await admin.patch(`/api/actions/${other.id_action}`, { fk_assignee: staffId, version: other.version });
    expect(patched.json().fk_assignee).toBe(staffId);
    expect((await admin.patch(`/api/actions/${own.id_action}`, { fk_assignee: 4242, version: own.version })).statusCode).toBe(400);

    const agenda = (await admin.get('/api/agenda?mine=1')).json();
    expect(agenda.items.map((i: { id_action: number }) => i.id_action).sort()).toEqual([assigned.id_action, own.id_action].sort());
    expect((await admin.get('/api/agenda')).json().total).toBe(3);
    const dossiers = (await admin.get('/api/dossiers?mine=1')).json();
    expect(dossiers.items.map((d: { id_dossier: number }) => d.id_dossier)).toEqual([mine.id_dossier]);
    const accounts = (await staff.get('/api/accounts')).json().items;
    expect(accounts.map((a: { id: number }) => a.id).sort()).toEqual([adminId, staffId].sort());
  });

  it('keeps language, digest and the Mine switch in the profile; digest_hour in the settings', async () => {
    const res = await admin.patch('/api/auth/profile', { language: 'ar', daily_digest: false, prefer_mine: true });
    expect(res.json().user).toMatchObject({ language: 'ar', daily_digest: false, prefer_mine: true });
    expect((await admin.get('/api/auth/session')).json().user).toMatchObject({ language: 'ar', prefer_mine: true });
    expect((await admin.patch('/api/auth/profile', { language: 'de' })).statusCode).toBe(400);
    expect((await admin.patch('/api/settings', { digest_hour: 24 })).statusCode).toBe(400);
    expect((await admin.patch('/api/settings', { digest_hour: null })).json().digest_hour).toBeNull();
  });

  it('keeps the office choice of Arabic month names and gives it to every signed-in screen', async () => {
    expect((await admin.get('/api/settings/public')).json().arabic_months).toBe('ma');
    expect((await admin.patch('/api/settings', { arabic_months: 'tn' })).json().arabic_months).toBe('tn');
    const staff = await signInUser(server, admin);
    expect((await staff.get('/api/settings/public')).json().arabic_months).toBe('tn');
    expect((await admin.patch('/api/settings', { arabic_months: 'eg' })).statusCode).toBe(400);
  });

  it('keeps the wordings the office confirms (bailiff title, instrument numbers), unconfirmed until it answers', async () => {
    expect((await admin.get('/api/settings/public')).json()).toMatchObject({ bailiff_title: null, instrument_numbers: null });
    const saved = await admin.patch('/api/settings', { bailiff_title: 'commissaire_judiciaire', instrument_numbers: 'filing' });
    expect(saved.json()).toMatchObject({ bailiff_title: 'commissaire_judiciaire', instrument_numbers: 'filing' });
    const staff = await signInUser(server, admin);
    expect((await staff.get('/api/settings/public')).json()).toMatchObject({
      bailiff_title: 'commissaire_judiciaire',
      instrument_numbers: 'filing',
    });
    expect((await admin.patch('/api/settings', { bailiff_title: 'notaire' })).statusCode).toBe(400);
    expect((await admin.patch('/api/settings', { instrument_numbers: null })).json().instrument_numbers).toBeNull();
  });
});

describe('daily digest', () => {
  it("lists the office's overdue deadlines and those due within 7 days, with the rule in the recipient's language", async () => {
    await admin.patch('/api/settings', { country: 'MA', weekend_days: [6, 7] });
    const rules = (await admin.get('/api/deadline-rules')).json().items as {
      id: number;
      preset_key: string | null;
      trigger_type_ids: number[];
    }[];
    const appeal = rules.find((r) => r.preset_key === 'ma_appeal_cpc2026')!;
    await admin.patch(`/api/deadline-rules/${appeal.id}`, { active: true });
    const dossier = await createDossier(admin, { ref_dossier_bureau: 8801 });
    await addAction(admin, dossier.id_dossier, { date_action: '2026-10-01', fk_type_action: appeal.trigger_type_ids[0] }); // overdue
    const soon = await createDossier(admin, { ref_dossier_bureau: 8802 });
    await addAction(admin, soon.id_dossier, { date_action: '2026-10-22', fk_type_action: appeal.trigger_type_ids[0] }); // due within the week
    const due = (await admin.get('/api/deadlines'))
      .json()
      .items.map((d: { ref_dossier_bureau: number; due_date: string }) => [d.ref_dossier_bureau, d.due_date]);

    server.clock.set(utc('2026-11-21T07:01:00Z'));
    expect((await admin.post('/api/admin/digest/run')).json()).toEqual({ sent: 1, skipped: 0 });
    const mail = smtp.messages[0]!;
    const text = mail.text ?? '';
    const [overdue, dueSoon] = [due.find((d: [number, string]) => d[0] === 8801), due.find((d: [number, string]) => d[0] === 8802)];
    expect(overdue[1] < '2026-11-21').toBe(true);
    expect(dueSoon[1] >= '2026-11-21' && dueSoon[1] <= '2026-11-28').toBe(true);
    expect(text).toContain(`#8801`);
    expect(text).toContain(`#8802`);
    expect(text.indexOf('#8801')).toBeLessThan(text.indexOf('#8802'));
    // Dates written out for the reader, each saying whether the period has run out or still runs.
    expect(text).toContain(`(expired ${formatLongDate(overdue[1], 'en')})`);
    expect(text).toContain(`(last day ${formatLongDate(dueSoon[1], 'en')})`);
  });

  it('sends at the digest hour, once, in the recipient language, own actions first, nothing when nothing is due', async () => {
    const staff = await signInUser(server, admin);
    const staffId = (await staff.get('/api/auth/session')).json().user.id as number;
    await staff.patch('/api/auth/profile', { language: 'ar' });
    const third = await signInUser(server, admin, 'third@example.test');
    await third.patch('/api/auth/profile', { daily_digest: false });
    const dossier = await createDossier(admin, { fk_responsible: staffId });
    await addAction(admin, dossier.id_dossier, { date_action: '2026-11-22', contenu: 'Audience <b>plaidoirie</b>' });

    await server.app.digestScheduler.tick();
    expect(smtp.messages).toHaveLength(0);
    server.clock.set(utc('2026-11-21T07:01:00Z'));
    await server.app.digestScheduler.tick();
    await server.app.digestScheduler.tick();
    expect(smtp.messages.flatMap(recipientsOf).sort()).toEqual(['admin@example.test', 'staff@example.test']);

    const arabic = smtp.messages.find((m) => recipientsOf(m).includes('staff@example.test'))!;
    expect(arabic.subject).toBe('Cabinet: مفكرتك ليوم الأحد 22 نونبر 2026');
    expect(arabic.html).toContain('dir="rtl"');
    expect(arabic.html).toContain('Audience &lt;b&gt;plaidoirie&lt;/b&gt;');
    expect(arabic.html).toContain(`https://cabinet.example.test/dossier/modify/${dossier.id_dossier}`);
    expect(arabic.text).toContain('إليك ما هو مبرمج ليوم الأحد 22 نونبر 2026.');
    expect(arabic.text).toContain('جلساتك وإجراءاتك غدًا');
    expect(arabic.headers.get('content-language')).toBe('ar');
    const english = smtp.messages.find((m) => recipientsOf(m).includes('admin@example.test'))!;
    expect(english.text).toContain("The office's other hearings and actions tomorrow");
    expect(english.text).not.toContain('Your hearings');

    // Next day, nothing due: nothing is sent; the run answers what it skipped.
    server.clock.set(utc('2026-11-22T05:30:00Z'));
    expect((await admin.post('/api/admin/digest/run')).json()).toEqual({ sent: 0, skipped: 2 });
    expect((await admin.post('/api/admin/digest/run')).json()).toEqual({ sent: 0, skipped: 0 });
    expect(smtp.messages).toHaveLength(2);
    const log = (await admin.get('/api/admin/mail/log')).json();
    expect(log.total).toBe(2);
    expect(log.items[0]).toMatchObject({ kind: 'digest', status: 'sent', error: null });
  });

  it('is sent once per account and day by two instances on one database, and after a restart', async () => {
    const dossier = await createDossier(admin);
    await addAction(admin, dossier.id_dossier, { date_action: '2026-11-22' });
    for (let i = 0; i < 4; i += 1) await signInUser(server, admin, `u${i}@example.test`);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: server.url,
      WEB_DIST: '/nonexistent',
      SMTP_URL: smtp.url,
    });
    const database = createDatabase(server.url, { poolSize: 4 });
    const second = await buildApp({ config, database, clock: server.clock, logger: false });
    await second.ready();
    try {
      server.clock.set(utc('2026-11-21T09:00:00Z'));
      await Promise.all([server.app.digestScheduler.tick(), second.digestScheduler.tick(), server.app.digestScheduler.tick()]);
      expect(smtp.messages.flatMap(recipientsOf).sort()).toEqual([
        'admin@example.test',
        'u0@example.test',
        'u1@example.test',
        'u2@example.test',
        'u3@example.test',
      ]);
      // A restarted instance finds the claims and sends nothing again.
      await second.close();
      const third = await buildApp({ config, database, clock: server.clock, logger: false });
      await third.ready();
      await third.digestScheduler.tick();
      await third.close();
      expect(smtp.messages).toHaveLength(5);
    } finally {
      await second.close();
      await database.close();
    }
  });

  it('retries a send the server refused later that day; a refused recipient is logged while the others receive', async () => {
    const dossier = await createDossier(admin);
    await addAction(admin, dossier.id_dossier, { date_action: '2026-11-22' });
    await signInUser(server, admin, 'refused@example.test');
    await signInUser(server, admin, 'fine@example.test');
    smtp.refuse.add('refused@example.test');
    smtp.failNext = 1;
    server.clock.set(utc('2026-11-21T07:00:00Z'));
    await server.app.digestScheduler.tick();
    // The first message (the admin's) met the temporary refusal; fine@ got through.
    expect(smtp.messages.flatMap(recipientsOf)).toEqual(['fine@example.test']);
    server.clock.set(utc('2026-11-21T07:05:00Z'));
    await server.app.digestScheduler.tick();
    expect(smtp.messages).toHaveLength(1);
    server.clock.set(utc('2026-11-21T07:11:00Z'));
    await server.app.digestScheduler.tick();
    expect(smtp.messages.flatMap(recipientsOf).sort()).toEqual(['admin@example.test', 'fine@example.test']);
    const log = (await admin.get('/api/admin/mail/log?page_size=50')).json().items as {
      to: string;
      status: string;
      error: string | null;
    }[];
    expect(log.filter((l) => l.to === 'refused@example.test' && l.status === 'failed').length).toBeGreaterThanOrEqual(2);
    expect(log.find((l) => l.to === 'refused@example.test')!.error).toMatch(/550|Mailbox unavailable/);
    expect(log.filter((l) => l.to === 'admin@example.test').map((l) => l.status)).toEqual(['sent', 'failed']);
  });

  it('sends a test message to the caller; admins only', async () => {
    const staff = await signInUser(server, admin);
    expect((await staff.post('/api/admin/mail/test')).statusCode).toBe(403);
    expect((await admin.post('/api/admin/mail/test')).statusCode).toBe(204);
    await waitFor(() => smtp.messages.length === 1);
    expect(smtp.messages[0]!.subject).toBe('Cabinet: test message');
    const audit = (await admin.get('/api/audit?entity=mail_test')).json().items;
    expect(audit[0]).toMatchObject({ user: { id: adminId }, operation: 'create', changes: { to: [null, 'admin@example.test'] } });
  });
});

describe('mail without a reachable or configured server', () => {
  it('answers 409 mail_not_configured without SMTP_URL, and never fails a request on an unreachable server', async () => {
    const bare = await startTestServer();
    try {
      const a = await signInAdmin(bare);
      const res = await a.post('/api/admin/mail/test');
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('mail_not_configured');
    } finally {
      await bare.close();
    }
    const port = Number(new URL(smtp.url).port);
    await smtp.close();
    const down = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}?tls=off` } });
    try {
      const a = await signInAdmin(down);
      const d = await createDossier(a);
      down.clock.set(utc('2026-11-21T12:00:00Z'));
      await addAction(a, d.id_dossier, { date_action: '2026-11-22' });
      expect((await a.post('/api/admin/digest/run')).json()).toEqual({ sent: 0, skipped: 1 });
      expect((await a.get('/api/admin/mail/log')).json().items[0]).toMatchObject({ status: 'failed' });
      expect((await a.get('/api/health')).statusCode).toBe(200);
    } finally {
      await down.close();
    }
    smtp = await startSmtpSink();
  });

  it('stops start-up on a bad SMTP_URL, naming it', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://nope' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://user:pass@mail.example.test:587' })).not.toThrow();
  });
});

describe('calendar feed', () => {
  it('serves the account calendar without a cookie, read by an iCalendar parser; rotate revokes; guesses are throttled, never a valid address', async () => {
    const staff = await signInUser(server, admin);
    const staffId = (await staff.get('/api/auth/session')).json().user.id as number;
    const dossier = await createDossier(admin);
    const a = await addAction(admin, dossier.id_dossier, { date_action: '2026-11-25', contenu: 'Audience, salle 3; étage 2' });
    const b = await addAction(admin, dossier.id_dossier, { date_action: '2026-11-10', date_prochaine: '2026-12-01', fk_assignee: staffId });
    await addAction(admin, dossier.id_dossier, { date_action: '2026-09-01' });
    await addAction(admin, dossier.id_dossier, { date_action: '2027-07-01' });

    const { url } = (await staff.get('/api/calendar/feed')).json();
    expect(url).toMatch(/^https:\/\/cabinet\.example\.test\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await staff.get('/api/calendar/feed')).json().url).toBe(url);
    const path = new URL(url).pathname;
    const anonymous = new TestClient(server.app);
    const res = await anonymous.get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    // One name, whatever days the feed holds today (they move every day).
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Cabinet');
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    // Both dates of the postponed hearing are events: its own date and the date it was put off to.
    expect(events.map((e) => e.uid).sort()).toEqual(
      [
        `action-${a.id_action}-date_action@cabinet`,
        `action-${b.id_action}-date_action@cabinet`,
        `action-${b.id_action}-date_prochaine@cabinet`,
      ].sort(),
    );
    expect(events.find((e) => e.uid.startsWith(`action-${a.id_action}`))!.description).toContain('Audience, salle 3; étage 2');
    const mine = new ICAL.Component(ICAL.parse((await anonymous.get(`${path}?scope=mine`)).body));
    expect(mine.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e).uid)).toEqual([
      `action-${b.id_action}-date_action@cabinet`,
      `action-${b.id_action}-date_prochaine@cabinet`,
    ]);
    // Nothing else is reachable with the token.
    expect((await anonymous.get('/api/agenda')).statusCode).toBe(401);

    const rotated = (await staff.post('/api/calendar/feed/rotate')).json().url;
    expect(rotated).not.toBe(url);
    expect((await anonymous.get(path)).statusCode).toBe(404);
    expect((await anonymous.get(new URL(rotated).pathname)).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await anonymous.get(`/calendar/${'x'.repeat(43)}.ics`)).statusCode).toBe(404);
    // Ten misses from this client address: its next guess is refused, a valid address is still served.
    const refused = await anonymous.get(`/calendar/${'y'.repeat(43)}.ics`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await anonymous.get(new URL(rotated).pathname)).statusCode).toBe(200);
  });
});

describe('calendar feed address and credentials', () => {
  const pathOf = async (client: TestClient) => new URL((await client.get('/api/calendar/feed')).json().url).pathname;
  const feedDeletions = async () =>
    (
      await server.database.db
        .selectFrom('audit_log')
        .select(['user_id', 'entity_id'])
        .where('entity', '=', 'calendar_feed')
        .where('operation', '=', 'delete')
        .orderBy('id')
        .execute()
    ).map((row) => [row.user_id, row.entity_id]);

  it('retires the address on a password reset or change and on disabling; re-enabling does not bring it back', async () => {
    let staff = await signInUser(server, admin);
    const staffId = (await staff.get('/api/auth/session')).json().user.id as number;
    const anonymous = new TestClient(server.app);

    const first = await pathOf(staff);
    expect((await anonymous.get(first)).statusCode).toBe(200);
    // An administrator resets the password (a compromised account): the copied address dies with the sessions.
    expect((await admin.post(`/api/users/${staffId}/password`, { new_password: 'staff password 2' })).statusCode).toBe(204);
    expect((await anonymous.get(first)).statusCode).toBe(404);

    staff = new TestClient(server.app);
    expect((await staff.post('/api/auth/login', { login: 'staff@example.test', password: 'staff password 2' })).statusCode).toBe(200);
    const second = await pathOf(staff);
    expect(second).not.toBe(first);
    expect((await anonymous.get(second)).statusCode).toBe(200);
    // The owner's own change keeps their session, not the address.
    expect(
      (await staff.post('/api/auth/password', { current_password: 'staff password 2', new_password: 'staff password 3' })).statusCode,
    ).toBe(204);
    expect((await staff.get('/api/auth/session')).statusCode).toBe(200);
    expect((await anonymous.get(second)).statusCode).toBe(404);

    const third = await pathOf(staff);
    expect((await anonymous.get(third)).statusCode).toBe(200);
    expect((await admin.patch(`/api/users/${staffId}`, { status: 'disabled' })).statusCode).toBe(200);
    expect((await anonymous.get(third)).statusCode).toBe(404);
    expect((await admin.patch(`/api/users/${staffId}`, { status: 'active' })).statusCode).toBe(200);
    expect((await anonymous.get(third)).statusCode).toBe(404);

    expect(await feedDeletions()).toEqual([
      [adminId, staffId],
      [staffId, staffId],
      [adminId, staffId],
    ]);
  });

  it('leaves the address of an account without sessions to end alone, and others’ addresses too', async () => {
    const staff = await signInUser(server, admin);
    const anonymous = new TestClient(server.app);
    const staffFeed = await pathOf(staff);
    const adminFeed = await pathOf(admin);
    await admin.patch('/api/auth/profile', { language: 'fr' });
    expect((await admin.post('/api/auth/logout')).statusCode).toBe(204);
    expect((await anonymous.get(adminFeed)).statusCode).toBe(200);
    expect((await anonymous.get(staffFeed)).statusCode).toBe(200);
    expect(await feedDeletions()).toEqual([]);
  });
});

describe('calendar feed events', () => {
  const eventsOf = (body: string) => new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent');
  const feedPath = async (client: TestClient) => new URL((await client.get('/api/calendar/feed')).json().url).pathname;

  it('keeps a hearing and the date it was put off to as two events with their own UIDs, named with the client and at the tribunal', async () => {
    await admin.patch('/api/auth/profile', { language: 'fr' });
    const tribunal = (
      await admin.post('/api/tribunals', { nom: 'Tribunal de première instance de Casablanca', ville: 'Casablanca' })
    ).json();
    const dossier = await createDossier(admin, { ref_dossier_bureau: 1002, fk_tribunal: tribunal.id_tribunal });
    const client = (await admin.post('/api/parties', { name: 'Wafa Assurance', kind: 'organisation' })).json();
    await admin.post(`/api/dossiers/${dossier.id_dossier}/parties`, { id_party: client.id_party, role: 'client' });
    const hearing = await addAction(admin, dossier.id_dossier, {
      date_action: '2026-11-16',
      date_prochaine: '2026-11-30',
      fk_type_action: 73,
      contenu: 'Renvoi',
    });
    const path = await feedPath(admin);
    const anonymous = new TestClient(server.app);
    const read = async () => eventsOf((await anonymous.get(path)).body).map((e) => new ICAL.Event(e));
    const events = await read();
    expect(events.map((e) => [e.uid, e.startDate.toString(), e.summary, e.location])).toEqual([
      [
        `action-${hearing.id_action}-date_action@cabinet`,
        '2026-11-16',
        'n°\u00a01002 Wafa Assurance – Audience',
        'Tribunal de première instance de Casablanca',
      ],
      [
        `action-${hearing.id_action}-date_prochaine@cabinet`,
        '2026-11-30',
        'n°\u00a01002 Wafa Assurance – Audience · Prochaine date',
        'Tribunal de première instance de Casablanca',
      ],
    ]);
    // A refresh the next day names the same events (and the calendar) the same way.
    server.clock.advance(24 * 3_600_000);
    expect((await read()).map((e) => e.uid)).toEqual(events.map((e) => e.uid));
  });

  it('is named after the office every day, rings deadlines at 09:00, and stamps a deadline moved by a public holiday', async () => {
    await admin.patch('/api/settings', { country: 'MA', weekend_days: [6, 7], office_name: 'Cabinet Benali' });
    const rules = (await admin.get('/api/deadline-rules')).json().items as {
      id: number;
      preset_key: string | null;
      trigger_type_ids: number[];
    }[];
    const appeal = rules.find((r) => r.preset_key === 'ma_appeal_cpc2026')!;
    await admin.patch(`/api/deadline-rules/${appeal.id}`, { active: true });
    const dossier = await createDossier(admin);
    await addAction(admin, dossier.id_dossier, { date_action: '2026-11-13', fk_type_action: appeal.trigger_type_ids[0] });
    const path = await feedPath(admin);
    const anonymous = new TestClient(server.app);
    const calendarOf = async () => new ICAL.Component(ICAL.parse((await anonymous.get(path)).body));

    const before = await calendarOf();
    expect(before.getFirstPropertyValue('x-wr-calname')).toBe('Cabinet Benali');
    const deadline = before.getAllSubcomponents('vevent').find((e) => String(e.getFirstPropertyValue('uid')).startsWith('deadline-'))!;
    expect(deadline.getAllSubcomponents('valarm').map((a) => String(a.getFirstPropertyValue('trigger')))).toEqual(['-P6DT15H', '-PT15H']);
    const due = String(deadline.getFirstPropertyValue('dtstart'));
    const stamped = String(deadline.getFirstPropertyValue('dtstamp'));

    // A day later a decree makes the due day a public holiday: the deadline moves, and its event says when it changed.
    server.clock.advance(24 * 3_600_000);
    const holiday = { date: due, kind: 'holiday', country: 'MA', label: 'Jour férié exceptionnel', source: 'Décret du 20 novembre 2026' };
    expect((await admin.post('/api/calendar/days', holiday)).statusCode).toBe(201);
    const after = await calendarOf();
    expect(after.getFirstPropertyValue('x-wr-calname')).toBe('Cabinet Benali');
    const moved = after.getAllSubcomponents('vevent').find((e) => String(e.getFirstPropertyValue('uid')).startsWith('deadline-'))!;
    expect(String(moved.getFirstPropertyValue('dtstart'))).not.toBe(due);
    expect(moved.getFirstPropertyValue('sequence')).toBe(2);
    expect(String(moved.getFirstPropertyValue('dtstamp'))).not.toBe(stamped);
    expect(String(moved.getFirstPropertyValue('dtstamp'))).toBe('2026-11-22T06:00:00Z');
    expect(String(moved.getFirstPropertyValue('last-modified'))).toBe('2026-11-22T06:00:00Z');
  });
});

describe('calendar feed cache', () => {
  const feedOf = async (client: TestClient) => `${new URL((await client.get('/api/calendar/feed')).json().url).pathname}?scope=mine`;
  const descriptions = (body: string) =>
    new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e).description);
  /** A colleague with one action assigned, the address of their feed, and a calendar app (no cookie). */
  const assignedFeed = async () => {
    const staff = await signInUser(server, admin);
    const staffId = (await staff.get('/api/auth/session')).json().user.id as number;
    const dossier = await createDossier(admin);
    const action = await addAction(admin, dossier.id_dossier, { date_action: '2026-11-25', contenu: 'Audience', fk_assignee: staffId });
    return { action, path: await feedOf(staff), anonymous: new TestClient(server.app) };
  };

  it('answers a poll from its render until a write changes it, with a strong ETag a conditional request gets 304 for', async () => {
    const { action, path, anonymous } = await assignedFeed();

    const first = await anonymous.get(path);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const again = await anonymous.request('GET', path, undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await anonymous.request('GET', path, undefined, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);

    // Gzipped once for the calendar applications that ask for it: another representation, another tag.
    const zipped = await anonymous.request('GET', path, undefined, { 'accept-encoding': 'br;q=0, gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(first.body);
    const zippedTag = zipped.headers.etag as string;
    expect(zippedTag).not.toBe(etag);
    expect((await anonymous.request('GET', path, undefined, { 'accept-encoding': 'gzip', 'if-none-match': zippedTag })).statusCode).toBe(
      304,
    );
    expect((await anonymous.request('GET', path, undefined, { 'accept-encoding': 'gzip;q=0', 'if-none-match': etag })).statusCode).toBe(
      304,
    );

    // The same data rendered again, later or elsewhere, is the same bytes: the ETag holds.
    server.clock.advance(60_000);
    const rerendered = await anonymous.get(path);
    expect(rerendered.body).toBe(first.body);
    expect(rerendered.headers.etag).toBe(etag);

    // A write through the server shows in the very next poll.
    const patched = await admin.patch(`/api/actions/${action.id_action}`, { contenu: 'Audience moved to room 4', version: action.version });
    expect(patched.statusCode).toBe(200);
    const changed = await anonymous.request('GET', path, undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(descriptions(changed.body)).toEqual(['Action date\nAudience moved to room 4']);

    // A change made behind the server's back (by hand in the database) shows within the minute.
    await server.database.db.updateTable('action').set({ contenu: 'Changed by hand', version: 9 }).execute();
    expect(descriptions((await anonymous.get(path)).body)).toEqual(['Action date\nAudience moved to room 4']);
    server.clock.advance(60_000);
    expect(descriptions((await anonymous.get(path)).body)).toEqual(['Action date\nChanged by hand']);
  });

  it.runIf(onPostgres())('shows a write made on another instance in the next poll on this one', async () => {
    const { action, path, anonymous } = await assignedFeed();
    expect(descriptions((await anonymous.get(path)).body)).toEqual(['Action date\nAudience']);

    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: server.url, WEB_DIST: '/nonexistent' });
    const database = createDatabase(server.url, { poolSize: 2 });
    const second = await buildApp({ config, database, clock: server.clock, logger: false });
    await second.ready();
    try {
      const adminOnSecond = new TestClient(second);
      adminOnSecond.cookie = admin.cookie;
      const patched = await adminOnSecond.patch(`/api/actions/${action.id_action}`, {
        contenu: 'Written on the other instance',
        version: action.version,
      });
      expect(patched.statusCode).toBe(200);
      expect(descriptions((await anonymous.get(path)).body)).toEqual(['Action date\nWritten on the other instance']);
    } finally {
      await second.close();
      await database.close();
    }
  });
});

describe('court roll', () => {
  it('groups the day hearings by tribunal, as JSON, a printable page and a PDF', async () => {
    const rabat = await insertTribunal(server, 'Tribunal de première instance', 'Rabat');
    const casa = await insertTribunal(server, 'المحكمة الابتدائية', 'الدار البيضاء');
    const d1 = await createDossier(admin, {
      fk_tribunal: rabat,
      nom_responsable_civil: 'Wafa Assurance',
      num_dossier_tribunal: '2026/1201/45',
      fk_responsible: adminId,
    });
    const d2 = await createDossier(admin, { fk_tribunal: casa, nom_responsable_civil: 'شركة التأمين' });
    await addAction(admin, d1.id_dossier, { date_action: '2026-11-22', contenu: 'Plaidoirie' });
    await addAction(admin, d2.id_dossier, { date_action: '2026-10-01', date_prochaine: '2026-11-22', contenu: 'جلسة' });
    await addAction(admin, d2.id_dossier, { date_action: '2026-11-23', contenu: 'Not that day' });

    const roll = (await admin.get('/api/agenda/roll?date=2026-11-22')).json();
    expect(roll.total).toBe(2);
    expect(roll.groups.map((g: { tribunal_nom: string }) => g.tribunal_nom)).toEqual([
      'Tribunal de première instance',
      'المحكمة الابتدائية',
    ]);
    expect(roll.groups[0].hearings[0]).toMatchObject({
      ref_dossier_bureau: d1.ref_dossier_bureau,
      parties: [{ role: 'civilly_liable', name: 'Wafa Assurance', name_ar: null }],
      attendee: 'Amina Admin',
    });
    expect((await admin.get('/api/agenda/roll')).json()).toMatchObject({ date: '2026-11-22', total: 2 });

    const html = await admin.get('/api/agenda/roll?date=2026-11-22&format=html&lang=ar');
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain('dir="rtl"');
    expect(html.body).toContain('جدول الجلسات ليوم الأحد 22 نونبر 2026');
    expect(html.body).toContain(`<td>رقم ${d1.ref_dossier_bureau}</td>`);
    expect((await admin.get('/api/agenda/roll?date=2026-12-01&format=html&lang=fr')).body).toContain(
      'Rôle d’audience du mardi 1er décembre 2026',
    );
    const pdf = await admin.get('/api/agenda/roll?date=2026-11-22&format=pdf&lang=ar');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await admin.get('/api/agenda/roll?date=2026-02-30')).statusCode).toBe(400);
    expect((await new TestClient(server.app).get('/api/agenda/roll')).statusCode).toBe(401);
  });

  it("lists each hearing's parties by role from the dossier's Parties tab, in Arabic on the Arabic roll, and counts hearings", async () => {
    const tribunal = (
      await admin.post('/api/tribunals', {
        nom: 'Tribunal de première instance civil de Casablanca',
        nom_ar: 'المحكمة الابتدائية المدنية بالدار البيضاء',
        ville: 'Casablanca',
      })
    ).json();
    const dossier = await createDossier(admin, { fk_tribunal: tribunal.id_tribunal, nom_responsable_civil: 'Old field name' });
    const link = async (name: string, name_ar: string | null, role: string) => {
      const party = (await admin.post('/api/parties', { name, name_ar })).json();
      expect((await admin.post(`/api/dossiers/${dossier.id_dossier}/parties`, { id_party: party.id_party, role })).statusCode).toBe(201);
    };
    await link('Ahmed Benali', 'أحمد بنعلي', 'adverse');
    await link('Wafa Assurance', 'وفا للتأمين', 'client');
    await link('Karim Tazi', null, 'civilly_liable');
    await link('Atlas Assurances', null, 'insurer');
    // The hearing of 16/11 adjourned to 22/11, and the 22/11 hearing logged in its turn: one hearing.
    await addAction(admin, dossier.id_dossier, { date_action: '2026-11-16', date_prochaine: '2026-11-22', contenu: 'Renvoi' });
    await addAction(admin, dossier.id_dossier, { date_action: '2026-11-22', contenu: 'Plaidoirie' });
    const other = await createDossier(admin, { fk_tribunal: tribunal.id_tribunal });
    await addAction(admin, other.id_dossier, { date_action: '2026-11-22', contenu: 'Expertise' });

    const roll = (await admin.get('/api/agenda/roll?date=2026-11-22')).json();
    expect(roll.total).toBe(2);
    // Three rows (both actions of the adjourned dossier are listed): what bounds a PDF roll.
    expect(roll.rows).toBe(3);
    expect(roll.groups).toHaveLength(1);
    expect(roll.groups[0]).toMatchObject({ tribunal_nom_ar: 'المحكمة الابتدائية المدنية بالدار البيضاء' });
    const [first, second, third] = roll.groups[0].hearings;
    const expected = [
      { role: 'client', name: 'Wafa Assurance', name_ar: 'وفا للتأمين' },
      { role: 'adverse', name: 'Ahmed Benali', name_ar: 'أحمد بنعلي' },
      { role: 'insurer', name: 'Atlas Assurances', name_ar: null },
      // A linked civilly liable party stands for the dossier's own field.
      { role: 'civilly_liable', name: 'Karim Tazi', name_ar: null },
    ];
    expect(first.parties).toEqual(expected);
    expect(second.parties).toEqual(expected);
    expect(third.parties).toEqual([]);

    const arabic = (await admin.get('/api/agenda/roll?date=2026-11-22&format=html&lang=ar')).body;
    expect(arabic).toContain('<h2>المحكمة الابتدائية المدنية بالدار البيضاء – Casablanca</h2>');
    expect(arabic).toContain(
      '<td>الموكل: وفا للتأمين<br>الطرف الخصم: أحمد بنعلي<br>شركة التأمين: Atlas Assurances<br>المسؤول المدني: Karim Tazi</td>',
    );
    const french = (await admin.get('/api/agenda/roll?date=2026-11-22&format=html&lang=fr')).body;
    expect(french).toContain('<h2>Tribunal de première instance civil de Casablanca – Casablanca</h2>');
    expect(french).toContain('<td>Client\u00a0: Wafa Assurance<br>Partie adverse\u00a0: Ahmed Benali<br>');
    const pdf = await admin.get('/api/agenda/roll?date=2026-11-22&format=pdf&lang=ar');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lays out as a PDF a day whose action holds one 20,000-character word, while the JSON keeps it whole', async () => {
    const word = 'x'.repeat(20_000);
    const dossier = await createDossier(admin);
    await addAction(admin, dossier.id_dossier, { date_action: '2031-01-10', contenu: word });
    await addAction(admin, dossier.id_dossier, { date_action: '2031-01-10', contenu: `جلسة ${'ب'.repeat(20_000 - 5)}` });

    for (const lang of ['en', 'ar']) {
      const pdf = await admin.get(`/api/agenda/roll?date=2031-01-10&format=pdf&lang=${lang}`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.rawPayload.subarray(-6).toString()).toMatch(/%%EOF\n?$/);
    }
    const json = (await admin.get('/api/agenda/roll?date=2031-01-10')).json();
    expect(json.groups[0].hearings.map((h: { contenu: string }) => h.contenu.length)).toEqual([20_000, 20_000]);
    // Seconds on a loaded machine (a job process starts for each PDF); pdfkit breaking the word itself took minutes.
  }, 60_000);

  it(`refuses a PDF of more than ${ROLL_PDF_MAX_HEARINGS} hearings with 422 roll_too_large, as JSON and not as an attachment`, async () => {
    const dossier = await createDossier(admin);
    const at = new Date().toISOString();
    await server.database.db
      .insertInto('action')
      .values(
        Array.from({ length: ROLL_PDF_MAX_HEARINGS + 1 }, (_, i) => ({
          fk_dossier: dossier.id_dossier,
          date_action: '2031-01-11',
          fk_type_action: null,
          contenu: `Audience ${i}`,
          date_prochaine: null,
          fk_assignee: null,
          created_at: at,
          created_by: null,
          modified_at: at,
          modified_by: null,
        })),
      )
      .execute();
    const refused = await admin.get('/api/agenda/roll?date=2031-01-11&format=pdf');
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.headers['content-disposition']).toBeUndefined();
    expect(refused.json().error).toMatchObject({
      code: 'roll_too_large',
      message: expect.stringContaining(`at most ${ROLL_PDF_MAX_HEARINGS} hearings`),
    });
    // The printable page still has every hearing.
    const html = await admin.get('/api/agenda/roll?date=2031-01-11&format=html');
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain(`Audience ${ROLL_PDF_MAX_HEARINGS}`);
  });
});
