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
