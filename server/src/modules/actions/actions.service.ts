import {
  REQUIRED_FIELDS_MESSAGE,
  type Action,
  type ActionCreateBody,
  type ActionPatchBody,
  type Dossier,
  type ExpertiseInput,
} from '@cabinet/shared';
import type { Kysely, Updateable } from 'kysely';
import type { ActionTable, Database } from '../../db/schema';
import { AppError, notFound, staleWrite } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import { officeDay } from '../../lib/office-day';
import type { SettingsReader } from '../../lib/settings-reader';
import { removeActionDeadlines, syncActionDeadlines } from '../deadlines';
import {
  toDossier,
  applyActionEffect,
  withDossierConstraints,
  lockDossier,
  refreshLastActionDate,
  createDossiersRepository,
  type DossiersRepository,
} from '../dossiers';
import { auditableAction, expertiseValues, filledField, toAction } from './action-record';
import { createActionsRepository, type ActionsRepository } from './actions.repository';

const invalid = (fields: Record<string, string>) => new AppError('validation_failed', 'Some fields are invalid', fields);
const contentRequired = () => new AppError('validation_failed', REQUIRED_FIELDS_MESSAGE, { contenu: REQUIRED_FIELDS_MESSAGE });

async function findType(repo: ActionsRepository, id: number | null | undefined) {
  if (id === null || id === undefined) return undefined;
  const type = await repo.findType(id);
  if (!type) throw invalid({ fk_type_action: 'This action type does not exist' });
  return type;
}

async function checkAssignee(repo: DossiersRepository, id: number | null | undefined): Promise<void> {
  if (id != null && !(await repo.accountExists(id))) throw invalid({ fk_assignee: 'This account does not exist' });
}

async function checkExpertise(repo: ActionsRepository, input: ExpertiseInput): Promise<void> {
  const fields: Record<string, string> = {};
  if (input.fk_expert != null && !(await repo.expertExists(input.fk_expert))) fields['expertise.fk_expert'] = 'This expert does not exist';
  if (input.fk_type_expertise != null && !(await repo.expertiseTypeExists(input.fk_type_expertise))) {
    fields['expertise.fk_type_expertise'] = 'This expertise type does not exist';
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
}

/** Creates or changes the expertise of an action, or removes it (`null`). */
async function saveExpertise(
  repo: ActionsRepository,
  action: { id_action: number; id_expertise: number | null },
  input: ExpertiseInput | null,
) {
  if (input === null) return repo.deleteExpertise(action.id_action);
  await checkExpertise(repo, input);
  const values = expertiseValues(input);
  if (action.id_expertise === null) await repo.insertExpertise({ ...values, fk_action: action.id_action });
  else await repo.updateExpertise(action.id_action, values);
}

/** A hearing's level belongs to the action's own dossier. */
async function checkStage(repo: ActionsRepository, stageId: number | null | undefined, dossierId: number): Promise<void> {
  if (stageId != null && !(await repo.stageOfDossier(stageId, dossierId))) throw invalid({ fk_stage: 'Choose a level of this dossier' });
}

/** Reads an action after locking its dossier (and the one it moves to), lower id first so two moves cannot deadlock. */
async function lockedAction(trx: Kysely<Database>, actionRepo: ActionsRepository, id: number, targetDossier?: number) {
  const found = await actionRepo.findLive(id);
  if (!found) throw notFound('Action');
  const ids = [...new Set([found.fk_dossier, targetDossier ?? found.fk_dossier])].sort((a, b) => a - b);
  for (const dossierId of ids) await lockDossier(trx, dossierId);
  const current = await actionRepo.findLive(id);
  if (!current) throw notFound('Action');
  return current;
}

/** Who adds or changes an action, when, and the office's day then (the dossier's last action date counts up to it). */
export interface ActionWrite {
  actor: Actor;
  at: string;
  today: string;
}

/**
 * Adds an action in the caller's transaction: its type's effect, its dossier's last action date,
 * the deadlines it starts and its audit line. The actions route and a level's recorded
 * notification (stages module) add actions through it.
 */
export async function addAction(
  trx: Kysely<Database>,
  by: ActionWrite,
  dossierId: number,
  body: ActionCreateBody,
): Promise<{ action: Action; dossier: Dossier }> {
  const { actor, at } = by;
  const actionRepo = createActionsRepository(trx);
  const dossierRepo = createDossiersRepository(trx);
  await lockDossier(trx, dossierId);
  const dossier = await dossierRepo.findLive(dossierId);
  if (!dossier) throw notFound('Dossier');
  const type = await findType(actionRepo, body.fk_type_action);
  const isExpertise = type?.effect === 'expertise';
  if (!body.contenu && !isExpertise) throw contentRequired();
  await checkAssignee(dossierRepo, body.fk_assignee);
  await checkStage(actionRepo, body.fk_stage, dossierId);
  const id = await actionRepo.insert({
    fk_dossier: dossierId,
    date_action: body.date_action,
    fk_type_action: body.fk_type_action ?? null,
    contenu: body.contenu ?? null,
    date_prochaine: body.date_prochaine ?? null,
    fk_assignee: body.fk_assignee ?? null,
    service_mode: body.service_mode ?? null,
    hearing_time: body.hearing_time ?? null,
    room: body.room ?? null,
    fk_stage: body.fk_stage ?? null,
    created_at: at,
    created_by: actor.id,
    modified_at: at,
    modified_by: actor.id,
  });
  if (isExpertise && body.expertise) await saveExpertise(actionRepo, { id_action: id, id_expertise: null }, body.expertise);
  await applyActionEffect(trx, { actor, at }, dossier, filledField(type), body.dossier_field_value);
  await refreshLastActionDate(trx, dossierId, by.today);
  const action = (await actionRepo.findLive(id))!;
  await syncActionDeadlines(trx, { actor, at, action });
  await writeAudit(trx, {
    at,
    userId: actor.id,
    entity: 'action',
    entityId: id,
    operation: 'create',
    before: null,
    after: auditableAction(action),
    dossierId,
  });
  return { action: toAction(action), dossier: toDossier((await dossierRepo.findLive(dossierId))!) };
}

/**
 * Changes an action in the caller's transaction: empty dates and references become null (cleared,
 * not kept); references must exist; a hearing's level must be one of the dossier the action ends
 * up in. Its deadlines follow, and its audit line is written.
 */
export async function changeAction(trx: Kysely<Database>, by: ActionWrite, id: number, body: ActionPatchBody): Promise<Action> {
  const { actor, at } = by;
  const { version, expertise, ...fields } = body;
  const actionRepo = createActionsRepository(trx);
  const dossierRepo = createDossiersRepository(trx);
  const before = await lockedAction(trx, actionRepo, id, fields.fk_dossier);
  if (version !== undefined && version !== before.version) throw staleWrite(toAction(before));
  const values: Updateable<ActionTable> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) (values as Record<string, unknown>)[key] = value;
  const dossierId = values.fk_dossier ?? before.fk_dossier;
  if (dossierId !== before.fk_dossier && !(await dossierRepo.findLive(dossierId)))
    throw invalid({ fk_dossier: 'This dossier does not exist' });
  const typeId = values.fk_type_action !== undefined ? values.fk_type_action : before.fk_type_action;
  const type = await findType(actionRepo, typeId);
  const isExpertise = type?.effect === 'expertise';
  const contenu = values.contenu !== undefined ? values.contenu : before.contenu;
  if (!contenu && !isExpertise) throw contentRequired();
  if (values.fk_assignee !== undefined && values.fk_assignee !== before.fk_assignee) await checkAssignee(dossierRepo, values.fk_assignee);
  const stageId = values.fk_stage !== undefined ? values.fk_stage : before.fk_stage;
  if (values.fk_stage !== undefined || dossierId !== before.fk_dossier) await checkStage(actionRepo, stageId, dossierId);
  if (!(await actionRepo.update(id, before.version, { ...values, modified_at: at, modified_by: actor.id }))) {
    throw staleWrite(toAction((await actionRepo.findLive(id)) ?? before));
  }
  // An expertise belongs only to an action whose type's effect is expertise.
  if (!isExpertise && before.id_expertise !== null) await actionRepo.deleteExpertise(id);
  if (isExpertise && expertise !== undefined) await saveExpertise(actionRepo, before, expertise);
  await refreshLastActionDate(trx, before.fk_dossier, by.today);
  if (dossierId !== before.fk_dossier) await refreshLastActionDate(trx, dossierId, by.today);
  const after = (await actionRepo.findLive(id))!;
  await syncActionDeadlines(trx, { actor, at, action: after });
  await writeAudit(
    trx,
    {
      at,
      userId: actor.id,
      entity: 'action',
      entityId: id,
      operation: 'update',
      before: auditableAction(before),
      after: auditableAction(after),
      dossierId,
    },
    { skipUnchanged: true },
  );
  return toAction(after);
}

