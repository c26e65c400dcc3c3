import { calendarDate, DATE_RANGE_MESSAGE } from '@cabinet/shared';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addAction, createDossier } from './case-fixtures';
import { countRows, signInUser, startServerWithAdmin, type TestClient, type TestServer } from './harness';

/**
 * Every calendar date the API accepts is within 1900-01-01 … 2199-12-31. Past year 9999 a date
 * needs five digits and sorts before the dates it follows: a day range ending 9999-12-31 once
 * stepped forever (the server ran out of memory), and an action late in 9999 made a deadline
 * due in year 10000 that showed as overdue.
 */

interface RouteSchemas {
  route: string;
  schemas: z.ZodType[];
}
const routes: RouteSchemas[] = [];
function collect(route: RouteOptions) {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const schemas = ['body', 'querystring', 'params']
    .map((part) => schema[part])
    .filter((s): s is z.ZodType => Boolean(s && typeof s === 'object' && '_zod' in s));
  routes.push({ route: `${String(route.method)} ${route.url}`, schemas });
}

type Def = Record<string, unknown> & { type: string };
/** Every schema reachable from `schema` through objects, wrappers, unions, pipes and arrays. */
function* reachable(schema: z.ZodType, seen = new Set<unknown>()): Generator<z.ZodType> {
  if (seen.has(schema)) return;
  seen.add(schema);
  yield schema;
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const children: unknown[] = [];
  if (def.type === 'object') children.push(...Object.values(def.shape as Record<string, unknown>));
  for (const key of ['innerType', 'in', 'out', 'element', 'left', 'right', 'valueType']) if (def[key]) children.push(def[key]);
  if (Array.isArray(def.options)) children.push(...def.options);
  if (Array.isArray(def.items)) children.push(...def.items);
  for (const child of children) yield* reachable(child as z.ZodType, seen);
}
const isDateFormat = (schema: z.ZodType) => (schema as unknown as { format?: string }).format === 'date';

let server: TestServer;
let admin: TestClient;
let staff: TestClient;
beforeAll(async () => {
  ({ server, admin } = await startServerWithAdmin({ at: '2026-11-20T09:00:00Z', settings: { timezone: 'UTC' }, onRoute: collect }));
  staff = await signInUser(server, admin);
});
afterAll(() => server?.close());

function expectRangeRefusal(res: { statusCode: number; json(): unknown; body: string }, field: string, context: string) {
  expect(res.statusCode, `${context}: ${res.body}`).toBe(400);
  expect(res.json(), context).toMatchObject({ error: { code: 'validation_failed', fields: { [field]: DATE_RANGE_MESSAGE } } });
}

