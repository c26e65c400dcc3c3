import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { inList } from '../../db/value-list';
import { TYPE_LABEL_COLUMNS } from '../../lib/translated-labels';

/** The day's hearings: actions of live dossiers dated that day (action date or next date). */
export function createRollRepository(db: Kysely<Database>) {
  return {
    hearings(date: string, mineOf?: number) {
      let query = db
        .selectFrom('action')
        .innerJoin('dossier', 'dossier.id_dossier', 'action.fk_dossier')
        .leftJoin('tribunal', 'tribunal.id_tribunal', 'dossier.fk_tribunal')
        .leftJoin('type_action', 'type_action.id_type_action', 'action.fk_type_action')
        .leftJoin('users as assignee', 'assignee.id', 'action.fk_assignee')
        .leftJoin('users as responsible', 'responsible.id', 'dossier.fk_responsible')
        .select([
          'action.id_action',
          'action.fk_dossier',
          'dossier.ref_dossier_bureau',
          'dossier.num_dossier_tribunal',
          'dossier.nom_responsable_civil',
          'dossier.fk_tribunal',
          'tribunal.nom as tribunal_nom',
          'tribunal.nom_ar as tribunal_nom_ar',
          'tribunal.ville as tribunal_ville',
          'type_action.libelle as type_libelle',
          ...TYPE_LABEL_COLUMNS,
          'action.contenu',
          'assignee.full_name as assignee_name',
          'responsible.full_name as responsible_name',
        ])
        .where('dossier.deleted_at', 'is', null)
        .where((eb) => eb.or([eb('action.date_action', '=', date), eb('action.date_prochaine', '=', date)]));
      if (mineOf !== undefined) {
        query = query.where((eb) => eb.or([eb('action.fk_assignee', '=', mineOf), eb('dossier.fk_responsible', '=', mineOf)]));
      }
      return query
        .orderBy(sql`case when ${sql.ref('tribunal.nom')} is null then 1 else 0 end`)
        .orderBy('tribunal.nom')
        .orderBy('dossier.fk_tribunal')
        .orderBy('dossier.ref_dossier_bureau')
        .orderBy('action.id_action')
        .execute();
    },

    /** The parties of these dossiers with their roles, in the order they were linked. */
    async partiesOf(dossierIds: readonly number[]) {
      if (dossierIds.length === 0) return [];
      return db
        .selectFrom('dossier_party')
        .innerJoin('party', 'party.id_party', 'dossier_party.fk_party')
        .select(['dossier_party.fk_dossier', 'dossier_party.role', 'party.name', 'party.name_ar'])
        .where(inList(db, 'dossier_party.fk_dossier', dossierIds, 'integer'))
        .orderBy('dossier_party.created_at')
        .orderBy('party.id_party')
        .execute();
    },
  };
}
