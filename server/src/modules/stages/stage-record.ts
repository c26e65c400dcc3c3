import { courtNumberText, parseCourtNumber, type Stage, type StageBoardItem, type StageCreateBody, type StagePatchBody } from '@cabinet/shared';
import type { Updateable } from 'kysely';
import type { StageTable } from '../../db/schema';
import { fromCents, toCents } from '../../lib/money';
import type { StageBoardRow, StageRow } from './stages.repository';

/** The one mapping of a level's row to the API. */
export function toStage(row: StageRow): Stage {
  return {
    id: row.id,
    fk_dossier: row.fk_dossier,
    kind: row.kind,
    fk_tribunal: row.fk_tribunal,
    file_number: row.file_number,
    file_code: row.file_code,
    file_year: row.file_year,
    file_chamber: row.file_chamber,
    file_section: row.file_section,
    file_raw: row.file_raw,
    national_number: row.national_number,
    filing_ref: row.filing_ref,
    filed_on: row.filed_on,
    judge: row.judge,
    chamber: row.chamber,
    decision_number: row.decision_number,
    decision_date: row.decision_date,
    outcome: row.outcome,
    amount_awarded: fromCents(row.amount_awarded),
    fk_bailiff_party: row.fk_bailiff_party,
    notified_on: row.notified_on,
    status: row.status,
    note: row.note,
    file_number_text: courtNumberText(row),
    tribunal_name: row.tribunal_name,
    tribunal_name_ar: row.tribunal_name_ar,
    bailiff_name: row.bailiff_name,
    created_at: row.created_at,
    created_by: row.created_by,
    modified_at: row.modified_at,
    modified_by: row.modified_by,
    version: row.version,
  };
}

export function toBoardItem(row: StageBoardRow): StageBoardItem {
  return { ...toStage(row), ref_dossier_bureau: row.ref_dossier_bureau, dossier_label: row.dossier_label };
}

/** The business fields as the dossier's history shows them (the number as the court writes it). */
export function auditableStage(row: StageRow): Record<string, unknown> {
  const stage = toStage(row);
  const {
    id: _id,
    tribunal_name: _t,
    tribunal_name_ar: _ta,
    bailiff_name: _b,
    created_at: _ca,
    created_by: _cb,
    modified_at: _ma,
    modified_by: _mb,
    version: _v,
    ...fields
  } = stage;
  return fields;
}

type Body = Omit<Partial<StageCreateBody & StagePatchBody>, 'notification_type_id' | 'version'>;

const NUMBER_PARTS = ['file_number', 'file_code', 'file_year', 'file_chamber', 'file_section'] as const;

/**
 * The columns a body sets: only the fields sent, the amount in cents. The court number:
 * - typed whole (`file_raw` not empty): split when it can be, the parts sent beside it giving
 *   way, else kept as typed with no parts;
 * - in parts (`file_number`…): the parts sent replace those stored, and the number as typed goes;
 * - `file_raw` cleared with no part sent: the level has no number any more.
 */
export function stageValues(body: Body): Updateable<StageTable> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    values[key] = key === 'amount_awarded' ? toCents(value as string | null) : value;
  }
  const partsSent = NUMBER_PARTS.some((part) => body[part] !== undefined);
  if (body.file_raw) Object.assign(values, parseCourtNumber(body.file_raw));
  else if (partsSent) values.file_raw = null;
  else if (body.file_raw === null) Object.assign(values, parseCourtNumber(null));
  return values as Updateable<StageTable>;
}
