import type { DossierNumberField } from '@cabinet/shared';

export const DEFAULT_SETTINGS = {
  office_name: 'Cabinet',
  timezone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
  currency: 'USD',
  stale_months: 3,
  registration: 'approval' as const,
  session_idle_minutes: 60,
  session_absolute_hours: 12,
};

const fieldType = (id: number, libelle: string, field: DossierNumberField) => ({
  id_type_action: id,
  libelle,
  effect: 'dossier_field' as const,
  dossier_field: field,
});

/** The special action types at the ids the old system gave them, so migrated data keeps its meaning. */
export const DEFAULT_ACTION_TYPES = [
  { id_type_action: 60, libelle: 'Expertise', effect: 'expertise' as const, dossier_field: null },
  fieldType(63, 'PV tribunal', 'num_pv_tribunal'),
  fieldType(65, 'Dossier tribunal', 'num_dossier_tribunal'),
  fieldType(66, 'Instrument (appel)', 'num_instrument_a'),
  fieldType(67, 'Dossier tribunal (appel)', 'num_dossier_tribunal_a'),
  fieldType(68, 'Instrument (cassation)', 'num_instrument_c'),
  fieldType(69, 'Dossier tribunal (cassation)', 'num_dossier_tribunal_c'),
  fieldType(70, 'Dossier tribunal (N)', 'num_dossier_tribunal_n'),
  fieldType(72, 'Dossier tribunal (exécution)', 'num_dossier_tribunal_e'),
  { id_type_action: 73, libelle: 'Audience', effect: 'none' as const, dossier_field: null },
  { id_type_action: 74, libelle: 'Dépôt', effect: 'none' as const, dossier_field: null },
];

/**
 * Cabinet's own default types among the above (the old system never had them): known by a stable
 * code, so an import that needs their ids moves them elsewhere instead of taking their place.
 */
export const OWN_DEFAULT_ACTION_TYPES = [
  { id_type_action: 73, libelle: 'Audience', code: 'hearing' },
  { id_type_action: 74, libelle: 'Dépôt', code: 'filing' },
] as const;

/**
 * The default action types (seeded above and by the deadline presets) in the three interface
 * languages, keyed by the French label they are seeded with. Moroccan practice's wording.
 */
export const DEFAULT_ACTION_TYPE_LABELS: Record<string, { en: string; fr: string; ar: string }> = {
  Expertise: { en: 'Expert assessment', fr: 'Expertise', ar: 'خبرة' },
  'PV tribunal': { en: 'Report at the public prosecutor’s office', fr: 'PV au parquet', ar: 'المحضر لدى النيابة العامة' },
  'Dossier tribunal': { en: 'Case at first instance', fr: 'Dossier en première instance', ar: 'الملف بالمحكمة الابتدائية' },
  'Instrument (appel)': { en: 'Appeal filing', fr: 'Requête d’appel', ar: 'المقال الاستئنافي' },
  'Dossier tribunal (appel)': { en: 'Case at the court of appeal', fr: 'Dossier à la cour d’appel', ar: 'الملف بمحكمة الاستئناف' },
  'Instrument (cassation)': { en: 'Cassation petition', fr: 'Requête en cassation', ar: 'مقال النقض' },
  'Dossier tribunal (cassation)': { en: 'Case at the Court of Cassation', fr: 'Dossier à la Cour de cassation', ar: 'الملف بمحكمة النقض' },
  'Dossier tribunal (N)': { en: 'Notification case', fr: 'Dossier de notification', ar: 'ملف التبليغ' },
  'Dossier tribunal (exécution)': { en: 'Enforcement case', fr: 'Dossier d’exécution', ar: 'ملف التنفيذ' },
  Audience: { en: 'Hearing', fr: 'Audience', ar: 'جلسة' },
  Dépôt: { en: 'Filing', fr: 'Dépôt', ar: 'إيداع' },
  'Notification du jugement': { en: 'Notification of the judgment', fr: 'Notification du jugement', ar: 'تبليغ الحكم' },
  'Notification de l’ordonnance de référé': {
    en: 'Notification of the summary order',
    fr: 'Notification de l’ordonnance de référé',
    ar: 'تبليغ الأمر الاستعجالي',
  },
  'Notification de l’arrêt d’appel': {
    en: 'Notification of the appeal ruling',
    fr: 'Notification de l’arrêt d’appel',
    ar: 'تبليغ القرار الاستئنافي',
  },
};
