import type { Stage, StageBoardQuery, StageCreateBody, StageKind, StagePatchBody } from '@cabinet/shared';
import type { Kysely, Updateable } from 'kysely';
import type { Database, StageTable } from '../../db/schema';
import { AppError, notFound, staleWrite } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import type { ReaderLanguage } from '../../lib/reader-language';
import { officeDay } from '../../lib/office-day';
import type { SettingsReader } from '../../lib/settings-reader';
import { createActionsRepository } from '../actions';
import { syncActionDeadlines } from '../deadlines';
import { applyStageFields, lockDossier, createDossiersRepository } from '../dossiers';
import { detachEntriesFromStage } from '../money';
import {
  EMPTY_STAGE_FIELDS,
  auditableStage,
  createStagesRepository,
  dossierFieldsOfStages,
  stageValues,
  toBoardItem,
  toStage,
  type StageRow,
} from '../stages';
import { recordNotification } from './stage-notification';

const invalid = (fields: Record<string, string>) => new AppError('validation_failed', 'Some fields are invalid', fields);

/** Who writes a level, when, and the language of the text of a notification action it adds. */
interface Writer {
  actor: Actor;
  lang: ReaderLanguage;
}

async function liveDossier(trx: Kysely<Database>, id: number) {
  const dossier = await createDossiersRepository(trx).findLive(id);
  if (!dossier) throw notFound('Dossier');
  return dossier;
}

/**
 * The level as it stands once its dossier is locked and known to be live: read first to find the
 * dossier, then again under the lock, since another write may have changed it (or removed it) in between.
 */
async function lockedLevel(trx: Kysely<Database>, id: number): Promise<StageRow> {
  const repo = createStagesRepository(trx);
  const found = await repo.find(id);
  if (!found) throw notFound('Level');
  await lockDossier(trx, found.fk_dossier);
  await liveDossier(trx, found.fk_dossier);
  const current = await repo.find(id);
  if (!current) throw notFound('Level');
  return current;
}

/** The tribunal and the bailiff a level names exist (the bailiff a party not in the trash). */
async function checkReferences(trx: Kysely<Database>, values: Updateable<StageTable>): Promise<void> {
  const repo = createStagesRepository(trx);
  const fields: Record<string, string> = {};
  if (values.fk_tribunal != null && !(await repo.tribunalExists(values.fk_tribunal as number)))
    fields.fk_tribunal = 'This tribunal does not exist';
  if (values.fk_bailiff_party != null && !(await repo.livePartyExists(values.fk_bailiff_party as number)))
    fields.fk_bailiff_party = 'Choose a party from the list';
  if (Object.keys(fields).length > 0) throw invalid(fields);
}

