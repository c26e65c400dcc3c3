import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isStale } from '../stale/stale.repository';

export function createDashboardRepository(db: Kysely<Database>) {
  const count = () => db.fn.countAll<number>().as('n');
  return {
    /** Every counter in one round trip, each an indexed count in the database. */
    async counts(tomorrow: string, staleThreshold: string) {
      const row = await db
        .selectNoFrom((eb) => [
          eb.selectFrom('dossier').select(count()).where('dossier.deleted_at', 'is', null).as('total_dossiers'),
          // All actions minus those in the trash with their dossier: two cheap counts instead of a join over every action.
          eb.selectFrom('action').select(count()).as('all_actions'),
          eb
            .selectFrom('action')
            .innerJoin('dossier', 'dossier.id_dossier', 'action.fk_dossier')
            .select(count())
            .where('dossier.deleted_at', 'is not', null)
            .as('trashed_actions'),
          eb.selectFrom('expert').select(count()).as('experts'),
          eb.selectFrom('tribunal').select(count()).as('tribunals'),
          eb
            .selectFrom('action')
            .innerJoin('dossier', 'dossier.id_dossier', 'action.fk_dossier')
            .select(count())
            .where('dossier.deleted_at', 'is', null)
            .where((w) => w.or([w('action.date_action', '=', tomorrow), w('action.date_prochaine', '=', tomorrow)]))
            .as('actions_tomorrow'),
          eb.selectFrom('dossier').select(count()).where(isStale(staleThreshold)).as('stale_dossiers'),
        ])
        .executeTakeFirstOrThrow();
      return {
        total_dossiers: Number(row.total_dossiers),
        total_actions: Number(row.all_actions) - Number(row.trashed_actions),
        experts: Number(row.experts),
        tribunals: Number(row.tribunals),
        actions_tomorrow: Number(row.actions_tomorrow),
        stale_dossiers: Number(row.stale_dossiers),
      };
    },
  };
}
