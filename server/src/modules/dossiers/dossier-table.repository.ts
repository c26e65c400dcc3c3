import type { Insertable, Kysely } from 'kysely';
import type { Database, DossierTable } from '../../db/schema';
import { updateIfVersion } from '../../db/versioned-update';
import type { DossierValues } from './dossier-record';

/**
 * The statements that write the dossier table. Only the dossier commands use them
 * (dossier-commands.ts, dossier-upkeep.ts); a lint rule keeps other dossier writes out.
 */
export function createDossierTable(db: Kysely<Database>) {
  return {
    async insert(values: Insertable<DossierTable>): Promise<number> {
      const row = await db.insertInto('dossier').values(values).returning('id_dossier').executeTakeFirstOrThrow();
      return row.id_dossier;
    },
    /** Updates only when the stored version is still `expectedVersion`, and bumps it; false otherwise. */
    update(id: number, expectedVersion: number, values: DossierValues): Promise<boolean> {
      return updateIfVersion(db, 'dossier', 'id_dossier', id, expectedVersion, values);
    },
    /** A no-op update: takes the row lock on both databases. */
    async lock(id: number): Promise<void> {
      await db
        .updateTable('dossier')
        .set((eb) => ({ version: eb.ref('version') }))
        .where('id_dossier', '=', id)
        .execute();
    },
    /** Writes the derived search text (no version change: it follows the dossier's fields and parties). */
    async setSearchText(id: number, searchText: string): Promise<void> {
      await db.updateTable('dossier').set({ search_text: searchText }).where('id_dossier', '=', id).execute();
    },
    /** Marks dossiers an import brought in as they were, for the office to check. */
    async markForReview(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.updateTable('dossier').set({ to_review: 1 }).where('id_dossier', 'in', ids).execute();
    },
    /** The latest action date up to `today`, recomputed from the dossier's actions. */
    async refreshLastActionDate(id: number, today: string): Promise<void> {
      await db
        .updateTable('dossier')
        .set((eb) => ({
          last_action_date: eb
            .selectFrom('action')
            .select((a) => a.fn.max('action.date_action').as('d'))
            .where('action.fk_dossier', '=', id)
            .where('action.date_action', '<=', today),
        }))
        .where('id_dossier', '=', id)
        .execute();
    },
    /**
     * The same for every dossier with an action dated in (after, upTo]: the days that came (or,
     * the clock set back, went) since the column was last brought up to date for `today`.
     */
    async refreshLastActionDatesBetween(after: string, upTo: string, today: string): Promise<void> {
      await db
        .updateTable('dossier')
        .set((eb) => ({
          last_action_date: eb
            .selectFrom('action')
            .select((a) => a.fn.max('action.date_action').as('d'))
            .whereRef('action.fk_dossier', '=', 'dossier.id_dossier')
            .where('action.date_action', '<=', today),
        }))
        .where('id_dossier', 'in', (eb) =>
          eb.selectFrom('action').select('action.fk_dossier').where('action.date_action', '>', after).where('action.date_action', '<=', upTo),
        )
        .execute();
    },
    async delete(id: number): Promise<void> {
      await db.deleteFrom('dossier').where('id_dossier', '=', id).execute();
    },
  };
}
