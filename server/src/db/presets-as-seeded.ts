/**
 * The deadline presets as migration 006 seeded them, frozen: later changes to the presets are
 * made by later migrations (see ../deadline-presets.ts), so a new database and an old one reach
 * the same rows.
 *
 * Deadline rules shipped with Cabinet, all INACTIVE: the office checks each against the current
 * text of its code (and its own practice) before activating it. Every rule names its source.
 * Nothing here is read by the engine: these are rows, edited like any rule an admin writes.
 */

export interface PresetTriggerType {
  key: string;
  libelle: string;
  description: string;
}

/** Starting action types the presets need; created by the migration when no type has the label. */
export const PRESET_TRIGGER_TYPES: PresetTriggerType[] = [
  { key: 'judgment', libelle: 'Notification du jugement', description: 'Notification (signification) d’un jugement de première instance' },
  {
    key: 'summary',
    libelle: 'Notification de l’ordonnance de référé',
    description: 'Notification (signification) d’une ordonnance de référé',
  },
  { key: 'appeal', libelle: 'Notification de l’arrêt d’appel', description: 'Notification (signification) d’un arrêt de la cour d’appel' },
];

export interface DeadlinePreset {
  country: 'MA' | 'TN' | 'DZ' | 'FR';
  trigger: PresetTriggerType['key'];
  labels: { en: string; fr: string; ar: string };
  amount: number;
  unit: 'days' | 'months';
  franc: boolean;
  legal_reference: string;
}

const CHECK = 'Preset shipped inactive: check it against the current text and your court’s practice before activating.';

