import { PostgresAdapter, sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { readBeside } from '../../db/read-worker';
import { addDays } from '../../lib/dates';
import type { Database } from '../../db/schema';
import { dossierCounts } from '../stale';

/** Change rows of the action count (PostgreSQL, migration 017) past which they are folded into one. */
export const ACTION_COUNT_ROWS_TO_FOLD = 1000;

export function createDashboardRepository(db: Kysely<Database>) {
  const count = () => db.fn.countAll<number>().as('n');
  const onPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    /**
     * Every counter in one round trip, each an indexed count in the database (on PostgreSQL the
     * number of actions is the sum of its kept changes). On SQLite the statement runs on the read
     * worker's connection: counting a million actions there holds no request on the server's thread.
     */
    async counts(tomorrow: string, staleThreshold: string) {
      const today = addDays(tomorrow, -1);
      /**
       * Open deadlines of live dossiers whose due date passes every test of `due`: all open ones,
       * which the (status, due_date) index counts alone, minus the trashed dossiers' (few, found by
       * dossier). Joining each of thousands of deadlines to its dossier cost tens of milliseconds
       * at 100k dossiers, on the thread that serves every request, each time the cache expired.
       */
      const openDeadlines = (eb: ExpressionBuilder<Database, never>, due: ['<' | '>=' | '<=', string][]) => {
        // A CASE, not the bare columns: SQLite must not reach the trashed dossiers' deadlines through the (status, due_date) index.
        const openDue = sql<string>`case when deadline.status = 'open' then deadline.due_date end`;
        let all = eb.selectFrom('deadline').select(count()).where('deadline.status', '=', 'open');
        let trashed = eb
          .selectFrom('deadline')
          .select(count())
          .where(
            'deadline.fk_dossier',
            'in',
            eb.selectFrom('dossier').select('dossier.id_dossier').where('dossier.deleted_at', 'is not', null),
          );
        for (const [op, date] of due) {
          all = all.where('deadline.due_date', op, date);
          trashed = trashed.where(openDue, op, date);
        }
        return sql<number>`(${all}) - (${trashed})`;
      };
      const dossiers = dossierCounts(db, staleThreshold);
      const query = db
        .selectNoFrom((eb) => [
          // Everything minus what is in the trash: a whole-table count is nearly free, and the trash is small.
          dossiers.all.as('all_dossiers'),
          dossiers.trashed.as('trashed_dossiers'),
          dossiers.recent.as('recent_dossiers'),
          // PostgreSQL keeps the number of actions as they come and go (migration 017); SQLite counts its b-tree.
          onPostgres
            ? sql<number>`(select coalesce(sum(n), 0) from action_count_change)`.as('all_actions')
            : eb.selectFrom('action').select(count()).as('all_actions'),
          (onPostgres ? sql<number>`(select count(*) from action_count_change)` : sql<number>`0`).as('action_count_rows'),
          // Found from the trashed dossiers (few), not by joining every action to its dossier.
          eb
            .selectFrom('action')
            .select(count())
            .where(
              'action.fk_dossier',
              'in',
              eb.selectFrom('dossier').select('dossier.id_dossier').where('dossier.deleted_at', 'is not', null),
            )
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
          openDeadlines(eb, [['<', today]]).as('deadlines_overdue'),
          openDeadlines(eb, [
            ['>=', today],
            ['<=', addDays(today, 6)],
          ]).as('deadlines_week'),
        ])
        .compile();
      const [row] = await readBeside(db, query);
      if (!row) throw new Error('the dashboard counts returned no row');
      const liveDossiers = Number(row.all_dossiers) - Number(row.trashed_dossiers);
      return {
        foldActionCount: Number(row.action_count_rows) > ACTION_COUNT_ROWS_TO_FOLD,
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

    /**
     * Folds the action count's change rows into one (PostgreSQL). One statement: a writer adding
     * a row meanwhile keeps it, and a fold running at the same moment finds the rows gone.
     */
    async foldActionCount(): Promise<void> {
      if (!onPostgres) return;
      await sql`with folded as (delete from action_count_change returning n) insert into action_count_change (n) select coalesce(sum(n), 0) from folded`.execute(
        db,
      );
    },
  };
}
