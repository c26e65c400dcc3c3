import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createPartiesRepository } from '../parties/parties.repository';
import { partyNames } from '../parties/party-record';
import { dossierSearchText } from './dossier-record';
import { createDossierTable } from './dossier-table';
import { createDossiersRepository } from './dossiers.repository';

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

/** Recomputes the search text of these dossiers (live or trashed), after their parties changed. */
export async function refreshSearchText(trx: Kysely<Database>, dossierIds: readonly number[]): Promise<void> {
  const dossiers = createDossiersRepository(trx);
  const parties = createPartiesRepository(trx);
  const table = createDossierTable(trx);
  for (const id of dossierIds) {
    const row = (await dossiers.findLive(id)) ?? (await dossiers.findTrashed(id));
    if (!row) continue;
    const names = (await parties.namesOfDossier(id)).flatMap(partyNames);
    await table.setSearchText(id, dossierSearchText(row, names));
  }
}

/** The latest action date, recomputed from the dossier's actions after one was added, changed, moved or removed. */
export async function refreshLastActionDate(trx: Kysely<Database>, id: number): Promise<void> {
  await createDossierTable(trx).refreshLastActionDate(id);
}

/** Marks dossiers "to review": an import brought in something of theirs as the old system had it (their history says what). */
export async function markForReview(trx: Kysely<Database>, ids: readonly number[]): Promise<void> {
  await createDossierTable(trx).markForReview(ids);
}
