import { STAGE_KINDS } from '@cabinet/shared';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { inList } from '../../db/value-list';
import { TYPE_LABEL_COLUMNS } from '../../lib/translated-labels';

/** Court order as a number (the order of STAGE_KINDS): the furthest open level is the one a hearing is at. */
const KIND_RANK = sql`case ${sql.ref('s.kind')} ${sql.join(
  STAGE_KINDS.map((kind, i) => sql`when ${sql.lit(kind)} then ${sql.lit(i)}`),
  sql` `,
)} end`;

/** The dossier's latest open court level (not a police report or a complaint). */
const LATEST_OPEN_STAGE = sql<number>`(select ${sql.ref('s.id')} from ${sql.table('stage')} as ${sql.id('s')}
  where ${sql.ref('s.fk_dossier')} = ${sql.ref('dossier.id_dossier')} and ${sql.ref('s.status')} = 'open'
  and ${sql.ref('s.kind')} not in ('police_report', 'complaint')
  order by ${KIND_RANK} desc, ${sql.ref('s.id')} desc limit 1)`;

/** The day's hearings: actions of live dossiers dated that day (action date or next date). */
export function createRollRepository(db: Kysely<Database>) {
  return {
    hearings(date: string, mineOf?: number) {
      let query = db
        .selectFrom('action')
        .innerJoin('dossier', 'dossier.id_dossier', 'action.fk_dossier')
        // The level the hearing belongs to, else the dossier's latest open court level; the court is
        // that level's tribunal, else the dossier's.
        .leftJoin('stage', (join) => join.on((eb) => eb('stage.id', '=', eb.fn.coalesce('action.fk_stage', LATEST_OPEN_STAGE))))
        .leftJoin('tribunal', (join) =>
          join.on((eb) => eb('tribunal.id_tribunal', '=', eb.fn.coalesce('stage.fk_tribunal', 'dossier.fk_tribunal'))),
        )
        .leftJoin('type_action', 'type_action.id_type_action', 'action.fk_type_action')
        .leftJoin('users as assignee', 'assignee.id', 'action.fk_assignee')
        .leftJoin('users as responsible', 'responsible.id', 'dossier.fk_responsible')
        .select([
          'action.id_action',
          'action.fk_dossier',
          'dossier.ref_dossier_bureau',
          'dossier.num_dossier_tribunal',
          'dossier.nom_responsable_civil',
          'tribunal.id_tribunal as fk_tribunal',
          'tribunal.nom as tribunal_nom',
          'tribunal.nom_ar as tribunal_nom_ar',
          'tribunal.ville as tribunal_ville',
          'type_action.libelle as type_libelle',
          ...TYPE_LABEL_COLUMNS,
          'action.contenu',
          'assignee.full_name as assignee_name',
          'responsible.full_name as responsible_name',
          'action.hearing_time',
          'action.room',
          'stage.kind as stage_kind',
          'stage.file_number',
          'stage.file_code',
          'stage.file_year',
          'stage.file_chamber',
          'stage.file_section',
          'stage.file_raw',
        ])
        .where('dossier.deleted_at', 'is', null)
        .where((eb) => eb.or([eb('action.date_action', '=', date), eb('action.date_prochaine', '=', date)]));
      if (mineOf !== undefined) {
        query = query.where((eb) => eb.or([eb('action.fk_assignee', '=', mineOf), eb('dossier.fk_responsible', '=', mineOf)]));
      }
      return query
        .orderBy(sql`case when ${sql.ref('tribunal.nom')} is null then 1 else 0 end`)
        .orderBy('tribunal.nom')
        .orderBy('tribunal.id_tribunal')
        .orderBy(sql`case when ${sql.ref('action.hearing_time')} is null then 1 else 0 end`)
        .orderBy('action.hearing_time')
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
