import {
  ACTION_EFFECTS,
  DOSSIER_NUMBER_FIELDS,
  DOSSIER_SEARCH_FIELDS,
  DOSSIER_TEXT_FIELDS,
  ROOM_MAX,
  SERVICE_MODES,
} from '@cabinet/shared';
import { DEFAULT_ACTION_TYPES } from '../../db/defaults';
import { isShippedActionTypeCode, SHIPPED_ACTION_TYPE_CODES } from '../../db/shipped-action-types';
import { dossierSearchText } from '../dossiers';
import { expertSearchText } from '../reference';
import { createImportRepository } from './import.repository';
import { MONEY_TABLES } from './money-tables';
import { CABINET_TABLES } from './cabinet-tables';
import { account, auditColumns, date, id, integer, moment, money, text, type ColumnSpec } from './transfer-columns';
import type { TableDescriptor } from './transfer-descriptor';
import { LEGACY_LONG_TEXT_MAX } from './import-validation';

/**
 * A text column of the old system's tables. Every row of these tables passes the API's schema
 * check (import-validation.ts), which holds each field to the API's limit with the declared legacy
 * exceptions; this bound only keeps a cell's size sane before that check.
 */
const legacyText = (csv: string, options: Parameters<typeof text>[1] = {}) => text(csv, { ...options, max: LEGACY_LONG_TEXT_MAX });

export { keyColumns, keyOf, type CrossCheck, type TableDescriptor } from './transfer-descriptor';

const typeColumns = (key: string): ColumnSpec[] => [
  id(key, { required: true }),
  legacyText('libelle', { required: true }),
  ...auditColumns({ keepNames: true }),
  legacyText('description'),
];

/** An action type's translations, kept by Cabinet's own export. */
const TYPE_LABEL_FIELDS = ['label_en', 'label_fr', 'label_ar'] as const;

const LEGACY_EFFECTS = new Map(DEFAULT_ACTION_TYPES.filter((t) => t.effect !== 'none').map((t) => [t.id_type_action, t]));

const typeAction: TableDescriptor = {
  file: 'type_action.csv',
  table: 'type_action',
  key: 'id_type_action',
  sequence: 'id_type_action',
  columns: [
    ...typeColumns('id_type_action'),
    legacyText('effect'),
    legacyText('dossier_field'),
    ...TYPE_LABEL_FIELDS.map((name) => text(name)),
    // Cabinet's own shipped types (a Cabinet export has them; the old system has none).
    legacyText('code'),
  ],
  complete(row, present) {
    row.code ??= null;
    // The old system's files have no translations: its label is the office's, and no default
    // wording may show in its place.
    for (const name of TYPE_LABEL_FIELDS) if (!present.has(name)) row[name] = null;
    // The old system's special types keep their meaning (the effect is data in Cabinet).
    if (!present.has('effect')) {
      const legacy = LEGACY_EFFECTS.get(row.id_type_action as number);
      row.effect = legacy?.effect ?? 'none';
      row.dossier_field = legacy?.dossier_field ?? null;
    }
    row.effect ??= 'none';
  },
  check(row) {
    if (row.code !== null && !isShippedActionTypeCode(row.code))
      return `code "${String(row.code)}" is not one of ${SHIPPED_ACTION_TYPE_CODES.join(', ')}`;
    if (!(ACTION_EFFECTS as readonly unknown[]).includes(row.effect))
      return `effect "${String(row.effect)}" is not one of ${ACTION_EFFECTS.join(', ')}`;
    if (row.effect === 'dossier_field' && !(DOSSIER_NUMBER_FIELDS as readonly unknown[]).includes(row.dossier_field))
      return `dossier_field "${String(row.dossier_field ?? '')}" is not one of ${DOSSIER_NUMBER_FIELDS.join(', ')}`;
    if (row.effect !== 'dossier_field' && row.dossier_field !== null)
      return 'dossier_field is set on a type whose effect is not dossier_field';
    return null;
  },
  // The defaults a new database seeds at the old system's ids, as long as nobody edited them, give
  // way to the imported rows. Cabinet's own types (with a code) are moved out of the way instead
  // (shipped-type-moves.ts); at the same id with the same code (a Cabinet export) they are the same type.
  replaceable: (existing, row) => existing.version === 1 && existing.created_by === null && (existing.code ?? null) === (row.code ?? null),
};

const typeExpertise: TableDescriptor = {
  file: 'type_expertise.csv',
  table: 'type_expertise',
  key: 'id_type_expertise',
  sequence: 'id_type_expertise',
  columns: typeColumns('id_type_expertise'),
};

const typeAffaireBureau: TableDescriptor = {
  file: 'type_affaire_bureau.csv',
  table: 'type_affaire_bureau',
  key: 'id_type_affaire_bureau',
  sequence: 'id_type_affaire_bureau',
  columns: typeColumns('id_type_affaire_bureau'),
};

const tribunal: TableDescriptor = {
  file: 'tribunal.csv',
  table: 'tribunal',
  key: 'id_tribunal',
  sequence: 'id_tribunal',
  columns: [
    id('id_tribunal', { required: true }),
    legacyText('nom', { required: true }),
    legacyText('ville'),
    legacyText('adresse'),
    legacyText('telephone'),
    ...auditColumns({ keepNames: true }),
    // Cabinet's own: the old system had no Arabic name.
    text('nom_ar'),
  ],
  complete(row) {
    // The old system never saved the city; the office fills it in when it next edits the tribunal.
    row.ville ??= '';
    row.nom_ar ??= null;
  },
};

