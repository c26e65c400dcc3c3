import {
  CALENDAR_MAX_DAYS,
  KIND_AMBIGUOUS,
  REPLACES_NOT_PREDICTED,
  REPLACES_TOO_FAR,
  type CalendarDayBody,
  type CalendarDaysResponse,
  type CalendarEntry,
  type CalendarFeast,
  type CalendarKind,
} from '@cabinet/shared';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import { addDays, daysBetween, eachDay } from '../../lib/dates';
import { createCalendarRepository, loadCalendarInputs, type EntryRow } from './calendar.repository';
import { createDeadlinesRepository } from './deadlines.repository';
import { isSupportedCountry, type HolidayLanguage } from './law/public-holidays';
import { currentWeeklyRest, WEEKLY_REST } from './law/weekly-rest';
import { calendarSet, legalCalendar } from './legal-calendar';
import { recountOpenDeadlines, type RecountResult } from './recount';

const invalid = (fields: Record<string, string>) => new AppError('validation_failed', 'Some fields are invalid', fields);
/** Audit entries need a numeric id: a day is recorded as YYYYMMDD. */
const dayId = (date: string) => Number(date.replace(/-/g, ''));
const ALREADY = 'This day is already in the office calendar';
/** A feast's days and the day it may move to lie within this many days of a changed entry. */
const FEAST_REACH = 4;

const toEntry = (row: EntryRow): CalendarEntry => ({
  date: row.date,
  kind: row.kind,
  country: row.country,
  label: row.label,
  source: row.source,
  replaces: row.replaces,
  working: row.kind === 'worked',
});

function checkRange(from: string, to: string) {
  if (daysBetween(from, to) < 0) throw invalid({ to: 'The end date must not be before the start date' });
  if (daysBetween(from, to) >= CALENDAR_MAX_DAYS) throw invalid({ to: `Choose a range of at most ${CALENDAR_MAX_DAYS} days` });
}

/**
 * The office's calendar: the legal calendars of the countries its deadlines are counted on, and
 * what the office records on them. A public holiday (with its source), a feast confirmed or moved,
 * or a holiday found not to be one recounts the open deadlines of that country that can cross the
 * day, in batches that hold up no request, and lists the moves. An office closure moves nothing.
 */
