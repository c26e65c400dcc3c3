import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { stageSearchTerms } from '../stages';
import { dossierSearchText } from './dossier-record';
import { createDossierTable } from './dossier-table.repository';
import { createDossiersRepository } from './dossiers.repository';
import { createDailyUpkeepRepository } from './daily-upkeep.repository';

/**
 * The dossier writes that are not the user's edits, so they are neither versioned nor audited:
 * the row lock, and the columns derived from the dossier's parties and actions. Each runs inside
 * the caller's transaction.
 */

/**
 * Takes the dossier's row lock for the rest of the transaction, so concurrent writes to its
 * actions, parties or documents queue up and each sees the previous one.
 */
export async function lockDossier(trx: Kysely<Database>, id: number): Promise<void> {
  await createDossierTable(trx).lock(id);
}

/** Recomputes the search text of these dossiers (live or trashed), after their parties or their levels' numbers changed. */
export async function refreshSearchText(trx: Kysely<Database>, dossierIds: readonly number[]): Promise<void> {
  const dossiers = createDossiersRepository(trx);
  const table = createDossierTable(trx);
  for (const id of dossierIds) {
    const row = (await dossiers.findLive(id)) ?? (await dossiers.findTrashed(id));
    if (!row) continue;
    await table.setSearchText(id, dossierSearchText(row, await dossiers.partyNamesOf(id), await stageSearchTerms(trx, id)));
  }
}

/**
 * The latest action date up to `today` (the office's day), recomputed from the dossier's actions
 * after one was added, changed, moved or removed: an action dated ahead is not activity until its
 * day comes.
 */
export async function refreshLastActionDate(trx: Kysely<Database>, id: number, today: string): Promise<void> {
  await createDossierTable(trx).refreshLastActionDate(id, today);
}

const LAST_ACTION_UPKEEP = 'last_action_date';
/** The office day each database's last action dates are known current for on this instance. */
const currentFor = new WeakMap<Kysely<Database>, string>();

/**
 * Brings the last action dates up to `today`: the dossiers with an action dated on a day that
 * has come since they were last brought up to date (or gone, the clock set back) are counted
 * again, once a day across instances (the claim in daily_upkeep), in one transaction with the claim.
 */
export async function keepLastActionDatesCurrent(db: Kysely<Database>, today: string): Promise<void> {
  if (currentFor.get(db) === today) return;
  await db.transaction().execute(async (trx) => {
    const previous = await createDailyUpkeepRepository(trx).claim(LAST_ACTION_UPKEEP, today);
    if (previous === null || previous === today) return;
    const [after, upTo] = previous < today ? [previous, today] : [today, previous];
    await createDossierTable(trx).refreshLastActionDatesBetween(after, upTo, today);
  });
  currentFor.set(db, today);
}

/** Marks dossiers "to review": an import brought in something of theirs as the old system had it (their history says what). */
export async function markForReview(trx: Kysely<Database>, ids: readonly number[]): Promise<void> {
  await createDossierTable(trx).markForReview(ids);
}
