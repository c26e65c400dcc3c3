/** The eight tribunal-number fields of a dossier that an action type may fill. */
export const DOSSIER_NUMBER_FIELDS = [
  'num_pv_tribunal',
  'num_dossier_tribunal',
  'num_instrument_a',
  'num_dossier_tribunal_a',
  'num_instrument_c',
  'num_dossier_tribunal_c',
  'num_dossier_tribunal_n',
  'num_dossier_tribunal_e',
] as const;
export type DossierNumberField = (typeof DOSSIER_NUMBER_FIELDS)[number];

export const ACTION_EFFECTS = ['none', 'expertise', 'dossier_field'] as const;
export type ActionEffect = (typeof ACTION_EFFECTS)[number];

/** The dossier's free-text fields, all optional. */
export const DOSSIER_TEXT_FIELDS = [
  'num_police',
  'nom_responsable_civil',
  'accusation',
  'matricule_vehicule',
  'num_plainte_police',
  'num_plainte_tribunal',
  'num_dossier_tribunal',
  'num_pv_police',
  'num_pv_tribunal',
  'num_dossier_tribunal_a',
  'num_dossier_tribunal_c',
  'num_dossier_tribunal_n',
  'num_dossier_tribunal_e',
  'num_instrument_a',
  'num_instrument_c',
] as const;
export type DossierTextField = (typeof DOSSIER_TEXT_FIELDS)[number];

/** The fields search looks into: every free-text field, every police and tribunal number among them. */
export const DOSSIER_SEARCH_FIELDS = DOSSIER_TEXT_FIELDS;

/** Lower-cases and strips accents so both databases search the same way. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim();
}
