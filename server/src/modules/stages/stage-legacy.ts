import {
  courtNumberSearchTerms,
  courtNumberText,
  parseCourtNumber,
  sameCourtNumber,
  STAGE_LEGACY_FIELDS,
  STAGE_LEGACY_FILING_FIELDS,
  type StageKind,
} from '@cabinet/shared';
import type { Kysely } from 'kysely';
import { LEGACY_STAGE_KINDS } from '../../db/legacy-stages';
import type { Database } from '../../db/schema';
import { staleWrite } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { auditableStage } from './stage-record';
import { EMPTY_STAGE_FIELDS, createStagesRepository } from './stages.repository';

/**
 * The dossier's old number fields and its levels, kept in step both ways inside the caller's
 * transaction. Each field mirrors the dossier's most recent level of its kind (STAGE_LEGACY_FIELDS;
 * the appeal's and cassation's filing reference, STAGE_LEGACY_FILING_FIELDS):
 * - a dossier write (an edit, or an action whose type fills a field) makes or updates that level
 *   (stagesFollowDossierFields), and writes nothing back;
 * - a level's write gives the dossier the fields its levels now say (dossierFieldsOfStages), which
 *   the dossier command writes without following them back to the levels.
 * A field is rewritten only when it says another number: `2026/1201/1457` typed in the dossier
 * stays as typed beside a level that holds `1457/1201/2026`.
 */

export interface StageWrite {
  actor: Actor;
  at: string;
}

type Fields = Record<string, unknown>;

const filled = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const filingFieldOf = (kind: StageKind): string | undefined => (STAGE_LEGACY_FILING_FIELDS as Record<string, string>)[kind];

/**
 * After a dossier write that sent `sent` (the fields written; `before` the dossier before it, null
 * when created): the level of each number field or filing reference that changed is made or
 * updated, audited as the user's. Returns whether any level changed (its numbers are searched).
 */
export async function stagesFollowDossierFields(
  trx: Kysely<Database>,
  by: StageWrite,
  dossierId: number,
  before: Fields | null,
  sent: Fields,
): Promise<boolean> {
  const repo = createStagesRepository(trx);
  let changed = false;
  for (const kind of LEGACY_STAGE_KINDS) {
    const field = STAGE_LEGACY_FIELDS[kind];
    const filingField = filingFieldOf(kind);
    const numberSent = field in sent && sent[field] !== undefined && !sameCourtNumber(before?.[field] as string | null, sent[field] as string | null);
    const filingSent = filingField !== undefined && filingField in sent && filled(sent[filingField]) !== filled(before?.[filingField]);
    if (!numberSent && !filingSent) continue;
    const number = numberSent ? parseCourtNumber(sent[field] as string | null) : null;
    const filing = filingSent ? filled(sent[filingField!]) : undefined;
    const stage = await repo.latestOfKind(dossierId, kind);
    if (!stage) {
      if (!(number && courtNumberText(number)) && !filing) continue;
      const id = await repo.insert({
        ...EMPTY_STAGE_FIELDS,
        fk_dossier: dossierId,
        kind,
        ...number,
        filing_ref: filing ?? null,
        created_at: by.at,
        created_by: by.actor.id,
        modified_at: by.at,
        modified_by: by.actor.id,
      });
      const row = (await repo.find(id))!;
      await writeAudit(trx, { at: by.at, userId: by.actor.id, entity: 'stage', entityId: id, operation: 'create', before: null, after: auditableStage(row), dossierId });
      changed = true;
      continue;
    }
    const values = {
      ...(number && courtNumberText(number) !== courtNumberText(stage) ? number : {}),
      ...(filing !== undefined && filing !== stage.filing_ref ? { filing_ref: filing } : {}),
    };
    if (Object.keys(values).length === 0) continue;
    if (!(await repo.update(stage.id, stage.version, { ...values, modified_at: by.at, modified_by: by.actor.id }))) throw staleWrite();
    const after = (await repo.find(stage.id))!;
    await writeAudit(
      trx,
      { at: by.at, userId: by.actor.id, entity: 'stage', entityId: stage.id, operation: 'update', before: auditableStage(stage), after: auditableStage(after), dossierId },
      { skipUnchanged: true },
    );
    changed = true;
  }
  return changed;
}

/**
 * The old fields of `kinds` as the dossier's levels now say them, for those that differ from
 * `dossier` (a number written another way round is the same number): the number of the most
 * recent level of the kind (none left: cleared), and its filing reference.
 */
export async function dossierFieldsOfStages(trx: Kysely<Database>, dossier: Fields & { id_dossier: number }, kinds: Iterable<StageKind>): Promise<Fields> {
  const repo = createStagesRepository(trx);
  const values: Fields = {};
  for (const kind of new Set(kinds)) {
    if (!(kind in STAGE_LEGACY_FIELDS)) continue;
    const field = STAGE_LEGACY_FIELDS[kind as keyof typeof STAGE_LEGACY_FIELDS];
    const latest = await repo.latestOfKind(dossier.id_dossier, kind);
    const number = latest ? courtNumberText(latest) : null;
    if (!sameCourtNumber(dossier[field] as string | null, number)) values[field] = number;
    const filingField = filingFieldOf(kind);
    if (filingField !== undefined) {
      const filing = latest?.filing_ref ?? null;
      if (filled(dossier[filingField]) !== filled(filing)) values[filingField] = filing;
    }
  }
  return values;
}

/** What the dossier search finds the dossier's levels by (db/legacy-stages.ts searchTextOf). */
export async function stageSearchTerms(trx: Kysely<Database>, dossierId: number): Promise<string[]> {
  const rows = await createStagesRepository(trx).numbersOfDossier(dossierId);
  return rows.flatMap((row) => courtNumberSearchTerms(row));
}
