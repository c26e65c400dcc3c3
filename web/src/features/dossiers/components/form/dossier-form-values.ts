import {
  DOSSIER_TEXT_FIELDS,
  dossierCreateBody,
  dossierPatchBody,
  type Dossier,
  type DossierCreateBody,
  type DossierPatchBody,
  type DossierTextField,
} from '@cabinet/shared';
import { z } from 'zod';

/** What the dossier form holds: strings as typed, select values as strings (null when none). */
export type DossierFormValues = {
  ref_dossier_bureau: string;
  date_inscription_bureau: string;
  fk_type_affaire_bureau: string | null;
  fk_tribunal: string | null;
  fk_responsible: string | null;
  montant_dette: string;
  date_accident: string;
} & Record<DossierTextField, string>;

export type DossierFormField = keyof DossierFormValues;

/** The shared schema, with the two selects as the strings a Select holds. */
export const dossierFormSchema = dossierCreateBody.extend({
  fk_type_affaire_bureau: z.string().nullable(),
  fk_tribunal: z.string().nullable(),
  fk_responsible: z.string().nullable(),
});

const textDefaults = Object.fromEntries(DOSSIER_TEXT_FIELDS.map((field) => [field, ''])) as Record<DossierTextField, string>;

export const emptyDossierForm = (): DossierFormValues => ({
  ref_dossier_bureau: '',
  date_inscription_bureau: '',
  fk_type_affaire_bureau: null,
  fk_tribunal: null,
  fk_responsible: null,
  montant_dette: '',
  date_accident: '',
  ...textDefaults,
});

export function dossierToForm(dossier: Dossier): DossierFormValues {
  const text = Object.fromEntries(DOSSIER_TEXT_FIELDS.map((field) => [field, dossier[field] ?? ''])) as Record<DossierTextField, string>;
  return {
    ref_dossier_bureau: String(dossier.ref_dossier_bureau),
    // An old dossier imported without one: the form asks for it.
    date_inscription_bureau: dossier.date_inscription_bureau ?? '',
    fk_type_affaire_bureau: dossier.fk_type_affaire_bureau === null ? null : String(dossier.fk_type_affaire_bureau),
    fk_tribunal: dossier.fk_tribunal === null ? null : String(dossier.fk_tribunal),
    fk_responsible: dossier.fk_responsible === null ? null : String(dossier.fk_responsible),
    montant_dette: dossier.montant_dette ?? '',
    date_accident: dossier.date_accident ?? '',
    ...text,
  };
}

const toRef = (value: string | null) => (value ? Number(value) : null);

/** The request body: empty fields become null (the schema's own transforms), references numbers. */
export function formToCreateBody(values: DossierFormValues): DossierCreateBody {
  return dossierCreateBody.parse({
    ...values,
    fk_tribunal: toRef(values.fk_tribunal),
    fk_type_affaire_bureau: toRef(values.fk_type_affaire_bureau),
    fk_responsible: toRef(values.fk_responsible),
  });
}

export function formToPatchBody(values: DossierFormValues, version: number): DossierPatchBody {
  return dossierPatchBody.parse({ ...formToCreateBody(values), version });
}
