import {
  CALENDAR_KINDS,
  DEADLINE_AMOUNT_MAX,
  DEADLINE_STATUSES,
  DEADLINE_UNITS,
  DOCUMENT_LIMITS,
  DOCUMENT_TYPES,
  LIMITS,
  NOTE_MAX,
  PARTY_KINDS,
  PARTY_LANGUAGES,
  PARTY_ROLES,
  RULE_SERVICE_MODES,
} from '@cabinet/shared';
import { isStorageKey } from '../../lib/storage/storage';
import { partyKeys } from '../parties';
import { createImportRepository } from './import.repository';
import { auditColumns, author, date, filename, id, integer, moment, text, type ColumnSpec, type DbRow } from './transfer-columns';
import type { TableDescriptor } from './transfer-descriptor';
import { shown } from './transfer-values';
import { stageTable } from './stage-table';

/**
 * The tables Cabinet added to the old system's: parties and their links to dossiers, deadline
 * rules, the office's own calendar days, deadlines (their status and notes are the office's
 * work, so they move as data) and the documents' descriptions (their bytes stay in the storage).
 * The old system has none of these files; an export of Cabinet has them all.
 */

const oneOf = (column: string, value: unknown, allowed: readonly unknown[]) =>
  allowed.includes(value) ? null : `${column} "${String(value ?? '')}" is not one of ${allowed.join(', ')}`;

/** A party's national id and phone, as the API keeps them (partyCreateBody). */
const PARTY_CODE_MAX = 64;

const flag = (column: string, value: unknown) => (value === 0 || value === 1 ? null : `${column} ${String(value)} must be 0 or 1`);

/** Who created a row and when, for tables that keep no more (a name no account matches is left empty). */
const creationColumns = (): ColumnSpec[] => [
  moment('dtcrea', { db: 'created_at', defaulted: true }),
  author('ucrea', 'created_by', { keepName: false }),
];

const completeCreation = (row: DbRow, now: string) => {
  row.created_at ??= now;
  row.created_by ??= null;
};

const party: TableDescriptor = {
  file: 'parties.csv',
  table: 'party',
  key: 'id_party',
  sequence: 'id_party',
  columns: [
    id('id_party', { required: true }),
    text('kind', { required: true }),
    text('name', { required: true }),
    text('name_ar'),
    text('national_id', { max: PARTY_CODE_MAX }),
    text('phone', { max: PARTY_CODE_MAX }),
    text('email'),
    text('address', { max: LIMITS.mediumText }),
    text('note', { max: LIMITS.mediumText }),
    moment('deleted_at'),
    ...auditColumns({ keepNames: false }),
    // The language the office writes to the party in (an older export has none).
    text('language'),
  ],
  complete(row) {
    row.deleted_at ??= null;
    row.language ??= null;
    Object.assign(
      row,
      partyKeys({
        name: row.name as string,
        name_ar: (row.name_ar as string | null) ?? null,
        national_id: (row.national_id as string | null) ?? null,
      }),
    );
  },
  check(row) {
    if (!(row.name as string).trim()) return 'name is empty';
    return oneOf('kind', row.kind, PARTY_KINDS) ?? (row.language === null ? null : oneOf('language', row.language, PARTY_LANGUAGES));
  },
  crossCheck: {
    // A national id belongs to one live party (the trash may hold it again).
    async prepare(db) {
      const live = new Map<string, { id: number; where: string }>();
      const rows = await createImportRepository(db).liveNationalIds();
      for (const row of rows) live.set(row.national_id_key!, { id: row.id_party, where: 'in Cabinet' });
      return (row, where) => {
        const key = row.national_id_key as string | null;
        if (row.deleted_at !== null || key === null) return null;
        const holder = live.get(key);
        if (holder && holder.id !== row.id_party)
          return { reason: `national_id ${String(row.national_id)} is already held by live party ${holder.id} (${holder.where})` };
        live.set(key, { id: row.id_party as number, where });
        return null;
      };
    },
  },
};

const dossierParty: TableDescriptor = {
  file: 'dossier_parties.csv',
  table: 'dossier_party',
  // One party may hold several roles on one dossier: the three together name a link.
  key: ['fk_dossier', 'fk_party', 'role'],
  columns: [
    integer('fk_dossier', { required: true, ref: 'dossier.csv' }),
    integer('fk_party', { required: true, ref: 'parties.csv' }),
    text('role', { required: true }),
    ...creationColumns(),
  ],
  complete: (row, _present, now) => completeCreation(row, now),
  check: (row) => oneOf('role', row.role, PARTY_ROLES),
};

