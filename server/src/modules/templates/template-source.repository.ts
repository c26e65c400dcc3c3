import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What a template reads of a dossier besides its levels: the dossier, its parties, its next hearing, the names of the lawyers. */
export function createTemplateSourceRepository(db: Kysely<Database>) {
  return {
    dossier(dossierId: number) {
      return db
        .selectFrom('dossier')
        .leftJoin('tribunal', 'tribunal.id_tribunal', 'dossier.fk_tribunal')
        .leftJoin('type_affaire_bureau', 'type_affaire_bureau.id_type_affaire_bureau', 'dossier.fk_type_affaire_bureau')
        .leftJoin('users as responsible', 'responsible.id', 'dossier.fk_responsible')
        .select([
          'dossier.id_dossier',
          'dossier.ref_dossier_bureau',
          'dossier.date_inscription_bureau',
          'dossier.montant_dette',
          'dossier.num_police',
          'dossier.nom_responsable_civil',
          'dossier.accusation',
          'dossier.date_accident',
          'dossier.matricule_vehicule',
          'dossier.num_pv_police',
          'dossier.num_plainte_police',
          'tribunal.nom as tribunal_name',
          'tribunal.nom_ar as tribunal_name_ar',
          'type_affaire_bureau.libelle as case_type',
          'responsible.full_name as responsible_name',
        ])
        .where('dossier.id_dossier', '=', dossierId)
        .where('dossier.deleted_at', 'is', null)
        .executeTakeFirst();
    },

    /** The live parties of the dossier with their role, in the order they were linked. */
    parties(dossierId: number) {
      return db
        .selectFrom('dossier_party')
        .innerJoin('party', 'party.id_party', 'dossier_party.fk_party')
        .select(['dossier_party.role', 'party.name', 'party.name_ar', 'party.address', 'party.national_id', 'party.phone'])
        .where('dossier_party.fk_dossier', '=', dossierId)
        .where('party.deleted_at', 'is', null)
        .orderBy('dossier_party.created_at')
        .orderBy('party.id_party')
        .execute();
    },

    /**
     * The dossier's next hearing from `today` on: the earliest action dated then (its time and
     * room with it), or the earliest next date an action announces, whichever comes first.
     */
    async nextHearing(dossierId: number, today: string) {
      const dated = await db
        .selectFrom('action')
        .leftJoin('stage', 'stage.id', 'action.fk_stage')
        .leftJoin('tribunal', 'tribunal.id_tribunal', 'stage.fk_tribunal')
        .select([
          'action.date_action as date',
          'action.hearing_time',
          'action.room',
          'tribunal.nom as tribunal_name',
          'tribunal.nom_ar as tribunal_name_ar',
        ])
        .where('action.fk_dossier', '=', dossierId)
        .where('action.date_action', '>=', today)
        .orderBy('action.date_action')
        .orderBy('action.hearing_time')
        .limit(1)
        .executeTakeFirst();
      const announced = await db
        .selectFrom('action')
        .select('action.date_prochaine as date')
        .where('action.fk_dossier', '=', dossierId)
        .where('action.date_prochaine', '>=', today)
        .orderBy('action.date_prochaine')
        .limit(1)
        .executeTakeFirst();
      if (dated && (!announced?.date || dated.date <= announced.date)) return dated;
      if (announced?.date) return { date: announced.date, hearing_time: null, room: null, tribunal_name: null, tribunal_name_ar: null };
      return null;
    },

    async userName(userId: number): Promise<string | null> {
      return (await db.selectFrom('users').select('full_name').where('id', '=', userId).executeTakeFirst())?.full_name ?? null;
    },
  };
}

export type SourceDossierRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createTemplateSourceRepository>['dossier']>>>;
export type SourcePartyRow = Awaited<ReturnType<ReturnType<typeof createTemplateSourceRepository>['parties']>>[number];
