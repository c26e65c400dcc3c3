import { sql, type Kysely } from 'kysely';
import { todayInZone } from '../../lib/dates';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A dossier's last action is its latest action dated today or before: a hearing logged ahead of
 * its day is not activity yet, and a dossier whose only action is far ahead can become stale.
 * `daily_upkeep` records the office day the column was last brought up to date for, so the
 * actions whose day has come are counted once a day (modules/dossiers/last-action-dates.ts).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('daily_upkeep')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('day', 'text', (c) => c.notNull())
    .execute();
  const settings = await db.selectFrom('settings').select('timezone').where('id', '=', 1).executeTakeFirst();
  const today = todayInZone((settings?.timezone as string | undefined) ?? 'UTC', Date.now());
  await sql`update dossier set last_action_date = (
      select max(action.date_action) from action where action.fk_dossier = dossier.id_dossier and action.date_action <= ${today}
    ) where last_action_date > ${today}`.execute(db);
  await db.insertInto('daily_upkeep').values({ name: 'last_action_date', day: today }).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('daily_upkeep').execute();
}
