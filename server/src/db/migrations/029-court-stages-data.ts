import type { Kysely } from 'kysely';
import { makeLegacyStages } from '../legacy-stages';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The levels the old number fields already describe (db/legacy-stages.ts): one per filled field
 * of each dossier, its number split when it can be (kept as typed otherwise), a level the dossier
 * has gone past closed; the fields themselves stay as they are. Dossiers that got a level have
 * their search text built again, so a number is found written either way round. Running it again
 * adds nothing (a dossier's kinds that have a level are skipped).
 *
 * The office's choice of the action type that records a level's notification (null until it
 * chooses: a notification recorded without one is refused, saying so).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('settings').addColumn('notification_action_type', 'integer').execute();
  await makeLegacyStages(db, { now: new Date().toISOString() });
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('notification_action_type').execute();
  await db.deleteFrom('stage').execute();
}
