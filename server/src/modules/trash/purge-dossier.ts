import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createActionsRepository } from '../actions';
import { createDocumentsRepository } from '../documents';
import { eraseDossier, trashedForPurge, type DossierWrite } from '../dossiers';
import { dossierHasFeeNotes } from '../money';

/**
 * A dossier in the trash, gone for good with its actions and documents (the row and its audit
 * trace: eraseDossier). A dossier with fee notes stays. Returns the storage keys of its
 * documents: the caller removes the bytes once the transaction is committed.
 */
export function purgeDossier(db: Kysely<Database>, by: DossierWrite, id: number): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const before = await trashedForPurge(trx, id);
    if (await dossierHasFeeNotes(trx, id))
      throw new AppError('in_use', 'This dossier has fee notes: a fee note is kept for good, and so is its dossier');
    const actionsRepo = createActionsRepository(trx);
    const actions = await actionsRepo.countForDossier(id);
    const documentsRepo = createDocumentsRepository(trx);
    const storageKeys = await documentsRepo.keysOfDossier(id);
    const documents = await documentsRepo.deleteForDossier(id);
    await actionsRepo.deleteForDossier(id);
    await eraseDossier(trx, by, before, { actions, documents });
    return storageKeys;
  });
}