export function createStagesService(ctx: AppContext, settings: SettingsReader) {
  const { db } = ctx.database;

  /** The dossier's old fields of these kinds follow its levels; its search text follows their numbers. */
  async function dossierFollows(trx: Kysely<Database>, actor: Actor, at: string, dossierId: number, kinds: StageKind[]) {
    const dossier = await liveDossier(trx, dossierId);
    await applyStageFields(trx, { actor, at }, dossierId, await dossierFieldsOfStages(trx, dossier, kinds));
  }

  /** Writes the level's notification action when its notification date was set or moved. */
  async function notificationFollows(trx: Kysely<Database>, by: Writer, at: string, stage: StageRow, typeId: number | null | undefined) {
    const office = (await settings.get()).notification_action_type;
    const { today } = await officeDay(settings, ctx.clock);
    await recordNotification(trx, { actor: by.actor, at, today, lang: by.lang }, stage, typeId ?? office ?? null);
  }

  /** The judgment's date picks the law's version of its actions' deadlines: they are counted again when it changes. */
  async function deadlinesFollow(trx: Kysely<Database>, actor: Actor, at: string, actionIds: number[]) {
    const actions = createActionsRepository(trx);
    for (const id of actionIds) {
      const action = await actions.findLive(id);
      if (action) await syncActionDeadlines(trx, { actor, at, action });
    }
  }

  return {
    async list(dossierId: number): Promise<{ items: Stage[] }> {
      await liveDossier(db, dossierId);
      return { items: (await createStagesRepository(db).listOfDossier(dossierId)).map(toStage) };
    },

    async get(id: number): Promise<Stage> {
      const row = await createStagesRepository(db).find(id);
      if (!row || !(await createDossiersRepository(db).findLive(row.fk_dossier))) throw notFound('Level');
      return toStage(row);
    },

    async board(query: StageBoardQuery) {
      const { rows, total } = await createStagesRepository(db).board(query);
      return { items: rows.map(toBoardItem), total, page: query.page, page_size: query.page_size };
    },

    async create(by: Writer, dossierId: number, body: StageCreateBody): Promise<Stage> {
      const at = isoNow(ctx.clock);
      const { notification_type_id: typeId, ...fields } = body;
      return db.transaction().execute(async (trx) => {
        await lockDossier(trx, dossierId);
        await liveDossier(trx, dossierId);
        const values = stageValues(fields);
        await checkReferences(trx, values);
        const repo = createStagesRepository(trx);
        const id = await repo.insert({
          ...EMPTY_STAGE_FIELDS,
          ...(values as Record<string, unknown>),
          fk_dossier: dossierId,
          kind: body.kind,
          created_at: at,
          created_by: by.actor.id,
          modified_at: at,
          modified_by: by.actor.id,
        });
        const row = (await repo.find(id))!;
        await writeAudit(trx, {
          at,
          userId: by.actor.id,
          entity: 'stage',
          entityId: id,
          operation: 'create',
          before: null,
          after: auditableStage(row),
          dossierId,
        });
        await dossierFollows(trx, by.actor, at, dossierId, [row.kind]);
        if (row.notified_on !== null) await notificationFollows(trx, by, at, row, typeId);
        return toStage((await repo.find(id))!);
      });
    },

    async update(by: Writer, id: number, body: StagePatchBody): Promise<Stage> {
      const at = isoNow(ctx.clock);
      const { notification_type_id: typeId, version, ...fields } = body;
      return db.transaction().execute(async (trx) => {
        const repo = createStagesRepository(trx);
        const before = await lockedLevel(trx, id);
        if (version !== undefined && version !== before.version) throw staleWrite(toStage(before));
        const values = stageValues(fields);
        await checkReferences(trx, values);
        if (!(await repo.update(id, before.version, { ...values, modified_at: at, modified_by: by.actor.id })))
          throw staleWrite(toStage((await repo.find(id)) ?? before));
        const after = (await repo.find(id))!;
        await writeAudit(
          trx,
          {
            at,
            userId: by.actor.id,
            entity: 'stage',
            entityId: id,
            operation: 'update',
            before: auditableStage(before),
            after: auditableStage(after),
            dossierId: after.fk_dossier,
          },
          { skipUnchanged: true },
        );
        await dossierFollows(trx, by.actor, at, after.fk_dossier, [before.kind, after.kind]);
        if (after.decision_date !== before.decision_date) await deadlinesFollow(trx, by.actor, at, await repo.actionIds(id));
        if (after.notified_on !== null && after.notified_on !== before.notified_on) await notificationFollows(trx, by, at, after, typeId);
        return toStage((await repo.find(id))!);
      });
    },

    /** A level goes; its hearings and money entries stay, without a level; the dossier's old field follows what remains. */
    async remove(actor: Actor, id: number): Promise<void> {
      const at = isoNow(ctx.clock);
      await db.transaction().execute(async (trx) => {
        const repo = createStagesRepository(trx);
        const before = await lockedLevel(trx, id);
        const actionIds = await repo.actionIds(id);
        await repo.unlinkActions(id);
        await detachEntriesFromStage(trx, id);
        if (!(await repo.delete(id, before.version))) throw staleWrite();
        await writeAudit(trx, {
          at,
          userId: actor.id,
          entity: 'stage',
          entityId: id,
          operation: 'delete',
          before: auditableStage(before),
          after: null,
          dossierId: before.fk_dossier,
        });
        await dossierFollows(trx, actor, at, before.fk_dossier, [before.kind]);
        // Without their level, its actions' deadlines follow the law in force on their own dates.
        if (before.decision_date !== null) await deadlinesFollow(trx, actor, at, actionIds);
      });
    },
  };
}

export type StagesService = ReturnType<typeof createStagesService>;