describe('calendar dates are held to 1900–2199', () => {
  it('every date in a route’s body, query string or path is the shared calendar date', () => {
    const dated = routes.filter((r) => r.schemas.some((s) => [...reachable(s)].some(isDateFormat)));
    // The day ranges, the agenda, the roll, the deadlines, dossiers and actions at least.
    expect(dated.length).toBeGreaterThan(10);
    for (const { route, schemas } of dated) {
      for (const schema of schemas) for (const leaf of reachable(schema)) if (isDateFormat(leaf)) expect(leaf, route).toBe(calendarDate);
    }
  });

  it('answers a day range ending 9999-12-31 with a 400 at once, and the server keeps serving', async () => {
    expectRangeRefusal(await staff.get('/api/calendar/days?from=9999-01-01&to=9999-12-31'), 'from', 'the last year');
    expectRangeRefusal(await staff.get('/api/calendar/days?from=9998-12-31&to=9999-12-31'), 'from', 'a year across 9999');
    expectRangeRefusal(await staff.get('/api/calendar/days?from=2199-01-01&to=2200-01-01'), 'to', 'past the last day');
    expect((await staff.get('/api/health')).statusCode).toBe(200);
    // The last year accepted lists its days (Morocco's weekly rest here).
    const last = await staff.get('/api/calendar/days?from=2199-01-01&to=2199-12-31&country=MA');
    expect(last.statusCode).toBe(200);
    expect(last.json().items.at(-1)).toMatchObject({ date: expect.stringMatching(/^2199-12-/) });
    const over = await staff.get('/api/calendar/days?from=2198-12-30&to=2199-12-31');
    expect(over.json()).toMatchObject({ error: { fields: { to: 'Choose a range of at most 366 days' } } });
  });

  it('refuses dates out of range in query strings, paths and bodies with the usual 400', async () => {
    const dossier = await createDossier(staff);
    const action = await addAction(staff, dossier.id_dossier);
    const queries = [
      ['/api/agenda?from=1899-12-31', 'from'],
      ['/api/agenda/export?format=csv&to=2200-01-01', 'to'],
      ['/api/agenda/roll?date=9999-12-31', 'date'],
      ['/api/deadlines?due_from=0001-01-01', 'due_from'],
      ['/api/dossiers?to=2200-01-01', 'to'],
    ] as const;
    for (const [url, field] of queries) expectRangeRefusal(await staff.get(url), field, url);
    expectRangeRefusal(await admin.delete('/api/calendar/days/2200-01-01'), 'date', 'DELETE a day');
    expectRangeRefusal(await admin.post('/api/calendar/days', { date: '1899-12-31', working: false }), 'date', 'POST a day');
    expectRangeRefusal(
      await staff.post('/api/dossiers', { ref_dossier_bureau: 901, date_inscription_bureau: '2200-01-01' }),
      'date_inscription_bureau',
      'a dossier',
    );
    expectRangeRefusal(
      await staff.post('/api/dossiers', { ref_dossier_bureau: 902, date_inscription_bureau: '2026-01-15', date_accident: '1899-12-31' }),
      'date_accident',
      'an accident',
    );
    expectRangeRefusal(
      await staff.patch(`/api/dossiers/${dossier.id_dossier}`, { date_accident: '9999-12-31' }),
      'date_accident',
      'a dossier patch',
    );
    expectRangeRefusal(
      await staff.post(`/api/dossiers/${dossier.id_dossier}/actions`, {
        date_action: '2026-02-01',
        contenu: 'x',
        date_prochaine: '2200-01-01',
      }),
      'date_prochaine',
      'a next date',
    );
    expectRangeRefusal(
      await staff.patch(`/api/actions/${action.id_action}`, { date_action: '9999-12-20' }),
      'date_action',
      'an action patch',
    );
    expect(await countRows(server.database.db, 'dossier')).toBe(1);
    expect(await countRows(server.database.db, 'calendar_day')).toBe(0);
  });

  it('keeps an action late in 9999 from making a deadline due in year 10000', async () => {
    const rules = (await admin.get('/api/deadline-rules')).json().items as {
      id: number;
      trigger_type_ids: number[];
      amount: number;
      unit: string;
    }[];
    const rule = rules.find((r) => r.unit === 'days' && r.trigger_type_ids.length > 0)!;
    expect((await admin.patch(`/api/deadline-rules/${rule.id}`, { active: true })).statusCode).toBe(200);
    const dossier = await createDossier(staff);
    const type = rule.trigger_type_ids[0]!;
    const before = await countRows(server.database.db, 'deadline');

    const late = await staff.post(`/api/dossiers/${dossier.id_dossier}/actions`, {
      date_action: '9999-12-20',
      fk_type_action: type,
      contenu: 'Notification',
    });
    expectRangeRefusal(late, 'date_action', 'an action in 9999');
    expect(await countRows(server.database.db, 'deadline')).toBe(before);

    // The last day accepted still counts its period, into a year of four digits that sorts after today.
    const last = await addAction(staff, dossier.id_dossier, { date_action: '2199-12-20', fk_type_action: type, contenu: 'Notification' });
    const deadlines = (await staff.get(`/api/dossiers/${dossier.id_dossier}/deadlines`)).json().items as {
      trigger_action_id: number;
      due_date: string;
      days_left: number;
    }[];
    const counted = deadlines.find((d) => d.trigger_action_id === last.id_action)!;
    expect(counted.due_date).toMatch(/^2\d{3}-\d{2}-\d{2}$/);
    expect(counted.due_date > '2199-12-20').toBe(true);
    expect(counted.days_left).toBeGreaterThan(0);
    expect((await staff.get('/api/dashboard')).json()).toMatchObject({ deadlines_overdue: 0 });
  });
});
