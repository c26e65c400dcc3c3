import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ReaderLanguage } from '../../lib/reader-language';
import { createActionsRepository, addAction, changeAction, type ActionWrite } from '../actions';
import { courtNumberText } from '@cabinet/shared';
import { createStagesRepository, NOTIFICATION_ACTION_TEXT, STAGE_KIND_LABELS, type StageRow } from '../stages';

export const NOTIFICATION_TYPE_REQUIRED =
  'Choose the action type that records a notification: send notification_type_id, or set notification_action_type in the settings';

/**
 * A level's notification, recorded on the level, is an action in the dossier's log (one source of
 * truth: the deadlines start from the action, as from any other): added through the actions
 * service, of the type the request or the office's settings name, linked to the level, dated the
 * day of notification. A notification date moved later moves that action (its deadlines are
 * counted again); a notification date cleared leaves it (the log keeps what was done).
 */
export async function recordNotification(
  trx: Kysely<Database>,
  by: ActionWrite & { lang: ReaderLanguage },
  stage: StageRow,
  typeId: number | null,
): Promise<void> {
  if (stage.notified_on === null) return;
  if (typeId === null)
    throw new AppError('notification_type_required', NOTIFICATION_TYPE_REQUIRED, { notification_type_id: NOTIFICATION_TYPE_REQUIRED });
  if (!(await createActionsRepository(trx).findType(typeId)))
    throw new AppError('validation_failed', 'Some fields are invalid', { notification_type_id: 'This action type does not exist' });
  const existing = await createStagesRepository(trx).actionOfType(stage.id, typeId);
  if (existing) {
    if (existing.date_action !== stage.notified_on)
      await changeAction(trx, by, existing.id_action, { date_action: stage.notified_on, version: existing.version });
    return;
  }
  const contenu = NOTIFICATION_ACTION_TEXT[by.lang](STAGE_KIND_LABELS[by.lang][stage.kind], courtNumberText(stage));
  await addAction(trx, by, stage.fk_dossier, { date_action: stage.notified_on, fk_type_action: typeId, contenu, fk_stage: stage.id });
}
