import type { Kysely } from 'kysely';
import { DEFAULT_ACTION_TYPE_LABELS } from '../defaults';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Action types get a label in each interface language. The seeded types nobody has edited (still
 * at version 1, made by no one, with their seeded label) receive the default wording; the office's
 * own and imported types keep only their label.
 */
export async function up(db: AnyDb): Promise<void> {
  for (const column of ['label_en', 'label_fr', 'label_ar']) {
    await db.schema.alterTable('type_action').addColumn(column, 'text').execute();
  }
  for (const [libelle, labels] of Object.entries(DEFAULT_ACTION_TYPE_LABELS)) {
    await db
      .updateTable('type_action')
      .set({ label_en: labels.en, label_fr: labels.fr, label_ar: labels.ar })
      .where('libelle', '=', libelle)
      .where('version', '=', 1)
      .where('created_by', 'is', null)
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['label_en', 'label_fr', 'label_ar']) {
    await db.schema.alterTable('type_action').dropColumn(column).execute();
  }
}
