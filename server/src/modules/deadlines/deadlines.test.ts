import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier, insertCaseType, insertTribunal, utc } from '../../../test/case-fixtures';
import { signInAdmin, signInUser, startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';

let server: TestServer;
let admin: TestClient;
let notification: number;
let appealRule: { id: number; version: number };

interface DeadlineJson {
  id: number;
  due_date: string;
  start_date: string;
  days_left: number;
  status: string;
  note: string | null;
  version: number;
  completed_action_id: number | null;
  rule: { id: number; label: string };
  office_closed: boolean;
  moon: { date: string; label: string } | null;
  counted_with: { months: number; days: number; franc: boolean; country: string | null; legacy: boolean };
  counting: { nominal_date: string; skipped: { date: string; reason: string }[]; current: boolean; start: { kind: string; label: string | null } };
}

beforeEach(async () => {
  ({ server, admin } = await startServerWithAdmin({ at: '2026-11-01T09:00:00Z', settings: { timezone: 'UTC', country: 'MA', weekend_days: [6, 7] } }));
  const rules = (await admin.get('/api/deadline-rules')).json().items as { id: number; preset_key: string | null }[];
  const rule = rules.find((r) => r.preset_key === 'ma_appeal_cpc2026')!;
  const types = (await admin.get('/api/action-types')).json().items as { id_type_action: number; code: string | null }[];
  notification = types.find((t) => t.code === 'notification_judgment')!.id_type_action;
  appealRule = (await admin.patch(`/api/deadline-rules/${rule.id}`, { active: true })).json();
});
afterEach(() => server.close());

const deadlinesOf = async (dossierId: number) => (await admin.get(`/api/dossiers/${dossierId}/deadlines`)).json().items as DeadlineJson[];
const countRows = async () =>
  Number(
    (
      await server.database.db
        .selectFrom('deadline')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('deadlines from the action log', () => {
  it('creates, recomputes and removes the deadline with its starting action', async () => {
    const dossier = await createDossier(admin);
    // 6 Oct + 30 days = 5 Nov, franc → Friday 6 Nov (Marche verte, a holiday) → weekend → Monday 9 Nov.
    const action = await addAction(admin, dossier.id_dossier, {
      date_action: '2026-10-06',
      fk_type_action: notification,
      contenu: 'Jugement notifié',
    });
    let [deadline] = await deadlinesOf(dossier.id_dossier);
    expect(deadline).toMatchObject({
      start_date: '2026-10-06',
      due_date: '2026-11-09',
      days_left: 8,
      status: 'open',
      rule: { id: appealRule.id, label: 'Appel (Maroc, loi 58.25)' },
    });

    await admin.patch(`/api/actions/${action.id_action}`, { date_action: '2026-10-20' });
    [deadline] = await deadlinesOf(dossier.id_dossier);
    // 20 Oct + 30 = 19 Nov, franc → Friday 20 Nov.
    expect(deadline).toMatchObject({ start_date: '2026-10-20', due_date: '2026-11-20', version: 2 });

    await admin.patch(`/api/actions/${action.id_action}`, { fk_type_action: 73 });
    expect(await deadlinesOf(dossier.id_dossier)).toEqual([]);
    await admin.patch(`/api/actions/${action.id_action}`, { fk_type_action: notification });
    expect(await deadlinesOf(dossier.id_dossier)).toHaveLength(1);

    expect((await admin.delete(`/api/actions/${action.id_action}`)).statusCode).toBe(204);
    expect(await deadlinesOf(dossier.id_dossier)).toEqual([]);
    expect(await countRows()).toBe(0);
    const history = (await admin.get(`/api/audit?entity=deadline&page_size=100`)).json().items as { operation: string }[];
    expect(history.map((e) => e.operation).sort()).toEqual(['create', 'create', 'delete', 'delete', 'update']);
  });

  it('creates nothing for inactive rules or other types, and a done deadline keeps its date', async () => {
    const dossier = await createDossier(admin);
    await addAction(admin, dossier.id_dossier, { date_action: '2026-10-06', fk_type_action: 73 });
    expect(await countRows()).toBe(0);
    const action = await addAction(admin, dossier.id_dossier, { date_action: '2026-10-06', fk_type_action: notification });
    const [deadline] = await deadlinesOf(dossier.id_dossier);
    const done = await admin.patch(`/api/deadlines/${deadline!.id}`, {
      status: 'done',
      completed_action_id: action.id_action,
      version: deadline!.version,
    });
    expect(done.statusCode).toBe(200);
    await admin.patch(`/api/actions/${action.id_action}`, { date_action: '2026-10-20' });
    expect((await deadlinesOf(dossier.id_dossier))[0]).toMatchObject({ due_date: '2026-11-09', status: 'done' });
    await admin.patch(`/api/deadline-rules/${appealRule.id}`, { active: false });
    await addAction(admin, dossier.id_dossier, { date_action: '2026-10-07', fk_type_action: notification });
    expect(await countRows()).toBe(1);
  });
});

describe('the law’s calendar', () => {
  it('never moves a deadline for an office closure but flags it; a holiday with its source moves it; a worked holiday brings it back', async () => {
    const dossier = await createDossier(admin);
    await addAction(admin, dossier.id_dossier, { date_action: '2026-10-06', fk_type_action: notification });
    const closed = await admin.post('/api/calendar/days', { date: '2026-11-09', working: false, label: 'Grève des greffiers' });
    expect(closed.statusCode).toBe(201);
    expect(closed.json()).toMatchObject({ date: '2026-11-09', kind: 'office_closed', country: null, working: false, label: 'Grève des greffiers', recomputed: 0, moved: 0 });
    expect((await deadlinesOf(dossier.id_dossier))[0]).toMatchObject({ due_date: '2026-11-09', office_closed: true });
    const twice = await admin.post('/api/calendar/days', { date: '2026-11-09', kind: 'office_closed' });
    expect(twice.statusCode).toBe(409);

    // An exceptional public holiday decreed for that day extends the period; it needs its source.
    const noSource = await admin.post('/api/calendar/days', { date: '2026-11-09', kind: 'holiday', label: 'Jour férié exceptionnel' });
    expect(noSource.json().error.fields).toEqual({ source: 'Give the official source of this holiday (e.g. the decree or the announcement)' });
    const holiday = await admin.post('/api/calendar/days', { date: '2026-11-09', kind: 'holiday', label: 'Jour férié exceptionnel', source: 'Décret n° 2.26.999' });
    expect(holiday.json()).toMatchObject({ kind: 'holiday', country: 'MA', moved: 1, moves: [{ from: '2026-11-09', to: '2026-11-10', ref_dossier_bureau: dossier.ref_dossier_bureau }] });
    expect((await deadlinesOf(dossier.id_dossier))[0]).toMatchObject({ due_date: '2026-11-10', office_closed: false });
    // Two entries on the day: the removal names which.
    expect((await admin.delete('/api/calendar/days/2026-11-09')).json().error.fields).toEqual({ kind: 'Several entries are on this day: say which kind to remove' });
    expect((await admin.delete('/api/calendar/days/2026-11-09?kind=holiday')).statusCode).toBe(204);
    expect((await deadlinesOf(dossier.id_dossier))[0]!.due_date).toBe('2026-11-09');
    expect((await admin.delete('/api/calendar/days/2026-11-09?kind=office_closed')).statusCode).toBe(204);
    expect((await admin.delete('/api/calendar/days/2026-11-09')).statusCode).toBe(404);
    // Marking the Green March worked (not a holiday, for the sake of the test) brings the due date forward to Friday 6 November.
    const worked = await admin.post('/api/calendar/days', { date: '2026-11-06', working: true, label: 'Permanence' });
    expect(worked.json()).toMatchObject({ kind: 'worked', country: 'MA', moved: 1 });
    expect((await deadlinesOf(dossier.id_dossier))[0]!.due_date).toBe('2026-11-06');
    const audit = (await admin.get('/api/audit?entity=calendar_day')).json().items;
    expect(audit[0]).toMatchObject({ operation: 'create', changes: { date: [null, '2026-11-06'], kind: [null, 'worked'], working: [null, true] } });
  });

  it('counts each deadline on its rule’s country’s calendar, whatever the office’s country and weekend', async () => {
    const dossier = await createDossier(admin);
    const rules = (await admin.get('/api/deadline-rules')).json().items as { id: number; preset_key: string }[];
    const french = rules.find((r) => r.preset_key === 'fr_appeal')!;
    await admin.patch(`/api/deadline-rules/${french.id}`, { active: true });
    // C20: a French appeal counted in a Moroccan office ends on Thu 30 Jul, not after the Fête du Trône.
    await addAction(admin, dossier.id_dossier, { date_action: '2026-06-30', fk_type_action: notification });
    // C20b: a Moroccan appeal counted in a French office ends on Wed 11 Nov, a working day in Morocco.
    await admin.patch('/api/settings', { country: 'FR', weekend_days: [7] });
    await addAction(admin, dossier.id_dossier, { date_action: '2026-10-11', fk_type_action: notification });
    const due = (await deadlinesOf(dossier.id_dossier)).map((d) => [d.rule.id, d.start_date, d.due_date, d.counted_with.country]);
    expect(due).toEqual(
      expect.arrayContaining([
        [french.id, '2026-06-30', '2026-07-30', 'FR'],
        [appealRule.id, '2026-10-11', '2026-11-11', 'MA'],
        // The same notification starts the French appeal too: 11 November is a French holiday → Thu 12 Nov.
        [french.id, '2026-10-11', '2026-11-12', 'FR'],
      ]),
    );
    // The 1974 code's rule does not start for a notification after 23 August 2026 (the law's version by the action's date).
    expect(due.filter((d) => d[0] !== french.id && d[0] !== appealRule.id)).toEqual([]);
  });

  it('changes no open deadline when the office’s weekend or country changes (nothing recounts behind its back)', async () => {
    const generic = await admin.post('/api/deadline-rules', { label: 'Mémoire', trigger_type_ids: [notification], months: 1, days: 0 });
    const dossier = await createDossier(admin);
    await addAction(admin, dossier.id_dossier, { date_action: '2026-10-06', fk_type_action: notification });
    const before = await deadlinesOf(dossier.id_dossier);
    const own = before.find((d) => d.rule.id === generic.json().id)!;
    // A rule naming no country is counted on the office's: 6 Nov is the Green March (Friday), then the weekend.
    expect(own).toMatchObject({ due_date: '2026-11-09', counted_with: { months: 1, days: 0, franc: false, country: 'MA', legacy: false } });
    await admin.patch('/api/settings', { country: null });
    await admin.patch('/api/settings', { weekend_days: [5, 6] });
    expect((await deadlinesOf(dossier.id_dossier)).map((d) => d.due_date)).toEqual(before.map((d) => d.due_date));
    const settings = (await admin.get('/api/settings')).json();
    expect(settings).toMatchObject({ country: null, weekend_days: [5, 6] });
    const audit = (await admin.get('/api/audit?entity=settings')).json().items[0];
    expect(audit.changes).toEqual({ weekend_days: ['6,7', '5,6'] });
    expect((await admin.patch('/api/settings', { weekend_days: [1, 2, 3, 4, 5, 6, 7] })).statusCode).toBe(400);
    expect((await admin.patch('/api/settings', { weekend_days: [6, 6] })).statusCode).toBe(400);
    expect((await admin.patch('/api/settings', { country: 'Morocco' })).statusCode).toBe(400);
    expect((await admin.patch('/api/settings', { country: 'XX' })).json().error.fields).toEqual({
      country: 'No public holidays are known for this country',
    });
  });

  it('lists the days off of a country’s calendar with their reason and status, and the office’s own entries', async () => {
    await admin.post('/api/calendar/days', { date: '2026-11-10', working: false, label: 'Grève' });
    await admin.post('/api/calendar/days', { date: '2026-11-18', working: true, label: null });
    const res = await admin.get('/api/calendar/days?from=2026-11-05&to=2026-11-18&lang=fr');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const day = (date: string, reason: string, source: string, country: string | null = 'MA') => ({ date, reason, source, status: 'confirmed', country });
    expect(body.items).toEqual([
      day('2026-11-06', 'Anniversaire de la Marche verte', 'holiday'),
      day('2026-11-07', 'Repos hebdomadaire', 'weekend'),
      day('2026-11-08', 'Repos hebdomadaire', 'weekend'),
      day('2026-11-10', 'Grève', 'office', null),
      day('2026-11-14', 'Repos hebdomadaire', 'weekend'),
      day('2026-11-15', 'Repos hebdomadaire', 'weekend'),
    ]);
    // The country's own names, in the register of its official calendar.
    const arabic = (await admin.get('/api/calendar/days?from=2026-05-01&to=2026-05-31&lang=ar')).json().items;
    expect(arabic).toContainEqual(day('2026-05-01', 'عيد الشغل', 'holiday'));
    const french = (await admin.get('/api/calendar/days?from=2026-05-01&to=2026-05-31&lang=fr')).json().items;
    expect(french).toContainEqual(expect.objectContaining({ date: '2026-05-27', reason: 'Aïd al-Adha', source: 'holiday', status: 'predicted' }));
    expect(body.overrides).toEqual([
      { date: '2026-11-10', kind: 'office_closed', country: null, label: 'Grève', source: null, replaces: null, working: false },
      { date: '2026-11-18', kind: 'worked', country: 'MA', label: null, source: null, replaces: null, working: true },
    ]);
    // Algeria's calendar rests Friday and Saturday; its Eid al-Fitr of 2027 is predicted, three days.
    const algeria = (await admin.get('/api/calendar/days?from=2027-03-08&to=2027-03-13&country=DZ')).json();
    expect(algeria.items.map((d: { date: string; source: string; status: string }) => [d.date, d.source, d.status])).toEqual([
      ['2027-03-09', 'holiday', 'predicted'],
      ['2027-03-10', 'holiday', 'predicted'],
      ['2027-03-11', 'holiday', 'predicted'],
      ['2027-03-12', 'weekend', 'confirmed'],
      ['2027-03-13', 'weekend', 'confirmed'],
    ]);
    expect((await admin.get('/api/calendar/days?from=2026-01-01&to=2027-01-01')).statusCode).toBe(200);
    const tooLong = await admin.get('/api/calendar/days?from=2026-01-01&to=2027-01-02');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.to).toBe('Choose a range of at most 366 days');
    expect((await admin.get('/api/calendar/days?from=2026-11-10&to=2026-11-01')).statusCode).toBe(400);
    expect((await admin.get('/api/calendar/days?from=2026-11-01')).statusCode).toBe(400);
    expect((await admin.get('/api/calendar/days?from=2026-11-01&to=2026-11-02&country=Maroc')).statusCode).toBe(400);
    const staff = await signInUser(server, admin);
    expect((await staff.get('/api/calendar/days?from=2026-11-01&to=2026-11-02')).statusCode).toBe(200);
    expect((await staff.post('/api/calendar/days', { date: '2026-11-20', working: false })).statusCode).toBe(403);
    expect((await admin.post('/api/calendar/days', { date: '2026-02-30', working: false })).statusCode).toBe(400);
    expect((await admin.post('/api/calendar/days', { date: '2026-11-20' })).json().error.fields).toEqual({ kind: 'Choose holiday, office closed or worked' });
  });

  it('lists each country’s legal weekly rest with its source', async () => {
    const { items } = (await admin.get('/api/calendar/countries')).json();
    expect(items.map((c: { country: string; weekly_rest: number[]; to_verify: boolean }) => [c.country, c.weekly_rest, c.to_verify])).toEqual([
      ['MA', [6, 7], true],
      ['DZ', [5, 6], true],
      ['TN', [6, 7], true],
      ['FR', [6, 7], false],
    ]);
    expect(items[3].source).toMatch(/art\. 642/);
  });
});

describe('the moon', () => {
  it('keeps a predicted feast from extending a period, flags the deadline, and confirming or moving the feast recounts and lists the moves', async () => {
    const dossier = await createDossier(admin);
    // C12: 6 Feb 2027 + 30 = 8 Mar, franc → Tue 9 Mar, the library's Eid al-Fitr: predicted, it extends nothing.
    await addAction(admin, dossier.id_dossier, { date_action: '2027-02-06', fk_type_action: notification });
    // A deadline far from the feast is not recounted.
    await addAction(admin, dossier.id_dossier, { date_action: '2026-10-06', fk_type_action: notification });
    let [first] = await deadlinesOf(dossier.id_dossier);
    const eid = first!;
    expect(eid).toMatchObject({ due_date: '2026-11-09' });
    let feast = (await deadlinesOf(dossier.id_dossier)).find((d) => d.start_date === '2027-02-06')!;
    expect(feast).toMatchObject({ due_date: '2027-03-09', moon: { date: '2027-03-09', label: 'Eid al-Fitr' } });
    const feasts = (await admin.get('/api/calendar/feasts?from=2027-01-01&to=2027-12-31')).json().items;
    expect(feasts[0]).toEqual({ country: 'MA', label: 'Eid al-Fitr', predicted_date: '2027-03-09', days: 2, status: 'predicted', official_date: null });

    // Confirmed on the predicted day: 9 and 10 March extend → Thu 11 March.
    const confirmed = await admin.post('/api/calendar/days', { date: '2027-03-09', kind: 'holiday', source: 'Ministère des Habous, communiqué du 7 mars 2027' });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).toMatchObject({ moved: 1, moves: [{ id: feast.id, from: '2027-03-09', to: '2027-03-11' }] });
    feast = (await deadlinesOf(dossier.id_dossier)).find((d) => d.start_date === '2027-02-06')!;
    expect(feast).toMatchObject({ due_date: '2027-03-11', moon: null });
    expect(feast.counting).toMatchObject({
      nominal_date: '2027-03-09',
      skipped: [
        { date: '2027-03-09', reason: 'Eid al-Fitr' },
        { date: '2027-03-10', reason: 'Eid al-Fitr (day 2)' },
      ],
      current: true,
    });
    expect((await admin.delete('/api/calendar/days/2027-03-09')).statusCode).toBe(204);
    expect((await deadlinesOf(dossier.id_dossier)).find((d) => d.id === feast.id)!.due_date).toBe('2027-03-09');

    // Moved to Wed 10 March: 9 March is a working day and the due date; nothing moves.
    const wrongDay = await admin.post('/api/calendar/days', { date: '2027-03-13', kind: 'holiday', source: 'Communiqué', replaces: '2027-03-09' });
    expect(wrongDay.json().error.fields).toEqual({ replaces: 'A feast moves by one or two days at most' });
    const notPredicted = await admin.post('/api/calendar/days', { date: '2027-03-02', kind: 'holiday', source: 'Communiqué', replaces: '2027-03-01' });
    expect(notPredicted.json().error.fields).toEqual({ replaces: 'This day is not a predicted Islamic holiday of that country' });
    const moved = await admin.post('/api/calendar/days', { date: '2027-03-10', kind: 'holiday', source: 'Communiqué du 8 mars 2027', replaces: '2027-03-09' });
    expect(moved.json()).toMatchObject({ date: '2027-03-10', replaces: '2027-03-09', moved: 0, moves: [] });
    feast = (await deadlinesOf(dossier.id_dossier)).find((d) => d.id === feast.id)!;
    expect(feast).toMatchObject({ due_date: '2027-03-09', moon: null });
    expect((await admin.get('/api/calendar/feasts?from=2027-03-01&to=2027-03-31')).json().items[0]).toMatchObject({ status: 'confirmed', official_date: '2027-03-10' });
    [first] = await deadlinesOf(dossier.id_dossier);
    expect(first).toMatchObject({ due_date: '2026-11-09', version: eid.version });
  });
});

describe('an office upgraded from its own calendar', () => {
  it('lists its former days to sort, keeps the old deadlines’ dates until then, and recounts them on the law’s calendar once sorted', async () => {
    const dossier = await createDossier(admin);
    await addAction(admin, dossier.id_dossier, { date_action: '2026-10-06', fk_type_action: notification }); // 9 Nov on the law's calendar
    const db = server.database.db;
    // As the office's former calendar counted it: its closed day moved it a day.
    await db.updateTable('deadline').set({ due_date: '2026-11-10', counted_legacy: 1 }).execute();
    await db
      .insertInto('calendar_entry')
      .values({ date: '2026-11-09', kind: 'unsorted', country: null, label: 'Grève', source: null, replaces: null, created_at: '2026-01-01T00:00:00Z', created_by: null })
      .execute();
    expect((await admin.get('/api/calendar/migration')).json()).toEqual({
      unsorted: [{ date: '2026-11-09', kind: 'unsorted', country: null, label: 'Grève', source: null, replaces: null, working: false }],
      legacy_open: 1,
    });
    const legacy = (await deadlinesOf(dossier.id_dossier))[0]!;
    expect(legacy).toMatchObject({ due_date: '2026-11-10', office_closed: false, counted_with: { legacy: true }, counting: { current: false } });
    // A calendar change recounts none of them meanwhile.
    expect((await admin.post('/api/calendar/days', { date: '2026-11-06', kind: 'worked' })).json()).toMatchObject({ moved: 0 });
    expect((await admin.delete('/api/calendar/days/2026-11-06?country=MA')).statusCode).toBe(204);
    const early = await admin.post('/api/calendar/migration/recount');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Sort the days of the former office calendar first (public holiday or office closure)');

    const sorted = await admin.post('/api/calendar/days', { date: '2026-11-09', kind: 'office_closed' });
    expect(sorted.json()).toMatchObject({ kind: 'office_closed', label: 'Grève', moved: 0 });
    expect((await admin.get('/api/calendar/migration')).json()).toEqual({ unsorted: [], legacy_open: 1 });
    const recounted = await admin.post('/api/calendar/migration/recount');
    expect(recounted.json()).toEqual({
      moved: 1,
      moves: [{ id: legacy.id, fk_dossier: dossier.id_dossier, ref_dossier_bureau: dossier.ref_dossier_bureau, rule: expect.objectContaining({ id: appealRule.id }), from: '2026-11-10', to: '2026-11-09' }],
    });
    expect((await deadlinesOf(dossier.id_dossier))[0]).toMatchObject({ due_date: '2026-11-09', office_closed: true, counted_with: { legacy: false }, counting: { current: true } });
    expect((await admin.get('/api/calendar/migration')).json()).toEqual({ unsorted: [], legacy_open: 0 });
    const staff = await signInUser(server, admin);
    expect((await staff.post('/api/calendar/migration/recount')).statusCode).toBe(403);
  });
});

describe('rules as the law writes them', () => {
  it('counts months then days, keeps the rule as counted, and asks before recounting on an edit', async () => {
    const created = await admin.post('/api/deadline-rules', {
      label: 'Appel, partie à l’étranger',
      trigger_type_ids: [notification],
      months: 2,
      days: 15,
      country: 'FR',
      legal_references: { fr: 'CPC, art. 490 et 643', ar: 'المادتان 490 و643' },
    });
    expect(created.statusCode).toBe(201);
    const rule = created.json();
    expect(rule).toMatchObject({ months: 2, days: 15, amount: 2, unit: 'months', service_mode: 'any', start_after: null, legal_references: { fr: 'CPC, art. 490 et 643' } });
    const dossier = await createDossier(admin);
    // C22: 15 Jan 2026 + 2 months = 15 Mar, + 15 days = Mon 30 Mar.
    await addAction(admin, dossier.id_dossier, { date_action: '2026-01-15', fk_type_action: notification });
    const mine = async () => (await deadlinesOf(dossier.id_dossier)).find((d) => d.rule.id === rule.id)!;
    expect(await mine()).toMatchObject({ due_date: '2026-03-30', counted_with: { months: 2, days: 15, franc: false, country: 'FR' } });

    const refused = await admin.patch(`/api/deadline-rules/${rule.id}`, { days: 20, version: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'open_deadlines', count: 1 });
    // A label change asks nothing.
    expect((await admin.patch(`/api/deadline-rules/${rule.id}`, { label: 'Appel (étranger)', version: 1 })).statusCode).toBe(200);
    const kept = await admin.patch(`/api/deadline-rules/${rule.id}`, { days: 20, recompute: false, version: 2 });
    expect(kept.json()).toMatchObject({ days: 20, version: 3 });
    expect(await mine()).toMatchObject({ due_date: '2026-03-30', counted_with: { days: 15 } });
    // Moving the starting action recounts it as it was counted, never with the new length.
    const [action] = (await admin.get(`/api/dossiers/${dossier.id_dossier}/actions`)).json().items;
    await admin.patch(`/api/actions/${action.id_action}`, { date_action: '2026-01-16' });
    expect(await mine()).toMatchObject({ due_date: '2026-03-31', counted_with: { days: 15 } });
    const recounted = await admin.patch(`/api/deadline-rules/${rule.id}`, { days: 10, recompute: true, version: 3 });
    expect(recounted.json()).toMatchObject({ days: 10, moved: 1, moves: [{ from: '2026-03-31', to: '2026-03-26' }] });
    expect(await mine()).toMatchObject({ due_date: '2026-03-26', counted_with: { days: 10 } });
    const audit = (await admin.get(`/api/audit?entity=deadline_rule&entity_id=${rule.id}`)).json().items;
    expect(audit[0].changes).toMatchObject({ days: [20, 10], open_deadlines: [1, 'recounted'] });
    expect(audit[1].changes).toMatchObject({ days: [15, 20], open_deadlines: [1, 'kept as counted'] });
  });

  it('starts a rule only for its mode of service and in the dates of its law’s version', async () => {
    const rules = (await admin.get('/api/deadline-rules')).json().items as { id: number; preset_key: string }[];
    const inPerson = rules.find((r) => r.preset_key === 'dz_appeal_in_person')!;
    const domicile = rules.find((r) => r.preset_key === 'dz_appeal_domicile')!;
    const old = rules.find((r) => r.preset_key === 'ma_appeal_cpc1974')!;
    for (const r of [inPerson, domicile, old]) await admin.patch(`/api/deadline-rules/${r.id}`, { active: true });
    const dossier = await createDossier(admin);
    const ids = async () => (await deadlinesOf(dossier.id_dossier)).map((d) => d.rule.id).sort((a, b) => a - b);
    // Served in person on 31 Jan 2026 (C2): one month from the day after → Mon 2 Mar; the 1974 Moroccan code applies.
    const action = await addAction(admin, dossier.id_dossier, { date_action: '2026-01-31', fk_type_action: notification, service_mode: 'in_person' });
    expect(await ids()).toEqual([old.id, inPerson.id].sort((a, b) => a - b));
    expect((await deadlinesOf(dossier.id_dossier)).find((d) => d.rule.id === inPerson.id)!.due_date).toBe('2026-03-02');
    await admin.patch(`/api/actions/${action.id_action}`, { service_mode: 'domicile' });
    expect(await ids()).toEqual([old.id, domicile.id].sort((a, b) => a - b));
    // Not said: both modes' deadlines show, the earlier first.
    await admin.patch(`/api/actions/${action.id_action}`, { service_mode: null });
    expect(await ids()).toEqual([old.id, inPerson.id, domicile.id].sort((a, b) => a - b));
    // After 24 August 2026, loi 58.25's rule replaces the 1974 code's.
    await admin.patch(`/api/actions/${action.id_action}`, { date_action: '2026-09-01', service_mode: 'in_person' });
    expect(await ids()).toEqual([inPerson.id, appealRule.id].sort((a, b) => a - b));
    expect((await admin.post(`/api/dossiers/${dossier.id_dossier}/actions`, { date_action: '2026-09-01', contenu: 'x', service_mode: 'by_post' })).statusCode).toBe(400);
  });

  it('removes, on a recount, the open deadlines whose starting action the edited rule no longer covers', async () => {
    const created = await admin.post('/api/deadline-rules', { label: 'Appel (essai)', trigger_type_ids: [notification], days: 15 });
    const rule = created.json();
    const dossier = await createDossier(admin);
    const atHome = await addAction(admin, dossier.id_dossier, { date_action: '2026-02-02', fk_type_action: notification, service_mode: 'domicile' });
    await addAction(admin, dossier.id_dossier, { date_action: '2026-02-03', fk_type_action: notification, service_mode: 'in_person' });
    const mine = async () => (await deadlinesOf(dossier.id_dossier)).filter((d) => d.rule.id === rule.id);
    expect(await mine()).toHaveLength(2);

    // Now a rule for service in person only: the office is asked, then the one served at home goes.
    const asked = await admin.patch(`/api/deadline-rules/${rule.id}`, { service_mode: 'in_person', version: rule.version });
    expect(asked.statusCode).toBe(409);
    const saved = await admin.patch(`/api/deadline-rules/${rule.id}`, { service_mode: 'in_person', recompute: true, version: rule.version });
    expect(saved.json()).toMatchObject({ service_mode: 'in_person', dropped: 1 });
    expect((await mine()).map((d) => d.start_date)).toEqual(['2026-02-03']);
    const history = (await admin.get(`/api/audit?entity=dossier&entity_id=${dossier.id_dossier}`)).json().items as { entity: string; operation: string }[];
    expect(history.some((e) => e.entity === 'deadline' && e.operation === 'delete')).toBe(true);

    // A version of the law from 3 February on: the deadline of an earlier notification would go, but kept as counted it stays.
    const kept = await admin.patch(`/api/deadline-rules/${rule.id}`, { valid_from: '2026-02-04', recompute: false, version: saved.json().version });
    expect(kept.json()).not.toHaveProperty('dropped');
    expect(await mine()).toHaveLength(1);
    expect((await admin.get(`/api/actions/${atHome.id_action}`)).statusCode).toBe(200);
  });

  it('starts a rule after another rule’s deadline ends or is met, and refuses a circle', async () => {
    const types = (await admin.get('/api/action-types')).json().items as { id_type_action: number; code: string | null }[];
    const byDefault = types.find((t) => t.code === 'notification_default_judgment')!.id_type_action;
    const rules = (await admin.get('/api/deadline-rules')).json().items as { id: number; preset_key: string; start_after: unknown }[];
    const opposition = rules.find((r) => r.preset_key === 'dz_opposition')!;
    const after = rules.find((r) => r.preset_key === 'dz_default_appeal_in_person')!;
    expect(after.start_after).toEqual({ rule_id: opposition.id, event: 'due' });
    for (const r of [opposition, after]) await admin.patch(`/api/deadline-rules/${r.id}`, { active: true });
    const dossier = await createDossier(admin);
    // Default judgment served in person on Wed 6 Aug 2014: opposition to Mon 8 Sep (C4), then the appeal's month from there.
    const action = await addAction(admin, dossier.id_dossier, { date_action: '2014-08-06', fk_type_action: byDefault, service_mode: 'in_person' });
    const chain = async () => (await deadlinesOf(dossier.id_dossier)).map((d) => [d.rule.id, d.start_date, d.due_date, d.counting.start.kind]);
    // 9 Sep + 1 month = 9 Oct, + 1 = Fri 10 Oct (rest) → Sat (rest) → Sun 12 Oct 2014.
    expect(await chain()).toEqual([
      [opposition.id, '2014-08-06', '2014-09-08', 'action'],
      [after.id, '2014-09-08', '2014-10-12', 'after_due'],
    ]);
    await admin.patch(`/api/actions/${action.id_action}`, { date_action: '2014-08-07' });
    expect((await chain())[1]).toEqual([after.id, '2014-09-09', '2014-10-12', 'after_due']);

    // A brief due 30 days after the pourvoi is filed: starts when the pourvoi's deadline is marked done, from the filing.
    const brief = await admin.post('/api/deadline-rules', { label: 'Mémoire', trigger_type_ids: [], start_after: { rule_id: appealRule.id, event: 'done' }, days: 30 });
    expect(brief.statusCode).toBe(201);
    await addAction(admin, dossier.id_dossier, { date_action: '2026-10-06', fk_type_action: notification });
    const filed = await addAction(admin, dossier.id_dossier, { date_action: '2026-10-20', contenu: 'Appel déposé' });
    const appeal = (await deadlinesOf(dossier.id_dossier)).find((d) => d.rule.id === appealRule.id)!;
    await admin.patch(`/api/deadlines/${appeal.id}`, { status: 'done', completed_action_id: filed.id_action, version: appeal.version });
    const follower = (await deadlinesOf(dossier.id_dossier)).find((d) => d.rule.id === brief.json().id)!;
    expect(follower).toMatchObject({ start_date: '2026-10-20', due_date: '2026-11-19', counting: { start: { kind: 'after_done', label: 'Appel (Maroc, loi 58.25)' } } });
    const done = (await deadlinesOf(dossier.id_dossier)).find((d) => d.id === appeal.id)!;
    await admin.patch(`/api/deadlines/${appeal.id}`, { status: 'open', version: done.version });
    expect((await deadlinesOf(dossier.id_dossier)).find((d) => d.rule.id === brief.json().id)).toBeUndefined();

    const circle = await admin.patch(`/api/deadline-rules/${opposition.id}`, { start_after: { rule_id: after.id, event: 'due' } });
    expect(circle.json().error.fields).toEqual({ start_after: 'These rules would start after each other in a circle' });
    expect((await admin.patch(`/api/deadline-rules/${opposition.id}`, { start_after: { rule_id: opposition.id, event: 'due' } })).json().error.fields).toEqual({ start_after: 'A rule cannot start after itself' });
    expect((await admin.delete(`/api/deadline-rules/${brief.json().id}`)).statusCode).toBe(204);
    expect((await admin.post('/api/deadline-rules', { label: 'X', trigger_type_ids: [], days: 3 })).json().error.fields).toEqual({ trigger_type_ids: 'Choose at least one starting action type' });
    expect((await admin.post('/api/deadline-rules', { label: 'X', trigger_type_ids: [73], months: 0, days: 0 })).json().error.fields).toEqual({ days: 'Give the length: months, days, or both' });
    expect((await admin.post('/api/deadline-rules', { label: 'X', trigger_type_ids: [73], days: 3, valid_from: '2026-09-01', valid_to: '2026-08-01' })).json().error.fields).toEqual({ valid_to: 'The end of validity must not be before its start' });
  });
});

describe('deadline state', () => {
  it('marks done naming the meeting action, waives with a reason, keeps the note, refuses stale versions', async () => {
    const dossier = await createDossier(admin);
    const other = await createDossier(admin);
    const trigger = await addAction(admin, dossier.id_dossier, { date_action: '2026-10-06', fk_type_action: notification });
    const appeal = await addAction(admin, dossier.id_dossier, { date_action: '2026-10-20', contenu: 'Appel déposé' });
    const elsewhere = await addAction(admin, other.id_dossier, { date_action: '2026-10-20' });
    let [deadline] = await deadlinesOf(dossier.id_dossier);

    const noReason = await admin.patch(`/api/deadlines/${deadline!.id}`, { status: 'waived', version: deadline!.version });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({ note: 'Say why the deadline is set aside' });
    const wrongAction = await admin.patch(`/api/deadlines/${deadline!.id}`, {
      status: 'done',
      completed_action_id: elsewhere.id_action,
      version: deadline!.version,
    });
    expect(wrongAction.statusCode).toBe(400);
    expect((await deadlinesOf(dossier.id_dossier))[0]).toMatchObject({ status: 'open', version: deadline!.version, note: null });

    const done = await admin.patch(`/api/deadlines/${deadline!.id}`, {
      status: 'done',
      completed_action_id: appeal.id_action,
      note: 'Appel formé le 20/10',
      version: deadline!.version,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'done',
      completed_action_id: appeal.id_action,
      note: 'Appel formé le 20/10',
      version: deadline!.version + 1,
    });
    const stale = await admin.patch(`/api/deadlines/${deadline!.id}`, { status: 'open', version: deadline!.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.current).toMatchObject({ status: 'done', note: 'Appel formé le 20/10' });

    const reopened = await admin.patch(`/api/deadlines/${deadline!.id}`, { status: 'open', version: done.json().version });
    expect(reopened.json()).toMatchObject({ status: 'open', completed_action_id: null, note: 'Appel formé le 20/10' });
    const waived = await admin.patch(`/api/deadlines/${deadline!.id}`, { status: 'waived', version: reopened.json().version });
    expect(waived.json()).toMatchObject({ status: 'waived', note: 'Appel formé le 20/10' });
    expect((await admin.patch('/api/deadlines/99999', { status: 'open', version: 1 })).statusCode).toBe(404);
    expect((await admin.patch(`/api/deadlines/${deadline!.id}`, { status: 'late', version: 1 })).statusCode).toBe(400);
    expect((await admin.patch(`/api/deadlines/${deadline!.id}`, { status: 'open' })).statusCode).toBe(400);

    // Deleting the meeting action forgets it; the deadline stays.
    await admin.patch(`/api/deadlines/${deadline!.id}`, {
      status: 'done',
      completed_action_id: appeal.id_action,
      version: waived.json().version,
    });
    await admin.delete(`/api/actions/${appeal.id_action}`);
    [deadline] = await deadlinesOf(dossier.id_dossier);
    expect(deadline).toMatchObject({ status: 'done', completed_action_id: null });
    const audit = (await admin.get(`/api/audit?entity=deadline&entity_id=${deadline!.id}`)).json().items;
    expect(audit.find((e: { changes: Record<string, unknown> }) => e.changes.status)).toMatchObject({ operation: 'update' });
    expect(trigger.id_action).toBeGreaterThan(0);
  });
});

describe('the board, the agenda, the dashboard', () => {
  it('lists open deadlines by due date with filters, leaves out the trash, and counts them', async () => {
    const rabat = await insertTribunal(server, 'TPI Rabat', 'Rabat');
    const first = await createDossier(admin, { fk_tribunal: rabat });
    const second = await createDossier(admin);
    await addAction(admin, first.id_dossier, { date_action: '2026-09-01', fk_type_action: notification }); // overdue: 2 Oct
    await addAction(admin, second.id_dossier, { date_action: '2026-10-06', fk_type_action: notification }); // 9 Nov
    await addAction(admin, second.id_dossier, { date_action: '2026-10-01', fk_type_action: notification }); // 2 Nov (Monday)

    const board = (await admin.get('/api/deadlines')).json();
    expect(board).toMatchObject({ total: 3, page: 1, page_size: 25 });
    expect(board.items.map((d: DeadlineJson) => [d.due_date, d.days_left])).toEqual([
      ['2026-10-02', -30],
      ['2026-11-02', 1],
      ['2026-11-09', 8],
    ]);
    expect(board.items[0]).toMatchObject({ fk_dossier: first.id_dossier, ref_dossier_bureau: first.ref_dossier_bureau, status: 'open' });
    expect((await admin.get('/api/deadlines?due_to=2026-10-31')).json().total).toBe(1);
    expect((await admin.get('/api/deadlines?due_from=2026-11-01&due_to=2026-11-07')).json().total).toBe(1);
    expect((await admin.get(`/api/deadlines?tribunal=${rabat}`)).json().total).toBe(1);
    expect((await admin.get('/api/deadlines?sort=-due_date&page_size=1')).json().items[0].due_date).toBe('2026-11-09');
    expect((await admin.get('/api/deadlines?status=done')).json().total).toBe(0);
    expect((await admin.get('/api/deadlines?sort=rule')).statusCode).toBe(400);
    expect((await admin.get('/api/deadlines?status=late')).statusCode).toBe(400);

    const dashboard = (await admin.get('/api/dashboard')).json();
    expect(dashboard).toMatchObject({ deadlines_overdue: 1, deadlines_week: 1 });

    const agenda = (await admin.get('/api/agenda?from=2026-11-02&to=2026-11-02')).json();
    expect(agenda.items).toEqual([
      expect.objectContaining({ kind: 'deadline', due_date: '2026-11-02', fk_dossier: second.id_dossier, rule_label: 'Appel (Maroc, loi 58.25)' }),
    ]);
    const actions = (await admin.get('/api/agenda?from=2026-10-01&to=2026-10-01')).json();
    expect(actions.items).toEqual([expect.objectContaining({ kind: 'action', matched: 'date_action' })]);
    // Tomorrow's list on the eve of the due date.
    expect((await admin.get('/api/agenda')).json().items.map((i: { kind: string }) => i.kind)).toEqual(['deadline']);

    await admin.delete(`/api/dossiers/${first.id_dossier}`);
    expect((await admin.get('/api/deadlines')).json().total).toBe(2);
    // The trashed dossier's deadline leaves the counts; the live one's stays.
    expect((await admin.get('/api/dashboard')).json()).toMatchObject({ deadlines_overdue: 0, deadlines_week: 1 });
    expect((await admin.get(`/api/dossiers/${first.id_dossier}/deadlines`)).statusCode).toBe(404);
    await admin.post(`/api/trash/dossiers/${first.id_dossier}/restore`);
    expect((await admin.get('/api/deadlines')).json().total).toBe(3);
    await admin.post(`/api/trash/dossiers/${first.id_dossier}/restore`);
    await admin.delete(`/api/dossiers/${first.id_dossier}`);
    expect((await admin.delete(`/api/trash/dossiers/${first.id_dossier}`)).statusCode).toBe(204);
    expect(await countRows()).toBe(2);
  });

  it('counts each board section, any status, filter and page, without the deadlines of trashed dossiers', async () => {
    const staff = await signInUser(server, admin);
    const staffId = (await staff.get('/api/auth/session')).json().user.id as number;
    const rabat = await insertTribunal(server, 'TPI Rabat', 'Rabat');
    const accident = await insertCaseType(server, 'Accident');
    const live = await createDossier(admin, { fk_tribunal: rabat, fk_type_affaire_bureau: accident, fk_responsible: staffId });
    const other = await createDossier(admin);
    const trashed = await createDossier(admin, { fk_tribunal: rabat, fk_type_affaire_bureau: accident, fk_responsible: staffId });
    for (const dossier of [live, other, trashed]) {
      await addAction(admin, dossier.id_dossier, { date_action: '2026-09-01', fk_type_action: notification }); // overdue: 2 Oct
      await addAction(admin, dossier.id_dossier, { date_action: '2026-10-01', fk_type_action: notification }); // this week: 2 Nov
      await addAction(admin, dossier.id_dossier, { date_action: '2026-10-20', fk_type_action: notification }); // this month: 20 Nov
    }
    // One deadline of each of `live` and `trashed` done, then `trashed` goes to the trash.
    for (const dossier of [live, trashed]) {
      const [overdue] = await deadlinesOf(dossier.id_dossier);
      await admin.patch(`/api/deadlines/${overdue!.id}`, { status: 'done', version: overdue!.version });
    }
    await admin.delete(`/api/dossiers/${trashed.id_dossier}`);

    let inTrash = true;
    const totals = async (client: TestClient, query: string) => {
      const response = await client.get(`/api/deadlines?page_size=100&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const all = response.json();
      const onePage = (await client.get(`/api/deadlines?page_size=1&page=2&${query}`)).json();
      if (inTrash) expect(all.items.every((d: { fk_dossier: number }) => d.fk_dossier !== trashed.id_dossier)).toBe(true);
      expect(onePage.total).toBe(all.total);
      expect(all.total).toBe(all.items.length);
      return all.total as number;
    };
    const sections = ['due_to=2026-10-31', 'due_from=2026-11-01&due_to=2026-11-07', 'due_from=2026-11-08&due_to=2026-12-01', 'due_from=2026-11-01', ''];
    expect(await Promise.all(sections.map((q) => totals(admin, q)))).toEqual([1, 2, 2, 4, 5]);
    expect(await Promise.all(sections.map((q) => totals(admin, `status=done&${q}`)))).toEqual([1, 0, 0, 0, 1]);
    expect(await totals(admin, 'status=waived')).toBe(0);
    expect(await totals(admin, `tribunal=${rabat}`)).toBe(2);
    expect(await totals(admin, `type_affaire_bureau=${accident}&due_from=2026-11-01`)).toBe(2);
    expect(await Promise.all(sections.map((q) => totals(staff, `mine=1&${q}`)))).toEqual([0, 1, 1, 2, 2]);
    expect(await totals(staff, 'mine=1&status=done')).toBe(1);

    // Restored, its deadlines count again at once.
    await admin.post(`/api/trash/dossiers/${trashed.id_dossier}/restore`);
    inTrash = false;
    expect(await Promise.all(sections.map((q) => totals(admin, q)))).toEqual([1, 3, 3, 6, 7]);
    expect(await totals(staff, 'mine=1')).toBe(4);
  });

  it('shows a change and a new day on the board at once, though the office-wide pages are kept a few seconds', async () => {
    const staff = await signInUser(server, admin);
    const staffId = (await staff.get('/api/auth/session')).json().user.id as number;
    const dossier = await createDossier(admin);
    await addAction(admin, dossier.id_dossier, { date_action: '2026-10-01', fk_type_action: notification }); // due 2 Nov
    const first = (await staff.get('/api/deadlines')).json();
    expect(first.items.map((d: DeadlineJson) => d.days_left)).toEqual([1]);
    expect((await staff.get('/api/deadlines?mine=1')).json().total).toBe(0);

    await admin.patch(`/api/dossiers/${dossier.id_dossier}`, { fk_responsible: staffId, version: dossier.version });
    expect((await staff.get('/api/deadlines?mine=1')).json().total).toBe(1);
    await addAction(admin, dossier.id_dossier, { date_action: '2026-10-06', fk_type_action: notification }); // due 9 Nov
    expect((await staff.get('/api/deadlines')).json().total).toBe(2);
    // The next morning (signed in again: the session has expired overnight).
    server.clock.set(utc('2026-11-02T09:00:00Z'));
    const lawyer = await signInAdmin(server);
    expect((await lawyer.get('/api/deadlines')).json().items.map((d: DeadlineJson) => d.days_left)).toEqual([0, 7]);
    const [due] = (await lawyer.get('/api/deadlines')).json().items as DeadlineJson[];
    await lawyer.patch(`/api/deadlines/${due!.id}`, { status: 'done', version: due!.version });
    expect((await lawyer.get('/api/deadlines')).json().items.map((d: DeadlineJson) => d.due_date)).toEqual(['2026-11-09']);
    expect((await lawyer.get('/api/deadlines?status=done')).json().items.map((d: DeadlineJson) => d.due_date)).toEqual(['2026-11-02']);
  });

  it('lists only the deadlines of the dossiers one is responsible for with mine=1, on the board and in the agenda', async () => {
    const staff = await signInUser(server, admin);
    const staffId = (await staff.get('/api/auth/session')).json().user.id as number;
    const mine = await createDossier(admin, { fk_responsible: staffId });
    const other = await createDossier(admin);
    await addAction(admin, mine.id_dossier, { date_action: '2026-10-01', fk_type_action: notification }); // due 2 Nov
    await addAction(admin, other.id_dossier, { date_action: '2026-10-01', fk_type_action: notification });

    expect((await staff.get('/api/deadlines')).json().total).toBe(2);
    const own = (await staff.get('/api/deadlines?mine=1')).json();
    expect(own.items.map((d: { fk_dossier: number }) => d.fk_dossier)).toEqual([mine.id_dossier]);
    expect((await admin.get('/api/deadlines?mine=1')).json().total).toBe(0);
    const agenda = (await staff.get('/api/agenda?from=2026-11-02&to=2026-11-02&mine=1')).json();
    expect(agenda.items.map((i: { kind: string; fk_dossier: number }) => [i.kind, i.fk_dossier])).toEqual([['deadline', mine.id_dossier]]);
    expect((await staff.get('/api/agenda?from=2026-11-02&to=2026-11-02')).json().items).toHaveLength(2);
  });

  it('puts deadlines in every export, as all-day events with two alarms in the calendar', async () => {
    const dossier = await createDossier(admin, { ref_dossier_bureau: 4321 });
    await addAction(admin, dossier.id_dossier, { date_action: '2026-10-01', fk_type_action: notification });
    const ics = (await admin.get('/api/agenda/export?format=ics&from=2026-11-02&to=2026-11-02')).body.replace(/\r\n /g, '');
    const [deadline] = await deadlinesOf(dossier.id_dossier);
    expect(ics).toContain(`UID:deadline-${deadline!.id}@cabinet`);
    expect(ics).toContain('DTSTART;VALUE=DATE:20261102\r\nDTEND;VALUE=DATE:20261103');
    expect(ics).toContain('SUMMARY:#4321 – Last day: Appeal (Morocco\\, law 58.25)');
    expect(ics).toContain('DESCRIPTION:Counted from Thursday 1 October 2026\\n');
    expect(ics).toContain('DESCRIPTION:Deadline expires in 7 days: Appeal (Morocco\\, law 58.25)');
    // At 09:00 the day before and a week before, not at midnight.
    expect(ics).toContain('TRIGGER:-PT15H');
    expect(ics).toContain('TRIGGER:-P6DT15H');
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toMatch(/LAST-MODIFIED:\d{8}T\d{6}Z/);
    const csv = (await admin.get('/api/agenda/export?format=csv&from=2026-11-02&to=2026-11-02&lang=fr')).body
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(csv[1]).toMatch(
      /^2026-11-02;Échéance du délai;n°\u00a04321;"Appel \(Maroc, loi 58\.25\)";"Compté à partir du 2026-10-01 — Loi 58\.25/,
    );
    const txt = (await admin.get('/api/agenda/export?format=txt&from=2026-11-02&to=2026-11-02')).body.split('\n');
    expect(txt[1]).toBe('0 actions, 1 deadline');
    const html = (await admin.get('/api/agenda/export?format=html&from=2026-11-02&to=2026-11-02&lang=ar')).body;
    expect(html).toContain('أجل الاستئناف (المغرب، القانون 58.25)');
    expect(html).toContain('<p>لا إجراءات، أجل واحد</p>');
    expect(html).toContain('<td>الاثنين 2 نونبر 2026</td><td>انقضاء الأجل</td><td>رقم 4321</td>');
  });

  it('keeps the deadlines in a long export, which is rendered in a job process', async () => {
    const dossier = await createDossier(admin, { ref_dossier_bureau: 4322 });
    await addAction(admin, dossier.id_dossier, { date_action: '2026-10-01', fk_type_action: notification });
    // A month: longer than a week, so the download is read and rendered off the main thread.
    const txt = (await admin.get('/api/agenda/export?format=txt&from=2026-10-20&to=2026-11-19')).body.split('\n');
    expect(txt[1]).toBe('0 actions, 1 deadline');
  });
});

describe('deadline rules', () => {
  it('ships the presets inactive, each citing its source in French and Arabic and asking to be checked', async () => {
    const rules = (await admin.get('/api/deadline-rules')).json().items as {
      country: string;
      active: boolean;
      preset_key: string | null;
      legal_reference: string;
      legal_references: Record<string, string>;
      labels: Record<string, string>;
      trigger_type_ids: number[];
      start_after: unknown;
    }[];
    expect(new Set(rules.map((r) => r.country))).toEqual(new Set(['MA', 'TN', 'DZ', 'FR']));
    expect(rules.filter((r) => r.active)).toHaveLength(1);
    for (const rule of rules) {
      expect(rule.preset_key).toMatch(/^(ma|tn|dz|fr)_/);
      expect(rule.legal_reference).toMatch(/check it/);
      expect(Object.keys(rule.labels).sort()).toEqual(['ar', 'en', 'fr']);
      expect(Object.keys(rule.legal_references).sort()).toEqual(['ar', 'en', 'fr']);
      expect(rule.trigger_type_ids.length > 0 || rule.start_after !== null).toBe(true);
    }
    const byKey = new Map(rules.map((r) => [r.preset_key, r]));
    expect(byKey.get('ma_appeal_cpc1974')!.legal_references.ar).toBe('الفصل 134 والفصل 512 من قانون المسطرة المدنية (ظهير 28 شتنبر 1974)');
    expect(byKey.get('tn_cassation')!.legal_reference).not.toMatch(/art\. 175 \(pourvoi/);
    expect(byKey.get('ma_appeal_cpc2026')!.legal_reference).toMatch(/TO VERIFY/);
    // Their starting types carry a stable code, whatever their ids.
    const types = (await admin.get('/api/action-types')).json().items as { code: string | null }[];
    expect(types.filter((t) => t.code).map((t) => t.code).sort()).toEqual([
      'filing',
      'hearing',
      'notification_appeal_ruling',
      'notification_commercial_judgment',
      'notification_default_judgment',
      'notification_judgment',
      'notification_judgment_abroad',
      'notification_judgment_overseas',
      'notification_summary_order',
      'notification_summary_order_abroad',
      'pronouncement_criminal_appeal_judgment',
      'pronouncement_criminal_judgment',
    ]);
  });

  it('validates, versions, and refuses deleting what is in use', async () => {
    const bad = await admin.post('/api/deadline-rules', { label: 'X', trigger_type_ids: [9999], amount: 10, unit: 'days' });
    expect((await admin.post('/api/deadline-rules', { label: 'X', trigger_type_ids: [73], amount: 200, unit: 'months' })).json().error.fields).toEqual({
      amount: 'Enter a whole number of months from 0 to 120',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ trigger_type_ids: 'Unknown action type: 9999' });
    for (const amount of [0, 3651, 1.5]) {
      const res = await admin.post('/api/deadline-rules', { label: 'X', trigger_type_ids: [73], amount, unit: 'days' });
      expect(res.json().error.fields.amount).toBe('Enter a whole number from 1 to 3650');
    }
    expect(
      (await admin.post('/api/deadline-rules', { label: 'X', trigger_type_ids: [], amount: 5, unit: 'days' })).json().error.fields
        .trigger_type_ids,
    ).toBe('Choose at least one starting action type');
    expect((await admin.post('/api/deadline-rules', { label: 'X', trigger_type_ids: [73], amount: 5 })).json().error.fields).toEqual({ unit: 'Choose days or months' });
    expect((await admin.post('/api/deadline-rules', { label: 'X', trigger_type_ids: [73], amount: 5, unit: 'weeks' })).statusCode).toBe(
      400,
    );
    const before = (await admin.get('/api/deadline-rules')).json().total;

    const created = await admin.post('/api/deadline-rules', {
      label: 'Opposition',
      labels: { en: 'Opposition', ar: 'التعرض' },
      trigger_type_ids: [74, 73],
      amount: 10,
      unit: 'days',
      franc: true,
      legal_reference: 'CPC art. 130',
      country: 'MA',
    });
    expect(created.statusCode).toBe(201);
    const rule = created.json();
    expect(rule).toMatchObject({
      labels: { en: 'Opposition', ar: 'التعرض' },
      trigger_type_ids: [73, 74],
      franc: true,
      active: true,
      version: 1,
    });
    expect((await admin.get('/api/deadline-rules')).json().total).toBe(before + 1);
    const staff = await signInUser(server, admin);
    expect((await staff.get(`/api/deadline-rules/${rule.id}`)).statusCode).toBe(200);
    expect((await staff.patch(`/api/deadline-rules/${rule.id}`, { amount: 11 })).statusCode).toBe(403);

    const patched = await admin.patch(`/api/deadline-rules/${rule.id}`, { amount: 15, trigger_type_ids: [74], version: 1 });
    expect(patched.json()).toMatchObject({ amount: 15, trigger_type_ids: [74], version: 2 });
    const stale = await admin.patch(`/api/deadline-rules/${rule.id}`, { amount: 20, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await admin.get(`/api/deadline-rules/${rule.id}`)).json().amount).toBe(15);
    expect((await admin.patch(`/api/deadline-rules/${rule.id}`, { trigger_type_ids: [4242] })).statusCode).toBe(400);
    expect((await admin.get(`/api/deadline-rules/${rule.id}`)).json().trigger_type_ids).toEqual([74]);

    // A type that starts a rule cannot be deleted.
    const typeInUse = await admin.delete('/api/action-types/74');
    expect(typeInUse.statusCode).toBe(409);
    expect(typeInUse.json().error.message).toMatch(/deadline rule/);

    const dossier = await createDossier(admin);
    await addAction(admin, dossier.id_dossier, { date_action: '2026-10-06', fk_type_action: notification });
    const inUse = await admin.delete(`/api/deadline-rules/${appealRule.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.code).toBe('in_use');
    expect((await admin.delete(`/api/deadline-rules/${rule.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/deadline-rules/${rule.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/deadline-rules/${rule.id}`)).statusCode).toBe(404);
    const audit = (await admin.get(`/api/audit?entity=deadline_rule&entity_id=${rule.id}`))
      .json()
      .items.map((e: { operation: string }) => e.operation);
    expect(audit).toEqual(['delete', 'update', 'create']);
  });
});
