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
}

beforeEach(async () => {
  ({ server, admin } = await startServerWithAdmin({ at: '2026-11-01T09:00:00Z', settings: { timezone: 'UTC', country: 'MA', weekend_days: [6, 7] } }));
  const rules = (await admin.get('/api/deadline-rules')).json().items as {
    id: number;
    country: string;
    label: string;
    trigger_type_ids: number[];
    version: number;
  }[];
  const rule = rules.find((r) => r.country === 'MA' && r.label === 'Appel (Maroc)')!;
  notification = rule.trigger_type_ids[0]!;
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
      rule: { id: appealRule.id, label: 'Appel (Maroc)' },
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

describe('working days', () => {
  it('moves open deadlines when the office closes a day, refuses a day twice, and moves them back', async () => {
    const dossier = await createDossier(admin);
    await addAction(admin, dossier.id_dossier, { date_action: '2026-10-06', fk_type_action: notification });
    const closed = await admin.post('/api/calendar/days', { date: '2026-11-09', working: false, label: 'Grève des greffiers' });
    expect(closed.statusCode).toBe(201);
    expect(closed.json()).toEqual({ date: '2026-11-09', working: false, label: 'Grève des greffiers', recomputed: 1 });
    expect((await deadlinesOf(dossier.id_dossier))[0]!.due_date).toBe('2026-11-10');
    const twice = await admin.post('/api/calendar/days', { date: '2026-11-09', working: true });
    expect(twice.statusCode).toBe(409);
    expect((await deadlinesOf(dossier.id_dossier))[0]!.due_date).toBe('2026-11-10');
    expect((await admin.delete('/api/calendar/days/2026-11-09')).statusCode).toBe(204);
    expect((await deadlinesOf(dossier.id_dossier))[0]!.due_date).toBe('2026-11-09');
    expect((await admin.delete('/api/calendar/days/2026-11-09')).statusCode).toBe(404);
    // Working the holiday brings the due date forward to Friday 6 November.
    await admin.post('/api/calendar/days', { date: '2026-11-06', working: true, label: 'Permanence' });
    expect((await deadlinesOf(dossier.id_dossier))[0]!.due_date).toBe('2026-11-06');
    const audit = (await admin.get('/api/audit?entity=calendar_day')).json().items;
    expect(audit[0]).toMatchObject({ operation: 'create', changes: { date: [null, '2026-11-06'], working: [null, true] } });
  });

  it('recomputes every open deadline when the weekend or the country changes', async () => {
    const dossier = await createDossier(admin);
    await addAction(admin, dossier.id_dossier, { date_action: '2026-10-06', fk_type_action: notification });
    await admin.patch('/api/settings', { country: null });
    // No holidays: Friday 6 November.
    expect((await deadlinesOf(dossier.id_dossier))[0]!.due_date).toBe('2026-11-06');
    await admin.patch('/api/settings', { weekend_days: [5, 6] });
    expect((await deadlinesOf(dossier.id_dossier))[0]!.due_date).toBe('2026-11-08');
    const settings = (await admin.get('/api/settings')).json();
    expect(settings).toMatchObject({ country: null, weekend_days: [5, 6] });
    const audit = (await admin.get('/api/audit?entity=settings')).json().items[0];
    expect(audit.changes).toMatchObject({ weekend_days: ['6,7', '5,6'], recomputed_deadlines: [null, 1] });
    expect((await admin.patch('/api/settings', { weekend_days: [1, 2, 3, 4, 5, 6, 7] })).statusCode).toBe(400);
    expect((await admin.patch('/api/settings', { weekend_days: [6, 6] })).statusCode).toBe(400);
    expect((await admin.patch('/api/settings', { country: 'Morocco' })).statusCode).toBe(400);
    expect((await admin.patch('/api/settings', { country: 'XX' })).json().error.fields).toEqual({
      country: 'No public holidays are known for this country',
    });
  });

  it('lists the non-working days of a range with their reason', async () => {
    await admin.post('/api/calendar/days', { date: '2026-11-10', working: false, label: 'Grève' });
    await admin.post('/api/calendar/days', { date: '2026-11-18', working: true, label: null });
    const res = await admin.get('/api/calendar/days?from=2026-11-05&to=2026-11-18&lang=fr');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toEqual([
      { date: '2026-11-06', reason: 'Anniversaire de la Marche verte', source: 'holiday' },
      { date: '2026-11-07', reason: 'Week-end', source: 'weekend' },
      { date: '2026-11-08', reason: 'Week-end', source: 'weekend' },
      { date: '2026-11-10', reason: 'Grève', source: 'office' },
      { date: '2026-11-14', reason: 'Week-end', source: 'weekend' },
      { date: '2026-11-15', reason: 'Week-end', source: 'weekend' },
    ]);
    // The country's own names, in the register of its official calendar.
    const arabic = (await admin.get('/api/calendar/days?from=2026-05-01&to=2026-05-31&lang=ar')).json().items;
    expect(arabic).toContainEqual({ date: '2026-05-01', reason: 'عيد الشغل', source: 'holiday' });
    const french = (await admin.get('/api/calendar/days?from=2026-05-01&to=2026-05-31&lang=fr')).json().items;
    expect(french).toContainEqual({ date: '2026-05-27', reason: 'Aïd al-Adha', source: 'holiday' });
    expect(body.overrides).toEqual([
      { date: '2026-11-10', working: false, label: 'Grève' },
      { date: '2026-11-18', working: true, label: null },
    ]);
    expect((await admin.get('/api/calendar/days?from=2026-01-01&to=2027-01-01')).statusCode).toBe(200);
    const tooLong = await admin.get('/api/calendar/days?from=2026-01-01&to=2027-01-02');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.to).toBe('Choose a range of at most 366 days');
    expect((await admin.get('/api/calendar/days?from=2026-11-10&to=2026-11-01')).statusCode).toBe(400);
    expect((await admin.get('/api/calendar/days?from=2026-11-01')).statusCode).toBe(400);
    const staff = await signInUser(server, admin);
    expect((await staff.get('/api/calendar/days?from=2026-11-01&to=2026-11-02')).statusCode).toBe(200);
    expect((await staff.post('/api/calendar/days', { date: '2026-11-20', working: false })).statusCode).toBe(403);
    expect((await admin.post('/api/calendar/days', { date: '2026-02-30', working: false })).statusCode).toBe(400);
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
      expect.objectContaining({ kind: 'deadline', due_date: '2026-11-02', fk_dossier: second.id_dossier, rule_label: 'Appel (Maroc)' }),
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
    expect(ics).toContain('SUMMARY:#4321 – Last day: Appeal (Morocco)');
    expect(ics).toContain('DESCRIPTION:Counted from Thursday 1 October 2026\\n');
    expect(ics).toContain('DESCRIPTION:Deadline expires in 7 days: Appeal (Morocco)');
    expect(ics).toContain('TRIGGER:-P1D');
    expect(ics).toContain('TRIGGER:-P7D');
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toMatch(/LAST-MODIFIED:\d{8}T\d{6}Z/);
    const csv = (await admin.get('/api/agenda/export?format=csv&from=2026-11-02&to=2026-11-02&lang=fr')).body
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(csv[1]).toMatch(
      /^2026-11-02;Échéance du délai;n°\u00a04321;Appel \(Maroc\);"Compté à partir du 2026-10-01 — Code de procédure civile/,
    );
    const txt = (await admin.get('/api/agenda/export?format=txt&from=2026-11-02&to=2026-11-02')).body.split('\n');
    expect(txt[1]).toBe('0 actions, 1 deadline');
    const html = (await admin.get('/api/agenda/export?format=html&from=2026-11-02&to=2026-11-02&lang=ar')).body;
    expect(html).toContain('أجل الاستئناف (المغرب)');
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
  it('ships the presets inactive, each citing its source and asking to be checked', async () => {
    const rules = (await admin.get('/api/deadline-rules')).json().items as {
      country: string;
      active: boolean;
      legal_reference: string;
      labels: Record<string, string>;
    }[];
    expect(new Set(rules.map((r) => r.country))).toEqual(new Set(['MA', 'TN', 'DZ', 'FR']));
    expect(rules.filter((r) => r.active)).toHaveLength(1);
    for (const rule of rules) {
      expect(rule.legal_reference).toMatch(/check it/);
      expect(Object.keys(rule.labels).sort()).toEqual(['ar', 'en', 'fr']);
    }
  });

  it('validates, versions, and refuses deleting what is in use', async () => {
    const bad = await admin.post('/api/deadline-rules', { label: 'X', trigger_type_ids: [9999], amount: 10, unit: 'days' });
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
