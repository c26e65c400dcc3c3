import { DOSSIER_NUMBER_FIELDS, type Action, type DossierNumberField, type ExpertiseInput } from '@cabinet/shared';
import type { Updateable } from 'kysely';
import type { ExpertiseTable } from '../../db/schema';
import { fromCents, toCents } from '../../lib/money';
import { typeLabels } from '../../lib/translated-labels';
import type { ActionDetails } from './actions.repository';

/** The one mapping of an action row to the API. */
export function toAction(row: ActionDetails): Action {
  return {
    id_action: row.id_action,
    fk_dossier: row.fk_dossier,
    ref_dossier_bureau: row.ref_dossier_bureau,
    date_action: row.date_action,
    date_prochaine: row.date_prochaine,
    fk_type_action: row.fk_type_action,
    type_libelle: row.type_libelle,
    type_labels: typeLabels(row),
    type_effect: row.type_effect,
    type_dossier_field: row.type_dossier_field,
    contenu: row.contenu,
    fk_assignee: row.fk_assignee,
    service_mode: row.service_mode,
    hearing_time: row.hearing_time,
    room: row.room,
    fk_stage: row.fk_stage,
    expertise:
      row.id_expertise === null
        ? null
        : {
            id_expertise: row.id_expertise,
            fk_type_expertise: row.fk_type_expertise,
            type_expertise_libelle: row.type_expertise_libelle,
            fk_expert: row.fk_expert,
            expert_nom: row.expert_nom,
            frais: fromCents(row.frais),
            contenu: row.expertise_contenu,
          },
    created_at: row.created_at,
    created_by: row.created_by,
    modified_at: row.modified_at,
    modified_by: row.modified_by,
    version: row.version,
    created_by_name: row.created_by_name ?? null,
    modified_by_name: row.modified_by_name ?? null,
  };
}

/** The fields the audit log records for an action, its expertise flattened in. */
export function auditableAction(row: ActionDetails): Record<string, unknown> {
  return {
    fk_dossier: row.fk_dossier,
    date_action: row.date_action,
    fk_type_action: row.fk_type_action,
    contenu: row.contenu,
    date_prochaine: row.date_prochaine,
    fk_assignee: row.fk_assignee,
    service_mode: row.service_mode,
    hearing_time: row.hearing_time,
    room: row.room,
    fk_stage: row.fk_stage,
    'expertise.fk_type_expertise': row.fk_type_expertise,
    'expertise.fk_expert': row.fk_expert,
    'expertise.frais': fromCents(row.frais),
    'expertise.contenu': row.expertise_contenu,
  };
}

/** Expertise fields sent to column values: only those sent, fees in cents. */
export function expertiseValues(input: ExpertiseInput): Updateable<ExpertiseTable> {
  const values: Updateable<ExpertiseTable> = {};
  if (input.fk_type_expertise !== undefined) values.fk_type_expertise = input.fk_type_expertise;
  if (input.fk_expert !== undefined) values.fk_expert = input.fk_expert;
  if (input.frais !== undefined) values.frais = toCents(input.frais);
  if (input.contenu !== undefined) values.contenu = input.contenu;
  return values;
}

/** The dossier field a type fills, when its data names one of the eight (the effect is data, not code). */
export function filledField(type: { effect: string; dossier_field: string | null } | undefined): DossierNumberField | null {
  if (type?.effect !== 'dossier_field') return null;
  return (DOSSIER_NUMBER_FIELDS as readonly string[]).includes(type.dossier_field ?? '') ? (type.dossier_field as DossierNumberField) : null;
}