const deadlineRule: TableDescriptor = {
  file: 'deadline_rules.csv',
  table: 'deadline_rule',
  key: 'id',
  sequence: 'id',
  columns: [
    id('id', { required: true }),
    text('label', { required: true }),
    text('label_en'),
    text('label_fr'),
    text('label_ar'),
    integer('amount', { required: true }),
    text('unit', { required: true }),
    integer('franc', { required: true }),
    text('legal_reference', { max: LIMITS.mediumText }),
    text('country'),
    integer('active', { required: true }),
    ...auditColumns({ keepNames: false }),
    // Columns an older export lacks: the rule then reads as that export wrote it.
    integer('months'),
    integer('days'),
    text('legal_reference_en', { max: LIMITS.mediumText }),
    text('legal_reference_fr', { max: LIMITS.mediumText }),
    text('legal_reference_ar', { max: LIMITS.mediumText }),
    text('service_mode'),
    integer('start_after_rule'),
    text('start_after_event'),
    date('valid_from'),
    date('valid_to'),
  ],
  complete(row, present) {
    if (!present.has('months') && !present.has('days')) {
      row.months = row.unit === 'months' ? row.amount : 0;
      row.days = row.unit === 'days' ? row.amount : 0;
    }
    row.months ??= 0;
    row.days ??= 0;
    row.service_mode ??= 'any';
    for (const column of [
      'legal_reference_en',
      'legal_reference_fr',
      'legal_reference_ar',
      'start_after_rule',
      'start_after_event',
      'valid_from',
      'valid_to',
    ])
      row[column] ??= null;
  },
  check(row) {
    const amount = row.amount as number;
    if (amount < 1 || amount > DEADLINE_AMOUNT_MAX) return `amount ${amount} must be between 1 and ${DEADLINE_AMOUNT_MAX}`;
    if ((row.months as number) + (row.days as number) < 1) return 'months and days are both 0';
    return (
      oneOf('unit', row.unit, DEADLINE_UNITS) ??
      flag('franc', row.franc) ??
      flag('active', row.active) ??
      oneOf('service_mode', row.service_mode, RULE_SERVICE_MODES) ??
      (row.start_after_event === null ? null : oneOf('start_after_event', row.start_after_event, ['due', 'done']))
    );
  },
  // The preset rules a new database seeds itself (inactive), as long as nobody edited them, give
  // way to the office's own versions of them.
  replaceable: (existing) => existing.version === 1 && existing.created_by === null,
};

const deadlineRuleTrigger: TableDescriptor = {
  file: 'deadline_rule_triggers.csv',
  table: 'deadline_rule_trigger',
  key: ['rule_id', 'id_type_action'],
  columns: [
    integer('rule_id', { required: true, ref: 'deadline_rules.csv' }),
    integer('id_type_action', { required: true, ref: 'type_action.csv' }),
  ],
};

/**
 * The office's calendar as an older Cabinet exported it (a day closed or worked): loaded as it was, then
 * sorted like an upgraded office's days (see transfer-derived.ts): left for the office to sort.
 */
const calendarDay: TableDescriptor = {
  file: 'calendar_days.csv',
  table: 'calendar_day',
  key: 'date',
  columns: [date('date', { required: true }), integer('working', { required: true }), text('label'), ...creationColumns()],
  complete: (row, _present, now) => completeCreation(row, now),
  check: (row) => flag('working', row.working),
};

/** The office's calendar entries: public holidays with their source, closures, worked days, days not sorted yet. */
const calendarEntry: TableDescriptor = {
  file: 'calendar_entries.csv',
  table: 'calendar_entry',
  key: 'id',
  sequence: 'id',
  columns: [
    id('id', { required: true }),
    date('date', { required: true }),
    text('kind', { required: true }),
    text('country'),
    text('label'),
    text('source', { max: LIMITS.mediumText }),
    date('replaces'),
    ...creationColumns(),
  ],
  complete: (row, _present, now) => completeCreation(row, now),
  check: (row) => oneOf('kind', row.kind, CALENDAR_KINDS),
};