const expert: TableDescriptor = {
  file: 'expert.csv',
  table: 'expert',
  key: 'id_expert',
  sequence: 'id_expert',
  columns: [
    id('id_expert', { required: true }),
    legacyText('nom', { required: true }),
    legacyText('tel'),
    legacyText('email'),
    integer('fk_type_expertise', { ref: 'type_expertise.csv' }),
    legacyText('specialite'),
    legacyText('adresse'),
    ...auditColumns({ keepNames: true }),
    text('nom_ar'),
  ],
  complete(row) {
    row.specialite ??= '';
    row.nom_ar ??= null;
    row.search_text = expertSearchText(row);
  },
};

const dossier: TableDescriptor = {
  file: 'dossier.csv',
  table: 'dossier',
  key: 'id_dossier',
  sequence: 'id_dossier',
  columns: [
    id('id_dossier', { required: true }),
    integer('ref_dossier_bureau', { required: true }),
    // The import decides about an empty one: refused, or left unknown with --allow-unknown-dates.
    date('date_inscription_bureau', { required: true, mayBeUnknown: true }),
    integer('fk_type_affaire_bureau', { ref: 'type_affaire_bureau.csv' }),
    integer('fk_tribunal', { ref: 'tribunal.csv' }),
    money('montant_dette'),
    legacyText('num_police'),
    legacyText('nom_responsable_civil'),
    legacyText('accusation'),
    date('date_accident'),
    ...DOSSIER_TEXT_FIELDS.filter((f) => !['num_police', 'nom_responsable_civil', 'accusation'].includes(f)).map((f) => text(f)),
    account('fk_responsible'),
    moment('deleted_at'),
    ...auditColumns({ keepNames: true }),
    // Cabinet's marks on what an import brought in as it was.
    integer('to_review'),
    integer('ref_duplicate_kept'),
  ],
  complete(row) {
    row.deleted_at ??= null;
    row.to_review ??= 0;
    row.ref_duplicate_kept ??= 0;
    row.search_text = dossierSearchText(row as Partial<Record<(typeof DOSSIER_SEARCH_FIELDS)[number], string | null>>);
  },
  check(row) {
    for (const flag of ['to_review', 'ref_duplicate_kept'])
      if (row[flag] !== 0 && row[flag] !== 1) return `${flag} ${String(row[flag])} must be 0 or 1`;
    return null;
  },
  crossCheck: {
    // A reference is unique among live dossiers (the trash may hold a reused one).
    async prepare(db) {
      const live = new Map<number, { id: number; where: string }>();
      const rows = await createImportRepository(db).liveDossierReferences();
      for (const row of rows) live.set(row.ref_dossier_bureau, { id: row.id_dossier, where: 'in Cabinet' });
      return (row, where) => {
        // A duplicate an earlier import kept (a Cabinet export carries the mark) stays one.
        if (row.deleted_at !== null || row.ref_duplicate_kept === 1) return null;
        const ref = row.ref_dossier_bureau as number;
        const holder = live.get(ref);
        if (holder && holder.id !== row.id_dossier)
          return {
            reason: `ref_dossier_bureau ${ref} is already used by live dossier ${holder.id} (${holder.where})`,
            asIs: 'duplicate_reference',
            holder: holder.id,
          };
        live.set(ref, { id: row.id_dossier as number, where });
        return null;
      };
    },
  },
};

const action: TableDescriptor = {
  file: 'action.csv',
  table: 'action',
  key: 'id_action',
  sequence: 'id_action',
  columns: [
    id('id_action', { required: true }),
    integer('fk_dossier', { required: true, ref: 'dossier.csv' }),
    date('date_action', { required: true }),
    integer('fk_type_action', { ref: 'type_action.csv' }),
    legacyText('contenu'),
    date('date_prochaine'),
    account('fk_assignee'),
    ...auditColumns({ keepNames: true }),
    // How a notification was served; none in the old system.
    text('service_mode'),
    // A hearing's time and room, and its court level (stages.csv, loaded later: checked once both are in).
    text('hearing_time', { max: 5 }),
    text('room', { max: ROOM_MAX }),
    integer('fk_stage'),
  ],
  check: (row) =>
    row.service_mode == null || (SERVICE_MODES as readonly unknown[]).includes(row.service_mode)
      ? null
      : `service_mode "${String(row.service_mode)}" is not one of ${SERVICE_MODES.join(', ')}`,
};

const expertise: TableDescriptor = {
  file: 'expertise.csv',
  table: 'expertise',
  // The old system's expertise has no id of its own: one per expertise action.
  key: 'fk_action',
  sequence: 'id_expertise',
  columns: [
    integer('fk_action', { required: true, ref: 'action.csv' }),
    integer('fk_type_expertise', { ref: 'type_expertise.csv' }),
    integer('fk_expert', { ref: 'expert.csv' }),
    money('frais'),
    legacyText('contenu'),
    id('id_expertise', { unique: true }),
  ],
};

/** Every table that moves in and out, in load order. */
export const TRANSFER_TABLES: TableDescriptor[] = [
  typeExpertise,
  typeAffaireBureau,
  typeAction,
  tribunal,
  expert,
  dossier,
  action,
  expertise,
  ...CABINET_TABLES,
  ...MONEY_TABLES,
];

export const descriptorOf = (file: string) => TRANSFER_TABLES.find((t) => t.file === file);
