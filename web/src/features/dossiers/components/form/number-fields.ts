import { DOSSIER_TEXT_FIELDS, type DossierTextField } from '@cabinet/shared';

/** The police numbers of a dossier: complaint and report. */
export const POLICE_NUMBER_FIELDS = ['num_plainte_police', 'num_pv_police'] as const satisfies readonly DossierTextField[];

/** Text fields about the parties, shown with them rather than as numbers. */
const PARTY_TEXT_FIELDS: readonly DossierTextField[] = ['num_police', 'nom_responsable_civil', 'accusation', 'matricule_vehicule'];

/** The tribunal numbers: every other shared text field, in the shared order. */
export const TRIBUNAL_NUMBER_FIELDS: readonly DossierTextField[] = DOSSIER_TEXT_FIELDS.filter(
  (field) => !PARTY_TEXT_FIELDS.includes(field) && !(POLICE_NUMBER_FIELDS as readonly DossierTextField[]).includes(field),
);
