import type { DossierCreateBody, DossierNumberField, DossierPatchBody } from '@cabinet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, notFound, staleWrite } from '../../lib/app-error';
import { writeAudit, type AuditChange, type AuditOperation } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { createAuditRepository } from '../audit';
import { stageSearchTerms, stagesFollowDossierFields } from '../stages';
import { checkDossierReferences, duplicateReference, withDossierConstraints } from './dossier-constraints';
import { auditableDossier, dossierSearchText, dossierValues, toDossier, type DossierValues, type DossierWithNames } from './dossier-record';
import { createDossierTable } from './dossier-table.repository';
import { createDossiersRepository } from './dossiers.repository';
import { refreshSearchText } from './dossier-upkeep';

/**
 * Every change a user makes to a dossier row, each with its audit line: create, update, the
 * field an action's type fills, a level's numbers, trash, restore, and the row's end in a purge.
 * The casefile, action, court level and trash modules call these; the row lock and the derived
 * columns are in dossier-upkeep.ts.
 */

/** Who writes, and when: the modified_* columns and the audit line carry it. */
export interface DossierWrite {
  actor: Actor;
  at: string;
}

function audit(
  trx: Kysely<Database>,
  by: DossierWrite,
  id: number,
  operation: AuditOperation,
  change: AuditChange,
  options?: { skipUnchanged: boolean },
) {
  return writeAudit(trx, { at: by.at, userId: by.actor.id, entity: 'dossier', entityId: id, operation, dossierId: id, ...change }, options);
}

const notInTrash = () => notFound('Dossier in the trash');

/** The server assigns the id; the reference must be free among live dossiers. */
export function createDossier(db: Kysely<Database>, by: DossierWrite, body: DossierCreateBody): Promise<DossierWithNames> {
  const values = dossierValues(body);
  return withDossierConstraints(
    () => body.ref_dossier_bureau,
    () =>
      db.transaction().execute(async (trx) => {
        const repo = createDossiersRepository(trx);
        await checkDossierReferences(repo, values);
        if (await repo.liveRefTaken(body.ref_dossier_bureau)) throw duplicateReference(body.ref_dossier_bureau);
        const id = await createDossierTable(trx).insert({
          ...values,
          ref_dossier_bureau: body.ref_dossier_bureau,
          date_inscription_bureau: body.date_inscription_bureau,
          search_text: dossierSearchText(values),
          created_at: by.at,
          created_by: by.actor.id,
          modified_at: by.at,
          modified_by: by.actor.id,
        });
        const created = (await repo.findLive(id))!;
        await audit(trx, by, id, 'create', { before: null, after: auditableDossier(created) });
        // Its old number fields make its levels, whose numbers the search then finds either way round.
        if (await stagesFollowDossierFields(trx, by, id, null, values)) await refreshSearchText(trx, [id]);
        return (await repo.findLive(id))!;
      }),
  );
}

/** Changes the fields sent; a `version` that is no longer the stored one answers 409 with the current dossier. */
export function updateDossier(db: Kysely<Database>, by: DossierWrite, id: number, body: DossierPatchBody): Promise<DossierWithNames> {
  const { version, ...fields } = body;
  return withDossierConstraints(
    () => fields.ref_dossier_bureau,
    () =>
      db.transaction().execute(async (trx) => {
        const repo = createDossiersRepository(trx);
        const before = await repo.findLive(id);
        if (!before) throw notFound('Dossier');
        await writeValues(trx, by, before, dossierValues(fields), version);
        return (await repo.findLive(id))!;
      }),
  );
}

/**
 * The dossier field an action's type fills (its effect is data: `filledField` of the type), set
 * to the value sent with the action, in the action's transaction. Nothing when it is unchanged.
 */
export async function applyActionEffect(
  trx: Kysely<Database>,
  by: DossierWrite,
  dossier: DossierWithNames,
  field: DossierNumberField | null,
  value: string | null | undefined,
): Promise<void> {
  if (!field || !value || value === dossier[field]) return;
  await writeValues(trx, by, dossier, { [field]: value });
}

/**
 * The old number fields a level's write changed (stages module, dossierFieldsOfStages), in the
 * level's transaction: audited as the user's edit of the dossier, not followed back to the levels.
 * With no field to change, the search text still follows the levels' numbers.
 */
export async function applyStageFields(trx: Kysely<Database>, by: DossierWrite, dossierId: number, values: DossierValues): Promise<void> {
  const before = await createDossiersRepository(trx).findLive(dossierId);
  if (!before) throw notFound('Dossier');
  if (Object.keys(values).length === 0) return refreshSearchText(trx, [dossierId]);
  await writeValues(trx, by, before, values, undefined, { stagesFollow: false });
}

