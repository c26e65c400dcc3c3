import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { staleCounts } from '../stale/stale.repository';

export function createDashboardRepository(db: Kysely<Database>) {
  const count = () => db.fn.countAll<number>().as('n');
  return {
    /** Every counter in one round trip, each an indexed count in the database. */
    async counts(tomorrow: string, staleThreshold: string) {
      const stale = staleCounts(db, staleThreshold);
      const row = await db
        .selectNoFrom((eb) => [
          // Everything minus what is in the trash: a whole-table count is nearly free, and the trash is small.
          eb.selectFrom('dossier').select(count()).as('all_dossiers'),
          eb.selectFrom('dossier').select(count()).where('dossier.deleted_at', 'is not', null).as('trashed_dossiers'),
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
          stale.never.as('stale_never'),
          stale.quiet.as('stale_quiet'),
        ])
        .executeTakeFirstOrThrow();
      return {
        total_dossiers: Number(row.all_dossiers) - Number(row.trashed_dossiers),
        total_actions: Number(row.all_actions) - Number(row.trashed_actions),
        experts: Number(row.experts),
        tribunals: Number(row.tribunals),
        actions_tomorrow: Number(row.actions_tomorrow),
        stale_dossiers: Number(row.stale_never) + Number(row.stale_quiet),
      };
    },
  };
}