const deadline: TableDescriptor = {
  file: 'deadlines.csv',
  table: 'deadline',
  key: 'id',
  sequence: 'id',
  columns: [
    id('id', { required: true }),
    integer('fk_dossier', { required: true, ref: 'dossier.csv' }),
    integer('fk_rule', { required: true, ref: 'deadline_rules.csv' }),
    integer('trigger_action_id', { required: true, ref: 'action.csv' }),
    date('start_date', { required: true }),
    date('due_date', { required: true, counted: true }),
    text('status', { required: true }),
    integer('completed_action_id', { ref: 'action.csv' }),
    text('note', { max: NOTE_MAX }),
    ...auditColumns({ keepNames: false }),
    // The rule as counted: an older export has none; the rule's is taken then (transfer-derived.ts).
    integer('counted_months'),
    integer('counted_days'),
    integer('counted_franc'),
    text('counted_country'),
    integer('counted_legacy'),
    integer('fk_after'),
  ],
  complete(row, present) {
    if (!present.has('counted_months') && !present.has('counted_days')) {
      row.counted_months = 0;
      row.counted_days = 0;
      row.counted_legacy = 1;
    }
    row.counted_months ??= 0;
    row.counted_days ??= 0;
    row.counted_franc ??= 0;
    row.counted_country ??= null;
    row.counted_legacy ??= 0;
    row.fk_after ??= null;
  },
  check(row) {
    if ((row.due_date as string) < (row.start_date as string))
      return `due_date ${String(row.due_date)} is before start_date ${String(row.start_date)}`;
    return oneOf('status', row.status, DEADLINE_STATUSES);
  },
  crossCheck: {
    // One deadline per starting action and rule.
    async prepare(db) {
      const held = new Map<string, { id: number; where: string }>();
      const rows = await createImportRepository(db).deadlineStarts();
      for (const row of rows) held.set(`${row.trigger_action_id}/${row.fk_rule}`, { id: row.id, where: 'in Cabinet' });
      return (row, where) => {
        const pair = `${String(row.trigger_action_id)}/${String(row.fk_rule)}`;
        const holder = held.get(pair);
        if (holder && holder.id !== row.id)
          return {
            reason: `deadline ${holder.id} (${holder.where}) already counts rule ${String(row.fk_rule)} from action ${String(row.trigger_action_id)}`,
          };
        held.set(pair, { id: row.id as number, where });
        return null;
      };
    },
  },
};

const document: TableDescriptor = {
  file: 'documents.csv',
  table: 'document',
  key: 'id_document',
  sequence: 'id_document',
  columns: [
    id('id_document', { required: true }),
    integer('fk_dossier', { required: true, ref: 'dossier.csv' }),
    integer('fk_action', { ref: 'action.csv' }),
    filename('filename', { required: true }),
    text('title', { max: DOCUMENT_LIMITS.title }),
    text('content_type', { required: true }),
    integer('size', { required: true }),
    text('sha256', { required: true }),
    text('storage_key'),
    moment('uploaded_at', { required: true }),
    author('uploaded_by', 'uploaded_by', { keepName: false }),
    moment('modified_at', { defaulted: true }),
    author('modified_by', 'modified_by', { keepName: false }),
    moment('deleted_at'),
  ],
  complete(row) {
    // The bytes are stored under their SHA-256: the storage copied alongside holds them there.
    row.storage_key ??= row.sha256;
    row.modified_at ??= row.uploaded_at;
    row.uploaded_by ??= null;
    row.modified_by ??= null;
    row.deleted_at ??= null;
  },
  // Held to an upload's rules: a type Cabinet accepts (never one a browser or the desktop runs), the
  // file name cleaned (parseFilename), and the bytes named by their SHA-256 as the storage names them.
  check(row) {
    if (!/^[0-9a-f]{64}$/.test(row.sha256 as string)) return `sha256 "${String(row.sha256)}" is not a SHA-256 in hexadecimal`;
    if (!isStorageKey(row.storage_key as string)) return `storage_key "${String(row.storage_key)}" is not a SHA-256 in hexadecimal`;
    if ((row.size as number) < 0) return `size ${String(row.size)} is negative`;
    if (!Object.hasOwn(DOCUMENT_TYPES, row.content_type as string))
      return `content_type ${shown(row.content_type as string)} is not a type an upload accepts (${Object.keys(DOCUMENT_TYPES).join(', ')})`;
    return null;
  },
};

/** In load order, after the old system's tables they refer to (the court levels after the parties a bailiff names). */
export const CABINET_TABLES: TableDescriptor[] = [
  party,
  dossierParty,
  deadlineRule,
  deadlineRuleTrigger,
  calendarDay,
  calendarEntry,
  deadline,
  document,
  stageTable,
];
