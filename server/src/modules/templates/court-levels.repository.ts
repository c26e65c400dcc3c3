import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The court levels of a dossier as the templates read them. The stages module owns the `stage`
 * table; this one query reads it here until its public door offers the same, and is the only
 * place to change then.
 */
export function createCourtLevelsRepository(db: Kysely<Database>) {
  const levels = () =>
    db
      .selectFrom('stage')
      .leftJoin('tribunal', 'tribunal.id_tribunal', 'stage.fk_tribunal')
      .leftJoin('party as bailiff', 'bailiff.id_party', 'stage.fk_bailiff_party')
      .select([
        'stage.id',
        'stage.fk_dossier',
        'stage.kind',
        'stage.file_number',
        'stage.file_code',
        'stage.file_year',
        'stage.file_chamber',
        'stage.file_section',
        'stage.file_raw',
        'stage.national_number',
        'stage.filing_ref',
        'stage.filed_on',
        'stage.judge',
        'stage.chamber',
        'stage.decision_number',
        'stage.decision_date',
        'stage.outcome',
        'stage.amount_awarded',
        'stage.notified_on',
        'stage.status',
        'tribunal.nom as tribunal_name',
        'tribunal.nom_ar as tribunal_name_ar',
        'bailiff.name as bailiff_name',
        'bailiff.name_ar as bailiff_name_ar',
      ]);
  return {
    /** Every level of the dossier, in the order they were opened. */
    ofDossier(dossierId: number) {
      return levels().where('stage.fk_dossier', '=', dossierId).orderBy('stage.id').execute();
    },
    /** Whether the level belongs to the dossier. */
    async isOnDossier(stageId: number, dossierId: number): Promise<boolean> {
      const row = await db
        .selectFrom('stage')
        .select('id')
        .where('id', '=', stageId)
        .where('fk_dossier', '=', dossierId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type CourtLevelRow = Awaited<ReturnType<ReturnType<typeof createCourtLevelsRepository>['ofDossier']>>[number];
