import type { Insertable, Kysely, Updateable } from 'kysely';
import { LEGACY_AUTHOR_COLUMNS, RECORD_COLUMNS, columnsOf, qualified } from '../../db/columns';
import type { ActionTable, Database, ExpertiseTable } from '../../db/schema';
import { TYPE_LABEL_COLUMNS } from '../../lib/translated-labels';
import { updateIfVersion } from '../../db/versioned-update';

export const ACTION_COLUMNS = columnsOf<ActionTable>()([
  'id_action',
  'fk_dossier',
  'date_action',
  'fk_type_action',
  'contenu',
  'date_prochaine',
  ...RECORD_COLUMNS,
  'fk_assignee',
  'service_mode',
  'hearing_time',
  'room',
  'fk_stage',
  ...LEGACY_AUTHOR_COLUMNS,
]);
const ACTION_SELECTION = qualified('action', ACTION_COLUMNS);

export function createActionsRepository(db: Kysely<Database>) {
  /** Actions of live dossiers, with their type, dossier reference and expertise details. */
  const withDetails = () =>
    db
      .selectFrom('action')
      .innerJoin('dossier', 'dossier.id_dossier', 'action.fk_dossier')
      .leftJoin('type_action', 'type_action.id_type_action', 'action.fk_type_action')
      .leftJoin('expertise', 'expertise.fk_action', 'action.id_action')
      .leftJoin('expert', 'expert.id_expert', 'expertise.fk_expert')
      .leftJoin('type_expertise', 'type_expertise.id_type_expertise', 'expertise.fk_type_expertise')
      .leftJoin('stage', 'stage.id', 'action.fk_stage')
      .select([
        ...ACTION_SELECTION,
        'dossier.ref_dossier_bureau',
        'type_action.libelle as type_libelle',
        ...TYPE_LABEL_COLUMNS,
        'type_action.effect as type_effect',
        'type_action.dossier_field as type_dossier_field',
        'expertise.id_expertise',
        'expertise.fk_type_expertise',
        'type_expertise.libelle as type_expertise_libelle',
        'expertise.fk_expert',
        'expert.nom as expert_nom',
        'expertise.frais',
        'expertise.contenu as expertise_contenu',
        // The judgment's date of the action's level: the law's version its deadlines follow.
        'stage.decision_date as stage_decision_date',
        'stage.kind as stage_kind',
      ])
      .where('dossier.deleted_at', 'is', null);

  return {
    findLive(id: number) {
      return withDetails().where('action.id_action', '=', id).executeTakeFirst();
    },
    /** Newest first. */
    listForDossier(dossierId: number) {
      return withDetails()
        .where('action.fk_dossier', '=', dossierId)
        .orderBy('action.date_action', 'desc')
        .orderBy('action.id_action', 'desc')
        .execute();
    },
    async insert(values: Insertable<ActionTable>): Promise<number> {
      const row = await db.insertInto('action').values(values).returning('id_action').executeTakeFirstOrThrow();
      return row.id_action;
    },
    /** Updates only when the stored version is still `expectedVersion`, and bumps it; false otherwise. */
    update(id: number, expectedVersion: number, values: Updateable<ActionTable>): Promise<boolean> {
      return updateIfVersion(db, 'action', 'id_action', id, expectedVersion, values);
    },
    async delete(id: number): Promise<void> {
      await db.deleteFrom('expertise').where('fk_action', '=', id).execute();
      await db.deleteFrom('action').where('id_action', '=', id).execute();
    },
    async countForDossier(dossierId: number): Promise<number> {
      const row = await db
        .selectFrom('action')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('fk_dossier', '=', dossierId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Removes every action of a dossier, with their expertises (a purge). */
    async deleteForDossier(dossierId: number): Promise<void> {
      await db
        .deleteFrom('expertise')
        .where('fk_action', 'in', (eb) => eb.selectFrom('action').select('id_action').where('fk_dossier', '=', dossierId))
        .execute();
      await db.deleteFrom('action').where('fk_dossier', '=', dossierId).execute();
    },
    /** Whether a court level belongs to the dossier (a hearing's level). */
    async stageOfDossier(stageId: number, dossierId: number): Promise<boolean> {
      const row = await db.selectFrom('stage').select('id').where('id', '=', stageId).where('fk_dossier', '=', dossierId).executeTakeFirst();
      return row !== undefined;
    },
    findType(id: number) {
      return db.selectFrom('type_action').select(['id_type_action', 'effect', 'dossier_field']).where('id_type_action', '=', id).executeTakeFirst();
    },
    async expertExists(id: number): Promise<boolean> {
      return (await db.selectFrom('expert').select('id_expert').where('id_expert', '=', id).executeTakeFirst()) !== undefined;
    },
    async expertiseTypeExists(id: number): Promise<boolean> {
      return (
        (await db.selectFrom('type_expertise').select('id_type_expertise').where('id_type_expertise', '=', id).executeTakeFirst()) !==
        undefined
      );
    },
    async insertExpertise(values: Insertable<ExpertiseTable>): Promise<void> {
      await db.insertInto('expertise').values(values).execute();
    },
    async updateExpertise(actionId: number, values: Updateable<ExpertiseTable>): Promise<void> {
      if (Object.keys(values).length === 0) return;
      await db.updateTable('expertise').set(values).where('fk_action', '=', actionId).execute();
    },
    async deleteExpertise(actionId: number): Promise<void> {
      await db.deleteFrom('expertise').where('fk_action', '=', actionId).execute();
    },
  };
}

export type ActionsRepository = ReturnType<typeof createActionsRepository>;
export type ActionDetails = NonNullable<Awaited<ReturnType<ActionsRepository['findLive']>>>;
