import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { offsetOf, type PageRequest } from '../../lib/paging';

/** SPEC §4: a live dossier with no action on or after `threshold` (or none at all); dossier.last_action_date is maintained on write. */
export const isStale = (threshold: string) => (eb: ExpressionBuilder<Database, 'dossier'>) =>
  eb.and([
    eb('dossier.deleted_at', 'is', null),
    eb.or([eb('dossier.last_action_date', 'is', null), eb('dossier.last_action_date', '<', threshold)]),
  ]);

/**
 * The stale count as two index range counts (never touched + quiet since before `threshold`):
 * an OR over both would make the database collect and merge row sets.
 */
export function staleCounts(db: Kysely<Database>, threshold: string) {
  const live = () => db.selectFrom('dossier').select((eb) => eb.fn.countAll<number>().as('n')).where('dossier.deleted_at', 'is', null);
  return {
    never: live().where('dossier.last_action_date', 'is', null),
    quiet: live().where('dossier.last_action_date', '<', threshold),
  };
}

/** The stale count as one row `{stale}`: the stale list runs it, and the benchmark compares it with the seed's way. */
export function staleCountQuery(db: Kysely<Database>, threshold: string) {
  const { never, quiet } = staleCounts(db, threshold);
  return db.selectNoFrom(() => [sql<number>`(${never}) + (${quiet})`.as('stale')]);
}

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
        staleCountQuery(db, threshold).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.stale) };
    },
  };
}
