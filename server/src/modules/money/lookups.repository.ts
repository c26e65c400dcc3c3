import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What the money needs to know of the dossiers and parties it refers to: read only. */
export function createLookupsRepository(db: Kysely<Database>) {
  return {
    liveDossier(id: number) {
      return db
        .selectFrom('dossier')
        .select(['id_dossier', 'ref_dossier_bureau'])
        .where('id_dossier', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },
    liveParty(id: number) {
      return db
        .selectFrom('party')
        .select(['id_party', 'name', 'name_ar', 'address', 'national_id'])
        .where('id_party', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },
    party(id: number) {
      return db
        .selectFrom('party')
        .select(['id_party', 'name', 'name_ar', 'address', 'national_id'])
        .where('id_party', '=', id)
        .executeTakeFirst();
    },
  };
}

export type PartyCard = NonNullable<Awaited<ReturnType<ReturnType<typeof createLookupsRepository>['party']>>>;

/** Whether a dossier has fee notes (drafts included): such a dossier is never purged. */
export async function dossierHasFeeNotes(db: Kysely<Database>, dossierId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('invoice').select('id').where('fk_dossier', '=', dossierId).limit(1).executeTakeFirst());
}
