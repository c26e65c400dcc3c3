import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The day a piece of daily work was last done for (table daily_upkeep, one row per name). */
export function createDailyUpkeepRepository(db: Kysely<Database>) {
  return {
    /**
     * Claims `name`'s work for `today`: the day it was last done for, or null when it is done for
     * today already or another instance claimed it first (its update found another day).
     */
    async claim(name: string, today: string): Promise<string | null> {
      const row = await db.selectFrom('daily_upkeep').select('day').where('name', '=', name).executeTakeFirst();
      if (!row) {
        const inserted = await db
          .insertInto('daily_upkeep')
          .values({ name, day: today })
          .onConflict((oc) => oc.column('name').doNothing())
          .executeTakeFirst();
        return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? today : null;
      }
      if (row.day === today) return null;
      const updated = await db.updateTable('daily_upkeep').set({ day: today }).where('name', '=', name).where('day', '=', row.day).executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1 ? row.day : null;
    },
  };
}
