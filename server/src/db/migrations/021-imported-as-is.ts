import { sql, type Kysely } from 'kysely';
import { relaxNotNull } from '../relax-not-null';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The tables the old system had: what it never recorded stays unknown rather than invented. */
const STAMPED = ['type_action', 'type_expertise', 'type_affaire_bureau', 'tribunal', 'expert', 'action'];

/**
 * What an import brings in as the old system had it:
 * - a moment the old system never recorded (an action's creation, a dossier's dates) stays
 *   unknown: no creation date copied from the modification date, no import date in its place;
 * - a dossier without a registration date (`--allow-unknown-dates`) keeps none;
 * - `to_review` marks the dossiers brought in as they were, for the office to check;
 * - a duplicate reference kept by `--keep-duplicates` is left out of the live-reference index
 *   until the office gives it a reference of its own.
 */
export async function up(db: AnyDb): Promise<void> {
  await relaxNotNull(db, 'dossier', ['date_inscription_bureau', 'created_at', 'modified_at']);
  for (const table of STAMPED) await relaxNotNull(db, table, ['created_at', 'modified_at']);
  await db.schema
    .alterTable('dossier')
    .addColumn('to_review', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('dossier')
    .addColumn('ref_duplicate_kept', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.dropIndex('dossier_ref_live_uq').execute();
  await db.schema
    .createIndex('dossier_ref_live_uq')
    .on('dossier')
    .column('ref_dossier_bureau')
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .where(sql.ref('ref_duplicate_kept'), '=', 0)
    .execute();
  // The "to review" filter reads the few marked dossiers.
  await db.schema.createIndex('dossier_review_idx').on('dossier').column('id_dossier').where(sql.ref('to_review'), '=', 1).execute();
}

export async function down(): Promise<void> {
  throw new Error('This migration cannot be reverted (dossiers may hold no registration date); restore a backup instead.');
}
