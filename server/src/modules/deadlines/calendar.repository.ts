import type { CalendarKind } from '@cabinet/shared';
import type { Insertable, Kysely } from 'kysely';
import type { CalendarEntryTable, Database } from '../../db/schema';
import type { OfficeEntry } from './legal-calendar';

const ENTRY_COLUMNS = ['id', 'date', 'kind', 'country', 'label', 'source', 'replaces'] as const;
export type EntryRow = OfficeEntry & { id: number };

/** The office's calendar entries (a few dozen a year): the only place that reads or writes them. */
export function createCalendarRepository(db: Kysely<Database>) {
  return {
    async all(): Promise<EntryRow[]> {
      return db.selectFrom('calendar_entry').select(ENTRY_COLUMNS).orderBy('date').orderBy('id').execute();
    },
    async between(from: string, to: string): Promise<EntryRow[]> {
      return db
        .selectFrom('calendar_entry')
        .select(ENTRY_COLUMNS)
        .where('date', '>=', from)
        .where('date', '<=', to)
        .orderBy('date')
        .orderBy('id')
        .execute();
    },
    /** The entries of one day: the office-wide one and those of each country. */
    async onDay(date: string): Promise<EntryRow[]> {
      return db.selectFrom('calendar_entry').select(ENTRY_COLUMNS).where('date', '=', date).orderBy('id').execute();
    },
    async unsorted(): Promise<EntryRow[]> {
      return db.selectFrom('calendar_entry').select(ENTRY_COLUMNS).where('kind', '=', 'unsorted').orderBy('date').execute();
    },
    async insert(values: Insertable<CalendarEntryTable>): Promise<void> {
      await db.insertInto('calendar_entry').values(values).execute();
    },
    async reclassify(
      id: number,
      values: { kind: CalendarKind; country: string | null; label: string | null; source: string | null; replaces: string | null },
    ) {
      await db.updateTable('calendar_entry').set(values).where('id', '=', id).execute();
    },
    async delete(id: number): Promise<void> {
      await db.deleteFrom('calendar_entry').where('id', '=', id).execute();
    },
  };
}

/** The office's country (whose calendar counts the rules that name none) and every entry. */
export async function loadCalendarInputs(db: Kysely<Database>): Promise<{ officeCountry: string | null; entries: EntryRow[] }> {
  const settings = await db.selectFrom('settings').select('country').where('id', '=', 1).executeTakeFirstOrThrow();
  return { officeCountry: settings.country, entries: await createCalendarRepository(db).all() };
}
