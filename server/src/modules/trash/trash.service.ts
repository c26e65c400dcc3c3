import type { Dossier, TrashItem } from '@cabinet/shared';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import type { PageRequest } from '../../lib/paging';
import { removeUnreferenced } from '../documents';
import { restoreDossier, toDossier } from '../dossiers';
import { purgeDossier } from './purge-dossier';
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

export function createTrashService(ctx: AppContext) {
  const { db } = ctx.database;
  const trash = createTrashRepository(db);

  return {
    async list(page: PageRequest) {
      const { rows, total } = await trash.list(page);
      return { items: rows.map(toTrashItem), total, page: page.page, page_size: page.page_size };
    },

    async restore(actor: Actor, id: number): Promise<Dossier> {
      return toDossier(await restoreDossier(db, { actor, at: isoNow(ctx.clock) }, id));
    },

    async purge(actor: Actor, id: number): Promise<void> {
      const keys = await purgeDossier(db, { actor, at: isoNow(ctx.clock) }, id);
      // The bytes go once the rows are gone for good (kept when another dossier holds the same file).
      await removeUnreferenced(db, ctx.storage, keys);
    },
  };
}
