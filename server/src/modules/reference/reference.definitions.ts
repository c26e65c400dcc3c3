import {
  actionTypeCreateBody,
  actionTypePatchBody,
  actionTypeSchema,
  caseTypeCreateBody,
  caseTypePatchBody,
  caseTypeSchema,
  dossierFieldIssue,
  expertCreateBody,
  expertiseTypeCreateBody,
  expertiseTypePatchBody,
  expertiseTypeSchema,
  expertPatchBody,
  expertSchema,
  normalizeSearchText,
  REFERENCE_RESOURCES,
  tribunalCreateBody,
  tribunalPatchBody,
  tribunalSchema,
  type ActionType,
  type CaseType,
  type Expert,
  type ExpertiseType,
  type ReferenceResource,
  type Tribunal,
  type TranslatedLabels,
} from '@cabinet/shared';
import type { Selectable } from 'kysely';
import type { ExpertTable, TribunalTable, TypeActionTable, TypeAffaireBureauTable, TypeExpertiseTable } from '../../db/schema';
import type { AuditedRow, ReferenceDefinition, StoredRow } from './reference.definition';
import { translatedLabels } from '../../lib/translated-labels';

type ExpertRow = Selectable<ExpertTable> & { type_expertise_libelle: string | null };

interface AuditValues {
  created_at: string | null;
  created_by: number | null;
  modified_at: string | null;
  modified_by: number | null;
  version: number;
  created_by_name?: string | null;
  modified_by_name?: string | null;
}

/** Who and when, an author the old system named kept as it wrote it (imported records). */
const audit = (row: AuditValues): AuditValues => ({
  created_at: row.created_at,
  created_by: row.created_by,
  modified_at: row.modified_at,
  modified_by: row.modified_by,
  version: row.version,
  created_by_name: row.created_by_name ?? null,
  modified_by_name: row.modified_by_name ?? null,
});

/** `labels` replaces the three translations together: a language left out has none. */
const labelColumns = (labels: TranslatedLabels | null) => ({
  label_en: labels?.en ?? null,
  label_fr: labels?.fr ?? null,
  label_ar: labels?.ar ?? null,
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The columns a record shows as stored. */
function pick<Row, K extends keyof Row>(row: Row, keys: readonly K[]): Pick<Row, K> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<Row, K>;
}

/** A list's names come from the shared resource table, and its table is named like its audit entity. */
function defineReference<Row extends AuditedRow, Rec>(
  resource: ReferenceResource,
  definition: Omit<ReferenceDefinition<Row, Rec>, 'resource' | 'table' | 'entity' | 'idField' | 'labelField'>,
): ReferenceDefinition<Row, Rec> {
  const { entity, idField, labelField } = REFERENCE_RESOURCES[resource];
  return { resource, table: entity, entity, idField, labelField: labelField as keyof Rec & string, ...definition };
}

export const experts = defineReference<ExpertRow, Expert>('experts', {
  name: 'Expert',
  schemas: { record: expertSchema, create: expertCreateBody, patch: expertPatchBody },
  toRecord: (row) => ({
    ...pick(row, ['id_expert', 'nom', 'specialite', 'tel', 'email', 'adresse', 'fk_type_expertise', 'type_expertise_libelle']),
    ...audit(row),
  }),
  searchFields: ['nom', 'specialite', 'tel', 'email', 'type_expertise_libelle'],
  join: {
    field: 'fk_type_expertise',
    table: 'type_expertise',
    column: 'id_type_expertise',
    label: 'libelle',
    as: 'type_expertise_libelle',
  },
  foreignKeys: [
    { field: 'fk_type_expertise', table: 'type_expertise', column: 'id_type_expertise', message: 'Choose an existing expertise type' },
  ],
  usages: [{ table: 'expertise', column: 'fk_expert', one: 'expertise', many: 'expertises' }],
  searchText: (row: StoredRow) => normalizeSearchText([row.nom, row.specialite, row.tel, row.email, row.adresse].map(text).join(' ')),
});

export const tribunals = defineReference<Selectable<TribunalTable>, Tribunal>('tribunals', {
  name: 'Tribunal',
  schemas: { record: tribunalSchema, create: tribunalCreateBody, patch: tribunalPatchBody },
  toRecord: (row) => ({ ...pick(row, ['id_tribunal', 'nom', 'ville', 'adresse', 'telephone']), ...audit(row) }),
  searchFields: ['nom', 'ville'],
  usages: [{ table: 'dossier', column: 'fk_tribunal', one: 'dossier', many: 'dossiers', trashedColumn: 'deleted_at' }],
});

export const actionTypes = defineReference<Selectable<TypeActionTable>, ActionType>('action-types', {
  name: 'Action type',
  schemas: { record: actionTypeSchema, create: actionTypeCreateBody, patch: actionTypePatchBody },
  toRecord: (row) => ({
    ...pick(row, ['id_type_action', 'libelle', 'description', 'effect']),
    // Written only through the validated schema (or the seed), so it is one of the field names.
    dossier_field: row.dossier_field as ActionType['dossier_field'],
    labels: translatedLabels(row),
    ...audit(row),
  }),
  toColumns: ({ labels, ...body }) => (labels === undefined ? body : { ...body, ...labelColumns(labels as TranslatedLabels | null) }),
  searchFields: ['libelle', 'description', 'dossier_field'],
  usages: [
    { table: 'action', column: 'fk_type_action', one: 'action', many: 'actions' },
    { table: 'deadline_rule_trigger', column: 'id_type_action', one: 'deadline rule', many: 'deadline rules' },
  ],
  check: (row) => {
    const message = dossierFieldIssue(text(row.effect), text(row.dossier_field) || null);
    return message ? { dossier_field: message } : null;
  },
});

export const expertiseTypes = defineReference<Selectable<TypeExpertiseTable>, ExpertiseType>('expertise-types', {
  name: 'Expertise type',
  schemas: { record: expertiseTypeSchema, create: expertiseTypeCreateBody, patch: expertiseTypePatchBody },
  toRecord: (row) => ({ ...pick(row, ['id_type_expertise', 'libelle', 'description']), ...audit(row) }),
  searchFields: ['libelle', 'description'],
  usages: [
    { table: 'expert', column: 'fk_type_expertise', one: 'expert', many: 'experts' },
    { table: 'expertise', column: 'fk_type_expertise', one: 'expertise', many: 'expertises' },
  ],
});

export const caseTypes = defineReference<Selectable<TypeAffaireBureauTable>, CaseType>('case-types', {
  name: 'Case type',
  schemas: { record: caseTypeSchema, create: caseTypeCreateBody, patch: caseTypePatchBody },
  toRecord: (row) => ({ ...pick(row, ['id_type_affaire_bureau', 'libelle', 'description']), ...audit(row) }),
  searchFields: ['libelle', 'description'],
  usages: [{ table: 'dossier', column: 'fk_type_affaire_bureau', one: 'dossier', many: 'dossiers', trashedColumn: 'deleted_at' }],
});
