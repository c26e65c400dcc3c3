import type { Dossier, TrashItem } from '@cabinet/shared';
import { notFound, staleWrite } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import type { PageRequest } from '../../lib/paging';
import { removeUnreferenced } from '../documents/document-bytes';
import { createDocumentsRepository } from '../documents/documents.repository';
import { toDossier } from '../dossiers/dossier-record';
import { duplicateReference, withDossierConstraints } from '../dossiers/dossier-writes';
import { createDossiersRepository } from '../dossiers/dossiers.repository';
import { createTrashRepository, type TrashRow } from './trash.repository';

/** The one mapping of a trashed dossier to the API. */
function toTrashItem(row: TrashRow): TrashItem {
  return {
    id_dossier: row.id_dossier,
    ref_dossier_bureau: row.ref_dossier_bureau,
    nom_responsable_civil: row.nom_responsable_civil,
    date_inscription_bureau: row.date_inscription_bureau,
    deleted_at: row.deleted_at ?? '',
    deleted_by: row.deleted_by !== null && row.deleted_by_name !== null ? { id: row.deleted_by, full_name: row.deleted_by_name } : null,
    action_count: Number(row.action_count ?? 0),
  };
}

const notInTrash = () => notFound('Dossier in the trash');

export function createTrashService(ctx: AppContext) {
  const { db } = ctx.database;
  const trash = createTrashRepository(db);

  return {
    async list(page: PageRequest) {
      const { rows, total } = await trash.list(page);
      return { items: rows.map(toTrashItem), total, page: page.page, page_size: page.page_size };
    },

    /** Back among the live dossiers with its actions, unless its reference has been reused meanwhile. */
    async restore(actor: Actor, id: number): Promise<Dossier> {
      const at = isoNow(ctx.clock);
      let ref: number | undefined;
      return withDossierConstraints(
        () => ref,
        () =>
          db.transaction().execute(async (trx) => {
            const repo = createDossiersRepository(trx);
            const before = await repo.findTrashed(id);
            if (!before) throw notInTrash();
            ref = before.ref_dossier_bureau;
            if (await repo.liveRefTaken(before.ref_dossier_bureau)) throw duplicateReference(before.ref_dossier_bureau);
            const restored = await repo.update(id, before.version, { deleted_at: null, deleted_by: null, modified_at: at, modified_by: actor.id });
            if (!restored) throw staleWrite(toDossier(before));
            await writeAudit(trx, {
              at,
              userId: actor.id,
              entity: 'dossier',
              entityId: id,
              operation: 'restore',
              changes: { deleted_at: [before.deleted_at, null] },
              dossierId: id,
            });
            return toDossier((await repo.findLive(id))!);
          }),
      );
    },

    /**
     * Gone for good, its values wiped from the audit log too; the log keeps the trace: who changed
     * it when, and a delete entry marked as a purge that names its reference.
     */
    async purge(actor: Actor, id: number): Promise<void> {
      const at = isoNow(ctx.clock);
      const keys = await db.transaction().execute(async (trx) => {
        const before = await createDossiersRepository(trx).findTrashed(id);
        if (!before) throw notInTrash();
        const repo = createTrashRepository(trx);
        const actions = await repo.countActions(id);
        const documentsRepo = createDocumentsRepository(trx);
        const storageKeys = await documentsRepo.keysOfDossier(id);
        const documents = await documentsRepo.deleteForDossier(id);
        await repo.purge(id);
        await repo.redactHistory(id);
        await writeAudit(trx, {
          at,
          userId: actor.id,
          entity: 'dossier',
          entityId: id,
          operation: 'delete',
          changes: {
            purged: [false, true],
            ref_dossier_bureau: [before.ref_dossier_bureau, null],
            actions: [actions, 0],
            ...(documents > 0 ? { documents: [documents, 0] } : {}),
          },
          dossierId: id,
        });
        return storageKeys;
      });
      // The bytes go once the rows are gone for good (kept when another dossier holds the same file).
      await removeUnreferenced(db, ctx.storage, keys);
    },
  };
}
