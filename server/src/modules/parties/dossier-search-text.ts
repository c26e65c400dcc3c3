import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { dossierSearchText } from '../dossiers/dossier-record';
import { createDossiersRepository } from '../dossiers/dossiers.repository';
import { createPartiesRepository } from './parties.repository';
import { partyNames } from './party-record';

/** Recomputes the search text of these dossiers (live or trashed) after their parties changed, inside the caller's transaction. */
export async function refreshDossierSearchText(trx: Kysely<Database>, dossierIds: readonly number[]): Promise<void> {
  const dossiers = createDossiersRepository(trx);
  const parties = createPartiesRepository(trx);
  for (const id of dossierIds) {
    const row = (await dossiers.findLive(id)) ?? (await dossiers.findTrashed(id));
    if (!row) continue;
    const names = (await parties.namesOfDossier(id)).flatMap(partyNames);
    await dossiers.setSearchText(id, dossierSearchText(row, names));
  }
}