export function createActionsService(ctx: AppContext, settings: SettingsReader) {
  const { db } = ctx.database;
  const actions = createActionsRepository(db);
  const dossiers = createDossiersRepository(db);

  /** Action writes run in one transaction with their expertise, dossier changes and audit entries. */
  const inTransaction = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
    withDossierConstraints(
      () => undefined,
      () => db.transaction().execute(work),
    );

  return {
    async listForDossier(dossierId: number): Promise<{ items: Action[]; total: number }> {
      if (!(await dossiers.findLive(dossierId))) throw notFound('Dossier');
      const items = (await actions.listForDossier(dossierId)).map(toAction);
      return { items, total: items.length };
    },

    async get(id: number): Promise<Action> {
      const row = await actions.findLive(id);
      if (!row) throw notFound('Action');
      return toAction(row);
    },

    /** Adding an action: the type's effect (data, not code) decides whether it carries an expertise and which dossier field it sets. */
    async create(actor: Actor, dossierId: number, body: ActionCreateBody): Promise<{ action: Action; dossier: Dossier }> {
      const by = { actor, at: isoNow(ctx.clock), today: (await officeDay(settings, ctx.clock)).today };
      return inTransaction((trx) => addAction(trx, by, dossierId, body));
    },

    /** Editing an action: empty dates and references become null (cleared, not kept); references must exist. */
    async update(actor: Actor, id: number, body: ActionPatchBody): Promise<Action> {
      const by = { actor, at: isoNow(ctx.clock), today: (await officeDay(settings, ctx.clock)).today };
      return inTransaction((trx) => changeAction(trx, by, id, body));
    },

    async delete(actor: Actor, id: number): Promise<void> {
      const at = isoNow(ctx.clock);
      const { today } = await officeDay(settings, ctx.clock);
      await inTransaction(async (trx) => {
        const actionRepo = createActionsRepository(trx);
        const before = await lockedAction(trx, actionRepo, id);
        await removeActionDeadlines(trx, { actor, at, actionId: id, dossierId: before.fk_dossier });
        await actionRepo.delete(id);
        await refreshLastActionDate(trx, before.fk_dossier, today);
        await writeAudit(trx, {
          at,
          userId: actor.id,
          entity: 'action',
          entityId: id,
          operation: 'delete',
          before: auditableAction(before),
          after: null,
          dossierId: before.fk_dossier,
        });
      });
    },
  };
}