export function createCalendarService(ctx: AppContext) {
  const { db } = ctx.database;
  const recount = (actor: Actor, at: string, country: string, around: string[]): Promise<RecountResult> => {
    const sorted = [...around].sort();
    return recountOpenDeadlines(
      db,
      { country, touched: { from: addDays(sorted[0]!, -FEAST_REACH), to: addDays(sorted.at(-1)!, FEAST_REACH) } },
      { actor, at },
    );
  };

  return {
    async list(query: { from: string; to: string; country?: string; lang: HolidayLanguage }): Promise<CalendarDaysResponse> {
      const { from, to, lang } = query;
      checkRange(from, to);
      const { officeCountry, entries } = await loadCalendarInputs(db);
      const country = query.country ?? officeCountry;
      const calendar = legalCalendar(country, entries);
      const items = [];
      for (const date of eachDay(from, to)) {
        const day = calendar.describe(date, lang);
        if (day) items.push(day);
      }
      const shown = entries.filter(
        (e) => daysBetween(from, e.date) >= 0 && daysBetween(e.date, to) >= 0 && (e.country === null || e.country === country),
      );
      return { country, items, total: items.length, overrides: shown.map(toEntry) };
    },

    countries() {
      return {
        items: Object.keys(WEEKLY_REST).map((country) => {
          const rest = currentWeeklyRest(country)!;
          return { country, weekly_rest: rest.days, source: rest.source, to_verify: rest.to_verify };
        }),
      };
    },

    async feasts(query: {
      from: string;
      to: string;
      country?: string;
      lang: HolidayLanguage;
    }): Promise<{ items: CalendarFeast[]; total: number }> {
      checkRange(query.from, query.to);
      const { officeCountry, entries } = await loadCalendarInputs(db);
      const items = legalCalendar(query.country ?? officeCountry, entries).feasts(query.from, query.to, query.lang);
      return { items, total: items.length };
    },

    /** Records a day; a day of the office's former calendar is sorted by recording it as what it is. */
    async add(actor: Actor, body: CalendarDayBody): Promise<CalendarEntry & RecountResult & { recomputed: number }> {
      const at = isoNow(ctx.clock);
      const { officeCountry, entries } = await loadCalendarInputs(db);
      const country = body.kind === 'office_closed' ? null : (body.country ?? officeCountry);
      // A worked day of no country (as older clients send it, in an office without a country) changes no calendar, but is kept as said.
      if (body.kind === 'holiday' && !country) throw invalid({ country: 'Choose the country whose calendar this day belongs to' });
      if (country && !isSupportedCountry(country)) throw invalid({ country: 'No public holidays are known for this country' });
      if (body.replaces) {
        const shift = daysBetween(body.replaces, body.date);
        if (shift === 0 || Math.abs(shift) > 2) throw invalid({ replaces: REPLACES_TOO_FAR });
        const calendar = calendarSet(officeCountry, entries).of(country);
        if (calendar.moonNear(body.replaces)?.date !== body.replaces) throw invalid({ replaces: REPLACES_NOT_PREDICTED });
      }
      const entry = {
        date: body.date,
        kind: body.kind as CalendarKind,
        country,
        label: body.label,
        source: body.source,
        replaces: body.replaces,
      };
      await db.transaction().execute(async (trx) => {
        const repo = createCalendarRepository(trx);
        const day = await repo.onDay(body.date);
        const unsorted = day.find((e) => e.kind === 'unsorted');
        const taken = day.find((e) => e.kind !== 'unsorted' && e.country === country);
        if (taken) throw new AppError('conflict', ALREADY, { date: ALREADY });
        if (unsorted) {
          // Sorting a day of the former calendar (keeping its reason when none is given): an office
          // closure stays office-wide, a holiday or worked day joins its country's calendar.
          entry.label ??= unsorted.label;
          if (country === null) await repo.reclassify(unsorted.id, entry);
          else {
            await repo.delete(unsorted.id);
            await repo.insert({ ...entry, created_at: at, created_by: actor.id });
          }
        } else {
          await repo.insert({ ...entry, created_at: at, created_by: actor.id });
        }
        await writeAudit(trx, {
          at,
          userId: actor.id,
          entity: 'calendar_day',
          entityId: dayId(body.date),
          operation: unsorted ? 'update' : 'create',
          changes: {
            date: [unsorted ? body.date : null, body.date],
            kind: [unsorted ? 'unsorted' : null, entry.kind],
            country: [null, country],
            working: [null, entry.kind === 'worked'],
            label: [unsorted?.label ?? null, entry.label],
            source: [null, entry.source],
            replaces: [null, entry.replaces],
          },
        });
      });
      const result =
        country === null
          ? { moved: 0, moves: [] }
          : await recount(actor, at, country, [body.date, ...(body.replaces ? [body.replaces] : [])]);
      return { ...toEntry({ id: 0, ...entry }), ...result, recomputed: result.moved };
    },

    async remove(actor: Actor, date: string, query: { country?: string; kind?: CalendarKind }): Promise<void> {
      const at = isoNow(ctx.clock);
      const removed = await db.transaction().execute(async (trx) => {
        const repo = createCalendarRepository(trx);
        const candidates = (await repo.onDay(date)).filter(
          (e) =>
            (query.kind === undefined || e.kind === query.kind) &&
            (query.country === undefined || e.country === null || e.country === query.country),
        );
        if (candidates.length === 0) throw new AppError('not_found', 'This day is not in the office calendar');
        if (candidates.length > 1) throw invalid({ kind: KIND_AMBIGUOUS });
        const entry = candidates[0]!;
        await repo.delete(entry.id);
        await writeAudit(trx, {
          at,
          userId: actor.id,
          entity: 'calendar_day',
          entityId: dayId(date),
          operation: 'delete',
          changes: {
            date: [date, null],
            kind: [entry.kind, null],
            country: [entry.country, null],
            working: [entry.kind === 'worked', null],
            label: [entry.label, null],
            source: [entry.source, null],
            replaces: [entry.replaces, null],
          },
        });
        return entry;
      });
      if (removed.country !== null) await recount(actor, at, removed.country, [date, ...(removed.replaces ? [removed.replaces] : [])]);
    },

    /** What remains of the office's calendar before holidays and closures were told apart. */
    async migration(): Promise<{ unsorted: CalendarEntry[]; legacy_open: number }> {
      const unsorted = await createCalendarRepository(db).unsorted();
      const legacyOpen = await createDeadlinesRepository(db).countLegacyOpen();
      return { unsorted: unsorted.map(toEntry), legacy_open: legacyOpen };
    },

    /** Once the former days are sorted: the open deadlines counted the old way are counted on the law's calendars, the moves listed. */
    async recountLegacy(actor: Actor): Promise<RecountResult> {
      const at = isoNow(ctx.clock);
      if ((await createCalendarRepository(db).unsorted()).length > 0)
        throw new AppError('conflict', 'Sort the days of the former office calendar first (public holiday or office closure)');
      const before = (await this.migration()).legacy_open;
      const result = await recountOpenDeadlines(db, { legacy: true }, { actor, at });
      await writeAudit(db, {
        at,
        userId: actor.id,
        entity: 'calendar_migration',
        entityId: 1,
        operation: 'update',
        changes: { legacy_deadlines: [before, 0], moved_deadlines: [null, result.moved] },
      });
      return result;
    },
  };
}
