/**
 * Wordings the office confirms in Settings rather than the product guessing them (a review marked
 * each one for the office to check). Until it answers, screens say something neutral.
 */

/**
 * The bailiff's French title. Moroccan law 46.21 (in force since September 2025) renamed the
 * profession; the press renders it « commissaire judiciaire » or « commissaire de justice », and
 * its French wording in the Bulletin officiel is to be confirmed. Tunisia and Algeria say
 * « huissier de justice »; France has said « commissaire de justice » since 2022.
 */
export const BAILIFF_TITLES_FR = {
  commissaire_judiciaire: 'Commissaire judiciaire',
  huissier_de_justice: 'Huissier de justice',
  commissaire_de_justice: 'Commissaire de justice',
} as const;
export type BailiffTitle = keyof typeof BAILIFF_TITLES_FR;
export const BAILIFF_TITLES = Object.keys(BAILIFF_TITLES_FR) as BailiffTitle[];

/**
 * What the old system's "instrument" numbers of a dossier (num_instrument_a, num_instrument_c)
 * hold in this office: the filing lodged with the higher court (requête / مقال), or that court's
 * decision (arrêt / قرار).
 */
export const INSTRUMENT_MEANINGS = ['filing', 'decision'] as const;
export type InstrumentMeaning = (typeof INSTRUMENT_MEANINGS)[number];
