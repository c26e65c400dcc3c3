import { LIMITS, STAGE_KINDS, STAGE_OUTCOMES, STAGE_STATUSES } from '@cabinet/shared';
import { auditColumns, date, id, integer, money, text } from './transfer-columns';
import type { TableDescriptor } from './transfer-descriptor';
import { LEGACY_LONG_TEXT_MAX } from './import-validation';

const oneOf = (column: string, value: unknown, allowed: readonly unknown[]) =>
  value === null || value === undefined || allowed.includes(value) ? null : `${column} "${String(value)}" is not one of ${allowed.join(', ')}`;

/**
 * A dossier's court levels. After the parties, whom a level's bailiff names; an
 * action names its level in action.csv, which loads earlier, so that link is checked once both
 * are in (transfer-derived.ts). An import without this file (the old system's) makes the levels
 * from the dossiers' old number fields instead.
 */
export const stageTable: TableDescriptor = {
  file: 'stages.csv',
  table: 'stage',
  key: 'id',
  sequence: 'id',
  columns: [
    id('id', { required: true }),
    integer('fk_dossier', { required: true, ref: 'dossier.csv' }),
    text('kind', { required: true }),
    integer('fk_tribunal', { ref: 'tribunal.csv' }),
    text('file_number', { max: 32 }),
    text('file_code', { max: 32 }),
    text('file_year', { max: 32 }),
    text('file_chamber', { max: 32 }),
    text('file_section', { max: 32 }),
    // A number kept as typed may be an old field's whole text (migration 029).
    text('file_raw', { max: LEGACY_LONG_TEXT_MAX }),
    text('national_number', { max: 64 }),
    text('filing_ref', { max: LEGACY_LONG_TEXT_MAX }),
    date('filed_on'),
    text('judge'),
    text('chamber'),
    text('decision_number', { max: 64 }),
    date('decision_date'),
    text('outcome'),
    money('amount_awarded'),
    integer('fk_bailiff_party', { ref: 'parties.csv' }),
    date('notified_on'),
    text('status', { required: true }),
    text('note', { max: LIMITS.mediumText }),
    ...auditColumns({ keepNames: false }),
  ],
  check: (row) => oneOf('kind', row.kind, STAGE_KINDS) ?? oneOf('status', row.status, STAGE_STATUSES) ?? oneOf('outcome', row.outcome, STAGE_OUTCOMES),
};
