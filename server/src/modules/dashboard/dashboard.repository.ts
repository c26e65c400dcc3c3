import type { ExpressionBuilder, Kysely } from 'kysely';
import { addDays } from '../../lib/dates';
import type { Database } from '../../db/schema';
import { dossierCounts } from '../stale/stale.repository';

export function createDashboardRepository(db: Kysely<Database>) {
  const count = () => db.fn.countAll<number>().as('n');
  return {
    /** Every counter in one round trip, each an indexed count in the database. */
    async counts(tomorrow: string, staleThreshold: string) {
      const today = addDays(tomorrow, -1);
      const openDeadlines = (eb: ExpressionBuilder<Database, never>) =>
        eb
          .selectFrom('deadline')
          // Cross join + join condition: SQLite starts from the (status, due_date) index.
          .crossJoin('dossier')
          .whereRef('dossier.id_dossier', '=', 'deadline.fk_dossier')
          .select(count())
          .where('dossier.deleted_at', 'is', null)
          .where('deadline.status', '=', 'open');
      const dossiers = dossierCounts(db, staleThreshold);
      const row = await db
        .selectNoFrom((eb) => [
          // Everything minus what is in the trash: a whole-table count is nearly free, and the trash is small.
          dossiers.all.as('all_dossiers'),
          dossiers.trashed.as('trashed_dossiers'),
          dossiers.recent.as('recent_dossiers'),
          eb.selectFrom('action').select(count()).as('all_actions'),
          // Found from the trashed dossiers (few), not by joining every action to its dossier.
          eb
            .selectFrom('action')
            .select(count())
            .where('action.fk_dossier', 'in', eb.selectFrom('dossier').select('dossier.id_dossier').where('dossier.deleted_at', 'is not', null))
            .as('trashed_actions'),
          eb.selectFrom('expert').select(count()).as('experts'),
          eb.selectFrom('tribunal').select(count()).as('tribunals'),
          eb
            .selectFrom('action')
            // Cross join + join condition: SQLite starts from tomorrow's actions (two date indexes).
            .crossJoin('dossier')
            .whereRef('dossier.id_dossier', '=', 'action.fk_dossier')
            .select(count())
            .where('dossier.deleted_at', 'is', null)
            .where((w) => w.or([w('action.date_action', '=', tomorrow), w('action.date_prochaine', '=', tomorrow)]))
            .as('actions_tomorrow'),
          openDeadlines(eb).where('deadline.due_date', '<', today).as('deadlines_overdue'),
          openDeadlines(eb).where('deadline.due_date', '>=', today).where('deadline.due_date', '<=', addDays(today, 6)).as('deadlines_week'),
        ])
        .executeTakeFirstOrThrow();
      const liveDossiers = Number(row.all_dossiers) - Number(row.trashed_dossiers);
      return {
        total_dossiers: liveDossiers,
        total_actions: Number(row.all_actions) - Number(row.trashed_actions),
        experts: Number(row.experts),
        tribunals: Number(row.tribunals),
        actions_tomorrow: Number(row.actions_tomorrow),
        stale_dossiers: liveDossiers - Number(row.recent_dossiers),
        deadlines_overdue: Number(row.deadlines_overdue),
        deadlines_week: Number(row.deadlines_week),
      };
    },
  };
}