export const DEADLINE_PRESETS: DeadlinePreset[] = [
  {
    country: 'MA',
    trigger: 'judgment',
    labels: { en: 'Appeal (Morocco)', fr: 'Appel (Maroc)', ar: 'أجل الاستئناف (المغرب)' },
    amount: 30,
    unit: 'days',
    franc: true,
    legal_reference: `Code de procédure civile (Dahir 1-74-447), art. 134 (30 jours à compter de la notification) and art. 512 (délais francs; a last day that is a holiday moves to the next working day). ${CHECK}`,
  },
  {
    country: 'MA',
    trigger: 'summary',
    labels: {
      en: 'Appeal of a summary order (Morocco)',
      fr: 'Appel d’une ordonnance de référé (Maroc)',
      ar: 'استئناف الأمر الاستعجالي (المغرب)',
    },
    amount: 15,
    unit: 'days',
    franc: true,
    legal_reference: `Code de procédure civile, art. 153 (15 jours à compter de la notification), art. 512. ${CHECK}`,
  },
  {
    country: 'MA',
    trigger: 'appeal',
    labels: { en: 'Cassation (Morocco)', fr: 'Pourvoi en cassation (Maroc)', ar: 'أجل الطعن بالنقض (المغرب)' },
    amount: 30,
    unit: 'days',
    franc: true,
    legal_reference: `Code de procédure civile, art. 358 (30 jours à compter de la notification de la décision attaquée), art. 512. ${CHECK}`,
  },
  {
    country: 'TN',
    trigger: 'judgment',
    labels: { en: 'Appeal (Tunisia)', fr: 'Appel (Tunisie)', ar: 'أجل الاستئناف (تونس)' },
    amount: 20,
    unit: 'days',
    franc: false,
    legal_reference: `Code de procédure civile et commerciale, art. 141 (20 jours à partir de la signification; +30 jours si la partie est absente de Tunisie; un dernier jour férié reporte au lendemain de la fête). UNCERTAIN: whether the period is counted franc; 10 days for summary orders (art. 210) to be confirmed. ${CHECK}`,
  },
  {
    country: 'TN',
    trigger: 'appeal',
    labels: { en: 'Cassation (Tunisia)', fr: 'Pourvoi en cassation (Tunisie)', ar: 'أجل التعقيب (تونس)' },
    amount: 20,
    unit: 'days',
    franc: false,
    legal_reference: `Code de procédure civile et commerciale, art. 175 (pourvoi — التعقيب — dans les 20 jours de la signification). UNCERTAIN: length and starting point to be confirmed by the office. ${CHECK}`,
  },
  {
    country: 'DZ',
    trigger: 'judgment',
    labels: { en: 'Appeal (Algeria)', fr: 'Appel (Algérie)', ar: 'أجل الاستئناف (الجزائر)' },
    amount: 1,
    unit: 'months',
    franc: true,
    legal_reference: `Code de procédure civile et administrative (loi 08-09), art. 336 (un mois à compter de la signification à personne; deux mois si elle est faite à domicile: make a second rule for that case) and art. 405 (délais francs, report au premier jour ouvrable). ${CHECK}`,
  },
  {
    country: 'DZ',
    trigger: 'summary',
    labels: {
      en: 'Appeal of a summary order (Algeria)',
      fr: 'Appel d’une ordonnance de référé (Algérie)',
      ar: 'استئناف الأمر الاستعجالي (الجزائر)',
    },
    amount: 15,
    unit: 'days',
    franc: true,
    legal_reference: `Code de procédure civile et administrative, art. 304 (15 jours à compter de la signification), art. 405. ${CHECK}`,
  },
  {
    country: 'DZ',
    trigger: 'appeal',
    labels: { en: 'Cassation (Algeria)', fr: 'Pourvoi en cassation (Algérie)', ar: 'أجل الطعن بالنقض (الجزائر)' },
    amount: 2,
    unit: 'months',
    franc: true,
    legal_reference: `Code de procédure civile et administrative, art. 354 (deux mois à compter de la signification à personne; trois mois à domicile), art. 405. ${CHECK}`,
  },
  {
    country: 'FR',
    trigger: 'judgment',
    labels: { en: 'Appeal (France)', fr: 'Appel (France)', ar: 'أجل الاستئناف (فرنسا)' },
    amount: 1,
    unit: 'months',
    franc: false,
    legal_reference: `Code de procédure civile, art. 538 (un mois en matière contentieuse; 15 jours en matière gracieuse), art. 640–642 (not franc; a month ends on the same day number or the month’s last day; a Saturday, Sunday or holiday moves to the next working day); +1 or +2 months for parties abroad or overseas (art. 643–644). ${CHECK}`,
  },
  {
    country: 'FR',
    trigger: 'summary',
    labels: {
      en: 'Appeal of a summary order (France)',
      fr: 'Appel d’une ordonnance de référé (France)',
      ar: 'استئناف الأمر الاستعجالي (فرنسا)',
    },
    amount: 15,
    unit: 'days',
    franc: false,
    legal_reference: `Code de procédure civile, art. 490 (15 jours), art. 640–642. ${CHECK}`,
  },
  {
    country: 'FR',
    trigger: 'appeal',
    labels: { en: 'Cassation (France)', fr: 'Pourvoi en cassation (France)', ar: 'أجل الطعن بالنقض (فرنسا)' },
    amount: 2,
    unit: 'months',
    franc: false,
    legal_reference: `Code de procédure civile, art. 612 (deux mois à compter de la signification), art. 640–642. ${CHECK}`,
  },
];

/** The preset keys of the rules migration 006 seeded, by country and starting type. */
export const SEEDED_PRESET_KEYS: Record<string, string> = {
  'MA|judgment': 'ma_appeal_cpc1974',
  'MA|summary': 'ma_summary_appeal_cpc1974',
  'MA|appeal': 'ma_cassation_cpc1974',
  'TN|judgment': 'tn_appeal',
  'TN|appeal': 'tn_cassation',
  'DZ|judgment': 'dz_appeal_in_person',
  'DZ|summary': 'dz_summary_appeal',
  'DZ|appeal': 'dz_cassation_in_person',
  'FR|judgment': 'fr_appeal',
  'FR|summary': 'fr_summary_appeal',
  'FR|appeal': 'fr_cassation',
};
