import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { offsetOf, type PageRequest } from '../../lib/paging';

/** Reads the trash; restoring and purging are dossier commands (dossiers/dossier-commands.ts). */
export function createTrashRepository(db: Kysely<Database>) {
  return {
    /** Most recently trashed first, with who did it and how many actions went along. */
    async list(page: PageRequest) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('dossier')
          .leftJoin('users', 'users.id', 'dossier.deleted_by')
          .select((eb) => [
            'dossier.id_dossier',
            'dossier.ref_dossier_bureau',
            'dossier.nom_responsable_civil',
            'dossier.date_inscription_bureau',
            'dossier.deleted_at',
            'dossier.deleted_by',
            'users.full_name as deleted_by_name',
            eb
              .selectFrom('action')
              .select((a) => a.fn.countAll<number>().as('n'))
              .whereRef('action.fk_dossier', '=', 'dossier.id_dossier')
              .as('action_count'),
          ])
          .where('dossier.deleted_at', 'is not', null)
          .orderBy('dossier.deleted_at', 'desc')
          .orderBy('dossier.id_dossier', 'desc')
          .limit(page.page_size)
          .offset(offsetOf(page))
          .execute(),
        db
          .selectFrom('dossier')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('dossier.deleted_at', 'is not', null)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}

export type TrashRow = Awaited<ReturnType<ReturnType<typeof createTrashRepository>['list']>>['rows'][number];