/** To the trash, with its actions (they stay attached and leave every list with it). */
export async function trashDossier(db: Kysely<Database>, by: DossierWrite, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await createDossiersRepository(trx).findLive(id);
    if (!before) throw notFound('Dossier');
    await createDossierTable(trx).update(id, before.version, { deleted_at: by.at, deleted_by: by.actor.id });
    await audit(trx, by, id, 'delete', { changes: { deleted_at: [null, by.at] } });
  });
}

/** Back among the live dossiers with its actions, unless its reference has been reused meanwhile. */
export function restoreDossier(db: Kysely<Database>, by: DossierWrite, id: number): Promise<DossierWithNames> {
  let ref: number | undefined;
  return withDossierConstraints(
    () => ref,
    () =>
      db.transaction().execute(async (trx) => {
        const repo = createDossiersRepository(trx);
        const before = await repo.findTrashed(id);
        if (!before) throw notInTrash();
        ref = before.ref_dossier_bureau;
        if (await repo.liveRefTaken(before.ref_dossier_bureau)) throw duplicateReference(before.ref_dossier_bureau);
        const restored = await createDossierTable(trx).update(id, before.version, {
          deleted_at: null,
          deleted_by: null,
          modified_at: by.at,
          modified_by: by.actor.id,
        });
        if (!restored) throw staleWrite(toDossier(before));
        await audit(trx, by, id, 'restore', { changes: { deleted_at: [before.deleted_at, null] } });
        return (await repo.findLive(id))!;
      }),
  );
}

/** What a purge removed with the dossier, as its audit line says. */
export interface PurgedWith {
  actions: number;
  documents: number;
}

/** A dossier in the trash, read for its purge in the caller's transaction; not found when it is not in the trash. */
export async function trashedForPurge(trx: Kysely<Database>, id: number): Promise<DossierWithNames> {
  const before = await createDossiersRepository(trx).findTrashed(id);
  if (!before) throw notInTrash();
  return before;
}

/**
 * The end of a purge (trash module), once the dossier's actions and documents are gone: the row,
 * and its values wiped from the audit log too; the log keeps the trace: who changed it when, and
 * a delete entry marked as a purge that names its reference and what went with it.
 */
export async function eraseDossier(trx: Kysely<Database>, by: DossierWrite, before: DossierWithNames, removed: PurgedWith): Promise<void> {
  const id = before.id_dossier;
  await createDossierTable(trx).delete(id);
  await createAuditRepository(trx).redactDossierHistory(id);
  await audit(trx, by, id, 'delete', {
    changes: {
      purged: [false, true],
      ref_dossier_bureau: [before.ref_dossier_bureau, null],
      actions: [removed.actions, 0],
      ...(removed.documents > 0 ? { documents: [removed.documents, 0] } : {}),
    },
  });
}

/**
 * Applies `values` to a live dossier: optimistic version check, references, its levels following
 * its old number fields (unless the levels are what changed them), search text, audit.
 */
async function writeValues(
  trx: Kysely<Database>,
  by: DossierWrite,
  before: DossierWithNames,
  sent: DossierValues,
  expectedVersion?: number,
  options: { stagesFollow: boolean } = { stagesFollow: true },
): Promise<void> {
  let values = sent;
  const repo = createDossiersRepository(trx);
  if (expectedVersion !== undefined && expectedVersion !== before.version) throw staleWrite(toDossier(before));
  if (values.ref_dossier_bureau !== undefined && values.ref_dossier_bureau !== before.ref_dossier_bureau) {
    if (await repo.liveRefTaken(values.ref_dossier_bureau, before.id_dossier)) throw duplicateReference(values.ref_dossier_bureau);
    // A duplicate an import kept is one no more once renumbered: the new reference is unique like any other.
    values = { ...values, ref_duplicate_kept: 0 };
  }
  const after = { ...before, ...values } as DossierWithNames;
  await checkDossierReferences(repo, {
    fk_tribunal: values.fk_tribunal !== before.fk_tribunal ? values.fk_tribunal : undefined,
    fk_type_affaire_bureau: values.fk_type_affaire_bureau !== before.fk_type_affaire_bureau ? values.fk_type_affaire_bureau : undefined,
    fk_responsible: values.fk_responsible !== before.fk_responsible ? values.fk_responsible : undefined,
  });
  if (options.stagesFollow) await stagesFollowDossierFields(trx, by, before.id_dossier, before, values);
  const names = await repo.partyNamesOf(before.id_dossier);
  const updated = await createDossierTable(trx).update(before.id_dossier, before.version, {
    ...values,
    search_text: dossierSearchText(after, names, await stageSearchTerms(trx, before.id_dossier)),
    modified_at: by.at,
    modified_by: by.actor.id,
  });
  if (!updated) {
    const current = await repo.findLive(before.id_dossier);
    throw current ? staleWrite(toDossier(current)) : new AppError('not_found', 'Dossier not found');
  }
  await audit(
    trx,
    by,
    before.id_dossier,
    'update',
    { before: auditableDossier(before), after: auditableDossier(after) },
    { skipUnchanged: true },
  );
}
