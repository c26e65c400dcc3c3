import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Rebuild = (trx: Transaction<Database>) => Promise<void>;

/**
 * Values Cabinet keeps alongside the records, recomputed after an import wrote rows. The search
 * text of each dossier and expert is computed as it is inserted, and the dossier search index
 * follows through its triggers; what depends on several tables is recomputed here.
 */
export const DERIVED_REBUILDS: Rebuild[] = [
  async function lastActionDates(trx) {
    const latest = sql`(select max(a.date_action) from action a where a.fk_dossier = dossier.id_dossier)`;
    await sql`update dossier set last_action_date = ${latest} where last_action_date is distinct from ${latest}`.execute(trx);
  },
];

export async function rebuildDerived(trx: Transaction<Database>): Promise<void> {
  for (const rebuild of DERIVED_REBUILDS) await rebuild(trx);
}
