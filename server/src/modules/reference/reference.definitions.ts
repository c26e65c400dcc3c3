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
  type Tribunal,
  type TranslatedLabels,
} from '@cabinet/shared';
import type { Selectable } from 'kysely';
import type { ExpertTable, TribunalTable, TypeActionTable, TypeAffaireBureauTable, TypeExpertiseTable } from '../../db/schema';
import type { ReferenceDefinition, StoredRow } from './reference.definition';
import { translatedLabels } from '../../lib/translated-labels';

type ExpertRow = Selectable<ExpertTable> & { type_expertise_libelle: string | null };

interface AuditValues {
  created_at: string;
  created_by: number | null;
  modified_at: string;
  modified_by: number | null;
  version: number;
}

const audit = (row: AuditValues): AuditValues => ({
  created_at: row.created_at,
  created_by: row.created_by,
  modified_at: row.modified_at,
  modified_by: row.modified_by,
  version: row.version,
});

/** `labels` replaces the three translations together: a language left out has none. */
const labelColumns = (labels: TranslatedLabels | null) => ({
  label_en: labels?.en ?? null,
  label_fr: labels?.fr ?? null,
  label_ar: labels?.ar ?? null,
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const experts: ReferenceDefinition<ExpertRow, Expert> = {
  resource: 'experts',
  ...REFERENCE_RESOURCES.experts,
  table: 'expert',
  name: 'Expert',
  schemas: { record: expertSchema, create: expertCreateBody, patch: expertPatchBody },
  toRecord: (row) => ({
    id_expert: row.id_expert,
    nom: row.nom,
    specialite: row.specialite,
    tel: row.tel,
    email: row.email,
    adresse: row.adresse,
    fk_type_expertise: row.fk_type_expertise,
    type_expertise_libelle: row.type_expertise_libelle,
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
};

export const tribunals: ReferenceDefinition<Selectable<TribunalTable>, Tribunal> = {
  resource: 'tribunals',
  ...REFERENCE_RESOURCES.tribunals,
  table: 'tribunal',
  name: 'Tribunal',
  schemas: { record: tribunalSchema, create: tribunalCreateBody, patch: tribunalPatchBody },
  toRecord: (row) => ({
    id_tribunal: row.id_tribunal,
    nom: row.nom,
    ville: row.ville,
    adresse: row.adresse,
    telephone: row.telephone,
    ...audit(row),
  }),
  searchFields: ['nom', 'ville'],
  usages: [{ table: 'dossier', column: 'fk_tribunal', one: 'dossier', many: 'dossiers', trashedColumn: 'deleted_at' }],
};

export const actionTypes: ReferenceDefinition<Selectable<TypeActionTable>, ActionType> = {
  resource: 'action-types',
  ...REFERENCE_RESOURCES['action-types'],
  table: 'type_action',
  name: 'Action type',
  schemas: { record: actionTypeSchema, create: actionTypeCreateBody, patch: actionTypePatchBody },
  toRecord: (row) => ({
    id_type_action: row.id_type_action,
    libelle: row.libelle,
    description: row.description,
    effect: row.effect,
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
};

export const expertiseTypes: ReferenceDefinition<Selectable<TypeExpertiseTable>, ExpertiseType> = {
  resource: 'expertise-types',
  ...REFERENCE_RESOURCES['expertise-types'],
  table: 'type_expertise',
  name: 'Expertise type',
  schemas: { record: expertiseTypeSchema, create: expertiseTypeCreateBody, patch: expertiseTypePatchBody },
  toRecord: (row) => ({ id_type_expertise: row.id_type_expertise, libelle: row.libelle, description: row.description, ...audit(row) }),
  searchFields: ['libelle', 'description'],
  usages: [
    { table: 'expert', column: 'fk_type_expertise', one: 'expert', many: 'experts' },
    { table: 'expertise', column: 'fk_type_expertise', one: 'expertise', many: 'expertises' },
  ],
};

export const caseTypes: ReferenceDefinition<Selectable<TypeAffaireBureauTable>, CaseType> = {
  resource: 'case-types',
  ...REFERENCE_RESOURCES['case-types'],
  table: 'type_affaire_bureau',
  name: 'Case type',
  schemas: { record: caseTypeSchema, create: caseTypeCreateBody, patch: caseTypePatchBody },
  toRecord: (row) => ({
    id_type_affaire_bureau: row.id_type_affaire_bureau,
    libelle: row.libelle,
    description: row.description,
    ...audit(row),
  }),
  searchFields: ['libelle', 'description'],
  usages: [{ table: 'dossier', column: 'fk_type_affaire_bureau', one: 'dossier', many: 'dossiers', trashedColumn: 'deleted_at' }],
};
