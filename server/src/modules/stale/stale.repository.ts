import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { offsetOf, type PageRequest } from '../../lib/paging';

/** SPEC §4: a live dossier with no action on or after `threshold` (or none at all); dossier.last_action_date is maintained on write. */
export const isStale = (threshold: string) => (eb: ExpressionBuilder<Database, 'dossier'>) =>
  eb.and([
    eb('dossier.deleted_at', 'is', null),
    eb.or([eb('dossier.last_action_date', 'is', null), eb('dossier.last_action_date', '<', threshold)]),
  ]);

export function createStaleRepository(db: Kysely<Database>) {
  return {
    /** Never-touched dossiers first, then the longest quiet. */
    async list(threshold: string, page: PageRequest) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('dossier')
          .select(['id_dossier', 'ref_dossier_bureau', 'nom_responsable_civil', 'date_inscription_bureau', 'last_action_date'])
          .where(isStale(threshold))
          .orderBy('last_action_date', (ob) => ob.asc().nullsFirst())
          .orderBy('id_dossier')
          .limit(page.page_size)
          .offset(offsetOf(page))
          .execute(),
        db
          .selectFrom('dossier')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(isStale(threshold))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}
