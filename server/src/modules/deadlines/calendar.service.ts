import { CALENDAR_MAX_DAYS, type CalendarDayBody, type CalendarDaysResponse } from '@cabinet/shared';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import { daysBetween, eachDay } from '../../lib/dates';
import type { HolidayLanguage } from './holidays';
import { recomputeOpenDeadlines } from './recompute';
import { loadWorkingCalendar } from './working-calendar';

const invalid = (fields: Record<string, string>) => new AppError('validation_failed', 'Some fields are invalid', fields);
/** Audit entries need a numeric id: a day is recorded as YYYYMMDD. */
const dayId = (date: string) => Number(date.replace(/-/g, ''));

export function createCalendarService(ctx: AppContext) {
  const { db } = ctx.database;
  return {
    async list(query: { from: string; to: string; lang: HolidayLanguage }): Promise<CalendarDaysResponse> {
      const { from, to, lang } = query;
      const span = daysBetween(from, to);
      if (span < 0) throw invalid({ to: 'The end date must not be before the start date' });
      if (span >= CALENDAR_MAX_DAYS) throw invalid({ to: `Choose a range of at most ${CALENDAR_MAX_DAYS} days` });
      const calendar = await loadWorkingCalendar(db);
      const items = [];
      for (const date of eachDay(from, to)) {
        const day = calendar.describe(date, lang);
        if (day) items.push(day);
      }
      const overrides = await db
        .selectFrom('calendar_day')
        .select(['date', 'working', 'label'])
        .where('date', '>=', from)
        .where('date', '<=', to)
        .orderBy('date')
        .execute();
      return {
        items,
        total: items.length,
        overrides: overrides.map((o) => ({ date: o.date, working: Boolean(o.working), label: o.label })),
      };
    },

    /** A closed day or a worked holiday; every open deadline is counted again in the same transaction. */
    async add(actor: Actor, body: CalendarDayBody): Promise<{ date: string; working: boolean; label: string | null; recomputed: number }> {
      const at = isoNow(ctx.clock);
      return db.transaction().execute(async (trx) => {
        const existing = await trx.selectFrom('calendar_day').select('date').where('date', '=', body.date).executeTakeFirst();
        if (existing)
          throw new AppError('conflict', 'This day is already in the office calendar', {
            date: 'This day is already in the office calendar',
          });
        const label = body.label ?? null;
        await trx
          .insertInto('calendar_day')
          .values({ date: body.date, working: body.working ? 1 : 0, label, created_at: at, created_by: actor.id })
          .execute();
        const recomputed = await recomputeOpenDeadlines(trx);
        await writeAudit(trx, {
          at,
          userId: actor.id,
          entity: 'calendar_day',
          entityId: dayId(body.date),
          operation: 'create',
          changes: {
            date: [null, body.date],
            working: [null, body.working],
            label: [null, label],
            recomputed_deadlines: [null, recomputed],
          },
        });
        return { date: body.date, working: body.working, label, recomputed };
      });
    },

    async remove(actor: Actor, date: string): Promise<void> {
      const at = isoNow(ctx.clock);
      await db.transaction().execute(async (trx) => {
        const existing = await trx.selectFrom('calendar_day').select(['working', 'label']).where('date', '=', date).executeTakeFirst();
        if (!existing) throw new AppError('not_found', 'This day is not in the office calendar');
        await trx.deleteFrom('calendar_day').where('date', '=', date).execute();
        const recomputed = await recomputeOpenDeadlines(trx);
        await writeAudit(trx, {
          at,
          userId: actor.id,
          entity: 'calendar_day',
          entityId: dayId(date),
          operation: 'delete',
          changes: {
            date: [date, null],
            working: [Boolean(existing.working), null],
            label: [existing.label, null],
            recomputed_deadlines: [null, recomputed],
          },
        });
      });
    },
  };
}
